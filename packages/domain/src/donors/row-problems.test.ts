import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../email-address';
import { type ColumnMapping, detectColumns, emptyMapping } from './columns';
import { type DonationRecord, isDropped, toDonationRecord } from './records';
import {
  columnBit,
  EVERY_COLUMN,
  readableText,
  rowProblemLabel,
  TEXT_FIELD_LIMITS,
  TEXT_FIELDS,
} from './row-problems';

const today = new Date('2026-11-22T12:00:00Z');
const HEADERS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Amount',
  'Date',
  'Fund',
  'Transaction ID',
  'Street Address',
  'Address 2',
  'City',
  'State',
  'Zip',
  'Country',
];
const mapping = detectColumns(HEADERS);

/** A good row of HEADERS, with `values` (by header) in place of its own. */
function row(values: Record<string, string> = {}): string[] {
  const good: Record<string, string> = {
    'First Name': 'Ann',
    'Last Name': 'Lee',
    Email: 'ann@example.org',
    Phone: '555-0100',
    Amount: '$50.00',
    Date: '2024-03-01',
    Fund: 'General',
    'Transaction ID': 'T-1',
    'Street Address': '12 Elm St',
    'Address 2': 'Apt 4',
    City: 'Springfield',
    State: 'IL',
    Zip: '62701',
    Country: 'USA',
  };
  return HEADERS.map((header) => values[header] ?? (good[header] as string));
}

function record(values: Record<string, string>): DonationRecord {
  const result = toDonationRecord(row(values), mapping, today);
  if (isDropped(result)) throw new Error(`dropped as ${result.drop}`);
  return result;
}

const x = (length: number) => 'x'.repeat(length);

describe('text values of a donor row (toDonationRecord)', () => {
  it('has no problems for a clean row', () => {
    expect(record({}).problems).toBeUndefined();
  });

  it('keeps a two-line street on one line, takes NUL and other control characters out, and says so', () => {
    const kept = record({
      'Last Name': 'Le\u0000e',
      'Street Address': '12 Elm St \r\n Apt 4',
      City: 'Spring\u001bfield',
      Fund: 'Building\vFund',
    });
    expect(kept).toMatchObject({
      lastName: 'Lee',
      addressLine1: '12 Elm St Apt 4',
      city: 'Springfield',
      fund: 'Building Fund',
    });
    expect(kept.problems).toEqual([
      { field: 'lastName', problem: 'control_characters' },
      { field: 'fund', problem: 'line_breaks' },
      { field: 'addressLine1', problem: 'line_breaks' },
      { field: 'city', problem: 'control_characters' },
    ]);
  });

  it('keeps tabs, and a value of control characters only is empty', () => {
    expect(record({ City: 'Spring\tfield', Phone: '\u0000\u0001' })).toMatchObject({
      city: 'Spring\tfield',
      phone: null,
      problems: [{ field: 'phone', problem: 'control_characters' }],
    });
  });

  it("drops a row whose first or last name is over its limit as 'name_too_long', naming the field", () => {
    expect(record({ 'Last Name': x(TEXT_FIELD_LIMITS.lastName) }).lastName).toHaveLength(200);
    expect(toDonationRecord(row({ 'Last Name': x(201) }), mapping, today)).toEqual({
      drop: 'name_too_long',
      problems: [{ field: 'lastName', problem: 'too_long' }],
    });
    // The 500,000 characters that once reached PostgreSQL's index limit.
    expect(toDonationRecord(row({ 'First Name': x(500_000), Email: 'a, b' }), mapping, today)).toEqual({
      drop: 'name_too_long',
      problems: [{ field: 'firstName', problem: 'too_long' }],
    });
    // Whatever else the row lacks, its name is why it is left out.
    expect(toDonationRecord(row({ 'Last Name': x(201), Amount: '' }), mapping, today)).toMatchObject({
      drop: 'name_too_long',
    });
  });

  it('checks a full name before it is split, and each half after', () => {
    const full: ColumnMapping = { ...emptyMapping(), fullName: 0, amount: 1, date: 2 };
    const read = (name: string) => toDonationRecord([name, '5', '2024-01-15'], full, today);
    expect(read(`${x(200)} ${x(200)}`)).toMatchObject({ firstName: x(200), lastName: x(200) });
    expect(read(`${x(200)} ${x(201)}`)).toEqual({
      drop: 'name_too_long',
      problems: [{ field: 'fullName', problem: 'too_long' }],
    });
    expect(read(`Ann ${x(250)}`)).toEqual({
      drop: 'name_too_long',
      problems: [{ field: 'lastName', problem: 'too_long' }],
    });
    expect(read(`${x(250)}, Ann`)).toEqual({
      drop: 'name_too_long',
      problems: [{ field: 'lastName', problem: 'too_long' }],
    });
    expect(read('Ann\nLee')).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      problems: [{ field: 'fullName', problem: 'line_breaks' }],
    });
  });

  it('keeps the gift without an email that is not one address', () => {
    for (const email of [
      'victim@example.org, attacker@example.net',
      'Name <a@example.org>, b@example.net',
      'Ann Lee <ann@example.org>',
      'a@example.org;b@example.net',
      'a@example.org b@example.net',
      'a@example.org\nb@example.net',
      'a@example.org\r\nBcc: b@example.net',
      'not an email',
      'ann@',
    ]) {
      const kept = record({ Email: email });
      expect(kept.email, email).toBeNull();
      expect(kept.amountCents, email).toBe(5000);
      expect(kept.problems, email).toEqual([{ field: 'email', problem: 'not_one_email' }]);
    }
  });

  it('keeps an email as written when it is one address, and one cleaned of a NUL', () => {
    expect(record({ Email: ' Ann.Lee+gifts@Example.org ' })).toMatchObject({
      email: 'Ann.Lee+gifts@Example.org',
      problems: undefined,
    });
    expect(record({ Email: 'ann@example.org\u0000' })).toMatchObject({
      email: 'ann@example.org',
      problems: [{ field: 'email', problem: 'control_characters' }],
    });
  });

  it('keeps the gift without an email, phone, fund or transaction id over its limit', () => {
    // A well-formed address, but longer than any address can be.
    const email = `${x(250)}@example.org`;
    const kept = record({ Email: email, Phone: x(41), Fund: x(201), 'Transaction ID': x(201) });
    expect(kept).toMatchObject({ email: null, phone: null, fund: null, externalId: null, amountCents: 5000 });
    expect(kept.problems).toEqual([
      { field: 'email', problem: 'too_long' },
      { field: 'phone', problem: 'too_long' },
      { field: 'fund', problem: 'too_long' },
      { field: 'externalId', problem: 'too_long' },
    ]);
    expect(record({ Phone: x(40), Fund: x(200), 'Transaction ID': x(200) }).problems).toBeUndefined();
  });

  it('keeps the gift without an address when a part of it is over its limit', () => {
    const kept = record({ 'Address 2': x(600_000), City: 'Spring\nfield' });
    expect(kept).toMatchObject({
      addressLine1: null,
      addressLine2: null,
      city: null,
      region: null,
      postalCode: null,
      country: null,
      email: 'ann@example.org',
      amountCents: 5000,
    });
    // The city's line break is no problem of a value not kept.
    expect(kept.problems).toEqual([{ field: 'addressLine2', problem: 'too_long' }]);
  });

  it('tests the columns a reader marks as holding control characters, and takes the others as clean', () => {
    const cells = row({ 'Last Name': 'Le\u0000e', City: 'Spring\nfield' });
    const lastName = HEADERS.indexOf('Last Name');
    expect(toDonationRecord(cells, mapping, today, columnBit(lastName))).toMatchObject({
      lastName: 'Lee',
      city: 'Spring\nfield',
      problems: [{ field: 'lastName', problem: 'control_characters' }],
    });
    expect(toDonationRecord(cells, mapping, today, EVERY_COLUMN)).toMatchObject({
      lastName: 'Lee',
      city: 'Spring field',
    });
    expect(columnBit(40)).toBe(columnBit(31));
  });

  it('reports nothing of a row dropped for another reason', () => {
    expect(toDonationRecord(row({ Email: 'a, b', Amount: '0' }), mapping, today)).toEqual({
      drop: 'missing_amount',
    });
  });
});

describe('readableText', () => {
  it('trims, joins lines with one space, and removes the other control characters', () => {
    expect(readableText('  12 Elm St\r\n\r\nApt 4 ')).toEqual({
      text: '12 Elm St Apt 4',
      lineBreaks: true,
      controlCharacters: false,
    });
    expect(readableText('J\u0000o\u0000h\u0000n\u0000')).toEqual({
      text: 'John',
      lineBreaks: false,
      controlCharacters: true,
    });
    // FileMaker writes a vertical tab for a line break inside a field.
    expect(readableText('Upper room\vJoppa').text).toBe('Upper room Joppa');
    expect(readableText('Smith\t').text).toBe('Smith');
    expect(readableText('a\tb')).toEqual({ text: 'a\tb', lineBreaks: false, controlCharacters: false });
  });
});

describe('rowProblemLabel', () => {
  it('says what was wrong and what became of the value or the row', () => {
    expect(rowProblemLabel({ field: 'email', problem: 'not_one_email' })).toBe(
      'Email is not one email address: kept without an email',
    );
    expect(rowProblemLabel({ field: 'lastName', problem: 'too_long' })).toBe(
      'Last name is longer than 200 characters: row left out',
    );
    expect(rowProblemLabel({ field: 'fullName', problem: 'too_long' })).toBe(
      'Full name is longer than 401 characters: row left out',
    );
    expect(rowProblemLabel({ field: 'phone', problem: 'too_long' })).toBe(
      'Phone is longer than 40 characters: kept without a phone',
    );
    expect(rowProblemLabel({ field: 'postalCode', problem: 'too_long' })).toBe(
      'Postal code is longer than 200 characters: kept without an address',
    );
    expect(rowProblemLabel({ field: 'addressLine1', problem: 'line_breaks' })).toBe(
      'Street is on several lines: kept on one',
    );
    expect(rowProblemLabel({ field: 'firstName', problem: 'control_characters' })).toBe(
      'First name has control characters: kept without them',
    );
  });
});

describe('text values (property)', () => {
  // Text with control characters, quotes, separators and the odd very long run.
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom('Ann', 'Lee', 'ann@example.org', 'a@x.org, b@y.org', '12 Elm St\r\nApt 4', '\u0000'),
    fc.integer({ min: 195, max: 460 }).map((length) => 'y'.repeat(length)),
  );

  it('keeps no control character but tab, no value over its limit, and no email that is not one address', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: HEADERS.length, maxLength: HEADERS.length }), (values) => {
        const cells = values.map((value, index) => (index === 4 ? '10' : index === 5 ? '2024-01-15' : value));
        const result = toDonationRecord(cells, mapping, today);
        if (isDropped(result)) return;
        for (const field of TEXT_FIELDS) {
          if (field === 'fullName') continue;
          const value = result[field];
          if (value === null) continue;
          // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never be kept.
          expect(value).not.toMatch(/[\u0000-\u0008\u000a-\u001f]/);
          expect(value.length).toBeLessThanOrEqual(TEXT_FIELD_LIMITS[field]);
          expect(value).toBe(value.trim());
        }
        if (result.email !== null) expect(isEmailAddress(result.email)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
