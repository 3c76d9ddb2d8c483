import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '@/db/client';
import { GIVER_IDS, givenToward } from './pledges';

type Numeric = number | string;

/**
 * The rows of a query of sums per pledge, without PostgreSQL's JIT compiler: it took its cost
 * estimate for a reason to compile them (about 60 ms a batch of statements), and the 4,000
 * statements of the bench, 2,000 with a pledge, took 33 s with it and 24 s without. In a
 * transaction of its own (a savepoint in the caller's), which `set local` lasts for.
 */
function withoutJit<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return queryRows<T>(tx, query);
  });
}

export interface StatementPledgeRow {
  id: string;
  campaign_name: string;
  amount_cents: Numeric;
  /** Given towards it within the statement's period (and the pledge's dates). */
  in_period: Numeric;
  /** Given towards it from its start to the period's end. */
  to_date: Numeric;
  /** The donors it covers: its donor, or its household's joint members. */
  donor_ids: string[];
}

/**
 * The pledges of these donors (their own, and their households' as joint members) that run in
 * part within the period, with what was given towards each in the period and up to its end. A
 * gift after the period's end never counts: a statement says what was true on its last day.
 */
export function pledgesInPeriod(
  db: Db | Tx,
  organizationId: string,
  donorIds: readonly string[],
  period: { start: string; end: string },
) {
  const ids = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(donorIds)}::jsonb))`;
  return withoutJit<StatementPledgeRow>(
    db,
    sql`with p as (
          select p.*, c.name as campaign_name from pledges p join campaigns c on c.id = p.campaign_id
          where p.organization_id = ${organizationId}
            and p.start_date <= ${period.end} and p.end_date >= ${period.start}
            and (p.donor_id in ${ids} or p.household_id in (
              select m.household_id from household_members m
              where m.organization_id = ${organizationId} and m.gives_jointly and m.donor_id in ${ids}))
        )
        select p.id, p.campaign_name, p.amount_cents,
          ${givenToward(sql`greatest(p.start_date, ${period.start}::date)`, sql`least(p.end_date, ${period.end}::date)`)} as in_period,
          ${givenToward(sql`p.start_date`, sql`least(p.end_date, ${period.end}::date)`)} as to_date,
          case when p.donor_id is not null then jsonb_build_array(p.donor_id)
            else (select coalesce(jsonb_agg(m.donor_id), '[]'::jsonb) from household_members m
              where m.household_id = p.household_id and m.gives_jointly)
          end as donor_ids
        from p
        order by p.campaign_name, p.start_date, p.id`,
  );
}

/**
 * The pledges of a pledge statement run: each with what was given towards it from its start up to
 * `asOf` (and its end), and its givers' gifts and refunds that count towards it, each with its
 * giver (a refund's amount negative), in date order.
 */
export async function pledgesAsOf(
  db: Db | Tx,
  organizationId: string,
  pledgeIds: readonly string[],
  asOf: string,
) {
  const ids = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(pledgeIds)}::jsonb))`;
  const selected = sql`select p.*, c.name as campaign_name from pledges p join campaigns c on c.id = p.campaign_id
    where p.organization_id = ${organizationId} and p.id in ${ids}`;
  const pledges = await queryRows<{
    id: string;
    campaign_name: string;
    amount_cents: Numeric;
    to_date: Numeric;
  }>(
    db,
    sql`with p as (${selected})
        select p.id, p.campaign_name, p.amount_cents,
          ${givenToward(sql`p.start_date`, sql`least(p.end_date, ${asOf}::date)`)} as to_date
        from p`,
  );
  const lines = (table: 'donations' | 'donor_refunds', day: 'gift_date' | 'refund_date', sign: string) => sql`
    select p.id as pledge_id, x.donor_id, x.${sql.raw(day)}::text as gift_date, x.fund,
      ${sql.raw(sign)}x.amount_cents as amount_cents
    from p join ${sql.raw(table)} x on x.donor_id in ${GIVER_IDS}
      and x.${sql.raw(day)} between p.start_date and least(p.end_date, ${asOf}::date)
    join campaign_funds cf on cf.campaign_id = p.campaign_id
    join funds f on f.id = cf.fund_id and f.name = x.fund`;
  const gifts = await queryRows<{
    pledge_id: string;
    donor_id: string;
    gift_date: string;
    fund: string;
    amount_cents: Numeric;
  }>(
    db,
    sql`with p as (${selected})
        select * from (${lines('donations', 'gift_date', '')} union all ${lines('donor_refunds', 'refund_date', '-')}) g
        order by pledge_id, gift_date, amount_cents < 0, fund, abs(amount_cents)`,
  );
  return { pledges, gifts };
}

/** A campaign's pledges started by `asOf`: their total and how many. */
export async function pledgedAsOf(tx: Tx, organizationId: string, campaignId: string, asOf: string) {
  const [row] = await queryRows<{ cents: Numeric | null; pledgers: Numeric }>(
    tx,
    sql`select sum(amount_cents) as cents, count(*) as pledgers from pledges
        where organization_id = ${organizationId} and campaign_id = ${campaignId} and start_date <= ${asOf}`,
  );
  return { pledgedCents: Number(row?.cents ?? 0), pledgers: Number(row?.pledgers ?? 0) };
}
