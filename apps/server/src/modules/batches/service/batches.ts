import {
  type BatchDetail,
  type BatchList,
  type BatchSummary,
  batchFigures,
  type batchInputSchema,
  type batchListQuerySchema,
  cashCountProblem,
  commitRefusal,
  defaultBatchName,
  describeControlFigures,
  LIMITS,
  stalePresenceQuestion,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { type GivingDeps, isFundraisingAdmin, requireEntryFunds } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid } from '@/platform/errors';
import { toBatchAdjustment, toBatchGift, toBatchHand, toBatchPresence, toBatchSummary } from '../presenter';
import { listAdjustments } from '../queries/batch-adjustments';
import { NO_GIFTS, readEnteredTotals } from '../queries/batch-figures';
import { batchGifts } from '../queries/batch-gifts';
import * as q from '../queries/batches';
import { controlOf, figuresOf, reopenNeedsApproval, requireBatch, requireOpenBatch } from './batch-access';

/**
 * Contribution batches (not in the spec: docs/spec-deviations.md): the gifts of one count entered
 * by hand against the count sheet. Admins do everything; a counter lists and opens open batches
 * only (the gifts are in batch-gifts.ts, the lifecycle in batch-lifecycle.ts, adjustments in
 * batch-adjustments.ts, reopening in batch-reopen.ts).
 */

export const BATCH_NOT_DELETABLE =
  'A batch that was committed cannot be deleted: its count is on record. Reopen it to correct its gifts, or adjust them.';

type BatchInput = z.output<typeof batchInputSchema>;

function values(input: BatchInput): q.BatchValues {
  const problem = cashCountProblem(input.cashCount, input.expectedCashCents);
  if (problem) throw invalid(problem);
  return { ...input, name: input.name ?? defaultBatchName(input.receivedDate) };
}

async function summaries(tx: Tx, organizationId: string, rows: q.BatchRow[]): Promise<BatchSummary[]> {
  const entered = await readEnteredTotals(
    tx,
    organizationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toBatchSummary(row, batchFigures(controlOf(row), entered.get(row.id) ?? NO_GIFTS)),
  );
}

/** The organisation's batches, newest received first; a counter's list holds open batches only. */
export async function listBatches(
  deps: GivingDeps,
  member: MemberContext,
  query: z.output<typeof batchListQuerySchema>,
): Promise<BatchList> {
  const pageSize = LIMITS.batches.pageSize;
  const state = isFundraisingAdmin(member) ? query.state : 'open';
  return withTenant(deps.db, member, async (tx) => {
    const { rows, total } = await q.listBatches(tx, member.organizationId, state, query.page, pageSize);
    return { items: await summaries(tx, member.organizationId, rows), total, page: query.page, pageSize };
  });
}

/** Everything the batch page shows, with what the acting member may do now. */
export function batchDetail(deps: GivingDeps, member: MemberContext, id: string): Promise<BatchDetail> {
  return withTenant(deps.db, member, (tx) => readDetail(tx, member, id));
}

/**
 * Why the member may not commit the batch now (commitRefusal), and the question a commit asks
 * first when others' grids are open but idle (they never block it). The batch page and the commit
 * itself ask the same.
 */
export async function commitCheck(tx: Tx, member: MemberContext, batch: q.BatchRow) {
  const organizationId = member.organizationId;
  const entering = await q.othersEntering(
    tx,
    organizationId,
    batch.id,
    member.userId,
    LIMITS.batches.presenceSeconds,
  );
  const dualControl = await q.dualControl(tx, organizationId);
  const enteredMost = await q.enteredMost(tx, organizationId, batch.id, member.userId);
  const refusal = commitRefusal({
    status: batch.status,
    figures: await figuresOf(tx, organizationId, batch),
    enteringName: entering.find((p) => !p.stale)?.name ?? null,
    enteredMost,
    changedBatch: await q.changedSinceCommit(tx, organizationId, batch.id, member.userId),
    dualControl,
  });
  const stale = entering
    .filter((p) => p.stale)
    .map((p) => ({
      name: p.name,
      lastSavedAt: p.last_saved_at === null ? null : new Date(p.last_saved_at).toISOString(),
    }));
  return {
    entering,
    refusal,
    confirmation: refusal === null ? stalePresenceQuestion(stale, new Date()) : null,
    dualControl,
    loneCommit: enteredMost && !dualControl,
  };
}

export async function readDetail(tx: Tx, member: MemberContext, id: string): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  const batch = await requireBatch(tx, member, id);
  const figures = await figuresOf(tx, organizationId, batch);
  const gifts = await batchGifts(tx, organizationId, id);
  const attachments = await q.batchAttachments(tx, organizationId, id);
  const admin = isFundraisingAdmin(member);
  const open = batch.status === 'open';
  const check = await commitCheck(tx, member, batch);
  const refusal = admin ? check.refusal : 'Only an admin can commit a batch.';
  const needsApproval = reopenNeedsApproval(batch, check.dualControl);
  const requested = batch.reopen_requested_at !== null;
  const adjustments = admin ? await listAdjustments(tx, organizationId, id) : [];
  return {
    batch: toBatchSummary(batch, figures),
    gifts: gifts.map((gift) => toBatchGift(gift)),
    entering: check.entering.map(toBatchPresence),
    hands: (await q.batchHands(tx, organizationId, id)).map(toBatchHand),
    // Newest first on the page.
    adjustments: adjustments.toReversed().map((row) => {
      const waiting = row.status === 'pending';
      return toBatchAdjustment(row, {
        approve: waiting && (row.proposed_by !== member.userId || !check.dualControl),
        reject: waiting,
      });
    }),
    reopenRequest: requested
      ? {
          requestedBy:
            batch.reopen_requested_by && batch.reopen_requested_by_name
              ? { id: batch.reopen_requested_by, name: batch.reopen_requested_by_name }
              : null,
          requestedAt: new Date(batch.reopen_requested_at as Date | string).toISOString(),
          reason: batch.reopen_request_reason ?? '',
        }
      : null,
    attachments,
    can: {
      edit: open,
      editDetails: admin && open,
      commit: refusal === null,
      commitRefusal: refusal,
      commitConfirmation: admin ? check.confirmation : null,
      deposit: admin && batch.status === 'committed',
      reopen: admin && !open && !needsApproval,
      requestReopen: admin && !open && needsApproval && !requested,
      approveReopen:
        admin && requested && (batch.reopen_requested_by !== member.userId || !check.dualControl),
      rejectReopen: admin && requested,
      adjust: admin && !open,
      delete: admin && open && batch.first_committed_at === null,
      deleteRefusal: admin && batch.first_committed_at !== null ? BATCH_NOT_DELETABLE : null,
    },
  };
}

/** A new open batch with its count sheet's figures and its gifts' defaults. Audited. */
export async function createBatch(
  deps: GivingDeps,
  member: MemberContext,
  input: BatchInput,
): Promise<BatchDetail> {
  return withTenant(deps.db, member, async (tx) => {
    const batchValues = values(input);
    await requireEntryFunds(tx, member, [input.defaultFund]);
    const id = await q.insertBatch(tx, member.organizationId, member.userId, batchValues);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'batch_created',
      target: batchValues.name,
      detail: describeControlFigures(batchValues),
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, id);
  });
}

/**
 * Corrects an open batch's details, count sheet or defaults. A change of the count sheet's figures
 * is audited with before and after, and once the batch holds gifts it makes the member one of its
 * enterers (batch_changers): the figures a commit is checked against are theirs now.
 */
export async function updateBatch(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  input: BatchInput,
): Promise<BatchDetail> {
  return withTenant(deps.db, member, async (tx) => {
    const organizationId = member.organizationId;
    const batch = await requireOpenBatch(tx, member, id, 'update');
    await requireEntryFunds(tx, member, [input.defaultFund]);
    const next = values(input);
    await q.updateBatch(tx, organizationId, id, next);
    const before = describeControlFigures(controlOf(batch));
    const after = describeControlFigures(next);
    const renamed = batch.name !== next.name;
    if (before !== after || renamed) {
      const entered = await figuresOf(tx, organizationId, batch);
      if (before !== after && entered.count + entered.inKindCount > 0)
        await q.recordChanger(tx, organizationId, id, member.userId);
      await recordAudit(tx, {
        organizationId,
        actorId: member.userId,
        action: 'batch_changed',
        target: next.name,
        detail: [
          renamed ? `Name: ${batch.name} → ${next.name}` : null,
          before !== after ? `Count sheet: ${before} → ${after}` : null,
        ]
          .filter((part) => part !== null)
          .join('. '),
        ipAddress: member.ipAddress,
      });
    }
    return readDetail(tx, member, id);
  });
}

/**
 * Deletes an open batch that was never committed, and its gifts (counted nowhere yet). A batch
 * that was ever committed is on record: refused, however it was reopened. Audited.
 */
export async function deleteBatch(deps: GivingDeps, member: MemberContext, id: string) {
  await withTenant(deps.db, member, async (tx) => {
    const batch = await requireBatch(tx, member, id, 'update');
    if (batch.status !== 'open' || batch.first_committed_at !== null) throw conflict(BATCH_NOT_DELETABLE);
    const figures = await figuresOf(tx, member.organizationId, batch);
    await q.deleteBatch(tx, member.organizationId, id);
    const gifts = `${figures.count} ${figures.count === 1 ? 'gift' : 'gifts'}`;
    const inKind = figures.inKindCount
      ? ` and ${figures.inKindCount} in-kind ${figures.inKindCount === 1 ? 'gift' : 'gifts'}`
      : '';
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'batch_deleted',
      target: batch.name,
      detail: `${gifts}${inKind}`,
      ipAddress: member.ipAddress,
    });
  });
}

/** The member has the batch's grid open: others see them entering, and no one commits meanwhile. */
export async function enterBatch(deps: GivingDeps, member: MemberContext, id: string) {
  await withTenant(deps.db, member, async (tx) => {
    await requireBatch(tx, member, id);
    await q.touchPresence(tx, member.organizationId, id, member.userId);
  });
}

/** The member left the batch's grid. */
export async function leaveBatch(deps: GivingDeps, member: MemberContext, id: string) {
  await withTenant(deps.db, member, async (tx) => {
    await requireBatch(tx, member, id);
    await q.leavePresence(tx, member.organizationId, id, member.userId);
  });
}
