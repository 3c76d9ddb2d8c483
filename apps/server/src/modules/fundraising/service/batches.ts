import {
  type BatchDetail,
  type BatchList,
  type BatchSummary,
  batchFigures,
  type batchInputSchema,
  type batchListQuerySchema,
  commitRefusal,
  defaultBatchName,
  LIMITS,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict } from '@/platform/errors';
import type { DonorDeps } from '../deps';
import { toBatchGift, toBatchSummary } from '../presenter';
import { NO_GIFTS, readEnteredTotals } from '../queries/batch-figures';
import { batchGifts } from '../queries/batch-gifts';
import * as q from '../queries/batches';
import { controlOf, figuresOf, isFundraisingAdmin, requireBatch, requireOpenBatch } from './batch-access';

/**
 * Contribution batches (not in the spec: docs/spec-deviations.md): the gifts of one count entered
 * by hand against the count sheet. Admins do everything; a counter lists and opens open batches
 * only (the gifts are in batch-gifts.ts, the lifecycle in batch-lifecycle.ts).
 */

export const BATCH_NOT_DELETABLE =
  'A committed batch cannot be deleted: its gifts count. An admin can reopen it first, with a reason.';

type BatchInput = z.output<typeof batchInputSchema>;

function values(input: BatchInput): q.BatchValues {
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
  deps: DonorDeps,
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
export function batchDetail(deps: DonorDeps, member: MemberContext, id: string): Promise<BatchDetail> {
  return withTenant(deps.db, member, (tx) => readDetail(tx, member, id));
}

export async function readDetail(tx: Tx, member: MemberContext, id: string): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  const batch = await requireBatch(tx, member, id);
  const figures = await figuresOf(tx, organizationId, batch);
  const gifts = await batchGifts(tx, organizationId, id);
  const entering = await q.othersEntering(
    tx,
    organizationId,
    id,
    member.userId,
    LIMITS.batches.presenceSeconds,
  );
  const attachments = await q.batchAttachments(tx, organizationId, id);
  const admin = isFundraisingAdmin(member);
  const open = batch.status === 'open';
  const refusal = admin
    ? commitRefusal({
        status: batch.status,
        figures,
        enteringName: entering[0]?.name ?? null,
        enteredMost: await q.enteredMost(tx, organizationId, id, member.userId),
        dualControl: await q.dualControl(tx, organizationId),
      })
    : 'Only an admin can commit a batch.';
  return {
    batch: toBatchSummary(batch, figures),
    gifts: gifts.map((gift) => toBatchGift(gift)),
    entering,
    attachments,
    can: {
      edit: open,
      commit: refusal === null,
      commitRefusal: refusal,
      deposit: admin && batch.status === 'committed',
      reopen: admin && !open,
      adjust: admin && !open,
      delete: admin && open,
    },
  };
}

/** A new open batch with its count sheet's figures and its gifts' defaults. Audited. */
export async function createBatch(
  deps: DonorDeps,
  member: MemberContext,
  input: BatchInput,
): Promise<BatchDetail> {
  return withTenant(deps.db, member, async (tx) => {
    const batchValues = values(input);
    const id = await q.insertBatch(tx, member.organizationId, member.userId, batchValues);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'batch_created',
      target: batchValues.name,
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, id);
  });
}

/** Corrects an open batch's details, count sheet or defaults. */
export async function updateBatch(
  deps: DonorDeps,
  member: MemberContext,
  id: string,
  input: BatchInput,
): Promise<BatchDetail> {
  return withTenant(deps.db, member, async (tx) => {
    await requireOpenBatch(tx, member, id, 'update');
    await q.updateBatch(tx, member.organizationId, id, values(input));
    return readDetail(tx, member, id);
  });
}

/** Deletes an open batch and its gifts (counted nowhere yet); a committed one is refused. Audited. */
export async function deleteBatch(deps: DonorDeps, member: MemberContext, id: string) {
  await withTenant(deps.db, member, async (tx) => {
    const batch = await requireBatch(tx, member, id, 'update');
    if (batch.status !== 'open') throw conflict(BATCH_NOT_DELETABLE);
    const gifts = (await figuresOf(tx, member.organizationId, batch)).count;
    await q.deleteBatch(tx, member.organizationId, id);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'batch_deleted',
      target: batch.name,
      detail: `${gifts} ${gifts === 1 ? 'gift' : 'gifts'}`,
      ipAddress: member.ipAddress,
    });
  });
}

/** The member has the batch's grid open: others see them entering, and no one commits meanwhile. */
export async function enterBatch(deps: DonorDeps, member: MemberContext, id: string) {
  await withTenant(deps.db, member, async (tx) => {
    await requireBatch(tx, member, id);
    await q.touchPresence(tx, member.organizationId, id, member.userId);
  });
}

/** The member left the batch's grid. */
export async function leaveBatch(deps: DonorDeps, member: MemberContext, id: string) {
  await withTenant(deps.db, member, async (tx) => {
    await requireBatch(tx, member, id);
    await q.leavePresence(tx, member.organizationId, id, member.userId);
  });
}
