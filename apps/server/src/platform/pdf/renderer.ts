import type { FastifyBaseLogger } from 'fastify';
import type { PdfRenderLimits } from '@/config';
import { type WorkerOutcome, WorkerPool } from '@/platform/worker-pool/pool';
import type { BatchReportInput, DepositSlipInput } from './documents/batch-types';
import type { StatementInput } from './documents/statement-types';
import type { RenderRequest, RenderResponse } from './render-requests';

export type Rendered = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** Saving the combined PDF may take this long per statement in it, beyond the time limit. */
const SAVE_MS_PER_STATEMENT = 10;

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
  readonly #combined: WorkerPool<RenderRequest, RenderResponse>;

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
      // Statements come in runs, reports one at a time: between them (and while the combined PDF
      // is built) the thread's memory goes back.
      idleMs: 2_000,
    });
    this.#combined = new WorkerPool({
      entry,
      concurrency: 1,
      memoryMb: options.limits.combinedMemoryMb,
      closedMessage,
      log: options.log,
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
   * The statements in one PDF for printing, in the order given, built in a thread of its own with
   * the time limit for each statement added (and for saving); the thread ends afterwards. Null
   * when there were none.
   */
  combined(inputs: AsyncIterable<StatementInput>): Promise<Rendered | null> {
    const limits = this.#limits;
    return this.#combined.withThread(async (call) => {
      let count = 0;
      for await (const input of inputs) {
        const added = await call({ kind: 'combined-add', input }, { timeoutMs: limits.timeoutMs });
        if (!added.ok)
          return this.#rendered(added, 'Making the PDF for printing', limits.combinedMemoryMb, {});
        count += 1;
      }
      if (count === 0) return null;
      const saved = await call(
        { kind: 'combined-save' },
        { timeoutMs: limits.timeoutMs + count * SAVE_MS_PER_STATEMENT },
      );
      return this.#rendered(saved, 'Making the PDF for printing', limits.combinedMemoryMb, {});
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.#documents.close(), this.#combined.close()]);
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
