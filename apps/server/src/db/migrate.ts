import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverRoot } from '@/paths';
import type { Database } from './client';

// Any fixed number shared by every Steward process: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 7_302_114_501;

export function migrationsFolder(): string {
  const folder = process.env.MIGRATIONS_DIR ?? join(serverRoot(), 'drizzle');
  if (!existsSync(join(folder, 'meta', '_journal.json'))) {
    throw new Error(`Migrations not found in ${folder} (set MIGRATIONS_DIR)`);
  }
  return folder;
}

/** Applies every pending migration; the same folder for PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.pglite) {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
    return;
  }
  if (!database.pool) throw new Error('Database has neither PGlite nor a pool');
  // Several processes may start at once behind a load balancer: hold a session-level advisory
  // lock on one connection for the whole migration so they apply it one after the other.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
