import { buildApp } from './app';
import { ConfigError, parseConfig, redactUrlPassword } from './config';
import { type Database, DatabaseConnectionError, openPglite, openPostgres } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './demo/seed';
import { REFRESH_SWEEP_INTERVAL_MS, sweepTokenRefresh } from './modules/oauth/connections';
import { sendReminderDigests } from './modules/reminders/service';
import { ensureAppSecret } from './platform/app-secret';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock';
import { every } from './platform/scheduler';
import { sweepStorageGarbage } from './platform/storage-garbage';

/** Prints one clear line and stops: a bad setting is the operator's to fix, not a crash. */
function fail(line: string): never {
  process.stderr.write(`steward: ${line}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof parseConfig>;
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
      if (error instanceof DataDirLockedError)
        fail(`DATA_DIR: ${error.message}; stop it or choose another DATA_DIR`);
      fail(`DATA_DIR: cannot use ${config.dataDir} (${(error as Error).message})`);
    }
  }
  config = ensureAppSecret(config);

  let database: Database;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  } catch (error) {
    if (error instanceof DatabaseConnectionError && config.databaseUrl) {
      fail(`DATABASE_URL: cannot connect to ${redactUrlPassword(config.databaseUrl)} (${error.message})`);
    }
    fail(`DATA_DIR: cannot open the embedded database in ${config.dataDir} (${(error as Error).message})`);
  }
  await runMigrations(database);

  const app = await buildApp({ config, database });
  if (config.demoMode) {
    const seeded = await seedDemoData(database, app.storage);
    if (seeded) app.log.info('demo organisation created: sign in as demo@example.org / demo1234');
  }

  app.mailer.startSweeper();
  // JOB_INTERVAL_SECONDS puts every job on one short schedule, so tests can see them run.
  const interval = (ms: number) => config.jobIntervalMs ?? ms;
  const stopJobs = [
    every(
      'storage garbage',
      interval(10 * 60_000),
      () => sweepStorageGarbage(database.db, app.storage, app.log),
      app.log,
      interval(30_000),
    ),
    every(
      'renewal reminders',
      interval(60 * 60_000),
      () => sendReminderDigests(database.db, app.mailer, { origin: config.publicUrl?.origin ?? null }),
      app.log,
      interval(60_000),
    ),
    every(
      'oauth token refresh',
      interval(REFRESH_SWEEP_INTERVAL_MS),
      async () => {
        const counts = await sweepTokenRefresh(app.oauth);
        if (counts.refreshed + counts.failed > 0) app.log.info(counts, 'oauth tokens refreshed');
      },
      app.log,
      interval(20_000),
    ),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stopJobs) stop();
  });
  if (!app.mailer.configured) app.log.info('SMTP_URL is not set: emails are kept in the local outbox');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let requests in flight finish, then close the database (onClose hook).
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await releaseLock?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await releaseLock?.();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`PORT: ${config.port} is already in use; stop the other program or set PORT`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`HOST: cannot listen on "${config.host}"`);
    throw error;
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Steward is running at ${config.publicUrl?.origin ?? `http://${shown}:${config.port}`}`);
}

main().catch((error) => {
  process.stderr.write(`steward: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
