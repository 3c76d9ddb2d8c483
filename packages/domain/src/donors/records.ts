import type { ColumnMapping } from './aliases';
import { type ControlColumns, EVERY_COLUMN, type RowProblem, TEXT_FIELD_LIMITS } from './row-problems';
import { cell, RowText } from './row-text';
import {
  isUnpaidStatus,
  monthColumnDate,
  parseAmountCents,
  parseDonationDate,
  splitFullName,
} from './values';

/** Why a CSV row was not imported (spec 001 §5); every dropped row is counted under one. */
export const DROP_REASONS = [
  'blank',
  'not_paid',
  'missing_name',
  'name_too_long',
  'missing_amount',
  'missing_date',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export const DROP_REASON_LABELS: Readonly<Record<DropReason, string>> = {
  blank: 'All values blank',
  not_paid: 'Payment failed, pending, canceled or refunded',
  missing_name: 'No first or last name',
  name_too_long: 'Name too long',
  missing_amount: 'Amount missing or 0',
  missing_date: 'Date missing or not readable',
};

/** One gift read from one CSV row, values trimmed; empty optional values are null. */
export interface DonationRecord {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** Above 0 for a gift; below 0 for a refund (isRefund). */
  amountCents: number;
  /** 'yyyy-MM-dd' */
  date: string;
  fund: string | null;
  externalId: string | null;
  /** The donor's mailing address as the row gives it, part by part (AddressParts). */
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
  /** The household column's value: the file's donors of one value give together. */
  household: string | null;
  /** What was wrong with the row's text values and has been dealt with; undefined for a clean row. */
  problems?: readonly RowProblem[];
}

/**
 * A kept row's record, made by a constructor rather than as an object literal. V8 watches how long
 * the objects of each literal live, and when most outlive a young-generation collection (a parse
 * keeps a chunk's records until they are passed on) it allocates that literal's objects straight
 * into the old generation, where a million short-lived records cost full collections: the parse
 * stage's peak went from 130 to 200 MiB and its time up by half, from run to run. Constructed
 * objects are not moved there by this rule. The properties are in the literal's order.
 */
class KeptRecord implements DonationRecord {
  problems: readonly RowProblem[] | undefined = undefined;

  constructor(
    public firstName: string,
    public lastName: string,
    public email: string | null,
    public phone: string | null,
    public amountCents: number,
    public date: string,
    public fund: string | null,
    public externalId: string | null,
    public addressLine1: string | null,
    public addressLine2: string | null,
    public city: string | null,
    public region: string | null,
    public postalCode: string | null,
    public country: string | null,
    public household: string | null,
  ) {}
}

/** A row left out, and for 'name_too_long' which name was too long. */
export type DroppedRow = { readonly drop: DropReason; readonly problems?: readonly RowProblem[] };

// One frozen answer per reason: a million-row file allocates nothing for the rows it drops.
const DROPPED: Readonly<Record<Exclude<DropReason, 'name_too_long'>, DroppedRow>> = {
  blank: Object.freeze({ drop: 'blank' }),
  not_paid: Object.freeze({ drop: 'not_paid' }),
  missing_name: Object.freeze({ drop: 'missing_name' }),
  missing_amount: Object.freeze({ drop: 'missing_amount' }),
  missing_date: Object.freeze({ drop: 'missing_date' }),
};

const ROW_TEXT = new RowText();

/**
 * Whether `value` is all white space as a regular expression's `\s` is (Unicode's spaces and line
 * breaks and the byte order mark), read by character codes: a regular expression per row cost as
 * much as the rest of the check, and the first character of a row almost always settles it.
 */
function isBlank(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code > 32 && code < 160) return false;
    if (!isWhiteSpace(code)) return false;
  }
  return true;
}

/** ECMAScript's WhiteSpace and LineTerminator, the characters of `\s`. */
function isWhiteSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * A row whose address has a part over its limit gives no address at all: an envelope needs the
 * address as a whole, and the donor's stored parts mixed with what is left of this one could send
 * a statement to a place that does not exist. Its other parts' cleaning is not reported.
 */
function withoutGarbledAddress(record: DonationRecord, problems: RowProblem[], addressFrom: number) {
  const address = problems.slice(addressFrom);
  if (!address.some((problem) => problem.problem === 'too_long')) return problems;
  record.addressLine1 = null;
  record.addressLine2 = null;
  record.city = null;
  record.region = null;
  record.postalCode = null;
  record.country = null;
  return [...problems.slice(0, addressFrom), ...address.filter((problem) => problem.problem === 'too_long')];
}

/** The row left out for a name over its limit, saying which. */
function nameTooLong(text: RowText): DroppedRow {
  return { drop: 'name_too_long', problems: text.namesTooLong() };
}

/**
 * Spec 001 §5: one CSV row as a gift, or why it is dropped. A row is kept with a first or last
 * name, an amount above 0 and a date; a row whose values are all blank is dropped as 'blank'.
 * A row whose payment status says no money arrived (failed, pending, canceled: isUnpaidStatus) is
 * dropped as 'not_paid', and so is a charge whose amount refunded (Stripe) is all of it
 * (docs/spec-deviations.md).
 * A row with a negative amount and a name and date is kept too, as a refund (isRefund): it never
 * becomes a gift, but a giving statement must subtract it (docs/spec-deviations.md).
 * Names come from the first and last name columns, or when both are empty from splitting the full
 * name column. The date column is read first; only when the file has none or the row's is blank
 * does the month column give the month's first day. The spec's last resort, today's date, is not
 * used: it would file an unreadable gift under the day of the import and bend every trend, so the
 * row is dropped as 'missing_date' instead. Email and the address parts are kept as written
 * (trimmed), not lower-cased or reformatted.
 *
 * Text values (TEXT_FIELDS) are also checked, and what was wrong is listed in the result's
 * `problems` (docs/spec-deviations.md):
 * - Line breaks and other control characters are taken out (readableText): a two-line street is
 *   kept on one line, a NUL never reaches PostgreSQL, which cannot store it.
 * - A first or last name (or the full name, or a half of it) over its limit (TEXT_FIELD_LIMITS)
 *   cannot identify a donor, cut or not: the row is dropped as 'name_too_long', its problem
 *   naming the field.
 * - An optional value over its limit is left out and the gift kept, since the money arrived
 *   whatever the garbage beside it: the email, phone, fund (the gift then has none) or
 *   transaction id; a part of the address takes the whole address with it (withoutGarbledAddress).
 * - An email that is not one address (isEmailAddress, the donor page's rule: no lists, no display
 *   names) is left out, so a statement is never mailed to a second recipient the file slipped in;
 *   the donor keeps the email they have, or has none until it is corrected.
 * Rows dropped for another reason report no problems: nothing of them is kept.
 * `controlColumns` spares the test for control characters of the columns a reader has seen to have
 * none (ControlColumns); by default every value is tested.
 */
export function toDonationRecord(
  row: readonly string[],
  mapping: ColumnMapping,
  today: Date,
  controlColumns: ControlColumns = EVERY_COLUMN,
): DonationRecord | DroppedRow {
  let blank = true;
  for (const value of row) {
    if (!isBlank(value)) {
      blank = false;
      break;
    }
  }
  if (blank) return DROPPED.blank;
  // First, because a failed card charge often lacks the rest too, and this is why it is left out.
  if (isUnpaidStatus(cell(row, mapping.status))) return DROPPED.not_paid;

  const text = ROW_TEXT.reset(row, controlColumns);
  let firstName = text.name(mapping.firstName, 'firstName');
  let lastName = text.name(mapping.lastName, 'lastName');
  if (firstName === null || lastName === null) return nameTooLong(text);
  if (firstName === '' && lastName === '' && mapping.fullName !== null) {
    const fullName = text.name(mapping.fullName, 'fullName');
    if (fullName === null) return nameTooLong(text);
    if (fullName !== '') {
      ({ firstName, lastName } = splitFullName(fullName));
      // Each half is kept where the donor page keeps a first and a last name.
      const firstTooLong = firstName.length > TEXT_FIELD_LIMITS.firstName;
      const lastTooLong = lastName.length > TEXT_FIELD_LIMITS.lastName;
      if (firstTooLong) text.note('firstName', 'too_long');
      if (lastTooLong) text.note('lastName', 'too_long');
      if (firstTooLong || lastTooLong) return nameTooLong(text);
    }
  }
  if (firstName === '' && lastName === '') return DROPPED.missing_name;

  const amountCents = parseAmountCents(cell(row, mapping.amount));
  if (amountCents === 0) return DROPPED.missing_amount;
  // A charge refunded in full (Stripe's "Amount Refunded" beside it) gave nothing. One refunded in
  // part stays whole: taking the part off would change the gift's amount, and so its identity, and
  // the next export of the same charge would add it again.
  if (amountCents > 0 && parseAmountCents(cell(row, mapping.amountRefunded)) >= amountCents) {
    return DROPPED.not_paid;
  }

  const dateText = cell(row, mapping.date);
  const date =
    dateText !== ''
      ? parseDonationDate(dateText)
      : mapping.month === null
        ? null
        : monthColumnDate(cell(row, mapping.month), today);
  if (date === null) return DROPPED.missing_date;

  const email = text.email(mapping.email);
  const phone = text.optional(mapping.phone, 'phone');
  const fund = text.optional(mapping.fund, 'fund');
  const externalId = text.optional(mapping.externalId, 'externalId');
  const household = text.optional(mapping.household, 'household');
  const addressFrom = text.problems?.length ?? 0;
  const record = new KeptRecord(
    firstName,
    lastName,
    email,
    phone,
    amountCents,
    date,
    fund,
    externalId,
    text.optional(mapping.addressLine1, 'addressLine1'),
    text.optional(mapping.addressLine2, 'addressLine2'),
    text.optional(mapping.city, 'city'),
    text.optional(mapping.region, 'region'),
    text.optional(mapping.postalCode, 'postalCode'),
    text.optional(mapping.country, 'country'),
    household,
  );
  if (text.problems) record.problems = withoutGarbledAddress(record, text.problems, addressFrom);
  return record;
}

/** A kept row that refunds a gift rather than giving one. */
export function isRefund(record: DonationRecord): boolean {
  return record.amountCents < 0;
}

/** Whether toDonationRecord dropped the row. */
export function isDropped(result: DonationRecord | DroppedRow): result is DroppedRow {
  return 'drop' in result;
}
