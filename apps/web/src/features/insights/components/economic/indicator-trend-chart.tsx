import type { EconomicIndicatorView } from '@steward/domain';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { LineTrend, lineSummary } from '@/components/charts/line-trend';
import { AnalyticsCard } from '../analytics/analytics-card';
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
  return lineSummary(
    `Line chart of ${indicator.name}`,
    points(indicator),
    (value) => formatIndicatorValue(value, indicator.unit),
    'no data.',
  );
}

/** Spec 001 §2, §9: the last 12 points of the selected indicator as a line chart. */
export function IndicatorTrendChart({ indicator, id }: { indicator: EconomicIndicatorView; id?: string }) {
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
        <LineTrend
          points={data}
          summary={indicatorTrendSummary(indicator)}
          name={indicator.name}
          formatTick={(value) => formatIndicatorTick(value, indicator.unit)}
          formatValue={(value) => formatIndicatorValue(value, indicator.unit)}
          fitValues
        />
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
