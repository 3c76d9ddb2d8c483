import type { DonorAnalysis } from '@steward/domain';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { CHART_COLOURS } from '@/components/charts/chart-style';
import { LineTrend, lineSummary } from '@/components/charts/line-trend';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { formatCompactCurrency } from '@/lib/giving/format';
import { AnalyticsCard } from './analytics-card';

type MonthlyTrend = DonorAnalysis['monthlyTrends'][number];

const LONG_MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' as "November 2026". */
function longMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return LONG_MONTH.format(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
}

/**
 * The last month of the series when it is the month under way: the month of `asOf`, the same "today"
 * the server's forecast uses to leave that month out. Undefined when the series ends earlier.
 */
export function partialMonth(trends: readonly MonthlyTrend[], asOf: string): MonthlyTrend | undefined {
  const last = trends.at(-1);
  return last && last.month === asOf.slice(0, 7) ? last : undefined;
}

/** "November 2026 so far (partial month)". */
export function partialMonthNote(trend: MonthlyTrend): string {
  return `${longMonth(trend.month)} so far (partial month)`;
}

const points = (trends: readonly MonthlyTrend[]) =>
  trends.map((trend) => ({ label: trend.label, value: trend.amount }));

/** What the chart shows, in one sentence, for the screen reader that cannot see it. */
export function monthlyTrendSummary(trends: readonly MonthlyTrend[], partial?: MonthlyTrend): string {
  const summary = lineSummary(
    'Line chart of monthly donation amounts',
    points(trends),
    formatCurrency,
    'no donations yet.',
  );
  return partial ? `${summary} ${partial.label} is a partial month: its amount so far.` : summary;
}

/** A short dashed line, as the chart draws the partial month. */
function DashedSwatch() {
  return (
    <svg aria-hidden="true" width="24" height="8" viewBox="0 0 24 8" className="shrink-0">
      <line
        x1="0"
        y1="4"
        x2="24"
        y2="4"
        stroke={CHART_COLOURS.primary}
        strokeWidth="2"
        strokeDasharray="5 4"
      />
    </svg>
  );
}

/**
 * Spec 001 §2: a line chart of the monthly donation amount, months as 'MMM yyyy'. The month under
 * way is drawn dashed and named as partial, so its total so far does not read as a fall.
 */
export function MonthlyTrendChart({ trends, asOf }: { trends: MonthlyTrend[]; asOf: string }) {
  const partial = partialMonth(trends, asOf);
  return (
    <AnalyticsCard title="Monthly Donations" description="Total given each month.">
      <LineTrend
        points={points(trends)}
        summary={monthlyTrendSummary(trends, partial)}
        name="Donations"
        formatTick={formatCompactCurrency}
        formatValue={formatCurrency}
        partialLast={partial !== undefined}
      />
      {partial ? (
        <p className="-mt-2 flex items-center gap-2 text-xs text-slate-600">
          <DashedSwatch />
          {partialMonthNote(partial)}
        </p>
      ) : null}
      <ChartDataTable
        caption="Monthly donations"
        columns={['Month', 'Amount', 'Donors', 'Gifts']}
        rows={trends.map((trend) => ({
          key: trend.month,
          cells: [
            trend === partial ? `${trend.label} so far (partial month)` : trend.label,
            formatCurrency(trend.amount),
            formatNumber(trend.donorCount),
            formatNumber(trend.giftCount),
          ],
        }))}
      />
    </AnalyticsCard>
  );
}
