import type { DonorAnalysis } from '@steward/domain';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { formatCompactCurrency } from '../format';
import { AnalyticsCard } from './analytics-card';
import { ChartDataTable } from './chart-data-table';
import { LineTrend, lineSummary } from './line-trend';

type MonthlyTrend = DonorAnalysis['monthlyTrends'][number];

const points = (trends: MonthlyTrend[]) =>
  trends.map((trend) => ({ label: trend.label, value: trend.amount }));

/** What the chart shows, in one sentence, for the screen reader that cannot see it. */
export function monthlyTrendSummary(trends: MonthlyTrend[]): string {
  return lineSummary(
    'Line chart of monthly donation amounts',
    points(trends),
    formatCurrency,
    'no donations yet.',
  );
}

/** Spec 001 §2: a line chart of the monthly donation amount, months as 'MMM yyyy'. */
export function MonthlyTrendChart({ trends }: { trends: MonthlyTrend[] }) {
  return (
    <AnalyticsCard title="Monthly Donations" description="Total given each month.">
      <LineTrend
        points={points(trends)}
        summary={monthlyTrendSummary(trends)}
        name="Donations"
        formatTick={formatCompactCurrency}
        formatValue={formatCurrency}
      />
      <ChartDataTable
        caption="Monthly donations"
        columns={['Month', 'Amount', 'Donors', 'Gifts']}
        rows={trends.map((trend) => ({
          key: trend.month,
          cells: [
            trend.label,
            formatCurrency(trend.amount),
            formatNumber(trend.donorCount),
            formatNumber(trend.giftCount),
          ],
        }))}
      />
    </AnalyticsCard>
  );
}
