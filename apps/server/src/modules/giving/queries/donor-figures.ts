import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';

/**
 * The figures kept beside the gifts (each donor's total, count, first and last gift; donor_years;
 * donation_months) brought up to date around a change of some donors' gifts, without reading any
 * other donor's: the one place an import undo, a batch commit, reopen and adjustment do it.
 *
 * `touched` selects `donor_id, day` of every gift the change may add or remove, read before it
 * runs (so a removal still sees its gifts). Each month's row moves by what changed for those donors
 * in it (their gifts read before and after, by the donations key, which leads with the donor), so
 * a month is never summed over the whole organisation; a month keeps its row only while it has
 * gifts, as a merge makes it. Runs in the caller's transaction, under its donor lock.
 */
export async function changingDonorFigures<T>(
  tx: Tx,
  organizationId: string,
  touched: SQL,
  change: () => Promise<T>,
): Promise<T> {
  await tx.execute(sql`
    create temporary table figures_touched on commit drop as
    select distinct donor_id, date_trunc('month', day)::date as month from (${touched}) t
    where donor_id is not null`);
  await snapshotMonths(tx, 'figures_before');
  const result = await change();
  await snapshotMonths(tx, 'figures_after');
  await tx.execute(sql`
    insert into donation_months (organization_id, month, amount_cents, gift_count, donor_count)
    select ${organizationId}, a.month, sum(a.amount_cents - b.amount_cents), sum(a.gifts - b.gifts),
      count(*) filter (where a.gifts > 0) - count(*) filter (where b.gifts > 0)
    from figures_after a join figures_before b on b.donor_id = a.donor_id and b.month = a.month
    group by a.month
    having sum(a.gifts - b.gifts) <> 0 or sum(a.amount_cents - b.amount_cents) <> 0
    on conflict (organization_id, month) do update set
      amount_cents = donation_months.amount_cents + excluded.amount_cents,
      gift_count = donation_months.gift_count + excluded.gift_count,
      donor_count = donation_months.donor_count + excluded.donor_count`);
  await tx.execute(sql`
    delete from donation_months
    where organization_id = ${organizationId} and gift_count <= 0
      and month in (select month from figures_touched)`);
  await tx.execute(sql`
    update donors d set total_cents = coalesce(g.total, 0), gift_count = coalesce(g.gifts, 0),
      first_gift = g.first_gift, last_gift = g.last_gift, updated_at = now()
    from (select distinct donor_id from figures_touched) u
    left join lateral (
      select sum(amount_cents) as total, count(*) as gifts, min(gift_date) as first_gift, max(gift_date) as last_gift
      from donations x where x.donor_id = u.donor_id
    ) g on true
    where d.organization_id = ${organizationId} and d.id = u.donor_id`);
  await tx.execute(sql`
    delete from donor_years
    where organization_id = ${organizationId} and donor_id in (select donor_id from figures_touched)`);
  await tx.execute(sql`
    insert into donor_years (organization_id, donor_id, year, amount_cents, gift_count)
    select ${organizationId}, x.donor_id, extract(year from x.gift_date)::integer, sum(x.amount_cents), count(*)
    from (select distinct donor_id from figures_touched) u
    join donations x on x.donor_id = u.donor_id
    group by x.donor_id, extract(year from x.gift_date)::integer`);
  // Temporary tables live to the end of the transaction: a second change in it starts afresh.
  await tx.execute(sql`drop table figures_touched, figures_before, figures_after`);
  return result;
}

/** Each touched donor's gifts in each touched month, now. */
async function snapshotMonths(tx: Tx, table: 'figures_before' | 'figures_after') {
  await tx.execute(sql`
    create temporary table ${sql.raw(table)} on commit drop as
    select t.donor_id, t.month, coalesce(sum(x.amount_cents), 0) as amount_cents, count(x.donor_id) as gifts
    from figures_touched t
    left join donations x on x.donor_id = t.donor_id
      and x.gift_date >= t.month and x.gift_date < (t.month + interval '1 month')::date
    group by t.donor_id, t.month`);
}
