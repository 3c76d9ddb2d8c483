import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type RedactedError, redactError, redactedStack, withRedactedErrors } from './log-redaction';

const EMAIL = 'ruth.oyelaran@example.org';
const QUERY = 'insert into "donors" ("first_name", "last_name", "email") values ($1, $2, $3)';
const PARAMS = ['Ruth', 'Oyelaran', EMAIL];

/** node-postgres's error, with the fields its protocol parser sets from PostgreSQL's answer. */
function pgError(message: string, fields: Record<string, string>) {
  return Object.assign(new pg.DatabaseError(message, 120, 'error'), { severity: 'ERROR', ...fields });
}

const duplicate = () =>
  pgError('duplicate key value violates unique constraint "donors_email_key"', {
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    schema: 'public',
    table: 'donors',
    constraint: 'donors_email_key',
    routine: '_bt_check_unique',
  });

/** PGlite's error: the same fields, and the statement's text, values and options. */
function pgliteError() {
  return Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), {
    name: 'error',
    severity: 'ERROR',
    code: '22P02',
    where: `unnamed portal parameter $1 = '${EMAIL}'`,
    query: 'select $1::uuid',
    params: [EMAIL],
    queryOptions: { rowMode: 'object' },
  });
}

const redacted = (error: unknown) => redactError(error) as RedactedError;
const expectNoValues = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const each of PARAMS) expect(text).not.toContain(each);
};

describe('redactError', () => {
  it("keeps of drizzle's error the statement with placeholders, and of its cause the SQLSTATE and names", () => {
    const error = redacted(new DrizzleQueryError(QUERY, PARAMS, duplicate()));
    expect(error).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${QUERY}`,
      query: QUERY,
    });
    expect(error.stack).toMatch(/^Error: Failed query: .*\$3\)\n\s+at /);
    expect(error.cause).toEqual({
      type: 'DatabaseError',
      message: 'duplicate key value violates unique constraint "donors_email_key"',
      stack: expect.stringContaining('duplicate key value'),
      severity: 'ERROR',
      code: '23505',
      schema: 'public',
      table: 'donors',
      constraint: 'donors_email_key',
      routine: '_bt_check_unique',
    });
    expectNoValues(error);
  });

  it("drops PGlite's parameters and `where`, and the value a data exception quotes in its message", () => {
    const error = redacted(pgliteError());
    expect(error).toEqual({
      type: 'DatabaseError',
      message: 'invalid input syntax for type uuid: "[redacted]"',
      stack: expect.stringMatching(/^error: invalid input syntax for type uuid: "\[redacted\]"\n\s+at /),
      severity: 'ERROR',
      code: '22P02',
      query: 'select $1::uuid',
    });
    expectNoValues(error);
  });

  it('drops the JSON text PostgreSQL quotes in `detail` and `where`', () => {
    const error = redacted(
      pgError('invalid input syntax for type json', {
        code: '22P02',
        detail: 'Token "Ruth" is invalid.',
        where: 'JSON data, line 1: {"name": Ruth...',
      }),
    );
    expect(error.message).toBe('invalid input syntax for type json');
    expect(error).not.toHaveProperty('detail');
    expect(error).not.toHaveProperty('where');
    expectNoValues(error);
  });

  it('leaves other errors as pino wrote them, their causes and aggregated errors redacted too', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const error = redacted(
      Object.assign(
        new Error('sending failed', { cause: new DrizzleQueryError(QUERY, PARAMS, duplicate()) }),
        {
          statusCode: 502,
          attempts: new AggregateError([refused, pgliteError()], 'every address refused'),
        },
      ),
    );
    expect(error).toMatchObject({ type: 'Error', message: 'sending failed', statusCode: 502 });
    expect(error.cause?.cause?.code).toBe('23505');
    expect(error.attempts).toMatchObject({
      type: 'AggregateError',
      errors: [{ message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' }, { code: '22P02' }],
    });
    expectNoValues(error);
  });

  it('returns what is not an error as it is, and stops at a cause that loops', () => {
    expect(redactError('text')).toBe('text');
    expect(redactError({ a: 1 })).toEqual({ a: 1 });
    const looping = new Error('outer');
    looping.cause = new Error('inner', { cause: looping });
    expect(redacted(looping).cause).toMatchObject({ message: 'inner', cause: undefined });
  });
});

describe('redactedStack', () => {
  it('writes the stack and each cause for stderr, without the values', () => {
    const stack = redactedStack(new DrizzleQueryError(QUERY, PARAMS, duplicate()));
    expect(stack).toMatch(/^Error: Failed query: insert into "donors"/);
    expect(stack).toContain('\ncaused by: error: duplicate key value violates unique constraint');
    for (const each of PARAMS) expect(stack).not.toContain(each);
    expect(redactedStack('not an error')).toBe('not an error');
  });
});

describe('withRedactedErrors', () => {
  it("gives a line the redacted message where pino or Fastify would take the error's own", () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: withRedactedErrors({ level: 'info', stream }) });
    const error = new DrizzleQueryError(QUERY, PARAMS, duplicate());
    app.log.error(error);
    app.log.error({ err: error });
    // Fastify's default error handler: the error's message as the line's.
    app.log.error({ err: error }, error.message);
    app.log.error({ err: error }, 'request failed');
    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.msg)).toEqual([
      `Failed query: ${QUERY}`,
      `Failed query: ${QUERY}`,
      `Failed query: ${QUERY}`,
      'request failed',
    ]);
    expect(lines[0].err.cause.constraint).toBe('donors_email_key');
    for (const each of PARAMS) expect(log).not.toContain(each);
  });
});
