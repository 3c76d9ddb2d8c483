import {
  batchFigures,
  batchState,
  downloadFileName,
  type EnteredTotals,
  GIFT_METHOD_LABELS,
  isoDay,
} from '@steward/domain';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { invalid, notFound } from '@/platform/errors';
import type { BatchReportInput, DepositSlipInput, PdfRenderer, PrintableOrganization } from '@/platform/pdf';
import { batchReportRows } from '../csv/batch-report';
import { csvLine } from '../csv/write-csv';
import type { DonorDeps } from '../deps';
import { NO_GIFTS, readEnteredTotals } from '../queries/batch-figures';
import * as q from '../queries/batch-report';
import { findSettings, organizationForStatements } from '../queries/statements';
import { BATCH_NOT_FOUND } from './accounting-export';

/** The PDF writer's batch documents, made in its worker threads (platform/pdf). */
export type BatchDocumentRenderer = Pick<PdfRenderer, 'renderBatchReport' | 'renderDepositSlip'>;

export interface BatchOutputDeps extends DonorDeps {
  renderer: BatchDocumentRenderer;
}

const ANONYMOUS = 'Anonymous';

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
 * The batch report's content: the figures as the batch page shows them (readEnteredTotals), and
 * the gifts that stand: a gift a reversal cancelled is replaced by its correction, and both
 * adjustments are listed apart with who made them and why. In-kind gifts are listed by
 * description, never in a money figure (they are not deposited).
 */
function reportInput(
  organization: PrintableOrganization,
  batch: q.ReportBatchRow,
  entered: EnteredTotals,
  gifts: q.ReportGiftRow[],
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
  const entries = new Map<string, number>();
  for (const gift of gifts) {
    if (gift.kind === 'entry' && gift.entered_by_name) {
      entries.set(gift.entered_by_name, (entries.get(gift.entered_by_name) ?? 0) + 1);
    }
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
    adjustments: gifts
      .filter((gift) => gift.kind !== 'entry')
      .map((gift) => ({
        date: gift.entered_on,
        donorName: gift.donor_name ?? ANONYMOUS,
        amountCents: centsOf(gift),
        reason: gift.adjustment_reason ?? '',
        by: gift.entered_by_name ?? '',
      })),
    enteredBy: [...entries]
      .sort(([nameA, countA], [nameB, countB]) => countB - countA || nameA.localeCompare(nameB))
      .map(([name]) => name),
    committedBy: batch.committed_by,
    committedAt: batch.committed_at === null ? null : new Date(batch.committed_at).toISOString(),
    loneCommit: batch.lone_commit,
    generatedOn: today,
  };
}

async function readReport(deps: DonorDeps, member: MemberContext, batchId: string, today: string) {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const batch = await q.findReportBatch(tx, organizationId, batchId);
    if (!batch) throw notFound(BATCH_NOT_FOUND);
    const entered = (await readEnteredTotals(tx, organizationId, [batchId])).get(batchId) ?? NO_GIFTS;
    return reportInput(
      await printableOrganization(tx, organizationId),
      batch,
      entered,
      await q.reportGifts(tx, organizationId, batchId),
      today,
    );
  });
}

/** The batch report's data, as the PDF and the CSV print it. */
export function batchReportInput(
  deps: DonorDeps,
  member: MemberContext,
  batchId: string,
  today = isoDay(new Date()),
): Promise<BatchReportInput> {
  return readReport(deps, member, batchId, today);
}

/**
 * What goes to the bank: the checks one by one and the cash, dated the deposit date (today when
 * none is recorded yet). Card and ACH gifts reach the bank on their own, so they are not on it.
 */
export async function depositSlipInput(
  deps: DonorDeps,
  member: MemberContext,
  batchId: string,
  today = isoDay(new Date()),
): Promise<DepositSlipInput> {
  const report = await readReport(deps, member, batchId, today);
  return {
    organization: report.organization,
    batchName: report.batch.name,
    bankAccount: report.batch.bankAccount,
    depositDate: report.batch.depositDate ?? today,
    checks: report.checks,
    cashCents: report.figures.cashCents,
    checkCents: report.figures.checkCents,
    totalCents: report.figures.cashCents + report.figures.checkCents,
  };
}

export async function batchReportCsv(deps: DonorDeps, member: MemberContext, batchId: string) {
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
