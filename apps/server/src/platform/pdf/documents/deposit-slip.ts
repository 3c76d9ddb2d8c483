/**
 * A batch's deposit slip, which a treasurer takes to the bank with the count, attached to the
 * bank's own deposit ticket: the account, the date, the currency and the checks as that ticket asks
 * for them (cash, each check, the total), the cash by denomination when the count sheet gave it,
 * every check listed with its number, its drawer and its amount, and lines to sign.
 */
import { DocumentWriter } from '../document';
import { money, parseDate } from '../format';
import { clip } from '../text';
import type { CashCountLine, DepositSlipInput } from './batch-types';
import { type Column, Flow, LEFT, printedDate, RIGHT } from './flow';
import { checkAmount, creationDate } from './input-checks';

export const ATTACH_TO_DEPOSIT_TICKET =
  'Attach to the bank’s deposit ticket: this slip lists the checks and cash it covers.';

function checkInput(input: DepositSlipInput): void {
  parseDate(input.depositDate);
  for (const cents of [
    input.cashCents,
    input.checkCents,
    input.totalCents,
    ...input.checks.map((c) => c.amountCents),
    ...(input.cashCount ?? []).map((line) => line.valueCents),
  ])
    checkAmount(cents);
  for (const line of input.cashCount ?? [])
    if (!Number.isSafeInteger(line.pieces) || line.pieces < 0)
      throw new Error(`A number of bills or coins must be a whole number: ${line.pieces}`);
}

const count = (n: number) => n.toLocaleString('en-US');
const sum = (lines: CashCountLine[], of: (line: CashCountLine) => number) =>
  lines.reduce((total, line) => total + of(line), 0);

/**
 * The count sheet's bills and coins, each with its subtotal, and what they add up to. That total
 * is the cash on the slip; when it is not, both are printed, so the difference is seen at the
 * counting table and not by the bank.
 */
function cashBreakdown(flow: Flow, input: DepositSlipInput, cashCount: CashCountLine[]): void {
  flow.heading('Cash by denomination');
  const columns = (label: string): Column[] => [
    { label, x: LEFT, width: 200 },
    { label: 'Pieces', x: LEFT + 210, width: 90, align: 'right' },
    { label: 'Amount', x: RIGHT - 120, width: 120, align: 'right' },
  ];
  for (const [kind, label] of [
    ['bill', 'Bills'],
    ['coin', 'Coins'],
  ] as const) {
    const lines = cashCount.filter((line) => line.kind === kind);
    if (lines.length === 0) continue;
    flow.table(
      columns(label),
      lines.map((line) => [line.label, count(line.pieces), money(line.valueCents)]),
      [label, count(sum(lines, (line) => line.pieces)), money(sum(lines, (line) => line.valueCents))],
    );
    flow.space(6);
  }
  const counted = sum(cashCount, (line) => line.valueCents);
  flow.totalRow(columns(''), ['Cash counted', '', money(counted)]);
  if (counted !== input.cashCents) {
    const difference = counted - input.cashCents;
    flow.space(4);
    flow.paragraph(
      `The cash counted by denomination (${money(counted)}) is not the cash on this slip (${money(input.cashCents)}): ` +
        `${money(Math.abs(difference))} ${difference < 0 ? 'less' : 'more'}. Count the cash again before it goes to the bank.`,
      { style: 'bold', size: 9.5 },
    );
  }
}

function layout(flow: Flow, input: DepositSlipInput): void {
  const checks = input.checks.length;
  flow.firstPage(input.organization, `Deposit date ${printedDate(input.depositDate)}`);
  flow.title('Deposit Slip', [
    input.batchName,
    `Account: ${input.bankAccount?.trim() ? input.bankAccount : '____________________'}`,
  ]);
  flow.paragraph(ATTACH_TO_DEPOSIT_TICKET, { size: 9.5, gray: 0.25 });

  flow.heading('Deposit');
  const amount = { x: RIGHT - 120, width: 120, align: 'right' as const };
  flow.table(
    [
      { label: '', x: LEFT, width: 300 },
      { label: 'Amount', ...amount },
    ],
    [
      ['Currency and coin', money(input.cashCents)],
      [`Checks (${count(checks)})`, money(input.checkCents)],
    ],
    ['Total deposit', money(input.totalCents)],
  );

  if (input.cashCount) cashBreakdown(flow, input, input.cashCount);

  flow.heading('Checks');
  flow.table(
    [
      { label: '#', x: LEFT, width: 30, align: 'right' },
      { label: 'Check no.', x: LEFT + 40, width: 90 },
      { label: 'From', x: LEFT + 140, width: 230 },
      { label: 'Amount', ...amount },
    ],
    input.checks.map((check, i) => [
      String(i + 1),
      check.checkNumber ?? '—',
      check.donorName,
      money(check.amountCents),
    ]),
    ['', `${count(checks)} ${checks === 1 ? 'check' : 'checks'}`, '', money(input.checkCents)],
  );

  flow.space(36);
  for (const label of ['Counted by', 'Deposited by']) {
    flow.ensureRoom(30);
    flow.line(LEFT + 80, LEFT + 300, flow.cursor + 12, 0.5);
    flow.line(LEFT + 340, RIGHT, flow.cursor + 12, 0.5);
    flow.text(label, LEFT, flow.cursor + 11, { size: 9.5 });
    flow.text('Date', LEFT + 310, flow.cursor + 11, { size: 9.5 });
    flow.cursor += 30;
  }
}

/** The deposit slip as a PDF. */
export async function renderDepositSlip(input: DepositSlipInput): Promise<Uint8Array> {
  checkInput(input);
  const writer = await DocumentWriter.create({
    title: `Deposit Slip, ${clip(input.batchName, 200)}`,
    author: input.organization.legalName,
    created: creationDate(input.depositDate),
  });
  const flow = new Flow(writer, `Deposit Slip · ${clip(input.batchName, 200)}`);
  layout(flow, input);
  flow.finish();
  return writer.save();
}
