import { pledgeFulfilment } from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import type { StatementGift, StatementPledge } from '@/platform/pdf';
import { findCampaign, givenByMonth, scopeOf } from '../queries/campaigns';
import { pledgedAsOf, pledgesAsOf, pledgesInPeriod } from '../queries/statement-pledges';

/** A pledge on a statement: what was given towards it up to a day and what remains. */
function statementPledge(
  campaign: string,
  pledgedCents: number,
  givenInPeriodCents: number,
  givenToDateCents: number,
): StatementPledge {
  return {
    campaign,
    pledgedCents,
    givenInPeriodCents,
    givenToDateCents,
    remainingCents: pledgeFulfilment({
      amountCents: pledgedCents,
      givenCents: givenToDateCents,
      expectedCents: 0,
    }).remainingCents,
  };
}

/**
 * The pledges each statement lists: those running within the period of its donor, or of any giver
 * of a joint statement, their households' included. A multi-year pledge is on every year's
 * statement it spans, "this period" counting only that year's gifts. A pledge is not a gift: the
 * statement's total does not change.
 */
export async function pledgesForStatements(
  db: Db | Tx,
  organizationId: string,
  statements: readonly { donorId: string; givers: readonly { donorId: string }[] | null }[],
  period: { start: string; end: string },
): Promise<(donorId: string) => StatementPledge[]> {
  const covering = new Map<string, string[]>();
  for (const { donorId, givers } of statements) {
    for (const giver of givers ?? [{ donorId }])
      covering.set(giver.donorId, [...(covering.get(giver.donorId) ?? []), donorId]);
  }
  const byStatement = new Map<string, StatementPledge[]>();
  if (covering.size === 0) return () => [];
  for (const row of await pledgesInPeriod(db, organizationId, [...covering.keys()], period)) {
    const pledge = statementPledge(
      row.campaign_name,
      Number(row.amount_cents),
      Number(row.in_period),
      Number(row.to_date),
    );
    const owners = new Set(row.donor_ids.flatMap((id) => covering.get(id) ?? []));
    for (const owner of owners) byStatement.set(owner, [...(byStatement.get(owner) ?? []), pledge]);
  }
  return (donorId) => byStatement.get(donorId) ?? [];
}

/**
 * What each statement of a pledge statement run shows, as of `asOf`: the gifts and refunds that
 * count towards its pledge (a household's joint members' each under their first name) and the
 * pledge, given from its start to that day. Nothing else of the donor's giving: it is the pledge's
 * statement, not the year's.
 */
export async function pledgeStatementContents(
  db: Db | Tx,
  organizationId: string,
  statements: readonly {
    donorId: string;
    pledgeId: string | null;
    givers: readonly { donorId: string; firstName: string }[] | null;
  }[],
  asOf: string,
) {
  const pledgeIds = statements.flatMap((statement) => statement.pledgeId ?? []);
  const { pledges, gifts } = await pledgesAsOf(db, organizationId, pledgeIds, asOf);
  const giftsOf = new Map<string, typeof gifts>();
  for (const row of gifts) {
    const list = giftsOf.get(row.pledge_id);
    if (list) list.push(row);
    else giftsOf.set(row.pledge_id, [row]);
  }
  const pledgeOf = new Map(pledges.map((row) => [row.id, row]));
  const byStatement = new Map(statements.map((statement) => [statement.donorId, statement]));
  return (donorId: string) => {
    const statement = byStatement.get(donorId);
    const row = statement?.pledgeId ? pledgeOf.get(statement.pledgeId) : undefined;
    if (!statement || !row) return { gifts: [], inKind: [], pledges: [] };
    const names = new Map((statement.givers ?? []).map((giver) => [giver.donorId, giver.firstName]));
    const given = Number(row.to_date);
    return {
      gifts: (giftsOf.get(row.id) ?? []).map((line): StatementGift => {
        const gift = { date: line.gift_date, fund: line.fund, amountCents: Number(line.amount_cents) };
        return statement.givers ? { ...gift, giver: names.get(line.donor_id) ?? '' } : gift;
      }),
      inKind: [],
      pledges: [statementPledge(row.campaign_name, Number(row.amount_cents), given, given)],
    };
  };
}

/**
 * A campaign as it stood at the end of `asOf`: given (every gift to its funds from its start to that
 * day, pledged or not), pledged (the pledges started by then) and how many pledged. Undefined: no
 * such campaign.
 */
export async function campaignAsOf(tx: Tx, organizationId: string, campaignId: string, asOf: string) {
  const campaign = await findCampaign(tx, organizationId, campaignId);
  if (!campaign) return undefined;
  const scope = { ...scopeOf(campaign), endDate: asOf < campaign.end_date ? asOf : campaign.end_date };
  const months = await givenByMonth(tx, organizationId, scope);
  const pledged = await pledgedAsOf(tx, organizationId, campaignId, asOf);
  return {
    id: campaign.id,
    name: campaign.name,
    startDate: campaign.start_date,
    goalCents: campaign.goal_cents === null ? null : Number(campaign.goal_cents),
    givenCents: [...months.values()].reduce((sum, cents) => sum + cents, 0),
    ...pledged,
  };
}
