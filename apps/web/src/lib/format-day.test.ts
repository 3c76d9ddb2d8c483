import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('shows a yyyy-MM-dd day as "MMM dd, yyyy", the same day in every time zone', () => {
    expect(formatDay('2025-03-07')).toBe('Mar 07, 2025');
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDay('2026-01-01')).toBe('Jan 01, 2026');
  });
});
