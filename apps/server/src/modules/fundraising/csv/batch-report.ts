import { fundLabel, ledgerAmount } from '@steward/domain';
import type { BatchReportInput } from '@/platform/pdf/documents/batch-types';

const STATE_LABELS: Record<BatchReportInput['batch']['state'], string> = {
  open: 'Open',
  balanced: 'Balanced',
  committed: 'Committed',
  deposited: 'Deposited',
};

const money = (cents: number | null) => (cents === null ? '' : ledgerAmount(cents));

/**
 * The batch report as CSV rows: the PDF's sections one under another, each headed by its name and
 * columns, a blank row between them. Amounts are plain numbers (1234.50) so a spreadsheet adds them.
 */
export function batchReportRows(report: BatchReportInput): string[][] {
  const { batch, control, figures } = report;
  return [
    ['Batch report', batch.name],
    ['Organization', report.organization.legalName],
    ['Received', batch.receivedDate],
    ['Deposit date', batch.depositDate ?? ''],
    ['Bank account', batch.bankAccount ?? ''],
    ['State', STATE_LABELS[batch.state]],
    ['Note', batch.note ?? ''],
    ['Generated on', report.generatedOn],
    [],
    ['Control totals', 'Expected', 'Entered', 'Variance'],
    ['Gifts', String(control.count), String(figures.count), String(figures.countVariance)],
    ['Total', money(control.totalCents), money(figures.totalCents), money(figures.totalVariance)],
    ['Cash', money(control.cashCents), money(figures.cashCents), money(figures.cashVariance)],
    ['Checks', money(control.checkCents), money(figures.checkCents), money(figures.checkVariance)],
    ['In-kind gifts', '', String(figures.inKindCount), ''],
    [],
    ['By fund', 'Gifts', 'Total'],
    ...report.byFund.map((row) => [fundLabel(row.fund), String(row.count), money(row.totalCents)]),
    [],
    ['By method', 'Gifts', 'Total'],
    ...report.byMethod.map((row) => [row.method, String(row.count), money(row.totalCents)]),
    [],
    ['Checks', 'Check number', 'Donor', 'Amount'],
    ...report.checks.map((check) => ['', check.checkNumber ?? '', check.donorName, money(check.amountCents)]),
    ['Check subtotal', '', '', money(figures.checkCents)],
    ['Cash subtotal', '', '', money(figures.cashCents)],
    [],
    ['In-kind gifts', 'Donor', 'Description'],
    ...report.inKind.map((gift) => ['', gift.donorName, gift.description]),
    [],
    ['Adjustments', 'Date', 'Donor', 'Amount', 'Reason', 'By'],
    ...report.adjustments.map((row) => [
      '',
      row.date,
      row.donorName,
      money(row.amountCents),
      row.reason,
      row.by,
    ]),
    [],
    ['Entered by', ...report.enteredBy],
    ['Committed by', report.committedBy ?? '', report.committedAt ?? ''],
    ['Lone commit', report.loneCommit ? 'Yes: committed without a second person (dual control off)' : 'No'],
  ];
}
