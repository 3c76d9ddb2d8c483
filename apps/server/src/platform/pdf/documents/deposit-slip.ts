/**
 * A batch's deposit slip, which a treasurer takes to the bank with the count: the account, the
 * date, the currency and the checks as the bank's own slip asks for them (cash, each check, the
 * total), every check listed with its number, its drawer and its amount, and lines to sign.
 */
import { DocumentWriter } from '../document';
import { money, parseDate } from '../format';
import { clip } from '../text';
import type { DepositSlipInput } from './batch-types';
import { Flow, LEFT, printedDate, RIGHT } from './flow';
import { checkAmount, creationDate } from './input-checks';

function checkInput(input: DepositSlipInput): void {
  parseDate(input.depositDate);
  for (const cents of [
    input.cashCents,
    input.checkCents,
    input.totalCents,
    ...input.checks.map((c) => c.amountCents),
  ])
    checkAmount(cents);
}

function layout(flow: Flow, input: DepositSlipInput): void {
  const checks = input.checks.length;
  flow.firstPage(input.organization, `Deposit date ${printedDate(input.depositDate)}`);
  flow.title('Deposit Slip', [
    input.batchName,
    `Account: ${input.bankAccount?.trim() ? input.bankAccount : '____________________'}`,
  ]);

  flow.heading('Deposit');
  const amount = { x: RIGHT - 120, width: 120, align: 'right' as const };
  flow.table(
    [
      { label: '', x: LEFT, width: 300 },
      { label: 'Amount', ...amount },
    ],
    [
      ['Currency and coin', money(input.cashCents)],
      [`Checks (${checks.toLocaleString('en-US')})`, money(input.checkCents)],
    ],
    ['Total deposit', money(input.totalCents)],
  );

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
    [
      '',
      `${checks.toLocaleString('en-US')} ${checks === 1 ? 'check' : 'checks'}`,
      '',
      money(input.checkCents),
    ],
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
