/**
 * What every document checks of its input before drawing it: a caller's mistake (a date that is
 * not one, a fraction of a cent) fails the document with the reason instead of printing garbage.
 */
import { parseDate } from '../format';

export function checkAmount(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new Error(`An amount must be a whole number of cents: ${cents}`);
}

/** The document's creation date: noon UTC of the day it is dated, so it reads as that day anywhere. */
export function creationDate(day: string): Date {
  const { year, month, day: date } = parseDate(day);
  return new Date(Date.UTC(year, month - 1, date, 12));
}
