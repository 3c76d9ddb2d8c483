import {
  type BatchFormValues,
  type BatchInput,
  batchFormSchema,
  CASH_DENOMINATIONS,
  type CashCount,
  cashCountCents,
  cashCountProblem,
  LIMITS,
} from '@steward/domain';

export type CashDenominationId = (typeof CASH_DENOMINATIONS)[number]['id'];

/** The form's key of one denomination's pieces (its control's name, so a refusal lands under it). */
export type CashField = `cash_${CashDenominationId}`;
export const cashField = (id: CashDenominationId): CashField => `cash_${id}`;

/** Pieces of each bill and coin as typed; '' for none. */
export type CashValues = Record<CashField, string>;

/**
 * The form's values: the API's batch input as typed, the service time (which only names the
 * batch), and the bills and coins, each a field of its own so editing one clears its refusal.
 */
export type NewBatchValues = BatchFormValues & CashValues & { serviceTime: string };

export const NO_CASH = Object.fromEntries(
  CASH_DENOMINATIONS.map(({ id }) => [cashField(id), '']),
) as CashValues;

const PIECES_REFUSAL = 'The number of bills or coins must be a whole number';

/** What the bills and coins typed add up to, in cents (what is not a whole number counts nothing yet). */
export function typedCashCents(cash: CashValues): number {
  const count: CashCount = {};
  for (const { id } of CASH_DENOMINATIONS) {
    const text = cash[cashField(id)].trim();
    if (/^\d+$/.test(text)) count[id] = Number(text);
  }
  return cashCountCents(count);
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

type Parsed = { success: true; data: BatchInput } | { success: false; error: { issues: Issue[] } };

/** The bills and coins as the API takes them (null when none was typed), or the refusals. */
function parseCash(cash: CashValues): { count: CashCount | null; issues: Issue[] } {
  const count: CashCount = {};
  const issues: Issue[] = [];
  for (const { id } of CASH_DENOMINATIONS) {
    const text = cash[cashField(id)].trim();
    if (text === '') continue;
    if (!/^\d+$/.test(text)) issues.push({ path: [cashField(id)], message: PIECES_REFUSAL });
    else if (Number(text) > LIMITS.batches.cashPiecesMax) {
      issues.push({
        path: [cashField(id)],
        message: `At most ${LIMITS.batches.cashPiecesMax.toLocaleString('en-US')} of one bill or coin`,
      });
    } else count[id] = Number(text);
  }
  return { count: Object.keys(count).length > 0 ? count : null, issues };
}

/**
 * The new-batch form checked before anything is sent: the domain's form schema, and the count
 * sheet's bills and coins, which must add up to the expected cash when both are given (the
 * domain's cashCountProblem, which the server applies too).
 */
export const newBatchSchema = {
  safeParse(values: NewBatchValues): Parsed {
    const base = batchFormSchema.safeParse(values);
    const cash = parseCash(values);
    const issues: Issue[] = [...(base.success ? [] : base.error.issues), ...cash.issues];
    const problem = base.success && cashCountProblem(cash.count, base.data.expectedCashCents);
    if (problem) issues.push({ path: ['cashCount'], message: problem });
    if (!base.success || issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { ...base.data, cashCount: cash.count } };
  },
};
