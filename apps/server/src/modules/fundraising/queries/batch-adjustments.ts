import type { AdjustmentStatus, GiftMethod } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** The corrected gift an adjustment proposes; its donor is the gift's own, read when it is carried out. */
export interface CorrectedValues {
  method: GiftMethod;
  checkNumber: string | null;
  giftDate: string;
  memo: string | null;
  inKindDescription: string | null;
  allocations: { fund: string; amountCents: number | null }[];
}

export interface AdjustmentRow {
  id: string;
  batch_id: string;
  gift_id: string;
  reason: string;
  corrected: CorrectedValues | null;
  status: AdjustmentStatus;
  proposed_by: string | null;
  proposed_by_name: string | null;
  proposed_at: Date | string;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  lone: boolean;
  gift_donor_name: string | null;
  gift_total_cents: number | string;
}

const personName = (column: string) =>
  sql.raw(`(select coalesce(nullif(trim(u.full_name), ''), u.email) from users u where u.id = a.${column})`);

const SELECT_ADJUSTMENT = sql`select a.id, a.batch_id, a.gift_id, a.reason, a.corrected, a.status,
    a.proposed_by, ${personName('proposed_by')} as proposed_by_name, a.proposed_at,
    a.decided_by, ${personName('decided_by')} as decided_by_name, a.decided_at, a.lone,
    (select case when d.id is null then null
        else coalesce(nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''), d.email) end
      from batch_gifts g left join donors d on d.id = g.donor_id where g.id = a.gift_id) as gift_donor_name,
    (select coalesce(sum(x.amount_cents), 0) from batch_gift_allocations x where x.gift_id = a.gift_id)
      as gift_total_cents
  from batch_adjustments a`;

/** The batch's adjustments, newest first. */
export function listAdjustments(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<AdjustmentRow>(
    tx,
    sql`${SELECT_ADJUSTMENT} where a.organization_id = ${organizationId} and a.batch_id = ${batchId}
        order by a.proposed_at desc, a.id`,
  );
}

/** One adjustment of the batch, or undefined; taken for the transaction when it is to be decided. */
export async function findAdjustment(tx: Tx, organizationId: string, batchId: string, id: string) {
  const [row] = await queryRows<AdjustmentRow>(
    tx,
    sql`${SELECT_ADJUSTMENT}
        where a.organization_id = ${organizationId} and a.batch_id = ${batchId} and a.id = ${id}
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
