// How the Economic Insights tab and the Analytics tab's correlation panel write an indicator's
// values, trend and correlation; en-US as spec 001 §9 asks. No chart code here: the correlation
// panel imports this without the chart library.
import type { CorrelationView, EconomicIndicatorView } from '@steward/domain';
import { ArrowDownRight, ArrowRight, ArrowUpRight, type LucideIcon } from 'lucide-react';
import { formatMonthYear } from '@/lib/giving/format';

const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const AXIS_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** A coefficient as "0.75" or "-0.62"; a value that rounds to 0 is "0.00", never "-0.00". */
const COEFFICIENT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const P_VALUE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A value of the indicator with its unit: "4.1%" (one decimal), "71.8 index", "5,881.63 points". */
export function formatIndicatorValue(value: number, unit: string): string {
  if (unit === '%') return `${ONE_DECIMAL.format(value)}%`;
  return `${NUMBER.format(value)} ${unit}`;
}

/** A chart axis label, short enough for a phone: "4.1%" or "5,881.6". */
export function formatIndicatorTick(value: number, unit: string): string {
  return unit === '%' ? `${AXIS_NUMBER.format(value)}%` : AXIS_NUMBER.format(value);
}

/** The period an observation stands for: "Q1 2024" for a quarterly series, else "Jan 2024". */
export function formatIndicatorPeriod(date: string, frequency: EconomicIndicatorView['frequency']): string {
  if (frequency === 'quarterly') {
    const [year, month] = date.split('-').map(Number);
    return `Q${Math.floor(((month ?? 1) - 1) / 3) + 1} ${year}`;
  }
  return formatMonthYear(date);
}

/** Spec 001 §3: a correlation coefficient to 2 decimals. */
export function formatCoefficient(coefficient: number): string {
  return COEFFICIENT.format(coefficient);
}

/** Spec 001 §9: a p-value (0.001 to 0.999) to 3 decimals. */
export function formatPValue(pValue: number): string {
  return P_VALUE.format(pValue);
}

export const DIRECTION_LABELS: Record<CorrelationView['direction'], string> = {
  positive: 'Positive',
  negative: 'Negative',
  none: 'None',
};

/**
 * Spec 001 §9 correlation colours by the coefficient's size: green at 0.6 or more, yellow at 0.4
 * or more, red below. The strength is always written next to the colour.
 */
export const CORRELATION_COLOUR_CLASSES: Record<CorrelationView['colour'], string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  yellow: 'border-amber-200 bg-amber-50 text-amber-900',
  red: 'border-red-200 bg-red-50 text-red-900',
};

/** Spec 001 §4 indicator trend, as an arrow and a word. */
export const INDICATOR_TRENDS: Record<EconomicIndicatorView['trend'], { label: string; icon: LucideIcon }> = {
  up: { label: 'Up', icon: ArrowUpRight },
  down: { label: 'Down', icon: ArrowDownRight },
  stable: { label: 'Stable', icon: ArrowRight },
};

export const SOURCE_NAMES: Record<EconomicIndicatorView['source'], string> = {
  FRED: 'Federal Reserve Bank of St. Louis',
  BEA: 'U.S. Bureau of Economic Analysis',
};
