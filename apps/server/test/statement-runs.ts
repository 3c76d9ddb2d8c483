import type { createTestApp } from './app';

/**
 * Runs the 'generate statements' job as main schedules it, until no run is waiting: the app of a
 * test starts no background work of its own.
 */
export async function generateStatements(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  const job = app.schedule.jobs.find((candidate) => candidate.name === 'generate statements');
  if (!job) throw new Error('no statement job');
  return job.run();
}
