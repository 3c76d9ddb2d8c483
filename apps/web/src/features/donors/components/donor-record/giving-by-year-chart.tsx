import type { DonorProfile } from '@steward/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLOURS, TOOLTIP_STYLE } from '@/components/charts/chart-style';
import { lineSummary } from '@/components/charts/line-trend';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { formatCompactCurrency } from '@/lib/giving/format';
import { useReducedMotion } from '@/lib/use-reduced-motion';

type Year = DonorProfile['years'][number];

/** What the chart shows, in one sentence, for the screen reader that cannot see it. */
export function givingByYearSummary(years: readonly Year[]): string {
  return lineSummary(
    'Bar chart of giving by year',
    years.map((year) => ({ label: String(year.year), value: year.amount })),
    formatCurrency,
    'no gifts yet.',
  );
}

/**
 * A donor's giving per calendar year as bars, oldest first. Its own chunk: the chart library loads
 * with the first chart the user opens, never with the app.
 */
export function GivingByYearChart({ years }: { years: Year[] }) {
  const reducedMotion = useReducedMotion();
  const data = years.map((year) => ({ label: String(year.year), amount: year.amount, gifts: year.gifts }));
  return (
    <div role="img" aria-label={givingByYearSummary(years)} className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            interval="preserveStartEnd"
            minTickGap={8}
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
            cursor={{ fill: CHART_COLOURS.grid, fillOpacity: 0.5 }}
            formatter={(value, _name, item) => {
              const gifts = Number(item.payload?.gifts ?? 0);
              const count = `${formatNumber(gifts)} ${gifts === 1 ? 'gift' : 'gifts'}`;
              return [`${formatCurrency(Number(value))} (${count})`, 'Given'];
            }}
          />
          <Bar
            isAnimationActive={!reducedMotion}
            dataKey="amount"
            name="Given"
            fill={CHART_COLOURS.primary}
            radius={[4, 4, 0, 0]}
            maxBarSize={56}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
