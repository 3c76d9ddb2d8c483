import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { type FundsInDates, looseCashMonths } from '@/modules/giving/service';
import { GIVER_IDS } from './pledges';

/**
 * Campaigns and their funds (campaigns, campaign_funds). What a campaign received is read from
 * the gifts each time: donations (imported and committed batch gifts) to its funds in its dates,
 * less the refunds of the same, plus the loose cash of committed batches to them.
 */

type Numeric = number | string;

export interface CampaignRow {
  id: string;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  goal_cents: Numeric | null;
  closed: boolean;
  /** [{id, name}] of its funds, by name. */
  funds: { id: string; name: string }[];
}

const CAMPAIGN_COLUMNS = sql`c.id, c.name, c.description, c.start_date::text as start_date,
  c.end_date::text as end_date, c.goal_cents, c.closed_at is not null as closed,
  coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name) order by lower(f.name))
    from campaign_funds cf join funds f on f.id = cf.fund_id where cf.campaign_id = c.id), '[]'::jsonb) as funds`;

/** Active campaigns first, then by start date, newest first. */
export function listCampaigns(tx: Tx, organizationId: string) {
  return queryRows<CampaignRow>(
    tx,
    sql`select ${CAMPAIGN_COLUMNS} from campaigns c where c.organization_id = ${organizationId}
        order by c.closed_at is not null, c.start_date desc, lower(c.name)`,
  );
}

export async function findCampaign(tx: Tx, organizationId: string, id: string, forUpdate = false) {
  const [row] = await queryRows<CampaignRow>(
    tx,
    sql`select ${CAMPAIGN_COLUMNS} from campaigns c where c.organization_id = ${organizationId} and c.id = ${id}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return row;
}

export async function campaignNamed(tx: Tx, organizationId: string, name: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from campaigns where organization_id = ${organizationId} and lower(name) = lower(${name})`,
  );
  return row?.id;
}

/** The funds of these ids the organisation's list has. */
export function fundsWithIds(tx: Tx, organizationId: string, ids: readonly string[]) {
  return queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from funds where organization_id = ${organizationId}
        and id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
}

export interface CampaignValues {
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  goalCents: number | null;
  closed: boolean;
  fundIds: readonly string[];
}

export async function insertCampaign(tx: Tx, organizationId: string, userId: string, values: CampaignValues) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into campaigns (organization_id, name, description, start_date, end_date, goal_cents, closed_at, created_by)
        values (${organizationId}, ${values.name}, ${values.description}, ${values.startDate}, ${values.endDate},
          ${values.goalCents}, ${values.closed ? sql`now()` : sql`null`}, ${userId})
        returning id`,
  );
  const id = (row as { id: string }).id;
  await setCampaignFunds(tx, organizationId, id, values.fundIds);
  return id;
}

export async function updateCampaign(tx: Tx, organizationId: string, id: string, values: CampaignValues) {
  await tx.execute(sql`
    update campaigns set name = ${values.name}, description = ${values.description},
      start_date = ${values.startDate}, end_date = ${values.endDate}, goal_cents = ${values.goalCents},
      closed_at = case when ${values.closed} then coalesce(closed_at, now()) end, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
  await setCampaignFunds(tx, organizationId, id, values.fundIds);
}

async function setCampaignFunds(
  tx: Tx,
  organizationId: string,
  campaignId: string,
  fundIds: readonly string[],
) {
  await tx.execute(
    sql`delete from campaign_funds where organization_id = ${organizationId} and campaign_id = ${campaignId}`,
  );
  await tx.execute(sql`
    insert into campaign_funds (organization_id, campaign_id, fund_id)
    select ${organizationId}, ${campaignId}, value::uuid from jsonb_array_elements_text(${JSON.stringify(fundIds)}::jsonb)`);
}

export async function deleteCampaign(tx: Tx, organizationId: string, id: string) {
  await tx.execute(sql`delete from campaigns where organization_id = ${organizationId} and id = ${id}`);
}

/** What a campaign's figures read: its funds' names and its dates. */
export type CampaignScope = FundsInDates;

const names = (scope: CampaignScope) =>
  sql`(select value from jsonb_array_elements_text(${JSON.stringify(scope.fundNames)}::jsonb))`;

/** The donations and refunds (negative) to the campaign's funds in its dates, as one set of rows. */
function campaignGifts(organizationId: string, scope: CampaignScope): SQL {
  return sql`(
    select x.donor_id, x.gift_date as day, x.amount_cents from donations x
    where x.organization_id = ${organizationId} and x.fund in ${names(scope)}
      and x.gift_date between ${scope.startDate} and ${scope.endDate}
    union all
    select r.donor_id, r.refund_date, -r.amount_cents from donor_refunds r
    where r.organization_id = ${organizationId} and r.fund in ${names(scope)}
      and r.refund_date between ${scope.startDate} and ${scope.endDate}
  )`;
}

/** Months (YYYY-MM) of donors' gifts less refunds, with the loose cash of the same funds and dates added. */
async function withLooseCash(
  tx: Tx,
  organizationId: string,
  scope: CampaignScope,
  rows: readonly { month: string; cents: Numeric }[],
) {
  const months = new Map(rows.map((row) => [row.month, Number(row.cents)]));
  for (const cash of await looseCashMonths(tx, organizationId, scope)) {
    months.set(cash.month, (months.get(cash.month) ?? 0) + cash.cents);
  }
  return months;
}

/** The campaign's receipts per month (YYYY-MM), donors' gifts less refunds plus loose cash. */
export async function givenByMonth(tx: Tx, organizationId: string, scope: CampaignScope) {
  const rows = await queryRows<{ month: string; cents: Numeric }>(
    tx,
    sql`select to_char(day, 'YYYY-MM') as month, sum(amount_cents) as cents
        from ${campaignGifts(organizationId, scope)} g group by 1`,
  );
  return withLooseCash(tx, organizationId, scope, rows);
}

/**
 * A campaign's page's reading of its gifts, in one pass over them (they are read by a scan of the
 * organisation's gifts, the longest part of the page): its receipts per month as givenByMonth
 * counts them; the donors who gave to it (a gift above their refunds is not asked: a gift is a
 * gift) and are covered by no pledge of it, neither their own nor their household's as a joint
 * member; and what was given towards each of its pledges by `asOf`, as givenToward counts it (a
 * pledge's funds and dates are within its campaign's, so its gifts are among these). The sums per
 * pledge from these rows took a tenth of the time of a lookup of each pledge's givers' gifts.
 */
export async function campaignReceipts(
  tx: Tx,
  organizationId: string,
  campaignId: string,
  scope: CampaignScope,
  asOf: string,
) {
  const rows = await queryRows<{ kind: 'month' | 'givers' | 'pledge'; key: string | null; cents: Numeric }>(
    tx,
    sql`with g as materialized ${campaignGifts(organizationId, scope)},
        giving as (
          select p.id, p.start_date, least(p.end_date, ${asOf}::date) as until, giver.donor_id
          from pledges p cross join lateral ${GIVER_IDS} giver
          where p.organization_id = ${organizationId} and p.campaign_id = ${campaignId}
        )
        select 'month' as kind, to_char(day, 'YYYY-MM') as key, sum(amount_cents) as cents from g group by 2
        union all
        select 'givers', null, count(distinct g.donor_id) from g
        where g.amount_cents > 0
          and not exists (select 1 from pledges p where p.campaign_id = ${campaignId} and p.donor_id = g.donor_id)
          and not exists (
            select 1 from pledges p join household_members m on m.household_id = p.household_id and m.gives_jointly
            where p.campaign_id = ${campaignId} and m.donor_id = g.donor_id
          )
        union all
        select 'pledge', giving.id::text, sum(g.amount_cents) from giving
        join g on g.donor_id = giving.donor_id and g.day between giving.start_date and giving.until
        group by giving.id`,
  );
  const months = rows.filter((row) => row.kind === 'month') as { key: string; cents: Numeric }[];
  return {
    months: await withLooseCash(
      tx,
      organizationId,
      scope,
      months.map((row) => ({ month: row.key, cents: row.cents })),
    ),
    giversWithoutPledge: Number(rows.find((row) => row.kind === 'givers')?.cents ?? 0),
    /** By pledge id; a pledge nothing was given towards is not there. */
    givenToPledges: new Map(
      rows.filter((row) => row.kind === 'pledge').map((row) => [row.key as string, Number(row.cents)]),
    ),
  };
}

/** Each campaign's receipts (donors' gifts less refunds plus loose cash), by campaign id. */
export async function givenToCampaigns(tx: Tx, organizationId: string, campaigns: readonly CampaignRow[]) {
  const given = new Map<string, number>();
  for (const campaign of campaigns) {
    const months = await givenByMonth(tx, organizationId, scopeOf(campaign));
    given.set(
      campaign.id,
      [...months.values()].reduce((sum, cents) => sum + cents, 0),
    );
  }
  return given;
}

export const scopeOf = (campaign: CampaignRow): CampaignScope => ({
  fundNames: campaign.funds.map((fund) => fund.name),
  startDate: campaign.start_date,
  endDate: campaign.end_date,
});

/**
 * Campaign changes of one organisation run one after another: names are unique without case, and a
 * pledge is checked against its campaign's dates (pledges take the same lock).
 */
export async function lockCampaigns(tx: Tx, organizationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`campaigns:${organizationId}`}))`);
}

/** Each campaign's pledged total and number of pledges, by campaign id. */
export async function pledgedToCampaigns(tx: Tx, organizationId: string) {
  const rows = await queryRows<{ campaign_id: string; cents: Numeric; pledgers: Numeric }>(
    tx,
    sql`select campaign_id, sum(amount_cents) as cents, count(*) as pledgers from pledges
        where organization_id = ${organizationId} group by campaign_id`,
  );
  return new Map(
    rows.map((row) => [row.campaign_id, { cents: Number(row.cents), pledgers: Number(row.pledgers) }]),
  );
}

/** How many of the campaign's pledges start before `startDate` or end after `endDate`. */
export async function pledgesOutside(
  tx: Tx,
  organizationId: string,
  id: string,
  startDate: string,
  endDate: string,
) {
  const [row] = await queryRows<{ n: Numeric }>(
    tx,
    sql`select count(*) as n from pledges where organization_id = ${organizationId} and campaign_id = ${id}
          and (start_date < ${startDate} or end_date > ${endDate})`,
  );
  return Number(row?.n ?? 0);
}

/** The database's today: every process and the gifts' dates agree on it. */
export async function databaseToday(tx: Tx) {
  const [row] = await queryRows<{ today: string }>(tx, sql`select current_date::text as today`);
  return (row as { today: string }).today;
}

/** Pledged per month of the pledges' start (YYYY-MM), for the campaign's progress. */
export async function pledgedByMonth(tx: Tx, organizationId: string, campaignId: string) {
  const rows = await queryRows<{ month: string; cents: Numeric }>(
    tx,
    sql`select to_char(start_date, 'YYYY-MM') as month, sum(amount_cents) as cents from pledges
        where organization_id = ${organizationId} and campaign_id = ${campaignId} group by 1`,
  );
  return new Map(rows.map((row) => [row.month, Number(row.cents)]));
}

/**
 * A campaign page sums each pledge's gifts in a subquery of its own: the planner adds them up to a
 * cost past PostgreSQL's JIT thresholds, and compiling took 615 ms of a 975 ms read on the bench
 * (bench/campaigns.ts), for work of about 30 ms by the donations key. Off for the transaction.
 */
export async function withoutJit(tx: Tx) {
  await tx.execute(sql`set local jit = off`);
}
