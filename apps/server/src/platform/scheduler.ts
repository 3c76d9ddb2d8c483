import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `job` every `intervalMs` (first after `firstAfterMs`) until the returned stop is called.
 * Every server process runs its own timers: each job must be safe to run in several processes at
 * once (SKIP LOCKED claims, unique keys), which is what lets processes come and go freely.
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
