/// <reference path="./jstat.d.ts" />
// The t distribution's CDF comes from jstat rather than hand-written numerics: one package with no
// dependencies and no install scripts (about 52 kB minified for the whole library), against 223
// packages for @stdlib/stats-base-dists-t-cdf (142 kB minified). Within 4e-8 of stdlib's CDF for
// 1-200 degrees of freedom, far finer than p-values clamped to 0.001..0.999 need.
import jStat from 'jstat';
import { monthlyLast, type Observation, observationMonth } from './series';

/** Spec 001 §5: with fewer overlapping months there is no correlation. */
export const CORRELATION_MIN_MONTHS = 3;
/** Spec 001 §9: p-values are clamped to this range. */
export const P_VALUE_MIN = 0.001;
export const P_VALUE_MAX = 0.999;

/** Spec 001 §8, shown instead of a correlation. */
export const NO_OVERLAP_MESSAGE =
  'No overlapping data found between donation trends and selected economic indicator.';

export const CORRELATION_STRENGTHS = ['Very Strong', 'Strong', 'Moderate', 'Weak', 'Very Weak'] as const;
export type CorrelationStrength = (typeof CORRELATION_STRENGTHS)[number];

export const SIGNIFICANCE_LEVELS = ['Highly Significant', 'Significant', 'Not Significant'] as const;
export type Significance = (typeof SIGNIFICANCE_LEVELS)[number];

export const CORRELATION_COLOURS = ['green', 'yellow', 'red'] as const;
export type CorrelationColour = (typeof CORRELATION_COLOURS)[number];

export const CORRELATION_DIRECTIONS = ['positive', 'negative', 'none'] as const;
export type CorrelationDirection = (typeof CORRELATION_DIRECTIONS)[number];

/**
 * Pearson's correlation coefficient of paired values, -1 to 1. Null with fewer than 3 pairs or
 * when either side does not vary (the coefficient is undefined). Throws when the lengths differ.
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length)
    throw new RangeError(`pearson needs paired values (${xs.length} and ${ys.length})`);
  const n = xs.length;
  if (n < CORRELATION_MIN_MONTHS) return null;
  // Checked exactly: mean-centring equal values can leave rounding dust that looks like variance.
  if (xs.every((x) => x === xs[0]) || ys.every((y) => y === ys[0])) return null;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let index = 0; index < n; index++) {
    const dx = (xs[index] as number) - meanX;
    const dy = (ys[index] as number) - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // One square root is exact more often (Sxx 10, Syy 10: 10, not 10.000000000000002); two only
  // when the product overflows or underflows.
  const product = Math.sqrt(sxx * syy);
  const r = sxy / (product > 0 && Number.isFinite(product) ? product : Math.sqrt(sxx) * Math.sqrt(syy));
  if (!Number.isFinite(r)) return null;
  // Rounding can carry a perfect fit a hair past ±1.
  return Math.min(1, Math.max(-1, r));
}

/**
 * Spec 001 §9: the two-sided p-value of a correlation r over n pairs, from Student's t distribution
 * with n - 2 degrees of freedom (t = r·√((n-2)/(1-r²))), clamped to 0.001..0.999. |r| of 1 is the
 * smallest p; fewer than 3 pairs (no degrees of freedom) or an r that is not a number is the largest.
 */
export function pValue(r: number, n: number): number {
  const degreesOfFreedom = n - 2;
  if (Number.isNaN(r) || !(degreesOfFreedom >= 1)) return P_VALUE_MAX;
  const size = Math.min(1, Math.abs(r));
  if (size === 1) return P_VALUE_MIN;
  const t = size * Math.sqrt(degreesOfFreedom / (1 - size * size));
  // Twice the lower tail at -|t| rather than 2·(1 - CDF(|t|)): no cancellation for small p.
  const p = 2 * jStat.studentt.cdf(-t, degreesOfFreedom);
  return Math.min(P_VALUE_MAX, Math.max(P_VALUE_MIN, p));
}

/** Spec 001 §9, by absolute value: 0.8 or more Very Strong, 0.6 Strong, 0.4 Moderate, 0.2 Weak. */
export function correlationStrength(r: number): CorrelationStrength {
  const size = Math.abs(r);
  if (size >= 0.8) return 'Very Strong';
  if (size >= 0.6) return 'Strong';
  if (size >= 0.4) return 'Moderate';
  if (size >= 0.2) return 'Weak';
  return 'Very Weak';
}

/** Spec 001 §9: p below 0.01 is Highly Significant, below 0.05 Significant. */
export function significance(p: number): Significance {
  if (p < 0.01) return 'Highly Significant';
  if (p < 0.05) return 'Significant';
  return 'Not Significant';
}

/** Spec 001 §9, by absolute value: green at 0.6 or more, yellow at 0.4 or more, red below. */
export function correlationColour(r: number): CorrelationColour {
  const size = Math.abs(r);
  if (size >= 0.6) return 'green';
  if (size >= 0.4) return 'yellow';
  return 'red';
}

/** The sign of r: 'none' only for exactly 0. */
export function correlationDirection(r: number): CorrelationDirection {
  return r > 0 ? 'positive' : r < 0 ? 'negative' : 'none';
}

/** Total giving of one calendar month, any unit (correlation does not depend on it). */
export interface GivingMonth {
  /** 'yyyy-MM' */
  month: string;
  amount: number;
}

/** Spec 001 §3 (correlation result), plus the colour of §9 and how much data it rests on. */
export interface CorrelationResult {
  coefficient: number;
  strength: CorrelationStrength;
  direction: CorrelationDirection;
  pValue: number;
  significance: Significance;
  colour: CorrelationColour;
  /** Giving months matched to an indicator value (for a quarterly indicator, to its quarter). */
  overlappingMonths: number;
  /** Pairs correlated, the n of the p-value: months, or quarters for a quarterly indicator. */
  pairs: number;
}

export type CorrelationFrequency = 'monthly' | 'quarterly';

const GIVING_MONTH = /^(\d{4})-(\d{2})$/;

function givingMonth(month: string): string {
  const match = GIVING_MONTH.exec(month);
  const number = match ? Number(match[2]) : 0;
  if (number < 1 || number > 12) throw new RangeError(`Not a month: "${month}" (expected yyyy-MM)`);
  return month;
}

/** '2024-Q2' for '2024-05': the quarter a month falls in. */
function quarterOf(month: string): string {
  return `${month.slice(0, 4)}-Q${Math.ceil(Number(month.slice(5, 7)) / 3)}`;
}

const QUARTER_START_MONTHS = new Set(['01', '04', '07', '10']);

/** Quarterly when every value is dated in the first month of a quarter, as FRED and BEA date them. */
function inferFrequency(indicator: readonly Observation[]): CorrelationFrequency {
  return indicator.length > 0 &&
    indicator.every((observation) => QUARTER_START_MONTHS.has(observationMonth(observation.date).slice(5)))
    ? 'quarterly'
    : 'monthly';
}

/**
 * Spec 001 §3, §5, §9: Pearson's correlation between monthly giving and an economic indicator,
 * matched by calendar month. A monthly indicator pairs each month's giving with that month's value;
 * several values in one month (a daily series) count as the latest one. A quarterly indicator
 * (inferred when every value is dated in a quarter's first month, or given) pairs each quarter's
 * value with the total giving of that quarter's months; a quarter with only some months of giving
 * (at the edges of the data) is paired with the total of those months. Several giving entries for
 * one month are added up. Null when fewer than 3 giving months overlap the indicator (the UI then
 * shows NO_OVERLAP_MESSAGE), when fewer than 3 pairs remain, or when either side does not vary.
 */
export function correlate(
  giving: readonly GivingMonth[],
  indicator: readonly Observation[],
  frequency: CorrelationFrequency = inferFrequency(indicator),
): CorrelationResult | null {
  const givingByMonth = new Map<string, number>();
  for (const entry of giving) {
    const month = givingMonth(entry.month);
    givingByMonth.set(month, (givingByMonth.get(month) ?? 0) + entry.amount);
  }

  // One indicator value per period, keyed by month or by quarter.
  const period = frequency === 'quarterly' ? quarterOf : (month: string) => month;
  const valueByPeriod = new Map<string, number>();
  for (const observation of monthlyLast(indicator)) {
    valueByPeriod.set(period(observationMonth(observation.date)), observation.value);
  }

  const givingByPeriod = new Map<string, number>();
  let overlappingMonths = 0;
  for (const [month, amount] of givingByMonth) {
    const key = period(month);
    if (!valueByPeriod.has(key)) continue;
    overlappingMonths++;
    givingByPeriod.set(key, (givingByPeriod.get(key) ?? 0) + amount);
  }
  if (overlappingMonths < CORRELATION_MIN_MONTHS) return null;

  const keys = [...givingByPeriod.keys()].sort();
  const amounts = keys.map((key) => givingByPeriod.get(key) as number);
  const values = keys.map((key) => valueByPeriod.get(key) as number);
  const coefficient = pearson(amounts, values);
  if (coefficient === null) return null;
  const p = pValue(coefficient, keys.length);
  return {
    coefficient,
    strength: correlationStrength(coefficient),
    direction: correlationDirection(coefficient),
    pValue: p,
    significance: significance(p),
    colour: correlationColour(coefficient),
    overlappingMonths,
    pairs: keys.length,
  };
}
