import {
  type BatchGift,
  type BatchSummary,
  centsToDollars,
  type EntryFund,
  type EntryPledge,
  formatDollars,
  fundKey,
  fundLabel,
  fundNotInList,
  type GiftEntryInput,
  type GiftMethod,
  giftEntryInputSchema,
  parseGiftAmount,
} from '@steward/domain';

/** Who gave, as chosen in the donor field. */
export type DonorChoice =
  | {
      kind: 'existing';
      id: string;
      name: string;
      detail: string | null;
      /** Their active pledges, for the hint when the gift goes to another fund (pledgeHints). */
      pledges: readonly EntryPledge[];
    }
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
  /** The name of the fund chosen from the fund list; null while what is typed names none. */
  fund: string | null;
  /** What the fund cell shows: the chosen fund's label, or what was typed. */
  fundText: string;
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
  /**
   * Once the gift is split, the amount typed first (the check's): what the lines must add up to.
   * Null for a gift to one fund, whose one line carries the amount.
   */
  total: string | null;
  lines: DraftLine[];
}

/** What keeps a row from being sent, and the field (its input's name) to move to. */
export interface RowProblem {
  field: string;
  message: string;
}

export const ANONYMOUS_LABEL = 'Anonymous / loose cash';
export const DONOR_REQUIRED = 'Choose the donor, add a new donor, or mark the gift anonymous';
export const FUND_REQUIRED = 'Please choose the fund';

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
/** A fund line with a fund of the list (by name), or none chosen yet (null: an empty cell). */
export function draftLine(fund: string | null, amount = ''): DraftLine {
  nextLineKey += 1;
  return { key: nextLineKey, fund, fundText: fund === null ? '' : fundLabel(fund), amount };
}

/** The inputs' names, so a problem can move focus to its field. */
export const fieldName = {
  amount: (index: number) => `amount-${index}`,
  fund: (index: number) => `fund-${index}`,
  /** A split gift's amount typed first. */
  total: 'total',
};

/** Where focus goes for a row's amount: the amount typed first of a split gift. */
export function firstAmountField(draft: GiftDraft): string {
  return draft.total === null ? fieldName.amount(0) : fieldName.total;
}

/**
 * A new row: the batch's defaults, the batch's default fund included. Never the fund of the gift
 * typed before: carried over, restricted money goes where the last envelope went without a word.
 */
export function emptyDraft(batch: BatchSummary): GiftDraft {
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
    total: null,
    lines: [draftLine(batch.defaultFund)],
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
        // A saved gift's donor comes without the look-up: no pledge hint until they are chosen again.
        pledges: [],
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
    total: gift.allocations.length > 1 ? typedAmount(gift.totalCents) : null,
    lines: gift.allocations.map((line) => draftLine(line.fund, typedAmount(line.amountCents))),
  };
}

/**
 * Another fund line. Splitting a gift to one fund keeps the amount typed first as the total the
 * lines must add up to, and empties the first line for its own share.
 */
export function addLine(draft: GiftDraft): GiftDraft {
  if (draft.total !== null) return { ...draft, lines: [...draft.lines, draftLine(null)] };
  const [first, ...others] = draft.lines;
  if (!first) return draft;
  return { ...draft, total: first.amount, lines: [{ ...first, amount: '' }, ...others, draftLine(null)] };
}

/** A fund line taken away; back to one line, the gift's one fund gets the whole amount typed first. */
export function removeLine(draft: GiftDraft, index: number): GiftDraft {
  const lines = draft.lines.filter((_, at) => at !== index);
  const [only] = lines;
  if (lines.length > 1 || !only) return { ...draft, lines };
  return { ...draft, total: null, lines: [{ ...only, amount: draft.total ?? only.amount }] };
}

/** An in-kind gift goes to one fund: a split is given up, its first line keeping the whole. */
export function withoutSplit(draft: GiftDraft): GiftDraft {
  return draft.lines.length > 1 ? removeLine({ ...draft, lines: draft.lines.slice(0, 2) }, 1) : draft;
}

/** How much of a split gift's amount the lines have not assigned yet (negative: assigned too much). */
export interface SplitBalance {
  totalCents: number;
  remainingCents: number;
}

/** Null unless the gift is split and its amount typed first reads as one; unreadable lines count as 0. */
export function splitBalance(draft: GiftDraft): SplitBalance | null {
  if (draft.total === null) return null;
  const total = parseGiftAmount(draft.total);
  if (!total.ok) return null;
  const assigned = draft.lines.reduce((sum, line) => {
    const amount = parseGiftAmount(line.amount);
    return sum + (amount.ok ? amount.cents : 0);
  }, 0);
  return { totalCents: total.cents, remainingCents: total.cents - assigned };
}

const dollars = (cents: number) => formatDollars(centsToDollars(cents));

/** "$25.00 left to assign", "$5.00 over the check's amount", said as the lines are filled. */
export function splitBalanceText({ totalCents, remainingCents }: SplitBalance, method: GiftMethod): string {
  const whose = method === 'check' ? 'the check’s amount' : 'the gift’s amount';
  if (remainingCents > 0) return `${dollars(remainingCents)} left to assign`;
  if (remainingCents < 0) return `${dollars(-remainingCents)} over ${whose}`;
  return `All of ${dollars(totalCents)} assigned`;
}

const sameText = (a: string, b: string) => fundKey(a) === fundKey(b);

/** The one fund of the list whose label (or name) is what was typed, whatever its case; or null. */
export function fundNamed(typed: string, funds: readonly EntryFund[]): EntryFund | null {
  if (typed.trim() === '') return null;
  const found = funds.filter((fund) => sameText(fund.label, typed) || sameText(fund.name, typed));
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** Links each line whose typed fund is exactly a fund of the list (as Tab does), before a save. */
export function linkTypedFunds(draft: GiftDraft, funds: readonly EntryFund[]): GiftDraft {
  if (draft.lines.every((line) => line.fund !== null)) return draft;
  const lines = draft.lines.map((line) => {
    const found = line.fund === null ? fundNamed(line.fundText, funds) : null;
    return found ? { ...line, fund: found.name, fundText: found.label } : line;
  });
  return { ...draft, lines };
}

const personKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The one donor found whose name is exactly what was typed (case and spacing aside), whom Tab
 * links; none when two donors share the name (their envelope or city must tell them apart).
 */
export function donorNamed<T extends { name: string }>(typed: string, found: readonly T[]): T | null {
  const key = personKey(typed);
  if (key === '') return null;
  const same = found.filter((donor) => personKey(donor.name) === key);
  return same.length === 1 ? (same[0] ?? null) : null;
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
  if (first === 'total') return fieldName.total;
  if (first === 'allocations' && typeof second === 'number') {
    return third === 'fund' ? fieldName.fund(second) : fieldName.amount(second);
  }
  return typeof first === 'string' ? first : 'donor';
}

type Checked<T> = { value: T } | { problem: RowProblem };

/** The fund lines as the API takes them: a fund of the list each, amounts that add up to the total. */
function allocationsOf(draft: GiftDraft): Checked<GiftEntryInput['allocations']> {
  const inKind = draft.method === 'in_kind';
  if (draft.total !== null) {
    const total = parseGiftAmount(draft.total);
    if (!total.ok) return { problem: { field: fieldName.total, message: total.error } };
  }
  const allocations: GiftEntryInput['allocations'] = [];
  for (const [index, line] of draft.lines.entries()) {
    let amountCents: number | null = null;
    if (!inKind || line.amount.trim() !== '') {
      const amount = parseGiftAmount(line.amount);
      if (!amount.ok) return { problem: { field: fieldName.amount(index), message: amount.error } };
      amountCents = amount.cents;
    }
    if (line.fund === null) {
      const message = line.fundText.trim() === '' ? FUND_REQUIRED : fundNotInList(line.fundText, false);
      return { problem: { field: fieldName.fund(index), message } };
    }
    allocations.push({ fund: line.fund, amountCents });
  }
  const balance = splitBalance(draft);
  if (balance && balance.remainingCents !== 0) {
    const whose = draft.method === 'check' ? 'the check’s amount' : 'the gift’s amount';
    const message = `The fund lines must add up to ${whose}, ${dollars(balance.totalCents)}: ${splitBalanceText(balance, draft.method)}`;
    return { problem: { field: fieldName.amount(draft.lines.length - 1), message } };
  }
  return { value: allocations };
}

/**
 * The row as the API takes it, or its first problem: no donor chosen, an amount that is not one,
 * a fund that is not one of the list, the lines of a split that do not add up to the amount typed
 * first, or anything the contract's schema refuses (a new donor's missing name, a check number
 * too long). An in-kind gift may leave its amount empty: the organisation describes, the donor values.
 */
export function draftToInput(draft: GiftDraft): { input: GiftEntryInput } | { problem: RowProblem } {
  const donor = donorInput(draft);
  if (!donor) return { problem: { field: 'donor', message: DONOR_REQUIRED } };
  const inKind = draft.method === 'in_kind';
  const checkedLines = allocationsOf(draft);
  if ('problem' in checkedLines) return checkedLines;
  const allocations = checkedLines.value;
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
