import { pdfFonts, pdfPageLines } from '@test/pdf-text';
import { describe, expect, it } from 'vitest';
import { money } from '../format';
import {
  LONE_ADJUSTMENTS,
  LONE_COMMIT,
  NOT_COUNTED,
  PENDING_ADJUSTMENTS,
  REJECTED_ADJUSTMENTS,
  renderBatchReport,
} from './batch-report';
import type { BatchReportAdjustment, BatchReportInput, CashCountLine, DepositSlipInput } from './batch-types';
import { ATTACH_TO_DEPOSIT_TICKET, renderDepositSlip } from './deposit-slip';

const organization = {
  legalName: 'Grace Community Church',
  addressLines: ['123 Main Street', 'Springfield, IL 62701'],
};

/** Ann's $250 check, returned by the bank: reversed, proposed by Maria and approved by Tom. */
function adjustment(overrides: Partial<BatchReportAdjustment> = {}): BatchReportAdjustment {
  return {
    status: 'approved',
    donorName: 'Ann Lee',
    giftDate: '2026-11-22',
    method: 'Check',
    checkNumber: '1042',
    fromCents: 25_000,
    toCents: null,
    reason: 'Check returned by the bank',
    proposedBy: 'Maria Lopez',
    proposedAt: '2026-11-24T10:00:00.000Z',
    decidedBy: 'Tom Hale',
    decidedAt: '2026-11-25T09:30:00.000Z',
    lone: false,
    withdrawn: false,
    ...overrides,
  };
}

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
    adjustments: [adjustment()],
    hands: [
      { name: 'Maria Lopez', giftsEntered: 3, changedAt: null },
      { name: 'Tom Hale', giftsEntered: 1, changedAt: null },
    ],
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

/** $70.00 of cash as a count sheet breaks it down: three $20s, a $5, 16 quarters and 100 pennies. */
const COUNTED: CashCountLine[] = [
  { label: '$20 bills', kind: 'bill', pieces: 3, valueCents: 6_000 },
  { label: '$5 bills', kind: 'bill', pieces: 1, valueCents: 500 },
  { label: 'Quarters', kind: 'coin', pieces: 16, valueCents: 400 },
  { label: 'Pennies', kind: 'coin', pieces: 100, valueCents: 100 },
];

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
    const lines = pages.flat();
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
    expect(lines).toContain('Ann Lee · Check 1042 · Nov 22, 2026 · Reversal of $250.00');
    expect(lines).toContain('Why: Check returned by the bank');
    expect(lines).toContain(
      'Proposed by Maria Lopez on November 24, 2026 · Approved by Tom Hale on November 25, 2026',
    );
    expect(lines).toContain('Entered or changed by Gifts entered Changed the batch');
    expect(lines).toContain('Maria Lopez 3 —');
    expect(lines).toContain('Tom Hale 1 —');
    expect(lines).toContain('Committed by: Maria Lopez on November 22, 2026');
    expect(lines).toContain(LONE_COMMIT);
    expect(lines).not.toContain(NOT_COUNTED);
    expect(lines.at(-1)).toBe(
      `Batch Report · Sunday 9:00, Nov 22 2026 Page ${pages.length} of ${pages.length}`,
    );
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
    expect(lines).not.toContain('Adjustments waiting for approval');
    expect(lines).not.toContain('Adjustments turned down');
  });

  it('draws every character of names and notes with emoji from a bundled face, never the empty box', async () => {
    const bytes = await renderBatchReport(
      report({
        batch: { ...report().batch, name: 'Easter 🐣 Sunday', note: 'Plate 🙏 and lobby box ❤️' },
        checks: [{ checkNumber: '1042', donorName: 'Ann Lee 👨‍👩‍👧', amountCents: 25_000 }],
        inKind: [{ donorName: 'Cora Diaz 🇺🇸', description: 'Lilies 💐' }],
      }),
    );
    const lines = (await pdfPageLines(bytes)).flat();
    expect(lines).toContain('Note: Plate 🙏 and lobby box ❤️');
    expect(lines.find((line) => line.includes('Ann Lee'))).toContain('Ann Lee 👨‍👩‍👧');
    expect(lines.find((line) => line.includes('Cora Diaz'))).toContain('Cora Diaz 🇺🇸');
    expect(lines.join(' ')).toContain('Lilies 💐');
    const fonts = await pdfFonts(bytes);
    expect(fonts.map((font) => font.name)).toContain('NotoEmoji-Regular');
    expect(fonts.filter((font) => font.notdef)).toEqual([]);

    const deposit = await renderDepositSlip(
      slip({ checks: [{ checkNumber: '77', donorName: 'Ben Ray 🙏🏽', amountCents: 10_000 }] }),
    );
    expect((await pdfPageLines(deposit)).flat()).toContain('1 77 Ben Ray 🙏🏽 $100.00');
    expect((await pdfFonts(deposit)).filter((font) => font.notdef)).toEqual([]);
  });

  it('names who changed the batch and when beside who entered, and every adjustment with who proposed, who decided, when and why', async () => {
    const reason =
      'The envelope said $1,000 and the check says $100: the counter typed a zero too many, as the ' +
      'donor confirmed by phone on Monday, and the bank deposited $100';
    const lines = (
      await pdfPageLines(
        await renderBatchReport(
          report({
            hands: [
              { name: 'Hannah Lee', giftsEntered: 2, changedAt: null },
              { name: 'Samuel Okafor', giftsEntered: 0, changedAt: '2026-11-22T14:40:00.000Z' },
            ],
            committedBy: 'Samuel Okafor',
            loneCommit: false,
            adjustments: [
              adjustment(),
              adjustment({
                donorName: 'Cora Diaz',
                method: 'Cash',
                checkNumber: null,
                fromCents: 2_000,
                toCents: 2_500,
                reason: 'Counted again',
                proposedBy: 'Tom Hale',
                decidedBy: 'Tom Hale',
                decidedAt: '2026-11-24T10:00:00.000Z',
                lone: true,
              }),
              adjustment({
                donorName: 'Cora Diaz',
                method: 'In-kind (non-cash)',
                checkNumber: null,
                fromCents: 0,
                reason: 'Lent, not given',
              }),
              adjustment({
                status: 'pending',
                donorName: 'Ben Ray',
                checkNumber: null,
                fromCents: 100_000,
                toCents: 10_000,
                reason,
                proposedBy: 'Tom Hale',
                proposedAt: '2026-11-26T08:00:00.000Z',
                decidedBy: null,
                decidedAt: null,
              }),
              adjustment({
                status: 'rejected',
                reason: 'Wrong donor',
                proposedBy: 'Tom Hale',
                decidedBy: 'Maria Lopez',
                decidedAt: '2026-11-27T08:00:00.000Z',
              }),
              adjustment({
                status: 'rejected',
                reason: 'Proposed by mistake',
                proposedBy: 'Tom Hale',
                decidedBy: 'Tom Hale',
                decidedAt: '2026-11-27T09:00:00.000Z',
                withdrawn: true,
              }),
            ],
          }),
        ),
      )
    ).flat();
    expect(lines).toContain('Hannah Lee 2 —');
    expect(lines).toContain('Samuel Okafor 0 Nov 22, 2026');
    expect(lines).toContain('Committed by: Samuel Okafor on November 22, 2026');
    expect(lines.some((line) => line.startsWith('Entered by:'))).toBe(false);

    const section = (heading: string, next: string | null) =>
      lines.slice(lines.indexOf(heading) + 1, next === null ? undefined : lines.indexOf(next));
    const approved = section('Adjustments after the commit', 'Adjustments waiting for approval');
    expect(approved).toContain('Cora Diaz · Cash · Nov 22, 2026 · Correction: $20.00 to $25.00');
    expect(approved).toContain(
      'Proposed by Tom Hale on November 24, 2026 · Lone: dual control off, no second admin approved it',
    );
    expect(approved).toContain('Cora Diaz · In-kind (non-cash) · Nov 22, 2026 · Reversal');
    expect(approved[0]).toBe(LONE_ADJUSTMENTS);
    const pending = section('Adjustments waiting for approval', 'Adjustments turned down');
    expect(pending[0]).toBe(PENDING_ADJUSTMENTS);
    expect(pending).toContain('Ben Ray · Check · Nov 22, 2026 · Correction: $1,000.00 to $100.00');
    // The reason in full, however long: it is why the count was changed.
    const why = pending.findIndex((line) => line.startsWith('Why: '));
    expect(pending.slice(why, why + 2).join(' ')).toBe(`Why: ${reason}`);
    expect(pending).toContain(
      'Proposed by Tom Hale on November 26, 2026 · Waiting for a second admin’s approval',
    );
    const turnedDown = section('Adjustments turned down', 'Who counted');
    expect(turnedDown[0]).toBe(REJECTED_ADJUSTMENTS);
    expect(turnedDown).toContain(
      'Proposed by Tom Hale on November 24, 2026 · Turned down by Maria Lopez on November 27, 2026',
    );
    expect(turnedDown).toContain(
      'Proposed by Tom Hale on November 24, 2026 · Withdrawn on November 27, 2026',
    );
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

  it('says it goes with the bank’s deposit ticket, and breaks the cash down by denomination when the count sheet did', async () => {
    const plain = (await pdfPageLines(await renderDepositSlip(slip()))).flat();
    expect(plain).toContain(ATTACH_TO_DEPOSIT_TICKET);
    expect(plain).not.toContain('Cash by denomination');

    const lines = (await pdfPageLines(await renderDepositSlip(slip({ cashCount: COUNTED })))).flat();
    expect(lines).toContain(ATTACH_TO_DEPOSIT_TICKET);
    expect(lines).toContain('Account: First National 4471');
    const start = lines.indexOf('Cash by denomination');
    expect(lines.slice(start, lines.indexOf('Checks', start))).toEqual([
      'Cash by denomination',
      'Bills Pieces Amount',
      '$20 bills 3 $60.00',
      '$5 bills 1 $5.00',
      'Bills 4 $65.00',
      'Coins Pieces Amount',
      'Quarters 16 $4.00',
      'Pennies 100 $1.00',
      'Coins 116 $5.00',
      'Cash counted $70.00',
    ]);
    // Every check is still listed, after the cash.
    expect(lines).toContain('1 1042 Ann Lee $250.00');
    expect(lines).toContain('2 — Ben Ray $100.00');
  });

  it('prints both figures when the cash counted by denomination is not the cash on the slip', async () => {
    const lines = (
      await pdfPageLines(
        await renderDepositSlip(slip({ cashCount: COUNTED, cashCents: 7_500, totalCents: 42_500 })),
      )
    ).flat();
    expect(lines).toContain('Currency and coin $75.00');
    expect(lines).toContain('Cash counted $70.00');
    expect(lines.join(' ')).toContain(
      'The cash counted by denomination ($70.00) is not the cash on this slip ($75.00): $5.00 less. Count the cash again before it goes to the bank.',
    );
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
