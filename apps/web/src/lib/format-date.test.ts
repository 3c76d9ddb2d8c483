import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('date formatting', () => {
  it('formats a date as "MMM dd, yyyy"', () => {
    expect(formatDate(new Date(2025, 2, 7, 12))).toBe('Mar 07, 2025');
    expect(formatDate(new Date(2024, 11, 25, 9).toISOString())).toBe('Dec 25, 2024');
  });

  it('formats a moment as "MMM dd, yyyy HH:mm" on a 24-hour clock', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 0, 7))).toBe('Jan 05, 2025 00:07');
    expect(formatDateTime(new Date(2025, 0, 5, 18, 30).toISOString())).toBe('Jan 05, 2025 18:30');
  });
});
