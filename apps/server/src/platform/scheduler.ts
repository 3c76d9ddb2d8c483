import type { FastifyBaseLogger } from 'fastify';

/** A background job every process runs on its own timer. */
export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** The first run, after start: later than 0 so a starting process is not slowed down. */
  firstAfterMs: number;
  run(): Promise<unknown>;
}

/**
 * The app's background jobs: the platform and the modules add theirs while the app is built, and
 * main starts them (tests build the app without starting any). Every server process runs its own
 * timers, so each job must be safe to run in several processes at once (SKIP LOCKED claims,
 * unique keys): that is what lets processes come and go freely.
 */
export class Schedule {
  readonly jobs: ScheduledJob[] = [];

  add(job: ScheduledJob) {
    this.jobs.push(job);
  }

  /**
   * Starts every job; `everyMs` (JOB_INTERVAL_SECONDS, for tests) puts all of them on one short
   * schedule. Returns the function that stops them.
   */
  start(log: FastifyBaseLogger, everyMs: number | null): () => void {
    const stops = this.jobs.map((job) =>
      every(job.name, everyMs ?? job.intervalMs, job.run, log, everyMs ?? job.firstAfterMs),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }
}

/**
 * Runs `job` every `intervalMs` (first after `firstAfterMs`) until the returned stop is called;
 * a run still going when the next is due is not started twice.
 */
export function every(
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  log: FastifyBaseLogger,
  firstAfterMs = intervalMs,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      log.error({ err: error, job: name }, 'scheduled job failed; it runs again at the next interval');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
