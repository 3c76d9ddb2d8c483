import { z } from 'zod';
import { type ColumnMapping, DONOR_FIELD_LABELS, DONOR_FIELDS, type DonorField } from './aliases';

export const MISSING_AMOUNT_COLUMN =
  'No amount column: the file needs a column with each gift’s amount, such as "Amount".';
export const MISSING_DATE_COLUMN =
  'No date column: the file needs a column with each gift’s date, such as "Date", or its month, such as "Month".';
export const MISSING_NAME_COLUMN =
  'No name column: the file needs "First Name" and "Last Name" columns, or one "Name" column.';

/** Why a column cannot be chosen twice; counted from 1 as a person counts a spreadsheet's columns. */
export function columnUsedTwice(column: number, fields: readonly DonorField[]): string {
  const names = fields.map((field) => DONOR_FIELD_LABELS[field].toLowerCase());
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `The same column (number ${column + 1} from the left) is chosen for ${list}; a column can hold only one field.`;
}

interface MappingProblem {
  readonly path: DonorField;
  readonly message: string;
}

function problems(mapping: ColumnMapping): MappingProblem[] {
  const found: MappingProblem[] = [];
  const fieldsByColumn = new Map<number, DonorField[]>();
  for (const field of DONOR_FIELDS) {
    const column = mapping[field];
    if (column === null) continue;
    const fields = fieldsByColumn.get(column);
    if (fields) fields.push(field);
    else fieldsByColumn.set(column, [field]);
  }
  for (const [column, fields] of fieldsByColumn) {
    const [, second] = fields;
    if (second) found.push({ path: second, message: columnUsedTwice(column, fields) });
  }
  // Spec 001 §5: a gift needs a first or last name, an amount and a date.
  if (mapping.firstName === null && mapping.lastName === null && mapping.fullName === null) {
    found.push({ path: 'firstName', message: MISSING_NAME_COLUMN });
  }
  if (mapping.amount === null) found.push({ path: 'amount', message: MISSING_AMOUNT_COLUMN });
  if (mapping.date === null && mapping.month === null)
    found.push({ path: 'date', message: MISSING_DATE_COLUMN });
  return found;
}

/**
 * What keeps a file with this mapping from being imported, in words for the person importing it:
 * a column chosen for two fields, or no column for the name, the amount or the date. Empty when
 * the file can be imported.
 */
export function mappingProblems(mapping: ColumnMapping): string[] {
  return problems(mapping).map((problem) => problem.message);
}

/**
 * A column mapping chosen by hand for a file with `headerCount` columns: each field the index of
 * one of its columns (from 0) or null; a field left out is null. The same rules as
 * mappingProblems.
 */
export function columnMappingSchema(headerCount: number) {
  const last = headerCount - 1;
  const index = (field: DonorField) => {
    const error =
      headerCount > 0
        ? `${DONOR_FIELD_LABELS[field]}: choose one of the file's ${headerCount} columns (numbered from 0), or none.`
        : `${DONOR_FIELD_LABELS[field]}: the file has no columns to choose from.`;
    return z.int({ error }).min(0, { error }).max(last, { error }).nullable().default(null);
  };
  const shape = Object.fromEntries(DONOR_FIELDS.map((field) => [field, index(field)])) as Record<
    DonorField,
    ReturnType<typeof index>
  >;
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}; the fields are ${DONOR_FIELDS.join(', ')}.`
          : 'The column mapping must be an object of field names and column numbers.',
    })
    .superRefine((mapping, context) => {
      for (const problem of problems(mapping)) {
        context.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
      }
    });
}
