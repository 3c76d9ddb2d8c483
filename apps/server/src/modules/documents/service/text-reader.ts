import { buffer } from 'node:stream/consumers';
import { findExpiryDate, isoDay } from '@steward/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import type { Storage } from '@/platform/storage/storage';
import { type ExtractionLimits, type ExtractionResult, TextExtractor } from '@/platform/text-extraction';
import {
  type ClaimedText,
  claimNextText,
  recordTextProgress,
  retryTextLater,
  saveTextOutcome,
  type TextOutcome,
} from '../queries/content';

/** A document whose reading never finished this often (its reader died each time) is given up. */
const MAX_ATTEMPTS = 3;

/** 30 s, 2 min, 8 min between attempts after a fault that was not the file's (storage unreachable). */
function retryDelaySeconds(attempts: number) {
  return 30 * 4 ** (attempts - 1);
}

export interface TextReaderOptions {
  /** Documents read at once, each in a worker thread; 0: this process reads none. */
  workers: number;
  limits: ExtractionLimits;
}

/**
 * Reads the text of waiting documents, in the background: claims one from the queue (see
 * db/schema/documents.ts documentTexts), reads its bytes from storage (the disk or the bucket),
 * has a worker thread extract the text within the limits, and saves what came out. Any number of
 * processes may run readers on one database: each document is claimed by one at a time.
 */
export class TextReader {
  private extractor: TextExtractor | null = null;
  private draining: Promise<number> | null = null;
  private again = false;
  /** Set by the first scheduled run: tests build the app without starting any background work. */
  private started = false;

  constructor(
    private readonly deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
    private readonly options: TextReaderOptions,
  ) {}

  /** Reads until nothing is due; a call while reading makes it look again at the end. */
  drain(): Promise<number> {
    this.started = true;
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    const run = async () => {
      let read = 0;
      do {
        this.again = false;
        const loops = Array.from({ length: this.options.workers }, () => this.readUntilEmpty());
        read += (await Promise.all(loops)).reduce((sum, count) => sum + count, 0);
      } while (this.again);
      return read;
    };
    this.draining = run().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** A document was stored or queued again: read it now rather than at the next round. */
  wake() {
    if (!this.started || this.options.workers === 0) return;
    this.drain().catch((error) => this.deps.log.error({ err: error }, 'reading document text failed'));
  }

  async close() {
    await this.draining?.catch(() => undefined);
    await this.extractor?.close();
    this.extractor = null;
  }

  private async readUntilEmpty() {
    let read = 0;
    while (await this.readOne()) read += 1;
    return read;
  }

  /** Claims and reads one due document; false when none is due. */
  private async readOne(): Promise<boolean> {
    const leaseSeconds = Math.ceil(this.options.limits.timeoutMs / 1000) + 60;
    const job = await claimNextText(this.deps.db, leaseSeconds);
    if (!job) return false;
    if (job.attempts > MAX_ATTEMPTS) {
      await this.save(job, {
        state: 'failed',
        reason: `Reading stopped unexpectedly ${MAX_ATTEMPTS} times.`,
        pages: null,
      });
      return true;
    }
    let bytes: Buffer;
    try {
      bytes = await buffer(await this.deps.storage.get(job.storageKey));
    } catch (error) {
      await this.giveBackOrFail(job, error);
      return true;
    }
    const result = await this.extractorPool().extract(
      {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: job.contentType,
        fileName: job.name,
      },
      (progress) => {
        recordTextProgress(this.deps.db, job.documentId, job.claim, progress.page, progress.pages).catch(
          (error) => this.deps.log.warn({ err: error }, 'could not record reading progress'),
        );
      },
    );
    await this.save(job, toOutcome(result));
    return true;
  }

  /** A fault of the storage, not of the file: try again later, a few times. */
  private async giveBackOrFail(job: ClaimedText, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    this.deps.log.warn({ err: error, documentId: job.documentId }, 'could not read a stored document');
    if (job.attempts >= MAX_ATTEMPTS) {
      await this.save(job, {
        state: 'failed',
        reason: `The stored file could not be read: ${message}`,
        pages: null,
      });
    } else {
      await retryTextLater(this.deps.db, job.documentId, job.claim, message, retryDelaySeconds(job.attempts));
    }
  }

  private async save(job: ClaimedText, outcome: TextOutcome) {
    const saved = await saveTextOutcome(this.deps.db, job.documentId, job.claim, outcome);
    if (!saved) this.deps.log.info({ documentId: job.documentId }, 'document changed while it was read');
  }

  /** Worker threads start on the first document, so a process that reads none never has any. */
  private extractorPool() {
    this.extractor ??= new TextExtractor({
      concurrency: this.options.workers,
      limits: this.options.limits,
      log: this.deps.log,
    });
    return this.extractor;
  }
}

function toOutcome(result: ExtractionResult): TextOutcome {
  if (result.outcome === 'text') {
    const { text, pages, pagesRead, words, ocr } = result;
    const expiry = findExpiryDate(text, { today: isoDay(new Date()) });
    return {
      state: 'done',
      text,
      pages,
      pagesRead,
      words,
      ocr,
      suggestedExpiry: expiry ? { date: expiry.date, sentence: expiry.sentence } : null,
    };
  }
  if (result.outcome === 'no-text') return { state: 'no-text', reason: result.reason, pages: result.pages };
  return { state: 'failed', reason: result.reason, pages: null };
}
