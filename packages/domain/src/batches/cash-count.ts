import type { CashCount } from '../api/batches';
import { centsToDollars, formatDollars } from '../money';
import { CASH_DENOMINATIONS } from './constants';

/** What a count sheet's cash by denomination adds up to, in cents. */
export function cashCountCents(count: CashCount): number {
  return CASH_DENOMINATIONS.reduce((sum, d) => sum + (count[d.id] ?? 0) * d.cents, 0);
}

/**
 * Why a batch's cash by denomination cannot stand beside its expected cash, or null: the two are
 * one count, so where both are given they must agree to the cent.
 */
export function cashCountProblem(count: CashCount | null, expectedCashCents: number | null): string | null {
  if (count === null || expectedCashCents === null) return null;
  const counted = cashCountCents(count);
  if (counted === expectedCashCents) return null;
  const money = (cents: number) => formatDollars(centsToDollars(cents));
  return `The cash by denomination adds up to ${money(counted)}, not the expected cash of ${money(expectedCashCents)}`;
}
