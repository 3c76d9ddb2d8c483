import { describe, expect, it } from 'vitest';
import { tenthsCelsiusToFahrenheit, tenthsMillimetresToInches, weatherDays, weatherSummary } from './weather';

describe('weather conversions (spec 001 §9)', () => {
  it('turns tenths of °C into °F and tenths of mm into inches', () => {
    expect(tenthsCelsiusToFahrenheit(0)).toBe(32);
    expect(tenthsCelsiusToFahrenheit(250)).toBeCloseTo(77, 10);
    expect(tenthsCelsiusToFahrenheit(-400)).toBeCloseTo(-40, 10);
    expect(tenthsMillimetresToInches(254)).toBe(1);
    expect(tenthsMillimetresToInches(127)).toBe(0.5);
  });

  it('groups records by day and sums up the period', () => {
    const days = weatherDays([
      { date: '2024-06-02T00:00:00', datatype: 'TMAX', value: 300 },
      { date: '2024-06-01T00:00:00', datatype: 'TMAX', value: 250 },
      { date: '2024-06-01T00:00:00', datatype: 'TMIN', value: 150 },
      { date: '2024-06-01T00:00:00', datatype: 'PRCP', value: 254 },
      { date: '2024-06-02T00:00:00', datatype: 'PRCP', value: 0 },
    ]);
    expect(days).toEqual([
      { date: '2024-06-01', highF: 77, lowF: 59, precipitationIn: 1 },
      { date: '2024-06-02', highF: 86, lowF: null, precipitationIn: 0 },
    ]);
    expect(weatherSummary(days)).toEqual({
      days: 2,
      averageHighF: 81.5,
      averageLowF: 59,
      totalPrecipitationIn: 1,
    });
    expect(weatherSummary([])).toEqual({
      days: 0,
      averageHighF: null,
      averageLowF: null,
      totalPrecipitationIn: null,
    });
  });
});
