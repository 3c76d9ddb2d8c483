import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { JobMessage, ThreadMessage } from './messages';
import { reasons } from './reasons';
import type { ExtractionInput, ExtractionLimits, ExtractionProgress, ExtractionResult } from './types';

/** scripts/bundle.mjs emits worker.ts under this name, beside main.js. */
const BUNDLED_WORKER = 'text-extraction-worker.js';

function startThread(limits: ExtractionLimits): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } };
  if (!import.meta.url.endsWith('.ts')) {
    // The production bundle: this code is inside dist/main.js.
    return new Worker(new URL(`./${BUNDLED_WORKER}`, import.meta.url), options);
  }
  // From source (vitest, node --import tsx) the worker is TypeScript too. On Node 20,
  // `execArgv: ['--import', 'tsx']` does not reach a worker's entry module (it fails with
  // ERR_UNKNOWN_FILE_EXTENSION), so the thread registers tsx itself, then imports the entry.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./worker.ts', import.meta.url).href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`, {
    ...options,
    eval: true,
  });
}

/**
 * The bytes in an ArrayBuffer of their own, taken from the caller (whose array is detached), so
 * the thread gets them without a copy. A view into a larger buffer (a small Node Buffer lives in
 * a shared pool) or into shared memory cannot be moved: those bytes are copied.
 */
function takeBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    try {
      return new Uint8Array(structuredClone(buffer, { transfer: [buffer] }));
    } catch {
      // Node marks some of its own buffers as not transferable.
    }
  }
  return new Uint8Array(bytes);
}

interface Job {
  input: ExtractionInput & { bytes: Uint8Array<ArrayBuffer> };
  onProgress: ((progress: ExtractionProgress) => void) | undefined;
  resolve: (result: ExtractionResult) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
}

const closed = () => new Error('The text extractor is closed.');

/**
 * Reads text out of files in a pool of worker threads, so that no parsing ever runs on the
 * server's event loop and a hostile file can cost at most one thread: `concurrency` threads at
 * most, started when jobs need them and reused, each under the memory limit; jobs queue while all
 * are busy. A thread past the time limit is terminated, one that runs out of memory dies; either
 * way the job fails with a reason and the next job gets a new thread.
 */
export class TextExtractor {
  readonly #concurrency: number;
  readonly #limits: ExtractionLimits;
  readonly #log: Pick<FastifyBaseLogger, 'error'> | undefined;
  readonly #threads = new Set<Thread>();
  readonly #queue: Job[] = [];
  #closed = false;

  constructor(options: {
    concurrency: number;
    limits: ExtractionLimits;
    /** Where a thread that died for no reason of memory or time is reported (a bug, not a bad file). */
    log?: Pick<FastifyBaseLogger, 'error'>;
  }) {
    this.#concurrency = Math.max(1, Math.floor(options.concurrency));
    this.#limits = options.limits;
    this.#log = options.log;
  }

  /**
   * The text of one file. Never rejects for a bad file: it resolves `failed` with a reason. It
   * rejects only once the extractor is closed. The input's bytes are moved to the thread.
   */
  extract(
    input: ExtractionInput,
    onProgress?: (progress: ExtractionProgress) => void,
  ): Promise<ExtractionResult> {
    if (this.#closed) return Promise.reject(closed());
    const job = { input: { ...input, bytes: takeBytes(input.bytes) }, onProgress };
    return new Promise((resolve, reject) => {
      this.#queue.push({ ...job, resolve, reject });
      this.#dispatch();
    });
  }

  /** Terminates every thread; jobs still queued or running reject. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(closed());
    const threads = [...this.#threads];
    this.#threads.clear();
    for (const thread of threads) {
      clearTimeout(thread.timer);
      thread.job?.reject(closed());
      thread.job = null;
    }
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  #dispatch() {
    while (this.#queue.length > 0) {
      let thread = [...this.#threads].find((candidate) => candidate.job === null);
      if (!thread && this.#threads.size < this.#concurrency) thread = this.#startThread();
      const job = thread && this.#queue.shift();
      if (!thread || !job) return;
      this.#run(thread, job);
    }
  }

  #startThread(): Thread {
    const thread: Thread = { worker: startThread(this.#limits), job: null, timer: undefined };
    thread.worker.on('message', (message: ThreadMessage) => this.#onMessage(thread, message));
    thread.worker.on('error', (error) => this.#onDeath(thread, error));
    thread.worker.on('exit', (code) =>
      this.#onDeath(thread, new Error(`The thread exited with code ${code}.`)),
    );
    this.#threads.add(thread);
    return thread;
  }

  #run(thread: Thread, job: Job) {
    thread.job = job;
    // A busy thread keeps the process alive until its job is done; an idle one does not.
    thread.worker.ref();
    const { timeoutMs } = this.#limits;
    thread.timer = setTimeout(
      () => this.#retire(thread, { outcome: 'failed', reason: reasons.timedOut(timeoutMs) }),
      timeoutMs,
    );
    const message: JobMessage = { input: job.input, limits: this.#limits };
    thread.worker.postMessage(message, [job.input.bytes.buffer]);
  }

  #onMessage(thread: Thread, message: ThreadMessage) {
    const { job } = thread;
    if (!job) return;
    if (message.type === 'progress') {
      try {
        job.onProgress?.(message.progress);
      } catch (error) {
        this.#log?.error({ err: error }, 'a text extraction progress callback threw');
      }
      return;
    }
    this.#settle(thread, message.result);
    thread.worker.unref();
    this.#dispatch();
  }

  #settle(thread: Thread, result: ExtractionResult) {
    clearTimeout(thread.timer);
    const { job } = thread;
    thread.job = null;
    job?.resolve(result);
  }

  #onDeath(thread: Thread, error: Error) {
    if (!this.#threads.has(thread)) return; // terminated by the pool, which settled its job
    const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (!outOfMemory) this.#log?.error({ err: error }, 'a text extraction thread died');
    const reason = outOfMemory ? reasons.outOfMemory(this.#limits.memoryMb) : reasons.crashed;
    this.#retire(thread, { outcome: 'failed', reason, detail: error.message });
  }

  /** Fails the thread's job, terminates the thread, and lets a new one take the next job. */
  #retire(thread: Thread, failure: ExtractionResult) {
    if (!this.#threads.delete(thread)) return;
    this.#settle(thread, failure);
    thread.worker.terminate().catch(() => {});
    this.#dispatch();
  }
}
