import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/**
 * Pledges (pledges) and what was given towards each, read from the gifts each time: the gifts of
 * its giver to the campaign's funds between the pledge's start and end, less the refunds of the
 * same. A household's givers are its joint members but one who pledged to the campaign on their
 * own, so a gift counts towards one pledge at most.
 */

type Numeric = number | string;

export interface PledgeRow {
  id: string;
  campaign_id: string;
  campaign_name: string;
  donor_id: string | null;
  household_id: string | null;
  pledger_name: string;
  /** The donor's page to link to: the pledger's, or the household's mailing member's. */
  page_donor_id: string | null;
  amount_cents: Numeric;
  frequency: string | null;
  start_date: string;
  end_date: string;
  imported: boolean;
  given_cents: Numeric;
}

/**
 * The givers of the pledge row `p` (its donor, or its household's joint members but one who
 * pledged to the campaign on their own), as a list for `donor_id in`: looked up per pledge by the
 * household members' key, so each pledge then reads its givers' gifts by the donations key.
 */
export const GIVER_IDS = sql`(
  select p.donor_id where p.donor_id is not null
  union all
  select m.donor_id from household_members m
  where m.household_id = p.household_id and m.gives_jointly
    and not exists (select 1 from pledges o where o.campaign_id = p.campaign_id and o.donor_id = m.donor_id)
)`;

/** Which pledges to read: a campaign's, a donor's (their own and their household's), or one. */
export type PledgeSelection = { campaignId: string } | { donorId: string } | { pledgeId: string };

function selected(selection: PledgeSelection): SQL {
  if ('campaignId' in selection) return sql`p.campaign_id = ${selection.campaignId}`;
  if ('pledgeId' in selection) return sql`p.id = ${selection.pledgeId}`;
  return sql`(p.donor_id = ${selection.donorId} or p.household_id = (
    select m.household_id from household_members m where m.donor_id = ${selection.donorId}))`;
}

/**
 * What was given towards the pledge row `p` between two days, both inclusive: its givers' gifts
 * to its campaign's funds (GIVER_IDS), less their refunds of them.
 */
export function givenToward(from: SQL, to: SQL): SQL {
  const of = (table: 'donations' | 'donor_refunds', day: 'gift_date' | 'refund_date') => sql`(
    select coalesce(sum(x.amount_cents), 0) from ${sql.raw(table)} x
    join campaign_funds cf on cf.campaign_id = p.campaign_id
    join funds f on f.id = cf.fund_id and f.name = x.fund
    where x.donor_id in ${GIVER_IDS} and x.${sql.raw(day)} between ${from} and ${to}
  )`;
  return sql`(${of('donations', 'gift_date')} - ${of('donor_refunds', 'refund_date')})`;
}

/**
 * The pledges selected, each with what was given towards it by `asOf` (inclusive), by campaign
 * then pledger name. `given` false: 0 for each (a campaign's page sums them from its own reading
 * of the campaign's gifts, campaignReceipts).
 */
export function pledgeRows(
  tx: Tx,
  organizationId: string,
  selection: PledgeSelection,
  asOf: string,
  given = true,
) {
  return queryRows<PledgeRow>(
    tx,
    sql`with p as (
          select p.*, c.name as campaign_name from pledges p join campaigns c on c.id = p.campaign_id
          where p.organization_id = ${organizationId} and ${selected(selection)}
        )
        select p.id, p.campaign_id, p.campaign_name, p.donor_id, p.household_id,
          coalesce(h.name, d.first_name || ' ' || d.last_name) as pledger_name,
          coalesce(p.donor_id, h.primary_donor_id,
            (select m.donor_id from household_members m where m.household_id = h.id order by m.joined_at limit 1)) as page_donor_id,
          p.amount_cents, p.frequency, p.start_date::text as start_date, p.end_date::text as end_date,
          p.import_id is not null as imported,
          ${given ? givenToward(sql`p.start_date`, sql`least(p.end_date, ${asOf}::date)`) : sql`0`} as given_cents
        from p
        left join donors d on d.id = p.donor_id
        left join households h on h.id = p.household_id
        order by p.campaign_name, lower(coalesce(h.name, d.last_name || ' ' || d.first_name)), p.id`,
  );
}

/** The pledge (for update: its campaign's pledges change one at a time), with its campaign's dates. */
export async function findPledge(tx: Tx, organizationId: string, id: string) {
  const [row] = await queryRows<{
    id: string;
    campaign_id: string;
    donor_id: string | null;
    household_id: string | null;
  }>(
    tx,
    sql`select id, campaign_id, donor_id, household_id from pledges
        where organization_id = ${organizationId} and id = ${id} for update`,
  );
  return row;
}

/**
 * The pledge already covering this giver in the campaign, if any: the donor's own or their
 * household's (as a joint member); for a household, its own or one of its joint members'.
 */
export async function coveringPledge(
  tx: Tx,
  organizationId: string,
  campaignId: string,
  giver: { donorId: string } | { householdId: string },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    'donorId' in giver
      ? sql`select p.id from pledges p
            where p.organization_id = ${organizationId} and p.campaign_id = ${campaignId}
              and (p.donor_id = ${giver.donorId} or p.household_id = (
                select m.household_id from household_members m where m.donor_id = ${giver.donorId} and m.gives_jointly))
            limit 1`
      : sql`select p.id from pledges p
            where p.organization_id = ${organizationId} and p.campaign_id = ${campaignId}
              and (p.household_id = ${giver.householdId} or p.donor_id in (
                select m.donor_id from household_members m where m.household_id = ${giver.householdId} and m.gives_jointly))
            limit 1`,
  );
  return row?.id;
}

export interface PledgeValues {
  amountCents: number;
  frequency: string | null;
  startDate: string;
  endDate: string;
}

export async function insertPledge(
  tx: Tx,
  organizationId: string,
  campaignId: string,
  giver: { donorId: string | null; householdId: string | null },
  values: PledgeValues,
  createdBy: string,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into pledges (organization_id, campaign_id, donor_id, household_id, amount_cents, frequency,
          start_date, end_date, created_by)
        values (${organizationId}, ${campaignId}, ${giver.donorId}, ${giver.householdId}, ${values.amountCents},
          ${values.frequency}, ${values.startDate}, ${values.endDate}, ${createdBy})
        returning id`,
  );
  return (row as { id: string }).id;
}

export async function updatePledge(tx: Tx, organizationId: string, id: string, values: PledgeValues) {
  await tx.execute(sql`
    update pledges set amount_cents = ${values.amountCents}, frequency = ${values.frequency},
      start_date = ${values.startDate}, end_date = ${values.endDate}, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

export async function deletePledge(tx: Tx, organizationId: string, id: string) {
  await tx.execute(sql`delete from pledges where organization_id = ${organizationId} and id = ${id}`);
}

export async function countPledges(tx: Tx, organizationId: string, campaignId: string) {
  const [row] = await queryRows<{ n: Numeric }>(
    tx,
    sql`select count(*) as n from pledges where organization_id = ${organizationId} and campaign_id = ${campaignId}`,
  );
  return Number(row?.n ?? 0);
}

/** Whether the donor, or the household, is the organisation's (a pledge's giver must be). */
export async function giverExists(
  tx: Tx,
  organizationId: string,
  giver: { donorId: string } | { householdId: string },
) {
  const [row] = await queryRows<{ n: Numeric }>(
    tx,
    'donorId' in giver
      ? sql`select count(*) as n from donors where organization_id = ${organizationId} and id = ${giver.donorId}`
      : sql`select count(*) as n from households where organization_id = ${organizationId} and id = ${giver.householdId}`,
  );
  return Number(row?.n ?? 0) > 0;
}
