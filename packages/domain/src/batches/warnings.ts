import type { GiftWarning } from '../api/batches';
import { LIMITS } from '../limits';
import { centsToDollars, formatDollars } from '../money';

// The entry grid's warnings (never silent, never a refusal: the counter saves anyway once they
// have looked). Pure rules over what the server read; the server asks, these decide and word.

const L = LIMITS.batches;

/**
 * Who reads a warning: an admin sees the donor's giving behind it, a counter (who sees nothing of
 * giving) only that the amount is unusual.
 */
export type WarningReader = 'admin' | 'counter';
const DAY_MS = 24 * 60 * 60 * 1000;
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A yyyy-MM-dd day as the grid words it: "Nov 22, 2026". */
function shortDay(day: string): string {
  return SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The week a batch's gifts belong to: Sunday to Saturday around the day they were received (the
 * week of one Sunday's services; a midweek mail batch keeps that week's Sunday too).
 */
export function batchWeek(receivedDate: string): { first: string; last: string } {
  const received = new Date(`${receivedDate}T00:00:00Z`);
  const sunday = received.getTime() - received.getUTCDay() * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { first: iso(sunday), last: iso(sunday + 6 * DAY_MS) };
}

/** A gift dated outside its batch's week: a typo in the date, or a gift of another count. */
export function dateOutsideWeekWarning(receivedDate: string, giftDate: string): GiftWarning | null {
  const week = batchWeek(receivedDate);
  // ISO days compare as text.
  if (giftDate >= week.first && giftDate <= week.last) return null;
  return {
    kind: 'date_outside_week',
    message: `${shortDay(giftDate)} is outside this batch's week (${shortDay(week.first)} to ${shortDay(week.last)})`,
  };
}

/**
 * A donor's usual gift: the median of their gifts, so one large year-end gift does not make every
 * Sunday's envelope look small. Null with too few gifts to say what is usual.
 */
export function usualGiftCents(amountsCents: readonly number[]): number | null {
  if (amountsCents.length < L.usualGiftMinimumGifts) return null;
  const sorted = [...amountsCents].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(median);
}

/** A gift LIMITS.batches.unusualGiftFactor times the donor's usual gift or more: often a slipped decimal. */
export function unusualAmountWarning(
  donorName: string,
  totalCents: number,
  previousGiftsCents: readonly number[],
  reader: WarningReader = 'admin',
): GiftWarning | null {
  const usual = usualGiftCents(previousGiftsCents);
  if (usual === null || usual <= 0 || totalCents < usual * L.unusualGiftFactor) return null;
  const amount = formatDollars(centsToDollars(totalCents));
  return {
    kind: 'unusual_amount',
    message:
      reader === 'counter'
        ? `${amount} is unusual for ${donorName}: please check the amount`
        : `${amount} is ${L.unusualGiftFactor} times or more ${donorName}'s usual gift of ${formatDollars(centsToDollars(usual))}`,
  };
}

/**
 * The same check number from the same donor already entered, in this batch or another one. A
 * counter opens only open batches, so the batches they cannot open (`unnamed`) are not named.
 */
export function duplicateCheckWarning(
  checkNumber: string,
  donorName: string,
  batchNames: readonly string[],
  unnamed = 0,
): GiftWarning | null {
  if (batchNames.length === 0 && unnamed === 0) return null;
  const places = [...batchNames];
  if (unnamed > 0) places.push(unnamed === 1 ? 'a committed batch' : `${unnamed} committed batches`);
  return {
    kind: 'duplicate_check',
    message: `Check ${checkNumber} from ${donorName} is already in ${places.join(' and ')}`,
  };
}
