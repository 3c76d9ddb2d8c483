import {
  type AccountingExportFormat,
  type AccountingExportQuery,
  downloadFileName,
  isoDay,
  journalFile,
  shortDate,
} from '@steward/domain';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { csvLine } from '@/platform/csv';
import { conflict, invalid, notFound } from '@/platform/errors';
import * as q from '../queries/accounting-export';

export const BATCH_NOT_FOUND = 'Batch not found';

const FORMAT_LABELS: Record<AccountingExportFormat, string> = {
  quickbooks: 'QuickBooks Online',
  xero: 'Xero',
  plain: 'plain CSV',
};

/** One batch, or the batches received from one day to another (both included). */
function selectionOf(query: AccountingExportQuery): { batchId: string } | { from: string; to: string } {
  if (query.batchId) {
    if (query.from || query.to) throw invalid('Choose one batch or a date range, not both.');
    return { batchId: query.batchId };
  }
  if (!query.from || !query.to) throw invalid('Choose a batch, or a date range with its first and last day.');
  if (query.from > query.to) throw invalid('The date range must end on or after its first day.');
  return { from: query.from, to: query.to };
}

function exportedWhen(batch: q.ExportBatchRow): string {
  const on = batch.exported_at ? shortDate(isoDay(new Date(batch.exported_at))) : '';
  return `${batch.name} (on ${on}${batch.exported_by ? ` by ${batch.exported_by}` : ''})`;
}

/**
 * The journal of committed batches for the organisation's ledger (domain journalFile), and each
 * batch marked exported by the member, in one transaction: a file is never handed out without the
 * mark, nor marked without the file. A batch exported before is refused (409 naming when and by
 * whom) unless asked again, so a deposit is not posted twice by mistake.
 */
export async function accountingExport(
  deps: GivingDeps,
  member: MemberContext,
  query: AccountingExportQuery,
): Promise<{ filename: string; text: string }> {
  const selection = selectionOf(query);
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const batches = await q.lockExportBatches(tx, organizationId, selection);
    if ('batchId' in selection) {
      const [batch] = batches;
      if (!batch) throw notFound(BATCH_NOT_FOUND);
      // 409 is kept for the one answer the export page asks about again: a batch exported before.
      if (batch.status === 'open') {
        throw invalid(`Only a committed batch can be exported: ${batch.name} is not committed yet.`);
      }
    } else if (batches.length === 0) {
      throw invalid(
        `No committed batch was received between ${shortDate(selection.from)} and ${shortDate(selection.to)}.`,
      );
    }
    const file = journalFile(
      query.format,
      await q.journalBatches(tx, organizationId, batches),
      await q.ledgerAccounts(tx, organizationId),
    );
    if (!file.ok) throw invalid(file.message);
    const exported = batches.filter((batch) => batch.exported_at !== null);
    if (exported.length > 0 && query.again !== 'true') {
      throw conflict(
        `Already exported: ${exported.map(exportedWhen).join('; ')}. Export again to include them.`,
      );
    }
    await q.markExported(
      tx,
      organizationId,
      batches.map((batch) => batch.id),
      member.userId,
    );
    for (const batch of batches) {
      await recordAudit(tx, {
        organizationId,
        actorId: member.userId,
        action: 'batch_exported',
        target: batch.name,
        detail: `${FORMAT_LABELS[query.format]}${batch.exported_at ? ', again' : ''}`,
        ipAddress: member.ipAddress,
      });
    }
    // A batch's name with its day: two batches of one name make two files of two names.
    const range =
      'batchId' in selection
        ? `${batches[0]?.name} (${batches[0]?.received_date})`
        : `${selection.from} to ${selection.to}`;
    return {
      filename: downloadFileName(`Journal ${FORMAT_LABELS[query.format]} - ${range}.csv`),
      text: file.rows.map(csvLine).join(''),
    };
  });
}
