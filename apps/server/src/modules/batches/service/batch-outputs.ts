import {
  batchFigures,
  batchState,
  CASH_DENOMINATIONS,
  type CashCount,
  downloadFileName,
  type EnteredTotals,
  GIFT_METHOD_LABELS,
  isoDay,
} from '@steward/domain';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { AdjustmentRow, GivingDeps } from '@/modules/giving/service';
import { findSettings, organizationForStatements } from '@/modules/statements/service';
import type { MemberContext } from '@/platform/authorization';
import { csvLine } from '@/platform/csv';
import { invalid, notFound } from '@/platform/errors';
import type {
  BatchReportAdjustment,
  BatchReportHand,
  BatchReportInput,
  CashCountLine,
  DepositSlipInput,
  PdfRenderer,
  PrintableOrganization,
} from '@/platform/pdf';
import { batchReportRows } from '../csv/batch-report';
import { listAdjustments } from '../queries/batch-adjustments';
import { NO_GIFTS, readEnteredTotals } from '../queries/batch-figures';
import * as q from '../queries/batch-report';
import { batchHands, type HandRow } from '../queries/batches';
import { BATCH_NOT_FOUND } from './accounting-export';

/** The PDF writer's batch documents, made in its worker threads (platform/pdf). */
export type BatchDocumentRenderer = Pick<PdfRenderer, 'renderBatchReport' | 'renderDepositSlip'>;

export interface BatchOutputDeps extends GivingDeps {
  renderer: BatchDocumentRenderer;
}

const ANONYMOUS = 'Anonymous';
/** Who proposed or decided an adjustment, once their account is gone (the adjustment stays). */
const DELETED_USER = 'a deleted user';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The organisation as its statements print it: the legal name and address of the statement settings. */
async function printableOrganization(tx: Tx, organizationId: string): Promise<PrintableOrganization> {
  const settings = await findSettings(tx, organizationId);
  const organization = await organizationForStatements(tx, organizationId);
  return {
    legalName: settings?.legalName ?? organization?.name ?? '',
    addressLines: (settings?.address ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

const centsOf = (gift: q.ReportGiftRow) =>
  gift.allocations.reduce((sum, allocation) => sum + (allocation.cents ?? 0), 0);

/** Adds `cents` to the `key` row of a count-and-total table, in the order keys first appear. */
function tally(table: Map<string, { count: number; totalCents: number }>, key: string, cents: number) {
  const row = table.get(key) ?? { count: 0, totalCents: 0 };
  table.set(key, { count: row.count + 1, totalCents: row.totalCents + cents });
}

/**
 * An adjustment as the report lists it. One turned down by the admin who proposed it was withdrawn;
 * one waiting was decided by no one yet.
 */
function reportAdjustment(row: AdjustmentRow): BatchReportAdjustment {
  return {
    status: row.status,
    donorName: row.donor_name ?? ANONYMOUS,
    giftDate: row.gift_date,
    method: GIFT_METHOD_LABELS[row.method],
    checkNumber: row.check_number,
    fromCents: Number(row.from_cents),
    toCents: row.to_cents === null ? null : Number(row.to_cents),
    reason: row.reason,
    proposedBy: row.proposed_by_name ?? DELETED_USER,
    proposedAt: iso(row.proposed_at),
    decidedBy: row.status === 'pending' ? null : (row.decided_by_name ?? DELETED_USER),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    lone: row.lone,
    withdrawn: row.status === 'rejected' && row.decided_by !== null && row.decided_by === row.proposed_by,
  };
}

/** Everyone who entered or changed the batch, most gifts first, then by name. */
function reportHands(rows: HandRow[]): BatchReportHand[] {
  return rows
    .map((row) => ({
      name: row.name,
      giftsEntered: Number(row.entered),
      changedAt: row.changed_at === null ? null : iso(row.changed_at),
    }))
    .sort((a, b) => b.giftsEntered - a.giftsEntered || a.name.localeCompare(b.name));
}

/**
 * The batch report's content: the figures as the batch page shows them (readEnteredTotals), and
 * the gifts that stand: a gift a reversal cancelled is replaced by its correction. Adjustments are
 * listed apart with who proposed and who decided them, when and why; only an approved one wrote
 * gifts, so one waiting for approval or turned down is in no figure. In-kind gifts are listed by
 * description, never in a money figure (they are not deposited).
 */
function reportInput(
  organization: PrintableOrganization,
  batch: q.ReportBatchRow,
  entered: EnteredTotals,
  gifts: q.ReportGiftRow[],
  adjustments: AdjustmentRow[],
  hands: HandRow[],
  today: string,
): BatchReportInput {
  const control = {
    count: batch.expected_count,
    totalCents: Number(batch.expected_total_cents),
    cashCents: batch.expected_cash_cents === null ? null : Number(batch.expected_cash_cents),
    checkCents: batch.expected_check_cents === null ? null : Number(batch.expected_check_cents),
  };
  const { balanced, ...figures } = batchFigures(
    {
      expectedCount: control.count,
      expectedTotalCents: control.totalCents,
      expectedCashCents: control.cashCents,
      expectedCheckCents: control.checkCents,
    },
    entered,
  );
  const standing = gifts.filter((gift) => gift.kind !== 'reversal' && !gift.reversed);
  const deposited = standing.filter((gift) => gift.method !== 'in_kind');
  const byFund = new Map<string, { count: number; totalCents: number }>();
  const byMethod = new Map<string, { count: number; totalCents: number }>();
  for (const gift of deposited) {
    tally(byMethod, GIFT_METHOD_LABELS[gift.method], centsOf(gift));
    for (const allocation of gift.allocations) tally(byFund, allocation.fund, allocation.cents ?? 0);
  }
  return {
    organization,
    batch: {
      name: batch.name,
      receivedDate: batch.received_date,
      depositDate: batch.deposit_date,
      bankAccount: batch.bank_account,
      note: batch.note,
      state: batchState(batch.status, { balanced }),
    },
    control,
    figures,
    byFund: [...byFund].map(([fund, row]) => ({ fund, ...row })),
    byMethod: [...byMethod].map(([method, row]) => ({ method, ...row })),
    checks: standing
      .filter((gift) => gift.method === 'check')
      .map((gift) => ({
        checkNumber: gift.check_number,
        donorName: gift.donor_name ?? ANONYMOUS,
        amountCents: centsOf(gift),
      })),
    inKind: standing
      .filter((gift) => gift.method === 'in_kind')
      .map((gift) => ({
        donorName: gift.donor_name ?? ANONYMOUS,
        description: gift.in_kind_description ?? '',
      })),
    adjustments: adjustments.map(reportAdjustment),
    hands: reportHands(hands),
    committedBy: batch.committed_by,
    committedAt: batch.committed_at === null ? null : iso(batch.committed_at),
    loneCommit: batch.lone_commit,
    generatedOn: today,
  };
}

async function readReport(deps: GivingDeps, member: MemberContext, batchId: string, today: string) {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const batch = await q.findReportBatch(tx, organizationId, batchId);
    if (!batch) throw notFound(BATCH_NOT_FOUND);
    const entered = (await readEnteredTotals(tx, organizationId, [batchId])).get(batchId) ?? NO_GIFTS;
    const report = reportInput(
      await printableOrganization(tx, organizationId),
      batch,
      entered,
      await q.reportGifts(tx, organizationId, batchId),
      await listAdjustments(tx, organizationId, batchId),
      await batchHands(tx, organizationId, batchId),
      today,
    );
    return { report, cashCount: batch.cash_count };
  });
}

/** The count sheet's bills and coins, largest first, those it counted; null when it gave none. */
function cashCountLines(count: CashCount | null): CashCountLine[] | null {
  if (count === null) return null;
  return CASH_DENOMINATIONS.flatMap((denomination) => {
    const pieces = Number(count[denomination.id] ?? 0);
    if (!(pieces > 0)) return [];
    const { label, kind, cents } = denomination;
    return [{ label, kind, pieces, valueCents: pieces * cents }];
  });
}

/** The batch report's data, as the PDF and the CSV print it. */
export async function batchReportInput(
  deps: GivingDeps,
  member: MemberContext,
  batchId: string,
  today = isoDay(new Date()),
): Promise<BatchReportInput> {
  return (await readReport(deps, member, batchId, today)).report;
}

/**
 * What goes to the bank: the checks one by one and the cash (by denomination when the count sheet
 * gave it), dated the deposit date (today when none is recorded yet). Card and ACH gifts reach the
 * bank on their own, so they are not on it.
 */
export async function depositSlipInput(
  deps: GivingDeps,
  member: MemberContext,
  batchId: string,
  today = isoDay(new Date()),
): Promise<DepositSlipInput> {
  const { report, cashCount } = await readReport(deps, member, batchId, today);
  return {
    organization: report.organization,
    batchName: report.batch.name,
    bankAccount: report.batch.bankAccount,
    depositDate: report.batch.depositDate ?? today,
    checks: report.checks,
    cashCents: report.figures.cashCents,
    checkCents: report.figures.checkCents,
    totalCents: report.figures.cashCents + report.figures.checkCents,
    cashCount: cashCountLines(cashCount),
  };
}

export async function batchReportCsv(deps: GivingDeps, member: MemberContext, batchId: string) {
  const report = await batchReportInput(deps, member, batchId);
  return {
    filename: downloadFileName(`Batch report - ${report.batch.name}.csv`),
    text: batchReportRows(report).map(csvLine).join(''),
  };
}

export async function batchReportPdf(deps: BatchOutputDeps, member: MemberContext, batchId: string) {
  const report = await batchReportInput(deps, member, batchId);
  const rendered = await deps.renderer.renderBatchReport(report);
  if (!rendered.ok) throw invalid(rendered.reason);
  return { filename: downloadFileName(`Batch report - ${report.batch.name}.pdf`), bytes: rendered.bytes };
}

export async function depositSlipPdf(deps: BatchOutputDeps, member: MemberContext, batchId: string) {
  const slip = await depositSlipInput(deps, member, batchId);
  const rendered = await deps.renderer.renderDepositSlip(slip);
  if (!rendered.ok) throw invalid(rendered.reason);
  return { filename: downloadFileName(`Deposit slip - ${slip.batchName}.pdf`), bytes: rendered.bytes };
}
