import type { AdjustmentStatus, BatchStatus, CashCount, GiftEntryKind, GiftMethod } from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** A member as every output names them: the full name, else the email (domain displayName). */
const memberName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.full_name), ''), ${alias}.email)`);

export interface ReportBatchRow {
  id: string;
  name: string;
  received_date: string;
  deposit_date: string | null;
  bank_account: string | null;
  note: string | null;
  status: BatchStatus;
  expected_count: number;
  expected_total_cents: number | string;
  expected_cash_cents: number | string | null;
  expected_check_cents: number | string | null;
  committed_by: string | null;
  committed_at: Date | string | null;
  lone_commit: boolean;
  cash_count: CashCount | null;
}

export async function findReportBatch(tx: Tx, organizationId: string, batchId: string) {
  const [row] = await queryRows<ReportBatchRow>(
    tx,
    sql`select b.id, b.name, b.received_date::text as received_date, b.deposit_date::text as deposit_date,
          b.bank_account, b.note, b.status, b.expected_count, b.expected_total_cents,
          b.expected_cash_cents, b.expected_check_cents,
          ${memberName('c')} as committed_by, b.committed_at, b.lone_commit, b.cash_count
        from contribution_batches b
        left join users c on c.id = b.committed_by
        where b.organization_id = ${organizationId} and b.id = ${batchId}`,
  );
  return row;
}

export interface ReportGiftRow {
  id: string;
  kind: GiftEntryKind;
  method: GiftMethod;
  check_number: string | null;
  in_kind_description: string | null;
  /** Null for anonymous loose cash. */
  donor_name: string | null;
  /** A reversal has cancelled this gift. */
  reversed: boolean;
  allocations: { fund: string; cents: number | null }[];
}

/** The batch's gifts in entry order, with their donor and their funds. */
export async function reportGifts(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<ReportGiftRow>(
    tx,
    sql`select g.id, g.kind, g.method, g.check_number, g.in_kind_description,
          nullif(trim(d.first_name || ' ' || d.last_name), '') as donor_name,
          -- An adjustment is entered in its gift's batch, so the batch's index finds it.
          exists (
            select 1 from batch_gifts r
            where r.batch_id = g.batch_id and r.adjusts_gift_id = g.id and r.kind = 'reversal'
          ) as reversed,
          (select coalesce(json_agg(json_build_object('fund', a.fund, 'cents', a.amount_cents)
                 order by a.position), '[]'::json)
             from batch_gift_allocations a where a.gift_id = g.id) as allocations
        from batch_gifts g
        left join donors d on d.id = g.donor_id
        where g.organization_id = ${organizationId} and g.batch_id = ${batchId}
        -- An adjustment's reversal and correction share their transaction's time: the reversal first.
        order by g.entered_at, case g.kind when 'reversal' then 0 else 1 end, g.id`,
  );
}

export interface ReportHandRow {
  name: string;
  gifts_entered: number;
  changed_at: Date | string | null;
}

/**
 * Everyone who entered a gift of the batch (the gifts typed at the count; adjustments are listed
 * with who proposed and approved them) or changed it beyond their own gifts (batch_changers).
 */
export function reportHands(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<ReportHandRow>(
    tx,
    sql`select ${memberName('u')} as name, coalesce(e.gifts, 0)::int as gifts_entered, c.changed_at
        from (
          select entered_by as user_id, count(*) as gifts from batch_gifts
          where organization_id = ${organizationId} and batch_id = ${batchId} and kind = 'entry'
            and entered_by is not null
          group by entered_by
        ) e
        full join (
          select user_id, changed_at from batch_changers
          where organization_id = ${organizationId} and batch_id = ${batchId}
        ) c on c.user_id = e.user_id
        join users u on u.id = coalesce(e.user_id, c.user_id)`,
  );
}

export interface ReportAdjustmentRow {
  status: AdjustmentStatus;
  reason: string;
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
  batch_name: string;
  /** The adjusted gift's amount. */
  from_cents: number | string;
  /** What the correction makes it (carried out, or as proposed); null when the gift is reversed alone. */
  to_cents: number | string | null;
}

/**
 * Adjustments of committed gifts with what each changes, who proposed and who decided it. An
 * approved one's correction is the gift it wrote; a waiting or turned-down one wrote none, so
 * its correction is the one proposed. On batch_adjustments a, its gift g and batch b.
 */
export function selectAdjustments(where: SQL) {
  return sql`select a.status, a.reason, a.lone,
      a.proposed_by, ${memberName('p')} as proposed_by_name, a.proposed_at,
      a.decided_by, ${memberName('dcd')} as decided_by_name, a.decided_at,
      g.donor_id, nullif(trim(d.first_name || ' ' || d.last_name), '') as donor_name,
      g.gift_date::text as gift_date, g.method, g.check_number, b.name as batch_name,
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

/** The batch's adjustments, oldest first. */
export function reportAdjustments(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<ReportAdjustmentRow>(
    tx,
    sql`${selectAdjustments(sql`a.organization_id = ${organizationId} and a.batch_id = ${batchId}`)}
        order by a.proposed_at, a.id`,
  );
}
