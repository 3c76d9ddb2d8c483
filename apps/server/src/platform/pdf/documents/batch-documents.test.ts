import { pdfPageLines } from '@test/pdf-text';
import { describe, expect, it } from 'vitest';
import { money } from '../format';
import { LONE_COMMIT, NOT_COUNTED, renderBatchReport } from './batch-report';
import type { BatchReportInput, DepositSlipInput } from './batch-types';
import { renderDepositSlip } from './deposit-slip';

const organization = {
  legalName: 'Grace Community Church',
  addressLines: ['123 Main Street', 'Springfield, IL 62701'],
};

function report(overrides: Partial<BatchReportInput> = {}): BatchReportInput {
  return {
    organization,
    batch: {
      name: 'Sunday 9:00, Nov 22 2026',
      receivedDate: '2026-11-22',
      depositDate: '2026-11-23',
      bankAccount: 'First National 4471',
      note: 'Plate and lobby box',
      state: 'committed',
    },
    control: { count: 4, totalCents: 42_500, cashCents: 7_500, checkCents: 35_000 },
    figures: {
      count: 4,
      totalCents: 42_000,
      cashCents: 7_000,
      checkCents: 35_000,
      inKindCount: 1,
      countVariance: 0,
      totalVariance: -500,
      cashVariance: -500,
      checkVariance: 0,
    },
    byFund: [
      { fund: '', count: 3, totalCents: 32_000 },
      { fund: 'Building Fund', count: 1, totalCents: 10_000 },
    ],
    byMethod: [
      { method: 'Check', count: 2, totalCents: 35_000 },
      { method: 'Cash', count: 2, totalCents: 7_000 },
    ],
    checks: [
      { checkNumber: '1042', donorName: 'Ann Lee', amountCents: 25_000 },
      { checkNumber: null, donorName: 'Ben Ray', amountCents: 10_000 },
    ],
    inKind: [{ donorName: 'Cora Diaz', description: 'Upright piano, Yamaha U1' }],
    adjustments: [
      {
        date: '2026-11-24',
        donorName: 'Ann Lee',
        amountCents: -25_000,
        reason: 'Check returned by the bank',
        by: 'Maria Lopez',
      },
    ],
    enteredBy: ['Maria Lopez', 'Tom Hale'],
    committedBy: 'Maria Lopez',
    committedAt: '2026-11-22T15:04:00.000Z',
    loneCommit: true,
    generatedOn: '2026-11-25',
    ...overrides,
  };
}

function slip(overrides: Partial<DepositSlipInput> = {}): DepositSlipInput {
  return {
    organization,
    batchName: 'Sunday 9:00, Nov 22 2026',
    bankAccount: 'First National 4471',
    depositDate: '2026-11-23',
    checks: [
      { checkNumber: '1042', donorName: 'Ann Lee', amountCents: 25_000 },
      { checkNumber: null, donorName: 'Ben Ray', amountCents: 10_000 },
    ],
    cashCents: 7_000,
    checkCents: 35_000,
    totalCents: 42_000,
    ...overrides,
  };
}

function gifts(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    checkNumber: String(1000 + i),
    donorName: `Donor ${i + 1}`,
    amountCents: 1_000 + i,
  }));
}

describe('renderBatchReport', () => {
  it('prints the control totals against the figures with the variance, the tallies, every check and who counted', async () => {
    const pages = await pdfPageLines(await renderBatchReport(report()));
    expect(pages).toHaveLength(1);
    const lines = pages[0] as string[];
    expect(lines).toContain('Grace Community Church Generated November 25, 2026');
    expect(lines).toContain('Batch Report');
    expect(lines).toContain('Sunday 9:00, Nov 22 2026');
    expect(lines).toContain(
      'Received November 22, 2026 · Deposited November 23, 2026 · Account: First National 4471',
    );
    expect(lines).toContain('State: Committed');
    expect(lines).toContain('Note: Plate and lobby box');
    // Expected, entered, variance.
    expect(lines).toContain('Gifts 4 4 0');
    expect(lines).toContain('Total $425.00 $420.00 -$5.00');
    expect(lines).toContain('Cash $75.00 $70.00 -$5.00');
    expect(lines).toContain('Checks $350.00 $350.00 0');
    expect(lines).toContain('1 non-cash gift, not in these figures.');
    expect(lines).toContain('General 3 $320.00');
    expect(lines).toContain('Building Fund 1 $100.00');
    expect(lines).toContain('Check 2 $350.00');
    expect(lines).toContain('Cash 2 $70.00');
    expect(lines).toContain('1042 Ann Lee $250.00');
    expect(lines).toContain('— Ben Ray $100.00');
    expect(lines).toContain('2 checks $350.00');
    expect(lines).toContain('Cora Diaz Upright piano, Yamaha U1');
    expect(lines).toContain('Nov 24, 2026 Ann Lee -$250.00 Check returned by the bank Maria Lopez');
    expect(lines).toContain('Entered by: Maria Lopez, Tom Hale');
    expect(lines).toContain('Committed by: Maria Lopez on November 22, 2026');
    expect(lines).toContain(LONE_COMMIT);
    expect(lines).not.toContain(NOT_COUNTED);
    expect(lines.at(-1)).toBe('Batch Report · Sunday 9:00, Nov 22 2026 Page 1 of 1');
  });

  it('marks neither a lone commit under dual control nor sections without lines, and says an open batch counts nowhere', async () => {
    const lines = (
      await pdfPageLines(
        await renderBatchReport(
          report({
            batch: { ...report().batch, state: 'balanced', depositDate: null, note: null },
            control: { count: 4, totalCents: 42_500, cashCents: null, checkCents: null },
            figures: { ...report().figures, inKindCount: 0, cashVariance: null, checkVariance: null },
            inKind: [],
            adjustments: [],
            committedBy: null,
            committedAt: null,
            loneCommit: false,
          }),
        ),
      )
    ).flat();
    expect(lines).toContain('State: Balanced (not committed)');
    expect(lines).toContain(NOT_COUNTED);
    expect(lines).toContain('Cash — $70.00 —');
    expect(lines).not.toContain(LONE_COMMIT);
    expect(lines.some((line) => line.startsWith('Committed by'))).toBe(false);
    expect(lines).not.toContain('Non-cash gifts');
    expect(lines).not.toContain('Adjustments after the commit');
  });

  it('lists all 500 checks of a large batch across pages, the header on each', async () => {
    const checks = gifts(500);
    const total = checks.reduce((sum, check) => sum + check.amountCents, 0);
    const bytes = await renderBatchReport(report({ checks }));
    const pages = await pdfPageLines(bytes);
    const lines = pages.flat();
    for (const check of checks)
      expect(lines).toContain(`${check.checkNumber} ${check.donorName} ${money(check.amountCents)}`);
    expect(lines).toContain(`500 checks ${money(total)}`);
    expect(pages.length).toBeGreaterThan(5);
    pages.slice(1).forEach((page, i) => {
      expect(page[0]).toBe('Batch Report · Sunday 9:00, Nov 22 2026 (continued)');
      expect(page.at(-1)).toBe(`Batch Report · Sunday 9:00, Nov 22 2026 Page ${i + 2} of ${pages.length}`);
    });
  });

  it('refuses a date that is not one and an amount that is not whole cents', async () => {
    await expect(renderBatchReport(report({ generatedOn: '2026-02-30' }))).rejects.toThrow('2026-02-30');
    await expect(
      renderBatchReport(report({ checks: [{ checkNumber: '1', donorName: 'A', amountCents: 10.5 }] })),
    ).rejects.toThrow('whole number of cents');
  });
});

describe('renderDepositSlip', () => {
  it('prints the account, the cash, each check with its number and the total deposit', async () => {
    const pages = await pdfPageLines(await renderDepositSlip(slip()));
    expect(pages).toHaveLength(1);
    const lines = pages[0] as string[];
    expect(lines).toContain('Grace Community Church Deposit date November 23, 2026');
    expect(lines).toContain('Deposit Slip');
    expect(lines).toContain('Sunday 9:00, Nov 22 2026');
    expect(lines).toContain('Account: First National 4471');
    expect(lines).toContain('Currency and coin $70.00');
    expect(lines).toContain('Checks (2) $350.00');
    expect(lines).toContain('Total deposit $420.00');
    expect(lines).toContain('1 1042 Ann Lee $250.00');
    expect(lines).toContain('2 — Ben Ray $100.00');
    expect(lines).toContain('2 checks $350.00');
    expect(lines).toContain('Counted by Date');
    expect(lines).toContain('Deposited by Date');
  });

  it('leaves the account to be written in when none is set, and pages 500 checks', async () => {
    const checks = gifts(500);
    const checkCents = checks.reduce((sum, check) => sum + check.amountCents, 0);
    const bytes = await renderDepositSlip(
      slip({ bankAccount: null, checks, checkCents, totalCents: checkCents + 7_000 }),
    );
    const pages = await pdfPageLines(bytes);
    const lines = pages.flat();
    expect(lines).toContain('Account: ____________________');
    checks.forEach((check, i) => {
      expect(lines).toContain(`${i + 1} ${check.checkNumber} ${check.donorName} ${money(check.amountCents)}`);
    });
    expect(lines).toContain(`Checks (500) ${money(checkCents)}`);
    expect(lines).toContain(`500 checks ${money(checkCents)}`);
    for (const page of pages.slice(1)) expect(page).toContain('# Check no. From Amount');
  });

  it('prints a check number and a name as typed, whatever direction controls they carry, and cuts a huge one', async () => {
    const pages = await pdfPageLines(
      await renderDepositSlip(
        slip({
          checks: [
            // Shown with the override obeyed, these would read "1000" and "Ann eel" backwards.
            { checkNumber: '\u202E0001', donorName: 'Ann \u202Eeel\u202C', amountCents: 25_000 },
            { checkNumber: '7', donorName: 'x'.repeat(200_000), amountCents: 10_000 },
          ],
        }),
      ),
    );
    const lines = pages.flat();
    expect(lines).toContain('1 0001 Ann eel $250.00');
    expect(lines.find((line) => line.startsWith('2 7 xxx'))).toMatch(/^2 7 x+… \$100\.00$/);
  });
});
