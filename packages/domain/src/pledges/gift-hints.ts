import { fundLabel } from '../batches/journal';

/** An active pledge as gift entry knows it: its campaign and the funds whose gifts count towards it. */
export interface EntryPledge {
  campaign: string;
  /** Fund names as gifts carry them ('' is the general fund). */
  funds: readonly string[];
}

/**
 * What the entry grid says of a gift from a donor with an active pledge when none of the gift's
 * funds is the campaign's ("Ruth Oyelaran has a pledge to Roof Campaign: Building Fund"): a hint
 * the counter may follow, never a change of the fund. Nothing while no fund is chosen.
 */
export function pledgeHints(
  donorName: string,
  pledges: readonly EntryPledge[],
  giftFunds: readonly string[],
): string[] {
  if (giftFunds.length === 0) return [];
  return pledges
    .filter((pledge) => !giftFunds.some((fund) => pledge.funds.includes(fund)))
    .map(
      (pledge) =>
        `${donorName} has a pledge to ${pledge.campaign}: ${pledge.funds.map(fundLabel).join(', ')}`,
    );
}
