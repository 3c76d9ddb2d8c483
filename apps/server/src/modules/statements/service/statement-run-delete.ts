import { periodText } from '@steward/domain';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, notFound } from '@/platform/errors';
import { markGarbage, unmarkGarbage } from '@/platform/storage/garbage';
import * as q from '../queries/statements';
import { isDeletable, STATEMENT_RUN_NOT_FOUND } from './statement-runs';

export const RUN_EMAILED = 'This run was emailed to donors, so it stays as the record of what they were sent';
export const RUN_NOT_FINISHED = 'The statements are still being made: delete the run once it is finished';

/**
 * Deletes a run that never reached anyone: finished, and none of its statements ever emailed (a
 * run made on the wrong settings, or by mistake). Its PDFs are marked for removal in the same
 * transaction, then removed; one that cannot be removed now is left to the storage sweep.
 */
export async function deleteStatementRun(deps: GivingDeps, member: MemberContext, runId: string) {
  const organizationId = member.organizationId;
  const keys = await withTenant(deps.db, member, async (tx) => {
    // Locked first: no email of it can be queued between the check and the delete.
    if (!(await q.lockRun(tx, organizationId, runId, 'update'))) throw notFound(STATEMENT_RUN_NOT_FOUND);
    const run = await q.findRun(tx, organizationId, runId);
    if (!run) throw notFound(STATEMENT_RUN_NOT_FOUND);
    if (!isDeletable(run)) throw conflict(run.emailed ? RUN_EMAILED : RUN_NOT_FINISHED);
    const stored = await q.runStorageKeys(tx, organizationId, runId);
    for (const key of stored) await markGarbage(tx, organizationId, key);
    await q.deleteRun(tx, organizationId, runId);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'statement_run_deleted',
      target: periodText(run.periodStart, run.periodEnd),
      detail: `${run.donorCount} ${run.donorCount === 1 ? 'donor' : 'donors'}, never emailed`,
      ipAddress: member.ipAddress,
    });
    return stored;
  });
  const removed: string[] = [];
  for (const key of keys) {
    // One that fails stays marked: the storage sweep retries it.
    await deps.storage.delete(key).then(
      () => removed.push(key),
      () => undefined,
    );
  }
  await withTenant(deps.db, member, async (tx) => {
    for (const key of removed) await unmarkGarbage(tx, key);
  });
}
