import { type BatchFigures, type BatchGift, centsToDollars, formatDollars, fundLabel } from '@steward/domain';
import { ANONYMOUS_LABEL } from '../gift-draft';

/** Whole cents as the grid shows them: "$1,200.00". */
export function money(cents: number): string {
  return formatDollars(centsToDollars(cents));
}

/** A difference from the count sheet, signed: "+$5.00", "−$5.00", "$0.00". */
export function signedMoney(cents: number): string {
  if (cents === 0) return money(0);
  return `${cents > 0 ? '+' : '−'}${money(Math.abs(cents))}`;
}

export function signedCount(count: number): string {
  return count > 0 ? `+${count}` : count < 0 ? `−${Math.abs(count)}` : '0';
}

export function donorName(gift: BatchGift): string {
  return gift.donor?.name ?? ANONYMOUS_LABEL;
}

/** What was given: "$50.00", or an in-kind gift's description when it carries no value. */
export function giftAmountText(gift: BatchGift): string {
  if (gift.method === 'in_kind' && gift.allocations.every((line) => line.amountCents === null)) {
    return `in-kind (${gift.inKindDescription ?? 'no description'})`;
  }
  return money(gift.totalCents);
}

/** Where the batch stands, as said after each change: "Entered 5 of 12." */
export function enteredText(figures: BatchFigures, expectedCount: number): string {
  const balanced = figures.balanced ? ' The batch balances.' : '';
  return `Entered ${figures.count} of ${expectedCount}.${balanced}`;
}

/** Where a gift went: "Building Fund", "General Fund and Missions", "General, Missions and Youth". */
export function fundsText(gift: BatchGift): string {
  const funds = gift.allocations.map((line) => fundLabel(line.fund));
  const last = funds.pop() ?? fundLabel('');
  return funds.length === 0 ? last : `${funds.join(', ')} and ${last}`;
}

/**
 * Read out once a row is saved, the fund named, so money for a restricted fund is heard going
 * there: "Gift saved: $750.00 from Ruth Oyelaran to Building Fund. Entered 4 of 10."
 */
export function savedText(gift: BatchGift, figures: BatchFigures, expectedCount: number, updated: boolean) {
  const from = gift.donor ? `from ${gift.donor.name}` : 'anonymous loose cash';
  const verb = updated ? 'Gift updated' : 'Gift saved';
  return `${verb}: ${giftAmountText(gift)} ${from} to ${fundsText(gift)}. ${enteredText(figures, expectedCount)}`;
}
