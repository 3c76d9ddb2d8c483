import { seededRandom } from '../random';
import { findIndicator, type IndicatorId } from './indicators';
import type { Observation } from './series';

/** Spec 001 §8: the sample series are 24 monthly points... */
export const SAMPLE_MONTHLY_POINTS = 24;
/** ...and 16 quarterly points for GDP growth, personal income and corporate profits. */
export const SAMPLE_QUARTERLY_POINTS = 16;

interface SampleShape {
  /** Where the walk starts, the level it is pulled back towards, and the range it stays in. */
  start: number;
  centre: number;
  min: number;
  max: number;
  /** Largest random move a point, and a steady move a point (the S&P 500's climb). */
  step: number;
  drift: number;
  decimals: number;
}

// Levels like those of recent years, in the unit each indicator shows: year-over-year indicators
// (inflation, personal income, corporate profits) are generated as changes already, so a sample
// series has the spec's length and needs no transform.
const SHAPES: Readonly<Record<IndicatorId, SampleShape>> = {
  'consumer-confidence': { start: 68, centre: 70, min: 60, max: 80, step: 3, drift: 0, decimals: 1 },
  sp500: { start: 4300, centre: 5000, min: 4000, max: 6000, step: 120, drift: 60, decimals: 2 },
  unemployment: { start: 3.7, centre: 4, min: 3.5, max: 4.5, step: 0.15, drift: 0, decimals: 1 },
  'gdp-growth': { start: 2.2, centre: 2, min: -1, max: 4, step: 1.5, drift: 0, decimals: 1 },
  inflation: { start: 3.4, centre: 3, min: 2, max: 4, step: 0.25, drift: 0, decimals: 1 },
  'federal-funds': { start: 5.33, centre: 4.9, min: 4, max: 5.5, step: 0.15, drift: 0, decimals: 2 },
  'personal-income': { start: 5.2, centre: 4.5, min: 3, max: 6, step: 0.6, drift: 0, decimals: 1 },
  'corporate-profits': { start: 4, centre: 3, min: -5, max: 10, step: 4, drift: 0, decimals: 1 },
};

/** Share of the distance to the centre a point moves back (without drift): keeps the walk in range. */
const PULL = 0.25;

/** FNV-1a: a fixed 32-bit seed from the indicator's id. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function firstOfMonth(year: number, monthIndex: number): string {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  const month = date.getUTCMonth() + 1;
  return `${date.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}-01`;
}

/**
 * Spec 001 §8: the sample series shown when FRED or BEA cannot be reached or has no key. Monthly
 * indicators (the S&P 500 as month-end values) give 24 points dated 'yyyy-MM-01' ending at asOf's
 * month (UTC); GDP growth, personal income and corporate profits 16 quarters dated on each quarter's
 * first month, ending at asOf's quarter. Oldest first. The values are a random walk pulled back to
 * a plausible level, from a generator seeded with the indicator's id: the same numbers every time,
 * whatever asOf is, so only the dates move on from month to month.
 */
export function sampleObservations(indicatorId: IndicatorId, asOf: Date): Observation[] {
  const indicator = findIndicator(indicatorId);
  if (indicator === undefined) throw new RangeError(`Unknown indicator: "${indicatorId}"`);
  if (Number.isNaN(asOf.getTime())) throw new RangeError('asOf is not a valid date');
  const shape = SHAPES[indicator.id];
  const quarterly = indicator.frequency === 'quarterly';
  const count = quarterly ? SAMPLE_QUARTERLY_POINTS : SAMPLE_MONTHLY_POINTS;
  const monthsApart = quarterly ? 3 : 1;
  const year = asOf.getUTCFullYear();
  const lastMonth = quarterly ? asOf.getUTCMonth() - (asOf.getUTCMonth() % 3) : asOf.getUTCMonth();

  const random = seededRandom(seedOf(indicator.id));
  const scale = 10 ** shape.decimals;
  const observations: Observation[] = [];
  let level = shape.start;
  for (let index = 0; index < count; index++) {
    if (index > 0) {
      const pull = shape.drift === 0 ? PULL * (shape.centre - level) : shape.drift;
      level = Math.min(shape.max, Math.max(shape.min, level + pull + shape.step * (2 * random() - 1)));
    }
    observations.push({
      date: firstOfMonth(year, lastMonth - (count - 1 - index) * monthsApart),
      value: Math.round(level * scale) / scale,
    });
  }
  return observations;
}
