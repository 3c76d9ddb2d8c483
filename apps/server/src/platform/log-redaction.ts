import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';

/**
 * A failed SQL statement must never put donors' data in the log. The error drizzle raises carries
 * the statement's values (its message ends "params: Jane,Doe,jane@example.org", and its `params`),
 * PGlite's error carries them too, and PostgreSQL's own fields repeat them (`detail`: "Key
 * (email)=(jane@example.org) already exists"; `where`: the JSON text that did not parse). What an
 * operator needs stays: the SQLSTATE, the constraint, table and column, the statement with its
 * placeholders, and the stack.
 */

/** Fastify's logger options (pino's), as buildApp takes them. */
export type LogOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** An error as the log writes it. */
export interface RedactedError {
  type: string;
  message: string;
  stack: string;
  cause?: RedactedError;
  errors?: RedactedError[];
  [field: string]: unknown;
}

const REDACTED = '[redacted]';
const SQLSTATE = /^[0-9A-Z]{5}$/;
// Class 22 (data exception) quotes the refused value in the message itself:
// `invalid input syntax for type uuid: "jane@example.org"`, `value "123456789012" is out of range`.
const DATA_EXCEPTION = /^22/;
const QUOTED = /"[\s\S]*"/;

/** Of a driver's error (node-postgres, PGlite), the fields that name things rather than values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'position',
  'hint',
  // PGlite's: the statement text, with placeholders.
  'query',
];

/** Fields of any error that hold a statement's values; `where` may quote a parameter or the JSON text. */
const VALUE_FIELDS = new Set(['params', 'queryOptions', 'detail', 'where', 'internalQuery']);

/** The error PostgreSQL reported, as either driver raises it. */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  const { code } = error as { code?: unknown };
  if (isDatabaseError(error) && DATA_EXCEPTION.test(code as string))
    return error.message.replace(QUOTED, `"${REDACTED}"`);
  return error.message;
}

/** The stack with the redacted message in place of the one it was captured with. */
function safeStack(error: Error, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

function redact(error: Error, seen: Set<Error>): RedactedError {
  seen.add(error);
  const database = isDatabaseError(error);
  const message = safeMessage(error);
  const redacted: RedactedError = {
    type: database ? 'DatabaseError' : error.constructor?.name || error.name,
    message,
    stack: message === error.message && error.stack ? error.stack : safeStack(error, message),
  };
  const nested = (value: Error) => (seen.has(value) ? undefined : redact(value, seen));
  for (const key of database ? DATABASE_FIELDS : Object.keys(error)) {
    if (key in redacted || key === 'cause' || VALUE_FIELDS.has(key)) continue;
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) redacted[key] = value instanceof Error ? nested(value) : value;
  }
  if (error.cause instanceof Error) redacted.cause = nested(error.cause);
  // AggregateError: a connection refused on every address of a host names each attempt.
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors))
    redacted.errors = errors.flatMap((each) => (each instanceof Error ? (nested(each) ?? []) : []));
  return redacted;
}

/** pino's `err` serializer: an error without the values of a failed statement; anything else as is. */
export function redactError(value: unknown): unknown {
  return value instanceof Error ? redact(value, new Set()) : value;
}

/** An error's stack and its causes' for a plain-text report (stderr), without a statement's values. */
export function redactedStack(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const stacks: string[] = [];
  for (let current: RedactedError | undefined = redact(error, new Set()); current; current = current.cause)
    stacks.push(current.stack);
  return stacks.join('\ncaused by: ');
}

/** Every error at the top of a log line, whatever its key (`err`, `error`, `cause`). */
function redactErrorFields(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(object)) {
    if (!(value instanceof Error)) continue;
    copy ??= { ...object };
    copy[key] = redactError(value);
  }
  return copy ?? object;
}

/**
 * pino takes the message of a line from its error when none is given (`log.error(err)`,
 * `log.error({ err })`), and Fastify's own handler passes `err.message`: the redacted message
 * instead. A message of the caller's own words is left alone.
 */
function logMethod(this: unknown, args: unknown[], method: { apply(self: unknown, args: unknown[]): void }) {
  const [first, ...rest] = args;
  const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (!(err instanceof Error)) return method.apply(this, args);
  const message = safeMessage(err);
  if (rest.length === 0 && (first as { msg?: unknown }).msg === undefined) rest.push(message);
  else if (typeof rest[0] === 'string' && message !== err.message)
    rest[0] = rest[0].replaceAll(err.message, message);
  return method.apply(this, [first instanceof Error ? { err } : first, ...rest]);
}

/**
 * The logger options with errors redacted, whatever the call (`log.error(err)`, `{ err }`,
 * `{ error }`) and whichever logger (the app's, a request's, a job's: children inherit them).
 * Replaces any `err` serializer, `formatters.log` and `hooks.logMethod` the options had.
 */
export function withRedactedErrors(options: LogOptions): LogOptions {
  return {
    ...options,
    // Typed as Fastify types it; pino hands it whatever the `err` key holds, which redactError takes.
    serializers: { ...options.serializers, err: redactError as (error: Error) => RedactedError },
    formatters: { ...options.formatters, log: redactErrorFields },
    hooks: { ...options.hooks, logMethod },
  };
}
