import { type BatchGift, GIFT_METHOD_LABELS } from '@steward/domain';
import { formatCents } from './format';

/** '' is the general fund (as in the donor pages and the batch report). */
export function fundLabel(fund: string): string {
  return fund === '' ? 'General' : fund;
}

/** Who gave: the donor, or loose cash given anonymously. */
export function giftDonorLabel(gift: BatchGift): string {
  return gift.donor?.name ?? 'Anonymous';
}

/** One fund, or a split: "Building $25.00, Missions $25.00". */
export function giftFundsLabel(gift: BatchGift): string {
  if (gift.allocations.length === 1) return fundLabel(gift.allocations[0]?.fund ?? '');
  return gift.allocations
    .map(({ fund, amountCents }) =>
      amountCents === null ? fundLabel(fund) : `${fundLabel(fund)} ${formatCents(amountCents)}`,
    )
    .join(', ');
}

/** The method, with the check's number when there is one: "Check 1042". */
export function giftMethodLabel(gift: BatchGift): string {
  const method = GIFT_METHOD_LABELS[gift.method];
  return gift.checkNumber ? `${method} ${gift.checkNumber}` : method;
}

/** An in-kind gift carries its description and no dollar value (the donor values it). */
export function giftAmountLabel(gift: BatchGift): string {
  if (gift.method === 'in_kind' && gift.totalCents === 0) return 'In-kind';
  return formatCents(gift.totalCents);
}
