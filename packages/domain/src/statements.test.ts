import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATEMENT_MESSAGE,
  longDate,
  periodText,
  shortDate,
  statementMessage,
  yearPeriod,
} from './statements';

describe('statement dates', () => {
  // The text's parts are read, never a Date: no time zone can move January 1 to December 31.
  it('prints calendar dates as written', () => {
    expect(shortDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(shortDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(longDate('2024-02-29')).toBe('February 29, 2024');
    expect(periodText('2025-01-01', '2025-12-31')).toBe('January 1, 2025 – December 31, 2025');
    expect(periodText('2025-07-01', '2026-06-30', ' and ')).toBe('July 1, 2025 and June 30, 2026');
    expect(yearPeriod(2025)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });
});

describe('statement message', () => {
  it('says what Publication 1771 asks, with the organisation and the period written in', () => {
    const message = statementMessage(DEFAULT_STATEMENT_MESSAGE, {
      organization: 'Grace Church',
      period: 'January 1, 2025 and December 31, 2025',
    });
    expect(message).toContain('Thank you for your generous support of Grace Church.');
    expect(message).toContain('between January 1, 2025 and December 31, 2025.');
    expect(message).toContain(
      'No goods or services were provided in exchange for these contributions other than intangible religious benefits.',
    );
    expect(message).not.toContain('{');
  });
});
