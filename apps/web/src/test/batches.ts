import type {
  BatchAdjustment,
  BatchDetail,
  BatchFigures,
  BatchGift,
  BatchList,
  BatchSummary,
} from '@steward/domain';

export const BATCH_ID = '66666666-6666-4666-8666-666666666666';
export const GIFT_ID = '77777777-7777-4777-8777-777777777777';
export const ADJUSTMENT_ID = '55555555-5555-4555-8555-555555555555';
const JANE = { id: '33333333-3333-4333-8333-333333333333', name: 'Jane Smith', envelopeNumber: '42' };
/** The member sessionFor() signs in. */
export const PAT = { id: '11111111-1111-4111-8111-111111111111', name: 'Pat Jones' };
export const SAM = { id: '44444444-4444-4444-8444-444444444444', name: 'Sam Lee' };

export function batchFigures(overrides: Partial<BatchFigures> = {}): BatchFigures {
  return {
    count: 12,
    totalCents: 125_000,
    cashCents: 25_000,
    checkCents: 100_000,
    inKindCount: 1,
    countVariance: 0,
    totalVariance: 0,
    cashVariance: 0,
    checkVariance: 0,
    balanced: true,
    ...overrides,
  };
}

export function batchSummary(overrides: Partial<BatchSummary> = {}): BatchSummary {
  return {
    id: BATCH_ID,
    name: 'Sunday 9:00, Nov 22 2026',
    receivedDate: '2026-11-22',
    depositDate: null,
    bankAccount: 'Operating checking',
    note: null,
    state: 'balanced',
    expectedCount: 12,
    expectedTotalCents: 125_000,
    expectedCashCents: 25_000,
    expectedCheckCents: 100_000,
    defaultFund: '',
    defaultMethod: 'check',
    defaultGiftDate: null,
    figures: batchFigures(),
    createdBy: PAT,
    createdAt: '2026-11-22T15:00:00.000Z',
    committedBy: null,
    committedAt: null,
    loneCommit: false,
    depositedAt: null,
    exportedBy: null,
    exportedAt: null,
    firstCommittedAt: null,
    cashCount: null,
    ...overrides,
  };
}

export function batchList(items: BatchSummary[]): BatchList {
  return { items, total: items.length, page: 1, pageSize: 50 };
}

export function batchGift(overrides: Partial<BatchGift> = {}): BatchGift {
  return {
    id: GIFT_ID,
    kind: 'entry',
    donor: JANE,
    anonymous: false,
    method: 'check',
    checkNumber: '1042',
    giftDate: '2026-11-22',
    memo: null,
    inKindDescription: null,
    allocations: [{ fund: 'Building', amountCents: 5_000 }],
    totalCents: 5_000,
    adjustsGiftId: null,
    adjustmentReason: null,
    reversed: false,
    enteredBy: PAT,
    enteredAt: '2026-11-22T15:10:00.000Z',
    hasImage: false,
    warnings: [],
    ...overrides,
  };
}

/** A correction of batchGift() from $50.00 to $500.00, proposed by Pat and waiting for a second admin. */
export function batchAdjustment(overrides: Partial<BatchAdjustment> = {}): BatchAdjustment {
  return {
    id: ADJUSTMENT_ID,
    giftId: GIFT_ID,
    giftDonorName: JANE.name,
    giftTotalCents: 5_000,
    kind: 'correction',
    reason: 'Typed $50 for $500',
    corrected: {
      method: 'check',
      checkNumber: '1042',
      giftDate: '2026-11-22',
      memo: null,
      inKindDescription: null,
      allocations: [{ fund: 'Building', amountCents: 50_000 }],
      totalCents: 50_000,
    },
    status: 'pending',
    proposedBy: PAT,
    proposedAt: '2026-11-23T09:15:00.000Z',
    decidedBy: null,
    decidedAt: null,
    lone: false,
    can: { approve: false, reject: false },
    ...overrides,
  };
}

const NOTHING_ALLOWED: BatchDetail['can'] = {
  edit: false,
  editDetails: false,
  commit: false,
  commitRefusal: null,
  commitConfirmation: null,
  deposit: false,
  reopen: false,
  requestReopen: false,
  approveReopen: false,
  rejectReopen: false,
  adjust: false,
  delete: false,
  deleteRefusal: null,
};

export function batchDetail(
  overrides: { batch?: Partial<BatchSummary>; can?: Partial<BatchDetail['can']> } & Partial<
    Omit<BatchDetail, 'batch' | 'can'>
  > = {},
): BatchDetail {
  const { batch, can, ...rest } = overrides;
  return {
    batch: batchSummary(batch),
    gifts: [batchGift()],
    entering: [],
    hands: [{ ...PAT, entered: 1, changedSinceCommit: false, changedAt: null }],
    adjustments: [],
    reopenRequest: null,
    attachments: [],
    can: { ...NOTHING_ALLOWED, ...can },
    ...rest,
  };
}
