import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { changingDonorFigures } from './donor-figures';
import { standingBatchGift } from './standing-gifts';

/**
 * A committed batch's gifts as `donations` (batches.ts): one per allocation of a gift with a donor
 * and an amount, so anonymous loose cash and in-kind gifts never enter the donor figures. A gift a
 * reversal cancelled, and the reversal itself, add nothing: the correction stands in its place.
 * Every change runs under the organisation's donor lock (lockOrganizationDonors) and brings the
 * touched donors' figures up to date in the same transaction.
 */

/** The gifts of `where` (on batch_gifts g) that count as donations, one row per allocation. */
function countingAllocations(organizationId: string, where: SQL) {
  return sql`select g.id as gift_id, g.batch_id, g.donor_id, g.gift_date, g.entered_at, a.position, a.fund,
      a.amount_cents
    from batch_gifts g join batch_gift_allocations a on a.gift_id = g.id
    where g.organization_id = ${organizationId} and ${where}
      and g.donor_id is not null and g.method <> 'in_kind' and a.amount_cents > 0
      and ${standingBatchGift(organizationId)}`;
}

/**
 * Adds the donations of the gifts of `where`, each the next free occurrence of its identity (donor,
 * date, amount, fund), so an equal gift already there (imported, or in another batch) stays apart.
 */
async function addDonations(tx: Tx, organizationId: string, where: SQL) {
  await tx.execute(sql`
    insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence, batch_id, batch_gift_id)
    select ${organizationId}, n.donor_id, n.gift_date, n.amount_cents, n.fund,
      coalesce((
        select max(x.occurrence) from donations x
        where x.donor_id = n.donor_id and x.gift_date = n.gift_date and x.amount_cents = n.amount_cents
          and x.fund = n.fund
      ), 0) + row_number() over (
        partition by n.donor_id, n.gift_date, n.amount_cents, n.fund order by n.entered_at, n.gift_id, n.position
      ),
      n.batch_id, n.gift_id
    from (${countingAllocations(organizationId, where)}) n`);
}

/** The touched donors' days: the gifts of `where` and the donations they already have there. */
function touchedBy(organizationId: string, where: SQL, donations: SQL) {
  return sql`select donor_id, gift_date as day from (${countingAllocations(organizationId, where)}) n
    union all
    select donor_id, gift_date from donations where organization_id = ${organizationId} and ${donations}`;
}

/** Commit: the batch's gifts become donations. */
export function projectBatch(tx: Tx, organizationId: string, batchId: string) {
  const where = sql`g.batch_id = ${batchId}`;
  return changingDonorFigures(tx, organizationId, touchedBy(organizationId, where, sql`false`), () =>
    addDonations(tx, organizationId, where),
  );
}

/** Reopen: the batch's donations go. */
export function unprojectBatch(tx: Tx, organizationId: string, batchId: string) {
  return changingDonorFigures(
    tx,
    organizationId,
    touchedBy(organizationId, sql`false`, sql`batch_id = ${batchId}`),
    async () => {
      await tx.execute(
        sql`delete from donations where organization_id = ${organizationId} and batch_id = ${batchId}`,
      );
    },
  );
}

/**
 * An adjustment: the original gift's donations go (it has just been reversed) and the correction's,
 * if any, are added.
 */
export function reprojectAdjusted(
  tx: Tx,
  organizationId: string,
  batchId: string,
  originalGiftId: string,
  correctionId: string | null,
) {
  const added = sql`g.id = ${correctionId}`;
  const removed = sql`batch_id = ${batchId} and batch_gift_id = ${originalGiftId}`;
  return changingDonorFigures(tx, organizationId, touchedBy(organizationId, added, removed), async () => {
    await tx.execute(sql`delete from donations where organization_id = ${organizationId} and ${removed}`);
    if (correctionId) await addDonations(tx, organizationId, added);
  });
}

/**
 * A fund merge joined the fund lines of these committed gifts into one: their donations are made
 * again from their lines, as a commit makes them.
 */
export function reprojectGifts(tx: Tx, organizationId: string, giftIds: readonly string[]) {
  const ids = sql.join(
    giftIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const added = sql`g.id in (${ids})`;
  // By batch first: the donations' batch index finds them without reading the others.
  const removed = sql`batch_id in (select batch_id from batch_gifts where id in (${ids})) and batch_gift_id in (${ids})`;
  return changingDonorFigures(tx, organizationId, touchedBy(organizationId, added, removed), async () => {
    await tx.execute(sql`delete from donations where organization_id = ${organizationId} and ${removed}`);
    await addDonations(tx, organizationId, added);
  });
}
