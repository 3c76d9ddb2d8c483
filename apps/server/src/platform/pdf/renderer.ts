import type { FastifyBaseLogger } from 'fastify';
import type { PdfRenderLimits } from '@/config';
import { type WorkerOutcome, WorkerPool } from '@/platform/worker-pool/pool';
import type { BatchReportInput, DepositSlipInput } from './documents/batch-types';
import type { StatementInput } from './documents/statement-types';
import type { RenderRequest, RenderResponse } from './render-requests';

export type Rendered = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** The combined PDF handed out in parts: its size in bytes, or why it stopped. */
export type Combined = { ok: true; size: number } | { ok: false; reason: string };

const seconds = (ms: number) => {
  const value = Math.round(ms / 100) / 10;
  return `${value} ${value === 1 ? 'second' : 'seconds'}`;
};

/**
 * Makes every printable document (documents/: giving statements, batch reports, deposit slips)
 * in worker threads (platform/worker-pool), never on the event loop: a document past its time or
 * memory limit fails alone, with the reason, and the server keeps answering. Rendering is pure
 * CPU over people's values, so one hostile value (a name of 200,000 characters) must not stop the
 * process for every organisation.
 */
export class PdfRenderer {
  readonly #limits: PdfRenderLimits;
  readonly #log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  readonly #documents: WorkerPool<RenderRequest, RenderResponse>;

  constructor(options: { limits: PdfRenderLimits; log: Pick<FastifyBaseLogger, 'error' | 'warn'> }) {
    this.#limits = options.limits;
    this.#log = options.log;
    // scripts/bundle.mjs emits render-worker.ts under this name, beside main.js.
    const entry = {
      bundled: 'pdf-render-worker.js',
      source: new URL('./render-worker.ts', import.meta.url),
    };
    const closedMessage = 'The PDF renderer is closed.';
    this.#documents = new WorkerPool({
      entry,
      concurrency: options.limits.threads,
      memoryMb: options.limits.memoryMb,
      closedMessage,
      log: options.log,
      // Statements come in runs, reports one at a time: between them the thread's memory goes back.
      idleMs: 2_000,
    });
  }

  /**
   * One donor's statement; never rejects for its input (only once the renderer is closed).
   * `logContext` (ids, never a donor's values) goes with a failure to the log, here and below.
   */
  statement(input: StatementInput, logContext: Record<string, string> = {}): Promise<Rendered> {
    return this.#single({ kind: 'statement', input }, 'Making the statement', logContext);
  }

  /** A contribution batch's report; never rejects for its input. */
  renderBatchReport(input: BatchReportInput, logContext: Record<string, string> = {}): Promise<Rendered> {
    return this.#single({ kind: 'batch-report', input }, 'Making the batch report', logContext);
  }

  /** A contribution batch's deposit slip; never rejects for its input. */
  renderDepositSlip(input: DepositSlipInput, logContext: Record<string, string> = {}): Promise<Rendered> {
    return this.#single({ kind: 'deposit-slip', input }, 'Making the deposit slip', logContext);
  }

  /** The organisation's logo as a PNG for its statements; null when it cannot be drawn in time. */
  async logo(svg: string | null): Promise<Uint8Array | null> {
    if (!svg) return null;
    const outcome = await this.#documents.run({ kind: 'logo', svg }, { timeoutMs: this.#limits.timeoutMs });
    if (outcome.ok) return outcome.response;
    this.#log.warn({ failure: outcome.failure, detail: outcome.detail }, 'the logo could not be drawn');
    return null;
  }

  /**
   * The statements in one PDF for printing, in the order given, made in one thread and handed to
   * `write` as it is made: each statement's pages, then the file's end (the fonts, the
   * page tree, the cross-references). Neither the thread nor this process ever holds the whole
   * file. Each part has a statement's time limit; the thread ends afterwards. Null when there
   * were none. `write` may wait (the storage's pace); its rejection stops the PDF and is this
   * call's.
   */
  combined(
    inputs: AsyncIterable<StatementInput>,
    write: (part: Uint8Array) => Promise<void>,
  ): Promise<Combined | null> {
    const { timeoutMs, memoryMb } = this.#limits;
    const what = 'Making the PDF for printing';
    // In a documents thread, held for the whole PDF: it holds one statement at a time (the rest is
    // written out), so a statement's limits fit, and the thread that made the run's statements
    // goes on with its fonts loaded instead of a second thread loading them again beside it.
    return this.#documents.withThread(async (call) => {
      let size = 0;
      const part = async (request: RenderRequest) => {
        const made = this.#rendered(await call(request, { timeoutMs }), what, memoryMb, {});
        if (made.ok) {
          await write(made.bytes);
          size += made.bytes.byteLength;
        }
        return made;
      };
      for await (const input of inputs) {
        const added = await part({ kind: 'combined-add', input });
        if (!added.ok) return added;
      }
      if (size === 0) return null;
      const finished = await part({ kind: 'combined-finish' });
      return finished.ok ? { ok: true, size } : finished;
    });
  }

  async close(): Promise<void> {
    await this.#documents.close();
  }

  /** One document in one of the documents' threads, under the time and memory limits. */
  async #single(request: RenderRequest, what: string, logContext: Record<string, string>): Promise<Rendered> {
    const outcome = await this.#documents.run(request, { timeoutMs: this.#limits.timeoutMs });
    return this.#rendered(outcome, what, this.#limits.memoryMb, logContext);
  }

  /** The outcome as bytes, or the reason a treasurer reads (the detail goes to the log). */
  #rendered(
    outcome: WorkerOutcome<RenderResponse>,
    what: string,
    memoryMb: number,
    context: Record<string, string>,
  ): Rendered {
    if (outcome.ok && outcome.response) return { ok: true, bytes: outcome.response };
    const failure = outcome.ok ? 'error' : outcome.failure;
    const detail = outcome.ok ? 'no bytes' : outcome.detail;
    this.#log.warn({ ...context, failure, detail }, `${what} failed`);
    switch (failure) {
      case 'timeout':
        return { ok: false, reason: `${what} took longer than ${seconds(this.#limits.timeoutMs)}.` };
      case 'memory':
        return { ok: false, reason: `${what} needed more memory than the ${memoryMb} MB allowed.` };
      default:
        return { ok: false, reason: `${what} failed unexpectedly.` };
    }
  }
}
