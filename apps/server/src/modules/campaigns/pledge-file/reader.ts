import type { FastifyBaseLogger } from 'fastify';
import { invalid } from '@/platform/errors';
import { WorkerPool } from '@/platform/worker-pool/pool';
import type { ReadingRequest, ReadingResponse } from './reading-requests';

/**
 * Limits of one reading: a file of at most PLEDGE_LIMITS.importBytes (2 MB, 5,000 rows) reads in
 * well under a second; these bound a file built to take longer or to fill memory.
 */
const TIMEOUT_MS = 15_000;
const MEMORY_MB = 256;

const TOO_LONG = 'Reading the pledge file took too long; check the file and try again.';
const TOO_LARGE = 'Reading the pledge file needed more memory than allowed; check the file and try again.';

/**
 * Reads pledge files (the domain's readPledgeFile) in a worker thread, never on the event loop: a
 * file is a user's upload, so its parsing runs under a time and a memory limit, and one built to
 * exhaust either fails alone while the server goes on for every organisation.
 */
export class PledgeFileReader {
  readonly #pool: WorkerPool<ReadingRequest, ReadingResponse>;
  readonly #log: Pick<FastifyBaseLogger, 'error' | 'warn'>;

  constructor(options: { log: Pick<FastifyBaseLogger, 'error' | 'warn'> }) {
    this.#log = options.log;
    this.#pool = new WorkerPool({
      // scripts/bundle.mjs emits reading-worker.ts under this name, beside main.js.
      entry: { bundled: 'pledge-file-worker.js', source: new URL('./reading-worker.ts', import.meta.url) },
      concurrency: 1,
      memoryMb: MEMORY_MB,
      closedMessage: 'The pledge file reader is closed.',
      log: options.log,
    });
  }

  /** The file read into rows to match; a file that cannot be read is a 400 with the reason. */
  async read(bytes: Buffer, campaignChosen: boolean) {
    // A copy of its own to move to the thread: the upload's buffer may be a view into a larger one.
    const copy = new Uint8Array(bytes).buffer;
    const outcome = await this.#pool.run(
      { bytes: copy, campaignChosen },
      { timeoutMs: TIMEOUT_MS, transfer: [copy] },
    );
    if (!outcome.ok) {
      this.#log.warn({ failure: outcome.failure, detail: outcome.detail }, 'reading a pledge file failed');
      if (outcome.failure === 'timeout') throw invalid(TOO_LONG);
      if (outcome.failure === 'memory') throw invalid(TOO_LARGE);
      throw new Error(`Reading a pledge file failed (${outcome.failure}): ${outcome.detail}`);
    }
    if ('problem' in outcome.response) throw invalid(outcome.response.problem);
    return outcome.response;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
