import { describe, expect, it } from 'vitest';
import { averageDollars, centsToDollars, dollarsToCents, formatDollars } from './money';

describe('centsToDollars', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [123456, 1234.56],
    [-2500, -25],
    [900_719_925_474_099, 9_007_199_254_740.99],
  ])('%d cents is $%d', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });
});

describe('averageDollars', () => {
  it.each([
    [1000, 4, 2.5],
    [1001, 3, 3.34],
    [5, 2, 0.03],
    // Half a cent rounds up; dividing dollars first (0.29 / 2 * 100 = 14.499...) once gave $0.14.
    [29, 2, 0.15],
    [100, 0, 0],
  ])('%d cents over %d gifts is $%d', (cents, count, dollars) => {
    expect(averageDollars(cents, count)).toBe(dollars);
  });
});

describe('dollarsToCents', () => {
  it('turns typed dollars into whole cents without floating-point drift', () => {
    expect(dollarsToCents(250)).toBe(25_000);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1234.56)).toBe(123_456);
  });
});

describe('formatDollars', () => {
  it('prints dollars with a thousands separator and cents', () => {
    expect(formatDollars(0.05)).toBe('$0.05');
    expect(formatDollars(10_000)).toBe('$10,000.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });
});
