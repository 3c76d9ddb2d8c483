import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { type CopyWriter, copyLine, openCopy } from '@/db/copy';
import type { FileDonors } from '../file-donors';
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

const STAGED_COLUMNS = [
  'line',
  'donor_number',
  'amount_cents',
  'gift_date',
  'fund',
  'external_id',
  'donor_key',
  'tells',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
  'country',
] as const;

/** The merge's temporary table: the file's kept rows, gifts and refunds, with their donor's number. */
export async function createStaging(tx: Tx) {
  // Sorting and grouping a large file's rows in memory rather than in temporary files.
  await tx.execute(sql`set local work_mem = '128MB'`);
  await tx.execute(sql`
    create temporary table donor_import_rows (
      line integer not null,
      donor_number integer not null,
      amount_cents bigint not null,
      gift_date date not null,
      fund text not null,
      external_id text,
      -- The donor's identity, on their first row only.
      donor_key text,
      -- The row carries its donor's values (FileDonors): the columns below are null otherwise.
      tells boolean not null,
      first_name text,
      last_name text,
      email text,
      phone text,
      address_line1 text,
      address_line2 text,
      city text,
      region text,
      postal_code text,
      country text
    ) on commit drop`);
}

/** A row that tells nothing about its donor leaves their values empty. */
const NO_VALUES = STAGED_COLUMNS.slice(8).map(() => null);

/** The staging table's bulk load: the file's kept rows go in by COPY, batch by batch. */
export function openStaging(tx: Tx): CopyWriter {
  return openCopy(tx, 'donor_import_rows', STAGED_COLUMNS);
}

export async function stageRecords(staging: CopyWriter, donors: FileDonors, records: readonly LineRecord[]) {
  let lines = '';
  for (const r of records) {
    const { number, key, tells } = donors.add(r);
    lines += tells
      ? copyLine([
          r.line,
          number,
          r.amountCents,
          r.date,
          r.fund ?? '',
          r.externalId,
          key,
          't',
          r.firstName,
          r.lastName,
          r.email,
          r.phone,
          r.addressLine1,
          r.addressLine2,
          r.city,
          r.region,
          r.postalCode,
          r.country,
        ])
      : copyLine([r.line, number, r.amountCents, r.date, r.fund ?? '', r.externalId, key, 'f', ...NO_VALUES]);
  }
  await staging.write(lines);
}

/**
 * The organisation's merged-away or corrected names and the name each now stands for (few: each
 * is an admin's merge or correction), so a file's rows under an old name go to its donor.
 */
export async function donorAliases(tx: Tx, organizationId: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ alias: string; donor_key: string }>(
    tx,
    sql`select a.donor_key as alias, d.donor_key from donor_aliases a join donors d on d.id = a.donor_id
        where a.organization_id = ${organizationId}`,
  );
  return new Map(rows.map((row) => [row.alias, row.donor_key]));
}

async function count(tx: Tx, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number | string }>(tx, query);
  return Number(row?.n ?? 0);
}

/**
 * Whether the organisation has no donors yet (so no gifts either): its first import, or its first
 * after Clear All Data, which has nothing to compare against and spares a million index probes.
 */
export async function hasNoDonors(tx: Tx, organizationId: string) {
  return (
    (await count(
      tx,
      sql`select count(*) as n from (select 1 from donors where organization_id = ${organizationId} limit 1) d`,
    )) === 0
  );
}

/**
 * The staged rows that `where` keeps, as the subquery `numbered`, each with its donor and the
 * identity rules of gifts and refunds alike: `occurrence` numbers the rows of one donor, date,
 * amount and fund in file order, and `external_copy` is 1 only for the first row of a transaction
 * id (and fund). A donor's number stands for them in the file (one per identity).
 */
function numbered(where: SQL) {
  return sql`(
      select f.donor_id, s.gift_date, s.amount_cents, s.fund, s.external_id,
        row_number() over (partition by s.donor_number, s.gift_date, s.amount_cents, s.fund order by s.line) as occurrence,
        case when s.external_id is null then 1
          else row_number() over (partition by s.external_id, s.fund order by s.line) end as external_copy
      from donor_import_rows s
      join donor_import_donors f on f.donor_number = s.donor_number
      where ${where}
    ) numbered`;
}

/**
 * Merges the staged rows: a gift is added unless the donor already has it (same date, amount and
 * fund, counted by occurrence) or its transaction id is known; new donors are created with their
 * totals, and a known donor's totals grow by the gifts added, a missing email or phone is filled
 * in and a newer address part replaces the stored one. The added gifts are left in
 * `donor_import_added` for the rollups. Only gifts make donors and addresses; refunds are kept
 * apart (addRefunds). Returns the donors, gifts and refunds added, and the donors the gifts came from.
 */
export async function mergeStaged(
  tx: Tx,
  organizationId: string,
  importId: string,
  firstGifts: boolean,
  step: MergeStep = runStep,
  includeHandEntered = false,
) {
  const donorsBefore = await step('count the donors before', () =>
    count(tx, sql`select count(*) as n from donors where organization_id = ${organizationId}`),
  );
  await step('analyze the staged rows', () => tx.execute(sql`analyze donor_import_rows`));
  await step(firstGifts ? 'gather the donors' : 'gather the donors, finding those already there', () =>
    gatherDonors(tx, organizationId, firstGifts),
  );
  if (includeHandEntered && !firstGifts) {
    await step('make way for the gifts entered by hand that the file has too', () =>
      makeWayForHandEntered(tx, organizationId),
    );
  }
  // The file's gifts, numbered. A later import leaves out, in the same statement (one anti-join
  // rather than a million rows written and deleted again), the gifts the organisation has: the
  // same identity, or a known transaction id.
  const notThereYet = firstGifts
    ? sql``
    : sql`and not exists (
          select 1 from donations x
          where x.donor_id = numbered.donor_id and x.gift_date = numbered.gift_date
            and x.amount_cents = numbered.amount_cents and x.fund = numbered.fund
            and x.occurrence = numbered.occurrence
        )
        and (numbered.external_id is null or not exists (
          select 1 from donations x
          where x.organization_id = ${organizationId} and x.external_id = numbered.external_id
            and x.fund = numbered.fund
        ))`;
  await step(firstGifts ? 'number the gifts' : 'number the gifts, leaving out those already there', () =>
    tx.execute(sql`
    create temporary table donor_import_added on commit drop as
    select donor_id, gift_date, amount_cents, fund, occurrence, external_id
    from ${numbered(sql`s.amount_cents > 0`)}
    where external_copy = 1 ${notThereYet}`),
  );
  // A plain insert of what is not there yet (rather than ON CONFLICT, whose speculative insertion
  // triples the work per row): the organisation's donor lock keeps other merges out meanwhile, and
  // the unique keys still refuse a duplicate should one ever get through.
  await step('insert the gifts', () =>
    tx.execute(sql`
    insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence, external_id, import_id)
    select ${organizationId}, donor_id, gift_date, amount_cents, fund, occurrence, external_id, ${importId}::uuid
    from donor_import_added`),
  );
  // Each donor's added gifts, totalled once: for their donor row and for the counts below.
  await step('total the gifts per donor', () =>
    tx.execute(sql`
    create temporary table donor_import_totals on commit drop as
    select donor_id, sum(amount_cents) as total, count(*) as gifts,
      min(gift_date) as first_gift, max(gift_date) as last_gift
    from donor_import_added group by donor_id`),
  );
  await step('add and update donors', () => upsertDonors(tx, organizationId, importId, firstGifts));
  const refundsAdded = await step('add the refunds', () => addRefunds(tx, organizationId, importId));
  const donorsAfter = await count(
    tx,
    sql`select count(*) as n from donors where organization_id = ${organizationId}`,
  );
  const [added] = await queryRows<{ gifts: number | string; donors: number | string }>(
    tx,
    sql`select coalesce(sum(gifts), 0) as gifts, count(*) as donors from donor_import_totals`,
  );
  return {
    donorsAdded: donorsAfter - donorsBefore,
    recordsAdded: Number(added?.gifts ?? 0),
    giftDonors: Number(added?.donors ?? 0),
    refundsAdded,
  };
}

/**
 * The admin includes the file's gifts that were entered by hand (the preview listed them): each
 * donation of a committed batch that a file's gift matches (same identity and occurrence) moves to
 * an occurrence past both the file's and the organisation's gifts of its identity, so the file's
 * gift is added with its own occurrence. Importing the file again then finds its gift, not the
 * batch's, and adds nothing twice.
 */
async function makeWayForHandEntered(tx: Tx, organizationId: string) {
  const sameIdentity = (a: string, b: string) =>
    sql.raw(
      `${a}.donor_id = ${b}.donor_id and ${a}.gift_date = ${b}.gift_date and ${a}.amount_cents = ${b}.amount_cents and ${a}.fund = ${b}.fund`,
    );
  await tx.execute(sql`
    with file_gifts as (
      select donor_id, gift_date, amount_cents, fund, occurrence
      from ${numbered(sql`s.amount_cents > 0`)}
      where external_copy = 1
    ), moving as (
      select x.donor_id, x.gift_date, x.amount_cents, x.fund, x.occurrence,
        (select max(f.occurrence) from file_gifts f where ${sameIdentity('f', 'x')})
          + (select max(y.occurrence) from donations y where ${sameIdentity('y', 'x')}) as shift
      from donations x
      where x.organization_id = ${organizationId} and x.batch_id is not null
        and exists (select 1 from file_gifts f where ${sameIdentity('f', 'x')} and f.occurrence = x.occurrence)
    )
    update donations x set occurrence = x.occurrence + m.shift
    from moving m
    where x.organization_id = ${organizationId} and ${sameIdentity('x', 'm')} and x.occurrence = m.occurrence`);
}

/**
 * The file's donors, one row each, from the staged rows that tell about them (FileDonors): the
 * name of their first gift row, the first email and phone given, and each part of the mailing
 * address from the row with the latest gift giving it (the later line on one day), with that
 * gift's date; the second line comes from its street's row, empty or not. A donor named only by
 * refunds has no values (`gives` false). A donor the organisation has keeps their id (`known`);
 * the others get a new one.
 */
async function gatherDonors(tx: Tx, organizationId: string, firstGifts: boolean) {
  const latest = (part: string) =>
    sql.raw(`(array_agg(${part} order by gift_date desc, line desc) filter (where ${part} is not null))[1]`);
  const givenOn = (part: string) => sql.raw(`max(gift_date) filter (where ${part} is not null)`);
  const first = (part: string) =>
    sql.raw(`(array_agg(${part} order by line) filter (where ${part} is not null))[1]`);
  // Found as the table is made rather than by updating it after (which wrote every row twice), and
  // by a lookup per donor whatever the plan (lateral): right after a first import, the donors
  // table's statistics still say it has almost none, and a join planned on them could scan it once
  // per donor.
  const stored = firstGifts
    ? { id: sql`null::uuid`, join: sql`` }
    : {
        id: sql`d.id`,
        join: sql`left join lateral (
          select id from donors where organization_id = ${organizationId} and donor_key = g.donor_key
        ) d on true`,
      };
  await tx.execute(sql`
    create temporary table donor_import_donors on commit drop as
    select g.*, coalesce(${stored.id}, gen_random_uuid()) as donor_id, ${stored.id} is not null as known
    from (select donor_number,
      (array_agg(donor_key) filter (where donor_key is not null))[1] as donor_key,
      bool_or(amount_cents > 0) as gives,
      ${first('first_name')} as first_name, ${first('last_name')} as last_name,
      ${first('email')} as email, ${first('phone')} as phone,
      ${latest('address_line1')} as address_line1, ${givenOn('address_line1')} as address_line1_on,
      (array_agg(address_line2 order by gift_date desc, line desc) filter (where address_line1 is not null))[1]
        as address_line2,
      ${latest('city')} as city, ${givenOn('city')} as city_on,
      ${latest('region')} as region, ${givenOn('region')} as region_on,
      ${latest('postal_code')} as postal_code, ${givenOn('postal_code')} as postal_code_on,
      ${latest('country')} as country, ${givenOn('country')} as country_on
    from donor_import_rows
    where donor_key is not null or tells
    group by donor_number) g
    ${stored.join}`);
  await tx.execute(
    sql`alter table donor_import_donors add primary key (donor_number), add unique (donor_key)`,
  );
  await tx.execute(sql`analyze donor_import_donors`);
}

/**
 * Spec 001 §5: a donor the file gives gifts for is created with the totals of the gifts added, or
 * has them added; a missing email or phone is filled in with the first the file gives. The mailing
 * address follows the donor instead (people move): each part the file gives (from its latest gift,
 * gatherDonors) fills a missing part, and replaces a stored one unless that gift is older than the
 * donor's last one so far, so importing an old export never rolls an address back. The parts are
 * independent (a file with only a new city keeps the street), but for the second line, which
 * belongs to its street, so a new street drops the old "Apt 4".
 */
async function upsertDonors(tx: Tx, organizationId: string, importId: string, firstGifts: boolean) {
  // An organisation's first gifts have no donor with a last gift to compare with.
  const unlessOlder = (value: string, part: string) =>
    firstGifts
      ? sql.raw(`f.${value}`)
      : sql.raw(
          `case when d.${part} is null or d.last_gift is null or f.${part}_on >= d.last_gift then f.${value} end`,
        );
  const line1 = unlessOlder('address_line1', 'address_line1');
  const parts = {
    address_line2: unlessOlder('address_line2', 'address_line1'),
    city: unlessOlder('city', 'city'),
    region: unlessOlder('region', 'region'),
    postal_code: unlessOlder('postal_code', 'postal_code'),
    country: unlessOlder('country', 'country'),
  };
  // A known donor whose row addToDonor would leave as it is (no gift added, no contact or address
  // part to fill or replace) is not written at all: importing last month's export again writes
  // none of its thousands of donors rather than every one of them once more.
  const changed = (value: SQL, column: string) =>
    column === 'address_line2'
      ? sql`(${line1} is not null and ${value} is distinct from d.address_line2)`
      : sql`(${value} is not null and ${value} is distinct from d.${sql.raw(column)})`;
  const changesSomething = sql`and (not f.known or a.donor_id is not null
      or (d.email is null and f.email is not null) or (d.phone is null and f.phone is not null)
      or ${sql.join(
        [
          changed(line1, 'address_line1'),
          ...Object.entries(parts).map(([column, value]) => changed(value, column)),
        ],
        sql` or `,
      )})`;
  await tx.execute(sql`
    insert into donors (id, organization_id, import_id, donor_key, first_name, last_name, email, phone,
      address_line1, address_line2, city, region, postal_code, country,
      total_cents, gift_count, first_gift, last_gift)
    select f.donor_id, ${organizationId}, ${importId}::uuid, f.donor_key, f.first_name, f.last_name, f.email, f.phone,
      ${line1}, ${parts.address_line2}, ${parts.city}, ${parts.region}, ${parts.postal_code}, ${parts.country},
      coalesce(a.total, 0), coalesce(a.gifts, 0), a.first_gift, a.last_gift
    from donor_import_donors f
    left join donor_import_totals a on a.donor_id = f.donor_id
    ${firstGifts ? sql`` : sql`left join donors d on d.id = f.donor_id`}
    where f.gives
    ${firstGifts ? sql`` : sql`${changesSomething} ${addToDonor}`}`);
}

/**
 * A donor the organisation has: the values and totals above go into their row. An organisation's
 * first gifts find no donor there (the donor lock keeps others out), so their insert skips the
 * speculative insertion ON CONFLICT costs each row.
 */
const addToDonor = sql`on conflict (organization_id, donor_key) do update set
      email = coalesce(donors.email, excluded.email),
      phone = coalesce(donors.phone, excluded.phone),
      address_line1 = coalesce(excluded.address_line1, donors.address_line1),
      address_line2 = case when excluded.address_line1 is null then donors.address_line2 else excluded.address_line2 end,
      city = coalesce(excluded.city, donors.city),
      region = coalesce(excluded.region, donors.region),
      postal_code = coalesce(excluded.postal_code, donors.postal_code),
      country = coalesce(excluded.country, donors.country),
      total_cents = donors.total_cents + excluded.total_cents,
      gift_count = donors.gift_count + excluded.gift_count,
      first_gift = least(donors.first_gift, excluded.first_gift),
      last_gift = greatest(donors.last_gift, excluded.last_gift),
      updated_at = case when excluded.gift_count > 0 then now() else donors.updated_at end`;

/**
 * Keeps the staged refunds (rows with a negative amount) the organisation does not have yet, with
 * the same identity rules as gifts. A refund goes to a donor who has gifts: one whose name has
 * none is left out (importing its gifts, then the file again, brings it in). The donors table is
 * not joined: its statistics predate the donors this import added, and PostgreSQL, taking them for
 * one, would rescan the staged rows once per donor. Refunds are few, so ON CONFLICT does the
 * comparing. Returns how many were added.
 */
async function addRefunds(tx: Tx, organizationId: string, importId: string) {
  return count(
    tx,
    sql`with added as (
          insert into donor_refunds
            (organization_id, donor_id, refund_date, amount_cents, fund, occurrence, external_id, import_id)
          select ${organizationId}, donor_id, gift_date, -amount_cents, fund, occurrence, external_id, ${importId}::uuid
          from ${numbered(sql`s.amount_cents < 0 and (f.gives or f.known)`)}
          where external_copy = 1
          on conflict do nothing
          returning 1
        ) select count(*) as n from added`,
  );
}

/**
 * A gift's month, its first day, from its date (a timestamp without a time zone: `date_trunc` on
 * the date itself goes through the session's time zone, a tenth slower). `date_part` rather than
 * `extract` for the year, likewise: extract's numeric costs more than a double.
 */
const MONTH = sql.raw(`date_trunc('month', gift_date::timestamp)::date`);

/** A month already there grows by the import's figures (a first import's too: a row costs nothing). */
const ADD_TO_MONTH = sql`on conflict (organization_id, month) do update set
      amount_cents = donation_months.amount_cents + excluded.amount_cents,
      gift_count = donation_months.gift_count + excluded.gift_count,
      donor_count = donation_months.donor_count + excluded.donor_count`;

/**
 * Brings the year and month rollups up to date by adding the new gifts to them, without reading
 * the gifts already there (but for whether a donor gave in a month before, which an
 * organisation's first gifts need not ask).
 */
export async function refreshRollups(
  tx: Tx,
  organizationId: string,
  importId: string,
  firstGifts: boolean,
  step: MergeStep = runStep,
) {
  // An organisation's first gifts have no year to add to, so no conflict to check for.
  const addToYear = firstGifts
    ? sql``
    : sql`on conflict (organization_id, donor_id, year) do update set
      amount_cents = donor_years.amount_cents + excluded.amount_cents,
      gift_count = donor_years.gift_count + excluded.gift_count`;
  await step('yearly rollup', () =>
    tx.execute(sql`
    insert into donor_years (organization_id, donor_id, year, amount_cents, gift_count)
    select ${organizationId}, donor_id, date_part('year', gift_date)::integer, sum(amount_cents), count(*)
    from donor_import_added
    group by donor_id, 3
    order by donor_id, 3
    ${addToYear}`),
  );
  // A month's donor count grows by the donors whose first gift of that month this import added.
  // An organisation's first gifts are all first: one count of distinct donors per month, rather
  // than a group per donor and month (a million of them for a million gifts) then per month.
  const monthly = firstGifts
    ? sql`
    insert into donation_months (organization_id, month, amount_cents, gift_count, donor_count)
    select ${organizationId}, ${MONTH}, sum(amount_cents), count(*), count(distinct donor_id)
    from donor_import_added
    group by 2
    ${ADD_TO_MONTH}`
    : sql`
    insert into donation_months (organization_id, month, amount_cents, gift_count, donor_count)
    select ${organizationId}, a.month, sum(a.amount_cents), sum(a.gifts), count(*) filter (where not exists (
          select 1 from donations x
          where x.donor_id = a.donor_id
            and x.gift_date >= a.month and x.gift_date < (a.month + interval '1 month')::date
            and x.import_id is distinct from ${importId}::uuid
        ))
    from (
      select donor_id, ${MONTH} as month, sum(amount_cents) as amount_cents, count(*) as gifts
      from donor_import_added
      group by donor_id, 2
    ) a
    group by a.month
    ${ADD_TO_MONTH}`;
  await step('monthly rollup', () => tx.execute(monthly));
}

export async function totalRecords(tx: Tx, organizationId: string) {
  return count(
    tx,
    sql`select coalesce(sum(gift_count), 0) as n from donors where organization_id = ${organizationId}`,
  );
}
