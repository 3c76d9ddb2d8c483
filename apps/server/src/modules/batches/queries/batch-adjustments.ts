import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { type AdjustmentRow, type CorrectedValues, selectAdjustments } from '@/modules/giving/service';

/** The batch's adjustments, oldest first. */
export function listAdjustments(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<AdjustmentRow>(
    tx,
    sql`${selectAdjustments(sql`a.organization_id = ${organizationId} and a.batch_id = ${batchId}`)}
        order by a.proposed_at, a.id`,
  );
}

/** One adjustment of the batch, or undefined; taken for the transaction when it is to be decided. */
export async function findAdjustment(tx: Tx, organizationId: string, batchId: string, id: string) {
  const [row] = await queryRows<AdjustmentRow>(
    tx,
    sql`${selectAdjustments(sql`a.organization_id = ${organizationId} and a.batch_id = ${batchId} and a.id = ${id}`)}
        for update of a`,
  );
  return row;
}

/** Whether the gift has an adjustment waiting (one at a time: batch_adjustments_one_pending_idx). */
export async function hasPendingAdjustment(tx: Tx, organizationId: string, giftId: string) {
  const [row] = await queryRows<{ pending: boolean }>(
    tx,
    sql`select exists (
          select 1 from batch_adjustments
          where organization_id = ${organizationId} and gift_id = ${giftId} and status = 'pending'
        ) as pending`,
  );
  return row?.pending === true;
}

export async function insertAdjustment(
  tx: Tx,
  organizationId: string,
  values: {
    batchId: string;
    giftId: string;
    reason: string;
    corrected: CorrectedValues | null;
    proposedBy: string;
  },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into batch_adjustments (organization_id, batch_id, gift_id, reason, corrected, proposed_by)
        values (${organizationId}, ${values.batchId}, ${values.giftId}, ${values.reason},
          ${values.corrected === null ? null : JSON.stringify(values.corrected)}::jsonb, ${values.proposedBy})
        returning id`,
  );
  return (row as { id: string }).id;
}

/** Approved (carried out) or turned down, by whom and when; `lone` without a second admin. */
export async function decideAdjustment(
  tx: Tx,
  organizationId: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; userId: string; lone: boolean },
) {
  await tx.execute(sql`
    update batch_adjustments set status = ${decision.status}, decided_by = ${decision.userId},
      decided_at = now(), lone = ${decision.lone}
    where organization_id = ${organizationId} and id = ${id}`);
}

/**
 * Turns down every adjustment still waiting in the batch (it was reopened: its gifts are edited in
 * place now, and an adjustment proposed against the committed gifts no longer applies). Returns
 * how many.
 */
export async function rejectWaiting(tx: Tx, organizationId: string, batchId: string, userId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update batch_adjustments set status = 'rejected', decided_by = ${userId}, decided_at = now()
        where organization_id = ${organizationId} and batch_id = ${batchId} and status = 'pending'
        returning id`,
  );
  return rows.length;
}
