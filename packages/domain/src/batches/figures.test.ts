import { describe, expect, it } from 'vitest';
import { batchFigures, batchState } from './figures';

const control = {
  expectedCount: 3,
  expectedTotalCents: 15_000,
  expectedCashCents: 5_000,
  expectedCheckCents: 10_000,
};

describe('batchFigures', () => {
  it('balances when the number, the total and the cash and check totals equal the count sheet', () => {
    const figures = batchFigures(control, {
      count: 3,
      totalCents: 15_000,
      cashCents: 5_000,
      checkCents: 10_000,
      inKindCount: 1,
    });
    expect(figures).toMatchObject({
      countVariance: 0,
      totalVariance: 0,
      cashVariance: 0,
      checkVariance: 0,
      balanced: true,
    });
    expect(batchState('open', figures)).toBe('balanced');
  });

  it('does not balance when the total matches but cash and checks are swapped between them', () => {
    const figures = batchFigures(control, {
      count: 3,
      totalCents: 15_000,
      cashCents: 6_000,
      checkCents: 9_000,
      inKindCount: 0,
    });
    expect(figures).toMatchObject({
      totalVariance: 0,
      cashVariance: 1_000,
      checkVariance: -1_000,
      balanced: false,
    });
    expect(batchState('open', figures)).toBe('open');
  });

  it('ignores cash and checks when the count sheet gave only a total', () => {
    const figures = batchFigures(
      { ...control, expectedCashCents: null, expectedCheckCents: null },
      { count: 3, totalCents: 15_000, cashCents: 1, checkCents: 14_999, inKindCount: 0 },
    );
    expect(figures).toMatchObject({ cashVariance: null, checkVariance: null, balanced: true });
  });

  it('reports a missing gift as a negative count variance', () => {
    const figures = batchFigures(control, {
      count: 2,
      totalCents: 15_000,
      cashCents: 5_000,
      checkCents: 10_000,
      inKindCount: 0,
    });
    expect(figures).toMatchObject({ countVariance: -1, balanced: false });
  });

  it('shows a committed batch as committed whatever its figures', () => {
    expect(batchState('committed', { balanced: true })).toBe('committed');
    expect(batchState('deposited', { balanced: true })).toBe('deposited');
  });
});
