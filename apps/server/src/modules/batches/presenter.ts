import {
  type BatchAdjustment,
  type BatchDetail,
  type BatchFigures,
  type BatchGift,
  type BatchSummary,
  batchState,
  type GiftWarning,
} from '@steward/domain';
import type { AdjustmentRow } from '@/modules/giving/service';
import type { GiftRow } from './queries/batch-gifts';
import type { BatchRow, HandRow, PresenceRow } from './queries/batches';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const centsOrNull = (value: number | string | null) => (value === null ? null : Number(value));
/**
 * A sum of stored cents as an exact number: no row stored before the amount limits may make a
 * batch page unreadable (queries/batch-figures.ts's exactCents, for the sums made in SQL).
 */
const exactCents = (cents: number) =>
  Math.min(Math.max(cents, -Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** A contribution batch with its figures against the count sheet and the state it shows. */
export function toBatchSummary(row: BatchRow, figures: BatchFigures): BatchSummary {
  return {
    id: row.id,
    name: row.name,
    receivedDate: row.received_date,
    depositDate: row.deposit_date,
    bankAccount: row.bank_account,
    note: row.note,
    state: batchState(row.status, figures),
    expectedCount: Number(row.expected_count),
    expectedTotalCents: Number(row.expected_total_cents),
    expectedCashCents: centsOrNull(row.expected_cash_cents),
    expectedCheckCents: centsOrNull(row.expected_check_cents),
    defaultFund: row.default_fund,
    defaultMethod: row.default_method,
    defaultGiftDate: row.default_gift_date,
    figures,
    createdBy: person(row.created_by, row.created_by_name),
    createdAt: iso(row.created_at),
    committedBy: person(row.committed_by, row.committed_by_name),
    committedAt: isoOrNull(row.committed_at),
    loneCommit: row.lone_commit,
    depositedAt: isoOrNull(row.deposited_at),
    exportedBy: person(row.exported_by, row.exported_by_name),
    exportedAt: isoOrNull(row.exported_at),
    firstCommittedAt: isoOrNull(row.first_committed_at),
    cashCount: row.cash_count,
  };
}

/** Another member in the batch's grid. */
export function toBatchPresence(row: PresenceRow): BatchDetail['entering'][number] {
  return { id: row.id, name: row.name, lastSavedAt: isoOrNull(row.last_saved_at), stale: row.stale };
}

/** Someone who entered or changed the batch. */
export function toBatchHand(row: HandRow): BatchDetail['hands'][number] {
  return {
    id: row.id,
    name: row.name,
    entered: Number(row.entered),
    changedSinceCommit: row.since_commit === true,
    changedAt: isoOrNull(row.changed_at),
  };
}

/** An adjustment with what the acting member may do with it. */
export function toBatchAdjustment(row: AdjustmentRow, can: BatchAdjustment['can']): BatchAdjustment {
  const corrected = row.corrected;
  return {
    id: row.id,
    giftId: row.gift_id,
    giftDonorName: row.donor_name ?? 'Anonymous',
    giftTotalCents: exactCents(Number(row.from_cents)),
    kind: corrected ? 'correction' : 'reversal',
    reason: row.reason,
    corrected: corrected
      ? {
          ...corrected,
          totalCents: exactCents(corrected.allocations.reduce((sum, a) => sum + (a.amountCents ?? 0), 0)),
        }
      : null,
    status: row.status,
    proposedBy: person(row.proposed_by, row.proposed_by_name),
    proposedAt: iso(row.proposed_at),
    decidedBy: person(row.decided_by, row.decided_by_name),
    decidedAt: isoOrNull(row.decided_at),
    lone: row.lone,
    can,
  };
}

/** A gift of a batch; `warnings` are those its save raised (the grid keeps showing them). */
export function toBatchGift(row: GiftRow, warnings: GiftWarning[] = []): BatchGift {
  const allocations = row.allocations.map((a) => ({ fund: a.fund, amountCents: centsOrNull(a.amountCents) }));
  return {
    id: row.id,
    kind: row.kind,
    donor:
      row.donor_id && row.donor_name !== null
        ? { id: row.donor_id, name: row.donor_name, envelopeNumber: row.envelope_number }
        : null,
    anonymous: row.donor_id === null,
    method: row.method,
    checkNumber: row.check_number,
    giftDate: row.gift_date,
    memo: row.memo,
    inKindDescription: row.in_kind_description,
    allocations,
    totalCents: exactCents(allocations.reduce((sum, a) => sum + (a.amountCents ?? 0), 0)),
    adjustsGiftId: row.adjusts_gift_id,
    adjustmentReason: row.adjustment_reason,
    reversed: row.reversed,
    enteredBy: person(row.entered_by, row.entered_by_name),
    enteredAt: iso(row.entered_at),
    hasImage: row.has_image,
    warnings,
  };
}
