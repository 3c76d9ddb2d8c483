import type { AdjustmentStatus, GiftMethod } from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
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

/**
 * An adjustment with what it changes (the gift's amount, and what the correction makes it), who
 * proposed it and who decided it: the batch page, the batch report and the donor's page read it.
 */
export interface AdjustmentRow {
  id: string;
  batch_id: string;
  batch_name: string;
  gift_id: string;
  reason: string;
  corrected: CorrectedValues | null;
  status: AdjustmentStatus;
  lone: boolean;
  proposed_by: string | null;
  proposed_by_name: string | null;
  proposed_at: Date | string;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  /** The adjusted gift: its donor (null for anonymous loose cash), date, method, check number. */
  donor_id: string | null;
  donor_name: string | null;
  gift_date: string;
  method: GiftMethod;
  check_number: string | null;
  /** The adjusted gift's amount. */
  from_cents: number | string;
  /** What the correction makes it (carried out, or as proposed); null when the gift is reversed alone. */
  to_cents: number | string | null;
}

const memberName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.full_name), ''), ${alias}.email)`);

/**
 * Adjustments (batch_adjustments a, its gift g and batch b) with what each changes. An approved
 * one's correction is the gift it wrote; a waiting or turned-down one wrote none, so its
 * correction is the one proposed.
 */
export function selectAdjustments(where: SQL) {
  return sql`select a.id, a.batch_id, b.name as batch_name, a.gift_id, a.reason, a.corrected, a.status,
      a.lone, a.proposed_by, ${memberName('p')} as proposed_by_name, a.proposed_at,
      a.decided_by, ${memberName('dcd')} as decided_by_name, a.decided_at,
      g.donor_id,
      case when d.id is null then null
        else coalesce(nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''), d.email) end as donor_name,
      g.gift_date::text as gift_date, g.method, g.check_number,
      (select coalesce(sum(x.amount_cents), 0) from batch_gift_allocations x where x.gift_id = g.id) as from_cents,
      case
        when a.status = 'approved' then (
          select coalesce(sum(x.amount_cents), 0) from batch_gifts c
          join batch_gift_allocations x on x.gift_id = c.id
          where c.adjustment_id = a.id and c.kind = 'correction'
          having count(*) > 0)
        when a.corrected is null or jsonb_typeof(a.corrected) = 'null' then null
        else (
          select coalesce(sum((x ->> 'amountCents')::bigint), 0)
          from jsonb_array_elements(a.corrected -> 'allocations') x)
      end as to_cents
    from batch_adjustments a
    join batch_gifts g on g.id = a.gift_id
    join contribution_batches b on b.id = a.batch_id
    left join donors d on d.id = g.donor_id
    left join users p on p.id = a.proposed_by
    left join users dcd on dcd.id = a.decided_by
    where ${where}`;
}

/**
 * The newest adjustments of the donor's gifts in committed batches: those carried out and those
 * waiting for a second admin (one turned down changed nothing).
 */
export function adjustmentsOfDonor(tx: Tx, organizationId: string, donorId: string, limit: number) {
  return queryRows<AdjustmentRow>(
    tx,
    sql`${selectAdjustments(sql`a.organization_id = ${organizationId} and g.donor_id = ${donorId}
          and a.status in ('approved', 'pending') and b.status in ('committed', 'deposited')`)}
        order by a.proposed_at desc, a.id
        limit ${limit}`,
  );
}
