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
  route.schema instanceof z.ZodType ? fastJson(responseJsonSchema(route.schema)) : validating(route);

/**
 * The JSON Schema of what a route answers. A date has none: it becomes `{}`, which
 * fast-json-stringify writes with JSON.stringify, as zod's serialiser does (an ISO string).
 */
export function responseJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
}

export function responseSerializerCompiler(mode: ResponseSerialization): Compiler {
  return mode === 'compiled' ? compiled : validating;
}

/** Production compiles; anything else (tests, development) validates. */
export function defaultResponseSerialization(): ResponseSerialization {
  return process.env.NODE_ENV === 'production' ? 'compiled' : 'validated';
}
