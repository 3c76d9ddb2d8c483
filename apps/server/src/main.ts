import { seedDemoData } from '@/demo/seed';
import { redactedStack } from '@/platform/log-redaction';
import { buildApp } from './app';
import { fail, openData } from './startup';

async function main() {
  const { config, database, releaseLock } = await openData({
    whenLocked: 'stop it or choose another DATA_DIR',
  });

  const app = await buildApp({ config, database });
  if (config.demoMode) {
    const seeded = await seedDemoData(database, app.storage);
    if (seeded) app.log.info('demo organisation created: sign in as demo@example.org / demo1234');
  }

  app.mailer.startSweeper();
  // JOB_INTERVAL_SECONDS puts every job on one short schedule, so tests can see them run.
  const stopJobs = app.schedule.start(app.log, config.jobIntervalMs);
  app.addHook('onClose', async () => stopJobs());
  if (!app.mailer.configured) app.log.info('SMTP_URL is not set: emails are kept in the local outbox');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let requests in flight finish, then close the database (onClose hook). A
    // close still under way after 25 s is given up (exit 1), within the 30 s Docker and Kubernetes
    // wait before they kill: on a busy machine a clean close of the embedded database took past 10 s.
    const timer = setTimeout(() => process.exit(1), 25_000);
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
  process.stderr.write(`steward: failed to start: ${redactedStack(error)}\n`);
  process.exit(1);
});
