import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers become JSON. `validated` (tests and development): zod checks each answer against its
 * route's schema, so a wrong shape fails a test loudly. `compiled` (production): fast-json-stringify,
 * compiled once per route from the schema's JSON Schema, writes the same JSON in a fraction of the
 * time (zod's check was 7% of a signed-in list's CPU). It drops properties outside the schema as
 * zod does, but coerces a wrong type where zod refuses; the response-shape test runs it over the
 * main routes' real answers so that a schema it reads differently fails there, not in production.
 */
export type ResponseSerialization = 'validated' | 'compiled';

type Compiler = FastifySerializerCompiler<unknown>;

const validating = validatingSerializerCompiler as Compiler;

const compiled: Compiler = (route) =>
  route.schema instanceof z.ZodType
    ? fastJson(withNullables(responseJsonSchema(route.schema)) as object)
    : validating(route);

/**
 * The JSON Schema of what a route answers. A date has none: it becomes `{}`, which
 * fast-json-stringify writes with JSON.stringify, as zod's serialiser does (an ISO string).
 */
export function responseJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
}

/**
 * zod writes `T | null` as `anyOf: [T, { type: 'null' }]`. fast-json-stringify serialises an anyOf
 * by running ajv over the value to pick its branch (a date's pattern, an object's required keys),
 * for every such field of every row: in the document list, 40% of the memory written per answer
 * and most of the serialiser's time. Its own `nullable` picks the same branch by testing for null
 * alone, so each such anyOf becomes T made nullable; any other anyOf is left to ajv.
 */
export function withNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withNullables(value)]),
  );
  const { anyOf, ...rest } = node;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return node;
  const isNull = (branch: unknown) =>
    typeof branch === 'object' && branch !== null && (branch as { type?: unknown }).type === 'null';
  const other = anyOf.find((branch) => !isNull(branch)) as Record<string, unknown> | undefined;
  if (!anyOf.some(isNull) || typeof other?.type !== 'string') return node;
  return { ...rest, ...other, nullable: true };
}

export function responseSerializerCompiler(mode: ResponseSerialization): Compiler {
  return mode === 'compiled' ? compiled : validating;
}

/** Production compiles; anything else (tests, development) validates. */
export function defaultResponseSerialization(): ResponseSerialization {
  return process.env.NODE_ENV === 'production' ? 'compiled' : 'validated';
}
