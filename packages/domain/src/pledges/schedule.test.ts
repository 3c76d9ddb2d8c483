import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLEDGE_LIMITS } from './limits';
import {
  exceedsInstalmentLimit,
  expectedByCents,
  instalmentCents,
  instalmentDates,
  PLEDGE_FREQUENCIES,
  PLEDGE_FREQUENCY_LABELS,
  type PledgeSchedule,
} from './schedule';

const monthly1200: PledgeSchedule = {
  amountCents: 120_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  frequency: 'monthly',
};

describe('instalmentDates', () => {
  it('is the start date alone for a one-time pledge', () => {
    expect(instalmentDates('2026-03-15', '2026-12-31', 'one-time')).toEqual(['2026-03-15']);
  });

  it('falls on the same day of each month through the end date', () => {
    const dates = instalmentDates('2026-01-01', '2026-12-31', 'monthly');
    expect(dates).toHaveLength(12);
    expect(dates.slice(0, 3)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(dates.at(-1)).toBe('2026-12-01');
  });

  it("falls on a short month's last day and goes back to the 31st the month after", () => {
    expect(instalmentDates('2026-01-31', '2026-05-31', 'monthly')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(instalmentDates('2028-01-31', '2028-03-01', 'monthly')).toEqual(['2028-01-31', '2028-02-29']);
  });

  it('keeps 29 February for leap years and falls on 28 February in the others', () => {
    expect(instalmentDates('2028-02-29', '2032-12-31', 'yearly')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('has 53 weekly dates from 1 January to 31 December 2026, the last on the end date', () => {
    const dates = instalmentDates('2026-01-01', '2026-12-31', 'weekly');
    expect(dates).toHaveLength(53);
    expect(dates.slice(0, 2)).toEqual(['2026-01-01', '2026-01-08']);
    expect(dates.at(-1)).toBe('2026-12-31');
  });

  it('steps a quarter at a time, across the year', () => {
    expect(instalmentDates('2026-11-30', '2027-12-31', 'quarterly')).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
      '2027-11-30',
    ]);
  });

  it('lists the start date even when the end date is before the next instalment', () => {
    expect(instalmentDates('2026-01-01', '2026-01-06', 'weekly')).toEqual(['2026-01-01']);
  });

  it('stops at 1000 dates, which a weekly pledge over 19 years stays under', () => {
    expect(instalmentDates('2026-01-01', '2044-12-31', 'weekly').length).toBeLessThan(
      PLEDGE_LIMITS.instalments,
    );
    expect(exceedsInstalmentLimit('2026-01-01', '2044-12-31', 'weekly')).toBe(false);
    const long = instalmentDates('2000-01-01', '2099-12-31', 'weekly');
    expect(long).toHaveLength(1000);
    expect(exceedsInstalmentLimit('2000-01-01', '2099-12-31', 'weekly')).toBe(true);
  });

  it('exceeds the limit only with a 1001st date on or before the end date', () => {
    // 1000 weekly dates from 2000-01-01: the last is 999 weeks later, 2019-02-23; the 1001st is 2019-03-02.
    expect(instalmentDates('2000-01-01', '2019-03-01', 'weekly').at(-1)).toBe('2019-02-23');
    expect(exceedsInstalmentLimit('2000-01-01', '2019-03-01', 'weekly')).toBe(false);
    expect(exceedsInstalmentLimit('2000-01-01', '2019-03-02', 'weekly')).toBe(true);
    expect(exceedsInstalmentLimit('1900-01-01', '2100-12-31', 'one-time')).toBe(false);
  });
});

describe('expectedByCents', () => {
  it('expects $100 a month of a $1,200 monthly pledge, each on its day', () => {
    expect(instalmentCents(monthly1200)).toBe(10_000);
    expect(expectedByCents(monthly1200, '2025-12-31')).toBe(0);
    expect(expectedByCents(monthly1200, '2026-01-01')).toBe(10_000);
    expect(expectedByCents(monthly1200, '2026-02-28')).toBe(20_000);
    expect(expectedByCents(monthly1200, '2026-03-01')).toBe(30_000);
    expect(expectedByCents(monthly1200, '2026-03-15')).toBe(30_000);
    expect(expectedByCents(monthly1200, '2026-12-01')).toBe(120_000);
    expect(expectedByCents(monthly1200, '2027-01-01')).toBe(120_000);
  });

  it('divides $1,000 over three yearly instalments as $333.33, $333.33 and $333.34', () => {
    const pledge: PledgeSchedule = {
      amountCents: 100_000,
      startDate: '2026-01-01',
      endDate: '2028-06-30',
      frequency: 'yearly',
    };
    expect(instalmentCents(pledge)).toBe(33_333);
    expect(expectedByCents(pledge, '2026-01-01')).toBe(33_333);
    expect(expectedByCents(pledge, '2027-01-01')).toBe(66_666);
    expect(expectedByCents(pledge, '2028-01-01')).toBe(100_000);
  });

  it('expects two thirds of a three-year monthly pledge at the end of its second year', () => {
    const pledge: PledgeSchedule = {
      amountCents: 360_000,
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      frequency: 'monthly',
    };
    expect(expectedByCents(pledge, '2026-12-31')).toBe(240_000);
  });

  it('expects the whole of a one-time pledge from its start date', () => {
    const pledge: PledgeSchedule = { ...monthly1200, frequency: 'one-time' };
    expect(expectedByCents(pledge, '2025-12-31')).toBe(0);
    expect(expectedByCents(pledge, '2026-01-01')).toBe(120_000);
    expect(instalmentCents(pledge)).toBe(120_000);
  });

  it('expects a pledge without a frequency day by day, rounded down to the cent', () => {
    const pledge: PledgeSchedule = {
      amountCents: 100_000,
      startDate: '2026-01-01',
      endDate: '2026-01-10',
      frequency: null,
    };
    expect(instalmentCents(pledge)).toBeNull();
    expect(expectedByCents(pledge, '2025-12-31')).toBe(0);
    expect(expectedByCents(pledge, '2026-01-01')).toBe(10_000);
    expect(expectedByCents(pledge, '2026-01-05')).toBe(50_000);
    expect(expectedByCents(pledge, '2026-01-10')).toBe(100_000);
    // $1,000 over 2026's 365 days: 183 days by 2 July are 501.369... dollars.
    const year = { ...pledge, endDate: '2026-12-31' };
    expect(expectedByCents(year, '2026-07-02')).toBe(50_136);
    expect(expectedByCents(year, '2026-12-30')).toBe(99_726);
    expect(expectedByCents(year, '2026-12-31')).toBe(100_000);
  });
});

describe('frequencies', () => {
  it('labels every frequency', () => {
    expect(PLEDGE_FREQUENCIES.map((frequency) => PLEDGE_FREQUENCY_LABELS[frequency])).toEqual([
      'One-time',
      'Weekly',
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
  });
});

const FIRST_DAY = Date.UTC(2020, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);

/** A pledge starting 2020 to 2030 and lasting up to `days` days, any amount up to the gift limit, any frequency or none. */
const pledges = (days: number) =>
  fc
    .record({
      amountCents: fc.integer({ min: 1, max: PLEDGE_LIMITS.amountCentsMax }),
      start: fc.integer({ min: 0, max: 3650 }),
      length: fc.integer({ min: 0, max: days }),
      frequency: fc.constantFrom(...PLEDGE_FREQUENCIES, null),
    })
    .map(
      ({ amountCents, start, length, frequency }): PledgeSchedule => ({
        amountCents,
        startDate: day(start),
        endDate: day(start + length),
        frequency,
      }),
    );

describe('schedule properties', () => {
  it('makes instalments that add up to exactly the amount, all but the last the regular one', () => {
    fc.assert(
      fc.property(
        pledges(3 * 366).filter((pledge) => pledge.frequency !== null),
        (pledge) => {
          const dates = instalmentDates(pledge.startDate, pledge.endDate, pledge.frequency ?? 'one-time');
          const expected = dates.map((date) => expectedByCents(pledge, date));
          const instalments = expected.map((cents, index) => cents - (expected[index - 1] ?? 0));
          expect(instalments.reduce((sum, cents) => sum + cents, 0)).toBe(pledge.amountCents);
          const regular = instalmentCents(pledge) ?? 0;
          expect(instalments.slice(0, -1).every((cents) => cents === regular)).toBe(true);
          expect(instalments.at(-1)).toBeGreaterThanOrEqual(regular);
          expect(dates.every((date) => date >= pledge.startDate && date <= pledge.endDate)).toBe(true);
          expect(dates.every((date, index) => index === 0 || date > (dates[index - 1] ?? ''))).toBe(true);
        },
      ),
    );
  });

  it('expects more as days pass, from nothing to the whole amount', () => {
    fc.assert(
      fc.property(
        pledges(3650),
        fc.integer({ min: -30, max: 7400 }),
        fc.integer({ min: -30, max: 7400 }),
        (pledge, a, b) => {
          const earlier = expectedByCents(pledge, day(Math.min(a, b)));
          const later = expectedByCents(pledge, day(Math.max(a, b)));
          expect(earlier).toBeLessThanOrEqual(later);
          expect(earlier).toBeGreaterThanOrEqual(0);
          expect(later).toBeLessThanOrEqual(pledge.amountCents);
          expect(Number.isInteger(earlier) && Number.isInteger(later)).toBe(true);
          expect(expectedByCents(pledge, pledge.endDate)).toBe(pledge.amountCents);
        },
      ),
    );
  });
});
