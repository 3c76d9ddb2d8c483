import { donorKey } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { type CopyWriter, copyLine, openCopy } from '@/db/copy';
import type { LineRecord } from '../parse-file';

/**
 * The SQL of a merge (spec 001 §5 Merge), run in one transaction: the file's rows are staged in a
 * temporary table, then merged set by set, and the rollups of what changed are rebuilt.
 */

/**
 * Runs one named step of a merge. The merge's statements go through it so that the donor bench can
 * report what each one costs (bench/donor-worker.ts); in the app it only runs the step.
 */
export type MergeStep = <T>(name: string, work: () => Promise<T>) => Promise<T>;
export const runStep: MergeStep = (_name, work) => work();

/** One organisation's imports run one after another, so two at once cannot race on a donor. */
export async function lockOrganizationDonors(tx: Tx, organizationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`donors:${organizationId}`}))`);
}

const STAGED_COLUMNS = [
  'line',
  'donor_key',
  'first_name',
  'last_name',
  'email',
  'phone',
  'amount_cents',
  'gift_date',
  'fund',
  'external_id',
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
  'country',
] as const;

export async function createStaging(tx: Tx) {
  // Sorting and grouping a large file's rows in memory rather than in temporary files.
  await tx.execute(sql`set local work_mem = '128MB'`);
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
      external_id text,
      address_line1 text,
      address_line2 text,
      city text,
      region text,
      postal_code text,
      country text
    ) on commit drop`);
}

/** The staging table's bulk load: the file's kept rows go in by COPY, batch by batch. */
export function openStaging(tx: Tx): CopyWriter {
  return openCopy(tx, 'donor_import_rows', STAGED_COLUMNS);
}

export async function stageRecords(staging: CopyWriter, records: readonly LineRecord[]) {
  let lines = '';
  for (const r of records) {
    lines += copyLine([
      r.line,
      donorKey(r.firstName, r.lastName),
      r.firstName,
      r.lastName,
      r.email,
      r.phone,
      r.amountCents,
      r.date,
      r.fund ?? '',
      r.externalId,
      r.addressLine1,
      r.addressLine2,
      r.city,
      r.region,
      r.postalCode,
      r.country,
    ]);
  }
  await staging.write(lines);
}

/** The organisation's merged-away or corrected names, and the donor key each now stands for. */
function renamedDonorKeys(tx: Tx, organizationId: string) {
  return queryRows<{ alias: string; donor_key: string }>(
    tx,
    sql`select a.donor_key as alias, d.donor_key from donor_aliases a join donors d on d.id = a.donor_id
        where a.organization_id = ${organizationId}`,
  );
}

/** Rewrites the staged rows' donor keys that a merge or a correction made another donor's. */
async function renameStaged(tx: Tx, renamed: { alias: string; donor_key: string }[]) {
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  await tx.execute(sql`
    update donor_import_rows s set donor_key = r.donor_key
    from unnest(${list(renamed.map((r) => r.alias))}, ${list(renamed.map((r) => r.donor_key))}) as r(alias, donor_key)
    where s.donor_key = r.alias`);
}

async function count(tx: Tx, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number | string }>(tx, query);
  return Number(row?.n ?? 0);
}

/**
 * Merges the staged rows: new donors are created, a missing email or phone is filled in and a newer
 * address part replaces the stored one; a gift is added unless the donor already has it (same date,
 * amount and fund, counted by occurrence) or its transaction id is known. The added gifts are left
 * in `donor_import_added` for the rollups. Only gifts make donors and addresses; refunds are kept
 * apart (addRefunds). Returns the donors, gifts and refunds added, and whether the organisation
 * had no gifts before.
 */
export async function mergeStaged(
  tx: Tx,
  organizationId: string,
  importId: string,
  step: MergeStep = runStep,
) {
  await step('analyze the staged rows', () => tx.execute(sql`analyze donor_import_rows`));
  // An organisation's first import (and every import after Clear All Data) has nothing to
  // compare against, which spares a million index probes on a large file.
  const firstGifts =
    (await count(
      tx,
      sql`select count(*) as n from (select 1 from donation_months where organization_id = ${organizationId} limit 1) m`,
    )) === 0;
  const donorsBefore = await step('count the donors before', () =>
    count(tx, sql`select count(*) as n from donors where organization_id = ${organizationId}`),
  );
  // A name that was merged into another donor (or corrected) is that donor now. A first import
  // has no donors, so no such names. The names (few: each is an admin's merge or correction) are
  // read first and joined as a list: joined to the tables, right after a first import whose
  // statistics say the organisation has one donor, PostgreSQL rescanned the staged rows once per
  // donor (over 6 minutes for 500,000 rows).
  const renamed = firstGifts ? [] : await renamedDonorKeys(tx, organizationId);
  if (renamed.length > 0) {
    await step('rename merged-away donors', () => renameStaged(tx, renamed));
  }
  // Spec 001 §5: a missing email or phone is filled in, with the first the file gives. The mailing
  // address follows the donor instead (people move): each part is the latest non-empty value by
  // gift date. In the file that is the row with the latest gift giving the part (the later line on
  // one day); it fills a missing part, and replaces a stored one unless that gift is older than the
  // donor's last one so far, so importing an old export never rolls an address back. The parts are
  // independent (a file with only a new city keeps the street), but for the second line, which
  // belongs to its street: it comes from the street's row, empty or not, so a new street drops the
  // old "Apt 4".
  const fromFile = (part: string) =>
    sql.raw(`(array_agg(${part} order by gift_date desc, line desc) filter (where ${part} is not null))[1]`);
  const givenOn = (part: string) => sql.raw(`max(gift_date) filter (where ${part} is not null)`);
  // An organisation's first gifts have no donor with a last gift to compare with.
  const unlessOlder = (value: string, part: string) =>
    firstGifts
      ? sql.raw(`f.${value}`)
      : sql.raw(
          `case when d.${part} is null or d.last_gift is null or f.${part}_on >= d.last_gift then f.${value} end`,
        );
  const existing = firstGifts
    ? sql``
    : sql`left join donors d on d.organization_id = ${organizationId} and d.donor_key = f.donor_key`;
  await step('add and update donors', () =>
    tx.execute(sql`
    insert into donors (organization_id, donor_key, first_name, last_name, email, phone,
      address_line1, address_line2, city, region, postal_code, country)
    select ${organizationId}, f.donor_key, f.first_name, f.last_name, f.email, f.phone,
      ${unlessOlder('address_line1', 'address_line1')}, ${unlessOlder('address_line2', 'address_line1')},
      ${unlessOlder('city', 'city')}, ${unlessOlder('region', 'region')},
      ${unlessOlder('postal_code', 'postal_code')}, ${unlessOlder('country', 'country')}
    from (
      select donor_key,
        (array_agg(first_name order by line))[1] as first_name,
        (array_agg(last_name order by line))[1] as last_name,
        (array_agg(email order by line) filter (where email is not null))[1] as email,
        (array_agg(phone order by line) filter (where phone is not null))[1] as phone,
        ${fromFile('address_line1')} as address_line1, ${givenOn('address_line1')} as address_line1_on,
        (array_agg(address_line2 order by gift_date desc, line desc) filter (where address_line1 is not null))[1]
          as address_line2,
        ${fromFile('city')} as city, ${givenOn('city')} as city_on,
        ${fromFile('region')} as region, ${givenOn('region')} as region_on,
        ${fromFile('postal_code')} as postal_code, ${givenOn('postal_code')} as postal_code_on,
        ${fromFile('country')} as country, ${givenOn('country')} as country_on
      from donor_import_rows
      where amount_cents > 0
      group by donor_key
    ) f
    ${existing}
    on conflict (organization_id, donor_key) do update set
      email = coalesce(donors.email, excluded.email),
      phone = coalesce(donors.phone, excluded.phone),
      address_line1 = coalesce(excluded.address_line1, donors.address_line1),
      address_line2 = case when excluded.address_line1 is null then donors.address_line2 else excluded.address_line2 end,
      city = coalesce(excluded.city, donors.city),
      region = coalesce(excluded.region, donors.region),
      postal_code = coalesce(excluded.postal_code, donors.postal_code),
      country = coalesce(excluded.country, donors.country)`),
  );
  // The file's gifts with their donor and occurrence; of several rows with one transaction id (and
  // fund) only the first counts. Partitioning by the donor's uuid rather than its name keeps the
  // sort free of the database's text collation.
  await step('number the gifts', () =>
    tx.execute(sql`
    create temporary table donor_import_added on commit drop as
    select donor_id, gift_date, amount_cents, fund, occurrence, external_id
    from (
      select d.id as donor_id, s.gift_date, s.amount_cents, s.fund, s.external_id,
        row_number() over (partition by d.id, s.gift_date, s.amount_cents, s.fund order by s.line) as occurrence,
        case when s.external_id is null then 1
          else row_number() over (partition by s.external_id, s.fund order by s.line) end as external_copy
      from donor_import_rows s
      join donors d on d.organization_id = ${organizationId} and d.donor_key = s.donor_key
      where s.amount_cents > 0
    ) numbered
    where external_copy = 1`),
  );
  if (!firstGifts) {
    await step('leave out the gifts already there', () =>
      tx.execute(sql`
      delete from donor_import_added a
      where exists (
          select 1 from donations x
          where x.donor_id = a.donor_id and x.gift_date = a.gift_date
            and x.amount_cents = a.amount_cents and x.fund = a.fund and x.occurrence = a.occurrence
        )
        or (a.external_id is not null and exists (
          select 1 from donations x
          where x.organization_id = ${organizationId} and x.external_id = a.external_id and x.fund = a.fund
        ))`),
    );
  }
  // A plain insert of what is not there yet (rather than ON CONFLICT, whose speculative insertion
  // triples the work per row): the organisation's donor lock keeps other merges out meanwhile, and
  // the unique keys still refuse a duplicate should one ever get through.
  await step('insert the gifts', () =>
    tx.execute(sql`
    insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence, external_id, import_id)
    select ${organizationId}, donor_id, gift_date, amount_cents, fund, occurrence, external_id, ${importId}::uuid
    from donor_import_added`),
  );
  const refundsAdded = await step('add the refunds', () => addRefunds(tx, organizationId, importId));
  const donorsAfter = await count(
    tx,
    sql`select count(*) as n from donors where organization_id = ${organizationId}`,
  );
  const recordsAdded = await count(tx, sql`select count(*) as n from donor_import_added`);
  return { donorsAdded: donorsAfter - donorsBefore, recordsAdded, refundsAdded, firstGifts };
}

/**
 * Keeps the staged refunds (rows with a negative amount) the organisation does not have yet, with
 * the same identity rules as gifts. A refund goes to a donor who has gifts: one whose name has
 * none is left out (importing its gifts, then the file again, brings it in). Refunds are few, so
 * ON CONFLICT does the comparing. Returns how many were added.
 */
async function addRefunds(tx: Tx, organizationId: string, importId: string) {
  return count(
    tx,
    sql`with added as (
          insert into donor_refunds
            (organization_id, donor_id, refund_date, amount_cents, fund, occurrence, external_id, import_id)
          select ${organizationId}, donor_id, gift_date, -amount_cents, fund, occurrence, external_id, ${importId}::uuid
          from (
            select d.id as donor_id, s.gift_date, s.amount_cents, s.fund, s.external_id,
              row_number() over (partition by d.id, s.gift_date, s.amount_cents, s.fund order by s.line) as occurrence,
              case when s.external_id is null then 1
                else row_number() over (partition by s.external_id, s.fund order by s.line) end as external_copy
            from donor_import_rows s
            join donors d on d.organization_id = ${organizationId} and d.donor_key = s.donor_key
            where s.amount_cents < 0
          ) numbered
          where external_copy = 1
          on conflict do nothing
          returning 1
        ) select count(*) as n from added`,
  );
}

/**
 * Brings the donor totals and the year and month rollups up to date by adding the new gifts to
 * them, without reading the gifts already there (but for whether a donor gave in a month before,
 * which an organisation's first gifts need not ask).
 */
export async function refreshRollups(
  tx: Tx,
  organizationId: string,
  importId: string,
  firstGifts: boolean,
  step: MergeStep = runStep,
) {
  await step('donor totals', () =>
    tx.execute(sql`
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
    where d.id = a.donor_id`),
  );
  // An organisation's first gifts have no year to add to, so no conflict to check for.
  const addToYear = firstGifts
    ? sql``
    : sql`on conflict (organization_id, donor_id, year) do update set
      amount_cents = donor_years.amount_cents + excluded.amount_cents,
      gift_count = donor_years.gift_count + excluded.gift_count`;
  await step('yearly rollup', () =>
    tx.execute(sql`
    insert into donor_years (organization_id, donor_id, year, amount_cents, gift_count)
    select ${organizationId}, donor_id, extract(year from gift_date)::integer, sum(amount_cents), count(*)
    from donor_import_added
    group by donor_id, extract(year from gift_date)::integer
    ${addToYear}`),
  );
  // A month's donor count grows by the donors whose first gift of that month this import added.
  const givenBefore = firstGifts
    ? sql`false`
    : sql`exists (
          select 1 from donations x
          where x.donor_id = a.donor_id
            and x.gift_date >= a.month and x.gift_date < (a.month + interval '1 month')::date
            and x.import_id is distinct from ${importId}::uuid
        )`;
  await step('monthly rollup', () =>
    tx.execute(sql`
    insert into donation_months (organization_id, month, amount_cents, gift_count, donor_count)
    select ${organizationId}, a.month, sum(a.amount_cents), sum(a.gifts), count(*) filter (where not ${givenBefore})
    from (
      select donor_id, date_trunc('month', gift_date)::date as month,
        sum(amount_cents) as amount_cents, count(*) as gifts
      from donor_import_added
      group by donor_id, date_trunc('month', gift_date)::date
    ) a
    group by a.month
    on conflict (organization_id, month) do update set
      amount_cents = donation_months.amount_cents + excluded.amount_cents,
      gift_count = donation_months.gift_count + excluded.gift_count,
      donor_count = donation_months.donor_count + excluded.donor_count`),
  );
}

export async function totalRecords(tx: Tx, organizationId: string) {
  return count(
    tx,
    sql`select coalesce(sum(gift_count), 0) as n from donors where organization_id = ${organizationId}`,
  );
}
