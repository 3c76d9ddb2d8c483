import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '@/db/client';
// The global setups that provide what inject() reads here (their ProvidedContext declarations).
import type {} from './pglite-snapshot';
import { adminQuery } from './postgres-server';

export type TestDriver = 'pglite' | 'postgres';

/** The driver of the current vitest project (server:pglite or server:postgres). */
export function testDriver(): TestDriver {
  return process.env.STEWARD_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database of the given driver; one per test file (PGlite is ~700 MB). Both
 * start from a copy of a database the global setup migrated once: PGlite from its dumped data
 * directory (pglite-snapshot.ts), PostgreSQL from a template database (postgres-server.ts).
 */
export async function createTestDatabase(driver: TestDriver = testDriver()): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const database = await openPglite(null, new Blob([snapshot]));
    return { ...database, destroy: database.close };
  }
  const name = `steward_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(inject('postgresUrl'), `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 5 });
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await adminQuery(inject('postgresUrl'), `drop database if exists ${name} with (force)`);
    },
  };
}
