import { randomUUID } from 'node:crypto';
import {
  type DonorSyncResult,
  type DonorSyncStatus,
  NOTHING_TO_SYNC,
  syncFailed,
  UNKNOWN_ERROR,
} from '@steward/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import {
  donorDataCounts,
  failedDonorDataDocuments,
  isDonorDataPending,
  markDonorDataMerged,
  pendingDonorDataDocuments,
  recordDonorDataError,
} from '@/modules/documents/service';
import type { GivingDeps } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';
import { AppError } from '@/platform/errors';
import { donorFileMessage } from '../read-donor-file';
import { mergeFile } from './merge';

/** What a sync would take now, and the documents that could not be read last time. */
export async function syncStatus(deps: GivingDeps, member: MemberContext): Promise<DonorSyncStatus> {
  return withTenant(deps.db, member, async (tx) => {
    const counts = await donorDataCounts(tx, member.organizationId);
    const failed = await failedDonorDataDocuments(tx, member.organizationId);
    return {
      pending: counts.pending,
      processed: counts.processed,
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
  deps: GivingDeps,
  member: MemberContext,
  log?: FastifyBaseLogger,
): Promise<DonorSyncResult> {
  const pending = await withTenant(deps.db, member, (tx) =>
    pendingDonorDataDocuments(tx, member.organizationId),
  );
  if (pending.length === 0) return { message: NOTHING_TO_SYNC, processed: [], failed: [] };

  const processed: DonorSyncResult['processed'] = [];
  const failed: DonorSyncResult['failed'] = [];
  for (const document of pending) {
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
        {
          // Another process may have merged it since the list was read: claim it under the donor lock.
          claim: (tx: Tx) => isDonorDataPending(tx, document.id),
          after: (tx: Tx) => markDonorDataMerged(tx, document.id),
        },
      );
      if (result)
        processed.push({ documentId: document.id, name: document.name, recordsAdded: result.recordsAdded });
    } catch (error) {
      const known =
        donorFileMessage(error) ??
        (error instanceof AppError && error.statusCode === 400 ? error.message : null);
      if (!known) log?.error({ err: error, documentId: document.id }, 'donor document sync failed');
      const message = known ?? UNKNOWN_ERROR;
      await withTenant(deps.db, member, (tx) => recordDonorDataError(tx, document.id, message));
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
