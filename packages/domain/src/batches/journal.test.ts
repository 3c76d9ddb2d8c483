import { describe, expect, it } from 'vitest';
import { type JournalBatch, journalFile, type LedgerAccounts, ledgerAmount } from './journal';

/** Each account as both imports name it: QuickBooks Online by name, Xero by code. */
const ACCOUNTS: LedgerAccounts = {
  bank: { quickbooks: 'Operating Checking', xero: '1010' },
  funds: new Map([
    ['', { quickbooks: 'Contributions:General', xero: '4000' }],
    ['Missions', { quickbooks: 'Contributions:Missions', xero: '4200' }],
    ['Building', { quickbooks: 'Contributions:Building', xero: '4100' }],
  ]),
  xeroTaxRate: 'Tax Exempt',
};

// Sunday's plate: anonymous loose cash, two checks (one split across two funds) and an in-kind gift.
const SUNDAY: JournalBatch = {
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  name: 'Sunday 9:00, Nov 22 2026',
  receivedDate: '2026-11-22',
  depositDate: '2026-11-23',
  gifts: [
    { method: 'cash', allocations: [{ fund: '', amountCents: 4_250 }] },
    { method: 'check', allocations: [{ fund: '', amountCents: 10_000 }] },
    {
      method: 'check',
      allocations: [
        { fund: '', amountCents: 7_500 },
        { fund: 'Missions', amountCents: 2_500 },
      ],
    },
    { method: 'in_kind', allocations: [{ fund: 'Building', amountCents: null }] },
  ],
};

function rows(format: 'quickbooks' | 'xero' | 'plain', batches = [SUNDAY], accounts = ACCOUNTS) {
  const file = journalFile(format, batches, accounts);
  if (!file.ok) throw new Error(file.message);
  return file.rows;
}

describe('journalFile for QuickBooks Online', () => {
  it('writes the columns of its journal entry import, one entry per batch, debits equal to credits', () => {
    // Intuit, "Import journal entries" (QuickBooks Online): Journal No., Journal Date, Account Name,
    // Debits, Credits, Description and Name, as its sample file names them; dates MM/DD/YYYY.
    expect(rows('quickbooks')).toEqual([
      ['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name'],
      [
        'B20261122-3f2a9c1b',
        '11/23/2026',
        'Operating Checking',
        '242.50',
        '',
        'Sunday 9:00, Nov 22 2026: deposit',
        '',
      ],
      [
        'B20261122-3f2a9c1b',
        '11/23/2026',
        'Contributions:General',
        '',
        '217.50',
        'Sunday 9:00, Nov 22 2026: General',
        '',
      ],
      [
        'B20261122-3f2a9c1b',
        '11/23/2026',
        'Contributions:Missions',
        '',
        '25.00',
        'Sunday 9:00, Nov 22 2026: Missions',
        '',
      ],
    ]);
  });

  it('keeps each batch its own entry and dates an undeposited batch by the day it was received', () => {
    const second: JournalBatch = {
      id: '77777777-0000-4000-8000-000000000002',
      name: 'Sunday 11:00, Nov 22 2026',
      receivedDate: '2026-11-22',
      depositDate: null,
      gifts: [{ method: 'ach', allocations: [{ fund: 'Missions', amountCents: 100_000 }] }],
    };
    const file = rows('quickbooks', [SUNDAY, second]);
    expect(file.slice(4)).toEqual([
      [
        'B20261122-77777777',
        '11/22/2026',
        'Operating Checking',
        '1000.00',
        '',
        'Sunday 11:00, Nov 22 2026: deposit',
        '',
      ],
      [
        'B20261122-77777777',
        '11/22/2026',
        'Contributions:Missions',
        '',
        '1000.00',
        'Sunday 11:00, Nov 22 2026: Missions',
        '',
      ],
    ]);
    const cents = (cell: string | undefined) => Math.round(Number(cell || 0) * 100);
    for (const number of new Set(file.slice(1).map((row) => row[0]))) {
      const lines = file.filter((row) => row[0] === number);
      const debits = lines.reduce((sum, row) => sum + cents(row[3]), 0);
      const credits = lines.reduce((sum, row) => sum + cents(row[4]), 0);
      expect(debits).toBe(credits);
    }
  });
});

describe('journalFile accounts for QuickBooks Online', () => {
  // Intuit's import takes "Account Name" (a sub-account as "Parent:Sub"); an account number is not
  // a name (QuickBooks Online's Account entity: Name, max 100 characters, no " or :,
  // https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/account).
  it.each([
    ['1010 Operating Checking', 'Contributions:Missions'],
    ['Operating Checking', '4200'],
  ])(
    'refuses the bank account %j or fund account %j that starts with an account number',
    (bank, missions) => {
      const accounts: LedgerAccounts = {
        ...ACCOUNTS,
        bank: { quickbooks: bank, xero: '1010' },
        funds: new Map([...ACCOUNTS.funds, ['Missions', { quickbooks: missions, xero: '4200' }]]),
      };
      const wrong =
        bank === 'Operating Checking'
          ? `the QuickBooks Online account of Missions ("${missions}")`
          : `the bank account for QuickBooks Online ("${bank}")`;
      expect(journalFile('quickbooks', [SUNDAY], accounts)).toEqual({
        ok: false,
        message: `Correct ${wrong} in Giving settings before exporting: QuickBooks Online imports accounts by name, such as "Operating Checking" (turn account numbers off or leave the number out).`,
      });
      // The other formats take their own field.
      expect(journalFile('xero', [SUNDAY], accounts).ok).toBe(true);
    },
  );
});

describe('journalFile for Xero', () => {
  it('writes the columns of its manual journal template with signed amounts that sum to zero', () => {
    // Xero, "Enter multiple manual journals using an import template": *Narration, *Date,
    // Description, *AccountCode, *TaxRate, *Amount (positive debit, negative credit), tracking.
    const file = rows('xero');
    expect(file).toEqual([
      [
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
      ],
      [
        'Sunday 9:00, Nov 22 2026 (B20261122-3f2a9c1b)',
        '23 Nov 2026',
        'Deposit',
        '1010',
        'Tax Exempt',
        '242.50',
        '',
        '',
        '',
        '',
      ],
      [
        'Sunday 9:00, Nov 22 2026 (B20261122-3f2a9c1b)',
        '23 Nov 2026',
        'General',
        '4000',
        'Tax Exempt',
        '-217.50',
        '',
        '',
        '',
        '',
      ],
      [
        'Sunday 9:00, Nov 22 2026 (B20261122-3f2a9c1b)',
        '23 Nov 2026',
        'Missions',
        '4200',
        'Tax Exempt',
        '-25.00',
        '',
        '',
        '',
        '',
      ],
    ]);
    expect(file.slice(1).reduce((sum, row) => sum + Math.round(Number(row[5]) * 100), 0)).toBe(0);
  });

  it('writes the tax rate of the giving settings and refuses an account that is not a Xero code', () => {
    // Xero's *AccountCode is the account's code, "alpha numeric ... (max length = 10)"
    // (https://developer.xero.com/documentation/api/accounting/accounts); *TaxRate names a rate of
    // the organisation's own tax settings (https://help.xero.com/nz/ManualJournalsImport).
    const vat = rows('xero', [SUNDAY], { ...ACCOUNTS, xeroTaxRate: 'No VAT' });
    expect(new Set(vat.slice(1).map((row) => row[4]))).toEqual(new Set(['No VAT']));
    const named: LedgerAccounts = {
      ...ACCOUNTS,
      bank: { quickbooks: 'Operating Checking', xero: 'Operating Checking' },
    };
    expect(journalFile('xero', [SUNDAY], named)).toEqual({
      ok: false,
      message:
        'Correct the bank account code for Xero ("Operating Checking") in Giving settings before exporting: Xero imports accounts by their code alone, such as "4000": up to 10 letters or digits (dots, hyphens and underscores too), no spaces.',
    });
  });

  it('refuses more lines than Xero imports from one file', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      ...SUNDAY,
      id: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    }));
    expect(journalFile('xero', many, ACCOUNTS)).toEqual({
      ok: false,
      message:
        'Xero imports at most 300 lines from one file and these batches make 303: export a shorter date range.',
    });
    expect(journalFile('quickbooks', many, ACCOUNTS).ok).toBe(true);
  });
});

describe('journalFile (plain)', () => {
  it('writes batch, date, fund, account, debit, credit and memo', () => {
    expect(rows('plain')).toEqual([
      ['batch', 'date', 'fund', 'account', 'debit', 'credit', 'memo'],
      [
        'Sunday 9:00, Nov 22 2026',
        '2026-11-23',
        '',
        'Operating Checking',
        '242.50',
        '',
        'Sunday 9:00, Nov 22 2026: deposit',
      ],
      [
        'Sunday 9:00, Nov 22 2026',
        '2026-11-23',
        'General',
        'Contributions:General',
        '',
        '217.50',
        'Sunday 9:00, Nov 22 2026: General',
      ],
      [
        'Sunday 9:00, Nov 22 2026',
        '2026-11-23',
        'Missions',
        'Contributions:Missions',
        '',
        '25.00',
        'Sunday 9:00, Nov 22 2026: Missions',
      ],
    ]);
  });
});

describe('journalEntries rules', () => {
  it('nets a reversal against the gift it cancels, so only the correction is posted', () => {
    // A $100 check to General corrected to $100 for Building: reversal -100 General, correction +100 Building.
    const corrected: JournalBatch = {
      ...SUNDAY,
      gifts: [
        { method: 'check', allocations: [{ fund: '', amountCents: 10_000 }] },
        { method: 'check', allocations: [{ fund: '', amountCents: -10_000 }] },
        { method: 'check', allocations: [{ fund: 'Building', amountCents: 10_000 }] },
      ],
    };
    expect(rows('plain', [corrected]).slice(1)).toEqual([
      [
        'Sunday 9:00, Nov 22 2026',
        '2026-11-23',
        '',
        'Operating Checking',
        '100.00',
        '',
        'Sunday 9:00, Nov 22 2026: deposit',
      ],
      [
        'Sunday 9:00, Nov 22 2026',
        '2026-11-23',
        'Building',
        'Contributions:Building',
        '',
        '100.00',
        'Sunday 9:00, Nov 22 2026: Building',
      ],
    ]);
  });

  it('refuses with every fund that has no account in the format, and the bank account when it is missing', () => {
    const accounts: LedgerAccounts = {
      bank: { quickbooks: null, xero: '1010' },
      funds: new Map([
        ['Building', { quickbooks: 'Contributions:Building', xero: null }],
        ['Missions', { quickbooks: null, xero: '4200' }],
      ]),
      xeroTaxRate: 'Tax Exempt',
    };
    expect(journalFile('quickbooks', [SUNDAY], accounts)).toEqual({
      ok: false,
      message:
        'Set the bank account for QuickBooks Online and the QuickBooks Online account of General, Missions in Giving settings before exporting.',
    });
    expect(journalFile('xero', [SUNDAY], accounts)).toEqual({
      ok: false,
      message: 'Set the Xero account code of General in Giving settings before exporting.',
    });
    expect(journalFile('plain', [SUNDAY], { ...accounts, bank: { quickbooks: null, xero: null } })).toEqual({
      ok: false,
      message:
        'Set the bank ledger account and the income account of General in Giving settings before exporting.',
    });
  });

  it('needs no account for a fund that only received in-kind gifts', () => {
    const accounts: LedgerAccounts = {
      bank: { quickbooks: 'Bank', xero: null },
      funds: new Map([
        ['', { quickbooks: 'G', xero: null }],
        ['Missions', { quickbooks: null, xero: 'M' }],
      ]),
      xeroTaxRate: 'Tax Exempt',
    };
    expect(journalFile('plain', [SUNDAY], accounts).ok).toBe(true);
  });

  it('writes the plain journal with the QuickBooks name, else the Xero code', () => {
    const accounts: LedgerAccounts = {
      ...ACCOUNTS,
      funds: new Map([
        ['', { quickbooks: 'Contributions:General', xero: '4000' }],
        ['Missions', { quickbooks: null, xero: '4200' }],
      ]),
    };
    expect(rows('plain', [SUNDAY], accounts).map((row) => row[3])).toEqual([
      'account',
      'Operating Checking',
      'Contributions:General',
      '4200',
    ]);
  });

  it('refuses a selection with no money deposited', () => {
    const inKindOnly: JournalBatch = { ...SUNDAY, gifts: [SUNDAY.gifts[3] as JournalBatch['gifts'][number]] };
    expect(journalFile('plain', [inKindOnly], ACCOUNTS)).toEqual({
      ok: false,
      message: 'These batches have nothing to post: no money was deposited.',
    });
  });
});

describe('ledgerAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1234.56'],
    [-2_500, '-25.00'],
  ])('%i cents -> %s', (cents, text) => {
    expect(ledgerAmount(cents)).toBe(text);
  });
});
