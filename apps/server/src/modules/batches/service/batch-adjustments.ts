import {
  type BatchDetail,
  describeGift,
  type giftAdjustmentInputSchema,
  LIMITS,
  validateGiftEntry,
  varianceText,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import {
  type CorrectedValues,
  type GivingDeps,
  lockOrganizationDonors,
  reprojectAdjusted,
} from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound } from '@/platform/errors';
import * as adjustments from '../queries/batch-adjustments';
import * as gifts from '../queries/batch-gifts';
import { type BatchRow, dualControl } from '../queries/batches';
import { figuresOf, requireBatch } from './batch-access';
import { ADJUSTMENT_LOCKED, BATCH_TOTAL_LIMIT, described, GIFT_NOT_FOUND, prepareGift } from './batch-gifts';
import { BATCH_NOT_COMMITTED } from './batch-lifecycle';
import { readDetail } from './batches';

/**
 * Adjustments of a committed batch's gifts (admins): never an edit in place, but a reversal of
 * the gift and, unless it is only taken back, the corrected gift. Under dual control one admin
 * proposes and a second approves; until then the adjustment counts nowhere (no gift rows, so no
 * figure, donation, statement, analysis or export sees it). With dual control off it is carried
 * out at once and marked lone. Every step is audited. Carrying one out changes donations, so it
 * runs under the organisation's donor lock, taken before the batch's row as a commit takes them.
 */

export const GIFT_ALREADY_REVERSED = 'This gift has already been reversed';
export const ADJUSTMENT_WAITING = 'This gift already has an adjustment waiting for approval';
export const ADJUSTMENT_NOT_FOUND = 'Adjustment not found';
export const ADJUSTMENT_DECIDED = 'This adjustment has already been approved or turned down';
export const ADJUSTMENT_SECOND_ADMIN = 'You proposed this adjustment, so a second admin must approve it.';
export const CORRECTION_SAME_DONOR =
  "A correction keeps the gift's donor: reverse the gift here, then enter it for the other donor in a batch.";

type AdjustmentInput = z.output<typeof giftAdjustmentInputSchema>;

function describedChange(gift: gifts.GiftRow, corrected: CorrectedValues | null) {
  return corrected
    ? `${described(gift)}, corrected to ${describeGift({ ...corrected, donorName: gift.donor_name })}`
    : `${described(gift)}, reversed`;
}

async function requireAdjustableGift(tx: Tx, organizationId: string, batchId: string, giftId: string) {
  const gift = await gifts.findGift(tx, organizationId, batchId, giftId);
  if (!gift) throw notFound(GIFT_NOT_FOUND);
  if (gift.kind === 'reversal') throw conflict(ADJUSTMENT_LOCKED);
  if (gift.reversed) throw conflict(GIFT_ALREADY_REVERSED);
  return gift;
}

async function requireCommittedBatch(tx: Tx, member: MemberContext, batchId: string) {
  const batch = await requireBatch(tx, member, batchId, 'update');
  if (batch.status === 'open') throw conflict(BATCH_NOT_COMMITTED);
  return batch;
}

/**
 * Writes the adjustment's reversal and correction as gifts of the batch and brings the donations
 * in line: the gift's go, the correction's come in. The batch's gifts stay within their limit.
 */
async function carryOut(
  tx: Tx,
  member: MemberContext,
  batch: BatchRow,
  gift: gifts.GiftRow,
  adjustment: {
    id: string;
    reason: string;
    corrected: CorrectedValues | null;
    proposedBy: string;
  },
  lone: boolean,
) {
  const organizationId = member.organizationId;
  const link = { adjustsGiftId: gift.id, reason: adjustment.reason, adjustmentId: adjustment.id };
  await gifts.insertGift(
    tx,
    organizationId,
    batch.id,
    adjustment.proposedBy,
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
    { kind: 'reversal', ...link },
  );
  let correctionId: string | null = null;
  if (adjustment.corrected) {
    // The gift's donor as it is now: a donor merge since the proposal moved the gift, not the proposal.
    correctionId = await gifts.insertGift(
      tx,
      organizationId,
      batch.id,
      adjustment.proposedBy,
      { ...adjustment.corrected, donorId: gift.donor_id },
      { kind: 'correction', ...link },
    );
  }
  await reprojectAdjusted(tx, organizationId, batch.id, gift.id, correctionId);
  const figures = await figuresOf(tx, organizationId, batch);
  if (figures.totalCents > LIMITS.batches.expectedTotalCentsMax) throw invalid(BATCH_TOTAL_LIMIT);
  await adjustments.decideAdjustment(tx, organizationId, adjustment.id, {
    status: 'approved',
    userId: member.userId,
    lone,
  });
  await recordAudit(tx, {
    organizationId,
    actorId: member.userId,
    action: 'batch_gift_adjusted',
    target: batch.name,
    detail:
      `${describedChange(gift, adjustment.corrected)}. ${adjustment.reason}` +
      (lone ? ' (a lone adjustment: dual control off)' : '') +
      (figures.balanced ? '' : ` The batch no longer balances: ${varianceText(figures)}.`),
    ipAddress: member.ipAddress,
  });
}

/**
 * Proposes an adjustment of a committed batch's gift: a reversal, and the corrected gift (the same
 * donor's) unless `corrected` is null, checked as gift entry checks a gift (amount limits, funds of
 * the list, warnings). One adjustment waits per gift. With dual control off it is carried out now.
 */
export async function proposeAdjustment(
  deps: GivingDeps,
  member: MemberContext,
  batchId: string,
  giftId: string,
  input: AdjustmentInput,
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const dual = await dualControl(tx, organizationId);
    if (!dual) await lockOrganizationDonors(tx, organizationId);
    const batch = await requireCommittedBatch(tx, member, batchId);
    const gift = await requireAdjustableGift(tx, organizationId, batchId, giftId);
    if (await adjustments.hasPendingAdjustment(tx, organizationId, giftId))
      throw conflict(ADJUSTMENT_WAITING);
    let corrected: CorrectedValues | null = null;
    if (input.corrected) {
      const donor = input.corrected.donor;
      const sameDonor =
        gift.donor_id === null
          ? donor.kind === 'anonymous'
          : donor.kind === 'existing' && donor.donorId === gift.donor_id;
      if (!sameDonor) throw invalid(CORRECTION_SAME_DONOR);
      // The correction stands in the gift's place: the gift's own check number is no duplicate.
      const { values } = await prepareGift(tx, member, batch, giftId, input.corrected);
      corrected = {
        method: values.method,
        checkNumber: values.checkNumber,
        giftDate: values.giftDate,
        memo: values.memo,
        inKindDescription: values.inKindDescription,
        allocations: values.allocations.map((a) => ({ fund: a.fund, amountCents: a.amountCents })),
      };
    }
    const id = await adjustments.insertAdjustment(tx, organizationId, {
      batchId,
      giftId,
      reason: input.reason,
      corrected,
      proposedBy: member.userId,
    });
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_adjustment_proposed',
      target: batch.name,
      detail: `${describedChange(gift, corrected)}. ${input.reason}`,
      ipAddress: member.ipAddress,
    });
    if (!dual) {
      await carryOut(
        tx,
        member,
        batch,
        gift,
        { id, reason: input.reason, corrected, proposedBy: member.userId },
        true,
      );
    }
    return readDetail(tx, member, batchId);
  });
}

async function requireWaiting(tx: Tx, organizationId: string, batchId: string, adjustmentId: string) {
  const adjustment = await adjustments.findAdjustment(tx, organizationId, batchId, adjustmentId);
  if (!adjustment) throw notFound(ADJUSTMENT_NOT_FOUND);
  if (adjustment.status !== 'pending') throw conflict(ADJUSTMENT_DECIDED);
  return adjustment;
}

/**
 * A second admin approves a waiting adjustment: it is carried out. Its proposer may approve it
 * only once dual control is off (then it is marked lone).
 */
export function approveAdjustment(
  deps: GivingDeps,
  member: MemberContext,
  batchId: string,
  adjustmentId: string,
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const batch = await requireCommittedBatch(tx, member, batchId);
    const adjustment = await requireWaiting(tx, organizationId, batchId, adjustmentId);
    const dual = await dualControl(tx, organizationId);
    if (dual && adjustment.proposed_by === member.userId) throw conflict(ADJUSTMENT_SECOND_ADMIN);
    const gift = await requireAdjustableGift(tx, organizationId, batchId, adjustment.gift_id);
    const corrected = adjustment.corrected;
    if (corrected) {
      // Checked when proposed; checked again, as a rule may have tightened since.
      const problem = validateGiftEntry({
        donor: { kind: gift.donor_id === null ? 'anonymous' : 'existing' },
        ...corrected,
      });
      if (problem) throw invalid(problem);
    }
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_adjustment_approved',
      target: batch.name,
      detail: `${describedChange(gift, corrected)}. Proposed by ${adjustment.proposed_by_name ?? 'a former member'}`,
      ipAddress: member.ipAddress,
    });
    await carryOut(
      tx,
      member,
      batch,
      gift,
      {
        id: adjustment.id,
        reason: adjustment.reason,
        corrected,
        proposedBy: adjustment.proposed_by ?? member.userId,
      },
      !dual,
    );
    return readDetail(tx, member, batchId);
  });
}

/** Turns down a waiting adjustment (its proposer withdrawing it, or another admin): nothing changes. */
export function rejectAdjustment(
  deps: GivingDeps,
  member: MemberContext,
  batchId: string,
  adjustmentId: string,
): Promise<BatchDetail> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireCommittedBatch(tx, member, batchId);
    const adjustment = await requireWaiting(tx, organizationId, batchId, adjustmentId);
    const gift = await gifts.findGift(tx, organizationId, batchId, adjustment.gift_id);
    await adjustments.decideAdjustment(tx, organizationId, adjustmentId, {
      status: 'rejected',
      userId: member.userId,
      lone: false,
    });
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'batch_adjustment_rejected',
      target: batch.name,
      detail: `${gift ? describedChange(gift, adjustment.corrected) : 'A gift'}. ${adjustment.reason}`,
      ipAddress: member.ipAddress,
    });
    return readDetail(tx, member, batchId);
  });
}
