import type { BatchStatus, CashCount, GiftEntryKind, GiftMethod } from '@steward/domain';
import { sql } from 'drizzle-orm';
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
