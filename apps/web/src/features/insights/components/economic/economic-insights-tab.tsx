import type { EconomicInsights } from '@steward/domain';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useEconomicInsights } from '../../api/get-economic-insights';
import { DataSources } from './data-sources';
import { IndicatorCard } from './indicator-card';
import { IndicatorTrendChart } from './indicator-trend-chart';
import { WeatherPanel } from './weather-panel';

/** Spec 001 §8: shown when any indicator is sample data; each such card says so too. */
function SampleDataBanner({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 font-medium break-words">{message}</p>
    </div>
  );
}

function Insights({ insights }: { insights: EconomicInsights }) {
  const headingId = useId();
  const chartId = useId();
  const { indicators } = insights;
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const selected = indicators.find((indicator) => indicator.id === selectedId) ?? indicators[0];

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {insights.message ? <SampleDataBanner message={insights.message} /> : null}
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-0.5">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            Economic indicators
          </h3>
          <p className="text-sm text-slate-600">
            {indicators.length} indicators next to your giving: each correlation is computed from your monthly
            donation totals. Select an indicator to see its trend.
          </p>
        </div>
        <ul aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2 sm:gap-4 2xl:grid-cols-4">
          {indicators.map((indicator) => (
            <li key={indicator.id} className="min-w-0">
              <IndicatorCard
                indicator={indicator}
                selected={indicator.id === selected?.id}
                onSelect={() => setSelectedId(indicator.id)}
                chartId={chartId}
              />
            </li>
          ))}
        </ul>
      </section>
      {selected ? <IndicatorTrendChart id={chartId} indicator={selected} /> : null}
      <WeatherPanel />
      <DataSources indicators={indicators} />
    </div>
  );
}

/**
 * Spec 001 §2 tab 6 "Economic Insights": the indicator cards, the selected indicator's trend and
 * where the data comes from (the spec's list claims 11 indicators; 8 are built). Loaded lazily by
 * the donor analytics tool, so the chart library stays out of the first download.
 */
export function EconomicInsightsTab() {
  const insights = useEconomicInsights();
  if (insights.isPending) return <LoadingState label="Loading economic data..." />;
  if (insights.isError) {
    return <ErrorMessage>Error loading economic data: {errorMessage(insights.error)}</ErrorMessage>;
  }
  return <Insights insights={insights.data} />;
}
