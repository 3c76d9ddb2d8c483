import type { AccountingExportFormat } from '../api/batches';
import type { GiftMethod } from './constants';

/**
 * The accounting export: each committed batch as one journal entry, the deposit debited to the
 * bank's ledger account and credited to each fund's income account. What the church deposited is
 * what the ledger gets, so anonymous loose cash is in and in-kind gifts (no money deposited) are
 * out; a reversal's negative amounts cancel the gift it reverses, so a correction counts once.
 */

/** The fund a gift names as '' (none), as every printed output calls it. */
export const GENERAL_FUND = 'General';

export function fundLabel(fund: string): string {
  return fund === '' ? GENERAL_FUND : fund;
}

/** A gift of a committed batch as the ledger sees it: how it was given and what each fund got. */
export interface JournalGift {
  method: GiftMethod;
  allocations: readonly { fund: string; amountCents: number | null }[];
}

export interface JournalBatch {
  id: string;
  name: string;
  receivedDate: string;
  depositDate: string | null;
  gifts: readonly JournalGift[];
}

/** giving_settings.bank_ledger_account and fund_ledger_accounts ('' = the general fund). */
export interface LedgerAccounts {
  bank: string | null;
  funds: ReadonlyMap<string, string>;
}

/** One line of an entry: positive cents are a debit, negative a credit, so an entry sums to 0. */
export interface JournalLine {
  /** Null on the bank line. */
  fund: string | null;
  account: string;
  amountCents: number;
}

export interface JournalEntry {
  /** QuickBooks' JournalNo (its DocNumber holds at most 21 characters) and part of Xero's narration. */
  number: string;
  batchName: string;
  /** The day the money reached the bank: the deposit date, else the day it was received. */
  date: string;
  lines: JournalLine[];
}

export type JournalFile = { ok: true; rows: string[][] } | { ok: false; message: string };

/**
 * Xero imports at most 300 lines from one manual journal file
 * (https://help.xero.com/nz/ManualJournalsImport, "You can import up to 300 lines in one template file").
 */
export const XERO_IMPORT_LINES = 300;

/**
 * Xero's manual journal template: the tax rate is required on every line and named as in the
 * organisation's tax settings; gifts carry no sales tax, and "Tax Exempt" is the 0% rate a US
 * Xero organisation has.
 */
export const XERO_TAX_RATE = 'Tax Exempt';

/** Each fund's net of a batch, in the order the funds first appear; in-kind gifts left out. */
function fundTotals(batch: JournalBatch): Map<string, number> {
  const totals = new Map<string, number>();
  for (const gift of batch.gifts) {
    if (gift.method === 'in_kind') continue;
    for (const { fund, amountCents } of gift.allocations) {
      totals.set(fund, (totals.get(fund) ?? 0) + (amountCents ?? 0));
    }
  }
  return totals;
}

export function journalNumber(batch: Pick<JournalBatch, 'id' | 'receivedDate'>): string {
  return `B${batch.receivedDate.replaceAll('-', '')}-${batch.id.slice(0, 8)}`;
}

/**
 * The entries of the batches, or why they cannot be made: the bank account or a fund's income
 * account is not set (every fund missing is named, so one visit to the settings fixes them all).
 * A batch with nothing to deposit (only in-kind gifts, or every gift reversed) makes no entry.
 */
export function journalEntries(
  batches: readonly JournalBatch[],
  accounts: LedgerAccounts,
): { ok: true; entries: JournalEntry[] } | { ok: false; message: string } {
  const unmapped = new Set<string>();
  const entries: JournalEntry[] = [];
  for (const batch of batches) {
    const funds = [...fundTotals(batch)].filter(([, cents]) => cents !== 0);
    if (funds.length === 0) continue;
    for (const [fund] of funds) if (!accounts.funds.get(fund)) unmapped.add(fund);
    const total = funds.reduce((sum, [, cents]) => sum + cents, 0);
    const lines: JournalLine[] = [
      ...(total === 0 ? [] : [{ fund: null, account: accounts.bank ?? '', amountCents: total }]),
      ...funds.map(([fund, cents]) => ({
        fund,
        account: accounts.funds.get(fund) ?? '',
        amountCents: -cents,
      })),
    ];
    entries.push({
      number: journalNumber(batch),
      batchName: batch.name,
      date: batch.depositDate ?? batch.receivedDate,
      lines,
    });
  }
  const problems = [
    ...(entries.length > 0 && !accounts.bank ? ['the bank ledger account'] : []),
    ...(unmapped.size > 0 ? [`the income account of ${[...unmapped].map(fundLabel).sort().join(', ')}`] : []),
  ];
  if (problems.length > 0) {
    return { ok: false, message: `Set ${problems.join(' and ')} in Giving settings before exporting.` };
  }
  return { ok: true, entries };
}

/** Whole cents as the import files want them: 1234.5 dollars -> "1234.50", no separators. */
export function ledgerAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** QuickBooks Online (US) reads MM/DD/YYYY. */
function usDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** Xero reads "dd mmm yyyy", which no region's day-month order can misread. */
function xeroDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`;
}

function memo(entry: JournalEntry, line: JournalLine): string {
  return `${entry.batchName}: ${line.fund === null ? 'deposit' : fundLabel(line.fund)}`;
}

/**
 * QuickBooks Online's journal entry import: "Journal No., Journal Date, Account Name, Description,
 * Debits, Credits" and the optional Name, named as in its sample file; all lines of one JournalNo
 * are one entry; accounts by name ("Parent:Sub" for a sub-account); a line fills Debits or Credits.
 * https://quickbooks.intuit.com/learn-support/en-au/help-article/import-export-files/import-journal-entries-quickbooks-online/L4tQBwbs7_AU_en_AU
 */
export const QUICKBOOKS_COLUMNS = [
  'JournalNo',
  'JournalDate',
  'AccountName',
  'Debits',
  'Credits',
  'Description',
  'Name',
] as const;

/**
 * Xero's manual journal import template (the columns of its "Download template file"): rows of
 * one narration and date are one journal; the account by code; a positive amount is a debit, a
 * negative one a credit. https://help.xero.com/nz/ManualJournalsImport
 */
export const XERO_COLUMNS = [
  '*Narration',
  '*Date',
  'Description',
  '*AccountCode',
  '*TaxRate',
  '*Amount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
] as const;

/** Steward's own plain journal, for any other ledger or a spreadsheet. */
export const PLAIN_JOURNAL_COLUMNS = ['batch', 'date', 'fund', 'account', 'debit', 'credit', 'memo'] as const;

const debit = (line: JournalLine) => (line.amountCents > 0 ? ledgerAmount(line.amountCents) : '');
const credit = (line: JournalLine) => (line.amountCents < 0 ? ledgerAmount(-line.amountCents) : '');

function rowsOf(format: AccountingExportFormat, entries: readonly JournalEntry[]): string[][] {
  const lines = entries.flatMap((entry) => entry.lines.map((line) => ({ entry, line })));
  switch (format) {
    case 'quickbooks':
      return [
        [...QUICKBOOKS_COLUMNS],
        ...lines.map(({ entry, line }) => [
          entry.number,
          usDate(entry.date),
          line.account,
          debit(line),
          credit(line),
          memo(entry, line),
          '',
        ]),
      ];
    case 'xero':
      return [
        [...XERO_COLUMNS],
        ...lines.map(({ entry, line }) => [
          // Xero groups rows by narration and date: the number keeps two batches of one name apart.
          `${entry.batchName} (${entry.number})`,
          xeroDate(entry.date),
          line.fund === null ? 'Deposit' : fundLabel(line.fund),
          line.account,
          XERO_TAX_RATE,
          ledgerAmount(line.amountCents),
          '',
          '',
          '',
          '',
        ]),
      ];
    case 'plain':
      return [
        [...PLAIN_JOURNAL_COLUMNS],
        ...lines.map(({ entry, line }) => [
          entry.batchName,
          entry.date,
          line.fund === null ? '' : fundLabel(line.fund),
          line.account,
          debit(line),
          credit(line),
          memo(entry, line),
        ]),
      ];
  }
}

/** The export file's rows (header first) in `format`, or why it cannot be made. */
export function journalFile(
  format: AccountingExportFormat,
  batches: readonly JournalBatch[],
  accounts: LedgerAccounts,
): JournalFile {
  const made = journalEntries(batches, accounts);
  if (!made.ok) return made;
  if (made.entries.length === 0) {
    return { ok: false, message: 'These batches have nothing to post: no money was deposited.' };
  }
  const rows = rowsOf(format, made.entries);
  if (format === 'xero' && rows.length - 1 > XERO_IMPORT_LINES) {
    return {
      ok: false,
      message: `Xero imports at most ${XERO_IMPORT_LINES} lines from one file and these batches make ${rows.length - 1}: export a shorter date range.`,
    };
  }
  return { ok: true, rows };
}
