import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { PdfRenderer } from '@/platform/pdf';
import { type StatementInput, statementTotals } from '@/platform/pdf';
import type { Storage } from '@/platform/storage/storage';
import * as q from '../queries/statements';
import { printedOrganization, runContents, statementInput, statementOrganization } from './statement-content';

/** Statements fetched and rendered at once (the renderer's threads share them). */
const BATCH = 50;
/** A claimed run is left alone by other processes this long after its last sign of life. */
const LEASE_SECONDS = 180;
/** How often a working process renews its lease (a statement may take up to its time limit). */
const HEARTBEAT_MS = 30_000;
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

/**
 * Makes the statements of waiting runs, in the background: claims a run (db/schema/statements.ts)
 * and has the renderer's worker threads make its donors' PDFs, a batch at a time, into storage,
 * then the combined PDF for printing. A statement whose rendering fails (past its time or memory
 * limit) is given up alone with the reason; the run goes on. A run whose process dies is taken
 * back once its lease runs out and goes on from the statements already stored, at most
 * MAX_ATTEMPTS times.
 */
export class StatementGenerator {
  private draining: Promise<number> | null = null;
  private again = false;
  /** Set by the first scheduled run: tests build the app without starting any background work. */
  private started = false;

  constructor(
    private readonly deps: { db: Db; storage: Storage; renderer: PdfRenderer; log: FastifyBaseLogger },
  ) {}

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
      await q.failRun(
        db,
        run,
        `Making the statements stopped ${MAX_ATTEMPTS} times before they were finished.`,
      );
      return false;
    }
    // The lease is renewed while the run is worked on, however long one batch takes.
    let claimLost = false;
    const heartbeat = setInterval(() => {
      q.recordRunProgress(db, run, LEASE_SECONDS).then(
        (held) => {
          claimLost ||= !held;
        },
        (error: unknown) =>
          log.warn({ err: error, runId: run.id }, "could not renew a statement run's lease"),
      );
    }, HEARTBEAT_MS);
    try {
      const period = { start: run.periodStart, end: run.periodEnd };
      const contents = runContents(run);
      const organization = await printedOrganization(
        this.deps.renderer,
        await withTenant(db, { organizationId: run.organizationId, userId: null }, (tx) =>
          statementOrganization(tx, run.organizationId, period, run.settings),
        ),
      );
      for (;;) {
        const batch = await q.pendingStatements(db, run.id, BATCH);
        if (batch.length === 0) break;
        const given = await contents.read(db, run.organizationId, batch, period);
        // Every statement of the batch settles before a fault (storage down) releases the run.
        const made = await Promise.allSettled(
          batch.map((doc) =>
            this.makeStatement(
              run,
              statementInput(organization, period, doc, given(doc.donorId), { title: contents.title }),
              doc.donorId,
            ),
          ),
        );
        const fault = made.find((result) => result.status === 'rejected');
        if (fault) throw fault.reason;
        if (claimLost || !(await q.recordRunProgress(db, run, LEASE_SECONDS))) return false; // another process took it
      }
      const key = combinedKey(run.organizationId, run.id);
      const combined = await this.storeCombined(key, this.printingOrder(run, organization, period));
      if (claimLost) return false;
      if (!combined?.ok) {
        // Null: no statement of the run could be made, so there is nothing to print.
        return q.finishRun(db, run, {
          printError: combined ? `The PDF for printing could not be made: ${combined.reason}` : null,
        });
      }
      return q.finishRun(db, run, { key });
    } catch (error) {
      log.error({ err: error, runId: run.id }, 'generating statements failed; the run is tried again later');
      await q.releaseRun(db, run, RETRY_AFTER_SECONDS);
      return false;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** One donor's statement rendered and stored, or given up with the reason. */
  private async makeStatement(run: q.ClaimedRun, input: StatementInput, donorId: string) {
    const { db, storage, renderer } = this.deps;
    const rendered = await renderer.statement(input, { runId: run.id, donorId });
    if (!rendered.ok) {
      await q.failStatement(db, run.id, donorId, rendered.reason);
      return;
    }
    const key = statementKey(run.organizationId, run.id, donorId);
    await storage.put(key, Buffer.from(rendered.bytes), 'application/pdf');
    const { totalCents, giftCount } = statementTotals(input.gifts);
    await q.saveStatement(db, run.id, donorId, {
      storageKey: key,
      sizeBytes: rendered.bytes.byteLength,
      totalCents,
      giftCount,
    });
  }

  /**
   * The combined PDF made and written to storage under `key` as one stream, part by part as the
   * renderer makes it, at the storage's pace: the whole file is never in memory. A PDF that could
   * not be finished is not stored (storage keeps a stream that failed under no key); storage
   * failing rejects.
   */
  private async storeCombined(key: string, inputs: AsyncIterable<StatementInput>) {
    const body = new PassThrough();
    let stored: Promise<void> | undefined;
    const combined = await this.deps.renderer
      .combined(inputs, async (part) => {
        // Started with the first part: a run without a statement stores nothing.
        if (!stored) {
          stored = this.deps.storage.put(key, body, 'application/pdf');
          // Awaited below; until then a failure stops the writing through the race.
          stored.catch(() => undefined);
        }
        if (!body.write(part)) await Promise.race([once(body, 'drain'), stored]);
      })
      .catch(async (error: unknown) => {
        body.destroy(error instanceof Error ? error : new Error(String(error)));
        await stored?.catch(() => undefined);
        throw error;
      });
    if (combined?.ok) {
      body.end();
      await stored;
    } else if (stored) {
      body.destroy(new Error('The PDF for printing was not finished.'));
      await stored.catch(() => undefined);
    }
    return combined;
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
      const contents = runContents(run);
      const given = await contents.read(db, run.organizationId, docs, period);
      for (const doc of docs) {
        yield statementInput(organization, period, doc, given(doc.donorId), { title: contents.title });
      }
    }
  }
}
