import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryPrepared, queryRows } from '@/db/client';
import { documents } from '@/db/schema';
import { withTenant } from '@/db/tenant';
import { createTestDatabase, type TestDatabase } from './database';
import { namesStartingWith, seedTwoOrganisations } from './two-organisations';

// PostgreSQL only (this folder runs in the server:postgres project): PGlite ignores a statement's
// name. apps/server/src/db/prepared.db.test.ts checks the answers on both drivers.

let database: TestDatabase;
let orgA: string;
let orgB: string;
// Each test on a connection of its own, so that the session it reads is the one that prepared the
// statements (node-postgres remembers which statements each connection has prepared).
let single: Database;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  ({ orgA, orgB } = await seedTwoOrganisations(database.db));
});
afterAll(() => database.destroy());

beforeEach(async () => {
  single = await openPostgres(String(database.pool?.options.connectionString), { max: 1 });
});
afterEach(() => single.close());

describe('queryPrepared on PostgreSQL', () => {
  it('keeps each organisation to its own rows under a generic plan, made once for all of them', async () => {
    // What PostgreSQL may choose by itself after five runs of a statement, forced from the first.
    await single.db.execute(sql`set plan_cache_mode = force_generic_plan`);
    const readAs = (organizationId: string) =>
      withTenant(single.db, { userId: null, organizationId }, (tx) =>
        queryPrepared<{ name: string }>(tx, namesStartingWith('')),
      );
    for (let round = 0; round < 3; round++) {
      expect(await readAs(orgA)).toEqual([{ name: 'a1.txt' }, { name: 'a2.txt' }]);
      expect(await readAs(orgB)).toEqual([{ name: 'b1.txt' }]);
    }
  });

  it('is planned once in a transaction asked for generic plans, and by PostgreSQL as it sees fit in others', async () => {
    const plans = async (statement: string) => {
      const [row] = await queryRows<{ generic_plans: string; custom_plans: string }>(
        single.db,
        sql`select generic_plans, custom_plans from pg_prepared_statements where statement like ${`%${statement}%`}`,
      );
      return { generic: Number(row?.generic_plans), custom: Number(row?.custom_plans) };
    };
    const read = (prefix: string, genericPlans: boolean) =>
      withTenant(
        single.db,
        { userId: null, organizationId: orgA },
        (tx) => queryPrepared<{ name: string }>(tx, namesStartingWith(prefix)),
        { genericPlans },
      );
    for (let round = 0; round < 3; round++) {
      expect(await read('a', true)).toEqual([{ name: 'a1.txt' }, { name: 'a2.txt' }]);
    }
    expect(await plans('where name like $1')).toEqual({ generic: 3, custom: 0 });
    // The setting ends with its transaction: the connection's next ones plan as PostgreSQL chooses,
    // which is a custom plan for each of a statement's first five runs.
    const [mode] = await queryRows<{ plan_cache_mode: string }>(single.db, sql`show plan_cache_mode`);
    expect(mode?.plan_cache_mode).toBe('auto');
    await read('a', false);
    await read('a', false);
    expect(await plans('where name like $1')).toEqual({ generic: 3, custom: 2 });
  });

  it('is prepared once per connection under a name of its text, and only bound after', async () => {
    const prepared = () =>
      queryRows<{ name: string; statement: string }>(
        single.db,
        sql`select name, statement from pg_prepared_statements where name like 'steward\_%' order by name`,
      );
    expect(await prepared()).toEqual([]);

    expect(await queryPrepared(single.db, namesStartingWith('a'))).toHaveLength(2);
    expect(await queryPrepared(single.db, namesStartingWith('b'))).toEqual([{ name: 'b1.txt' }]);
    const once = await prepared();
    expect(once).toHaveLength(1);
    expect(once[0]?.statement).toContain('where name like $1');

    // Another text is another statement.
    await queryPrepared(single.db, sql`select count(*) from ${documents}`);
    const twice = await prepared();
    expect(twice).toHaveLength(2);
    expect(twice.map((row) => row.name)).toContain(once[0]?.name);
  });
});
