import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { Storage } from '@/platform/storage/storage';
import * as q from '../queries/statements';
import { renderCombined, renderStatement, type StatementInput, statementTotals } from '../statements/pdf';
import { giftsByDonor, statementInput, statementOrganization } from './statement-content';

/** Statements made between two progress reports (and lease renewals). */
const BATCH = 50;
/** Stored at once: S3 answers each put in tens of milliseconds. */
const PUT_CONCURRENCY = 8;
/** A claimed run is left alone by other processes this long after its last progress. */
const LEASE_SECONDS = 120;
/** A run whose generation never finished this often (its process died each time) is given up. */
const MAX_ATTEMPTS = 3;
/** After a fault outside the run (storage unreachable), it is tried again this much later. */
const RETRY_AFTER_SECONDS = 60;

export function statementKey(organizationId: string, runId: string, donorId: string) {
  return `org/${organizationId}/statements/${runId}/${donorId}.pdf`;
}

export function combinedKey(organizationId: string, runId: string) {
  return `org/${organizationId}/statements/${runId}/combined.pdf`;
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/**
 * Makes the statements of waiting runs, in the background: claims a run (db/schema/statements.ts),
 * renders its donors' PDFs a batch at a time into storage, then the combined PDF for printing.
 * A run whose process dies is taken back once its lease runs out and goes on from the statements
 * already stored. Rendering yields to the event loop between statements, so requests keep flowing.
 */
export class StatementGenerator {
  private draining: Promise<number> | null = null;
  private again = false;
  /** Set by the first scheduled run: tests build the app without starting any background work. */
  private started = false;

  constructor(private readonly deps: { db: Db; storage: Storage; log: FastifyBaseLogger }) {}

  /** Works until no run is waiting; a call while working makes it look again at the end. */
  drain(): Promise<number> {
    this.started = true;
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    const run = async () => {
      let finished = 0;
      do {
        this.again = false;
        for (;;) {
          const claimed = await q.claimNextRun(this.deps.db, LEASE_SECONDS);
          if (!claimed) break;
          if (await this.generate(claimed)) finished += 1;
        }
      } while (this.again);
      return finished;
    };
    this.draining = run().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** A run was created: start it now rather than at the next round. */
  wake() {
    if (!this.started) return;
    this.drain().catch((error) => this.deps.log.error({ err: error }, 'generating statements failed'));
  }

  async close() {
    await this.draining?.catch(() => undefined);
  }

  /** True when the run was finished here. */
  private async generate(run: q.ClaimedRun): Promise<boolean> {
    const { db, log } = this.deps;
    if (run.attempts > MAX_ATTEMPTS) {
      await q.failRun(db, run, 'Generation stopped several times before it finished');
      return false;
    }
    try {
      const period = { start: run.periodStart, end: run.periodEnd };
      const organization = await withTenant(db, { organizationId: run.organizationId, userId: null }, (tx) =>
        statementOrganization(tx, run.organizationId, period),
      );
      for (;;) {
        const batch = await q.pendingStatements(db, run.id, BATCH);
        if (batch.length === 0) break;
        const gifts = giftsByDonor(
          await q.giftsInPeriod(
            db,
            run.organizationId,
            batch.map((doc) => doc.donorId),
            period.start,
            period.end,
          ),
        );
        const rendered: { donorId: string; bytes: Uint8Array; totalCents: number; giftCount: number }[] = [];
        for (const doc of batch) {
          const donorGifts = gifts.get(doc.donorId) ?? [];
          const bytes = await renderStatement(statementInput(organization, period, doc, donorGifts));
          const { totalCents, giftCount } = statementTotals(donorGifts);
          rendered.push({ donorId: doc.donorId, bytes, totalCents, giftCount });
          await yieldToEventLoop();
        }
        await inBatches(rendered, PUT_CONCURRENCY, async (statement) => {
          const key = statementKey(run.organizationId, run.id, statement.donorId);
          await this.deps.storage.put(key, Buffer.from(statement.bytes), 'application/pdf');
          await q.saveStatement(db, run.id, statement.donorId, {
            storageKey: key,
            sizeBytes: statement.bytes.byteLength,
            totalCents: statement.totalCents,
            giftCount: statement.giftCount,
          });
        });
        if (!(await q.recordRunProgress(db, run, LEASE_SECONDS))) return false; // another process took it
      }
      const combined = await renderCombined(this.printingOrder(run, organization, period));
      const key = combinedKey(run.organizationId, run.id);
      await this.deps.storage.put(key, Buffer.from(combined), 'application/pdf');
      return q.finishRun(db, run, key);
    } catch (error) {
      log.error({ err: error, runId: run.id }, 'generating statements failed; the run is tried again later');
      await q.releaseRun(db, run, RETRY_AFTER_SECONDS);
      return false;
    }
  }

  /** Every statement of the run again, in postal-code order, for the combined PDF. */
  private async *printingOrder(
    run: q.ClaimedRun,
    organization: StatementInput['organization'],
    period: { start: string; end: string },
  ): AsyncGenerator<StatementInput> {
    const { db } = this.deps;
    for (let offset = 0; ; offset += BATCH) {
      const docs = await q.statementsInPrintingOrder(db, run.id).limit(BATCH).offset(offset);
      if (docs.length === 0) return;
      const gifts = giftsByDonor(
        await q.giftsInPeriod(
          db,
          run.organizationId,
          docs.map((doc) => doc.donorId),
          period.start,
          period.end,
        ),
      );
      for (const doc of docs) {
        yield statementInput(organization, period, doc, gifts.get(doc.donorId) ?? []);
        await yieldToEventLoop();
      }
    }
  }
}
