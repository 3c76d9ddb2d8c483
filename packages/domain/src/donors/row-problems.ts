import { LIMITS } from '../limits';
import { DONOR_FIELD_LABELS, type DonorField } from './aliases';

/** The values of a donor row Steward keeps as text (the others are read as amounts, dates or a status). */
export const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'fund',
  'externalId',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'country',
  'household',
] as const satisfies readonly DonorField[];
export type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The most characters each text value of a donor row may have: names and address parts as the
 * donor page's form allows them, email and phone as every contact form, a full name as a first and
 * a last one. They keep a file's garbage out of the donor database (an 800 KB "last name" once froze
 * the statement renderer) and every value under PostgreSQL's limit for an index entry.
 */
export const TEXT_FIELD_LIMITS: Readonly<Record<TextField, number>> = {
  firstName: LIMITS.donors.contactField,
  lastName: LIMITS.donors.contactField,
  fullName: LIMITS.donors.fullName,
  email: LIMITS.contact.email,
  phone: LIMITS.contact.phone,
  fund: LIMITS.donors.fund,
  externalId: LIMITS.donors.externalId,
  addressLine1: LIMITS.donors.contactField,
  addressLine2: LIMITS.donors.contactField,
  city: LIMITS.donors.contactField,
  region: LIMITS.donors.contactField,
  postalCode: LIMITS.donors.contactField,
  country: LIMITS.donors.contactField,
  household: LIMITS.donors.householdName,
};

/**
 * What was wrong with a text value of a row that was read (toDonationRecord): longer than its
 * limit, an email that is not one address, line breaks (the value is kept on one line), or other
 * control characters (removed).
 */
export const ROW_PROBLEMS = ['too_long', 'not_one_email', 'line_breaks', 'control_characters'] as const;
export type RowProblemKind = (typeof ROW_PROBLEMS)[number];

export interface RowProblem {
  readonly field: TextField;
  readonly problem: RowProblemKind;
}

/** What becomes of a row whose value of this field is over its limit or not an email address. */
const SET_ASIDE: Readonly<Record<TextField, string>> = {
  firstName: 'row left out',
  lastName: 'row left out',
  fullName: 'row left out',
  email: 'kept without an email',
  phone: 'kept without a phone',
  fund: 'kept without a fund',
  externalId: 'kept without a transaction ID',
  addressLine1: 'kept without an address',
  addressLine2: 'kept without an address',
  city: 'kept without an address',
  region: 'kept without an address',
  postalCode: 'kept without an address',
  country: 'kept without an address',
  household: 'kept without a household',
};

/**
 * A row problem as the upload screen says it after the row's line: what was wrong and what was
 * done, e.g. "Email is not one email address: kept without an email".
 */
export function rowProblemLabel({ field, problem }: RowProblem): string {
  const name = DONOR_FIELD_LABELS[field];
  switch (problem) {
    case 'too_long':
      return `${name} is longer than ${TEXT_FIELD_LIMITS[field]} characters: ${SET_ASIDE[field]}`;
    case 'not_one_email':
      return `${name} is not one email address: ${SET_ASIDE[field]}`;
    case 'line_breaks':
      return `${name} is on several lines: kept on one`;
    case 'control_characters':
      return `${name} has control characters: kept without them`;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000a-\u001f]/;
const LINE_BREAKS = /[\n\v\f\r]+/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const OTHER_CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f]/g;

/** What readableText changed in a value. */
export interface TextCleaning {
  text: string;
  lineBreaks: boolean;
  controlCharacters: boolean;
}

/**
 * A value of a donor file trimmed and on one line, as PostgreSQL can store it and a statement,
 * an envelope or a mail header can carry it: every C0 control character but tab is taken out
 * (PostgreSQL's text cannot hold U+0000 at all). Line breaks (CR, LF, and the vertical tab and
 * form feed some exports write for them), with the spaces around them, become one space, so a
 * two-line street "12 Elm St" / "Apt 4" reads "12 Elm St Apt 4"; the others (NUL, escape,
 * separators) are removed, so "J\0o\0h\0n" of a misread UTF-16 file reads "John". A clean value,
 * almost every one, costs one regular expression test; the rest is linear in the value's length.
 */
export function readableText(value: string): TextCleaning {
  const text = value.trim();
  if (!CONTROL_CHARACTER.test(text)) return { text, lineBreaks: false, controlCharacters: false };
  const withoutOthers = text.replace(OTHER_CONTROL_CHARACTERS, '');
  let joined = '';
  let lines = 0;
  for (const line of withoutOthers.split(LINE_BREAKS)) {
    const part = line.trim();
    if (part === '') continue;
    joined = lines === 0 ? part : `${joined} ${part}`;
    lines++;
  }
  return { text: joined, lineBreaks: lines > 1, controlCharacters: withoutOthers.length < text.length };
}

/** Whether a value (trimmed) has a control character readableText would take out. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * A row's columns that may hold a control character, as one bit per column (columnBit): a reader
 * that sees every character anyway (the server's CSV tokenizer) says which, so the row rules test
 * those values only. The 32nd bit stands for every column from the 32nd on.
 */
export type ControlColumns = number;

/** Every column may hold one: each value is tested. */
export const EVERY_COLUMN: ControlColumns = -1;

/** The bit of ControlColumns for a column (0-based). */
export function columnBit(column: number): ControlColumns {
  return 1 << Math.min(column, 31);
}
