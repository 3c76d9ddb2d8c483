import type { DonorFrequency, DonorSort } from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryPrepared, queryRows } from '@/db/client';

type Numeric = number | string;

/** The columns of DonorRow; dates as text, since the two drivers return date values differently. */
const DONOR_COLUMNS = sql.raw(
  'id, first_name, last_name, email, phone, total_cents, gift_count, first_gift::text as first_gift, last_gift::text as last_gift, ' +
    'address_line1, address_line2, city, region, postal_code, country, envelope_number',
);

/** A donors row as raw SQL returns it (bigint as number or string depending on the driver). */
export interface DonorRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  total_cents: Numeric;
  gift_count: Numeric;
  first_gift: string | null;
  last_gift: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  envelope_number: string | null;
}

/**
 * Each sort with its tie-breakers, ascending; descending reverses every key, so one index per sort
 * (donors_directory_*_idx, read backwards for descending) returns a page without sorting the
 * organisation's donors. A donor without gifts has the oldest last gift (nulls first, ascending).
 */
const ORDER: Record<DonorSort, (d: SQL, nulls: SQL) => SQL> = {
  totalAmount: (d) => sql`total_cents ${d}, id ${d}`,
  donationCount: (d) => sql`gift_count ${d}, id ${d}`,
  averageDonation: (d, nulls) => sql`(total_cents::numeric / nullif(gift_count, 0)) ${d} ${nulls}, id ${d}`,
  lastDonation: (d, nulls) => sql`last_gift ${d} ${nulls}, id ${d}`,
  name: (d) => sql`lower(last_name) ${d}, lower(first_name) ${d}, id ${d}`,
};

function orderBy(sort: DonorSort, order: 'asc' | 'desc') {
  return order === 'asc' ? ORDER[sort](sql`asc`, sql`nulls first`) : ORDER[sort](sql`desc`, sql`nulls last`);
}

/** Spec 001 §4 frequency classes as gift-count ranges. */
const FREQUENCY_RANGE: Record<DonorFrequency, SQL> = {
  'one-time': sql`gift_count = 1`,
  occasional: sql`gift_count between 2 and 3`,
  regular: sql`gift_count between 4 and 6`,
  frequent: sql`gift_count >= 7`,
};

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface DirectoryFilter {
  /** Part of a name (either order) or an email, or a whole envelope number. */
  search: string | undefined;
  frequency: DonorFrequency | 'all';
}

function directoryWhere(organizationId: string, filter: DirectoryFilter) {
  const conditions: SQL[] = [sql`organization_id = ${organizationId}`];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      sql`((first_name || ' ' || last_name) ilike ${pattern} or (last_name || ' ' || first_name) ilike ${pattern} or email ilike ${pattern}
        or lower(envelope_number) = lower(${filter.search}))`,
    );
  }
  if (filter.frequency !== 'all') conditions.push(FREQUENCY_RANGE[filter.frequency]);
  return sql.join(conditions, sql` and `);
}

/**
 * One page of the directory, every donor (those added by hand before any gift too) and those the
 * filter keeps, in one statement: the counts in one pass over the organisation's donors, the page
 * joined to them laterally (a page past the end still carries the counts, on one row of nulls).
 */
export async function directoryPage(
  tx: Tx,
  organizationId: string,
  filter: DirectoryFilter,
  page: { sort: DonorSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = directoryWhere(organizationId, filter);
  const rows = await queryPrepared<
    (DonorRow | { [K in keyof DonorRow]: null }) & { total: Numeric; filtered: Numeric }
  >(
    tx,
    sql`select counts.total, counts.filtered, page.*
        from (select count(*) as total, count(*) filter (where ${where}) as filtered
              from donors where organization_id = ${organizationId}) counts
        left join lateral (
          select ${DONOR_COLUMNS} from donors where ${where}
          order by ${orderBy(page.sort, page.order)}
          limit ${page.limit} offset ${page.offset}
        ) page on true`,
  );
  const first = rows[0];
  return {
    rows: rows.filter((row): row is DonorRow & { total: Numeric; filtered: Numeric } => row.id !== null),
    total: Number(first?.total ?? 0),
    filtered: Number(first?.filtered ?? 0),
  };
}

export interface ExportCursor {
  last: string;
  first: string;
  id: string;
}

export type ExportRow = DonorRow & { sort_last: string; sort_first: string };

/** One page of the export, keyset by name (lower last, lower first, id) after `after`. */
export function exportPage(tx: Tx, organizationId: string, after: ExportCursor | null, limit: number) {
  const cursor: SQL = after
    ? sql`and (lower(last_name), lower(first_name), id) > (${after.last}, ${after.first}, ${after.id}::uuid)`
    : sql``;
  return queryRows<ExportRow>(
    tx,
    sql`select ${DONOR_COLUMNS}, lower(last_name) as sort_last, lower(first_name) as sort_first from donors
        where organization_id = ${organizationId} ${cursor}
        order by lower(last_name), lower(first_name), id limit ${limit}`,
  );
}

/** Donors who gave, their cents and gifts, and how many fall in each frequency class. */
export async function donorTotals(tx: Tx, organizationId: string) {
  const [totals] = await queryRows<{
    donors: Numeric;
    cents: Numeric;
    gifts: Numeric;
    one_time: Numeric;
    occasional: Numeric;
    regular: Numeric;
    frequent: Numeric;
    households: Numeric;
  }>(
    tx,
    sql`select count(*) as donors, coalesce(sum(total_cents), 0) as cents, coalesce(sum(gift_count), 0) as gifts,
          (select count(*) from households where organization_id = ${organizationId}) as households,
          count(*) filter (where ${FREQUENCY_RANGE['one-time']}) as one_time,
          count(*) filter (where ${FREQUENCY_RANGE.occasional}) as occasional,
          count(*) filter (where ${FREQUENCY_RANGE.regular}) as regular,
          count(*) filter (where ${FREQUENCY_RANGE.frequent}) as frequent
        from donors where organization_id = ${organizationId} and gift_count > 0`,
  );
  return {
    donors: Number(totals?.donors ?? 0),
    cents: Number(totals?.cents ?? 0),
    gifts: Number(totals?.gifts ?? 0),
    oneTime: Number(totals?.one_time ?? 0),
    occasional: Number(totals?.occasional ?? 0),
    regular: Number(totals?.regular ?? 0),
    frequent: Number(totals?.frequent ?? 0),
    households: Number(totals?.households ?? 0),
  };
}

export function topDonors(tx: Tx, organizationId: string, limit: number) {
  return queryRows<DonorRow>(
    tx,
    sql`select ${DONOR_COLUMNS} from donors where organization_id = ${organizationId} and gift_count > 0
        order by total_cents desc, last_name, first_name limit ${limit}`,
  );
}

/** The monthly rollup, oldest first; `month` is the first day of the month as text. */
export async function monthlyGiving(tx: Tx, organizationId: string) {
  const rows = await queryRows<{ month: string; cents: Numeric; gifts: Numeric; donors: Numeric }>(
    tx,
    sql`select month::text as month, amount_cents as cents, gift_count as gifts, donor_count as donors
        from donation_months where organization_id = ${organizationId} order by month`,
  );
  return rows.map((row) => ({
    month: row.month.slice(0, 7),
    cents: Number(row.cents),
    gifts: Number(row.gifts),
    donors: Number(row.donors),
  }));
}

/**
 * Spec 001 §3 retention figures from the yearly rollup: donors of the year before last, those of
 * them who gave again last year, LYBUNT and SYBUNT as of `thisYear`.
 */
export async function yearlyRetention(tx: Tx, organizationId: string, thisYear: number) {
  const [years] = await queryRows<{ previous: Numeric; retained: Numeric; lybunt: Numeric; sybunt: Numeric }>(
    tx,
    sql`select
          count(*) filter (where gave_year_before) as previous,
          count(*) filter (where gave_year_before and gave_last_year) as retained,
          count(*) filter (where gave_last_year and not gave_this_year) as lybunt,
          count(*) filter (where gave_earlier and not gave_last_year and not gave_this_year) as sybunt
        from (
          select donor_id,
            bool_or(year = ${thisYear - 2}) as gave_year_before,
            bool_or(year = ${thisYear - 1}) as gave_last_year,
            bool_or(year = ${thisYear}) as gave_this_year,
            bool_or(year < ${thisYear - 1}) as gave_earlier
          from donor_years where organization_id = ${organizationId}
          group by donor_id
        ) per_donor`,
  );
  return {
    previous: Number(years?.previous ?? 0),
    retained: Number(years?.retained ?? 0),
    lybunt: Number(years?.lybunt ?? 0),
    sybunt: Number(years?.sybunt ?? 0),
  };
}
