import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber, formatPercent } from './format-money';

describe('money and number formats (spec 001 §9)', () => {
  it('shows amounts as US dollars with cents and thousands separators', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(1_000_000)).toBe('$1,000,000.00');
  });

  it('shows counts en-US', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(7)).toBe('7');
  });

  it('shows shares as percentages with exactly one decimal', () => {
    expect(formatPercent(0.425)).toBe('42.5%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(2 / 3)).toBe('66.7%');
  });
});
