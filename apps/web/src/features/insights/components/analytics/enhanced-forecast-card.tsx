import type { DonorAnalysis } from '@steward/domain';
import { ArrowDownRight, ArrowRight, ArrowUpRight, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCurrency, formatPercent } from '@/lib/format-money';
import { formatCurrencyChange, formatPercentChange } from '@/lib/giving/format';
import { AnalyticsCard } from './analytics-card';

type Adjusted = DonorAnalysis['enhancedForecast']['adjustedPredictions']['nextMonth'];
type TrendDirection = DonorAnalysis['forecast']['trendDirection'];

const TRENDS: Record<TrendDirection, { label: string; icon: LucideIcon; className: string }> = {
  up: { label: 'Up', icon: ArrowUpRight, className: 'text-emerald-700' },
  down: { label: 'Down', icon: ArrowDownRight, className: 'text-red-700' },
  stable: { label: 'Stable', icon: ArrowRight, className: 'text-slate-700' },
};

function Period({ title, prediction }: { title: string; prediction: Adjusted }) {
  const rows: [string, string][] = [
    ['Base forecast', formatCurrency(prediction.baseAmount)],
    ['Economic adjustment', formatCurrencyChange(prediction.economicAdjustment)],
    ['Adjusted forecast', formatCurrency(prediction.finalAmount)],
    ['Confidence', formatPercent(prediction.confidence)],
  ];
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:p-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <dl className="flex flex-col gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-slate-600">{label}</dt>
            <dd
              className={cn(
                'text-slate-900 tabular-nums',
                label === 'Adjusted forecast' && 'text-base font-semibold',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Spec 001 §2, §9: the forecast for next month and next quarter, adjusted by the spec's fixed
 * demonstration factors (not live economic data), with the direction of the underlying trend.
 */
export function EnhancedForecastCard({ analysis }: { analysis: DonorAnalysis }) {
  const { economicFactors, adjustedPredictions } = analysis.enhancedForecast;
  const trend = TRENDS[analysis.forecast.trendDirection];
  const TrendIcon = trend.icon;

  return (
    <AnalyticsCard
      title="Enhanced Forecast"
      description="A linear forecast from the last six months of giving, adjusted for economic factors."
    >
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        Trend:
        <span className={cn('inline-flex items-center gap-1 font-semibold', trend.className)}>
          <TrendIcon aria-hidden="true" className="size-4" />
          {trend.label}
        </span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Period title="Next Month" prediction={adjustedPredictions.nextMonth} />
        <Period title="Next Quarter" prediction={adjustedPredictions.nextQuarter} />
      </div>
      <p className="text-xs text-slate-600">
        The economic factors are fixed demonstration values, not live economic data: consumer confidence{' '}
        {formatPercentChange(economicFactors.consumerConfidence)}, market performance{' '}
        {formatPercentChange(economicFactors.marketPerformance)}, unemployment{' '}
        {formatPercentChange(economicFactors.unemploymentImpact)}, GDP growth{' '}
        {formatPercentChange(economicFactors.gdpGrowthImpact)}.
      </p>
    </AnalyticsCard>
  );
}
