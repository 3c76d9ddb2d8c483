import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@/db/client';

/**
 * A promise outlives the giver record it was made under: when two donors are merged, or a
 * household is dissolved, its pledges pass on rather than go with the record. Where the one they
 * pass to already pledged to the same campaign, the two become one: the amounts added, the dates
 * the widest of both, the schedule the one already there.
 */

/** Moves the pledges `moving` selects (id, campaign_id) to `to`, joining any to a pledge `to` already has. */
async function passPledges(tx: Tx, organizationId: string, moving: SQL, to: string) {
  await tx.execute(sql`
    create temporary table pledges_passing on commit drop as ${moving}`);
  await tx.execute(sql`
    update pledges k set amount_cents = k.amount_cents + m.amount_cents,
      start_date = least(k.start_date, m.start_date), end_date = greatest(k.end_date, m.end_date), updated_at = now()
    from pledges_passing x join pledges m on m.id = x.id
    where k.organization_id = ${organizationId} and k.donor_id = ${to} and k.campaign_id = m.campaign_id`);
  await tx.execute(sql`
    delete from pledges m using pledges_passing x
    where m.id = x.id and exists (
      select 1 from pledges k where k.organization_id = ${organizationId} and k.donor_id = ${to} and k.campaign_id = m.campaign_id)`);
  await tx.execute(sql`
    update pledges m set donor_id = ${to}, household_id = null, updated_at = now()
    from pledges_passing x where m.id = x.id`);
  await tx.execute(sql`drop table pledges_passing`);
}

/** Before `fromDonorId` is merged into `toDonorId`: their pledges become the survivor's. */
export function passDonorPledges(tx: Tx, organizationId: string, fromDonorId: string, toDonorId: string) {
  return passPledges(
    tx,
    organizationId,
    sql`select id from pledges where organization_id = ${organizationId} and donor_id = ${fromDonorId}`,
    toDonorId,
  );
}

/**
 * Before the household is dissolved (one member left): its pledges become that member's, its
 * mailing member while still in it. A household with no member left takes them with it.
 */
export async function passHouseholdPledges(tx: Tx, organizationId: string, householdId: string) {
  const [member] = await queryRows<{ donor_id: string }>(
    tx,
    sql`select m.donor_id from household_members m join households h on h.id = m.household_id
    where m.organization_id = ${organizationId} and m.household_id = ${householdId}
        order by m.donor_id = h.primary_donor_id desc, m.joined_at limit 1`,
  );
  const to = member?.donor_id;
  if (!to) return;
  await passPledges(
    tx,
    organizationId,
    sql`select id from pledges where organization_id = ${organizationId} and household_id = ${householdId}`,
    to,
  );
}
