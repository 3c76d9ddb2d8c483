import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@/db/client';
import { migrationsFolder, runMigrations } from '@/db/migrate';

/**
 * A copy of the migrations folder whose journal can be cut short, for a test of one migration
 * against data written before it: migrate up to the one before, write, then migrate the rest.
 */
export function migrationsUpTo() {
  const folder = mkdtempSync(join(tmpdir(), 'steward-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  return {
    /** Applies the migrations up to and including `last` (by index). */
    async apply(database: Database, last: number) {
      const entries = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
      entries.entries = entries.entries.filter((entry: { idx: number }) => entry.idx <= last);
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(entries));
      process.env.MIGRATIONS_DIR = folder;
      try {
        await runMigrations(database);
      } finally {
        delete process.env.MIGRATIONS_DIR;
      }
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
