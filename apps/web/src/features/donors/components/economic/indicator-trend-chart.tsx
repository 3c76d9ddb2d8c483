import type { EconomicIndicatorView } from '@steward/domain';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '../../../../lib/use-reduced-motion';
import { AnalyticsCard } from '../analytics/analytics-card';
import { ChartDataTable } from '../analytics/chart-data-table';
import { AXIS_TICK, CHART_COLOURS, TOOLTIP_STYLE } from '../analytics/chart-style';
import { formatIndicatorPeriod, formatIndicatorTick, formatIndicatorValue } from './indicator-format';

interface Point {
  date: string;
  label: string;
  value: number;
}

function points(indicator: EconomicIndicatorView): Point[] {
  return indicator.data.map((point) => ({
    date: point.date,
    label: formatIndicatorPeriod(point.date, indicator.frequency),
    value: point.value,
  }));
}

/** What the chart shows, in one sentence, for the screen reader that cannot see it. */
export function indicatorTrendSummary(indicator: EconomicIndicatorView): string {
  const data = points(indicator);
  const value = (point: Point) => formatIndicatorValue(point.value, indicator.unit);
  const first = data[0];
  const last = data.at(-1);
  const chart = `Line chart of ${indicator.name}`;
  if (!first || !last) return `${chart}: no data.`;
  if (data.length === 1) return `${chart}: ${value(first)} in ${first.label}.`;
  let highest = first;
  let lowest = first;
  for (const point of data) {
    if (point.value > highest.value) highest = point;
    if (point.value < lowest.value) lowest = point;
  }
  return (
    `${chart} from ${first.label} to ${last.label}: ` +
    `highest ${value(highest)} in ${highest.label}, ` +
    `lowest ${value(lowest)} in ${lowest.label}, ` +
    `latest ${value(last)} in ${last.label}.`
  );
}

/** Spec 001 §2, §9: the last 12 points of the selected indicator as a line chart. */
export function IndicatorTrendChart({ indicator, id }: { indicator: EconomicIndicatorView; id?: string }) {
  const reducedMotion = useReducedMotion();
  const data = points(indicator);
  return (
    <div id={id} className="min-w-0">
      <AnalyticsCard
        title={`${indicator.name} trend`}
        description={
          indicator.sample
            ? `The last ${data.length} values. Sample data, not live figures.`
            : `The last ${data.length} values, from ${indicator.source}.`
        }
      >
        <div role="img" aria-label={indicatorTrendSummary(indicator)} className="h-64 w-full sm:h-72">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={data}
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
                tickFormatter={(value: number) => formatIndicatorTick(value, indicator.unit)}
                tickLine={false}
                axisLine={false}
                tickCount={4}
                width={56}
                domain={['auto', 'auto']}
              />
              <Tooltip
                contentStyle={TOOLTIP_STYLE}
                formatter={(value) => [formatIndicatorValue(Number(value), indicator.unit), indicator.name]}
              />
              <Line
                isAnimationActive={!reducedMotion}
                type="monotone"
                dataKey="value"
                name={indicator.name}
                stroke={CHART_COLOURS.primary}
                strokeWidth={2}
                dot
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <ChartDataTable
          caption={indicator.name}
          columns={['Period', 'Value']}
          rows={data.map((point) => ({
            key: point.date,
            cells: [point.label, formatIndicatorValue(point.value, indicator.unit)],
          }))}
        />
      </AnalyticsCard>
    </div>
  );
}
