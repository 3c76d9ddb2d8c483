import { randomUUID } from 'node:crypto';
import { DONOR_DATA_CATEGORY, type DonorSyncResult, type DonorSyncStatus } from '@steward/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { documents } from '@/db/schema';
import { type Tx, withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { AppError } from '@/platform/errors';
import { type DonorDeps, donorFileMessage, mergeFile } from './imports';

/** Spec 001 §8 sync texts. */
export const NOTHING_TO_SYNC = 'No new donor data documents found to sync';
export function syncFailed(error: string) {
  return `Sync failed: ${error}`;
}
/** Spec 001 §8 "non-standard error". */
const UNKNOWN_ERROR = 'Unknown error occurred';

function unprocessed(organizationId: string) {
  return and(
    eq(documents.organizationId, organizationId),
    eq(documents.category, DONOR_DATA_CATEGORY),
    eq(documents.isDonorDataProcessed, false),
  );
}

/** What a sync would take now, and the documents that could not be read last time. */
export async function syncStatus(deps: DonorDeps, member: MemberContext): Promise<DonorSyncStatus> {
  return withTenant(deps.db, member, async (tx) => {
    const [counts] = await tx
      .select({
        pending: sql<number>`count(*) filter (where not ${documents.isDonorDataProcessed})`.mapWith(Number),
        processed: sql<number>`count(*) filter (where ${documents.isDonorDataProcessed})`.mapWith(Number),
      })
      .from(documents)
      .where(
        and(eq(documents.organizationId, member.organizationId), eq(documents.category, DONOR_DATA_CATEGORY)),
      );
    const failed = await tx
      .select({ documentId: documents.id, name: documents.name, error: documents.donorDataError })
      .from(documents)
      .where(and(unprocessed(member.organizationId), isNotNull(documents.donorDataError)))
      .orderBy(asc(documents.createdAt));
    return {
      pending: counts?.pending ?? 0,
      processed: counts?.processed ?? 0,
      failed: failed.map((row) => ({ ...row, error: row.error ?? UNKNOWN_ERROR })),
    };
  });
}

/**
 * Spec 001 §4, §7 item 5: Donor Data documents not yet processed are merged oldest first, each in
 * its own transaction that also flags it processed. One that fails keeps its error, stays
 * unprocessed and does not stop the others.
 */
export async function syncDocuments(
  deps: DonorDeps,
  member: MemberContext,
  log?: FastifyBaseLogger,
): Promise<DonorSyncResult> {
  const pending = await withTenant(deps.db, member, (tx) =>
    tx
      .select({ id: documents.id, name: documents.name, storageKey: documents.storageKey })
      .from(documents)
      .where(unprocessed(member.organizationId))
      .orderBy(asc(documents.createdAt), asc(documents.id)),
  );
  if (pending.length === 0) return { message: NOTHING_TO_SYNC, processed: [], failed: [] };

  const processed: DonorSyncResult['processed'] = [];
  const failed: DonorSyncResult['failed'] = [];
  for (const document of pending) {
    // Another process may have merged it since the list was read: claim it under the donor lock.
    const claim = async (tx: Tx) => {
      const [row] = await tx
        .select({ processed: documents.isDonorDataProcessed })
        .from(documents)
        .where(eq(documents.id, document.id));
      return row?.processed === false;
    };
    const flag = (tx: Tx) =>
      tx
        .update(documents)
        .set({ isDonorDataProcessed: true, donorDataError: null })
        .where(eq(documents.id, document.id))
        .then(() => undefined);
    try {
      const result = await mergeFile(
        deps,
        member,
        {
          importId: randomUUID(),
          storageKey: document.storageKey,
          fileName: document.name,
          mapping: null,
          documentId: document.id,
        },
        { claim, after: flag },
      );
      if (result)
        processed.push({ documentId: document.id, name: document.name, recordsAdded: result.recordsAdded });
    } catch (error) {
      const known =
        donorFileMessage(error) ??
        (error instanceof AppError && error.statusCode === 400 ? error.message : null);
      if (!known) log?.error({ err: error, documentId: document.id }, 'donor document sync failed');
      const message = known ?? UNKNOWN_ERROR;
      await withTenant(deps.db, member, (tx) =>
        tx.update(documents).set({ donorDataError: message }).where(eq(documents.id, document.id)),
      );
      failed.push({ documentId: document.id, name: document.name, error: message });
    }
  }
  const added = processed.reduce((sum, entry) => sum + entry.recordsAdded, 0);
  const message =
    processed.length > 0
      ? `Synced ${processed.length} ${processed.length === 1 ? 'document' : 'documents'}: added ${added} new records`
      : syncFailed(failed[0]?.error ?? UNKNOWN_ERROR);
  return { message, processed, failed };
}
