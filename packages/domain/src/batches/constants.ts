/**
 * Contribution batches (not in the spec: docs/spec-deviations.md): the gifts of a count entered by
 * hand. "balanced" is an open batch whose entered figures equal its control figures, so it is a
 * state shown, never stored.
 */
export const BATCH_STATUSES = ['open', 'committed', 'deposited'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_STATES = ['open', 'balanced', 'committed', 'deposited'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** How a gift was given, in the order the entry grid offers them. */
export const GIFT_METHODS = ['cash', 'check', 'card', 'ach', 'in_kind', 'other'] as const;
export type GiftMethod = (typeof GIFT_METHODS)[number];

export const GIFT_METHOD_LABELS: Record<GiftMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  ach: 'ACH',
  in_kind: 'In-kind (non-cash)',
  other: 'Other',
};

/** entry: typed at the count; reversal and correction: an adjustment of a committed batch. */
export const GIFT_ENTRY_KINDS = ['entry', 'reversal', 'correction'] as const;
export type GiftEntryKind = (typeof GIFT_ENTRY_KINDS)[number];

/**
 * An adjustment of a committed batch: proposed by one admin, approved (carried out) or turned down
 * by another. Only an approved one counts anywhere.
 */
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/**
 * The bills and coins of a count sheet's cash breakdown (US currency), largest first: `id` keys a
 * batch's cash count ({ id: pieces }), `cents` is one piece's value. The deposit slip lists each
 * with its pieces and value.
 */
export const CASH_DENOMINATIONS = [
  { id: 'b10000', cents: 10_000, label: '$100 bills', kind: 'bill' },
  { id: 'b5000', cents: 5_000, label: '$50 bills', kind: 'bill' },
  { id: 'b2000', cents: 2_000, label: '$20 bills', kind: 'bill' },
  { id: 'b1000', cents: 1_000, label: '$10 bills', kind: 'bill' },
  { id: 'b500', cents: 500, label: '$5 bills', kind: 'bill' },
  { id: 'b200', cents: 200, label: '$2 bills', kind: 'bill' },
  { id: 'b100', cents: 100, label: '$1 bills', kind: 'bill' },
  { id: 'c100', cents: 100, label: '$1 coins', kind: 'coin' },
  { id: 'c50', cents: 50, label: 'Half dollars', kind: 'coin' },
  { id: 'c25', cents: 25, label: 'Quarters', kind: 'coin' },
  { id: 'c10', cents: 10, label: 'Dimes', kind: 'coin' },
  { id: 'c5', cents: 5, label: 'Nickels', kind: 'coin' },
  { id: 'c1', cents: 1, label: 'Pennies', kind: 'coin' },
] as const;
