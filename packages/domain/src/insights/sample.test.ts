import { afterEach, describe, expect, it, vi } from 'vitest';
import { ECONOMIC_INDICATORS, INDICATOR_IDS, type IndicatorId } from './indicators';
import { SAMPLE_MONTHLY_POINTS, SAMPLE_QUARTERLY_POINTS, sampleObservations } from './sample';

const AS_OF = new Date('2025-05-20T12:00:00Z');
const QUARTERLY: readonly IndicatorId[] = ['gdp-growth', 'personal-income', 'corporate-profits'];

function monthsBetween(a: string, b: string): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
}

describe('sampleObservations (spec 001 §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives 24 monthly points, 16 quarterly for GDP growth, personal income and corporate profits', () => {
    expect(SAMPLE_MONTHLY_POINTS).toBe(24);
    expect(SAMPLE_QUARTERLY_POINTS).toBe(16);
    for (const id of INDICATOR_IDS) {
      expect(sampleObservations(id, AS_OF), id).toHaveLength(QUARTERLY.includes(id) ? 16 : 24);
    }
    expect(
      ECONOMIC_INDICATORS.filter((item) => item.frequency === 'quarterly').map((item) => item.id),
    ).toEqual(QUARTERLY);
  });

  it('ends a monthly series at the month of asOf, one month apart, oldest first', () => {
    for (const id of ['consumer-confidence', 'sp500', 'inflation'] as const) {
      const dates = sampleObservations(id, AS_OF).map((observation) => observation.date);
      expect(dates[0]).toBe('2023-06-01');
      expect(dates.at(-1)).toBe('2025-05-01');
      dates.slice(1).forEach((date, index) => {
        expect(monthsBetween(dates[index] as string, date)).toBe(1);
      });
    }
  });

  it('ends a quarterly series at the quarter of asOf, dated on its first month', () => {
    const dates = sampleObservations('gdp-growth', AS_OF).map((observation) => observation.date);
    expect(dates[0]).toBe('2021-07-01');
    expect(dates.at(-1)).toBe('2025-04-01');
    dates.slice(1).forEach((date, index) => {
      expect(monthsBetween(dates[index] as string, date)).toBe(3);
    });
    expect(sampleObservations('personal-income', new Date('2024-12-31T00:00:00Z')).at(-1)?.date).toBe(
      '2024-10-01',
    );
  });

  it('crosses year ends and reads asOf in UTC', () => {
    const january = sampleObservations('unemployment', new Date('2025-01-15T00:00:00Z'));
    expect(january[0]?.date).toBe('2023-02-01');
    expect(january.at(-1)?.date).toBe('2025-01-01');
    // 31 May, 23:30 in New York is already June in UTC.
    expect(sampleObservations('unemployment', new Date('2025-05-31T23:30:00-04:00')).at(-1)?.date).toBe(
      '2025-06-01',
    );
  });

  it('gives the same series for the same input, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    for (const id of INDICATOR_IDS) {
      expect(sampleObservations(id, AS_OF)).toEqual(sampleObservations(id, new Date(AS_OF)));
    }
    expect(random).not.toHaveBeenCalled();
  });

  it('keeps the values as asOf moves on, and gives each indicator its own', () => {
    const values = (id: IndicatorId, asOf: Date) => sampleObservations(id, asOf).map((item) => item.value);
    expect(values('sp500', AS_OF)).toEqual(values('sp500', new Date('2030-01-01T00:00:00Z')));
    const series = INDICATOR_IDS.map((id) => values(id, AS_OF).join());
    expect(new Set(series).size).toBe(INDICATOR_IDS.length);
  });

  it('stays at realistic levels that move', () => {
    const ranges: Record<IndicatorId, [number, number]> = {
      'consumer-confidence': [60, 80],
      sp500: [4000, 6000],
      unemployment: [3.5, 4.5],
      'gdp-growth': [-1, 4],
      inflation: [2, 4],
      'federal-funds': [4, 5.5],
      'personal-income': [3, 6],
      'corporate-profits': [-5, 10],
    };
    for (const id of INDICATOR_IDS) {
      const values = sampleObservations(id, AS_OF).map((item) => item.value);
      const [min, max] = ranges[id];
      for (const value of values) {
        expect(value, id).toBeGreaterThanOrEqual(min);
        expect(value, id).toBeLessThanOrEqual(max);
      }
      expect(new Set(values).size, id).toBeGreaterThan(3);
    }
  });

  it('refuses an unknown indicator or an invalid date', () => {
    expect(() => sampleObservations('HOUST' as IndicatorId, AS_OF)).toThrow(RangeError);
    expect(() => sampleObservations('sp500', new Date('not a date'))).toThrow(RangeError);
  });
});
