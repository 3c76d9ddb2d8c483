/**
 * When a pledge is due: its instalments and what should have been given by a day. Dates are
 * calendar days (YYYY-MM-DD) compared as text and counted in UTC, so no time zone moves them; they
 * are taken as validated (pledgeProblems).
 */
import { daysInMonth } from '../donors/dates';
import { PLEDGE_LIMITS } from './limits';

/** How often a pledge is given, in the order a form offers them. */
export const PLEDGE_FREQUENCIES = ['one-time', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type PledgeFrequency = (typeof PLEDGE_FREQUENCIES)[number];

export const PLEDGE_FREQUENCY_LABELS: Record<PledgeFrequency, string> = {
  'one-time': 'One-time',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** What the schedule of a pledge is made of. Without a frequency it is given at will, evenly over its days. */
export interface PledgeSchedule {
  amountCents: number;
  startDate: string;
  endDate: string;
  frequency: PledgeFrequency | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS_APART = { monthly: 1, quarterly: 3, yearly: 12 } as const;

/** The days since 1970-01-01 of a YYYY-MM-DD day. */
function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The same day of the month `months` later, or that month's last day when it is shorter (31 Jan
 * plus one month is 28 Feb; 29 Feb plus twelve months is 28 Feb in a year that is not a leap year).
 */
function addMonths(day: string, months: number): string {
  const monthIndex = Number(day.slice(5, 7)) - 1 + months;
  const year = Number(day.slice(0, 4)) + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${twoDigits(month)}-${twoDigits(date)}`;
}

/**
 * The instalment `index` (0 the first) of a recurring pledge, counted from the start date rather
 * than from the instalment before: a pledge from 31 Jan falls on 28 Feb and on 31 Mar again.
 */
function instalmentDate(startDate: string, frequency: Exclude<PledgeFrequency, 'one-time'>, index: number) {
  if (frequency === 'weekly')
    return new Date((dayNumber(startDate) + 7 * index) * DAY_MS).toISOString().slice(0, 10);
  return addMonths(startDate, MONTHS_APART[frequency] * index);
}

/**
 * The days a pledge's instalments are due: the start date, then every week, month, quarter or year
 * from it while on or before the end date; a one-time pledge is due on its start date. The start
 * date is always the first, so every schedule has an instalment to divide the amount across. At
 * most PLEDGE_LIMITS.instalments dates (a weekly pledge over 19 years); a longer schedule is cut
 * there, and validation refuses it (exceedsInstalmentLimit).
 */
export function instalmentDates(startDate: string, endDate: string, frequency: PledgeFrequency): string[] {
  const dates = [startDate];
  if (frequency === 'one-time') return dates;
  for (let index = 1; index < PLEDGE_LIMITS.instalments; index++) {
    const date = instalmentDate(startDate, frequency, index);
    if (date > endDate) break;
    dates.push(date);
  }
  return dates;
}

/** Whether a pledge has more instalments than its schedule lists (PLEDGE_LIMITS.instalments). */
export function exceedsInstalmentLimit(
  startDate: string,
  endDate: string,
  frequency: PledgeFrequency,
): boolean {
  return (
    frequency !== 'one-time' && instalmentDate(startDate, frequency, PLEDGE_LIMITS.instalments) <= endDate
  );
}

/**
 * What the pledger should have given by `asOf` (that day included), so a pledge can be said to be
 * behind: nothing before the start, the whole amount from the end date on. With a frequency, the
 * instalments due by then, each the amount divided evenly (rounded down to the cent) and the last
 * one the rest, so that the instalments make exactly the amount. Without one, the share of the
 * pledge's days gone by (the start day counting as one), rounded down to the cent.
 */
export function expectedByCents(pledge: PledgeSchedule, asOf: string): number {
  if (asOf < pledge.startDate) return 0;
  if (asOf >= pledge.endDate) return pledge.amountCents;
  if (pledge.frequency === null) {
    const elapsed = dayNumber(asOf) - dayNumber(pledge.startDate) + 1;
    const total = dayNumber(pledge.endDate) - dayNumber(pledge.startDate) + 1;
    return Math.floor((pledge.amountCents * elapsed) / total);
  }
  const dates = instalmentDates(pledge.startDate, pledge.endDate, pledge.frequency);
  const due = dates.filter((date) => date <= asOf).length;
  return due === dates.length ? pledge.amountCents : due * Math.floor(pledge.amountCents / dates.length);
}

/**
 * The regular instalment a pledge is shown with ("$100.00 monthly"): the amount divided evenly,
 * rounded down to the cent (the last instalment takes the cents left over). Null without a frequency.
 */
export function instalmentCents(pledge: PledgeSchedule): number | null {
  if (pledge.frequency === null) return null;
  return Math.floor(
    pledge.amountCents / instalmentDates(pledge.startDate, pledge.endDate, pledge.frequency).length,
  );
}
