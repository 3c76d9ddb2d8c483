import { describe, expect, it } from 'vitest';
import { defaultBatchName } from './naming';

describe('defaultBatchName', () => {
  it.each([
    ['2026-11-22', '09:00', 'Sunday 9:00, Nov 22 2026'],
    ['2026-11-22', '11:15', 'Sunday 11:15, Nov 22 2026'],
    ['2026-11-21', '17:30', 'Saturday 5:30 PM, Nov 21 2026'],
    ['2026-11-22', '12:00', 'Sunday 12:00 PM, Nov 22 2026'],
    ['2026-11-25', '00:30', 'Wednesday 12:30, Nov 25 2026'],
    ['2027-01-03', '9:45', 'Sunday 9:45, Jan 3 2027'],
  ])('names %s at %s "%s"', (date, time, name) => {
    expect(defaultBatchName(date, time)).toBe(name);
  });

  it('names the day alone when no service time is given', () => {
    expect(defaultBatchName('2026-11-22')).toBe('Sunday, Nov 22 2026');
    expect(defaultBatchName('2026-11-22', null)).toBe('Sunday, Nov 22 2026');
    expect(defaultBatchName('2026-11-22', '')).toBe('Sunday, Nov 22 2026');
  });

  it('leaves out what is not a time of day rather than print it', () => {
    expect(defaultBatchName('2026-11-22', '25:00')).toBe('Sunday, Nov 22 2026');
    expect(defaultBatchName('2026-11-22', 'early')).toBe('Sunday, Nov 22 2026');
  });

  it('keeps the calendar day whatever the time zone (29 February included)', () => {
    expect(defaultBatchName('2028-02-29', '08:00')).toBe('Tuesday 8:00, Feb 29 2028');
    expect(defaultBatchName('2026-12-31')).toBe('Thursday, Dec 31 2026');
  });
});
