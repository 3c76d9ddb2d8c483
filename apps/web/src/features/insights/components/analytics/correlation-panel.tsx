import type { EconomicIndicatorView } from '@steward/domain';
import { useId, useState } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';
import { useEconomicInsights } from '../../api/get-economic-insights';
import {
  CORRELATION_COLOUR_CLASSES,
  DIRECTION_LABELS,
  formatCoefficient,
  formatPValue,
} from '../economic/indicator-format';
import { AnalyticsCard } from './analytics-card';

/** Spec 001 §2: the panel opens on consumer confidence. */
const DEFAULT_INDICATOR = 'consumer-confidence';

function Result({ indicator }: { indicator: EconomicIndicatorView }) {
  const { correlation } = indicator;
  if (!correlation) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        {indicator.correlationMessage}
      </p>
    );
  }
  const facts: [string, string][] = [
    ['Coefficient', formatCoefficient(correlation.coefficient)],
    ['Strength', correlation.strength],
    ['Direction', DIRECTION_LABELS[correlation.direction]],
    ['p-value', formatPValue(correlation.pValue)],
    ['Significance', correlation.significance],
    ['Overlapping months', formatNumber(correlation.overlappingMonths)],
  ];
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border p-3 text-sm sm:grid-cols-3 sm:p-4',
        CORRELATION_COLOUR_CLASSES[correlation.colour],
      )}
    >
      {facts.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="opacity-90">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ indicators }: { indicators: EconomicIndicatorView[] }) {
  const selectId = useId();
  const [selectedId, setSelectedId] = useState(DEFAULT_INDICATOR);
  const selected = indicators.find((indicator) => indicator.id === selectedId) ?? indicators[0];
  if (!selected) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>Economic indicator</Label>
        <Select
          id={selectId}
          value={selected.id}
          onChange={(event) => setSelectedId(event.target.value)}
          className="w-full sm:max-w-xs"
        >
          {indicators.map((indicator) => (
            <option key={indicator.id} value={indicator.id}>
              {indicator.name}
            </option>
          ))}
        </Select>
      </div>
      {selected.sample ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="warning">Sample data</Badge>
          The correlation is computed against generated values, not live figures.
        </p>
      ) : null}
      <div aria-live="polite">
        <Result indicator={selected} />
      </div>
      <p className="text-xs text-slate-600">
        Green at 0.6 or more either way, yellow at 0.4 or more, red below. A correlation shows that giving and
        the indicator moved together, not that one caused the other.
      </p>
    </div>
  );
}

/**
 * Spec 001 §2 correlation analysis panel of the Analytics tab: how this organisation's monthly
 * giving moved with the chosen economic indicator (spec 001 §9 strength, significance and colour).
 */
export function CorrelationPanel() {
  const insights = useEconomicInsights();
  return (
    <AnalyticsCard
      title="Economic Correlation"
      description="How your monthly donation totals moved with an economic indicator."
    >
      {insights.isPending ? (
        <LoadingState label="Loading economic data..." />
      ) : insights.isError ? (
        <ErrorMessage>Error loading economic data: {errorMessage(insights.error)}</ErrorMessage>
      ) : (
        <Panel indicators={insights.data.indicators} />
      )}
    </AnalyticsCard>
  );
}
