import { Writable } from 'node:stream';
import { createTestApp } from '@test/app';
import { call } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryPrepared } from '@/db/client';
import { donors, organizations } from '@/db/schema';
import { every } from '@/platform/scheduler';

// Real statements that PostgreSQL refuses, with a donor's name and email among their values, run
// under the app's own logger: through a route (the error handler's log and its answer), a
// scheduled job, and the shapes of log call a module may write. None of the donor's data may
// reach the log; what an operator needs to find the fault must.
const FIRST = 'Philippa';
const LAST = 'Quartermaine';
const EMAIL = 'philippa.quartermaine@example.org';
const DONOR_DATA = [FIRST, LAST, EMAIL, 'philippa quartermaine'];

let log = '';
let t: Awaited<ReturnType<typeof createTestApp>>;
let organizationId: string;

const donor = () => ({
  organizationId,
  donorKey: `${FIRST} ${LAST}`.toLowerCase(),
  firstName: FIRST,
  lastName: LAST,
  email: EMAIL,
});

/** Each refused the way PostgreSQL refuses it: the SQLSTATE, and what names the fault. */
const STATEMENTS = {
  // 23505: `detail` is "Key (organization_id, donor_key)=(..., philippa quartermaine) already exists."
  duplicate: () => t.database.db.insert(donors).values(donor()),
  // 22P02: the message itself quotes the value.
  uuid: () => t.database.db.execute(sql`select ${EMAIL}::uuid`),
  // 22021: PostgreSQL refuses NUL in text; the value is only in the parameters.
  nul: () => t.database.db.insert(donors).values({ ...donor(), donorKey: 'x', firstName: `${FIRST}\u0000` }),
  // 22P02 with `where`: "JSON data, line 1: {"name": Philippa..."
  json: () => t.database.db.execute(sql`select ${`{"name": ${FIRST}}`}::jsonb`),
  // The driver's own error, unwrapped by drizzle (PGlite's carries the parameters).
  prepared: () => queryPrepared(t.database.db, sql`select ${EMAIL}::uuid`),
} as const;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            log += chunk.toString();
            done();
          },
        }),
      },
    },
  );
  const [organization] = await t.database.db
    .insert(organizations)
    .values({ name: 'Grace Chapel' })
    .returning({ id: organizations.id });
  organizationId = organization?.id as string;
  await t.database.db.insert(donors).values(donor());
  // A route that runs one of the statements, as a service's would inside a request.
  t.app.get<{ Params: { which: keyof typeof STATEMENTS } }>(
    '/api/test/statements/:which',
    async (request) => {
      await STATEMENTS[request.params.which]();
      return {};
    },
  );
});
afterAll(async () => {
  await t.close();
});

function expectNoDonorData(text: string) {
  for (const value of DONOR_DATA) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
}

/** The log lines written while `run` ran. */
async function logged(run: () => Promise<unknown>) {
  const before = log.length;
  await run();
  return log.slice(before);
}

async function failure(which: keyof typeof STATEMENTS): Promise<Error> {
  try {
    await STATEMENTS[which]();
  } catch (error) {
    return error as Error;
  }
  throw new Error(`${which} did not fail`);
}

describe('a failed statement with donor data', () => {
  it.each([
    ['duplicate', '23505', 'donors_organization_key_idx'],
    ['uuid', '22P02', 'select $1::uuid'],
    ['nul', '22021', 'values (default, $1, $2'],
    ['json', '22P02', 'select $1::jsonb'],
    ['prepared', '22P02', 'invalid input syntax for type uuid'],
  ] as const)(
    '%s: the request log has the SQLSTATE and %s, not the values; the answer is a plain 500',
    async (which, code, names) => {
      let response: Awaited<ReturnType<typeof call>> | undefined;
      const lines = await logged(async () => {
        response = await call(t.app, 'GET', `/api/test/statements/${which}`);
      });
      expect(response?.statusCode).toBe(500);
      expect(response?.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(lines).toContain('request failed');
      expect(lines).toContain(`"code":"${code}"`);
      expect(lines).toContain(names);
      expectNoDonorData(lines);
    },
  );

  it('keeps the statement with its placeholders, the table, the constraint and the stack', async () => {
    const lines = await logged(() => call(t.app, 'GET', '/api/test/statements/duplicate'));
    const entry = lines
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'request failed');
    expect(entry.err.message).toMatch(/^Failed query: insert into "donors" .* values \(default, \$1, \$2, /);
    expect(entry.err.cause).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      table: 'donors',
      constraint: 'donors_organization_key_idx',
    });
    expect(entry.err.stack).toMatch(/\n\s+at /);
  });

  it('leaves no value in the log of a scheduled job, nor of any shape of log call', async () => {
    const error = await failure('duplicate');
    const lines = await logged(async () => {
      let runs = 0;
      const stop = every(
        'failing job',
        60_000,
        async () => {
          runs += 1;
          throw error;
        },
        t.app.log,
        0,
      );
      await vi.waitFor(() => expect(log).toContain('scheduled job failed'));
      stop();
      expect(runs).toBe(1);
      t.app.log.error(error);
      t.app.log.error({ err: error });
      t.app.log.warn({ error, cause: error.cause }, 'a module names its own key');
      t.app.log.child({ job: 'child' }).error({ err: await failure('uuid') });
    });
    expect(lines.trim().split('\n')).toHaveLength(5);
    expect(lines).toContain('23505');
    expect(lines).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
    expectNoDonorData(lines);
  });
});
