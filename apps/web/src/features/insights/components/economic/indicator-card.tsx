import type { EconomicIndicatorView } from '@steward/domain';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import {
  CORRELATION_COLOUR_CLASSES,
  formatCoefficient,
  formatIndicatorValue,
  INDICATOR_TRENDS,
} from './indicator-format';

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The correlation with giving in its colour band, with its strength and significance in words. */
function CorrelationValue({ indicator }: { indicator: EconomicIndicatorView }) {
  const { correlation } = indicator;
  if (!correlation) return <span className="text-slate-600">{indicator.correlationMessage}</span>;
  return (
    <span
      className={cn(
        'inline-flex flex-wrap items-baseline gap-x-1 rounded-md border px-2 py-1',
        CORRELATION_COLOUR_CLASSES[correlation.colour],
      )}
    >
      <span className="font-semibold tabular-nums">{formatCoefficient(correlation.coefficient)}</span>{' '}
      <span>
        ({correlation.strength}, {correlation.significance})
      </span>
    </span>
  );
}

interface IndicatorCardProps {
  indicator: EconomicIndicatorView;
  selected: boolean;
  onSelect: () => void;
  /** The chart the card's button shows the indicator in. */
  chartId: string;
}

/**
 * Spec 001 §2 indicator card: name, current value, trend, correlation, impact and recommendation.
 * The name is a toggle button stretched over the whole card: pressing it (or anywhere on the card)
 * shows the indicator in the trend chart.
 */
export function IndicatorCard({ indicator, selected, onSelect, chartId }: IndicatorCardProps) {
  const trend = INDICATOR_TRENDS[indicator.trend];
  const TrendIcon = trend.icon;
  return (
    <div
      className={cn(
        'relative flex h-full flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 text-sm font-semibold text-slate-900">
          <button
            type="button"
            aria-pressed={selected}
            aria-controls={chartId}
            onClick={onSelect}
            className={cn(
              'cursor-pointer text-left after:absolute after:inset-0 after:rounded-xl',
              'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600',
            )}
          >
            {indicator.name}
          </button>
        </h4>
        <div className="flex flex-wrap gap-1">
          <Badge tone="accent">{indicator.source}</Badge>
          {indicator.sample ? <Badge tone="warning">Sample data</Badge> : null}
          {/* The button's pressed state says the same to screen readers. */}
          {selected ? (
            <Badge tone="neutral" aria-hidden="true">
              In chart
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-2.5">
        <Fact label="Current value">
          <span className="text-lg font-semibold wrap-anywhere tabular-nums">
            {indicator.currentValue === null
              ? 'Not available'
              : formatIndicatorValue(indicator.currentValue, indicator.unit)}
          </span>
        </Fact>
        <Fact label="Trend">
          <span className="inline-flex items-center gap-1 font-semibold text-slate-800">
            <TrendIcon aria-hidden="true" className="size-4" />
            {trend.label}
          </span>
        </Fact>
        <Fact label="Correlation with giving" wide>
          <CorrelationValue indicator={indicator} />
        </Fact>
        <Fact label="Impact" wide>
          {indicator.impact}
        </Fact>
        <Fact label="Recommendation" wide>
          {indicator.recommendation}
        </Fact>
      </dl>
    </div>
  );
}
