import { describe, expect, it } from 'vitest';
import {
  CHANGED_BATCH,
  commitRefusal,
  type GiftEntryRow,
  stalePresenceQuestion,
  validateGiftEntry,
  varianceText,
} from './entry';
import { batchFigures } from './figures';

const check: GiftEntryRow = {
  donor: { kind: 'existing' },
  method: 'check',
  checkNumber: '1042',
  inKindDescription: null,
  allocations: [{ fund: 'General', amountCents: 10_000 }],
};

describe('validateGiftEntry', () => {
  it('accepts a check, a split check, loose cash and an in-kind gift without a value', () => {
    expect(validateGiftEntry(check)).toBeNull();
    expect(
      validateGiftEntry({
        ...check,
        allocations: [
          { fund: 'General', amountCents: 6_000 },
          { fund: 'Missions', amountCents: 4_000 },
        ],
      }),
    ).toBeNull();
    expect(
      validateGiftEntry({ ...check, donor: { kind: 'anonymous' }, method: 'cash', checkNumber: null }),
    ).toBeNull();
    expect(
      validateGiftEntry({
        ...check,
        method: 'in_kind',
        checkNumber: null,
        inKindDescription: 'Hymnals',
        allocations: [{ fund: '', amountCents: null }],
      }),
    ).toBeNull();
  });

  it('says why a row cannot be saved', () => {
    expect(validateGiftEntry({ ...check, allocations: [{ fund: '', amountCents: 0 }] })).toBe(
      'Amount must be above $0 with at most two decimals',
    );
    expect(validateGiftEntry({ ...check, allocations: [{ fund: '', amountCents: null }] })).toMatch(/Amount/);
    expect(validateGiftEntry({ ...check, method: 'in_kind', checkNumber: null })).toBe(
      'Please describe the in-kind gift',
    );
    expect(validateGiftEntry({ ...check, donor: { kind: 'anonymous' } })).toMatch(
      /Only loose cash can be anonymous/,
    );
    expect(validateGiftEntry({ ...check, method: 'cash' })).toBe('Only a check has a check number');
    expect(
      validateGiftEntry({
        ...check,
        allocations: [
          { fund: 'General', amountCents: 1 },
          { fund: 'general', amountCents: 1 },
        ],
      }),
    ).toBe('Each fund may appear once in a gift');
  });

  it("refuses an empty gift in the grid's words, and any line or gift above $10,000,000 naming the line", () => {
    expect(validateGiftEntry({ ...check, allocations: [] })).toBe('Please enter the amount');
    const limit = 'Amount must be at most $10,000,000';
    expect(
      validateGiftEntry({ ...check, allocations: [{ fund: '', amountCents: 1_000_000_000 }] }),
    ).toBeNull();
    expect(validateGiftEntry({ ...check, allocations: [{ fund: '', amountCents: 1_000_000_001 }] })).toBe(
      limit,
    );
    expect(
      validateGiftEntry({ ...check, allocations: [{ fund: '', amountCents: Number.MAX_SAFE_INTEGER }] }),
    ).toBe(limit);
    expect(
      validateGiftEntry({
        ...check,
        allocations: [
          { fund: 'Missions', amountCents: 100 },
          { fund: 'Building Fund', amountCents: 1_000_000_001 },
        ],
      }),
    ).toBe(`Building Fund: ${limit}`);
    // Two lines each within the limit whose gift is above it.
    expect(
      validateGiftEntry({
        ...check,
        allocations: [
          { fund: 'Missions', amountCents: 600_000_000 },
          { fund: 'Building Fund', amountCents: 600_000_000 },
        ],
      }),
    ).toBe(limit);
    expect(
      validateGiftEntry({
        ...check,
        method: 'in_kind',
        checkNumber: null,
        inKindDescription: 'A piano',
        allocations: [{ fund: '', amountCents: 1_000_000_001 }],
      }),
    ).toBe(limit);
  });
});

const control = {
  expectedCount: 3,
  expectedTotalCents: 17_000,
  expectedCashCents: 2_000,
  expectedCheckCents: 15_000,
};
const balanced = batchFigures(control, {
  count: 3,
  totalCents: 17_000,
  cashCents: 2_000,
  checkCents: 15_000,
  inKindCount: 0,
});

describe('commitRefusal', () => {
  const ok = {
    status: 'open',
    figures: balanced,
    enteringName: null,
    enteredMost: false,
    changedBatch: false,
    dualControl: true,
  } as const;

  it('lets a second person commit a balanced batch no one is entering into', () => {
    expect(commitRefusal(ok)).toBeNull();
    expect(commitRefusal({ ...ok, enteredMost: true, dualControl: false })).toBeNull();
  });

  it('names the variance, the member still entering, or the dual control rule', () => {
    const short = batchFigures(control, {
      count: 1,
      totalCents: 10_000,
      cashCents: 0,
      checkCents: 10_000,
      inKindCount: 0,
    });
    expect(commitRefusal({ ...ok, figures: short })).toBe(
      'This batch does not balance yet: 2 gifts short, total $70.00 short, cash $20.00 short, checks $50.00 short.',
    );
    expect(commitRefusal({ ...ok, enteringName: 'Maria Lopez' })).toBe(
      'Maria Lopez is still entering gifts in this batch.',
    );
    expect(commitRefusal({ ...ok, enteredMost: true })).toBe(
      'You entered the most gifts in this batch, so a second person must commit it.',
    );
    expect(commitRefusal({ ...ok, status: 'committed' })).toBe('This batch is already committed');
  });

  it("refuses the member who changed others' gifts or the count sheet, unless dual control is off", () => {
    expect(commitRefusal({ ...ok, changedBatch: true })).toBe(CHANGED_BATCH);
    expect(commitRefusal({ ...ok, changedBatch: true, dualControl: false })).toBeNull();
  });

  it('says "over" for more than the count sheet', () => {
    const over = batchFigures(control, {
      count: 4,
      totalCents: 17_500,
      cashCents: 2_500,
      checkCents: 15_000,
      inKindCount: 0,
    });
    expect(varianceText(over)).toBe('1 gift over, total $5.00 over, cash $5.00 over');
  });
});

describe('stalePresenceQuestion', () => {
  it('names who has the grid open and when they last saved a gift', () => {
    const now = new Date('2026-11-22T12:10:00Z');
    expect(stalePresenceQuestion([], now)).toBeNull();
    expect(
      stalePresenceQuestion(
        [
          { name: 'Maria Lopez', lastSavedAt: '2026-11-22T12:03:00Z' },
          { name: 'Tom Becker', lastSavedAt: null },
        ],
        now,
      ),
    ).toBe(
      'Maria Lopez has this batch open and last saved a gift 7 minutes ago; Tom Becker has this batch open but has saved no gift in it. Commit anyway?',
    );
  });
});
