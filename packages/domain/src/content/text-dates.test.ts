import { describe, expect, it } from 'vitest';
import { calendarDay, findDatesInText, parseTextDate } from './text-dates';

describe('parseTextDate: the fixed forms', () => {
  it.each([
    ['March 31, 2027', '2027-03-31'],
    ['31 March 2027', '2027-03-31'],
    ['Mar. 31, 2027', '2027-03-31'],
    ['Mar 31 2027', '2027-03-31'],
    ['3/31/2027', '2027-03-31'],
    ['03/31/27', '2027-03-31'],
    ['03-31-2027', '2027-03-31'],
    ['2027-03-31', '2027-03-31'],
    ['2027/3/31', '2027-03-31'],
    ['31-Mar-2027', '2027-03-31'],
    ['31-MAR-27', '2027-03-31'],
    ['March 31st, 2027', '2027-03-31'],
    ['1st of April, 2027', '2027-04-01'],
    ['Sept. 5, 2026', '2026-09-05'],
    ['September 5, 2026', '2026-09-05'],
    ['march 31 , 2027', '2027-03-31'],
  ])('%s is %s', (text, day) => {
    expect(parseTextDate(text)).toBe(day);
  });

  it('reads numbers month first, and day first only when they cannot be a month', () => {
    expect(parseTextDate('04/05/2027')).toBe('2027-04-05');
    expect(parseTextDate('31/03/2027')).toBe('2027-03-31');
  });

  it('refuses impossible days', () => {
    for (const text of [
      'February 30, 2027',
      '2/29/2027',
      '04/31/2027',
      '2027-13-01',
      '31-Jun-2027',
      '0/12/2027',
    ]) {
      expect(parseTextDate(text)).toBeNull();
    }
    expect(parseTextDate('2/29/2028')).toBe('2028-02-29');
  });

  it('reads a month and a year as the month’s last day', () => {
    expect(parseTextDate('03/27')).toBe('2027-03-31');
    expect(parseTextDate('02/2028')).toBe('2028-02-29');
    expect(parseTextDate('June 2027')).toBe('2027-06-30');
    expect(findDatesInText('EXP 03/27')[0]?.monthOnly).toBe(true);
  });

  it('refuses what is not a date', () => {
    for (const text of ['', 'tomorrow', '555-0142', '3/4', 'Janu 5, 2027', '$1,000,000', '12:30']) {
      expect(parseTextDate(text)).toBeNull();
    }
  });
});

describe('calendarDay', () => {
  it('maps two-digit years to 1970-2069 and refuses far-off years', () => {
    expect(calendarDay('27', '3', '31')).toBe('2027-03-31');
    expect(calendarDay('75', '7', '8')).toBe('1975-07-08');
    expect(calendarDay('1899', '1', '1')).toBeNull();
    expect(calendarDay('2200', '1', '1')).toBeNull();
    expect(calendarDay('2027', 'Sept', '1')).toBe('2027-09-01');
  });
});

describe('findDatesInText', () => {
  it('finds every date once, in reading order, with its place', () => {
    const text = 'Issued: 01/05/2026 Expires: December 31, 2026 (Form 12-2024, rev. 31 Mar 2025)';
    const dates = findDatesInText(text);
    expect(dates.map((date) => date.day)).toEqual(['2026-01-05', '2026-12-31', '2025-03-31']);
    expect(text.slice(dates[1]?.start, dates[1]?.end)).toBe('December 31, 2026');
  });

  it('reads a day range by its last day and leaves numbers that are not dates alone', () => {
    expect(findDatesInText('Date of course: 12 - 14 May 2026').map((date) => date.day)).toEqual([
      '2026-05-14',
    ]);
    expect(findDatesInText('Call (813) 555-0198, fee $3,960.00, FC 1013.1, 3/4" pipe')).toEqual([]);
    expect(findDatesInText('Invoice INV-2026-118045, permit BLD24-01877')).toEqual([]);
  });

  it('keeps a full date whole rather than its month and year', () => {
    expect(findDatesInText('31 March 2027').map((date) => [date.day, date.monthOnly])).toEqual([
      ['2027-03-31', false],
    ]);
  });
});
