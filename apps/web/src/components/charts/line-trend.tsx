import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { AXIS_TICK, CHART_COLOURS, TOOLTIP_STYLE } from './chart-style';

export interface TrendPoint {
  label: string;
  value: number;
}

/**
 * A line chart in one sentence, for the screen reader that cannot see it: its span, highest,
 * lowest and latest points. `chart` names it ("Line chart of ..."); `empty` ends it without data.
 */
export function lineSummary(
  chart: string,
  points: readonly TrendPoint[],
  format: (value: number) => string,
  empty: string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${chart}: ${empty}`;
  if (points.length === 1) return `${chart}: ${format(first.value)} in ${first.label}.`;
  let highest = first;
  let lowest = first;
  for (const point of points) {
    if (point.value > highest.value) highest = point;
    if (point.value < lowest.value) lowest = point;
  }
  return (
    `${chart} from ${first.label} to ${last.label}: ` +
    `highest ${format(highest.value)} in ${highest.label}, ` +
    `lowest ${format(lowest.value)} in ${lowest.label}, ` +
    `latest ${format(last.value)} in ${last.label}.`
  );
}

interface LineTrendProps {
  points: readonly TrendPoint[];
  /** The chart's accessible name: lineSummary of the same points. */
  summary: string;
  /** The series' name in the tooltip. */
  name: string;
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** Fit the value axis to the data instead of starting at zero (indicators, not amounts). */
  fitValues?: boolean;
  /**
   * The last point is a period still under way (its total so far): its segment and its dot are
   * drawn dashed, and the tooltip says "so far", so the drop it shows does not read as a fall.
   */
  partialLast?: boolean;
}

/** A broken ring on the last point only (the other dots are whole rings): the period under way. */
function PartialDot({ cx, cy, index, last }: { cx?: number; cy?: number; index?: number; last: number }) {
  if (index !== last || cx === undefined || cy === undefined) return null;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={4.5}
      fill="#fff"
      stroke={CHART_COLOURS.primary}
      strokeWidth={2}
      strokeDasharray="2.5 2"
    />
  );
}

/** The dashboard's line chart: labels along the bottom, a few value ticks, readable on a phone. */
export function LineTrend({
  points,
  summary,
  name,
  formatTick,
  formatValue,
  fitValues = false,
  partialLast = false,
}: LineTrendProps) {
  const reducedMotion = useReducedMotion();
  const last = points.length - 1;
  // With a partial last point, `complete` draws the solid line up to the point before it and
  // `partial` the dashed segment into it; `value` (every point) carries the tooltip alone.
  const data = points.map((point, index) => ({
    ...point,
    isPartial: partialLast && index === last,
    complete: partialLast && index === last ? null : point.value,
    partial: partialLast && index >= last - 1 ? point.value : null,
  }));
  const dots = points.length <= 24;
  return (
    <div role="img" aria-label={summary} className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
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
            tickFormatter={(value: number) => formatTick(value)}
            tickLine={false}
            axisLine={false}
            tickCount={4}
            width={56}
            {...(fitValues ? { domain: ['auto', 'auto'] } : {})}
          />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            // The series' colour, set here since the partial chart's tooltip series draws no stroke.
            itemStyle={{ color: CHART_COLOURS.primary }}
            formatter={(value, _name, item) => [
              formatValue(Number(value)),
              item.payload?.isPartial ? `${name} so far (partial)` : name,
            ]}
          />
          {partialLast ? (
            <>
              <Line
                isAnimationActive={!reducedMotion}
                type="monotone"
                dataKey="complete"
                stroke={CHART_COLOURS.primary}
                strokeWidth={2}
                dot={dots}
                activeDot={false}
                tooltipType="none"
              />
              <Line
                isAnimationActive={!reducedMotion}
                type="monotone"
                dataKey="partial"
                stroke={CHART_COLOURS.primary}
                strokeWidth={2}
                strokeDasharray="5 4"
                dot={({ cx, cy, index }) => (
                  <PartialDot key={index} cx={cx} cy={cy} index={index} last={last} />
                )}
                activeDot={false}
                tooltipType="none"
              />
              <Line
                isAnimationActive={false}
                dataKey="value"
                name={name}
                stroke="none"
                dot={false}
                activeDot={{ r: 4, fill: CHART_COLOURS.primary, stroke: '#fff', strokeWidth: 2 }}
              />
            </>
          ) : (
            <Line
              isAnimationActive={!reducedMotion}
              type="monotone"
              dataKey="value"
              name={name}
              stroke={CHART_COLOURS.primary}
              strokeWidth={2}
              dot={dots}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
