import type { BatchDetail } from '@steward/domain';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { type GivingDeps, lockOrganizationDonors, unprojectBatch } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict } from '@/platform/errors';
import { rejectWaiting } from '../queries/batch-adjustments';
import * as q from '../queries/batches';
import { reopenNeedsApproval, requireBatch } from './batch-access';
import { BATCH_NOT_COMMITTED } from './batch-lifecycle';
import { readDetail } from './batches';

/**
 * Reopening a committed batch (admins), with a written reason: its donations go until it is
 * committed again, adjustments still waiting are turned down (its gifts are edited in place now),
 * and whoever asked for it becomes one of its enterers, so a second person commits it again. A
 * deposited or exported batch is in the bank's and the books' records: under dual control one
 * admin asks and a second approves. Runs under the organisation's donor lock, as a commit does.
 */

export const REOPEN_WAITING = 'A request to reopen this batch is already waiting for a second admin';
export const REOPEN_NOT_REQUESTED = 'No one has asked to reopen this batch';
export const REOPEN_SECOND_ADMIN = 'You asked to reopen this batch, so a second admin must approve it.';

async function requireCommitted(tx: Tx, member: MemberContext, id: string) {
  await lockOrganizationDonors(tx, member.organizationId);
  const batch = await requireBatch(tx, member, id, 'update');
  if (batch.status === 'open') throw conflict(BATCH_NOT_COMMITTED);
  return batch;
}

/** Reopens the batch; `reopener` is who asked for it (the one the next commit must not be). */
async function reopen(
  tx: Tx,
  member: MemberContext,
  batch: q.BatchRow,
  reason: string,
  note: string,
  reopener: string,
) {
  const organizationId = member.organizationId;
  await unprojectBatch(tx, organizationId, batch.id);
  await q.markReopened(tx, organizationId, batch.id);
  const turnedDown = await rejectWaiting(tx, organizationId, batch.id, member.userId);
  await q.recordChanger(tx, organizationId, batch.id, reopener);
  await recordAudit(tx, {
    organizationId,
    actorId: member.userId,
    action: 'batch_reopened',
    target: batch.name,
    detail:
      `${reason}${note}` +
      (turnedDown > 0
        ? ` ${turnedDown} waiting ${turnedDown === 1 ? 'adjustment was' : 'adjustments were'} turned down.`
        : ''),
    ipAddress: member.ipAddress,
  });
}

/**
 * Reopens the batch now, or, for a deposited or exported batch under dual control, asks a second
 * admin to (the batch's page shows the request until it is decided).
 */
export function reopenBatch(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  reason: string,
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireCommitted(tx, member, id);
    const dual = await q.dualControl(tx, organizationId);
    const recorded = batch.status === 'deposited' || batch.exported_at !== null;
    if (reopenNeedsApproval(batch, dual)) {
      if (batch.reopen_requested_at !== null) throw conflict(REOPEN_WAITING);
      await q.requestReopen(tx, organizationId, id, member.userId, reason);
      await recordAudit(tx, {
        organizationId,
        actorId: member.userId,
        action: 'batch_reopen_requested',
        target: batch.name,
        detail: reason,
        ipAddress: member.ipAddress,
      });
    } else {
      const note = recorded ? ' (a lone reopening of a deposited or exported batch: dual control off)' : '';
      await reopen(tx, member, batch, reason, note, member.userId);
    }
    return readDetail(tx, member, id);
  });
}

/** A second admin approves the waiting request: the batch is reopened with its reason. */
export function approveReopen(deps: GivingDeps, member: MemberContext, id: string): Promise<BatchDetail> {
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireCommitted(tx, member, id);
    if (batch.reopen_requested_at === null) throw conflict(REOPEN_NOT_REQUESTED);
    const dual = await q.dualControl(tx, member.organizationId);
    if (dual && batch.reopen_requested_by === member.userId) throw conflict(REOPEN_SECOND_ADMIN);
    const asked = batch.reopen_requested_by_name ?? 'a former member';
    await reopen(
      tx,
      member,
      batch,
      batch.reopen_request_reason ?? '',
      ` (asked by ${asked}, approved by a second admin)`,
      batch.reopen_requested_by ?? member.userId,
    );
    return readDetail(tx, member, id);
  });
}

/** Withdraws (its asker) or turns down (another admin) the waiting request: the batch stays as it is. */
export function rejectReopen(deps: GivingDeps, member: MemberContext, id: string): Promise<BatchDetail> {
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireCommitted(tx, member, id);
    if (batch.reopen_requested_at === null) throw conflict(REOPEN_NOT_REQUESTED);
    await q.clearReopenRequest(tx, member.organizationId, id);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'batch_reopen_rejected',
      target: batch.name,
      detail: `${batch.reopen_request_reason ?? ''} (asked by ${batch.reopen_requested_by_name ?? 'a former member'})`,
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, id);
  });
}
