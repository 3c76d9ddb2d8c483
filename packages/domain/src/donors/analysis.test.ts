import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ECONOMIC_FACTORS,
  enhancedForecast,
  type Forecast,
  forecast,
  monthLabel,
  retention,
} from './analysis';

describe('forecast (spec 001 §4, §5, §9)', () => {
  it('continues a straight line with full confidence', () => {
    // Slope 100, intercept 100: x = 4, 5, 6 give 500, 600, 700.
    expect(forecast([100, 200, 300, 400])).toEqual({
      nextMonth: { predictedAmount: 500, confidence: 1 },
      nextQuarter: { predictedAmount: 600, confidence: 1 },
      trendDirection: 'up',
    });
  });

  it('fits a least-squares line and reports R-squared', () => {
    // x̄ 1, ȳ 20; Sxy 10, Sxx 2: slope 5, intercept 15. Fitted 15, 20, 25; residuals -5, 10, -5:
    // SSres 150, SStot 200, R² 0.25. x = 3, 4, 5 give 30, 35, 40.
    const result = forecast([10, 30, 20]);
    expect(result.nextMonth.predictedAmount).toBeCloseTo(30, 10);
    expect(result.nextQuarter.predictedAmount).toBeCloseTo(35, 10);
    expect(result.nextMonth.confidence).toBeCloseTo(0.25, 10);
    expect(result.nextQuarter.confidence).toBeCloseTo(0.25, 10);
    expect(result.trendDirection).toBe('up');
  });

  it('uses only the last 6 months', () => {
    // 60, 50, ... 10: slope -10, intercept 60, so x = 6 is 0 and later months would be negative.
    expect(forecast([1000, 0, 0, 60, 50, 40, 30, 20, 10])).toEqual({
      nextMonth: { predictedAmount: 0, confidence: 1 },
      nextQuarter: { predictedAmount: 0, confidence: 1 },
      trendDirection: 'down',
    });
  });

  it('never predicts below 0, month by month', () => {
    // 30, 20, 12: slope -9, intercept 29 2/3. x = 3 is 2 2/3; x = 4 and 5 are below 0 and count as
    // 0, so the quarter is 8/9. SSres 2/3, SStot 488/3: R² 1 - 2/488.
    const result = forecast([30, 20, 12]);
    expect(result.nextMonth.predictedAmount).toBeCloseTo(8 / 3, 10);
    expect(result.nextQuarter.predictedAmount).toBeCloseTo(8 / 9, 10);
    expect(result.nextMonth.confidence).toBeCloseTo(1 - 2 / 488, 10);
    expect(result.trendDirection).toBe('down');
  });

  it('has full confidence and a stable trend when every month is equal', () => {
    expect(forecast([5, 5, 5, 5])).toEqual({
      nextMonth: { predictedAmount: 5, confidence: 1 },
      nextQuarter: { predictedAmount: 5, confidence: 1 },
      trendDirection: 'stable',
    });
  });

  it('is stable for a slope of 0.1 or less either way', () => {
    expect(forecast([0, 0.1, 0.2]).trendDirection).toBe('stable');
    expect(forecast([0.2, 0.1, 0]).trendDirection).toBe('stable');
    expect(forecast([0, 0.2, 0.4]).trendDirection).toBe('up');
    expect(forecast([0.4, 0.2, 0]).trendDirection).toBe('down');
  });

  it('gives 0, 0 and stable with fewer than 3 months', () => {
    const none: Forecast = {
      nextMonth: { predictedAmount: 0, confidence: 0 },
      nextQuarter: { predictedAmount: 0, confidence: 0 },
      trendDirection: 'stable',
    };
    expect(forecast([])).toEqual(none);
    expect(forecast([100])).toEqual(none);
    expect(forecast([100, 900])).toEqual(none);
  });

  it('keeps predictions at or above 0 and confidence within 0..1', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 3, maxLength: 24 }), (amounts) => {
        const { nextMonth, nextQuarter } = forecast(amounts);
        for (const prediction of [nextMonth, nextQuarter]) {
          expect(prediction.predictedAmount).toBeGreaterThanOrEqual(0);
          expect(prediction.confidence).toBeGreaterThanOrEqual(0);
          expect(prediction.confidence).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('retention (spec 001 §9)', () => {
  it('counts frequent, regular and occasional donors as retained', () => {
    expect(retention({ oneTime: 5, occasional: 3, regular: 1, frequent: 1 })).toEqual({
      newDonors: 5,
      returningDonors: 5,
      retentionRate: 0.5,
      churnRate: 0.5,
    });
    const result = retention({ oneTime: 1, occasional: 1, regular: 1, frequent: 0 });
    expect(result.retentionRate).toBeCloseTo(2 / 3, 10);
    expect(result.churnRate).toBeCloseTo(1 / 3, 10);
  });

  it('has churn 1 when every donor gave once', () => {
    expect(retention({ oneTime: 4, occasional: 0, regular: 0, frequent: 0 })).toEqual({
      newDonors: 4,
      returningDonors: 0,
      retentionRate: 0,
      churnRate: 1,
    });
  });

  it('gives rates of 0 without donors', () => {
    expect(retention({ oneTime: 0, occasional: 0, regular: 0, frequent: 0 })).toEqual({
      newDonors: 0,
      returningDonors: 0,
      retentionRate: 0,
      churnRate: 0,
    });
  });
});

describe('enhancedForecast (spec 001 §9)', () => {
  const base = (monthAmount: number, quarterAmount: number, confidence: number): Forecast => ({
    nextMonth: { predictedAmount: monthAmount, confidence },
    nextQuarter: { predictedAmount: quarterAmount, confidence },
    trendDirection: 'up',
  });

  it('applies x 1.08 and +0.05 to next month, x 1.06 and +0.03 to next quarter', () => {
    const result = enhancedForecast(base(1000, 900, 0.5));
    expect(result.economicFactors).toEqual({
      consumerConfidence: 0.05,
      marketPerformance: 0.03,
      unemploymentImpact: -0.02,
      gdpGrowthImpact: 0.04,
    });
    const { nextMonth, nextQuarter } = result.adjustedPredictions;
    expect(nextMonth.baseAmount).toBe(1000);
    expect(nextMonth.finalAmount).toBeCloseTo(1080, 10);
    expect(nextMonth.economicAdjustment).toBeCloseTo(80, 10);
    expect(nextMonth.confidence).toBeCloseTo(0.55, 10);
    expect(nextQuarter.baseAmount).toBe(900);
    expect(nextQuarter.finalAmount).toBeCloseTo(954, 10);
    expect(nextQuarter.economicAdjustment).toBeCloseTo(54, 10);
    expect(nextQuarter.confidence).toBeCloseTo(0.53, 10);
  });

  it('caps confidence at 0.95', () => {
    const high = enhancedForecast(base(100, 100, 0.93)).adjustedPredictions;
    expect([high.nextMonth.confidence, high.nextQuarter.confidence]).toEqual([0.95, 0.95]);
    const full = enhancedForecast(base(100, 100, 1)).adjustedPredictions;
    expect([full.nextMonth.confidence, full.nextQuarter.confidence]).toEqual([0.95, 0.95]);
  });

  it('returns a copy of the fixed factors', () => {
    const result = enhancedForecast(base(0, 0, 0));
    result.economicFactors.consumerConfidence = 1;
    expect(ECONOMIC_FACTORS.consumerConfidence).toBe(0.05);
    expect(result.adjustedPredictions.nextMonth).toEqual({
      baseAmount: 0,
      economicAdjustment: 0,
      finalAmount: 0,
      confidence: 0.05,
    });
  });
});

describe("monthLabel (spec 001 §3 'MMM yyyy')", () => {
  it.each([
    ['2024-03', 'Mar 2024'],
    ['2024-01', 'Jan 2024'],
    ['2023-12', 'Dec 2023'],
    ['2024-09-15', 'Sep 2024'],
  ])('%s is %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });

  it('refuses anything but a yyyy-MM month', () => {
    for (const text of ['2024-13', '2024-00', 'March 2024', '2024-3', '']) {
      expect(() => monthLabel(text), text).toThrow(RangeError);
    }
  });
});
