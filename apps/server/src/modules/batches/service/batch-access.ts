import { type BatchFigures, batchFigures, FUNDRAISING_RESTRICTED } from '@steward/domain';
import type { Tx } from '@/db/client';
import { isFundraisingAdmin } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';
import { conflict, forbidden, notFound } from '@/platform/errors';
import { NO_GIFTS, readEnteredTotals } from '../queries/batch-figures';
import { type BatchLock, type BatchRow, findBatch } from '../queries/batches';

export const BATCH_NOT_FOUND = 'Batch not found';
export const BATCH_COMMITTED =
  'This batch is committed: its gifts can no longer be changed. An admin can adjust a gift or reopen the batch.';

/**
 * The organisation's batch, or 404 (another organisation's is not found either). A counter sees
 * open batches only: a committed one is fundraising data they have no access to.
 */
export async function requireBatch(
  tx: Tx,
  member: MemberContext,
  id: string,
  lock: BatchLock = 'none',
): Promise<BatchRow> {
  const batch = await findBatch(tx, member.organizationId, id, lock);
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  if (batch.status !== 'open' && !isFundraisingAdmin(member)) throw forbidden(FUNDRAISING_RESTRICTED);
  return batch;
}

/** An open batch (gifts are entered and edited), or 409. */
export async function requireOpenBatch(tx: Tx, member: MemberContext, id: string, lock: BatchLock) {
  const batch = await requireBatch(tx, member, id, lock);
  if (batch.status !== 'open') throw conflict(BATCH_COMMITTED);
  return batch;
}

/** The batch's gifts against its count sheet. */
export async function figuresOf(tx: Tx, organizationId: string, batch: BatchRow): Promise<BatchFigures> {
  const entered = (await readEnteredTotals(tx, organizationId, [batch.id])).get(batch.id) ?? NO_GIFTS;
  return batchFigures(controlOf(batch), entered);
}

export function controlOf(batch: BatchRow) {
  return {
    expectedCount: Number(batch.expected_count),
    expectedTotalCents: Number(batch.expected_total_cents),
    expectedCashCents: batch.expected_cash_cents === null ? null : Number(batch.expected_cash_cents),
    expectedCheckCents: batch.expected_check_cents === null ? null : Number(batch.expected_check_cents),
  };
}

/**
 * A deposited or exported batch is in the bank's and the books' records: under dual control a
 * second admin approves its reopening. A batch only committed is reopened by one.
 */
export function reopenNeedsApproval(batch: BatchRow, dualControl: boolean): boolean {
  return dualControl && (batch.status === 'deposited' || batch.exported_at !== null);
}
