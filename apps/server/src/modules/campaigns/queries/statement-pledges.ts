import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '@/db/client';
import { givenToward } from './pledges';

type Numeric = number | string;

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
  return queryRows<StatementPledgeRow>(
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
