import type { MatchableDonor } from '@steward/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DuplicateFindingLimits } from '@/config';
import { AppError } from '@/platform/errors';
import { WorkerPool } from '@/platform/worker-pool/pool';
import type { PairTable } from './pair-table';
import { tableBytes } from './pair-table';
import type { PairingRequest, PairingResponse } from './pairing-requests';

/** Organisations whose pairs are kept, and the memory they may take together. */
const CACHED_ORGANISATIONS = 32;
const CACHE_BYTES = 64 * 1024 * 1024;
/**
 * A pairing past its limits is not tried again for the same donors for this long: it would fail
 * again, and meanwhile hold a pairing thread the other organisations' pairings wait for.
 */
const FAILURE_KEPT_MS = 60_000;

const PAIRING_TOO_LONG = 'Finding possible duplicates took too long; try again later.';
const PAIRING_TOO_LARGE = 'Finding possible duplicates needed more memory than allowed.';

/** Where the donors of a pairing not in the cache come from. */
type LoadDonors = () => Promise<MatchableDonor[]>;

/** A cache entry: the pairs, or why the same donors cannot be paired within the limits. */
type Paired = { table: PairTable } | { error: AppError };

/**
 * Pairs an organisation's donors into possible duplicates (the domain's findDuplicatePairs) in
 * worker threads, never on the event loop: 32,500 donors of a few similar names take seconds of
 * CPU, which would stop the server for every organisation. A pairing past its time or memory
 * limit answers 503 (for a minute, for the same donors) and the server goes on.
 *
 * The pairs are cached by a key the caller makes of the organisation and a fingerprint of the
 * donor values pairing reads, taken from the database: the count asked on every page showing it
 * is paired once, an edit, import or merge changes the key, and several server processes never
 * serve each other's stale pairs. Requests for one key while it is being paired share the pairing.
 */
export class DuplicateFinder {
  readonly #limits: DuplicateFindingLimits;
  readonly #log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  readonly #pool: WorkerPool<PairingRequest, PairingResponse>;
  readonly #cache: LRUCache<string, Paired, LoadDonors>;

  constructor(options: { limits: DuplicateFindingLimits; log: Pick<FastifyBaseLogger, 'error' | 'warn'> }) {
    this.#limits = options.limits;
    this.#log = options.log;
    this.#pool = new WorkerPool({
      // scripts/bundle.mjs emits pairing-worker.ts under this name, beside main.js.
      entry: {
        bundled: 'duplicate-pairing-worker.js',
        source: new URL('./pairing-worker.ts', import.meta.url),
      },
      concurrency: options.limits.threads,
      memoryMb: options.limits.memoryMb,
      closedMessage: 'The duplicate finder is closed.',
      log: options.log,
    });
    this.#cache = new LRUCache({
      max: CACHED_ORGANISATIONS,
      maxSize: CACHE_BYTES,
      sizeCalculation: (paired) => ('table' in paired ? tableBytes(paired.table) : 256),
      // A pairing goes on when its key is pushed out meanwhile: its requests still want it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context, options }) => {
        const paired = await this.#pair(context);
        if ('error' in paired) options.ttl = FAILURE_KEPT_MS;
        return paired;
      },
    });
  }

  /** The pairs under `key` (the organisation and its donors' fingerprint), paired when not cached. */
  async pairs(key: string, loadDonors: LoadDonors): Promise<PairTable> {
    const paired = (await this.#cache.fetch(key, { context: loadDonors })) as Paired;
    if ('error' in paired) throw paired.error;
    return paired.table;
  }

  async close(): Promise<void> {
    this.#cache.clear();
    await this.#pool.close();
  }

  async #pair(loadDonors: LoadDonors): Promise<Paired> {
    const donors = await loadDonors();
    const outcome = await this.#pool.run({ donors }, { timeoutMs: this.#limits.timeoutMs });
    if (outcome.ok) return { table: { ids: donors.map((donor) => donor.id), ...outcome.response } };
    const { failure, detail } = outcome;
    this.#log.warn({ failure, detail, donors: donors.length }, 'pairing possible duplicates failed');
    if (failure === 'timeout') return { error: new AppError(503, 'unavailable', PAIRING_TOO_LONG) };
    if (failure === 'memory') return { error: new AppError(503, 'unavailable', PAIRING_TOO_LARGE) };
    // A bug (the thread died or the domain threw): not kept, the next request pairs again.
    throw new Error(`Pairing possible duplicates failed (${failure}): ${detail}`);
  }
}
