import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/**
 * The fund list (funds, fund_aliases). Gifts carry a fund's name as text (donations, donor_refunds,
 * batch_gift_allocations, contribution_batches.default_fund, a waiting correction's lines), so a
 * rename or a merge rewrites it there.
 */

export interface FundRow {
  id: string;
  name: string;
  description: string | null;
  restricted: boolean;
  quickbooks_account: string | null;
  xero_account_code: string | null;
  archived: boolean;
}

export interface FundValues {
  name: string;
  description: string | null;
  restricted: boolean;
  quickbooksAccount: string | null;
  xeroAccountCode: string | null;
  archived: boolean;
}

const FUND_COLUMNS = sql`f.id, f.name, f.description, f.restricted, f.quickbooks_account, f.xero_account_code,
  f.archived_at is not null as archived`;

/** The fund as the screens label it ('' is "General"): the list's order, without case. */
const BY_LABEL = sql`lower(case when f.name = '' then 'General' else f.name end), f.name`;

/**
 * Fund changes of one organisation run one after another: names are unique without case (the
 * unique index only sees exact case), and an import's new funds are compared with the list.
 */
export async function lockFunds(tx: Tx, organizationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`funds:${organizationId}`}))`);
}

/**
 * Every fund with how many gifts carry it: imported donations, and each fund line of a batch
 * gift (a committed one's donations are those lines, so they are not counted twice); a reversal's
 * lines only take a gift back. Active funds first.
 */
export function listFunds(tx: Tx, organizationId: string) {
  return queryRows<FundRow & { gift_count: number | string }>(
    tx,
    sql`select ${FUND_COLUMNS}, coalesce(d.n, 0) + coalesce(l.n, 0) as gift_count
        from funds f
        left join (
          select fund, count(*) as n from donations
          where organization_id = ${organizationId} and batch_id is null group by fund
        ) d on d.fund = f.name
        left join (
          select a.fund, count(*) as n from batch_gift_allocations a join batch_gifts g on g.id = a.gift_id
          where a.organization_id = ${organizationId} and g.kind <> 'reversal' group by a.fund
        ) l on l.fund = f.name
        where f.organization_id = ${organizationId}
        order by f.archived_at is not null, ${BY_LABEL}`,
  );
}

/** The funds gift entry offers: the active ones, by label. */
export function activeFunds(tx: Tx, organizationId: string) {
  return queryRows<FundRow>(
    tx,
    sql`select ${FUND_COLUMNS} from funds f
        where f.organization_id = ${organizationId} and f.archived_at is null
        order by ${BY_LABEL}`,
  );
}

export async function findFund(tx: Tx, organizationId: string, id: string, forUpdate = false) {
  const [row] = await queryRows<FundRow>(
    tx,
    sql`select ${FUND_COLUMNS} from funds f where f.organization_id = ${organizationId} and f.id = ${id}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/**
 * The funds of these exact names, held until the transaction ends: a rename or merge (which takes
 * the fund's row for update) waits for a gift being saved with it, or the gift waits for the rename
 * and then finds its fund gone, so no gift is left with a name the list no longer has.
 */
export function fundsNamed(tx: Tx, organizationId: string, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([] as FundRow[]);
  return queryRows<FundRow>(
    tx,
    sql`select ${FUND_COLUMNS} from funds f
        where f.organization_id = ${organizationId}
          and f.name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
        for share of f`,
  );
}

/** Another fund whose name is `key` without case or surrounding spaces (domain fundKey). */
export async function fundWithKey(tx: Tx, organizationId: string, key: string, exceptId: string | null) {
  const [row] = await queryRows<FundRow>(
    tx,
    sql`select ${FUND_COLUMNS} from funds f
        where f.organization_id = ${organizationId} and lower(trim(f.name)) = ${key}
          ${exceptId ? sql`and f.id <> ${exceptId}` : sql``}
        limit 1`,
  );
  return row ?? null;
}

/** Every fund (archived too), for an import to map its file's fund names onto. */
export function allFunds(tx: Tx, organizationId: string) {
  return queryRows<{ id: string; name: string; archived: boolean }>(
    tx,
    sql`select f.id, f.name, f.archived_at is not null as archived from funds f
        where f.organization_id = ${organizationId} order by f.name`,
  );
}

/** Each alias (domain fundKey of another name) and the fund it stands for. */
export function fundAliases(tx: Tx, organizationId: string) {
  return queryRows<{ alias: string; fund_id: string }>(
    tx,
    sql`select alias, fund_id from fund_aliases where organization_id = ${organizationId}`,
  );
}

export async function insertFund(tx: Tx, organizationId: string, userId: string | null, values: FundValues) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into funds (organization_id, name, description, restricted, quickbooks_account, xero_account_code,
          archived_at, created_by)
        values (${organizationId}, ${values.name}, ${values.description}, ${values.restricted},
          ${values.quickbooksAccount}, ${values.xeroAccountCode},
          ${values.archived ? sql`now()` : sql`null`}, ${userId})
        returning id`,
  );
  return (row as { id: string }).id;
}

/**
 * The funds an import names that the list lacks, added (restricted no, no accounts); a name the
 * list got meanwhile is left as it is. Returns the names added.
 */
export async function insertImportFunds(
  tx: Tx,
  organizationId: string,
  userId: string | null,
  names: readonly string[],
) {
  if (names.length === 0) return [];
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`insert into funds (organization_id, name, created_by)
        values ${sql.join(
          names.map((name) => sql`(${organizationId}, ${name}, ${userId})`),
          sql`, `,
        )}
        on conflict (organization_id, name) do nothing
        returning name`,
  );
  return rows.map((row) => row.name);
}

export async function updateFund(tx: Tx, organizationId: string, id: string, values: FundValues) {
  await tx.execute(sql`
    update funds set name = ${values.name}, description = ${values.description}, restricted = ${values.restricted},
      quickbooks_account = ${values.quickbooksAccount}, xero_account_code = ${values.xeroAccountCode},
      archived_at = case when ${values.archived} then coalesce(archived_at, now()) end, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

/** `alias` (domain fundKey) names the fund from now on, whatever it named before. */
export async function setAlias(tx: Tx, organizationId: string, alias: string, fundId: string) {
  await tx.execute(sql`
    insert into fund_aliases (organization_id, alias, fund_id) values (${organizationId}, ${alias}, ${fundId})
    on conflict (organization_id, alias) do update set fund_id = excluded.fund_id, created_at = now()`);
}

/** The alias `alias` goes: a fund now has that name, and a name is found before any alias. */
export async function dropAlias(tx: Tx, organizationId: string, alias: string) {
  await tx.execute(
    sql`delete from fund_aliases where organization_id = ${organizationId} and alias = ${alias}`,
  );
}

/** The merged fund's aliases stand for the fund it was merged into; then it goes. */
export async function retireFund(tx: Tx, organizationId: string, fromId: string, intoId: string) {
  await tx.execute(sql`
    update fund_aliases set fund_id = ${intoId} where organization_id = ${organizationId} and fund_id = ${fromId}`);
  // A campaign of the fund takes the fund it went into (once, should it have both).
  await tx.execute(sql`
    insert into campaign_funds (organization_id, campaign_id, fund_id)
    select organization_id, campaign_id, ${intoId} from campaign_funds
    where organization_id = ${organizationId} and fund_id = ${fromId}
    on conflict do nothing`);
  await tx.execute(sql`delete from funds where organization_id = ${organizationId} and id = ${fromId}`);
}

/**
 * The batch gifts with fund lines of both funds, and the largest line the two would make: a merge
 * joins them into one line of the sum.
 */
export async function splitAcross(tx: Tx, organizationId: string, from: string, into: string) {
  return queryRows<{ gift_id: string; committed: boolean; largest: number | string | null }>(
    tx,
    sql`select a.gift_id,
          exists (select 1 from donations x where x.batch_id = g.batch_id and x.batch_gift_id = g.id) as committed,
          max(abs(coalesce(a.amount_cents, 0) + coalesce(b.amount_cents, 0))) as largest
        from (select gift_id, sum(amount_cents) as amount_cents from batch_gift_allocations
              where organization_id = ${organizationId} and fund = ${from} group by gift_id) a
        join batch_gift_allocations b on b.gift_id = a.gift_id and b.fund = ${into}
        join batch_gifts g on g.id = a.gift_id
        group by a.gift_id, g.batch_id, g.id`,
  );
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Joins each of `giftIds`' lines of fund `from` into its line of `into` (their amounts summed; an
 * in-kind gift's stay without one), and numbers each gift's lines from 0 again.
 */
export async function joinLines(
  tx: Tx,
  organizationId: string,
  from: string,
  into: string,
  giftIds: string[],
) {
  if (giftIds.length === 0) return;
  const gifts = sql`gift_id in (${idList(giftIds)})`;
  await tx.execute(sql`
    update batch_gift_allocations b
    set amount_cents = case when b.amount_cents is null and a.amount_cents is null then null
      else coalesce(b.amount_cents, 0) + coalesce(a.amount_cents, 0) end
    from (select gift_id, sum(amount_cents) as amount_cents from batch_gift_allocations
          where organization_id = ${organizationId} and fund = ${from} and ${gifts} group by gift_id) a
    where b.gift_id = a.gift_id and b.fund = ${into}
      and b.position = (select min(position) from batch_gift_allocations c where c.gift_id = b.gift_id and c.fund = ${into})`);
  await tx.execute(sql`
    delete from batch_gift_allocations where organization_id = ${organizationId} and fund = ${from} and ${gifts}`);
  // Through negative positions: the primary key (gift, position) is checked row by row.
  await tx.execute(sql`
    update batch_gift_allocations a set position = -r.n
    from (select gift_id, position, row_number() over (partition by gift_id order by position) as n
          from batch_gift_allocations where organization_id = ${organizationId} and ${gifts}) r
    where a.gift_id = r.gift_id and a.position = r.position`);
  await tx.execute(sql`
    update batch_gift_allocations set position = -position - 1
    where organization_id = ${organizationId} and ${gifts}`);
}

/**
 * Moves the rows of `table` (donations or donor_refunds, which share their identity rules) from
 * fund `from` to `into`. A row's identity is its donor, day, amount, fund and occurrence, so a
 * moved row takes the occurrences after the highest `into` already has for its donor, day and
 * amount. A moved row whose external id `into` already has loses it: the export split one
 * transaction across the two funds (one id per fund line), a fund keeps an id once, and the row's
 * identity still tells a later import of the same file that it is there. Returns the rows moved.
 */
async function moveRows(
  tx: Tx,
  organizationId: string,
  table: 'donations' | 'donor_refunds',
  from: string,
  into: string,
) {
  const dayColumn = table === 'donations' ? 'gift_date' : 'refund_date';
  const day = sql.raw(dayColumn);
  const name = sql.raw(table);
  const same = (a: string, b: string) =>
    sql.raw(
      `${a}.donor_id = ${b}.donor_id and ${a}.${dayColumn} = ${b}.${dayColumn} and ${a}.amount_cents = ${b}.amount_cents`,
    );
  const rows = await queryRows<{ n: number | string }>(
    tx,
    sql`with moving as (
          select x.donor_id, x.${day}, x.amount_cents, x.occurrence,
            coalesce((select max(y.occurrence) from ${name} y where ${same('y', 'x')} and y.fund = ${into}), 0)
              + row_number() over (partition by x.donor_id, x.${day}, x.amount_cents order by x.occurrence)
              as moved_occurrence,
            x.external_id is not null and exists (
              select 1 from ${name} z
              where z.organization_id = ${organizationId} and z.external_id = x.external_id and z.fund = ${into}
            ) as id_taken
          from ${name} x
          where x.organization_id = ${organizationId} and x.fund = ${from}
        ), moved as (
          update ${name} x set fund = ${into}, occurrence = m.moved_occurrence,
            external_id = case when m.id_taken then null else x.external_id end
          from moving m
          where ${same('x', 'm')} and x.fund = ${from} and x.occurrence = m.occurrence
          returning 1
        ) select count(*) as n from moved`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Every gift of fund `from` moves to `into`: imported and committed gifts, refunds, the fund lines
 * of batch gifts (a gift with lines of both has had them joined, joinLines), the batches' default
 * fund and the lines of a correction waiting for approval. Returns what moved.
 */
export async function moveFundGifts(tx: Tx, organizationId: string, from: string, into: string) {
  const gifts = await moveRows(tx, organizationId, 'donations', from, into);
  const refunds = await moveRows(tx, organizationId, 'donor_refunds', from, into);
  const count = async (statement: SQL) =>
    Number((await queryRows<{ n: number | string }>(tx, statement))[0]?.n ?? 0);
  const batchLines = await count(sql`with moved as (
      update batch_gift_allocations set fund = ${into}
      where organization_id = ${organizationId} and fund = ${from} returning 1
    ) select count(*) as n from moved`);
  const batchDefaults = await count(sql`with moved as (
      update contribution_batches set default_fund = ${into}
      where organization_id = ${organizationId} and default_fund = ${from} returning 1
    ) select count(*) as n from moved`);
  await tx.execute(sql`
    update batch_adjustments a set corrected = jsonb_set(a.corrected, '{allocations}', (
      select jsonb_agg(case when line->>'fund' = ${from} then jsonb_set(line, '{fund}', to_jsonb(${into}::text))
        else line end order by at)
      from jsonb_array_elements(a.corrected->'allocations') with ordinality as l(line, at)
    ))
    where a.organization_id = ${organizationId} and a.status = 'pending'
      and a.corrected->'allocations' @> jsonb_build_array(jsonb_build_object('fund', ${from}::text))`);
  return { gifts, refunds, batchLines, batchDefaults };
}
