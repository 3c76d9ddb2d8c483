import type { GiftMethod } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import type { DonorRow } from './donors';

type Numeric = number | string;

/** A donor with its identity key and mailing address. */
export interface DonorRecordRow extends DonorRow {
  donor_key: string;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
}

export async function findDonor(tx: Tx, organizationId: string, id: string) {
  const [row] = await queryRows<DonorRecordRow>(
    tx,
    sql`select id, donor_key, first_name, last_name, email, phone, total_cents, gift_count,
          first_gift::text as first_gift, last_gift::text as last_gift,
          address_line1, address_line2, city, region, postal_code, country, envelope_number
        from donors where organization_id = ${organizationId} and id = ${id}`,
  );
  return row;
}

/**
 * The donor who has this envelope number, with their name. In any case: the entry grid's look-up
 * finds "a12" as "A12", so the two cannot be two donors' numbers.
 */
export async function donorWithEnvelopeNumber(tx: Tx, organizationId: string, envelopeNumber: string) {
  const [row] = await queryRows<{ id: string; first_name: string; last_name: string }>(
    tx,
    sql`select id, first_name, last_name from donors
        where organization_id = ${organizationId} and lower(envelope_number) = lower(${envelopeNumber})
        limit 1`,
  );
  return row;
}

/** The donor's giving per calendar year, oldest first (the yearly rollup). */
export async function givingByYear(tx: Tx, organizationId: string, donorId: string) {
  const rows = await queryRows<{ year: number; cents: Numeric; gifts: Numeric }>(
    tx,
    sql`select year, amount_cents as cents, gift_count as gifts from donor_years
        where organization_id = ${organizationId} and donor_id = ${donorId} order by year`,
  );
  return rows.map((row) => ({ year: Number(row.year), cents: Number(row.cents), gifts: Number(row.gifts) }));
}

/** The donor's giving per fund, largest first. */
export async function givingByFund(tx: Tx, organizationId: string, donorId: string) {
  const rows = await queryRows<{ fund: string; cents: Numeric; gifts: Numeric }>(
    tx,
    sql`select fund, sum(amount_cents) as cents, count(*) as gifts from donations
        where organization_id = ${organizationId} and donor_id = ${donorId}
        group by fund order by sum(amount_cents) desc, fund`,
  );
  return rows.map((row) => ({ fund: row.fund, cents: Number(row.cents), gifts: Number(row.gifts) }));
}

/** The donor's newest refunds (amounts positive). */
export async function newestRefunds(tx: Tx, organizationId: string, donorId: string, limit: number) {
  const rows = await queryRows<{ refund_date: string; cents: Numeric; fund: string }>(
    tx,
    sql`select refund_date::text as refund_date, amount_cents as cents, fund from donor_refunds
        where organization_id = ${organizationId} and donor_id = ${donorId}
        order by refund_date desc, amount_cents desc, fund, occurrence
        limit ${limit}`,
  );
  return rows.map((row) => ({ date: row.refund_date, cents: Number(row.cents), fund: row.fund }));
}

/**
 * One page of the donor's gifts, newest first; a gift entered by hand with its batch, method and
 * check number (an allocation of a split gift is a gift of its own fund here, as in every figure).
 */
export function giftPage(tx: Tx, organizationId: string, donorId: string, limit: number, offset: number) {
  return queryRows<{
    gift_date: string;
    amount_cents: Numeric;
    fund: string;
    external_id: string | null;
    batch_name: string | null;
    method: GiftMethod | null;
    check_number: string | null;
    corrected: boolean | null;
    adjustment_waiting: 'reversal' | 'correction' | null;
  }>(
    tx,
    sql`select x.gift_date::text as gift_date, x.amount_cents, x.fund, x.external_id,
          b.name as batch_name, g.method, g.check_number, g.kind = 'correction' as corrected,
          -- One waits per gift at most (batch_adjustments_one_pending_idx), which finds it.
          (select case when a.corrected is null or jsonb_typeof(a.corrected) = 'null' then 'reversal'
                    else 'correction' end
             from batch_adjustments a
             where a.organization_id = ${organizationId} and a.gift_id = g.id and a.status = 'pending'
             limit 1) as adjustment_waiting
        from donations x
        left join batch_gifts g on g.id = x.batch_gift_id and g.organization_id = ${organizationId}
        left join contribution_batches b on b.id = x.batch_id and b.organization_id = ${organizationId}
        where x.organization_id = ${organizationId} and x.donor_id = ${donorId}
        order by x.gift_date desc, x.amount_cents desc, x.fund, x.occurrence
        limit ${limit} offset ${offset}`,
  );
}

/** The donor an identity (a name as imports key it) belongs to: its own, or a merged one's. */
export async function donorWithKey(tx: Tx, organizationId: string, donorKey: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from donors where organization_id = ${organizationId} and donor_key = ${donorKey}
        union all
        select donor_id from donor_aliases where organization_id = ${organizationId} and donor_key = ${donorKey}
        limit 1`,
  );
  return row?.id;
}

export interface ContactValues {
  donorKey: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
  envelopeNumber: string | null;
}

/** A donor added by hand: no gifts, no totals, until an import gives them some. Returns its id. */
export async function insertDonor(tx: Tx, organizationId: string, values: ContactValues) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into donors (organization_id, donor_key, first_name, last_name, email, phone,
          address_line1, address_line2, city, region, postal_code, country, envelope_number)
        values (${organizationId}, ${values.donorKey}, ${values.firstName}, ${values.lastName},
          ${values.email}, ${values.phone}, ${values.addressLine1}, ${values.addressLine2}, ${values.city},
          ${values.region}, ${values.postalCode}, ${values.country}, ${values.envelopeNumber})
        returning id`,
  );
  return (row as { id: string }).id;
}

/**
 * Writes an admin's correction. A new name is a new identity: the old one becomes an alias, so
 * the next import that uses it still finds this donor, and the new one stops being an alias.
 */
export async function updateContact(
  tx: Tx,
  organizationId: string,
  donor: DonorRecordRow,
  values: ContactValues,
) {
  if (values.donorKey !== donor.donor_key) {
    await tx.execute(sql`
      delete from donor_aliases where organization_id = ${organizationId} and donor_key = ${values.donorKey}`);
    await tx.execute(sql`
      insert into donor_aliases (organization_id, donor_key, donor_id)
      values (${organizationId}, ${donor.donor_key}, ${donor.id})`);
  }
  await tx.execute(sql`
    update donors set donor_key = ${values.donorKey}, first_name = ${values.firstName}, last_name = ${values.lastName},
      email = ${values.email}, phone = ${values.phone},
      address_line1 = ${values.addressLine1}, address_line2 = ${values.addressLine2}, city = ${values.city},
      region = ${values.region}, postal_code = ${values.postalCode}, country = ${values.country},
      envelope_number = ${values.envelopeNumber}, updated_at = now()
    where organization_id = ${organizationId} and id = ${donor.id}`);
}

/**
 * Moves every gift, refund, rollup and identity of `merged` to `survivor` and removes `merged`. A gift that
 * matches one of the survivor's (same date, amount and fund) stays a separate gift: its occurrence
 * number moves past the survivor's. Returns the number of gifts moved.
 */
export async function mergeDonors(
  tx: Tx,
  organizationId: string,
  survivor: DonorRecordRow,
  merged: DonorRecordRow,
) {
  // A month both gave in counted them as two donors; it is one now. Asked before the gifts move.
  await tx.execute(sql`
    update donation_months set donor_count = donor_count - 1
    where organization_id = ${organizationId} and month in (
      select date_trunc('month', gift_date)::date from donations where organization_id = ${organizationId} and donor_id = ${merged.id}
      intersect
      select date_trunc('month', gift_date)::date from donations where organization_id = ${organizationId} and donor_id = ${survivor.id}
    )`);
  const [moved] = await queryRows<{ n: Numeric }>(
    tx,
    sql`with moved as (
          update donations d set donor_id = ${survivor.id},
            occurrence = d.occurrence + coalesce((
              select max(x.occurrence) from donations x
              where x.donor_id = ${survivor.id} and x.gift_date = d.gift_date
                and x.amount_cents = d.amount_cents and x.fund = d.fund
            ), 0)
          where d.organization_id = ${organizationId} and d.donor_id = ${merged.id}
          returning 1
        ) select count(*) as n from moved`,
  );
  // The gifts entered by hand follow their donor (the batch's record of who gave): a committed
  // batch's donations moved above with the rest.
  await tx.execute(sql`
    update batch_gifts set donor_id = ${survivor.id}
    where organization_id = ${organizationId} and donor_id = ${merged.id}`);
  // Refunds move the same way (before the merged donor goes: its refunds would go with it).
  await tx.execute(sql`
    update donor_refunds r set donor_id = ${survivor.id},
      occurrence = r.occurrence + coalesce((
        select max(x.occurrence) from donor_refunds x
        where x.donor_id = ${survivor.id} and x.refund_date = r.refund_date
          and x.amount_cents = r.amount_cents and x.fund = r.fund
      ), 0)
    where r.organization_id = ${organizationId} and r.donor_id = ${merged.id}`);
  await tx.execute(sql`
    insert into donor_years (organization_id, donor_id, year, amount_cents, gift_count)
    select organization_id, ${survivor.id}, year, amount_cents, gift_count from donor_years
    where organization_id = ${organizationId} and donor_id = ${merged.id}
    on conflict (organization_id, donor_id, year) do update set
      amount_cents = donor_years.amount_cents + excluded.amount_cents,
      gift_count = donor_years.gift_count + excluded.gift_count`);
  await tx.execute(sql`
    delete from donor_years where organization_id = ${organizationId} and donor_id = ${merged.id}`);
  // The survivor keeps its own details and takes the merged donor's where it has none.
  await tx.execute(sql`
    update donors s set
      total_cents = s.total_cents + m.total_cents,
      gift_count = s.gift_count + m.gift_count,
      first_gift = least(s.first_gift, m.first_gift),
      last_gift = greatest(s.last_gift, m.last_gift),
      email = coalesce(s.email, m.email),
      phone = coalesce(s.phone, m.phone),
      address_line1 = coalesce(s.address_line1, m.address_line1),
      address_line2 = coalesce(s.address_line2, m.address_line2),
      city = coalesce(s.city, m.city),
      region = coalesce(s.region, m.region),
      postal_code = coalesce(s.postal_code, m.postal_code),
      country = coalesce(s.country, m.country),
      updated_at = now()
    from donors m
    where s.organization_id = ${organizationId} and s.id = ${survivor.id}
      and m.organization_id = ${organizationId} and m.id = ${merged.id}`);
  // The merged donor's names (its own and those merged into it before) now lead to the survivor.
  await tx.execute(sql`
    update donor_aliases set donor_id = ${survivor.id}
    where organization_id = ${organizationId} and donor_id = ${merged.id}`);
  await tx.execute(sql`
    insert into donor_aliases (organization_id, donor_key, donor_id)
    values (${organizationId}, ${merged.donor_key}, ${survivor.id})`);
  await tx.execute(sql`delete from donors where organization_id = ${organizationId} and id = ${merged.id}`);
  // Envelope numbers are one per donor: the survivor takes the merged donor's only once it has gone.
  await tx.execute(sql`
    update donors set envelope_number = ${merged.envelope_number}
    where organization_id = ${organizationId} and id = ${survivor.id} and envelope_number is null`);
  return Number(moved?.n ?? 0);
}
