/**
 * A contribution batch's report, what a finance committee files with the count: the batch and its
 * state, the control totals typed in before entry against the figures entered and the variance,
 * the gifts by fund and by method, every check (number, donor, amount), the non-cash gifts
 * (described, never valued), the adjustments made after the commit with who and why, and who
 * entered and who committed, a lone commit marked as such (dual control was off).
 */
import { shortDate } from '@steward/domain';
import { DocumentWriter } from '../document';
import { money, parseDate } from '../format';
import { clip } from '../text';
import type { BatchReportInput } from './batch-types';
import { type Column, Flow, LEFT, printedDate, RIGHT, ROW_SIZE, WIDTH } from './flow';
import { checkAmount, creationDate } from './input-checks';

const STATE_LABELS: Record<BatchReportInput['batch']['state'], string> = {
  open: 'Open',
  balanced: 'Balanced (not committed)',
  committed: 'Committed',
  deposited: 'Deposited',
};

export const LONE_COMMIT = 'Lone commit: dual control was off, and no second person confirmed this count.';
export const NOT_COUNTED = 'Not committed: these gifts count in no donor’s giving yet.';

const count = (n: number) => n.toLocaleString('en-US');

/** "+$5.00", "-$5.00", "0": what the entered figure is over or under the control figure. */
function variance(cents: number | null): string {
  if (cents === null) return '—';
  if (cents === 0) return '0';
  return cents > 0 ? `+${money(cents)}` : money(cents);
}

function countVariance(n: number): string {
  return n === 0 ? '0' : n > 0 ? `+${count(n)}` : count(n);
}

const orDash = (cents: number | null) => (cents === null ? '—' : money(cents));

function checkInput(input: BatchReportInput): void {
  parseDate(input.batch.receivedDate);
  if (input.batch.depositDate) parseDate(input.batch.depositDate);
  parseDate(input.generatedOn);
  if (input.committedAt) parseDate(input.committedAt.slice(0, 10));
  for (const line of [...input.byFund, ...input.byMethod, ...input.checks, ...input.adjustments])
    checkAmount('amountCents' in line ? line.amountCents : line.totalCents);
  for (const adjustment of input.adjustments) parseDate(adjustment.date);
}

function layout(flow: Flow, input: BatchReportInput): void {
  const { batch, control, figures } = input;
  flow.firstPage(input.organization, `Generated ${printedDate(input.generatedOn)}`);
  flow.title('Batch Report', [
    batch.name,
    [
      `Received ${printedDate(batch.receivedDate)}`,
      batch.depositDate ? `Deposited ${printedDate(batch.depositDate)}` : null,
      batch.bankAccount ? `Account: ${batch.bankAccount}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    `State: ${STATE_LABELS[batch.state]}`,
  ]);
  if (batch.state === 'open' || batch.state === 'balanced')
    flow.paragraph(NOT_COUNTED, { size: 9.5, gray: 0.25 });
  if (batch.note?.trim()) flow.paragraph(`Note: ${batch.note}`, { size: 9.5 });

  const amount = (label: string, x: number, width = 90): Column => ({ label, x, width, align: 'right' });
  flow.heading('Control totals and variance');
  flow.table(
    [
      { label: '', x: LEFT, width: 150 },
      amount('Expected', LEFT + 170),
      amount('Entered', LEFT + 270),
      amount('Variance', LEFT + 370),
    ],
    [
      ['Gifts', count(control.count), count(figures.count), countVariance(figures.countVariance)],
      ['Total', money(control.totalCents), money(figures.totalCents), variance(figures.totalVariance)],
      ['Cash', orDash(control.cashCents), money(figures.cashCents), variance(figures.cashVariance)],
      ['Checks', orDash(control.checkCents), money(figures.checkCents), variance(figures.checkVariance)],
    ],
  );
  if (figures.inKindCount > 0)
    flow.paragraph(
      `${count(figures.inKindCount)} non-cash ${figures.inKindCount === 1 ? 'gift' : 'gifts'}, not in these figures.`,
      { size: 8.5, gray: 0.3 },
    );

  const tally = (label: string): Column[] => [
    { label, x: LEFT, width: 280 },
    amount('Gifts', LEFT + 300, 60),
    amount('Amount', RIGHT - 100, 100),
  ];
  flow.heading('By fund');
  flow.table(
    tally('Fund'),
    input.byFund.map((line) => [
      line.fund.trim() ? line.fund : 'General',
      count(line.count),
      money(line.totalCents),
    ]),
  );
  flow.heading('By method');
  flow.table(
    tally('Method'),
    input.byMethod.map((line) => [line.method, count(line.count), money(line.totalCents)]),
  );

  flow.heading('Checks');
  const checkTotal = input.checks.reduce((sum, check) => sum + check.amountCents, 0);
  flow.table(
    [
      { label: 'Check no.', x: LEFT, width: 90 },
      { label: 'Donor', x: LEFT + 100, width: 290 },
      amount('Amount', RIGHT - 100, 100),
    ],
    input.checks.map((check) => [check.checkNumber ?? '—', check.donorName, money(check.amountCents)]),
    [
      `${count(input.checks.length)} ${input.checks.length === 1 ? 'check' : 'checks'}`,
      '',
      money(checkTotal),
    ],
  );

  if (input.inKind.length > 0) {
    flow.heading('Non-cash gifts');
    flow.table(
      [
        { label: 'Donor', x: LEFT, width: 170 },
        {
          label: 'Description (no value: the donor values a non-cash gift)',
          x: LEFT + 180,
          width: WIDTH - 180,
        },
      ],
      input.inKind.map((gift) => [gift.donorName, gift.description]),
    );
  }

  if (input.adjustments.length > 0) {
    flow.heading('Adjustments after the commit');
    flow.table(
      [
        { label: 'Date', x: LEFT, width: 70 },
        { label: 'Donor', x: LEFT + 76, width: 110 },
        amount('Amount', LEFT + 190, 70),
        { label: 'Reason', x: LEFT + 272, width: 150 },
        { label: 'By', x: LEFT + 428, width: RIGHT - (LEFT + 428) },
      ],
      input.adjustments.map((line) => [
        shortDate(line.date),
        line.donorName,
        money(line.amountCents),
        line.reason,
        line.by,
      ]),
    );
  }

  flow.heading('Who counted');
  const entered = input.enteredBy.length
    ? input.enteredBy.map((name) => clip(name, 200)).join(', ')
    : 'No one';
  flow.paragraph(`Entered by: ${entered}`, { size: ROW_SIZE + 0.5 });
  if (input.committedBy) {
    const on = input.committedAt ? ` on ${printedDate(input.committedAt)}` : '';
    flow.paragraph(`Committed by: ${clip(input.committedBy, 200)}${on}`, { size: ROW_SIZE + 0.5 });
  }
  if (input.loneCommit) {
    flow.space(4);
    flow.paragraph(LONE_COMMIT, { style: 'bold', size: ROW_SIZE + 0.5 });
  }
}

/** The batch report as a PDF. */
export async function renderBatchReport(input: BatchReportInput): Promise<Uint8Array> {
  checkInput(input);
  const writer = await DocumentWriter.create({
    title: `Batch Report, ${clip(input.batch.name, 200)}`,
    author: input.organization.legalName,
    created: creationDate(input.generatedOn),
  });
  const flow = new Flow(writer, `Batch Report · ${clip(input.batch.name, 200)}`);
  layout(flow, input);
  flow.finish();
  return writer.save();
}
