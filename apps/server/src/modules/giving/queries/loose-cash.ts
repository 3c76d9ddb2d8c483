import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { COUNTED_BATCH, standingBatchGift } from './standing-gifts';

/** Some funds between two days (inclusive): what a campaign receives. */
export interface FundsInDates {
  fundNames: readonly string[];
  startDate: string;
  endDate: string;
}

/**
 * The anonymous loose cash of committed (and deposited) batches per month of its gift date, oldest
 * first: money received that has no donor, so it never becomes a donation (batch-donations.ts) and
 * the analysis adds it to its money figures alone. Counted as the batch figures count it: a gift a
 * reversal cancelled adds nothing, nor the reversal itself, while a correction does; one gift per
 * allocation, as a split gift's donations are. Read from the batches at each analysis (a few rows a
 * Sunday), so a commit, a reopen or an adjustment shows at once with nothing to keep in step.
 * `within`: only what was given to those funds in those dates (a campaign's).
 */
export async function looseCashMonths(tx: Tx, organizationId: string, within?: FundsInDates) {
  const scope = within
    ? sql`and g.gift_date between ${within.startDate} and ${within.endDate}
          and a.fund in (select value from jsonb_array_elements_text(${JSON.stringify(within.fundNames)}::jsonb))`
    : sql``;
  const rows = await queryRows<{ month: string; cents: number | string; gifts: number | string }>(
    tx,
    sql`select to_char(g.gift_date, 'YYYY-MM') as month, sum(a.amount_cents) as cents, count(*) as gifts
        from batch_gifts g
        join contribution_batches b on b.id = g.batch_id and b.organization_id = ${organizationId}
        join batch_gift_allocations a on a.gift_id = g.id
        where g.organization_id = ${organizationId} and g.donor_id is null and g.method = 'cash'
          and a.amount_cents > 0 and ${COUNTED_BATCH} and ${standingBatchGift(organizationId)} ${scope}
        group by 1
        order by 1`,
  );
  return rows.map((row) => ({ month: row.month, cents: Number(row.cents), gifts: Number(row.gifts) }));
}
