import type { BatchFigures } from '../api/batches';
import type { BatchState, BatchStatus } from './constants';

/** What the gifts entered in a batch add up to (in-kind gifts carry no amount and are counted apart). */
export interface EnteredTotals {
  count: number;
  totalCents: number;
  cashCents: number;
  checkCents: number;
  inKindCount: number;
}

/** The count sheet's figures, typed in before entry. */
export interface ControlFigures {
  expectedCount: number;
  expectedTotalCents: number;
  /** Null when the count sheet gave no separate cash or check figure. */
  expectedCashCents: number | null;
  expectedCheckCents: number | null;
}

/**
 * Entered against expected. A batch balances when its gifts' number and total equal the control
 * figures, and its cash and check totals equal theirs where the count sheet gave them: the two
 * figures a deposit is checked against at the bank. In-kind gifts are neither deposited nor on the
 * count sheet, so they count in neither.
 */
export function batchFigures(control: ControlFigures, entered: EnteredTotals): BatchFigures {
  const variance = (enteredCents: number, expected: number | null) =>
    expected === null ? null : enteredCents - expected;
  const countVariance = entered.count - control.expectedCount;
  const totalVariance = entered.totalCents - control.expectedTotalCents;
  const cashVariance = variance(entered.cashCents, control.expectedCashCents);
  const checkVariance = variance(entered.checkCents, control.expectedCheckCents);
  return {
    ...entered,
    countVariance,
    totalVariance,
    cashVariance,
    checkVariance,
    balanced: countVariance === 0 && totalVariance === 0 && !cashVariance && !checkVariance,
  };
}

/** The state a batch shows: an open batch whose figures balance is "balanced". */
export function batchState(status: BatchStatus, figures: Pick<BatchFigures, 'balanced'>): BatchState {
  return status === 'open' && figures.balanced ? 'balanced' : status;
}
