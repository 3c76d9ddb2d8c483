import { describe, expect, it } from 'vitest';
import { money, parseDate } from './format';

describe('dates', () => {
  it.each(['2025-02-29', '2025-13-01', '2025-1-5', '2025-01-00', '', 'January 1'])('refuses %j', (text) => {
    expect(() => parseDate(text)).toThrow('Not a calendar date');
  });
});

describe('money', () => {
  it('prints cents as US dollars', () => {
    expect(money(5)).toBe('$0.05');
    expect(money(25_000)).toBe('$250.00');
    expect(money(123_456)).toBe('$1,234.56');
    expect(money(1_000_000_000)).toBe('$10,000,000.00');
  });
});
