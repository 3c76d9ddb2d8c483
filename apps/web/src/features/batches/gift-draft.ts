import {
  type BatchGift,
  type BatchSummary,
  centsToDollars,
  type GiftEntryInput,
  type GiftMethod,
  giftEntryInputSchema,
  parseGiftAmount,
} from '@steward/domain';

/** Who gave, as chosen in the donor field. */
export type DonorChoice =
  | { kind: 'existing'; id: string; name: string; detail: string | null }
  | { kind: 'new' }
  | { kind: 'anonymous' };

export interface NewDonorDraft {
  firstName: string;
  lastName: string;
  email: string;
  addressLine1: string;
  city: string;
  region: string;
  postalCode: string;
}

/** One fund line of a gift; two or more split it. `key` keeps React's rows apart. */
export interface DraftLine {
  key: number;
  fund: string;
  amount: string;
}

/** One row of the grid as typed: text, never parsed until it is saved. */
export interface GiftDraft {
  /** The saved gift being corrected; null for a new one. */
  giftId: string | null;
  donorText: string;
  donor: DonorChoice | null;
  newDonor: NewDonorDraft;
  method: GiftMethod;
  checkNumber: string;
  giftDate: string;
  memo: string;
  inKindDescription: string;
  lines: DraftLine[];
}

/** What keeps a row from being sent, and the field (its input's name) to move to. */
export interface RowProblem {
  field: string;
  message: string;
}

export const ANONYMOUS_LABEL = 'Anonymous / loose cash';
export const DONOR_REQUIRED = 'Choose the donor, add a new donor, or mark the gift anonymous';

const EMPTY_NEW_DONOR: NewDonorDraft = {
  firstName: '',
  lastName: '',
  email: '',
  addressLine1: '',
  city: '',
  region: '',
  postalCode: '',
};

let nextLineKey = 1;
export function draftLine(fund: string, amount = ''): DraftLine {
  nextLineKey += 1;
  return { key: nextLineKey, fund, amount };
}

/** The inputs' names, so a problem can move focus to its field. */
export const fieldName = {
  amount: (index: number) => `amount-${index}`,
  fund: (index: number) => `fund-${index}`,
};

/** A new row: the batch's defaults, with the fund the last gift went to. */
export function emptyDraft(batch: BatchSummary, lastFund: string | null): GiftDraft {
  return {
    giftId: null,
    donorText: '',
    donor: null,
    newDonor: EMPTY_NEW_DONOR,
    method: batch.defaultMethod,
    checkNumber: '',
    giftDate: batch.defaultGiftDate ?? batch.receivedDate,
    memo: '',
    inKindDescription: '',
    lines: [draftLine(lastFund ?? batch.defaultFund)],
  };
}

/** "12.50": cents as the amount field shows them for a correction. */
export function typedAmount(cents: number | null): string {
  return cents === null ? '' : centsToDollars(cents).toFixed(2);
}

/** A saved gift back in the row, to be corrected. */
export function draftFromGift(gift: BatchGift): GiftDraft {
  const envelope = gift.donor?.envelopeNumber;
  const donor: DonorChoice = gift.donor
    ? {
        kind: 'existing',
        id: gift.donor.id,
        name: gift.donor.name,
        detail: envelope ? `Envelope ${envelope}` : null,
      }
    : { kind: 'anonymous' };
  return {
    giftId: gift.id,
    donorText: gift.donor?.name ?? ANONYMOUS_LABEL,
    donor,
    newDonor: EMPTY_NEW_DONOR,
    method: gift.method,
    checkNumber: gift.checkNumber ?? '',
    giftDate: gift.giftDate,
    memo: gift.memo ?? '',
    inKindDescription: gift.inKindDescription ?? '',
    lines: gift.allocations.map((line) => draftLine(line.fund, typedAmount(line.amountCents))),
  };
}

/**
 * A typed name split for the new donor's form: the last word is the last name, and so is a single
 * word (at a counting table one looks a family up by the name on its envelope).
 */
export function splitTypedName(text: string): Pick<NewDonorDraft, 'firstName' | 'lastName'> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: '', lastName: words[0] ?? '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

function donorInput(draft: GiftDraft): GiftEntryInput['donor'] | null {
  switch (draft.donor?.kind) {
    case 'existing':
      return { kind: 'existing', donorId: draft.donor.id };
    case 'new':
      return { kind: 'new', ...draft.newDonor };
    case 'anonymous':
      return { kind: 'anonymous' };
    default:
      return null;
  }
}

/** The contract's field paths, as the grid's input names. */
function problemField(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  if (first === 'donor') return typeof second === 'string' ? second : 'donor';
  if (first === 'allocations' && typeof second === 'number') {
    return third === 'fund' ? fieldName.fund(second) : fieldName.amount(second);
  }
  return typeof first === 'string' ? first : 'donor';
}

/**
 * The row as the API takes it, or its first problem: no donor chosen, an amount that is not one,
 * or anything the contract's schema refuses (a new donor's missing name, a check number too long).
 * An in-kind gift may leave its amount empty: the organisation describes, the donor values.
 */
export function draftToInput(draft: GiftDraft): { input: GiftEntryInput } | { problem: RowProblem } {
  const donor = donorInput(draft);
  if (!donor) return { problem: { field: 'donor', message: DONOR_REQUIRED } };
  const inKind = draft.method === 'in_kind';
  const allocations: GiftEntryInput['allocations'] = [];
  for (const [index, line] of draft.lines.entries()) {
    if (inKind && line.amount.trim() === '') {
      allocations.push({ fund: line.fund, amountCents: null });
      continue;
    }
    const amount = parseGiftAmount(line.amount);
    if (!amount.ok) return { problem: { field: fieldName.amount(index), message: amount.error } };
    allocations.push({ fund: line.fund, amountCents: amount.cents });
  }
  const input: GiftEntryInput = {
    donor,
    method: draft.method,
    // Only a check has a number: one typed before the method changed is not sent.
    checkNumber: draft.method === 'check' ? draft.checkNumber : null,
    giftDate: draft.giftDate,
    memo: draft.memo,
    inKindDescription: inKind ? draft.inKindDescription : null,
    allocations,
  };
  const checked = giftEntryInputSchema.safeParse(input);
  if (checked.success) return { input };
  const issue = checked.error.issues[0];
  return { problem: { field: problemField(issue?.path ?? []), message: issue?.message ?? DONOR_REQUIRED } };
}
