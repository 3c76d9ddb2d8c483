import {
  type DonorImportRecord,
  type DonorImportUndone,
  isoDay,
  longDate,
  periodText,
} from '@steward/domain';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { undoImportHouseholds } from '@/modules/donors/service';
import { type GivingDeps, lockOrganizationDonors } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, notFound } from '@/platform/errors';
import { toImportRecord } from '../presenter';
import { findMergedImport, markUndone } from '../queries/donor-imports';
import {
  type CoveringRun,
  committedBatchesOfImportDonors,
  type DependentBatch,
  statementRunsCovering,
  undoImport,
} from '../queries/import-undo';
import { IMPORT_NOT_FOUND } from './donor-imports';

export const ALREADY_UNDONE = 'This import has already been undone';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function runSentence(run: CoveringRun): string {
  const made = run.created_at instanceof Date ? run.created_at : new Date(run.created_at);
  return (
    `The statements made on ${longDate(isoDay(made))} for ${periodText(run.period_start, run.period_end)} ` +
    `include ${counted(Number(run.gifts), 'gift', 'gifts')} of this import: undoing it leaves those statements as they were sent.`
  );
}

function batchSentence(batch: DependentBatch): string {
  const donors = Number(batch.donors);
  return (
    `The committed batch "${batch.name}" has gifts entered by hand for ${counted(donors, 'donor', 'donors')} ` +
    `this import added: undoing it keeps ${donors === 1 ? 'that donor' : 'those donors'}, with the details this import gave them.`
  );
}

/**
 * What depends on an import's gifts and donors, one sentence each: the statement runs that include
 * its gifts, and the committed batches with gifts of donors it created (who then stay). An undo
 * goes ahead over them only when the admin confirms.
 */
async function dependentsOf(tx: Tx, organizationId: string, importId: string): Promise<string[]> {
  return [
    ...(await statementRunsCovering(tx, organizationId, importId)).map(runSentence),
    ...(await committedBatchesOfImportDonors(tx, organizationId, importId)).map(batchSentence),
  ];
}

async function requireMerged(tx: Tx, organizationId: string, importId: string) {
  const row = await findMergedImport(tx, organizationId, importId);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

/** One merged import's record (the import history's page of it). */
export async function importRecord(
  deps: GivingDeps,
  member: MemberContext,
  importId: string,
): Promise<DonorImportRecord> {
  return withTenant(deps.db, member, async (tx) => {
    const row = await requireMerged(tx, member.organizationId, importId);
    const dependents = row.undoneAt ? [] : await dependentsOf(tx, member.organizationId, importId);
    return toImportRecord(row, dependents);
  });
}

/**
 * Undoes a merged import: its gifts and refunds go, the donors it created go unless a gift or
 * refund of theirs remains, and every figure is computed again. One transaction under the
 * organisation's donor lock, so no merge, donor merge, statement run or other undo runs meanwhile,
 * and a second undo of the same import finds it undone. Refused while something depends on its
 * gifts unless `confirm`. Audited; the record stays in the history, marked undone.
 */
export async function undoDonorImport(
  deps: GivingDeps,
  member: MemberContext,
  importId: string,
  confirm: boolean,
): Promise<DonorImportUndone> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const row = await requireMerged(tx, organizationId, importId);
    if (row.undoneAt) throw conflict(ALREADY_UNDONE);
    const dependents = await dependentsOf(tx, organizationId, importId);
    if (dependents.length > 0 && !confirm) throw conflict(dependents.join(' '));
    const householdsRemoved = await undoImportHouseholds(tx, organizationId, importId);
    const removed = await undoImport(tx, organizationId, importId);
    await markUndone(tx, organizationId, importId, member.userId);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'donor_import_undone',
      target: row.fileName,
      detail:
        `${counted(removed.giftsRemoved, 'gift', 'gifts')}, ${counted(removed.refundsRemoved, 'refund', 'refunds')} ` +
        `and ${counted(removed.donorsRemoved, 'donor', 'donors')} removed` +
        (householdsRemoved > 0
          ? `, ${counted(householdsRemoved, 'household', 'households')} with them`
          : '') +
        (dependents.length > 0 ? `, confirmed over: ${dependents.join(' ')}` : ''),
      ipAddress: member.ipAddress,
    });
    return { ...removed, record: toImportRecord(await requireMerged(tx, organizationId, importId), []) };
  });
}
