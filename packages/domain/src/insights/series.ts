import type { TrendDirection } from '../donors/analysis';

/** One value of an economic series. */
export interface Observation {
  /** 'yyyy-MM-dd'; monthly and quarterly values are dated the first day of their period. */
  date: string;
  value: number;
}

/** Spec 001 §9: the trend chart shows the last 12 points of the selected indicator. */
export const TREND_CHART_POINTS = 12;
/** Spec 001 §4: the indicator trend compares the average of the last 3 values with the 3 before. */
export const INDICATOR_TREND_WINDOW = 3;
/** Spec 001 §4: a relative change above 2% is up, below -2% down. */
export const INDICATOR_TREND_THRESHOLD = 0.02;

const DATE = /^(\d{4})-(\d{2})-\d{2}$/;

/** 'yyyy-MM' of an observation's date; throws on a date that is not 'yyyy-MM-dd'. */
export function observationMonth(date: string): string {
  const match = DATE.exec(date);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a date: "${date}" (expected yyyy-MM-dd)`);
  return `${match[1]}-${match[2]}`;
}

/**
 * Spec 001 §9: each value's percent change against the value `offset` points earlier (12 for the
 * monthly consumer price index, 4 for BEA's quarters), at full precision: rounding is for display.
 * Observations are oldest first without gaps, as FRED and BEA give them, so `offset` points back is
 * the same period a year earlier. The change is relative to the earlier value's size, so a rise is
 * positive even from below 0. The first `offset` points have no predecessor and are dropped, and so
 * is a point whose predecessor is 0 (no percent change from 0). Each point keeps its own date.
 */
export function yearOverYear(observations: readonly Observation[], offset: number): Observation[] {
  if (!Number.isInteger(offset) || offset < 1) throw new RangeError(`Offset must be a whole number above 0`);
  const changes: Observation[] = [];
  for (let index = offset; index < observations.length; index++) {
    const current = observations[index] as Observation;
    const earlier = (observations[index - offset] as Observation).value;
    if (earlier === 0) continue;
    changes.push({ date: current.date, value: ((current.value - earlier) / Math.abs(earlier)) * 100 });
  }
  return changes;
}

/**
 * A daily series (the S&P 500's closes) as one value a month: the latest-dated observation of each
 * calendar month, dated 'yyyy-MM-01' like FRED's monthly series, oldest month first.
 */
export function monthlyLast(observations: readonly Observation[]): Observation[] {
  const latest = new Map<string, Observation>();
  for (const observation of observations) {
    const month = observationMonth(observation.date);
    const kept = latest.get(month);
    if (kept === undefined || observation.date >= kept.date) latest.set(month, observation);
  }
  return [...latest.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, observation]) => ({ date: `${month}-01`, value: observation.value }));
}

/** The last `n` items (all of them when there are fewer; none for n <= 0), e.g. the trend chart's 12. */
export function lastPoints<T>(items: readonly T[], n: number = TREND_CHART_POINTS): T[] {
  return n <= 0 ? [] : items.slice(-n);
}

/** The latest value of a series (oldest first), or null without observations. */
export function currentValue(observations: readonly Observation[]): number | null {
  const last = observations.at(-1);
  return last === undefined ? null : last.value;
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Spec 001 §4: the average of the last 3 values against the average of the 3 values before them.
 * A relative change above 2% is up, below -2% down, exactly 2% either way or less is stable.
 * The windows are taken from the end: with 4 or 5 values the earlier window holds the 1 or 2 values
 * before the last 3; with 2 or 3 values it is empty, so the trend is stable, as with fewer than 2.
 * The change is relative to the earlier average's size, so a rise is up even from below 0 (growth
 * rates, profits); from an earlier average of exactly 0, any rise is up and any fall down.
 */
export function indicatorTrend(values: readonly number[]): TrendDirection {
  if (values.length < 2) return 'stable';
  const recent = values.slice(-INDICATOR_TREND_WINDOW);
  const earlier = values.slice(-2 * INDICATOR_TREND_WINDOW, -INDICATOR_TREND_WINDOW);
  if (earlier.length === 0) return 'stable';
  const before = average(earlier);
  const after = average(recent);
  if (before === 0) return after > 0 ? 'up' : after < 0 ? 'down' : 'stable';
  const change = (after - before) / Math.abs(before);
  return change > INDICATOR_TREND_THRESHOLD ? 'up' : change < -INDICATOR_TREND_THRESHOLD ? 'down' : 'stable';
}
