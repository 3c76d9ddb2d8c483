import { describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS, findIndicator, INDICATOR_IDS, isIndicatorId } from './indicators';

function indicator(id: string) {
  const found = findIndicator(id);
  if (found === undefined) throw new Error(`missing ${id}`);
  return found;
}

describe('ECONOMIC_INDICATORS (spec 001 §2, §7, §9)', () => {
  it('builds the 8 indicators in the spec order', () => {
    expect(ECONOMIC_INDICATORS.map((item) => item.id)).toEqual([
      'consumer-confidence',
      'sp500',
      'unemployment',
      'gdp-growth',
      'inflation',
      'federal-funds',
      'personal-income',
      'corporate-profits',
    ]);
    expect(INDICATOR_IDS).toEqual(ECONOMIC_INDICATORS.map((item) => item.id));
  });

  it('reads the spec FRED series', () => {
    const fred = ECONOMIC_INDICATORS.filter((item) => item.source === 'FRED');
    expect(Object.fromEntries(fred.map((item) => [item.id, item.series]))).toEqual({
      'consumer-confidence': 'UMCSENT',
      sp500: 'SP500',
      unemployment: 'UNRATE',
      'gdp-growth': 'A191RL1Q225SBEA',
      inflation: 'CPIAUCSL',
      'federal-funds': 'FEDFUNDS',
    });
    for (const item of fred) expect(item.line).toBeNull();
  });

  it('reads the spec BEA tables, filtered to their lines', () => {
    expect(indicator('personal-income')).toMatchObject({
      source: 'BEA',
      series: 'T20100',
      line: 'Personal income',
    });
    expect(indicator('corporate-profits')).toMatchObject({
      source: 'BEA',
      series: 'T11200',
      line: 'Corporate profits with inventory valuation and capital consumption adjustments',
    });
  });

  it('requests 24 FRED observations, 12 for GDP growth, and keeps 16 BEA quarters', () => {
    expect(Object.fromEntries(ECONOMIC_INDICATORS.map((item) => [item.id, item.limit]))).toEqual({
      'consumer-confidence': 24,
      sp500: 24,
      unemployment: 24,
      'gdp-growth': 12,
      inflation: 24,
      'federal-funds': 24,
      'personal-income': 16,
      'corporate-profits': 16,
    });
  });

  it('takes inflation year over year with a 12-month offset and BEA series with 4 quarters', () => {
    const transforms = ECONOMIC_INDICATORS.map((item) => [item.id, item.transform, item.offset]);
    expect(transforms).toEqual([
      ['consumer-confidence', 'none', null],
      ['sp500', 'none', null],
      ['unemployment', 'none', null],
      ['gdp-growth', 'none', null],
      ['inflation', 'yoy', 12],
      ['federal-funds', 'none', null],
      ['personal-income', 'yoy', 4],
      ['corporate-profits', 'yoy', 4],
    ]);
    // 24 monthly levels leave 12 changes, 16 quarters leave 12: as many as the trend chart shows.
    for (const item of ECONOMIC_INDICATORS) {
      if (item.offset !== null) expect(item.limit - item.offset).toBe(12);
    }
  });

  it('knows each series frequency and unit', () => {
    expect(ECONOMIC_INDICATORS.map((item) => [item.id, item.frequency, item.unit])).toEqual([
      ['consumer-confidence', 'monthly', 'index'],
      ['sp500', 'daily', 'points'],
      ['unemployment', 'monthly', '%'],
      ['gdp-growth', 'quarterly', '%'],
      ['inflation', 'monthly', '%'],
      ['federal-funds', 'monthly', '%'],
      ['personal-income', 'quarterly', '%'],
      ['corporate-profits', 'quarterly', '%'],
    ]);
  });

  it('records the spec fixed demonstration correlations', () => {
    expect(ECONOMIC_INDICATORS.map((item) => item.specCorrelation)).toEqual([
      0.75, 0.68, -0.62, 0.71, -0.45, -0.38, 0.72, 0.65,
    ]);
  });

  it('has its own impact and recommendation text for every indicator', () => {
    const texts = ECONOMIC_INDICATORS.flatMap((item) => [item.impact, item.recommendation]);
    for (const text of texts) expect(text).toMatch(/^[A-Z].*\.$/);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('findIndicator', () => {
  it('finds an indicator by id', () => {
    expect(findIndicator('unemployment')?.series).toBe('UNRATE');
    expect(isIndicatorId('inflation')).toBe(true);
  });

  it('answers undefined for an unknown id', () => {
    expect(findIndicator('HOUST')).toBeUndefined();
    expect(findIndicator('')).toBeUndefined();
    expect(isIndicatorId('toString')).toBe(false);
  });
});
