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
