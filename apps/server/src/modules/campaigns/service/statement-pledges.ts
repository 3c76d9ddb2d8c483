import { pledgeFulfilment } from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import type { StatementPledge } from '@/platform/pdf';
import { pledgesInPeriod } from '../queries/statement-pledges';

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
    const pledgedCents = Number(row.amount_cents);
    const givenToDateCents = Number(row.to_date);
    const pledge: StatementPledge = {
      campaign: row.campaign_name,
      pledgedCents,
      givenInPeriodCents: Number(row.in_period),
      givenToDateCents,
      remainingCents: pledgeFulfilment({
        amountCents: pledgedCents,
        givenCents: givenToDateCents,
        expectedCents: 0,
      }).remainingCents,
    };
    const owners = new Set(row.donor_ids.flatMap((id) => covering.get(id) ?? []));
    for (const owner of owners) byStatement.set(owner, [...(byStatement.get(owner) ?? []), pledge]);
  }
  return (donorId) => byStatement.get(donorId) ?? [];
}
