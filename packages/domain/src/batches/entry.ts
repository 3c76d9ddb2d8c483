import { type BatchFigures, GIFT_AMOUNT_LIMIT, GIFT_AMOUNT_MISSING } from '../api/batches';
import { LIMITS } from '../limits';
import { centsToDollars, formatDollars } from '../money';
import type { GiftMethod } from './constants';
import { fundLabel } from './journal';

/** One row of the entry grid as the server checks it beyond its types. */
export interface GiftEntryRow {
  donor: { kind: 'existing' | 'new' | 'anonymous' };
  method: GiftMethod;
  checkNumber: string | null;
  inKindDescription: string | null;
  allocations: readonly { fund: string; amountCents: number | null }[];
}

const AMOUNT_RULE = 'Amount must be above $0 with at most two decimals';

/**
 * Why a row of the grid cannot be saved, in the grid's words, or null. Every fund line and the
 * gift as a whole is at most LIMITS.batches.amountCentsMax (a line over it is named by its fund,
 * so a hand-typed request learns which). An in-kind gift describes
 * what was given and carries no dollar value unless one is typed (IRS Publication 1771: the
 * organisation describes, the donor values); every other gift has an amount above $0 on each fund
 * line; anonymous loose cash is cash; a fund appears once per gift; a check number is a check's.
 */
export function validateGiftEntry(row: GiftEntryRow): string | null {
  const inKind = row.method === 'in_kind';
  if (row.allocations.length === 0) return GIFT_AMOUNT_MISSING;
  if (inKind && !row.inKindDescription) return 'Please describe the in-kind gift';
  if (!inKind && row.inKindDescription) return 'Only an in-kind gift has a description';
  const split = row.allocations.length > 1;
  let total = 0;
  for (const allocation of row.allocations) {
    if (allocation.amountCents === null ? !inKind : allocation.amountCents <= 0) return AMOUNT_RULE;
    const cents = allocation.amountCents ?? 0;
    if (cents > LIMITS.batches.amountCentsMax) {
      return split ? `${fundLabel(allocation.fund)}: ${GIFT_AMOUNT_LIMIT}` : GIFT_AMOUNT_LIMIT;
    }
    total += cents;
  }
  if (total > LIMITS.batches.amountCentsMax) return GIFT_AMOUNT_LIMIT;
  if (inKind && row.allocations.length > 1) return 'An in-kind gift goes to one fund';
  const funds = new Set(row.allocations.map((a) => a.fund.trim().toLowerCase()));
  if (funds.size < row.allocations.length) return 'Each fund may appear once in a gift';
  if (row.donor.kind === 'anonymous' && row.method !== 'cash') {
    return 'Only loose cash can be anonymous: please choose the donor';
  }
  if (row.checkNumber && row.method !== 'check') return 'Only a check has a check number';
  return null;
}

const money = (cents: number) => formatDollars(centsToDollars(Math.abs(cents)));
const gifts = (n: number) => `${Math.abs(n)} ${Math.abs(n) === 1 ? 'gift' : 'gifts'}`;
const side = (variance: number) => (variance > 0 ? 'over' : 'short');

/** What keeps a batch from balancing, e.g. "1 gift short, total $25.00 short, cash $25.00 short". */
export function varianceText(figures: BatchFigures): string {
  const parts: string[] = [];
  if (figures.countVariance) parts.push(`${gifts(figures.countVariance)} ${side(figures.countVariance)}`);
  const amounts = [
    ['total', figures.totalVariance],
    ['cash', figures.cashVariance],
    ['checks', figures.checkVariance],
  ] as const;
  for (const [label, variance] of amounts) {
    if (variance) parts.push(`${label} ${money(variance)} ${side(variance)}`);
  }
  return parts.join(', ');
}

/** What a commit is refused for, checked in this order: the batch's state, its figures, the people. */
export interface CommitCheck {
  status: 'open' | 'committed' | 'deposited';
  figures: BatchFigures;
  /** Another member still entering gifts (presence within LIMITS.batches.presenceSeconds). */
  enteringName: string | null;
  /** The acting member is (one of) those who entered the most gifts of the batch. */
  enteredMost: boolean;
  /**
   * Since the last commit the acting member changed the batch beyond their own gifts (edited or
   * deleted another's gift, changed the count sheet, reopened it): they are one of its enterers.
   */
  changedBatch: boolean;
  dualControl: boolean;
}

export const BATCH_NOT_OPEN = 'This batch is already committed';
export const CHANGED_BATCH =
  "You changed this batch's gifts or count sheet after others entered them, so a second person must commit it.";

/**
 * Why the acting member may not commit the batch now, in the batch page's words, or null. Dual
 * control: the member who entered the most gifts (any of them, on a tie) may not commit it, nor
 * one who changed it beyond their own gifts since its last commit, unless the organisation turned
 * the rule off (a lone commit, marked on the batch report).
 */
export function commitRefusal(check: CommitCheck): string | null {
  if (check.status !== 'open') return BATCH_NOT_OPEN;
  if (!check.figures.balanced) return `This batch does not balance yet: ${varianceText(check.figures)}.`;
  if (check.enteringName) return `${check.enteringName} is still entering gifts in this batch.`;
  if (check.enteredMost && check.dualControl) {
    return 'You entered the most gifts in this batch, so a second person must commit it.';
  }
  if (check.changedBatch && check.dualControl) return CHANGED_BATCH;
  return null;
}

/** Another member whose grid is still open but who has stopped entering (no save within the window). */
export interface StalePresence {
  name: string;
  /** When they last saved a gift; null when they saved none since opening the grid. */
  lastSavedAt: string | null;
}

function minutesAgo(at: string, now: Date): string {
  const minutes = Math.max(1, Math.round((now.getTime() - new Date(at).getTime()) / 60_000));
  return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
}

/**
 * The question a commit asks before it goes ahead over members whose grid is open but idle: who,
 * and when they last saved a gift. An open grid alone never holds a commit forever.
 */
export function stalePresenceQuestion(stale: readonly StalePresence[], now: Date): string | null {
  if (stale.length === 0) return null;
  const who = stale.map((p) =>
    p.lastSavedAt === null
      ? `${p.name} has this batch open but has saved no gift in it`
      : `${p.name} has this batch open and last saved a gift ${minutesAgo(p.lastSavedAt, now)}`,
  );
  return `${who.join('; ')}. Commit anyway?`;
}
