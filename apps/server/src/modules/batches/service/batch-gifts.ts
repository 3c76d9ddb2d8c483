import {
  describeGift,
  dollarsLimit,
  type GiftSaved,
  type GiftWarning,
  type giftEntryInputSchema,
  LIMITS,
  validateGiftEntry,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { type GivingDeps, isFundraisingAdmin, requireEntryFunds } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound } from '@/platform/errors';
import { toBatchGift } from '../presenter';
import * as gifts from '../queries/batch-gifts';
import type { BatchRow } from '../queries/batches';
import { recordChanger, touchPresence } from '../queries/batches';
import { figuresOf, requireOpenBatch } from './batch-access';
import { resolveGiftDonor } from './batch-gift-donor';
import { giftWarnings } from './batch-gift-warnings';

export type GiftEntry = z.output<typeof giftEntryInputSchema>;

export const GIFT_NOT_FOUND = 'Gift not found';
export const GIFT_WARNINGS = 'Please check this gift before saving it';
export const ADJUSTMENT_LOCKED = 'An adjustment entry stays as it was entered.';
export const BATCH_TOTAL_LIMIT = `A batch's gifts may add up to at most ${dollarsLimit(
  LIMITS.batches.expectedTotalCentsMax,
)}: please start another batch`;

/**
 * A gift raised warnings the member has not acknowledged: nothing was saved. The route answers
 * 409 with them (giftWarningsSchema); throwing rolls back a donor the gift would have created.
 */
export class GiftWarningsError extends Error {
  constructor(readonly warnings: GiftWarning[]) {
    super(GIFT_WARNINGS);
    this.name = 'GiftWarningsError';
  }
}

const totalOf = (entry: GiftEntry) => entry.allocations.reduce((sum, a) => sum + (a.amountCents ?? 0), 0);

/**
 * One row of the grid checked and resolved: why it cannot be saved (400, nothing saved), its
 * donor, and its warnings (409 unless acknowledged). Returns its values and the warnings it raised.
 */
export async function prepareGift(
  tx: Tx,
  member: MemberContext,
  batch: BatchRow,
  giftId: string | null,
  entry: GiftEntry,
): Promise<{ values: gifts.GiftValues; warnings: GiftWarning[] }> {
  const problem = validateGiftEntry(entry);
  if (problem) throw invalid(problem);
  await requireEntryFunds(
    tx,
    member,
    entry.allocations.map((allocation) => allocation.fund),
  );
  const donorId = await resolveGiftDonor(tx, member, entry.donor);
  const warnings = await giftWarnings(
    tx,
    member.organizationId,
    { id: batch.id, receivedDate: batch.received_date },
    {
      giftId,
      donorId,
      method: entry.method,
      checkNumber: entry.checkNumber,
      giftDate: entry.giftDate,
      totalCents: totalOf(entry),
    },
    isFundraisingAdmin(member) ? 'admin' : 'counter',
  );
  if (warnings.length > 0 && !entry.acknowledgeWarnings) throw new GiftWarningsError(warnings);
  return {
    values: {
      donorId,
      method: entry.method,
      checkNumber: entry.checkNumber,
      giftDate: entry.giftDate,
      memo: entry.memo,
      inKindDescription: entry.inKindDescription,
      allocations: entry.allocations,
    },
    warnings,
  };
}

/**
 * The batch after a gift was saved: its figures within LIMITS.batches.expectedTotalCentsMax (else
 * 400, and the transaction's work is undone), the member's presence renewed as entering.
 */
async function saved(
  tx: Tx,
  member: MemberContext,
  batch: BatchRow,
  giftId: string,
  warnings: GiftWarning[],
): Promise<GiftSaved> {
  const figures = await figuresOf(tx, member.organizationId, batch);
  if (figures.totalCents > LIMITS.batches.expectedTotalCentsMax) throw invalid(BATCH_TOTAL_LIMIT);
  await touchPresence(tx, member.organizationId, batch.id, member.userId, true);
  const row = await gifts.findGift(tx, member.organizationId, batch.id, giftId);
  return { gift: toBatchGift(row as gifts.GiftRow, warnings), figures };
}

/** A gift of a batch as the audit log words it (domain describeGift). */
export const described = (gift: gifts.GiftRow) =>
  describeGift({
    donorName: gift.donor_name,
    method: gift.method,
    checkNumber: gift.check_number,
    giftDate: gift.gift_date,
    allocations: gift.allocations.map((a) => ({
      fund: a.fund,
      amountCents: a.amountCents === null ? null : Number(a.amountCents),
    })),
  });

/**
 * A gift of an open batch changed or deleted: audited with what it was (and became), and a gift
 * someone else entered makes the member one of the batch's enterers until the next commit, so the
 * one who rewrote a counter's gifts cannot commit them alone.
 */
async function recordGiftChange(
  tx: Tx,
  member: MemberContext,
  batch: BatchRow,
  before: gifts.GiftRow,
  after: gifts.GiftRow | null,
) {
  if (before.entered_by !== member.userId) {
    await recordChanger(tx, member.organizationId, batch.id, member.userId);
  }
  await recordAudit(tx, {
    organizationId: member.organizationId,
    actorId: member.userId,
    action: after ? 'batch_gift_changed' : 'batch_gift_deleted',
    target: batch.name,
    detail: after ? `${described(before)} → ${described(after)}` : described(before),
    ipAddress: member.ipAddress,
  });
}

/**
 * Adds a gift to an open batch. The batch's row is shared, not taken: two members entering at once
 * both keep their rows, and a commit waits for the gifts being saved and counts them.
 */
export function addGift(deps: GivingDeps, member: MemberContext, batchId: string, entry: GiftEntry) {
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireOpenBatch(tx, member, batchId, 'share');
    if ((await gifts.giftCount(tx, member.organizationId, batchId)) >= LIMITS.batches.gifts) {
      throw conflict(`A batch holds at most ${LIMITS.batches.gifts} gifts: please start another batch`);
    }
    const { values, warnings } = await prepareGift(tx, member, batch, null, entry);
    const giftId = await gifts.insertGift(tx, member.organizationId, batchId, member.userId, values);
    return saved(tx, member, batch, giftId, warnings);
  });
}

async function requireEditableGift(tx: Tx, member: MemberContext, batchId: string, giftId: string) {
  const gift = await gifts.findGift(tx, member.organizationId, batchId, giftId);
  if (!gift) throw notFound(GIFT_NOT_FOUND);
  if (gift.kind === 'reversal' || gift.reversed) throw conflict(ADJUSTMENT_LOCKED);
  return gift;
}

/** Corrects a gift of an open batch in place, audited (a committed batch's gifts are adjusted instead). */
export function updateGift(
  deps: GivingDeps,
  member: MemberContext,
  batchId: string,
  giftId: string,
  entry: GiftEntry,
) {
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireOpenBatch(tx, member, batchId, 'share');
    const before = await requireEditableGift(tx, member, batchId, giftId);
    const { values, warnings } = await prepareGift(tx, member, batch, giftId, entry);
    await gifts.updateGift(tx, member.organizationId, giftId, values);
    const result = await saved(tx, member, batch, giftId, warnings);
    const after = await gifts.findGift(tx, member.organizationId, batchId, giftId);
    await recordGiftChange(tx, member, batch, before, after as gifts.GiftRow);
    return result;
  });
}

/** Removes a gift of an open batch (audited); returns the batch's new figures. */
export function deleteGift(deps: GivingDeps, member: MemberContext, batchId: string, giftId: string) {
  return withTenant(deps.db, member, async (tx) => {
    const batch = await requireOpenBatch(tx, member, batchId, 'share');
    const before = await requireEditableGift(tx, member, batchId, giftId);
    await gifts.deleteGift(tx, member.organizationId, giftId);
    await recordGiftChange(tx, member, batch, before, null);
    await touchPresence(tx, member.organizationId, batchId, member.userId, true);
    return figuresOf(tx, member.organizationId, batch);
  });
}
