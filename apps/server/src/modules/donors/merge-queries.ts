import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Tx } from '../../db/tenant';
import type { LineRecord } from './parse-file';

/**
 * The SQL of a merge (spec 001 §5 Merge), run in one transaction: the file's rows are staged in a
 * temporary table, then merged set by set, and the rollups of what changed are rebuilt.
 */

/** One organisation's imports run one after another, so two at once cannot race on a donor. */
export async function lockOrganizationDonors(tx: Tx, organizationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`donors:${organizationId}`}))`);
}

export async function createStaging(tx: Tx) {
  // Sorting a large file's rows by donor in memory rather than in temporary files.
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`
    create temporary table donor_import_added (
      donor_id uuid not null,
      gift_date date not null,
      amount_cents bigint not null
    ) on commit drop`);
  await tx.execute(sql`
    create temporary table donor_import_rows (
      line integer not null,
      donor_key text not null,
      first_name text not null,
      last_name text not null,
      email text,
      phone text,
      amount_cents bigint not null,
      gift_date date not null,
      fund text not null,
      external_id text
    ) on commit drop`);
}

/** Stages a batch with one statement: a column of values per field, unnested by PostgreSQL. */
export async function stageRecords(tx: Tx, records: readonly (LineRecord & { donorKey: string })[]) {
  const column = <T>(pick: (record: LineRecord & { donorKey: string }) => T) => sql.param(records.map(pick));
  await tx.execute(sql`
    insert into donor_import_rows
    select * from unnest(
      ${column((r) => r.line)}::integer[],
      ${column((r) => r.donorKey)}::text[],
      ${column((r) => r.firstName)}::text[],
      ${column((r) => r.lastName)}::text[],
      ${column((r) => r.email)}::text[],
      ${column((r) => r.phone)}::text[],
      ${column((r) => r.amountCents)}::bigint[],
      ${column((r) => r.date)}::date[],
      ${column((r) => r.fund ?? '')}::text[],
      ${column((r) => r.externalId)}::text[]
    )`);
}

async function count(tx: Tx, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number | string }>(tx, query);
  return Number(row?.n ?? 0);
}

/**
 * Merges the staged rows: new donors are created and a missing email or phone is filled in; a gift
 * is added unless the donor already has it (same date, amount and fund, counted by occurrence) or
 * its transaction id is known. Returns the donors and gifts added.
 */
export async function mergeStaged(tx: Tx, organizationId: string, importId: string) {
  await tx.execute(sql`analyze donor_import_rows`);
  const donorsBefore = await count(
    tx,
    sql`select count(*) as n from donors where organization_id = ${organizationId}`,
  );
  await tx.execute(sql`
    insert into donors (organization_id, donor_key, first_name, last_name, email, phone)
    select ${organizationId}, donor_key,
      (array_agg(first_name order by line))[1],
      (array_agg(last_name order by line))[1],
      (array_agg(email order by line) filter (where email is not null))[1],
      (array_agg(phone order by line) filter (where phone is not null))[1]
    from donor_import_rows
    group by donor_key
    on conflict (organization_id, donor_key) do update set
      email = coalesce(donors.email, excluded.email),
      phone = coalesce(donors.phone, excluded.phone)`);
  // A plain insert of what is not there yet (rather than ON CONFLICT, whose speculative insertion
  // triples the work per row): the organisation's donor lock keeps other merges out meanwhile, and
  // the unique indexes still refuse a duplicate should one ever get through.
  await tx.execute(sql`
    with numbered as (
      select d.id as donor_id, s.gift_date, s.amount_cents, s.fund, s.external_id,
        row_number() over (partition by s.donor_key, s.gift_date, s.amount_cents, s.fund order by s.line) as occurrence,
        row_number() over (partition by s.external_id, s.fund order by s.line) as external_copy
      from donor_import_rows s
      join donors d on d.organization_id = ${organizationId} and d.donor_key = s.donor_key
    ),
    added as (
      insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence, external_id, import_id)
      select ${organizationId}, n.donor_id, n.gift_date, n.amount_cents, n.fund, n.occurrence, n.external_id, ${importId}::uuid
      from numbered n
      where (n.external_id is null or n.external_copy = 1)
        and not exists (
          select 1 from donations x
          where x.donor_id = n.donor_id and x.gift_date = n.gift_date
            and x.amount_cents = n.amount_cents and x.fund = n.fund and x.occurrence = n.occurrence
        )
        and (n.external_id is null or not exists (
          select 1 from donations x
          where x.organization_id = ${organizationId} and x.external_id = n.external_id and x.fund = n.fund
        ))
      returning donor_id, gift_date, amount_cents
    )
    insert into donor_import_added select donor_id, gift_date, amount_cents from added`);
  // Fresh statistics, so the rollups below are planned for the file's real size.
  await tx.execute(sql`analyze donor_import_added`);
  const donorsAfter = await count(
    tx,
    sql`select count(*) as n from donors where organization_id = ${organizationId}`,
  );
  const recordsAdded = await count(
    tx,
    sql`select count(*) as n from donations where import_id = ${importId}`,
  );
  return { donorsAdded: donorsAfter - donorsBefore, recordsAdded };
}

/**
 * Brings the donor totals and the year and month rollups up to date by adding the new gifts to
 * them, without reading the gifts already there (but for whether a donor gave in a month before).
 */
export async function refreshRollups(tx: Tx, organizationId: string, importId: string) {
  await tx.execute(sql`
    update donors d set
      total_cents = d.total_cents + a.total,
      gift_count = d.gift_count + a.gifts,
      first_gift = least(d.first_gift, a.first_gift),
      last_gift = greatest(d.last_gift, a.last_gift),
      updated_at = now()
    from (
      select donor_id, sum(amount_cents) as total, count(*) as gifts,
        min(gift_date) as first_gift, max(gift_date) as last_gift
      from donor_import_added group by donor_id
    ) a
    where d.id = a.donor_id`);
  await tx.execute(sql`
    insert into donor_years (organization_id, donor_id, year, amount_cents, gift_count)
    select ${organizationId}, donor_id, extract(year from gift_date)::integer, sum(amount_cents), count(*)
    from donor_import_added
    group by donor_id, extract(year from gift_date)::integer
    on conflict (organization_id, donor_id, year) do update set
      amount_cents = donor_years.amount_cents + excluded.amount_cents,
      gift_count = donor_years.gift_count + excluded.gift_count`);
  // A month's donor count grows by the donors whose first gift of that month this import added.
  await tx.execute(sql`
    insert into donation_months (organization_id, month, amount_cents, gift_count, donor_count)
    select ${organizationId}, month, sum(amount_cents), sum(gifts), count(*) filter (where is_new)
    from (
      select a.donor_id, date_trunc('month', a.gift_date)::date as month,
        sum(a.amount_cents) as amount_cents, count(*) as gifts,
        not exists (
          select 1 from donations x
          where x.donor_id = a.donor_id
            and x.gift_date >= date_trunc('month', min(a.gift_date))::date
            and x.gift_date < (date_trunc('month', min(a.gift_date)) + interval '1 month')::date
            and x.import_id is distinct from ${importId}::uuid
        ) as is_new
      from donor_import_added a
      group by a.donor_id, date_trunc('month', a.gift_date)::date
    ) per_donor_month
    group by month
    on conflict (organization_id, month) do update set
      amount_cents = donation_months.amount_cents + excluded.amount_cents,
      gift_count = donation_months.gift_count + excluded.gift_count,
      donor_count = donation_months.donor_count + excluded.donor_count`);
}

export async function totalRecords(tx: Tx, organizationId: string) {
  return count(
    tx,
    sql`select coalesce(sum(gift_count), 0) as n from donors where organization_id = ${organizationId}`,
  );
}
