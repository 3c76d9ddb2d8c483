/** One month of a campaign: what was given and pledged by its end, each a running total. */
export interface CampaignMonth {
  /** YYYY-MM */
  month: string;
  givenCents: number;
  pledgedCents: number;
}

/** Months from `from` to `to` (days or months, YYYY-MM...), both included, as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * A campaign's progress month by month, from its start to today or its end, whichever comes
 * first: the running totals of what was given (by month of the gift) and pledged (by month of the
 * pledge's start, never before the campaign's). Nothing before the campaign starts.
 */
export function campaignProgress(
  campaign: { startDate: string; endDate: string },
  today: string,
  givenByMonth: ReadonlyMap<string, number>,
  pledgedByMonth: ReadonlyMap<string, number>,
): CampaignMonth[] {
  let givenCents = 0;
  let pledgedCents = 0;
  const until = today < campaign.endDate ? today : campaign.endDate;
  return monthsBetween(campaign.startDate, until).map((month) => {
    givenCents += givenByMonth.get(month) ?? 0;
    pledgedCents += pledgedByMonth.get(month) ?? 0;
    return { month, givenCents, pledgedCents };
  });
}
