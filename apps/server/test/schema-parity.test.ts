import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, queryRows } from '@/db/client';
import { createTestDatabase, type TestDatabase } from './database';

// The schema as the catalog sees it, in a form that does not depend on the server version:
// PostgreSQL 18 (PGlite) also lists NOT NULL as constraints (contype 'n'); 15 does not, and
// is_nullable already compares them.
async function describeSchema(db: Db) {
  const rows = (query: SQL) => queryRows(db, query);
  return {
    columns: await rows(sql`
      select table_name, column_name, data_type, udt_name, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`),
    constraints: await rows(sql`
      select c.relname as table_name, k.conname, k.contype, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype <> 'n' order by 1, 2`),
    indexes: await rows(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`),
    rowLevelSecurity: await rows(sql`
      select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`),
    policies: await rows(sql`
      select tablename, policyname, permissive, roles::text as roles, cmd, qual, with_check
      from pg_policies where schemaname = 'public' order by 1, 2`),
    migrations: await rows(sql`select hash from drizzle.__drizzle_migrations order by id`),
  };
}

let pglite: TestDatabase;
let postgres: TestDatabase;

beforeAll(async () => {
  [pglite, postgres] = await Promise.all([createTestDatabase('pglite'), createTestDatabase('postgres')]);
});
afterAll(async () => {
  await Promise.all([pglite?.destroy(), postgres?.destroy()]);
});

it('creates the same schema on PGlite and on PostgreSQL 15 from the same migrations', async () => {
  const [embedded, server] = await Promise.all([describeSchema(pglite.db), describeSchema(postgres.db)]);
  expect(embedded.columns.length).toBeGreaterThan(30);
  expect(embedded.policies.length).toBeGreaterThanOrEqual(3);
  expect(embedded).toEqual(server);
});
