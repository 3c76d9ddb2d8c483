import type { AccountingExportFormat } from '../api/batches';
import type { GiftMethod } from './constants';
import { quickbooksAccountProblem, xeroAccountCodeProblem } from './ledger-accounts';

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

/** An account as each import names it: by name for QuickBooks Online, by code for Xero. */
export interface AccountNames {
  quickbooks: string | null;
  xero: string | null;
}

/** giving_settings' bank accounts and Xero tax rate, and each fund's income accounts ('' = the general fund). */
export interface LedgerAccounts {
  bank: AccountNames;
  funds: ReadonlyMap<string, AccountNames>;
  /** Xero's *TaxRate of every line, as the organisation's Xero names its 0% rate. */
  xeroTaxRate: string;
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
 * Xero's manual journal template needs a tax rate on every line, named as in the organisation's
 * tax settings; gifts carry no sales tax, and "Tax Exempt" is the 0% rate a US Xero organisation
 * has ("No VAT", "GST Free Income" elsewhere): the giving settings' default.
 */
export const DEFAULT_XERO_TAX_RATE = 'Tax Exempt';

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

/** The account `format` takes: QuickBooks' name, Xero's code; the plain journal either, the name first. */
function accountIn(format: AccountingExportFormat, names: AccountNames | undefined): string | null {
  if (!names) return null;
  if (format === 'quickbooks') return names.quickbooks;
  if (format === 'xero') return names.xero;
  return names.quickbooks ?? names.xero;
}

/**
 * Why the account would not import in `format`, or null. The plain journal is for any other ledger
 * or a spreadsheet, with no import rules of its own: it takes the account as it was saved.
 */
function accountProblem(format: AccountingExportFormat, account: string): string | null {
  if (format === 'quickbooks') return quickbooksAccountProblem(account);
  if (format === 'xero') return xeroAccountCodeProblem(account);
  return null;
}

/** How the messages call the bank's and a fund's account in each format. */
const ACCOUNT_WORDS: Record<AccountingExportFormat, { bank: string; fund: string }> = {
  quickbooks: { bank: 'the bank account for QuickBooks Online', fund: 'the QuickBooks Online account of' },
  xero: { bank: 'the bank account code for Xero', fund: 'the Xero account code of' },
  plain: { bank: 'the bank ledger account', fund: 'the income account of' },
};

/**
 * The entries of the batches in `format`, or why they cannot be made: the bank account or a fund's
 * income account is not set, or is not one the format imports (every one is named, so one visit to
 * the settings fixes them all). A batch with nothing to deposit (only in-kind gifts, or every gift
 * reversed) makes no entry.
 */
export function journalEntries(
  format: AccountingExportFormat,
  batches: readonly JournalBatch[],
  accounts: LedgerAccounts,
): { ok: true; entries: JournalEntry[] } | { ok: false; message: string } {
  const words = ACCOUNT_WORDS[format];
  const bank = accountIn(format, accounts.bank);
  const unmapped = new Set<string>();
  const entries: JournalEntry[] = [];
  for (const batch of batches) {
    const funds = [...fundTotals(batch)].filter(([, cents]) => cents !== 0);
    if (funds.length === 0) continue;
    const total = funds.reduce((sum, [, cents]) => sum + cents, 0);
    const lines: JournalLine[] = [
      ...(total === 0 ? [] : [{ fund: null, account: bank ?? '', amountCents: total }]),
      ...funds.map(([fund, cents]) => {
        const account = accountIn(format, accounts.funds.get(fund));
        if (!account) unmapped.add(fund);
        return { fund, account: account ?? '', amountCents: -cents };
      }),
    ];
    entries.push({
      number: journalNumber(batch),
      batchName: batch.name,
      date: batch.depositDate ?? batch.receivedDate,
      lines,
    });
  }
  const missing = [
    ...(entries.length > 0 && !bank ? [words.bank] : []),
    ...(unmapped.size > 0 ? [`${words.fund} ${[...unmapped].map(fundLabel).sort().join(', ')}`] : []),
  ];
  if (missing.length > 0) {
    return { ok: false, message: `Set ${missing.join(' and ')} in Giving settings before exporting.` };
  }
  const wrong: { what: string; account: string; problem: string }[] = [];
  if (entries.length > 0 && bank) {
    const problem = accountProblem(format, bank);
    if (problem) wrong.push({ what: words.bank, account: bank, problem });
  }
  const used = new Set(entries.flatMap((entry) => entry.lines.map((line) => line.fund)));
  for (const [fund, names] of [...accounts.funds].sort(([a], [b]) =>
    fundLabel(a).localeCompare(fundLabel(b)),
  )) {
    const account = accountIn(format, names);
    if (!used.has(fund) || !account) continue;
    const problem = accountProblem(format, account);
    if (problem) wrong.push({ what: `${words.fund} ${fundLabel(fund)}`, account, problem });
  }
  const [first] = wrong;
  if (first) {
    const listed = wrong.map((w) => `${w.what} ("${w.account}")`).join(', ');
    return { ok: false, message: `Correct ${listed} in Giving settings before exporting: ${first.problem}.` };
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

function rowsOf(
  format: AccountingExportFormat,
  entries: readonly JournalEntry[],
  accounts: LedgerAccounts,
): string[][] {
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
          accounts.xeroTaxRate,
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
  const made = journalEntries(format, batches, accounts);
  if (!made.ok) return made;
  if (made.entries.length === 0) {
    return { ok: false, message: 'These batches have nothing to post: no money was deposited.' };
  }
  const rows = rowsOf(format, made.entries, accounts);
  if (format === 'xero' && rows.length - 1 > XERO_IMPORT_LINES) {
    return {
      ok: false,
      message: `Xero imports at most ${XERO_IMPORT_LINES} lines from one file and these batches make ${rows.length - 1}: export a shorter date range.`,
    };
  }
  return { ok: true, rows };
}
