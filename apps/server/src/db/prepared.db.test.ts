import { createTestDatabase, type TestDatabase } from '@test/database';
import { namesStartingWith, seedTwoOrganisations } from '@test/two-organisations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, prerendered, queryPrepared, queryRows } from './client';
import { documents } from './schema';
import { withTenant } from './tenant';

let database: TestDatabase;
let orgA: string;
let orgB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ orgA, orgB } = await seedTwoOrganisations(database.db));
});
afterAll(() => database.destroy());

/** The names in `organizationId`'s documents, read under row-level security by `query`. */
function readAs(db: Db, organizationId: string, query: typeof queryRows) {
  return withTenant(db, { userId: null, organizationId }, (tx) =>
    query<{ name: string }>(tx, namesStartingWith('')),
  );
}

describe('queryPrepared (the hottest reads as named prepared statements)', () => {
  it('answers as queryRows does, and one statement used by two organisations shows each only its own rows', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await readAs(database.db, orgA, queryPrepared)).toEqual([
        { name: 'a1.txt' },
        { name: 'a2.txt' },
      ]);
      expect(await readAs(database.db, orgB, queryPrepared)).toEqual([{ name: 'b1.txt' }]);
    }
    expect(await readAs(database.db, orgA, queryRows)).toEqual(
      await readAs(database.db, orgA, queryPrepared),
    );
  });

  it('reads dates, timestamps and intervals as the text PostgreSQL sends, as queryRows does', async () => {
    const values = sql`select ${'2024-02-29'}::date as day, ${'2024-02-29 13:45:00.123+00'}::timestamptz as at,
      ${'2024-02-29 13:45:00'}::timestamp as local, ${'1 day'}::interval as span,
      array[${'2024-01-01'}::date] as days, ${12}::bigint as count, true as flag`;
    const read = (query: typeof queryRows) =>
      withTenant(database.db, { userId: null, organizationId: orgA }, (tx) =>
        query<Record<string, unknown>>(tx, values),
      );
    const [row] = await read(queryPrepared);
    expect(row).toMatchObject({ day: '2024-02-29', local: '2024-02-29 13:45:00', span: '1 day', flag: true });
    expect(typeof row?.at).toBe('string');
    expect(new Date(row?.at as string).toISOString()).toBe('2024-02-29T13:45:00.123Z');
    expect(await read(queryRows)).toEqual([row]);
  });
});

describe('prerendered (a fragment rendered to its text once)', () => {
  it('renders table and column names as drizzle does, and refuses a fragment holding a value', async () => {
    const name = prerendered(sql`${documents.name}`);
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select ${name} as name from ${prerendered(sql`${documents}`)} where ${name} = ${'b1.txt'}`,
    );
    expect(rows).toEqual([{ name: 'b1.txt' }]);
    expect(() => prerendered(sql`${documents.name} = ${'a1.txt'}`)).toThrow(/holds values/);
  });
});
