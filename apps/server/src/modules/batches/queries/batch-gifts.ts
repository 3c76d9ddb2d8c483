import type { GiftEntryKind, GiftMethod } from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** A gift of a batch as its page shows it: its allocations in order, its donor and who entered it. */
export interface GiftRow {
  id: string;
  batch_id: string;
  kind: GiftEntryKind;
  donor_id: string | null;
  donor_name: string | null;
  envelope_number: string | null;
  method: GiftMethod;
  check_number: string | null;
  gift_date: string;
  memo: string | null;
  in_kind_description: string | null;
  allocations: { fund: string; amountCents: number | string | null }[];
  adjusts_gift_id: string | null;
  adjustment_reason: string | null;
  reversed: boolean;
  entered_by: string | null;
  entered_by_name: string | null;
  entered_at: Date | string;
  has_image: boolean;
}

/** A gift's values as saved: the donor resolved, the allocations in order. */
export interface GiftValues {
  donorId: string | null;
  method: GiftMethod;
  checkNumber: string | null;
  giftDate: string;
  memo: string | null;
  inKindDescription: string | null;
  allocations: readonly { fund: string; amountCents: number | null }[];
}

/** An approved adjustment's gift: what it reverses or corrects, why, and the adjustment it carries out. */
export interface Adjustment {
  kind: 'reversal' | 'correction';
  adjustsGiftId: string;
  reason: string;
  adjustmentId: string;
}

function selectGifts(where: SQL) {
  return sql`select g.id, g.batch_id, g.kind, g.donor_id,
      case when d.id is null then null
        else coalesce(nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''), d.email) end as donor_name,
      d.envelope_number, g.method, g.check_number, g.gift_date::text as gift_date, g.memo,
      g.in_kind_description,
      (select coalesce(json_agg(json_build_object('fund', a.fund, 'amountCents', a.amount_cents) order by a.position), '[]'::json)
        from batch_gift_allocations a where a.gift_id = g.id) as allocations,
      g.adjusts_gift_id, g.adjustment_reason,
      exists (select 1 from batch_gifts r where r.adjusts_gift_id = g.id and r.kind = 'reversal') as reversed,
      g.entered_by, coalesce(nullif(trim(u.full_name), ''), u.email) as entered_by_name, g.entered_at,
      g.image_document_id is not null as has_image
    from batch_gifts g
    left join donors d on d.id = g.donor_id
    left join users u on u.id = g.entered_by
    where ${where}`;
}

/** The batch's gifts in entry order. */
export function batchGifts(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<GiftRow>(
    tx,
    sql`${selectGifts(sql`g.organization_id = ${organizationId} and g.batch_id = ${batchId}`)}
        -- An adjustment's reversal and correction share their transaction's time: the reversal first.
        order by g.entered_at, case g.kind when 'reversal' then 0 else 1 end, g.id`,
  );
}

/** One gift of the batch, or undefined (another batch's gift is not this batch's). */
export async function findGift(tx: Tx, organizationId: string, batchId: string, giftId: string) {
  const [row] = await queryRows<GiftRow>(
    tx,
    selectGifts(sql`g.organization_id = ${organizationId} and g.batch_id = ${batchId} and g.id = ${giftId}`),
  );
  return row;
}

/** How many gifts the batch holds (LIMITS.batches.gifts). */
export async function giftCount(tx: Tx, organizationId: string, batchId: string) {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from batch_gifts where organization_id = ${organizationId} and batch_id = ${batchId}`,
  );
  return Number(row?.n ?? 0);
}

async function insertAllocations(tx: Tx, organizationId: string, giftId: string, values: GiftValues) {
  const rows = values.allocations.map(
    (a, position) => sql`(${organizationId}, ${giftId}, ${position}, ${a.fund}, ${a.amountCents})`,
  );
  await tx.execute(sql`
    insert into batch_gift_allocations (organization_id, gift_id, position, fund, amount_cents)
    values ${sql.join(rows, sql`, `)}`);
}

/**
 * Adds a gift with its allocations; returns its id. Its entry time is the clock's, not the
 * transaction's, so an adjustment's reversal and correction keep their order on the page.
 */
export async function insertGift(
  tx: Tx,
  organizationId: string,
  batchId: string,
  enteredBy: string,
  values: GiftValues,
  adjustment?: Adjustment,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into batch_gifts (organization_id, batch_id, donor_id, method, check_number, gift_date, memo,
          in_kind_description, kind, adjusts_gift_id, adjustment_reason, adjustment_id, entered_by, entered_at)
        values (${organizationId}, ${batchId}, ${values.donorId}, ${values.method}, ${values.checkNumber},
          ${values.giftDate}::date, ${values.memo}, ${values.inKindDescription},
          ${adjustment?.kind ?? 'entry'}, ${adjustment?.adjustsGiftId ?? null}, ${adjustment?.reason ?? null},
          ${adjustment?.adjustmentId ?? null}, ${enteredBy}, clock_timestamp())
        returning id`,
  );
  const id = (row as { id: string }).id;
  await insertAllocations(tx, organizationId, id, values);
  return id;
}

/** Replaces an open batch's gift's values and allocations (who entered it stays). */
export async function updateGift(tx: Tx, organizationId: string, giftId: string, values: GiftValues) {
  await tx.execute(sql`
    update batch_gifts set donor_id = ${values.donorId}, method = ${values.method},
      check_number = ${values.checkNumber}, gift_date = ${values.giftDate}::date, memo = ${values.memo},
      in_kind_description = ${values.inKindDescription}, updated_at = now()
    where organization_id = ${organizationId} and id = ${giftId}`);
  await tx.execute(sql`
    delete from batch_gift_allocations where organization_id = ${organizationId} and gift_id = ${giftId}`);
  await insertAllocations(tx, organizationId, giftId, values);
}

export async function deleteGift(tx: Tx, organizationId: string, giftId: string) {
  await tx.execute(sql`delete from batch_gifts where organization_id = ${organizationId} and id = ${giftId}`);
}
