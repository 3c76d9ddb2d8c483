import { describe, expect, it } from 'vitest';
import { cashCountCents, cashCountProblem } from './cash-count';
import { describeControlFigures, describeGift } from './describe';

describe('cashCountCents and cashCountProblem', () => {
  // Fourteen $20s, three $5s, four quarters and seven pennies: $296.07.
  const count = { b2000: 14, b500: 3, c25: 4, c1: 7 };

  it('adds the bills and coins of a count sheet', () => {
    expect(cashCountCents(count)).toBe(29_607);
    expect(cashCountCents({ b100: 2, c100: 3 })).toBe(500);
  });

  it('refuses a breakdown that differs from the expected cash, naming both figures', () => {
    expect(cashCountProblem(count, 29_607)).toBeNull();
    expect(cashCountProblem(count, null)).toBeNull();
    expect(cashCountProblem(null, 29_607)).toBeNull();
    expect(cashCountProblem(count, 30_000)).toBe(
      'The cash by denomination adds up to $296.07, not the expected cash of $300.00',
    );
  });
});

describe('describeGift', () => {
  it('words a check, a split and loose cash as the audit log shows them', () => {
    expect(
      describeGift({
        donorName: 'Jane Doe',
        method: 'check',
        checkNumber: '1042',
        giftDate: '2026-11-22',
        allocations: [{ fund: 'General Fund', amountCents: 10_000 }],
      }),
    ).toBe('Jane Doe, check 1042, Nov 22, 2026: $100.00 to General Fund');
    expect(
      describeGift({
        donorName: null,
        method: 'cash',
        checkNumber: null,
        giftDate: '2026-11-22',
        allocations: [
          { fund: '', amountCents: 1_500 },
          { fund: 'Missions', amountCents: 500 },
        ],
      }),
    ).toBe('Anonymous, cash, Nov 22, 2026: $15.00 to General and $5.00 to Missions');
  });

  it('words the count sheet', () => {
    expect(
      describeControlFigures({
        expectedCount: 3,
        expectedTotalCents: 17_000,
        expectedCashCents: 2_000,
        expectedCheckCents: null,
      }),
    ).toBe('3 gifts, $170.00, cash $20.00');
  });
});
