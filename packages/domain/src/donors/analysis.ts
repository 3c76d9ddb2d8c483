import { MONTH_NAMES } from './dates';

/** Spec 001 §9: the forecast fits a line through at most this many of the latest months. */
export const FORECAST_MONTHS = 6;
/** Spec 001 §5: with fewer monthly amounts there is no forecast. */
export const FORECAST_MIN_MONTHS = 3;
/**
 * Spec 001 §4: a slope above 0.1 a month is up, below -0.1 down, in the unit of the amounts given.
 * Either way (the original's dollars, Steward's cents) only a flat series is stable.
 */
export const FORECAST_STABLE_SLOPE = 0.1;

export const TREND_DIRECTIONS = ['up', 'down', 'stable'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];

export interface Prediction {
  /** In the unit of the amounts given, not rounded; never below 0. */
  predictedAmount: number;
  /** R-squared of the fit, 0 to 1. */
  confidence: number;
}

export interface Forecast {
  nextMonth: Prediction;
  nextQuarter: Prediction;
  trendDirection: TrendDirection;
}

/**
 * Spec 001 §4, §5, §9: a least-squares line through the last 6 monthly amounts (oldest first,
 * x = 0..n-1; any unit, Steward passes cents). Next month is the line at x = n, next quarter the mean of x = n, n+1, n+2;
 * each month's prediction is at least 0 before the mean. Confidence is R-squared clamped to 0..1,
 * and 1 when every amount is equal (the line fits exactly). Fewer than 3 amounts: 0, 0, stable.
 */
export function forecast(monthlyAmounts: readonly number[]): Forecast {
  const amounts = monthlyAmounts.slice(-FORECAST_MONTHS);
  const n = amounts.length;
  if (n < FORECAST_MIN_MONTHS) {
    return {
      nextMonth: { predictedAmount: 0, confidence: 0 },
      nextQuarter: { predictedAmount: 0, confidence: 0 },
      trendDirection: 'stable',
    };
  }
  const meanX = (n - 1) / 2;
  const meanY = amounts.reduce((sum, amount) => sum + amount, 0) / n;
  let sxy = 0;
  let sxx = 0;
  amounts.forEach((amount, x) => {
    sxy += (x - meanX) * (amount - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const at = (x: number) => Math.max(0, intercept + slope * x);

  let residual = 0;
  let spread = 0;
  amounts.forEach((amount, x) => {
    residual += (amount - (intercept + slope * x)) ** 2;
    spread += (amount - meanY) ** 2;
  });
  const confidence = spread === 0 ? 1 : Math.min(1, Math.max(0, 1 - residual / spread));

  return {
    nextMonth: { predictedAmount: at(n), confidence },
    nextQuarter: { predictedAmount: (at(n) + at(n + 1) + at(n + 2)) / 3, confidence },
    trendDirection: slope > FORECAST_STABLE_SLOPE ? 'up' : slope < -FORECAST_STABLE_SLOPE ? 'down' : 'stable',
  };
}

export interface DonorCounts {
  oneTime: number;
  occasional: number;
  regular: number;
  frequent: number;
}

export interface Retention {
  /** Donors with one gift. */
  newDonors: number;
  /** Donors with two gifts or more. */
  returningDonors: number;
  /** Share of returning donors, 0 to 1. */
  retentionRate: number;
  /** 1 minus the retention rate; 0 without donors. */
  churnRate: number;
}

/**
 * Spec 001 §9: retained are the frequent, regular and occasional donors, new the one-time donors;
 * the rates are shares of all donors (0 to 1), and both 0 without donors.
 */
export function retention(counts: DonorCounts): Retention {
  const returningDonors = counts.frequent + counts.regular + counts.occasional;
  const total = returningDonors + counts.oneTime;
  const retentionRate = total === 0 ? 0 : returningDonors / total;
  return {
    newDonors: counts.oneTime,
    returningDonors,
    retentionRate,
    churnRate: total === 0 ? 0 : 1 - retentionRate,
  };
}

/** Spec 001 §9: the enhanced forecast's fixed economic factors, in the spec's order. */
export const ECONOMIC_FACTORS = {
  consumerConfidence: 0.05,
  marketPerformance: 0.03,
  unemploymentImpact: -0.02,
  gdpGrowthImpact: 0.04,
} as const;

/** Spec 001 §9: the fixed multipliers and confidence steps of the enhanced forecast. */
const NEXT_MONTH_FACTOR = 1.08;
const NEXT_QUARTER_FACTOR = 1.06;
const NEXT_MONTH_CONFIDENCE_STEP = 0.05;
const NEXT_QUARTER_CONFIDENCE_STEP = 0.03;
export const ENHANCED_CONFIDENCE_CAP = 0.95;

export interface AdjustedPrediction {
  /** The plain forecast's amount. */
  baseAmount: number;
  /** What the economic factors add, in the same unit: finalAmount - baseAmount. */
  economicAdjustment: number;
  finalAmount: number;
  confidence: number;
}

export interface EnhancedForecast {
  economicFactors: {
    consumerConfidence: number;
    marketPerformance: number;
    unemploymentImpact: number;
    gdpGrowthImpact: number;
  };
  adjustedPredictions: { nextMonth: AdjustedPrediction; nextQuarter: AdjustedPrediction };
}

function adjust(base: Prediction, factor: number, confidenceStep: number): AdjustedPrediction {
  const finalAmount = base.predictedAmount * factor;
  return {
    baseAmount: base.predictedAmount,
    economicAdjustment: finalAmount - base.predictedAmount,
    finalAmount,
    confidence: Math.min(ENHANCED_CONFIDENCE_CAP, base.confidence + confidenceStep),
  };
}

/**
 * Spec 001 §9, a fixed demonstration: next month is the forecast x 1.08 with confidence + 0.05,
 * next quarter x 1.06 with + 0.03, each confidence at most 0.95.
 */
export function enhancedForecast(base: Forecast): EnhancedForecast {
  return {
    economicFactors: { ...ECONOMIC_FACTORS },
    adjustedPredictions: {
      nextMonth: adjust(base.nextMonth, NEXT_MONTH_FACTOR, NEXT_MONTH_CONFIDENCE_STEP),
      nextQuarter: adjust(base.nextQuarter, NEXT_QUARTER_FACTOR, NEXT_QUARTER_CONFIDENCE_STEP),
    },
  };
}

const MONTH_KEY = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

/** Spec 001 §3 monthly trend label 'MMM yyyy': '2024-03' (or '2024-03-15') is 'Mar 2024'. */
export function monthLabel(month: string): string {
  const match = MONTH_KEY.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || name === undefined) throw new RangeError(`Not a month: "${month}" (expected yyyy-MM)`);
  return `${name.slice(0, 3)} ${match[1]}`;
}
