import {
  averageDollars,
  centsToDollars,
  type DonorAnalysis,
  enhancedForecast,
  forecast,
  isoDay,
  LIMITS,
  monthLabel,
  retention,
} from '@steward/domain';
import { withTenant } from '@/db/tenant';
import * as q from '@/modules/donors/service';
import { type GivingDeps, looseCashMonths } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';

/** Spec 001 §9: the last 6 monthly amounts feed the forecast. */
const FORECAST_MONTHS = 6;

type Month = { month: string; cents: number; gifts: number; donors: number };

/** The donors' months with the loose cash of each added: money and gifts, never a donor. */
function withLooseCash(months: Month[], cash: { month: string; cents: number; gifts: number }[]): Month[] {
  const merged = new Map(months.map((row) => [row.month, { ...row }]));
  for (const row of cash) {
    const month = merged.get(row.month);
    if (month) {
      month.cents += row.cents;
      month.gifts += row.gifts;
    } else merged.set(row.month, { ...row, donors: 0 });
  }
  return [...merged.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * Spec 001 §3 Analysis result, read from the totals and rollups each import keeps (donors,
 * donation_months, donor_years), never by summing the gifts themselves, and the committed batches'
 * anonymous loose cash: money received, in the totals, the months and the forecast, but no donor's.
 */
export async function analyse(
  deps: GivingDeps,
  member: MemberContext,
  today = new Date(),
): Promise<DonorAnalysis> {
  const organizationId = member.organizationId;
  const thisYear = today.getUTCFullYear();
  return withTenant(deps.db, member, async (tx) => {
    const totals = await q.donorTotals(tx, organizationId);
    const top = await q.topDonors(tx, organizationId, LIMITS.donors.topDonors);
    const cash = await looseCashMonths(tx, organizationId);
    const months = withLooseCash(await q.monthlyGiving(tx, organizationId), cash);
    const cents = totals.cents + cash.reduce((sum, row) => sum + row.cents, 0);
    const gifts = totals.gifts + cash.reduce((sum, row) => sum + row.gifts, 0);
    const years = await q.yearlyRetention(tx, organizationId, thisYear);

    const frequencyCounts = {
      frequent: totals.frequent,
      regular: totals.regular,
      occasional: totals.occasional,
      'one-time': totals.oneTime,
    };
    const monthlyTrends = months.map((row) => ({
      month: row.month,
      label: monthLabel(row.month),
      year: Number(row.month.slice(0, 4)),
      amount: centsToDollars(row.cents),
      donorCount: row.donors,
      giftCount: row.gifts,
      averageDonation: averageDollars(row.cents, row.gifts),
    }));
    // The month under way is not over: its partial total would pull every forecast down.
    const currentMonth = isoDay(today).slice(0, 7);
    const complete = monthlyTrends.filter((trend) => trend.month < currentMonth);
    const base = forecast(complete.slice(-FORECAST_MONTHS).map((trend) => trend.amount));
    return {
      totalDonors: totals.donors,
      households: totals.households,
      totalAmount: centsToDollars(cents),
      averageDonation: averageDollars(cents, gifts),
      donationCount: gifts,
      topDonors: top.map(q.toSummary),
      monthlyTrends,
      frequencyCounts,
      donorRetention: retention({
        oneTime: totals.oneTime,
        occasional: totals.occasional,
        regular: totals.regular,
        frequent: totals.frequent,
      }),
      yearOverYear: {
        year: thisYear - 1,
        previousYearDonors: years.previous,
        retainedDonors: years.retained,
        retentionRate: years.previous > 0 ? years.retained / years.previous : null,
      },
      lybunt: years.lybunt,
      sybunt: years.sybunt,
      forecast: base,
      enhancedForecast: enhancedForecast(base),
      asOf: isoDay(today),
    };
  });
}
