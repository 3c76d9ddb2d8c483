/**
 * A pledge file (Breeze's pledge import, a stewardship drive's spreadsheet): its header read into
 * columns, and each row into a pledge to match, or the reason it cannot be one. Matching the rows
 * to donors, households and campaigns is import-matching.ts's.
 */
import { normalizeHeader } from '../donors/columns';
import { parseDonationDate } from '../donors/dates';
import { readableText } from '../donors/row-problems';
import { cell } from '../donors/row-text';
import { parseAmountCents } from '../donors/values';
import { centsToDollars, formatDollars } from '../money';
import { PLEDGE_LIMITS } from './limits';
import { PLEDGE_FREQUENCIES, type PledgeFrequency } from './schedule';

export const PLEDGE_FILE_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'envelope',
  'campaign',
  'amount',
  'startDate',
  'endDate',
  'frequency',
  'pledgedBy',
] as const;
export type PledgeFileField = (typeof PLEDGE_FILE_FIELDS)[number];

/** Each field's column (0 the first), or null when the file has none. */
export type PledgeFileColumns = Record<PledgeFileField, number | null>;

/** Headers as normalizeHeader writes them ("Pledge Amount" is pledge_amount), for each field. */
const HEADERS: Record<PledgeFileField, readonly string[]> = {
  name: ['name', 'full_name', 'donor', 'donor_name', 'person', 'pledger', 'giver', 'family', 'household'],
  firstName: ['first_name', 'first', 'firstname', 'given_name'],
  lastName: ['last_name', 'last', 'lastname', 'surname', 'family_name'],
  email: ['email', 'email_address', 'e_mail', 'donor_email'],
  envelope: ['envelope', 'envelope_number', 'envelope_no', 'env', 'env_number', 'envelope_id'],
  campaign: ['campaign', 'campaign_name', 'pledge_campaign', 'drive'],
  amount: [
    'amount',
    'pledge_amount',
    'pledge',
    'pledged',
    'total',
    'pledge_total',
    'total_pledge',
    'commitment',
  ],
  startDate: ['start', 'start_date', 'begin', 'begin_date', 'begins', 'from', 'pledge_start'],
  endDate: ['end', 'end_date', 'ends', 'finish', 'to', 'through', 'pledge_end'],
  frequency: ['frequency', 'schedule', 'interval', 'pledge_frequency', 'how_often'],
  pledgedBy: ['pledged_by', 'pledger_type', 'giver_type', 'type'],
};

/** The field of each header the fields know, to look a file's headers up at once. */
const FIELD_OF_HEADER = new Map<string, PledgeFileField>(
  PLEDGE_FILE_FIELDS.flatMap((field) => HEADERS[field].map((header) => [header, field] as const)),
);

/** A pledge file past PLEDGE_LIMITS.importBytes, refused by the form and the server alike. */
export function pledgeFileTooLarge(fileName: string): string {
  return `"${fileName}" is larger than the ${PLEDGE_LIMITS.importBytes / 1024 / 1024} MB limit of a pledge file.`;
}

/** The file's columns: the first header of each field (exact after normalizeHeader), none guessed. */
export function detectPledgeColumns(headers: readonly string[]): PledgeFileColumns {
  const columns = Object.fromEntries(PLEDGE_FILE_FIELDS.map((field) => [field, null])) as PledgeFileColumns;
  headers.forEach((header, index) => {
    const field = FIELD_OF_HEADER.get(normalizeHeader(header));
    if (field && columns[field] === null) columns[field] = index;
  });
  return columns;
}

/**
 * Why a file's columns cannot be imported, or null: an amount, something to find the donor by,
 * and a campaign unless one was chosen for every row.
 */
export function pledgeColumnsProblem(columns: PledgeFileColumns, campaignChosen: boolean): string | null {
  if (columns.amount === null) return 'This file has no Amount column.';
  const names =
    columns.name !== null ||
    columns.firstName !== null ||
    columns.lastName !== null ||
    columns.email !== null ||
    columns.envelope !== null;
  if (!names) {
    return 'This file has no column to find the donor by: Name (or First Name and Last Name), Email or Envelope.';
  }
  if (!campaignChosen && columns.campaign === null) {
    return 'This file has no Campaign column: import it from the campaign the pledges are for.';
  }
  return null;
}

/** Who a row names; each part '' when the file does not give it. */
export interface PledgeFileGiver {
  name: string;
  email: string;
  envelope: string;
  /** From a Pledged By column: the donor alone, or their household; null: the usual choice. */
  pledgedBy: 'donor' | 'household' | null;
}

/** A row read as a pledge, to be matched; the dates null when the file leaves them to the campaign's. */
export interface PledgeFileRow {
  line: number;
  giver: PledgeFileGiver;
  /** '' when the file has no Campaign column or the row leaves it empty. */
  campaign: string;
  amountCents: number;
  startDate: string | null;
  endDate: string | null;
  frequency: PledgeFrequency | null;
}

/** A row that cannot be a pledge, whatever it matches. */
export interface PledgeFileRefusal {
  line: number;
  giver: string;
  reason: string;
}

export interface PledgeFileRead {
  rows: PledgeFileRow[];
  refusals: PledgeFileRefusal[];
  /** Rows after the header, blank ones left out. */
  rowsRead: number;
}

/** Who a row names, as the preview writes it: "Ann Lee, ann@example.org, envelope 12". */
export function giverText(giver: Pick<PledgeFileGiver, 'name' | 'email' | 'envelope'>): string {
  return [giver.name, giver.email, giver.envelope === '' ? '' : `envelope ${giver.envelope}`]
    .filter((part) => part !== '')
    .join(', ');
}

const FREQUENCY_WORDS = new Map<string, PledgeFrequency | null>([
  ...PLEDGE_FREQUENCIES.map((frequency) => [frequency, frequency] as const),
  ['', null],
  ['none', null],
  ['no schedule', null],
  ['once', 'one-time'],
  ['one time', 'one-time'],
  ['onetime', 'one-time'],
  ['single', 'one-time'],
  ['week', 'weekly'],
  ['every week', 'weekly'],
  ['month', 'monthly'],
  ['every month', 'monthly'],
  ['quarter', 'quarterly'],
  ['every quarter', 'quarterly'],
  ['year', 'yearly'],
  ['annual', 'yearly'],
  ['annually', 'yearly'],
  ['every year', 'yearly'],
]);

const PLEDGER_WORDS = new Map<string, 'donor' | 'household' | null>([
  ['', null],
  ['household', 'household'],
  ['family', 'household'],
  ['joint', 'household'],
  ['donor', 'donor'],
  ['person', 'donor'],
  ['individual', 'donor'],
  ['alone', 'donor'],
]);

/** A value's characters as one line (readableText), or the reason it is too long for its field. */
function text(row: readonly string[], column: number | null, label: string, limit: number) {
  const value = readableText(cell(row, column)).text;
  return value.length > limit ? { problem: `${label} is longer than ${limit} characters` } : { value };
}

/** A row's cells read as a pledge to match, or refused with every reason at once. */
function readRow(
  columns: PledgeFileColumns,
  row: readonly string[],
  line: number,
): PledgeFileRow | PledgeFileRefusal {
  const L = PLEDGE_LIMITS.importFields;
  const problems: string[] = [];
  const part = (column: number | null, label: string, limit: number) => {
    const found = text(row, column, label, limit);
    if ('problem' in found) problems.push(found.problem as string);
    return found.value ?? '';
  };
  const fullName = part(columns.name, 'Name', L.name);
  const firstName = part(columns.firstName, 'First name', L.name);
  const lastName = part(columns.lastName, 'Last name', L.name);
  const name = fullName !== '' ? fullName : `${firstName} ${lastName}`.trim();
  const email = part(columns.email, 'Email', L.email);
  const envelope = part(columns.envelope, 'Envelope', L.envelope);
  const campaign = part(columns.campaign, 'Campaign', L.campaign);
  const giver = { name, email, envelope };
  const refused = (reason: string) => ({ line, giver: giverText(giver), reason });
  if (problems.length > 0) return refused(problems.join('; '));
  if (name === '' && email === '' && envelope === '') return refused('No name, email or envelope number');

  const amountText = part(columns.amount, 'Amount', L.value);
  const amountCents = parseAmountCents(amountText);
  if (amountText === '') return refused('No amount');
  if (amountCents <= 0) return refused(`Amount "${amountText}" is not more than $0`);
  if (amountCents > PLEDGE_LIMITS.amountCentsMax) {
    const most = formatDollars(centsToDollars(PLEDGE_LIMITS.amountCentsMax));
    return refused(`Amount ${formatDollars(centsToDollars(amountCents))} is more than ${most}`);
  }
  const day = (column: number | null, label: string) => {
    const value = part(column, label, L.value);
    if (value === '') return null;
    const parsed = parseDonationDate(value);
    if (parsed === null) problems.push(`${label} "${value}" is not a date`);
    return parsed;
  };
  const startDate = day(columns.startDate, 'Start date');
  const endDate = day(columns.endDate, 'End date');
  const frequencyText = part(columns.frequency, 'Frequency', L.value);
  const frequency = FREQUENCY_WORDS.get(frequencyText.toLowerCase().replace(/[-_\s]+/g, ' '));
  if (frequency === undefined) {
    problems.push(`Frequency "${frequencyText}" is not one-time, weekly, monthly, quarterly or yearly`);
  }
  const pledgedByText = part(columns.pledgedBy, 'Pledged by', L.value);
  const pledgedBy = PLEDGER_WORDS.get(pledgedByText.toLowerCase());
  if (pledgedBy === undefined) problems.push(`Pledged by "${pledgedByText}" is not household or donor`);
  if (problems.length > 0) return refused(problems.join('; '));
  return {
    line,
    giver: { ...giver, pledgedBy: pledgedBy ?? null },
    campaign,
    amountCents,
    startDate,
    endDate,
    frequency: frequency ?? null,
  };
}

/**
 * The rows of a file already split into cells (after its header, whose line is 1), each a pledge
 * to match or refused. Blank rows are left out and not counted.
 */
export function readPledgeFile(
  columns: PledgeFileColumns,
  rows: readonly (readonly string[])[],
  firstLine = 2,
): PledgeFileRead {
  const read: PledgeFileRead = { rows: [], refusals: [], rowsRead: 0 };
  for (const [index, row] of rows.entries()) {
    if (row.every((value) => value.trim() === '')) continue;
    read.rowsRead++;
    const result = readRow(columns, row, firstLine + index);
    if ('reason' in result) read.refusals.push(result);
    else read.rows.push(result);
  }
  return read;
}
