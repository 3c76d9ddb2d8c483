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
  either: z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b') })]),
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
        either: { kind: 'a', a: 'x' },
        storageKey: 'never written',
      },
      { day: null, at: '2025-01-01T00:00:00.000Z', uploadedBy: null, pages: null, either: { kind: 'b' } },
    ],
    next: '2025-01-31',
  },
];

describe('withNullables (the production serialiser without ajv for `T | null`)', () => {
  const schema = withNullables(responseJsonSchema(page)) as { properties: Record<string, unknown> };

  it('turns each `T | null` into a nullable T, and leaves any other union to ajv', () => {
    const text = JSON.stringify(schema);
    // The one anyOf left is the union of two objects.
    expect(text.match(/"anyOf"/g)).toHaveLength(1);
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
