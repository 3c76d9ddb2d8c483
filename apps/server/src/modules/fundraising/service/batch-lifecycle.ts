import {
  type BatchDetail,
  commitRefusal,
  type giftAdjustmentInputSchema,
  LIMITS,
  varianceText,
} from '@steward/domain';
import type { z } from 'zod';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, notFound } from '@/platform/errors';
import type { DonorDeps } from '../deps';
import { projectBatch, reprojectAdjusted, unprojectBatch } from '../queries/batch-donations';
import * as gifts from '../queries/batch-gifts';
import * as q from '../queries/batches';
import { lockOrganizationDonors } from '../queries/merge';
import { figuresOf, requireBatch } from './batch-access';
import { ADJUSTMENT_LOCKED, GIFT_NOT_FOUND, prepareGift } from './batch-gifts';
import { readDetail } from './batches';

/**
 * A batch's lifecycle (admins): commit (balanced only, by a second person under dual control, not
 * while someone is still entering), deposit, reopen with a reason, and adjustments of a committed
 * batch's gifts (a reversal and the corrected gift, never an edit in place). Every transition is
 * audited. Commit, reopen and adjustments change donations, so they run under the organisation's
 * donor lock, as an import does: the figures stay consistent with an import running meanwhile.
 */

export const BATCH_NOT_COMMITTED = 'This batch is not committed yet';
export const ALREADY_DEPOSITED = 'This batch has already been deposited';
export const GIFT_ALREADY_REVERSED = 'This gift has already been reversed';

/** Commits a balanced open batch: its gifts become donations and count everywhere. */
export function commitBatch(deps: DonorDeps, member: MemberContext, id: string): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const batch = await requireBatch(tx, member, id, 'update');
    const figures = await figuresOf(tx, organizationId, batch);
    const entering = await q.othersEntering(
      tx,
      organizationId,
      id,
      member.userId,
      LIMITS.batches.presenceSeconds,
    );
    const enteredMost = await q.enteredMost(tx, organizationId, id, member.userId);
    const dualControl = await q.dualControl(tx, organizationId);
    const refusal = commitRefusal({
      status: batch.status,
      figures,
      enteringName: entering[0]?.name ?? null,
      enteredMost,
      dualControl,
    });
    if (refusal) throw conflict(refusal);
    const loneCommit = enteredMost && !dualControl;
    await projectBatch(tx, organizationId, id);
    await q.markCommitted(tx, organizationId, id, member.userId, loneCommit);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_committed',
      target: batch.name,
      detail: `${figures.count} ${figures.count === 1 ? 'gift' : 'gifts'}${loneCommit ? ', a lone commit (dual control off)' : ''}`,
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, id);
  });
}

/** Records the deposit of a committed batch (its date). */
export function depositBatch(
  deps: DonorDeps,
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

/** Reopens a committed batch with a written reason: its donations go until it is committed again. */
export function reopenBatch(
  deps: DonorDeps,
  member: MemberContext,
  id: string,
  reason: string,
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const batch = await requireBatch(tx, member, id, 'update');
    if (batch.status === 'open') throw conflict(BATCH_NOT_COMMITTED);
    await unprojectBatch(tx, organizationId, id);
    await q.markReopened(tx, organizationId, id);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_reopened',
      target: batch.name,
      detail: reason,
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, id);
  });
}

/**
 * Adjusts a gift of a committed batch: a reversal (the gift's allocations negated) and, unless the
 * gift is only taken back, the corrected gift, each with who and why. The gift's donations go and
 * the correction's come in; the batch's figures stand on the correction.
 */
export function adjustGift(
  deps: DonorDeps,
  member: MemberContext,
  batchId: string,
  giftId: string,
  input: z.output<typeof giftAdjustmentInputSchema>,
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const batch = await requireBatch(tx, member, batchId, 'update');
    if (batch.status === 'open') throw conflict(BATCH_NOT_COMMITTED);
    const gift = await gifts.findGift(tx, organizationId, batchId, giftId);
    if (!gift) throw notFound(GIFT_NOT_FOUND);
    if (gift.kind === 'reversal') throw conflict(ADJUSTMENT_LOCKED);
    if (gift.reversed) throw conflict(GIFT_ALREADY_REVERSED);
    const reason = input.reason;
    await gifts.insertGift(
      tx,
      organizationId,
      batchId,
      member.userId,
      {
        donorId: gift.donor_id,
        method: gift.method,
        checkNumber: gift.check_number,
        giftDate: gift.gift_date,
        memo: gift.memo,
        inKindDescription: gift.in_kind_description,
        allocations: gift.allocations.map((a) => ({
          fund: a.fund,
          amountCents: a.amountCents === null ? null : -Number(a.amountCents),
        })),
      },
      { kind: 'reversal', adjustsGiftId: giftId, reason },
    );
    let correctionId: string | null = null;
    if (input.corrected) {
      // The correction stands in the gift's place: the gift's own check number is no duplicate.
      const { values } = await prepareGift(tx, member, batch, giftId, input.corrected);
      correctionId = await gifts.insertGift(tx, organizationId, batchId, member.userId, values, {
        kind: 'correction',
        adjustsGiftId: giftId,
        reason,
      });
    }
    await reprojectAdjusted(tx, organizationId, batchId, giftId, correctionId);
    const figures = await figuresOf(tx, organizationId, batch);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_gift_adjusted',
      target: batch.name,
      detail:
        `${gift.donor_name ?? 'Anonymous'}, ${gift.gift_date}: ${input.corrected ? 'corrected' : 'reversed'}. ${reason}` +
        (figures.balanced ? '' : ` The batch no longer balances: ${varianceText(figures)}.`),
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, batchId);
  });
}
