import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, withNullables } from './response-serializer';

const row = z.object({
  day: z.iso.date().nullable(),
  at: z.iso.datetime(),
  uploadedBy: z.object({ email: z.string(), fullName: z.string().nullable() }).nullable(),
  pages: z.number().int().nullable(),
  // Not `T | null`: left to ajv to pick the branch.
  either: z.union([
    z.object({ kind: z.literal('a'), a: z.string() }),
    z.object({
      kind: z.literal('b'),
      due: z.iso.date().nullable(),
      role: z.enum(['user', 'admin']).nullable(),
    }),
  ]),
});
const page = z.object({ items: z.array(row), next: z.iso.date().nullable() });

const values = [
  { items: [], next: null },
  {
    items: [
      {
        day: '2024-02-29',
        at: '2024-02-29T13:45:00.123Z',
        uploadedBy: { email: 'a@example.org', fullName: null, password: 'never written' },
        pages: 3,
        either: { kind: 'b', due: '2024-12-31', role: 'admin' },
        storageKey: 'never written',
      },
      {
        day: '2024-03-01',
        at: '2024-03-01T00:00:00.000Z',
        uploadedBy: null,
        pages: 0,
        either: { kind: 'a', a: 'x' },
      },
      {
        day: null,
        at: '2025-01-01T00:00:00.000Z',
        uploadedBy: null,
        pages: null,
        either: { kind: 'b', due: null, role: null },
      },
    ],
    next: '2025-01-31',
  },
];

describe('withNullables (the production serialiser without ajv for `T | null`)', () => {
  const schema = withNullables(responseJsonSchema(page)) as { properties: Record<string, unknown> };

  it('turns each `T | null` into a nullable T, and leaves any other union to ajv', () => {
    const text = JSON.stringify(schema);
    // The union of two objects is left as it is, with the nullable date and role inside it: ajv
    // picks its branch, and a nullable enum would refuse null there.
    expect(text.match(/"anyOf"/g)).toHaveLength(3);
    expect(text.match(/"nullable"/g)).toHaveLength(4);
    expect(schema.properties.next).toMatchObject({ type: 'string', nullable: true });
  });

  it('writes what zod validates and writes, nulls and nested objects included, dropping what the schema lacks', () => {
    const stringify = fastJson(schema as object);
    for (const value of values) {
      expect(stringify(value)).toBe(JSON.stringify(page.parse(value)));
    }
    expect(stringify(values[1])).not.toContain('never written');
  });
});
