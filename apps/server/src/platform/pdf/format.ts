/**
 * The statement's input checks and amounts. Dates are calendar dates (yyyy-MM-dd), checked here
 * and written by the domain's longDate and shortDate, which read their parts (never through Date
 * and a time zone, so a gift of January 1 stays there).
 */
import { centsToDollars, formatDollars } from '@steward/domain';

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(text: string): CalendarDate {
  const match = ISO_DATE.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const daysInMonth = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
  if (!match || day < 1 || day > daysInMonth) throw new Error(`Not a calendar date (yyyy-MM-dd): ${text}`);
  return { year, month, day };
}

/** Cents as the statement prints them: "$1,234.56". */
export function money(cents: number): string {
  return formatDollars(centsToDollars(cents));
}

/** A statement's lines summed: the total less refunds, and how many gifts and refunds. */
export function statementTotals(gifts: readonly { amountCents: number }[]) {
  let totalCents = 0;
  let giftCount = 0;
  for (const gift of gifts) {
    totalCents += gift.amountCents;
    if (gift.amountCents > 0) giftCount++;
  }
  return { totalCents, giftCount, refundCount: gifts.length - giftCount };
}
