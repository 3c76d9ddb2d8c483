import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentValue,
  indicatorTrend,
  lastPoints,
  monthlyLast,
  type Observation,
  observationMonth,
  yearOverYear,
} from './series';

function monthly(values: readonly number[], from = 2023): Observation[] {
  return values.map((value, index) => ({
    date: `${from + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
    value,
  }));
}

describe('yearOverYear (spec 001 §9)', () => {
  it('turns 24 monthly levels into 12 changes against the same month a year earlier', () => {
    // Levels 100, 101, ... 123: month i (from 12) changes by 12 on the level of month i - 12.
    const changes = yearOverYear(monthly(Array.from({ length: 24 }, (_, i) => 100 + i)), 12);
    expect(changes).toHaveLength(12);
    expect(changes[0]).toEqual({ date: '2024-01-01', value: 12 });
    expect(changes.at(-1)?.date).toBe('2024-12-01');
    changes.forEach((change, index) => {
      expect(change.value).toBeCloseTo(1200 / (100 + index), 12);
    });
  });

  it('keeps full precision', () => {
    // 12 / 101 = 11.881188...%, not 11.9.
    const [change] = yearOverYear(monthly([101, ...Array<number>(11).fill(0), 113]), 12);
    expect(change?.value).toBeCloseTo(11.8811881188, 9);
    expect(change?.value).not.toBe(11.9);
  });

  it('compares quarters 4 back for BEA series', () => {
    const quarters = [100, 102, 104, 106, 110, 102, 104, 100].map((value, index) => ({
      date: `${2023 + Math.floor(index / 4)}-${String((index % 4) * 3 + 1).padStart(2, '0')}-01`,
      value,
    }));
    const changes = yearOverYear(quarters, 4);
    expect(changes.map((change) => change.date)).toEqual([
      '2024-01-01',
      '2024-04-01',
      '2024-07-01',
      '2024-10-01',
    ]);
    expect(changes[0]?.value).toBeCloseTo(10, 12);
    expect(changes[1]?.value).toBe(0);
    expect(changes[2]?.value).toBe(0);
    expect(changes[3]?.value).toBeCloseTo((-6 / 106) * 100, 12);
  });

  it('drops points without a predecessor', () => {
    expect(yearOverYear(monthly([1, 2, 3]), 4)).toEqual([]);
    expect(yearOverYear(monthly([1, 2, 3, 4]), 4)).toEqual([]);
    expect(yearOverYear([], 12)).toEqual([]);
  });

  it('drops a point whose predecessor is 0', () => {
    expect(yearOverYear(monthly([0, 5, 10, 10]), 2)).toEqual([{ date: '2023-04-01', value: 100 }]);
  });

  it('counts a rise from below 0 as a positive change', () => {
    expect(yearOverYear(monthly([-50, -25]), 1)).toEqual([{ date: '2023-02-01', value: 50 }]);
    expect(yearOverYear(monthly([-25, -50]), 1)).toEqual([{ date: '2023-02-01', value: -100 }]);
  });

  it('refuses an offset that is not a whole number above 0', () => {
    expect(() => yearOverYear(monthly([1, 2]), 0)).toThrow(RangeError);
    expect(() => yearOverYear(monthly([1, 2]), 1.5)).toThrow(RangeError);
  });
});

describe('monthlyLast', () => {
  it('keeps the last observation of each month, dated the first of the month', () => {
    const daily: Observation[] = [
      { date: '2024-01-30', value: 4800 },
      { date: '2024-01-31', value: 4846 },
      { date: '2024-02-01', value: 4906 },
      { date: '2024-02-29', value: 5096 },
      { date: '2024-03-01', value: 5137 },
    ];
    expect(monthlyLast(daily)).toEqual([
      { date: '2024-01-01', value: 4846 },
      { date: '2024-02-01', value: 5096 },
      { date: '2024-03-01', value: 5137 },
    ]);
  });

  it('goes by date, not by position, and sorts the months', () => {
    const shuffled: Observation[] = [
      { date: '2024-02-29', value: 2 },
      { date: '2023-12-29', value: 1 },
      { date: '2024-02-28', value: 3 },
    ];
    expect(monthlyLast(shuffled)).toEqual([
      { date: '2023-12-01', value: 1 },
      { date: '2024-02-01', value: 2 },
    ]);
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(() => monthlyLast([{ date: '2024-02', value: 1 }])).toThrow(RangeError);
    expect(() => observationMonth('29/02/2024')).toThrow(RangeError);
    expect(() => observationMonth('2024-13-01')).toThrow(RangeError);
  });
});

describe('lastPoints (spec 001 §9: the trend chart shows the last 12)', () => {
  const points = Array.from({ length: 20 }, (_, i) => i);

  it('keeps the last 12 by default', () => {
    expect(lastPoints(points)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('keeps everything when there are fewer, nothing for n of 0 or less', () => {
    expect(lastPoints([1, 2], 12)).toEqual([1, 2]);
    expect(lastPoints(points, 3)).toEqual([17, 18, 19]);
    expect(lastPoints(points, 0)).toEqual([]);
    expect(lastPoints(points, -2)).toEqual([]);
  });
});

describe('currentValue', () => {
  it('is the latest value, or null without observations', () => {
    expect(currentValue(monthly([3.9, 4.1, 4.0]))).toBe(4);
    expect(currentValue([])).toBeNull();
  });
});

describe('indicatorTrend (spec 001 §4)', () => {
  it('is up above a 2% rise and down below a 2% fall of the last 3 against the 3 before', () => {
    expect(indicatorTrend([100, 100, 100, 102.1, 102.1, 102.1])).toBe('up');
    expect(indicatorTrend([100, 100, 100, 97.9, 97.9, 97.9])).toBe('down');
    expect(indicatorTrend([100, 101, 99, 100.5, 101, 100.5])).toBe('stable');
  });

  it('is stable at exactly 2% either way', () => {
    expect(indicatorTrend([100, 100, 100, 102, 102, 102])).toBe('stable');
    expect(indicatorTrend([100, 100, 100, 98, 98, 98])).toBe('stable');
  });

  it('compares averages, not single values', () => {
    // Earlier average 100, later 103: up, though the last value is below the first.
    expect(indicatorTrend([110, 90, 100, 150, 60, 99])).toBe('up');
  });

  it('looks only at the last 6 values', () => {
    expect(indicatorTrend([1000, 1000, 100, 100, 100, 103, 103, 103])).toBe('up');
  });

  it('is stable with fewer than 2 values', () => {
    expect(indicatorTrend([])).toBe('stable');
    expect(indicatorTrend([5])).toBe('stable');
  });

  it('is stable with 2 or 3 values: the earlier window is empty', () => {
    expect(indicatorTrend([1, 100])).toBe('stable');
    expect(indicatorTrend([100, 1])).toBe('stable');
    expect(indicatorTrend([1, 50, 100])).toBe('stable');
  });

  it('compares the last 3 with the 1 or 2 before them with 4 or 5 values', () => {
    expect(indicatorTrend([100, 103, 103, 103])).toBe('up');
    expect(indicatorTrend([100, 50, 50, 50])).toBe('down');
    // Earlier window 90 and 110 (average 100), later 103.
    expect(indicatorTrend([90, 110, 103, 103, 103])).toBe('up');
    // Earlier 100 and 104 (average 102) against 102: stable, though the first 3 average 102.
    expect(indicatorTrend([100, 104, 102, 102, 102])).toBe('stable');
  });

  it('reads a rise from below 0 as up and a fall as down', () => {
    expect(indicatorTrend([-2, -2, -2, -1, -1, -1])).toBe('up');
    expect(indicatorTrend([-1, -1, -1, -2, -2, -2])).toBe('down');
  });

  it('goes by the sign of the later average when the earlier one is 0', () => {
    expect(indicatorTrend([-1, 1, 0, 5, 5, 5])).toBe('up');
    expect(indicatorTrend([0, 0, 0, -0.1, 0, 0])).toBe('down');
    expect(indicatorTrend([0, 0, 0, 0, 0, 0])).toBe('stable');
  });

  it('is stable for any constant series', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 30 }),
        (value, length) => indicatorTrend(Array<number>(length).fill(value)) === 'stable',
      ),
    );
  });
});
