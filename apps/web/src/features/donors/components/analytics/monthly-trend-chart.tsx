import type { DonorAnalysis } from '@steward/domain';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency, formatNumber } from '../../../../lib/format-money';
import { useReducedMotion } from '../../../../lib/use-reduced-motion';
import { formatCompactCurrency } from '../format';
import { AnalyticsCard } from './analytics-card';
import { ChartDataTable } from './chart-data-table';
import { AXIS_TICK, CHART_COLOURS, TOOLTIP_STYLE } from './chart-style';

type MonthlyTrend = DonorAnalysis['monthlyTrends'][number];

/** What the chart shows, in one sentence, for the screen reader that cannot see it. */
export function monthlyTrendSummary(trends: MonthlyTrend[]): string {
  const first = trends[0];
  const last = trends.at(-1);
  if (!first || !last) return 'Line chart of monthly donation amounts: no donations yet.';
  if (trends.length === 1) {
    return `Line chart of monthly donation amounts: ${formatCurrency(first.amount)} in ${first.label}.`;
  }
  let highest = first;
  let lowest = first;
  for (const trend of trends) {
    if (trend.amount > highest.amount) highest = trend;
    if (trend.amount < lowest.amount) lowest = trend;
  }
  return (
    `Line chart of monthly donation amounts from ${first.label} to ${last.label}: ` +
    `highest ${formatCurrency(highest.amount)} in ${highest.label}, ` +
    `lowest ${formatCurrency(lowest.amount)} in ${lowest.label}, ` +
    `latest ${formatCurrency(last.amount)} in ${last.label}.`
  );
}

/** Spec 001 §2: a line chart of the monthly donation amount, months as 'MMM yyyy'. */
export function MonthlyTrendChart({ trends }: { trends: MonthlyTrend[] }) {
  const reducedMotion = useReducedMotion();
  return (
    <AnalyticsCard title="Monthly Donations" description="Total given each month.">
      <div role="img" aria-label={monthlyTrendSummary(trends)} className="h-64 w-full sm:h-72">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={trends}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              tick={AXIS_TICK}
              tickLine={false}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              tick={AXIS_TICK}
              tickFormatter={(value: number) => formatCompactCurrency(value)}
              tickLine={false}
              axisLine={false}
              tickCount={4}
              width={56}
            />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              formatter={(value) => [formatCurrency(Number(value)), 'Donations']}
            />
            <Line
              isAnimationActive={!reducedMotion}
              type="monotone"
              dataKey="amount"
              name="Donations"
              stroke={CHART_COLOURS.primary}
              strokeWidth={2}
              dot={trends.length <= 24}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
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
