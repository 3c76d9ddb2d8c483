import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, MONTH_NAMES, monthColumnDate, parseDonationDate } from './dates';

/** Whether 'yyyy-MM-dd' is a real calendar day. */
function isRealDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  utc.setUTCFullYear(year);
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

describe('parseDonationDate: the formats of spec 000 §5, in order', () => {
  it.each([
    ['03/04/2024', '2024-03-04', 'MM/dd/yyyy comes first: month first'],
    ['3/4/2024', '2024-03-04', 'M/d/yyyy'],
    ['03-04-2024', '2024-03-04', 'MM-dd-yyyy'],
    ['3-4-2024', '2024-03-04', 'M-d-yyyy'],
    ['2024-03-04', '2024-03-04', 'yyyy-MM-dd'],
    ['13/04/2024', '2024-04-13', 'dd/MM/yyyy only when the first number cannot be a month'],
    ['31/12/2024', '2024-12-31', 'dd/MM/yyyy'],
    ['2024/03/04', '2024-03-04', 'yyyy/MM/dd'],
    ['25-12-2024', '2024-12-25', 'dd-MM-yyyy'],
    ['Mar 04, 2024', '2024-03-04', 'MMM dd, yyyy'],
    ['04 Mar 2024', '2024-03-04', 'dd MMM yyyy'],
  ])('%s is %s (%s)', (text, day) => {
    expect(parseDonationDate(text)).toBe(day);
  });

  it('reads one-digit days and months wherever two are allowed', () => {
    expect(parseDonationDate('2024-3-4')).toBe('2024-03-04');
    expect(parseDonationDate('2024/1/5')).toBe('2024-01-05');
    expect(parseDonationDate('13/4/2024')).toBe('2024-04-13');
  });

  it('reads month names in any case, abbreviated, in full or as "Sept"', () => {
    expect(parseDonationDate('jan 15, 2024')).toBe('2024-01-15');
    expect(parseDonationDate('JAN 15, 2024')).toBe('2024-01-15');
    expect(parseDonationDate('January 15, 2024')).toBe('2024-01-15');
    expect(parseDonationDate('Sept. 5, 2024')).toBe('2024-09-05');
    expect(parseDonationDate('Jan 15 2024')).toBe('2024-01-15');
    expect(parseDonationDate('15 january 2024')).toBe('2024-01-15');
    expect(parseDonationDate('15-Jan-2024')).toBe('2024-01-15');
    expect(parseDonationDate('1st May 2024')).toBe('2024-05-01');
    expect(parseDonationDate('Janu 15, 2024')).toBeNull();
    expect(parseDonationDate('Foo 15, 2024')).toBeNull();
  });

  it('checks the calendar: leap days, 30-day months, month 13', () => {
    expect(parseDonationDate('02/29/2024')).toBe('2024-02-29');
    expect(parseDonationDate('02/29/2023')).toBeNull();
    expect(parseDonationDate('2000-02-29')).toBe('2000-02-29');
    expect(parseDonationDate('1900-02-29')).toBeNull();
    expect(parseDonationDate('31/04/2024')).toBeNull();
    expect(parseDonationDate('04/31/2024')).toBeNull();
    expect(parseDonationDate('2024-13-01')).toBeNull();
    expect(parseDonationDate('2024-00-10')).toBeNull();
    expect(parseDonationDate('2024-01-00')).toBeNull();
    expect(parseDonationDate('13/13/2024')).toBeNull();
    expect(parseDonationDate('Feb 30, 2024')).toBeNull();
  });

  it('refuses two-digit and out-of-range years', () => {
    expect(parseDonationDate('1/15/24')).toBeNull();
    expect(parseDonationDate('15-Jan-24')).toBeNull();
    expect(parseDonationDate('24-01-15')).toBeNull();
    expect(parseDonationDate('0999-01-15')).toBeNull();
    expect(parseDonationDate('1/15/02024')).toBeNull();
  });

  it('reads date-times as the calendar date written, with no time zone shift', () => {
    expect(parseDonationDate('2024-01-15T10:30:00Z')).toBe('2024-01-15');
    expect(parseDonationDate('2024-01-15T23:59:59.999-08:00')).toBe('2024-01-15');
    expect(parseDonationDate('2024-01-15T00:30:00+14:00')).toBe('2024-01-15');
    expect(parseDonationDate('2024-01-15 10:30')).toBe('2024-01-15');
    expect(parseDonationDate('2024-01-15 10:30:00 UTC')).toBe('2024-01-15');
    expect(parseDonationDate('1/15/2024 10:30 AM')).toBe('2024-01-15');
    expect(parseDonationDate('01/15/2024 14:05')).toBe('2024-01-15');
    expect(parseDonationDate('January 15, 2024 9:00 pm')).toBe('2024-01-15');
    expect(parseDonationDate('Monday, January 15, 2024')).toBe('2024-01-15');
    expect(parseDonationDate('Mon, 15 Jan 2024 10:30:00 GMT')).toBe('2024-01-15');
    expect(parseDonationDate('2024-01-15t10:30')).toBe('2024-01-15');
    expect(parseDonationDate('2024-01-15   10:30:00 +0200')).toBe('2024-01-15');
    expect(parseDonationDate('2024-01-15 10:30 -05')).toBe('2024-01-15');
    expect(parseDonationDate('1/15/2024 10:30 a.m.')).toBe('2024-01-15');
    expect(parseDonationDate('1/15/2024 10:30PM EST')).toBeNull();
  });

  it('refuses malformed times', () => {
    for (const text of [
      '2024-01-15 10:3',
      '2024-01-15 10:30:0',
      '2024-01-15 10:30:00.',
      '2024-01-15 10:30 +02:',
      '2024-01-15 10:30 +023',
      '2024-01-15 10:30 x',
      '2024-01-15 10:30 am pm',
      '2024-01-1510:30',
      '2024-01-15 :30',
      '10:30 2024-01-15',
    ]) {
      expect(parseDonationDate(text), text).toBeNull();
    }
  });

  it('refuses impossible times', () => {
    expect(parseDonationDate('2024-01-15 24:00')).toBeNull();
    expect(parseDonationDate('2024-01-15 10:60')).toBeNull();
    expect(parseDonationDate('1/15/2024 13:30 PM')).toBeNull();
    expect(parseDonationDate('1/15/2024 0:30 AM')).toBeNull();
  });

  it('gives null for anything else', () => {
    for (const text of [
      '',
      '   ',
      'garbage',
      'yesterday',
      '2024',
      '2024-01',
      '15.01.2024',
      '20240115',
      'n/a',
      '1e5',
    ]) {
      expect(parseDonationDate(text), text).toBeNull();
    }
    expect(parseDonationDate(`2024-01-15${' '.repeat(100)}x`)).toBeNull();
  });

  it('trims the text', () => {
    expect(parseDonationDate('  2024-01-15\t')).toBe('2024-01-15');
  });

  it('answers the same when asked again, past the memo size', () => {
    const days = Array.from({ length: 12_000 }, (_, index) => {
      const date = new Date(Date.UTC(2000, 0, 1 + index));
      return [
        `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`,
        date.toISOString().slice(0, 10),
      ];
    });
    for (const [text, day] of days) expect(parseDonationDate(text as string)).toBe(day);
    for (const [text, day] of days) expect(parseDonationDate(text as string)).toBe(day);
  });
});

describe('parseDonationDate properties', () => {
  const day = fc
    .date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, date: date.getUTCDate() }));
  const pad = (value: number) => String(value).padStart(2, '0');

  it('reads every real day written in each unambiguous format', () => {
    fc.assert(
      fc.property(day, ({ year, month, date }) => {
        const expected = `${year}-${pad(month)}-${pad(date)}`;
        const name = MONTH_NAMES[month - 1] ?? '';
        const written = [
          `${pad(month)}/${pad(date)}/${year}`,
          `${month}-${date}-${year}`,
          expected,
          `${year}/${month}/${date}`,
          `${name.slice(0, 3)} ${pad(date)}, ${year}`,
          `${date} ${name} ${year}`,
          `${expected}T12:00:00Z`,
        ];
        // Day first only reads as day first when the day cannot be a month.
        if (date > 12)
          written.push(`${pad(date)}/${pad(month)}/${year}`, `${pad(date)}-${pad(month)}-${year}`);
        for (const text of written) expect(parseDonationDate(text), text).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads numeric dates, read from their characters, as the written rules say (property)', () => {
    // Spec 000 §5's numeric forms as regular expressions: month first, day first when no month.
    const answer = (text: string) => {
      const last = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/.exec(text);
      const first = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(text);
      const real = (year: number, month: number, date: number) => {
        const day = `${year}-${pad(month)}-${pad(date)}`;
        return year >= 1000 && month >= 1 && month <= 12 && date >= 1 && isRealDay(day) ? day : null;
      };
      if (last) {
        const [a, b, year] = [Number(last[1]), Number(last[3]), Number(last[4])];
        return real(year, a, b) ?? real(year, b, a);
      }
      return first ? real(Number(first[1]), Number(first[3]), Number(first[4])) : undefined;
    };
    const numeric = fc.string({
      unit: fc.constantFrom('0', '1', '2', '3', '9', '/', '-', ' ', 'a', ':'),
      minLength: 6,
      maxLength: 11,
    });
    const digits = (most: number) => fc.stringMatching(new RegExp(`^\\d{1,${most}}$`));
    const separator = fc.constantFrom('/', '-', '.');
    const parts = fc
      .tuple(digits(5), separator, digits(3), separator, digits(5))
      .map((part) => part.join(''));
    fc.assert(
      fc.property(fc.oneof(numeric, parts), (text) => {
        const expected = answer(text);
        if (expected !== undefined) expect(parseDonationDate(text), text).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it('gives only real calendar days, whatever the text', () => {
    const datelike = fc
      .tuple(
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom('/', '-', ' '),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 10_000 }),
      )
      .map(([a, separator, b, year]) => `${a}${separator}${b}${separator}${year}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), datelike, fc.string({ unit: 'binary' })), (text) => {
        const result = parseDonationDate(text);
        if (result !== null) expect(isRealDay(result), `${text} -> ${result}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('monthColumnDate (spec 001 §5)', () => {
  const today = new Date('2026-11-22T12:00:00Z');

  it.each([
    ['Jan', '2026-01-01'],
    ['january', '2026-01-01'],
    ['JANUARY', '2026-01-01'],
    ['Sept', '2026-09-01'],
    ['sep.', '2026-09-01'],
    ['Mar', '2026-03-01'],
    ['May', '2026-05-01'],
    ['3', '2026-03-01'],
    ['03', '2026-03-01'],
    ['12', '2026-12-01'],
    [' 7 ', '2026-07-01'],
  ])('%j is the first of that month this year: %s', (text, day) => {
    expect(monthColumnDate(text, today)).toBe(day);
  });

  it.each([
    ['March 2024', '2024-03-01'],
    ['Mar, 2024', '2024-03-01'],
    ['2024-03', '2024-03-01'],
    ['2024/3', '2024-03-01'],
    ['03/2024', '2024-03-01'],
    ['3-2024', '2024-03-01'],
    ['2024-03-15', '2024-03-01'],
    ['March 15, 2024', '2024-03-01'],
  ])('%j names its year: %s', (text, day) => {
    expect(monthColumnDate(text, today)).toBe(day);
  });

  it('gives null for anything else', () => {
    for (const text of [
      '',
      'ma',
      'ju',
      'x',
      '0',
      '13',
      'Marchx',
      'Q1 2024',
      '2024-13',
      'Smarch 2024',
      '1.5',
    ]) {
      expect(monthColumnDate(text, today), text).toBeNull();
    }
  });

  it("uses today's year in UTC", () => {
    expect(monthColumnDate('Jan', new Date('2027-01-01T00:30:00Z'))).toBe('2027-01-01');
    expect(monthColumnDate('Dec', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-01');
  });

  it('gives a real first of a month or null, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.date({ noInvalidDate: true }), (text, now) => {
        const result = monthColumnDate(text, now);
        if (result !== null) {
          expect(result).toMatch(/^\d{4}-\d{2}-01$/);
          expect(isRealDay(result)).toBe(true);
        }
      }),
    );
  });
});

describe('daysInMonth', () => {
  it('knows leap years', () => {
    expect([2023, 2024, 1900, 2000].map((year) => daysInMonth(year, 2))).toEqual([28, 29, 28, 29]);
    expect([1, 4, 6, 9, 11, 12].map((month) => daysInMonth(2024, month))).toEqual([31, 30, 30, 30, 30, 31]);
  });
});
