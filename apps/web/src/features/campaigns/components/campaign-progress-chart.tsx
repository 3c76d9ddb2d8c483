import { type CampaignDetail, centsToDollars } from '@steward/domain';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLOURS, TOOLTIP_STYLE } from '@/components/charts/chart-style';
import { formatCurrency } from '@/lib/format-money';
import { formatCompactCurrency, formatMonthYear } from '@/lib/giving/format';
import { useReducedMotion } from '@/lib/use-reduced-motion';

/**
 * What was given and pledged by the end of each month, as two lines, and the goal as a dashed
 * line across. Its own chunk: the chart library loads with the first chart the user opens.
 */
export function CampaignProgressChart({
  campaign,
  summary,
}: {
  campaign: Pick<CampaignDetail, 'progress' | 'goalCents'>;
  /** The chart's accessible name. */
  summary: string;
}) {
  const reducedMotion = useReducedMotion();
  const data = campaign.progress.map((month) => ({
    label: formatMonthYear(month.month),
    given: centsToDollars(month.givenCents),
    pledged: centsToDollars(month.pledgedCents),
  }));
  const goal = campaign.goalCents === null ? null : centsToDollars(campaign.goalCents);
  const dots = data.length <= 24;
  return (
    <div role="img" aria-label={summary} className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 16, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
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
            // The goal stays in sight even before the lines come near it.
            domain={[0, (dataMax: number) => Math.max(dataMax, goal ?? 0)]}
          />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            formatter={(value, name) => [formatCurrency(Number(value)), name]}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {goal !== null ? (
            <ReferenceLine
              y={goal}
              stroke={CHART_COLOURS.text}
              strokeDasharray="6 4"
              label={{ value: 'Goal', position: 'insideTopLeft', fill: CHART_COLOURS.text, fontSize: 12 }}
            />
          ) : null}
          <Line
            isAnimationActive={!reducedMotion}
            type="monotone"
            dataKey="pledged"
            name="Pledged"
            stroke={CHART_COLOURS.secondary}
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={dots}
          />
          <Line
            isAnimationActive={!reducedMotion}
            type="monotone"
            dataKey="given"
            name="Given"
            stroke={CHART_COLOURS.primary}
            strokeWidth={2}
            dot={dots}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
