import type { BatchDetail } from '@steward/domain';
import { withTenant } from '@/db/tenant';
import { type GivingDeps, lockOrganizationDonors, projectBatch } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict } from '@/platform/errors';
import * as q from '../queries/batches';
import { figuresOf, requireBatch } from './batch-access';
import { commitCheck, readDetail } from './batches';

/**
 * A batch's lifecycle (admins): commit (balanced only; under dual control by a second person, one
 * who neither entered the most gifts nor changed the batch; not while someone is still entering)
 * and deposit. Reopening is in batch-reopen.ts, adjustments in batch-adjustments.ts. Every
 * transition is audited. Commit changes donations, so it runs under the organisation's donor lock,
 * as an import does: the figures stay consistent with an import running meanwhile.
 */

export const BATCH_NOT_COMMITTED = 'This batch is not committed yet';
export const ALREADY_DEPOSITED = 'This batch has already been deposited';

/**
 * Commits a balanced open batch: its gifts become donations and count everywhere. Others whose
 * grid is open but idle do not block it; the member confirms the commit over them first.
 */
export function commitBatch(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  options: { overStalePresence: boolean } = { overStalePresence: false },
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const batch = await requireBatch(tx, member, id, 'update');
    const check = await commitCheck(tx, member, batch);
    if (check.refusal) throw conflict(check.refusal);
    if (check.confirmation && !options.overStalePresence) throw conflict(check.confirmation);
    const figures = await figuresOf(tx, organizationId, batch);
    await projectBatch(tx, organizationId, id);
    await q.markCommitted(tx, organizationId, id, member.userId, check.loneCommit);
    const over = check.entering.filter((p) => p.stale).map((p) => p.name);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_committed',
      target: batch.name,
      detail:
        `${figures.count} ${figures.count === 1 ? 'gift' : 'gifts'}` +
        (check.loneCommit ? ', a lone commit (dual control off)' : '') +
        (over.length > 0 ? `, over the open grid of ${over.join(', ')}` : ''),
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, id);
  });
}

/** Records the deposit of a committed batch (its date). */
export function depositBatch(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  depositDate: string,
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireBatch(tx, member, id, 'update');
    if (batch.status === 'open') throw conflict(BATCH_NOT_COMMITTED);
    if (batch.status === 'deposited') throw conflict(ALREADY_DEPOSITED);
    await q.markDeposited(tx, organizationId, id, member.userId, depositDate);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_deposited',
      target: batch.name,
      detail: `Deposited ${depositDate}`,
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, id);
  });
}
