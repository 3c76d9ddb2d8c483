import { type Database, DatabaseConnectionError, openPglite, openPostgres } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { ensureAppSecret } from '@/platform/app-secret';
import { DataDirLockedError, lockDataDir } from '@/platform/data-dir-lock';
import { type Config, ConfigError, parseConfig, redactUrlPassword } from './config';

/**
 * The start of every command that opens Steward's data (the server, the secret re-seal): read the
 * configuration, take the embedded database's folder, open and migrate the database. Each failure
 * is one clear line and exit code 1: a bad setting is the operator's to fix, not a crash.
 */

export function fail(line: string): never {
  process.stderr.write(`steward: ${line}\n`);
  process.exit(1);
}

export interface OpenedData {
  config: Config;
  database: Database;
  /** Gives the embedded database's folder back (PGlite only). */
  releaseLock?: () => Promise<void>;
}

export async function openData(options: {
  /** What to do when another process holds DATA_DIR, after the lock's own message. */
  whenLocked: string;
  /** Pool size on PostgreSQL; the driver's default when absent. */
  maxConnections?: number;
}): Promise<OpenedData> {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.problems.join('\nsteward: '));
    throw error;
  }

  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(`DATA_DIR: ${error.message}; ${options.whenLocked}`);
      fail(`DATA_DIR: cannot use ${config.dataDir} (${(error as Error).message})`);
    }
  }
  config = ensureAppSecret(config);

  let database: Database;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl, options.maxConnections ? { max: options.maxConnections } : {})
      : await openPglite(config.dataDir);
  } catch (error) {
    if (error instanceof DatabaseConnectionError && config.databaseUrl) {
      fail(`DATABASE_URL: cannot connect to ${redactUrlPassword(config.databaseUrl)} (${error.message})`);
    }
    fail(`DATA_DIR: cannot open the embedded database in ${config.dataDir} (${(error as Error).message})`);
  }
  await runMigrations(database);
  return { config, database, ...(releaseLock ? { releaseLock } : {}) };
}
