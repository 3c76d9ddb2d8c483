import {
  type DonorAnalysis,
  enhancedForecast,
  forecast,
  isoDay,
  monthLabel,
  retention,
} from '@steward/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import type { DonorDeps } from './imports';
import { DONOR_COLUMNS, type DonorRow, toSummary } from './summaries';

type Numeric = number | string;

/** Spec 001 §9: the last 6 monthly amounts feed the forecast. */
const FORECAST_MONTHS = 6;
const TOP_DONORS = 10;

/**
 * Spec 001 §3 Analysis result, read from the totals and rollups each import keeps (donors,
 * donation_months, donor_years), never by summing the gifts themselves.
 */
export async function analyse(
  deps: DonorDeps,
  member: MemberContext,
  today = new Date(),
): Promise<DonorAnalysis> {
  const organizationId = member.organizationId;
  const thisYear = today.getUTCFullYear();
  return withTenant(deps.db, member, async (tx) => {
    const [totals] = await queryRows<{
      donors: Numeric;
      cents: Numeric;
      gifts: Numeric;
      one_time: Numeric;
      occasional: Numeric;
      regular: Numeric;
      frequent: Numeric;
    }>(
      tx,
      sql`select count(*) as donors, coalesce(sum(total_cents), 0) as cents, coalesce(sum(gift_count), 0) as gifts,
            count(*) filter (where gift_count = 1) as one_time,
            count(*) filter (where gift_count between 2 and 3) as occasional,
            count(*) filter (where gift_count between 4 and 6) as regular,
            count(*) filter (where gift_count >= 7) as frequent
          from donors where organization_id = ${organizationId} and gift_count > 0`,
    );
    const top = await queryRows<DonorRow>(
      tx,
      sql`select ${DONOR_COLUMNS} from donors where organization_id = ${organizationId} and gift_count > 0
          order by total_cents desc, last_name, first_name limit ${TOP_DONORS}`,
    );
    const months = await queryRows<{ month: string; cents: Numeric; gifts: Numeric; donors: Numeric }>(
      tx,
      sql`select month::text as month, amount_cents as cents, gift_count as gifts, donor_count as donors
          from donation_months where organization_id = ${organizationId} order by month`,
    );
    const [years] = await queryRows<{
      previous: Numeric;
      retained: Numeric;
      lybunt: Numeric;
      sybunt: Numeric;
    }>(
      tx,
      sql`select
            count(*) filter (where gave_year_before) as previous,
            count(*) filter (where gave_year_before and gave_last_year) as retained,
            count(*) filter (where gave_last_year and not gave_this_year) as lybunt,
            count(*) filter (where gave_earlier and not gave_last_year and not gave_this_year) as sybunt
          from (
            select donor_id,
              bool_or(year = ${thisYear - 2}) as gave_year_before,
              bool_or(year = ${thisYear - 1}) as gave_last_year,
              bool_or(year = ${thisYear}) as gave_this_year,
              bool_or(year < ${thisYear - 1}) as gave_earlier
            from donor_years where organization_id = ${organizationId}
            group by donor_id
          ) per_donor`,
    );

    const donors = Number(totals?.donors ?? 0);
    const cents = Number(totals?.cents ?? 0);
    const gifts = Number(totals?.gifts ?? 0);
    const frequencyCounts = {
      frequent: Number(totals?.frequent ?? 0),
      regular: Number(totals?.regular ?? 0),
      occasional: Number(totals?.occasional ?? 0),
      'one-time': Number(totals?.one_time ?? 0),
    };
    const monthlyTrends = months.map((row) => {
      const month = row.month.slice(0, 7);
      const amount = Number(row.cents) / 100;
      const giftCount = Number(row.gifts);
      return {
        month,
        label: monthLabel(month),
        year: Number(month.slice(0, 4)),
        amount,
        donorCount: Number(row.donors),
        giftCount,
        averageDonation: giftCount > 0 ? round2(amount / giftCount) : 0,
      };
    });
    // The month under way is not over: its partial total would pull every forecast down.
    const currentMonth = isoDay(today).slice(0, 7);
    const complete = monthlyTrends.filter((trend) => trend.month < currentMonth);
    const base = forecast(complete.slice(-FORECAST_MONTHS).map((trend) => trend.amount));
    const previous = Number(years?.previous ?? 0);
    const retained = Number(years?.retained ?? 0);
    return {
      totalDonors: donors,
      totalAmount: cents / 100,
      averageDonation: gifts > 0 ? round2(cents / 100 / gifts) : 0,
      donationCount: gifts,
      topDonors: top.map(toSummary),
      monthlyTrends,
      frequencyCounts,
      donorRetention: retention({
        oneTime: frequencyCounts['one-time'],
        occasional: frequencyCounts.occasional,
        regular: frequencyCounts.regular,
        frequent: frequencyCounts.frequent,
      }),
      yearOverYear: {
        year: thisYear - 1,
        previousYearDonors: previous,
        retainedDonors: retained,
        retentionRate: previous > 0 ? retained / previous : null,
      },
      lybunt: Number(years?.lybunt ?? 0),
      sybunt: Number(years?.sybunt ?? 0),
      forecast: base,
      enhancedForecast: enhancedForecast(base),
      asOf: isoDay(today),
    };
  });
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}
