import type { AdjustmentStatus, GiftMethod } from '@steward/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';

/** One gift of a seeded batch; an in-kind gift has a description and one allocation with no amount. */
export interface SeededGift {
  donorId: string | null;
  method: GiftMethod;
  giftDate: string;
  checkNumber?: string;
  inKindDescription?: string;
  allocations: { fund: string; amountCents: number | null }[];
  kind?: 'entry' | 'reversal' | 'correction';
  /** The gift a reversal or correction adjusts: the index of an earlier gift of this seed. */
  adjusts?: number;
}

/**
 * A contribution batch written straight into the tables, as the batch service leaves one: its
 * gifts and allocations, and, once committed, one donation per allocation of a donor's gift with
 * an amount (not in-kind, not a reversed gift or a reversal), at the next free occurrence of its
 * identity, with the donor's totals brought up to date. The batch service itself is another
 * change's; tests of what reads batches seed them this way.
 */
export async function seedBatch(
  db: Db,
  batch: {
    organizationId: string;
    name: string;
    receivedDate: string;
    status: 'open' | 'committed' | 'deposited';
    gifts: SeededGift[];
  },
) {
  const org = batch.organizationId;
  const [created] = await queryRows<{ id: string }>(
    db,
    sql`insert into contribution_batches (organization_id, name, received_date, expected_count, expected_total_cents, status)
        values (${org}, ${batch.name}, ${batch.receivedDate}, ${batch.gifts.length}, 0, ${batch.status})
        returning id`,
  );
  const batchId = (created as { id: string }).id;
  const giftIds: string[] = [];
  for (const gift of batch.gifts) {
    const adjusts = gift.adjusts === undefined ? null : giftIds[gift.adjusts];
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into batch_gifts (organization_id, batch_id, donor_id, method, check_number, gift_date,
            in_kind_description, kind, adjusts_gift_id, adjustment_reason)
          values (${org}, ${batchId}, ${gift.donorId}, ${gift.method}, ${gift.checkNumber ?? null}, ${gift.giftDate},
            ${gift.inKindDescription ?? null}, ${gift.kind ?? 'entry'}, ${adjusts}, ${adjusts ? 'Seeded adjustment' : null})
          returning id`,
    );
    const giftId = (row as { id: string }).id;
    giftIds.push(giftId);
    for (const [position, allocation] of gift.allocations.entries()) {
      await db.execute(sql`
        insert into batch_gift_allocations (organization_id, gift_id, position, fund, amount_cents)
        values (${org}, ${giftId}, ${position}, ${allocation.fund}, ${allocation.amountCents})`);
    }
  }
  if (batch.status === 'open') return { batchId, giftIds };
  const reversed = new Set(batch.gifts.flatMap((g) => (g.kind === 'reversal' ? [g.adjusts] : [])));
  for (const [index, gift] of batch.gifts.entries()) {
    if (!gift.donorId || gift.method === 'in_kind' || gift.kind === 'reversal' || reversed.has(index))
      continue;
    for (const allocation of gift.allocations) {
      if (allocation.amountCents === null) continue;
      await db.execute(sql`
        insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence, batch_id, batch_gift_id)
        select ${org}, ${gift.donorId}, ${gift.giftDate}, ${allocation.amountCents}, ${allocation.fund},
          coalesce(max(occurrence), 0) + 1, ${batchId}, ${giftIds[index]}
        from donations
        where donor_id = ${gift.donorId} and gift_date = ${gift.giftDate}
          and amount_cents = ${allocation.amountCents} and fund = ${allocation.fund}`);
    }
    await db.execute(sql`
      update donors d set total_cents = g.total, gift_count = g.gifts, first_gift = g.first_gift, last_gift = g.last_gift
      from (select sum(amount_cents) as total, count(*) as gifts, min(gift_date) as first_gift, max(gift_date) as last_gift
            from donations where donor_id = ${gift.donorId}) g
      where d.id = ${gift.donorId}`);
  }
  return { batchId, giftIds };
}

/**
 * An adjustment of a committed batch's gift written straight into batch_adjustments, as the
 * adjustment service leaves one: a pending or rejected one has no gifts; an approved one is carried
 * out by its reversal and correction, gifts already written (by seedBatch, with `kind` and
 * `adjusts`, or by the test), which this links to it. Returns its id.
 */
export async function seedAdjustment(
  db: Db,
  adjustment: {
    organizationId: string;
    batchId: string;
    giftId: string;
    reason: string;
    status: AdjustmentStatus;
    /** The corrected gift as proposed; null to reverse the gift alone. */
    corrected?: {
      method: GiftMethod;
      checkNumber: string | null;
      giftDate: string;
      memo: string | null;
      inKindDescription: string | null;
      allocations: { fund: string; amountCents: number | null }[];
    } | null;
    proposedBy: string;
    proposedAt: string;
    decidedBy?: string | null;
    decidedAt?: string | null;
    lone?: boolean;
    /** An approved adjustment's reversal and correction. */
    carriedOutBy?: string[];
  },
) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into batch_adjustments (organization_id, batch_id, gift_id, reason, corrected, status,
          proposed_by, proposed_at, decided_by, decided_at, lone)
        values (${adjustment.organizationId}, ${adjustment.batchId}, ${adjustment.giftId}, ${adjustment.reason},
          ${adjustment.corrected ? JSON.stringify(adjustment.corrected) : null}::jsonb, ${adjustment.status},
          ${adjustment.proposedBy}, ${adjustment.proposedAt}, ${adjustment.decidedBy ?? null},
          ${adjustment.decidedAt ?? null}, ${adjustment.lone ?? false})
        returning id`,
  );
  const id = (row as { id: string }).id;
  for (const giftId of adjustment.carriedOutBy ?? []) {
    await db.execute(sql`update batch_gifts set adjustment_id = ${id}, adjustment_reason = ${adjustment.reason}
      where id = ${giftId}`);
  }
  return id;
}

/** A member who changed the batch beyond their own gifts (batch_changers), at `changedAt`. */
export async function seedChanger(
  db: Db,
  changer: {
    organizationId: string;
    batchId: string;
    userId: string;
    changedAt: string;
    sinceCommit?: boolean;
  },
) {
  await db.execute(sql`insert into batch_changers (organization_id, batch_id, user_id, changed_at, since_commit)
    values (${changer.organizationId}, ${changer.batchId}, ${changer.userId}, ${changer.changedAt},
      ${changer.sinceCommit ?? false})`);
}
