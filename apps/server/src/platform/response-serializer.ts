import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers become JSON. `compiled` (production): fast-json-stringify, compiled once per schema
 * from its JSON Schema, writes the JSON in a fraction of zod's time (zod's check was 7% of a
 * signed-in list's CPU). It drops properties outside the schema as zod does, but coerces a wrong
 * type where zod refuses. `validated` (tests and development): zod checks each answer against its
 * route's schema, so a wrong shape fails a test loudly, and the compiled serialiser must write the
 * same JSON, so that every answer of the test suite also tests what production would write.
 */
export type ResponseSerialization = 'validated' | 'compiled';

type Compiler = FastifySerializerCompiler<unknown>;
type Serialize = (data: unknown) => string;

const validating = validatingSerializerCompiler as Compiler;

/** One serialiser per schema, however many apps a process builds (the tests build hundreds). */
const serializers = new WeakMap<z.ZodType, Serialize>();

function compiledFor(schema: z.ZodType): Serialize {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJson(withNullables(responseJsonSchema(schema)) as object) as Serialize;
    serializers.set(schema, serialize);
  }
  return serialize;
}

const compiled: Compiler = (route) =>
  route.schema instanceof z.ZodType ? compiledFor(route.schema) : validating(route);

const validatedAndCompared: Compiler = (route) => {
  const validate = validating(route) as Serialize;
  if (!(route.schema instanceof z.ZodType)) return validate;
  const write = compiledFor(route.schema);
  return (data) => {
    const json = validate(data);
    let written: string;
    try {
      written = write(data);
    } catch (error) {
      throw new Error(
        `The production serialiser cannot write ${route.method} ${route.url}'s answer: ${error}`,
      );
    }
    // The same JSON, not the same bytes: fast-json-stringify writes the optional properties last.
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(json))) {
      throw new Error(
        `The production serialiser writes ${route.method} ${route.url}'s answer differently:\n${written}\nwhere zod writes\n${json}`,
      );
    }
    return json;
  };
};

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
 * for every such field of every row: 42 KB of the 525 KB the document list allocated a request,
 * and the date pattern in its CPU samples. Its own `nullable` picks the same branch by testing for
 * null alone, so each such anyOf becomes T made nullable; any other anyOf is left to ajv.
 */
export function withNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { anyOf, ...rest } = schema as Record<string, unknown>;
  let node = rest;
  if (anyOf !== undefined) {
    const nonNull = nullableBranch(anyOf);
    // Any other anyOf stays as it is, inside too: ajv picks its branch, and there a nullable enum
    // would refuse null.
    if (!nonNull) return schema;
    node = { ...rest, ...nonNull, nullable: true };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withNullables(value)]));
}

/** T of `anyOf: [T, { type: 'null' }]` (either order), when T is of one type. */
function nullableBranch(anyOf: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const typeOf = (branch: unknown) => (branch as { type?: unknown } | null)?.type;
  const [first, second] = anyOf as unknown[];
  const other = typeOf(first) === 'null' ? second : typeOf(second) === 'null' ? first : undefined;
  const type = typeOf(other);
  return typeof type === 'string' && type !== 'null' ? (other as Record<string, unknown>) : undefined;
}

export function responseSerializerCompiler(mode: ResponseSerialization): Compiler {
  return mode === 'compiled' ? compiled : validatedAndCompared;
}

/** Production compiles; anything else (tests, development) validates. */
export function defaultResponseSerialization(): ResponseSerialization {
  return process.env.NODE_ENV === 'production' ? 'compiled' : 'validated';
}
