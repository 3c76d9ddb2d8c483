import type { EnteredTotals } from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

interface Row {
  batch_id: string;
  count: number | string;
  total_cents: number | string;
  cash_cents: number | string;
  check_cents: number | string;
  in_kind_count: number | string;
}

/**
 * A sum of cents as a number the API can carry exactly. Every gift is at most
 * LIMITS.batches.amountCentsMax and a batch holds at most LIMITS.batches.gifts, so a batch's sums
 * stay far inside that range; rows stored before those limits could pass it, and one batch must
 * never make the list unreadable for everyone: such a sum shows as the largest exact number.
 */
const exactCents = (sum: SQL) => sql`least(greatest(${sum}, -9007199254740991), 9007199254740991)`;

/**
 * What each batch's gifts add up to (domain batchFigures compares it with the count sheet). A gift
 * a reversal cancelled counts no more, and the reversal itself neither: a correction stands in the
 * cancelled gift's place. A batch without gifts is absent from the answer.
 */
export async function readEnteredTotals(
  tx: Tx,
  organizationId: string,
  batchIds: readonly string[],
): Promise<Map<string, EnteredTotals>> {
  if (batchIds.length === 0) return new Map();
  const rows = await queryRows<Row>(
    tx,
    sql`select g.batch_id,
          count(*) filter (where g.method <> 'in_kind') as count,
          ${exactCents(sql`coalesce(sum(a.cents) filter (where g.method <> 'in_kind'), 0)`)} as total_cents,
          ${exactCents(sql`coalesce(sum(a.cents) filter (where g.method = 'cash'), 0)`)} as cash_cents,
          ${exactCents(sql`coalesce(sum(a.cents) filter (where g.method = 'check'), 0)`)} as check_cents,
          count(*) filter (where g.method = 'in_kind') as in_kind_count
        from batch_gifts g
        cross join lateral (
          select coalesce(sum(amount_cents), 0) as cents from batch_gift_allocations where gift_id = g.id
        ) a
        where g.organization_id = ${organizationId}
          and g.batch_id in (${sql.join(
            batchIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and g.kind <> 'reversal'
          and not exists (
            select 1 from batch_gifts r
            where r.batch_id = g.batch_id and r.adjusts_gift_id = g.id and r.kind = 'reversal'
          )
        group by g.batch_id`,
  );
  return new Map(
    rows.map((row) => [
      row.batch_id,
      {
        count: Number(row.count),
        totalCents: Number(row.total_cents),
        cashCents: Number(row.cash_cents),
        checkCents: Number(row.check_cents),
        inKindCount: Number(row.in_kind_count),
      },
    ]),
  );
}

/** A batch with no gifts yet. */
export const NO_GIFTS: EnteredTotals = {
  count: 0,
  totalCents: 0,
  cashCents: 0,
  checkCents: 0,
  inKindCount: 0,
};
