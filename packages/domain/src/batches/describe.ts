import { centsToDollars, formatDollars } from '../money';
import { shortDate } from '../statements';
import { GIFT_METHOD_LABELS, type GiftMethod } from './constants';
import { fundLabel } from './journal';

/** A gift as an audit entry words it, before and after a change. */
export interface DescribedGift {
  /** Null for anonymous loose cash. */
  donorName: string | null;
  method: GiftMethod;
  checkNumber: string | null;
  giftDate: string;
  allocations: readonly { fund: string; amountCents: number | null }[];
}

const money = (cents: number) => formatDollars(centsToDollars(cents));

/**
 * "Jane Doe, check 1042, Nov 22, 2026: $100.00 to General Fund": who, how, when and what each fund
 * got, so the audit log shows what a gift was before it was changed or deleted, and after.
 */
export function describeGift(gift: DescribedGift): string {
  const how =
    gift.method === 'check' && gift.checkNumber
      ? `check ${gift.checkNumber}`
      : GIFT_METHOD_LABELS[gift.method].toLowerCase();
  const lines = gift.allocations.map((a) =>
    a.amountCents === null ? fundLabel(a.fund) : `${money(a.amountCents)} to ${fundLabel(a.fund)}`,
  );
  return `${gift.donorName ?? 'Anonymous'}, ${how}, ${shortDate(gift.giftDate)}: ${lines.join(' and ')}`;
}

/** The count sheet's figures as an audit entry words them. */
export function describeControlFigures(figures: {
  expectedCount: number;
  expectedTotalCents: number;
  expectedCashCents: number | null;
  expectedCheckCents: number | null;
}): string {
  const parts = [
    `${figures.expectedCount} ${figures.expectedCount === 1 ? 'gift' : 'gifts'}`,
    money(figures.expectedTotalCents),
  ];
  if (figures.expectedCashCents !== null) parts.push(`cash ${money(figures.expectedCashCents)}`);
  if (figures.expectedCheckCents !== null) parts.push(`checks ${money(figures.expectedCheckCents)}`);
  return parts.join(', ');
}
