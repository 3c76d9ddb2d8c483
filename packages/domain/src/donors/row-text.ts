import { isEmailAddress } from '../email-address';
import {
  type ControlColumns,
  columnBit,
  hasControlCharacter,
  type RowProblem,
  type RowProblemKind,
  readableText,
  TEXT_FIELD_LIMITS,
  type TextField,
} from './row-problems';

/** A value of the row, trimmed; '' when the column is missing or the row too short for it. */
export function cell(row: readonly string[], column: number | null): string {
  if (column === null) return '';
  const value = row[column];
  return value === undefined ? '' : value.trim();
}

// A value no longer than the shortest limit (a phone's) is within every limit: almost every value
// costs one integer compare, not a look-up of its field's limit.
const SHORTEST_LIMIT = Math.min(...Object.values(TEXT_FIELD_LIMITS));

function overLimit(value: string, field: TextField): boolean {
  return value.length > SHORTEST_LIMIT && value.length > TEXT_FIELD_LIMITS[field];
}

/**
 * Reads the text values of one row (TEXT_FIELDS) for toDonationRecord and notes what was wrong
 * with them. A clean value costs a trim, an integer compare, and one regular expression test
 * unless the caller knows its column has no control character; a value with some is made readable
 * (readableText), and a value the row cannot keep is noted as a problem of its field instead of
 * its cleaning.
 */
export class RowText {
  problems: RowProblem[] | undefined = undefined;
  // What the value read last needed, noted only once it is known to be kept.
  private lineBreaks = false;
  private controlCharacters = false;

  private row: readonly string[] = [];
  private controlColumns: ControlColumns = 0;

  /**
   * Starts on a row. One RowText serves every row (toDonationRecord is never re-entered): a million
   * rows make no million readers. `problems` is a new list for each row, as a record keeps it.
   */
  reset(row: readonly string[], controlColumns: ControlColumns): this {
    this.row = row;
    this.controlColumns = controlColumns;
    this.problems = undefined;
    this.lineBreaks = false;
    this.controlCharacters = false;
    return this;
  }

  /** The value of `column`, trimmed and readable; '' when empty. */
  read(column: number | null): string {
    const value = cell(this.row, column);
    if (column === null || (this.controlColumns & columnBit(column)) === 0 || !hasControlCharacter(value)) {
      this.lineBreaks = false;
      this.controlCharacters = false;
      return value;
    }
    const cleaned = readableText(value);
    this.lineBreaks = cleaned.lineBreaks;
    this.controlCharacters = cleaned.controlCharacters;
    return cleaned.text;
  }

  note(field: TextField, problem: RowProblemKind): void {
    const problems = this.problems ?? [];
    problems.push({ field, problem });
    this.problems = problems;
  }

  /** `value`, the last one read, as kept: what its reading changed is noted on `field`. */
  keep<T extends string | null>(field: TextField, value: T): T {
    if (this.lineBreaks) this.note(field, 'line_breaks');
    if (this.controlCharacters) this.note(field, 'control_characters');
    return value;
  }

  /** A name: '' when empty, null (noted) when over its limit. */
  name(column: number | null, field: TextField): string | null {
    const value = this.read(column);
    if (overLimit(value, field)) {
      this.note(field, 'too_long');
      return null;
    }
    return this.keep(field, value);
  }

  /** An optional value: null when empty, and (noted) when over its limit. */
  optional(column: number | null, field: TextField): string | null {
    const value = this.name(column, field);
    return value === '' ? null : value;
  }

  /** The email: null when empty, and (noted) when over its limit or not one address. */
  email(column: number | null): string | null {
    const value = this.read(column);
    if (value === '') return this.keep('email', null);
    if (overLimit(value, 'email')) this.note('email', 'too_long');
    else if (!isEmailAddress(value)) this.note('email', 'not_one_email');
    else return this.keep('email', value);
    return null;
  }

  /** The names over their limit, for a row left out because of them. */
  namesTooLong(): RowProblem[] {
    return this.problems?.filter((problem) => problem.problem === 'too_long') ?? [];
  }
}
