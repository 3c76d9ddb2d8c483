import { describe, expect, it } from 'vitest';
import { type ColumnMapping, emptyMapping } from './columns';
import {
  columnMappingSchema,
  columnUsedTwice,
  MISSING_AMOUNT_COLUMN,
  MISSING_DATE_COLUMN,
  MISSING_NAME_COLUMN,
  mappingProblems,
} from './mapping';

const complete: ColumnMapping = { ...emptyMapping(), firstName: 0, lastName: 1, amount: 2, date: 3 };

describe('mappingProblems', () => {
  it('finds nothing wrong with names, an amount and a date', () => {
    expect(mappingProblems(complete)).toEqual([]);
    expect(mappingProblems({ ...emptyMapping(), fullName: 0, amount: 1, month: 2 })).toEqual([]);
    expect(mappingProblems({ ...emptyMapping(), lastName: 0, amount: 1, date: 2 })).toEqual([]);
  });

  it('says what is missing, in the order name, amount, date', () => {
    expect(mappingProblems(emptyMapping())).toEqual([
      MISSING_NAME_COLUMN,
      MISSING_AMOUNT_COLUMN,
      MISSING_DATE_COLUMN,
    ]);
    expect(mappingProblems({ ...complete, amount: null })).toEqual([MISSING_AMOUNT_COLUMN]);
    expect(mappingProblems({ ...complete, date: null })).toEqual([MISSING_DATE_COLUMN]);
    expect(mappingProblems({ ...complete, firstName: null, lastName: null })).toEqual([MISSING_NAME_COLUMN]);
  });

  it('refuses a column chosen for two fields or more', () => {
    expect(mappingProblems({ ...complete, email: 2 })).toEqual([columnUsedTwice(2, ['amount', 'email'])]);
    expect(columnUsedTwice(2, ['amount', 'email'])).toBe(
      'The same column (number 3 from the left) is chosen for amount and email; a column can hold only one field.',
    );
    expect(columnUsedTwice(0, ['firstName', 'lastName', 'externalId'])).toBe(
      'The same column (number 1 from the left) is chosen for first name, last name and transaction id; a column can hold only one field.',
    );
  });
});

describe('columnMappingSchema', () => {
  const schema = columnMappingSchema(4);

  it('accepts a complete mapping and fills the fields left out with null', () => {
    expect(schema.parse({ firstName: 0, lastName: 1, amount: 2, date: 3 })).toEqual(complete);
    expect(schema.parse(complete)).toEqual(complete);
  });

  function messages(input: unknown, headerCount = 4): string[] {
    const result = columnMappingSchema(headerCount).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  }

  it('refuses columns the file does not have, or that are not whole numbers', () => {
    const outside = "Amount: choose one of the file's 4 columns (numbered from 0), or none.";
    expect(messages({ ...complete, amount: 4 })).toEqual([outside]);
    expect(messages({ ...complete, amount: -1 })).toEqual([outside]);
    expect(messages({ ...complete, amount: 1.5 })).toEqual([outside]);
    expect(messages({ ...complete, amount: '2' })).toEqual([outside]);
    expect(messages({ ...complete, email: 0 }, 0)).toContain(
      'Email: the file has no columns to choose from.',
    );
  });

  it('applies the rules of mappingProblems, each under its field', () => {
    const result = schema.safeParse({ email: 1, phone: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', columnUsedTwice(1, ['email', 'phone'])],
      ['firstName', MISSING_NAME_COLUMN],
      ['amount', MISSING_AMOUNT_COLUMN],
      ['date', MISSING_DATE_COLUMN],
    ]);
  });

  it('names unknown fields and refuses anything but an object', () => {
    expect(messages({ ...complete, firstname: 0 })).toEqual([
      'Unknown field "firstname"; the fields are firstName, lastName, fullName, amount, date, month, email, phone, fund, externalId, status, amountRefunded, addressLine1, addressLine2, city, region, postalCode, country, household.',
    ]);
    expect(messages(null)).toEqual([
      'The column mapping must be an object of field names and column numbers.',
    ]);
    expect(messages([0, 1])).toEqual([
      'The column mapping must be an object of field names and column numbers.',
    ]);
  });
});
