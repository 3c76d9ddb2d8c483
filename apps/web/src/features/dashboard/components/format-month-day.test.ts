import { describe, expect, it } from 'vitest';
import { formatDayMonthDay, formatMonthDay } from './format-month-day';

describe('dashboard dates (spec 000 §9 "MMM dd")', () => {
  it('shows a timestamp as month and two-digit day', () => {
    expect(formatMonthDay('2025-03-07T12:00:00.000Z')).toBe('Mar 07');
  });

  it('shows an expiry day as that same day, whatever the time zone', () => {
    expect(formatDayMonthDay('2025-03-07')).toBe('Mar 07');
    expect(formatDayMonthDay('2025-12-31')).toBe('Dec 31');
  });
});
