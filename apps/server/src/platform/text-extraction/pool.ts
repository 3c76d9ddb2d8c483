import type { FastifyBaseLogger } from 'fastify';
import { WorkerPool } from '../worker-pool/pool';
import { movable } from '../worker-pool/serve';
import type { JobMessage } from './messages';
import { reasons } from './reasons';
import type { ExtractionInput, ExtractionLimits, ExtractionProgress, ExtractionResult } from './types';

/**
 * Reads text out of files in a pool of worker threads (platform/worker-pool), so that no parsing
 * ever runs on the server's event loop and a hostile file can cost at most one thread, under the
 * limits of time and memory; a file past either fails with the reason.
 */
export class TextExtractor {
  readonly #limits: ExtractionLimits;
  readonly #pool: WorkerPool<JobMessage, ExtractionResult, ExtractionProgress>;

  constructor(options: {
    concurrency: number;
    limits: ExtractionLimits;
    /** Where a thread that died for no reason of memory or time is reported (a bug, not a bad file). */
    log?: Pick<FastifyBaseLogger, 'error'>;
  }) {
    this.#limits = options.limits;
    this.#pool = new WorkerPool({
      // scripts/bundle.mjs emits worker.ts under this name, beside main.js.
      entry: { bundled: 'text-extraction-worker.js', source: new URL('./worker.ts', import.meta.url) },
      concurrency: options.concurrency,
      memoryMb: options.limits.memoryMb,
      closedMessage: 'The text extractor is closed.',
      ...(options.log ? { log: options.log } : {}),
    });
  }

  /**
   * The text of one file. Never rejects for a bad file: it resolves `failed` with a reason. It
   * rejects only once the extractor is closed. The input's bytes are moved to the thread.
   */
  async extract(
    input: ExtractionInput,
    onProgress?: (progress: ExtractionProgress) => void,
  ): Promise<ExtractionResult> {
    const bytes = movable(input.bytes);
    const limits = this.#limits;
    const outcome = await this.#pool.run(
      { input: { ...input, bytes }, limits },
      { transfer: [bytes.buffer], timeoutMs: limits.timeoutMs, ...(onProgress ? { onProgress } : {}) },
    );
    if (outcome.ok) return outcome.response;
    switch (outcome.failure) {
      case 'timeout':
        return { outcome: 'failed', reason: reasons.timedOut(limits.timeoutMs) };
      case 'memory':
        return { outcome: 'failed', reason: reasons.outOfMemory(limits.memoryMb), detail: outcome.detail };
      default:
        return { outcome: 'failed', reason: reasons.crashed, detail: outcome.detail };
    }
  }

  /** Terminates every thread; jobs still queued or running reject. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
