import { type Transferable, Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestMessage, ThreadMessage } from './protocol';

/** Where a pool's thread code is: its entry module calls serveRequests (serve.ts). */
export interface WorkerEntry {
  /** The entry's file name in the production bundle, beside main.js (scripts/bundle.mjs emits it). */
  bundled: string;
  /** The entry's TypeScript source, for tests and `node --import tsx`. */
  source: URL;
}

/** Why a request got no response. */
export type WorkerFailure =
  /** Past its time limit: the thread was terminated. */
  | 'timeout'
  /** The thread ran out of its memory limit and died. */
  | 'memory'
  /** The thread died for another reason, or did not start. */
  | 'crashed'
  /** The handler threw; the thread goes on. */
  | 'error';

export type WorkerOutcome<Response> =
  | { ok: true; response: Response }
  /** `detail` is for the log: what the thread or the handler said. */
  | { ok: false; failure: WorkerFailure; detail: string };

export interface RequestOptions<Progress> {
  /** Moved to the thread rather than copied (and detached here). */
  transfer?: Transferable[];
  /** Counted from when the thread is ready, so a thread's start-up is not charged to the request. */
  timeoutMs: number;
  onProgress?: (progress: Progress) => void;
}

/** One request after another on the same thread, for work that keeps state between them. */
export type ThreadCall<Request, Response, Progress> = (
  request: Request,
  options: RequestOptions<Progress>,
) => Promise<WorkerOutcome<Response>>;

/** A thread that has not said it is ready after this long is given up (its request fails). */
const START_TIMEOUT_MS = 60_000;
/** A thread with nothing to do for this long is ended, and the memory it held goes back. */
const IDLE_MS = 10_000;

interface InFlight<Response, Progress> {
  id: number;
  options: RequestOptions<Progress>;
  resolve: (outcome: WorkerOutcome<Response>) => void;
  reject: (error: Error) => void;
}

interface Thread<Response, Progress> {
  worker: Worker;
  ready: boolean;
  /** Held by withThread: the pool gives it no other work. */
  leased: boolean;
  current: InFlight<Response, Progress> | null;
  /** Its start-up limit, its request's time limit, or its idle limit: one at a time. */
  timer: NodeJS.Timeout | undefined;
  retired: boolean;
}

/** A thread being waited for: a request to start on it, or withThread's lease. */
interface Waiter<Response, Progress> {
  take: (thread: Thread<Response, Progress>) => void;
  reject: (error: Error) => void;
}

/** Each thread's resourceLimits.maxYoungGenerationSizeMb (see startWorker). */
const YOUNG_GENERATION_MB = 16;

function startWorker(entry: WorkerEntry, memoryMb: number): Worker {
  // The young generation is set as well: left to V8's default (64 MB semi-spaces on Node 24), a
  // thread that fills its heap aborted the whole process in most runs ("Reached heap limit",
  // nodejs/node#47224) instead of ending alone with ERR_WORKER_OUT_OF_MEMORY; at 16 MB it ends alone.
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  };
  if (!import.meta.url.endsWith('.ts')) {
    // The production bundle: this code is inside dist/main.js, the entries beside it.
    return new Worker(new URL(`./${entry.bundled}`, import.meta.url), options);
  }
  // From source (vitest, node --import tsx) the entry is TypeScript too. On Node 20,
  // `execArgv: ['--import', 'tsx']` does not reach a worker's entry module (it fails with
  // ERR_UNKNOWN_FILE_EXTENSION), so the thread registers tsx itself, then imports the entry.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const source = JSON.stringify(entry.source.href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${source}); });`, {
    ...options,
    eval: true,
  });
}

/**
 * Runs requests in a pool of worker threads, so that parsing or rendering untrusted data never
 * runs on the server's event loop and one hostile input costs at most one thread: `concurrency`
 * threads at most, started when requests need them and reused, each under the memory limit;
 * requests queue while all are busy. A thread past a request's time limit is terminated, one that
 * runs out of memory dies; either way the request fails with why, and the next gets a new thread.
 * A request never rejects for its input; it rejects only once the pool is closed.
 */
export class WorkerPool<Request, Response, Progress = never> {
  readonly #entry: WorkerEntry;
  readonly #concurrency: number;
  readonly #memoryMb: number;
  readonly #closedMessage: string;
  readonly #idleMs: number;
  readonly #log: Pick<FastifyBaseLogger, 'error'> | undefined;
  readonly #threads = new Set<Thread<Response, Progress>>();
  readonly #waiting: Waiter<Response, Progress>[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: {
    entry: WorkerEntry;
    concurrency: number;
    /** Each thread's resourceLimits.maxOldGenerationSizeMb. */
    memoryMb: number;
    /** The message requests reject with once the pool is closed. */
    closedMessage: string;
    /** Where a thread that died of something other than memory or time is reported (a bug). */
    log?: Pick<FastifyBaseLogger, 'error'>;
    /** A thread idle this long is ended (default 10 s). */
    idleMs?: number;
  }) {
    this.#entry = options.entry;
    this.#concurrency = Math.max(1, Math.floor(options.concurrency));
    this.#memoryMb = options.memoryMb;
    this.#closedMessage = options.closedMessage;
    this.#idleMs = options.idleMs ?? IDLE_MS;
    this.#log = options.log;
  }

  /** One request on the next free thread. */
  run(request: Request, options: RequestOptions<Progress>): Promise<WorkerOutcome<Response>> {
    if (this.#closed) return Promise.reject(this.#closedError());
    return new Promise((resolve, reject) => {
      this.#waiting.push({
        take: (thread) => this.#send(thread, request, options).then(resolve, reject),
        reject,
      });
      this.#dispatch();
    });
  }

  /**
   * Holds one thread for `work`, whose requests then run on it in order: for work that keeps state
   * in the thread between requests (a document built a part at a time). The thread is ended
   * afterwards, with whatever it held; a request after one that failed fails as 'crashed'.
   */
  async withThread<T>(work: (call: ThreadCall<Request, Response, Progress>) => Promise<T>): Promise<T> {
    if (this.#closed) throw this.#closedError();
    const thread = await new Promise<Thread<Response, Progress>>((resolve, reject) => {
      this.#waiting.push({
        take: (taken) => {
          taken.leased = true;
          // An idle thread's timer is its idle limit; a starting one's, its start-up limit.
          if (taken.ready) clearTimeout(taken.timer);
          resolve(taken);
        },
        reject,
      });
      this.#dispatch();
    });
    try {
      return await work((request, options) =>
        thread.retired
          ? Promise.resolve({
              ok: false,
              failure: 'crashed',
              detail: 'The thread ended after an earlier failure.',
            })
          : this.#send(thread, request, options),
      );
    } finally {
      this.#retire(thread, null);
    }
  }

  /** Terminates every thread; requests running or queued reject. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(this.#closedError());
    const threads = [...this.#threads];
    for (const thread of threads) this.#retire(thread, null);
    await Promise.all(threads.map((thread) => thread.worker.terminate().catch(() => undefined)));
  }

  #closedError() {
    return new Error(this.#closedMessage);
  }

  #dispatch() {
    while (this.#waiting.length > 0 && !this.#closed) {
      let thread = [...this.#threads].find((candidate) => !candidate.current && !candidate.leased);
      if (!thread && this.#threads.size < this.#concurrency) thread = this.#startThread();
      if (!thread) return;
      const waiter = this.#waiting.shift() as Waiter<Response, Progress>;
      waiter.take(thread);
    }
  }

  #startThread(): Thread<Response, Progress> {
    const thread: Thread<Response, Progress> = {
      worker: startWorker(this.#entry, this.#memoryMb),
      ready: false,
      leased: false,
      current: null,
      timer: undefined,
      retired: false,
    };
    thread.timer = setTimeout(
      () => this.#retire(thread, { failure: 'crashed', detail: 'The thread did not start.' }),
      START_TIMEOUT_MS,
    );
    thread.worker.on('message', (message: ThreadMessage<Response, Progress>) =>
      this.#onMessage(thread, message),
    );
    thread.worker.on('error', (error) => this.#onDeath(thread, error));
    thread.worker.on('exit', (code) =>
      this.#onDeath(thread, new Error(`The thread exited with code ${code}.`)),
    );
    // An idle thread does not keep the process alive; a busy one does, until its request is done.
    thread.worker.unref();
    this.#threads.add(thread);
    return thread;
  }

  #send(
    thread: Thread<Response, Progress>,
    request: Request,
    options: RequestOptions<Progress>,
  ): Promise<WorkerOutcome<Response>> {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      thread.current = { id, options, resolve, reject };
      thread.worker.ref();
      if (thread.ready) this.#startTimer(thread);
      const message: RequestMessage<Request> = { id, request };
      try {
        thread.worker.postMessage(message, options.transfer ?? []);
      } catch (error) {
        // Nothing reached the thread (a value that cannot be cloned): the thread stays usable.
        this.#settle(thread, {
          ok: false,
          failure: 'error',
          detail: error instanceof Error ? error.message : String(error),
        });
      }
    });
  }

  #startTimer(thread: Thread<Response, Progress>) {
    clearTimeout(thread.timer);
    const current = thread.current;
    if (!current) return;
    thread.timer = setTimeout(
      () => this.#retire(thread, { failure: 'timeout', detail: `Past ${current.options.timeoutMs} ms.` }),
      current.options.timeoutMs,
    );
  }

  #onMessage(thread: Thread<Response, Progress>, message: ThreadMessage<Response, Progress>) {
    if (message.type === 'ready') {
      thread.ready = true;
      clearTimeout(thread.timer);
      this.#startTimer(thread);
      return;
    }
    const current = thread.current;
    if (!current || current.id !== message.id) return;
    if (message.type === 'progress') {
      try {
        current.options.onProgress?.(message.progress);
      } catch (error) {
        this.#log?.error({ err: error }, 'a worker progress callback threw');
      }
      return;
    }
    this.#settle(
      thread,
      message.type === 'result'
        ? { ok: true, response: message.response }
        : { ok: false, failure: 'error', detail: message.message },
    );
  }

  /**
   * The thread's request is answered; the thread takes the next waiting one (unless leased), or
   * is ended once it has been idle for a while.
   */
  #settle(thread: Thread<Response, Progress>, outcome: WorkerOutcome<Response>) {
    clearTimeout(thread.timer);
    const current = thread.current;
    thread.current = null;
    thread.worker.unref();
    current?.resolve(outcome);
    this.#dispatch();
    if (!thread.current && !thread.leased && !thread.retired) {
      thread.timer = setTimeout(() => this.#retire(thread, null), this.#idleMs);
      thread.timer.unref();
    }
  }

  #onDeath(thread: Thread<Response, Progress>, error: Error) {
    if (thread.retired) return; // ended by the pool, which settled its request
    const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (!outOfMemory) this.#log?.error({ err: error }, 'a worker thread died');
    this.#retire(thread, { failure: outOfMemory ? 'memory' : 'crashed', detail: error.message });
  }

  /**
   * Ends the thread: its request fails with `failure` (or rejects, when the pool is closing), and
   * a new thread may take the next request.
   */
  #retire(
    thread: Thread<Response, Progress>,
    failure: { failure: Exclude<WorkerFailure, 'error'>; detail: string } | null,
  ) {
    if (thread.retired) return;
    thread.retired = true;
    this.#threads.delete(thread);
    clearTimeout(thread.timer);
    const current = thread.current;
    thread.current = null;
    if (current) {
      if (failure && !this.#closed) current.resolve({ ok: false, ...failure });
      else current.reject(this.#closedError());
    }
    thread.worker.terminate().catch(() => undefined);
    this.#dispatch();
  }
}
