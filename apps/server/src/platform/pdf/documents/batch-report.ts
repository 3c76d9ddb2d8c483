/**
 * A contribution batch's report, what a finance committee files with the count: the batch and its
 * state, the control totals typed in before entry against the figures entered and the variance,
 * the gifts by fund and by method, every check (number, donor, amount), the non-cash gifts
 * (described, never valued), the adjustments of its committed gifts (carried out, waiting for a
 * second admin, turned down) with who proposed and who decided each, when and why, everyone who
 * entered gifts or changed the batch, and who committed, a lone commit marked as such (dual control
 * was off).
 */
import { shortDate } from '@steward/domain';
import { DocumentWriter } from '../document';
import { money, parseDate } from '../format';
import { clip } from '../text';
import type { BatchReportAdjustment, BatchReportInput } from './batch-types';
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
export const LONE_ADJUSTMENTS =
  'Lone: carried out without a second admin, as dual control was off or adjustments did not need one yet.';
export const PENDING_ADJUSTMENTS =
  'Not carried out until a second admin approves them: in none of the figures of this report.';
export const REJECTED_ADJUSTMENTS = 'Not carried out: in none of the figures of this report.';

const ADJUSTMENT_SECTIONS = [
  { status: 'approved', heading: 'Adjustments after the commit', note: null },
  { status: 'pending', heading: 'Adjustments waiting for approval', note: PENDING_ADJUSTMENTS },
  { status: 'rejected', heading: 'Adjustments turned down', note: REJECTED_ADJUSTMENTS },
] as const;

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
  for (const line of [...input.byFund, ...input.byMethod, ...input.checks])
    checkAmount('amountCents' in line ? line.amountCents : line.totalCents);
  for (const adjustment of input.adjustments) {
    checkAmount(adjustment.fromCents);
    if (adjustment.toCents !== null) checkAmount(adjustment.toCents);
    for (const day of [adjustment.giftDate, adjustment.proposedAt, adjustment.decidedAt])
      if (day !== null) parseDate(day.slice(0, 10));
  }
  for (const hand of input.hands) if (hand.changedAt) parseDate(hand.changedAt.slice(0, 10));
}

/**
 * What the adjustment does to the gift: "Reversal of $250.00", "Correction: $20.00 to $25.00"; a
 * non-cash gift without a value is reversed or corrected without an amount.
 */
function change(adjustment: BatchReportAdjustment): string {
  if (adjustment.fromCents === 0 && !adjustment.toCents)
    return adjustment.toCents === null ? 'Reversal' : 'Correction';
  if (adjustment.toCents === null) return `Reversal of ${money(adjustment.fromCents)}`;
  return `Correction: ${money(adjustment.fromCents)} to ${money(adjustment.toCents)}`;
}

/** Who proposed it and when, then who decided it and when (or that it waits). */
function decision(adjustment: BatchReportAdjustment): string {
  const proposed = `Proposed by ${clip(adjustment.proposedBy, 200)} on ${printedDate(adjustment.proposedAt)}`;
  const on = adjustment.decidedAt ? ` on ${printedDate(adjustment.decidedAt)}` : '';
  const by = clip(adjustment.decidedBy ?? '', 200);
  if (adjustment.status === 'pending') return `${proposed} · Waiting for a second admin’s approval`;
  if (adjustment.status === 'rejected')
    return `${proposed} · ${adjustment.withdrawn ? 'Withdrawn' : `Turned down by ${by}`}${on}`;
  if (adjustment.lone) return `${proposed} · Lone: dual control off, no second admin approved it`;
  return `${proposed} · Approved by ${by}${on}`;
}

/**
 * Each adjustment as a few lines rather than a table row: the reason is why a counted batch
 * changed, and an audit committee reads all of it.
 */
function adjustments(flow: Flow, input: BatchReportInput): void {
  for (const section of ADJUSTMENT_SECTIONS) {
    const listed = input.adjustments.filter((adjustment) => adjustment.status === section.status);
    if (listed.length === 0) continue;
    flow.heading(section.heading);
    const note = section.note ?? (listed.some((adjustment) => adjustment.lone) ? LONE_ADJUSTMENTS : null);
    if (note) flow.paragraph(note, { size: 8.5, gray: 0.3 });
    for (const adjustment of listed) {
      // Its three lines on one page, unless the reason alone is longer than that.
      flow.ensureRoom(48);
      flow.space(4);
      const gift = [
        clip(adjustment.donorName, 200),
        adjustment.checkNumber ? `${adjustment.method} ${adjustment.checkNumber}` : adjustment.method,
        shortDate(adjustment.giftDate),
        change(adjustment),
      ].join(' · ');
      flow.paragraph(gift, { style: 'bold', size: ROW_SIZE + 0.5 });
      flow.paragraph(`Why: ${adjustment.reason}`, { size: ROW_SIZE + 0.5 });
      flow.paragraph(decision(adjustment), { size: ROW_SIZE, gray: 0.3 });
    }
  }
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

  adjustments(flow, input);

  flow.heading('Who counted');
  if (input.hands.length === 0) flow.paragraph('Entered or changed by: No one', { size: ROW_SIZE + 0.5 });
  else
    flow.table(
      [
        { label: 'Entered or changed by', x: LEFT, width: 280 },
        amount('Gifts entered', LEFT + 290, 80),
        { label: 'Changed the batch', x: LEFT + 390, width: RIGHT - (LEFT + 390) },
      ],
      input.hands.map((hand) => [
        hand.name,
        count(hand.giftsEntered),
        hand.changedAt ? shortDate(hand.changedAt.slice(0, 10)) : '—',
      ]),
    );
  if (input.committedBy) {
    const on = input.committedAt ? ` on ${printedDate(input.committedAt)}` : '';
    flow.space(4);
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
