/**
 * How far pledges are fulfilled, from the gifts counted towards them (refunds taken off) and what
 * was due by the day they are read for (expectedByCents).
 */

/** Where a pledge stands against what was due. */
export type PledgeStanding = 'fulfilled' | 'on-track' | 'behind' | 'not-started';

export const PLEDGE_STANDING_LABELS: Record<PledgeStanding, string> = {
  fulfilled: 'Fulfilled',
  'on-track': 'On track',
  behind: 'Behind',
  'not-started': 'Not started',
};

export interface PledgeFulfilment {
  /** Gifts towards the pledge, less its refunds: below 0 when refunds exceed the gifts. */
  givenCents: number;
  /** What of the pledge was given: at most its amount, never below 0. */
  fulfilledCents: number;
  /** Given above the pledge's amount. */
  beyondCents: number;
  /** What of the pledge is still to give. */
  remainingCents: number;
  standing: PledgeStanding;
}

/**
 * A pledge's progress: the given amount split into what fulfils the pledge and what goes beyond it,
 * and its standing. Fulfilled once the whole amount is given; not started while nothing is kept
 * and nothing is due yet (refunds above the gifts count as nothing kept); behind when less was
 * given than due; else on track.
 */
export function pledgeFulfilment(input: {
  amountCents: number;
  givenCents: number;
  expectedCents: number;
}): PledgeFulfilment {
  const { amountCents, givenCents, expectedCents } = input;
  const fulfilledCents = Math.min(Math.max(givenCents, 0), amountCents);
  return {
    givenCents,
    fulfilledCents,
    beyondCents: Math.max(givenCents - amountCents, 0),
    remainingCents: amountCents - fulfilledCents,
    standing: pledgeStanding(amountCents, givenCents, expectedCents),
  };
}

function pledgeStanding(amountCents: number, givenCents: number, expectedCents: number): PledgeStanding {
  if (givenCents >= amountCents) return 'fulfilled';
  if (givenCents <= 0 && expectedCents <= 0) return 'not-started';
  return givenCents < expectedCents ? 'behind' : 'on-track';
}

export interface CampaignTotals {
  /** The pledges' amounts. */
  pledgedCents: number;
  /** Every gift to the campaign's funds in its period, pledged or not. */
  givenCents: number;
  /** What was given towards the pledges: each pledge's gifts up to its amount. */
  pledgedGivenCents: number;
  /** Pledges made, each by one pledger. */
  pledgers: number;
  goalCents: number | null;
  /** Pledged as a fraction of the goal (1 is the goal, above 1 beyond it); null without a goal. */
  pledgedShare: number | null;
  /** Given as a fraction of the goal; null without a goal. */
  givenShare: number | null;
}

/**
 * A campaign's progress against its goal: pledged, given (gifts to the campaign, passed in, as not
 * every gift is towards a pledge) and the part of the pledges given, gifts beyond a pledge and
 * refunds above its gifts counting for nothing.
 */
export function campaignTotals(
  pledges: readonly { amountCents: number; givenCents: number }[],
  givenCents: number,
  goalCents: number | null,
): CampaignTotals {
  let pledgedCents = 0;
  let pledgedGivenCents = 0;
  for (const pledge of pledges) {
    pledgedCents += pledge.amountCents;
    pledgedGivenCents += Math.min(Math.max(pledge.givenCents, 0), pledge.amountCents);
  }
  // A goal of $0 (which campaignProblems refuses) has no shares, rather than infinite ones.
  const share = (cents: number) => (goalCents !== null && goalCents > 0 ? cents / goalCents : null);
  return {
    pledgedCents,
    givenCents,
    pledgedGivenCents,
    pledgers: pledges.length,
    goalCents,
    pledgedShare: share(pledgedCents),
    givenShare: share(givenCents),
  };
}
