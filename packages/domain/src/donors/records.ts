import type { ColumnMapping } from './aliases';
import {
  isUnpaidStatus,
  monthColumnDate,
  parseAmountCents,
  parseDonationDate,
  splitFullName,
} from './values';

/** Why a CSV row was not imported (spec 001 §5); every dropped row is counted under one. */
export const DROP_REASONS = ['blank', 'not_paid', 'missing_name', 'missing_amount', 'missing_date'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export const DROP_REASON_LABELS: Readonly<Record<DropReason, string>> = {
  blank: 'All values blank',
  not_paid: 'Payment failed, pending, canceled or refunded',
  missing_name: 'No first or last name',
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
}

export type DroppedRow = { readonly drop: DropReason };

// One frozen answer per reason: a million-row file allocates nothing for the rows it drops.
const DROPPED: Readonly<Record<DropReason, DroppedRow>> = {
  blank: Object.freeze({ drop: 'blank' }),
  not_paid: Object.freeze({ drop: 'not_paid' }),
  missing_name: Object.freeze({ drop: 'missing_name' }),
  missing_amount: Object.freeze({ drop: 'missing_amount' }),
  missing_date: Object.freeze({ drop: 'missing_date' }),
};

const NOT_BLANK = /\S/;

function cell(row: readonly string[], column: number | null): string {
  if (column === null) return '';
  const value = row[column];
  return value === undefined ? '' : value.trim();
}

function optional(row: readonly string[], column: number | null): string | null {
  const value = cell(row, column);
  return value === '' ? null : value;
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
 */
export function toDonationRecord(
  row: readonly string[],
  mapping: ColumnMapping,
  today: Date,
): DonationRecord | DroppedRow {
  let blank = true;
  for (const value of row) {
    if (NOT_BLANK.test(value)) {
      blank = false;
      break;
    }
  }
  if (blank) return DROPPED.blank;
  // First, because a failed card charge often lacks the rest too, and this is why it is left out.
  if (isUnpaidStatus(cell(row, mapping.status))) return DROPPED.not_paid;

  let firstName = cell(row, mapping.firstName);
  let lastName = cell(row, mapping.lastName);
  if (firstName === '' && lastName === '' && mapping.fullName !== null) {
    const fullName = cell(row, mapping.fullName);
    if (fullName !== '') ({ firstName, lastName } = splitFullName(fullName));
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

  return {
    firstName,
    lastName,
    email: optional(row, mapping.email),
    phone: optional(row, mapping.phone),
    amountCents,
    date,
    fund: optional(row, mapping.fund),
    externalId: optional(row, mapping.externalId),
    addressLine1: optional(row, mapping.addressLine1),
    addressLine2: optional(row, mapping.addressLine2),
    city: optional(row, mapping.city),
    region: optional(row, mapping.region),
    postalCode: optional(row, mapping.postalCode),
    country: optional(row, mapping.country),
  };
}

/** A kept row that refunds a gift rather than giving one. */
export function isRefund(record: DonationRecord): boolean {
  return record.amountCents < 0;
}

/** Whether toDonationRecord dropped the row. */
export function isDropped(result: DonationRecord | DroppedRow): result is DroppedRow {
  return 'drop' in result;
}
