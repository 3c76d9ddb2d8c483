import { fundLabel, ledgerAmount } from '@steward/domain';
import type { BatchReportAdjustment, BatchReportInput } from '@/platform/pdf/documents/batch-types';

const STATE_LABELS: Record<BatchReportInput['batch']['state'], string> = {
  open: 'Open',
  balanced: 'Balanced',
  committed: 'Committed',
  deposited: 'Deposited',
};

const money = (cents: number | null) => (cents === null ? '' : ledgerAmount(cents));

const LONE_ADJUSTMENT = 'Lone: dual control off';

/**
 * An approved adjustment as the rows of before, one per gift it wrote (the reversal, and the
 * correction if any) with the amount each adds to the batch, then who proposed and who approved it.
 */
function approvedRows(adjustment: BatchReportAdjustment): string[][] {
  const by = adjustment.decidedBy ?? '';
  const who = [
    by,
    adjustment.proposedBy,
    adjustment.proposedAt,
    adjustment.lone ? LONE_ADJUSTMENT : by,
    adjustment.decidedAt ?? '',
  ];
  const day = (adjustment.decidedAt ?? adjustment.proposedAt).slice(0, 10);
  const amounts = [-adjustment.fromCents, ...(adjustment.toCents === null ? [] : [adjustment.toCents])];
  return amounts.map((cents) => ['', day, adjustment.donorName, money(cents), adjustment.reason, ...who]);
}

/** A waiting or turned-down adjustment: the gift and the change proposed, in no figure. */
function proposedRow(adjustment: BatchReportAdjustment): string[] {
  return [
    '',
    adjustment.giftDate,
    adjustment.donorName,
    adjustment.toCents === null ? 'Reversal' : 'Correction',
    money(adjustment.fromCents),
    money(adjustment.toCents),
    adjustment.reason,
    adjustment.proposedBy,
    adjustment.proposedAt,
  ];
}

const PROPOSED_COLUMNS = [
  'Gift date',
  'Donor',
  'Adjustment',
  'Gift amount',
  'Corrected amount',
  'Reason',
  'Proposed by',
  'Proposed at',
];

/**
 * The batch report as CSV rows: the PDF's sections one under another, each headed by its name and
 * columns, a blank row between them. Amounts are plain numbers (1234.50) so a spreadsheet adds them.
 * The sections and columns of before keep their place (a spreadsheet may read them); what came
 * since is in columns after them and sections of their own. Adjustments waiting for approval or
 * turned down are apart from the approved ones, so no sum of the Amount column counts them.
 */
export function batchReportRows(report: BatchReportInput): string[][] {
  const { batch, control, figures } = report;
  const adjustments = (status: BatchReportAdjustment['status']) =>
    report.adjustments.filter((adjustment) => adjustment.status === status);
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
    [
      'Adjustments',
      'Date',
      'Donor',
      'Amount',
      'Reason',
      'By',
      'Proposed by',
      'Proposed at',
      'Approved by',
      'Approved at',
    ],
    ...adjustments('approved').flatMap(approvedRows),
    [],
    ['Adjustments waiting for approval (in no total)', ...PROPOSED_COLUMNS],
    ...adjustments('pending').map(proposedRow),
    [],
    ['Adjustments turned down', ...PROPOSED_COLUMNS, 'Turned down by', 'Turned down at'],
    ...adjustments('rejected').map((adjustment) => [
      ...proposedRow(adjustment),
      adjustment.withdrawn ? `${adjustment.decidedBy} (withdrawn)` : (adjustment.decidedBy ?? ''),
      adjustment.decidedAt ?? '',
    ]),
    [],
    ['Entered or changed by', 'Gifts entered', 'Changed the batch at'],
    ...report.hands.map((hand) => [hand.name, String(hand.giftsEntered), hand.changedAt ?? '']),
    [],
    ['Entered by', ...report.hands.filter((hand) => hand.giftsEntered > 0).map((hand) => hand.name)],
    ['Committed by', report.committedBy ?? '', report.committedAt ?? ''],
    ['Lone commit', report.loneCommit ? 'Yes: committed without a second person (dual control off)' : 'No'],
  ];
}
