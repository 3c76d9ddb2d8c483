import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRELATION_MIN_MONTHS,
  correlate,
  correlationColour,
  correlationDirection,
  correlationStrength,
  type GivingMonth,
  NO_OVERLAP_MESSAGE,
  pearson,
  pValue,
  significance,
} from './correlation';
import type { Observation } from './series';

describe('pearson', () => {
  it('is 1 and -1 for exact lines', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [6, 4, 2])).toBeCloseTo(-1, 12);
    expect(pearson([0.1, 0.2, 0.3], [10, 20, 30])).toBeCloseTo(1, 12);
  });

  it('matches hand-checked values', () => {
    // x̄ = ȳ = 3; dx -2..2, dy -1, -2, 1, 0, 2: Sxy 8, Sxx 10, Syy 10, r = 0.8.
    expect(pearson([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
    // dx -1.5, -0.5, 0.5, 1.5; dy 1.5, -1.5, 0.5, -0.5: Sxy -2, Sxx 5, Syy 5, r = -0.4.
    expect(pearson([1, 2, 3, 4], [4, 1, 3, 2])).toBeCloseTo(-0.4, 12);
    // Sxy 35, Sxx 5, Syy 875: r = √0.28.
    expect(pearson([30, 10, 50, 40], [1, 2, 3, 4])).toBeCloseTo(Math.sqrt(0.28), 12);
  });

  it('copes with values whose squares multiply past the largest double', () => {
    expect(pearson([1e150, 2e150, 3e150], [2e150, 4e150, 6e150])).toBeCloseTo(1, 12);
    expect(pearson([1e-150, 2e-150, 3e-150], [6e-150, 4e-150, 2e-150])).toBeCloseTo(-1, 12);
  });

  it('is null with fewer than 3 pairs', () => {
    expect(pearson([], [])).toBeNull();
    expect(pearson([1, 2], [1, 2])).toBeNull();
    expect(CORRELATION_MIN_MONTHS).toBe(3);
  });

  it('is null when either side does not vary', () => {
    expect(pearson([5, 5, 5, 5], [1, 2, 3, 4])).toBeNull();
    expect(pearson([1, 2, 3, 4], [7, 7, 7, 7])).toBeNull();
    // Mean-centring 0.1s leaves rounding dust; it is still no variance.
    expect(pearson([0.1, 0.1, 0.1], [1, 2, 3])).toBeNull();
  });

  it('refuses values that are not paired', () => {
    expect(() => pearson([1, 2, 3], [1, 2])).toThrow(RangeError);
  });

  it('stays within -1..1 and is symmetric', () => {
    const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value), { minLength: 0, maxLength: 40 }), (pairs) => {
        const xs = pairs.map(([x]) => x);
        const ys = pairs.map(([, y]) => y);
        const r = pearson(xs, ys);
        expect(pearson(ys, xs)).toBe(r);
        if (r !== null) {
          expect(r).toBeGreaterThanOrEqual(-1);
          expect(r).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('pValue (spec 001 §9)', () => {
  it('matches known two-sided p-values of Student t', () => {
    // t = 0.5·√(8/0.75) = 1.633 on 8 degrees of freedom.
    expect(pValue(0.5, 10)).toBeCloseTo(0.1411, 4);
    expect(pValue(-0.5, 10)).toBe(pValue(0.5, 10));
    // t = 0.9·√(3/0.19) = 3.576 on 3 degrees of freedom.
    expect(pValue(0.9, 5)).toBeCloseTo(0.0374, 4);
  });

  it('is 0.05 and 0.01 at the t tables critical values', () => {
    // t(0.975, 10) = 2.228139 and t(0.995, 3) = 5.840909, turned into r = t / √(t² + df).
    const t10 = 2.228138852;
    expect(pValue(t10 / Math.sqrt(t10 ** 2 + 10), 12)).toBeCloseTo(0.05, 7);
    const t3 = 5.840909309;
    expect(pValue(t3 / Math.sqrt(t3 ** 2 + 3), 5)).toBeCloseTo(0.01, 7);
  });

  it('matches the closed forms for 1 and 2 degrees of freedom', () => {
    // 1 degree of freedom (Cauchy): p = 1 - 2·atan(|t|)/π; r = 0.5 gives t = 1/√3, p = 2/3.
    expect(pValue(0.5, 3)).toBeCloseTo(2 / 3, 7);
    // 2 degrees of freedom: p = 1 - |t|/√(2 + t²), which is exactly |r|.
    expect(pValue(0.01, 4)).toBeCloseTo(0.99, 7);
    expect(pValue(0.3, 4)).toBeCloseTo(0.7, 7);
  });

  it('clamps to 0.001 at the low end', () => {
    expect(pValue(0.99, 30)).toBe(0.001);
    expect(pValue(1, 5)).toBe(0.001);
    expect(pValue(-1, 3)).toBe(0.001);
  });

  it('clamps to 0.999 at the high end', () => {
    expect(pValue(0, 10)).toBe(0.999);
    expect(pValue(0.0001, 100)).toBe(0.999);
  });

  it('is 0.999 without degrees of freedom or without an r', () => {
    expect(pValue(0.9, 2)).toBe(0.999);
    expect(pValue(0.9, 0)).toBe(0.999);
    expect(pValue(Number.NaN, 10)).toBe(0.999);
  });

  it('stays within 0.001..0.999 and falls as |r| grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 1000 }),
        (a, b, n) => {
          const p = pValue(a, n);
          expect(p).toBeGreaterThanOrEqual(0.001);
          expect(p).toBeLessThanOrEqual(0.999);
          if (Math.abs(a) <= Math.abs(b)) expect(pValue(b, n)).toBeLessThanOrEqual(p);
        },
      ),
    );
  });
});

describe('correlation bands (spec 001 §9)', () => {
  it('names the strength by absolute value at 0.8, 0.6, 0.4 and 0.2', () => {
    expect(correlationStrength(1)).toBe('Very Strong');
    expect(correlationStrength(0.8)).toBe('Very Strong');
    expect(correlationStrength(0.7999)).toBe('Strong');
    expect(correlationStrength(0.6)).toBe('Strong');
    expect(correlationStrength(0.5999)).toBe('Moderate');
    expect(correlationStrength(0.4)).toBe('Moderate');
    expect(correlationStrength(0.3999)).toBe('Weak');
    expect(correlationStrength(0.2)).toBe('Weak');
    expect(correlationStrength(0.1999)).toBe('Very Weak');
    expect(correlationStrength(0)).toBe('Very Weak');
    expect(correlationStrength(-0.8)).toBe('Very Strong');
    expect(correlationStrength(-0.6)).toBe('Strong');
    expect(correlationStrength(-0.4)).toBe('Moderate');
    expect(correlationStrength(-0.2)).toBe('Weak');
    expect(correlationStrength(-0.1999)).toBe('Very Weak');
  });

  it('calls p below 0.01 Highly Significant and below 0.05 Significant', () => {
    expect(significance(0.001)).toBe('Highly Significant');
    expect(significance(0.0099)).toBe('Highly Significant');
    expect(significance(0.01)).toBe('Significant');
    expect(significance(0.0499)).toBe('Significant');
    expect(significance(0.05)).toBe('Not Significant');
    expect(significance(0.999)).toBe('Not Significant');
  });

  it('colours green at 0.6 or more, yellow at 0.4 or more, red below, either sign', () => {
    expect(correlationColour(0.6)).toBe('green');
    expect(correlationColour(-0.6)).toBe('green');
    expect(correlationColour(0.5999)).toBe('yellow');
    expect(correlationColour(0.4)).toBe('yellow');
    expect(correlationColour(-0.4)).toBe('yellow');
    expect(correlationColour(0.3999)).toBe('red');
    expect(correlationColour(-0.3999)).toBe('red');
    expect(correlationColour(0)).toBe('red');
  });

  it('gives the direction by sign, none only for 0', () => {
    expect(correlationDirection(0.01)).toBe('positive');
    expect(correlationDirection(-0.01)).toBe('negative');
    expect(correlationDirection(0)).toBe('none');
    expect(correlationDirection(-0)).toBe('none');
  });
});

function months(year: number, amounts: readonly number[], first = 1): GivingMonth[] {
  return amounts.map((amount, index) => ({
    month: `${year}-${String(first + index).padStart(2, '0')}`,
    amount,
  }));
}

function monthlyValues(year: number, values: readonly number[], first = 1): Observation[] {
  return values.map((value, index) => ({
    date: `${year}-${String(first + index).padStart(2, '0')}-01`,
    value,
  }));
}

const QUARTERS: Observation[] = [
  { date: '2024-01-01', value: 1 },
  { date: '2024-04-01', value: 2 },
  { date: '2024-07-01', value: 3 },
  { date: '2024-10-01', value: 4 },
];

describe('correlate (spec 001 §3, §5, §9)', () => {
  it('pairs monthly giving with a monthly indicator by calendar month', () => {
    // December 2023 and June 2024 have no partner and are left out.
    const giving = [{ month: '2023-12', amount: 1e6 }, ...months(2024, [2, 1, 4, 3, 5])];
    const result = correlate(giving, monthlyValues(2024, [1, 2, 3, 4, 5, -100]));
    expect(result).toEqual({
      coefficient: expect.closeTo(0.8, 12),
      strength: 'Very Strong',
      direction: 'positive',
      pValue: expect.closeTo(pValue(0.8, 5), 9),
      significance: 'Not Significant',
      colour: 'green',
      overlappingMonths: 5,
      pairs: 5,
    });
    // t = 0.8·√(3/0.36) = 2.309 on 3 degrees of freedom.
    expect(result?.pValue).toBeCloseTo(0.1041, 4);
  });

  it('reports a strong negative, significant correlation', () => {
    const result = correlate(
      months(2024, [12, 10, 9, 7, 6, 4, 3, 1]),
      monthlyValues(2024, [1, 2, 3, 4, 5, 6, 7, 8]),
    );
    expect(result?.coefficient).toBeLessThan(-0.99);
    expect(result).toMatchObject({
      strength: 'Very Strong',
      direction: 'negative',
      significance: 'Highly Significant',
      colour: 'green',
      pValue: 0.001,
    });
  });

  it('adds up giving entries of the same month and ignores their order', () => {
    const giving = [
      { month: '2024-03', amount: 1 },
      { month: '2024-01', amount: 2 },
      { month: '2024-03', amount: 3 },
      { month: '2024-02', amount: 1 },
    ];
    // Monthly totals 2, 1, 4 against 1, 2, 3: Sxy 2, Sxx 2, Syy 14/3, r = √(3/7).
    const result = correlate(giving, monthlyValues(2024, [1, 2, 3]));
    expect(result?.coefficient).toBeCloseTo(Math.sqrt(3 / 7), 12);
    expect(result?.overlappingMonths).toBe(3);
  });

  it('takes the latest of several values in a month (a daily series)', () => {
    const daily: Observation[] = [
      { date: '2024-01-02', value: 100 },
      { date: '2024-01-31', value: 1 },
      { date: '2024-02-29', value: 2 },
      { date: '2024-02-01', value: -100 },
      { date: '2024-03-28', value: 3 },
    ];
    expect(correlate(months(2024, [10, 20, 30]), daily)?.coefficient).toBeCloseTo(1, 12);
  });

  it('is null with fewer than 3 overlapping months', () => {
    const giving = months(2024, [5, 1, 9, 2, 7, 3]);
    expect(correlate(giving, monthlyValues(2024, [1, 2], 5))).toBeNull();
    expect(correlate(giving, monthlyValues(2023, [1, 2, 3, 4, 5, 6]))).toBeNull();
    expect(correlate([], monthlyValues(2024, [1, 2, 3]))).toBeNull();
    expect(correlate(giving, [])).toBeNull();
    expect(correlate(giving, monthlyValues(2024, [1, 2, 3], 4))?.overlappingMonths).toBe(3);
    expect(NO_OVERLAP_MESSAGE).toBe(
      'No overlapping data found between donation trends and selected economic indicator.',
    );
  });

  it('is null when giving or the indicator does not vary', () => {
    expect(correlate(months(2024, [5, 5, 5, 5]), monthlyValues(2024, [1, 2, 3, 4]))).toBeNull();
    expect(correlate(months(2024, [1, 2, 3, 4]), monthlyValues(2024, [4, 4, 4, 4]))).toBeNull();
  });

  it('pairs a quarterly indicator with the giving total of each quarter', () => {
    // Quarter totals 30, 10, 50, 40 against 1, 2, 3, 4: r = √0.28.
    const giving = months(2024, [10, 10, 10, 1, 2, 7, 20, 20, 10, 10, 15, 15]);
    const result = correlate(giving, QUARTERS);
    expect(result?.coefficient).toBeCloseTo(Math.sqrt(0.28), 12);
    expect(result?.overlappingMonths).toBe(12);
    expect(result?.pairs).toBe(4);
    expect(result?.pValue).toBeCloseTo(pValue(Math.sqrt(0.28), 4), 9);
    expect(correlate(giving, QUARTERS, 'quarterly')).toEqual(result);
  });

  it('pairs a quarter with the months of giving it has', () => {
    // No January: the first quarter totals 20. Totals 20, 10, 50, 40.
    const giving = months(2024, [10, 10, 1, 2, 7, 20, 20, 10, 10, 15, 15], 2);
    const result = correlate(giving, QUARTERS);
    expect(result?.coefficient).toBeCloseTo(pearson([20, 10, 50, 40], [1, 2, 3, 4]) as number, 12);
    expect(result?.overlappingMonths).toBe(11);
  });

  it('needs 3 quarters as well as 3 months for a quarterly indicator', () => {
    expect(correlate(months(2024, [1, 2, 3]), QUARTERS)).toBeNull();
    const oneMonthEach = [
      { month: '2024-02', amount: 1 },
      { month: '2024-05', amount: 3 },
      { month: '2024-08', amount: 2 },
    ];
    expect(correlate(oneMonthEach, QUARTERS)).toMatchObject({ overlappingMonths: 3, pairs: 3 });
  });

  it('reads quarter-dated values month by month when told they are monthly', () => {
    const giving = months(2024, [10, 10, 10, 1, 2, 7, 20, 20, 10, 10, 15, 15]);
    const result = correlate(giving, QUARTERS, 'monthly');
    // January, April, July and October only: 10, 1, 20, 10.
    expect(result?.overlappingMonths).toBe(4);
    expect(result?.coefficient).toBeCloseTo(pearson([10, 1, 20, 10], [1, 2, 3, 4]) as number, 12);
  });

  it('places a quarterly value dated inside its quarter', () => {
    const midQuarter = QUARTERS.map((observation) => ({
      ...observation,
      date: `${observation.date.slice(0, 8)}15`,
    }));
    const giving = months(2024, [10, 10, 10, 1, 2, 7, 20, 20, 10, 10, 15, 15]);
    expect(correlate(giving, midQuarter, 'quarterly')?.coefficient).toBeCloseTo(Math.sqrt(0.28), 12);
  });

  it('refuses a giving month that is not yyyy-MM', () => {
    expect(() => correlate([{ month: 'Mar 2024', amount: 1 }], QUARTERS)).toThrow(RangeError);
    expect(() => correlate([{ month: '2024-13', amount: 1 }], QUARTERS)).toThrow(RangeError);
  });
});
