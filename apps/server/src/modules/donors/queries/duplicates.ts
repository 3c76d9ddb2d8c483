import type { MatchableDonor } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import type { DonorRecordRow } from './donor-records';
import type { DonorRow } from './donors';

/** Every donor of the organisation with what the domain compares (duplicateMatch), and nothing else. */
export async function matchableDonors(tx: Tx, organizationId: string): Promise<MatchableDonor[]> {
  const rows = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    address_line1: string | null;
    postal_code: string | null;
  }>(
    tx,
    sql`select id, first_name, last_name, email, phone, address_line1, postal_code
        from donors where organization_id = ${organizationId}`,
  );
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    addressLine1: row.address_line1,
    postalCode: row.postal_code,
  }));
}

/**
 * What of the organisation's donors pairing reads (matchableDonors), in a few bytes: their number
 * and a sum of a 64-bit hash of each donor's values (a record's text tells null from ''). Any
 * edit, import, merge or deletion changes it, so the pairs cached under it are of these donors.
 */
export async function donorFingerprint(tx: Tx, organizationId: string): Promise<string> {
  const [row] = await queryRows<{ donors: string; hash: string | null }>(
    tx,
    sql`select count(*)::text as donors,
          sum(hashtextextended(
            (id, first_name, last_name, email, phone, address_line1, postal_code)::text, 0))::text as hash
        from donors where organization_id = ${organizationId}`,
  );
  return `${row?.donors}:${row?.hash ?? ''}`;
}

/**
 * A name's letters and digits as the domain's nameKey writes a Latin name (accents taken off by
 * NFKD, in PostgreSQL 13 and later); a name in another script becomes '', which compares with
 * every such name: more candidates, never fewer.
 */
const latinKey = (column: string) =>
  sql.raw(`regexp_replace(lower(normalize(${column}, NFKD)), '[^a-z0-9]', '', 'g')`);

/** What a donor's candidates are looked up by: the domain's keys, in the form SQL can compare. */
export interface CandidateKeys {
  email: string | null;
  phone: string | null;
  /** The first five letters and digits of the postal code, and the street's first number. */
  postalStart: string | null;
  houseNumber: string | null;
  firstName: string;
  lastName: string;
}

/**
 * The donors who may be `donor`'s duplicates: those sharing its email, phone, postal code and
 * house number, one part of its name, or its name the other way round. A superset of the pairs
 * the domain's blocking compares (findDuplicatePairs), so a donor's page offers what the list does;
 * the domain decides which are alike. Capped, for the page of a donor sharing a key with thousands.
 */
export function duplicateCandidates(
  tx: Tx,
  organizationId: string,
  donor: DonorRecordRow,
  keys: CandidateKeys,
  limit: number,
) {
  const or = [
    keys.email ? sql`lower(trim(email)) = ${keys.email}` : null,
    keys.phone
      ? sql`right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10) = ${keys.phone}`
      : null,
    keys.postalStart
      ? sql`(address_line1 is not null
          and left(upper(regexp_replace(coalesce(postal_code, ''), '[^A-Za-z0-9]', '', 'g')), 5) = ${keys.postalStart}
          and substring(address_line1 from '[0-9]+') is not distinct from ${keys.houseNumber}::text)`
      : null,
    keys.lastName !== '' ? sql`${latinKey('last_name')} = ${keys.lastName}` : null,
    keys.firstName !== '' ? sql`${latinKey('first_name')} in (${keys.firstName}, ${keys.lastName})` : null,
  ].filter((condition) => condition !== null);
  if (or.length === 0) return Promise.resolve([]);
  return queryRows<DonorRecordRow>(
    tx,
    sql`select id, donor_key, first_name, last_name, email, phone, total_cents, gift_count,
          first_gift::text as first_gift, last_gift::text as last_gift,
          address_line1, address_line2, city, region, postal_code, country, envelope_number
        from donors
        where organization_id = ${organizationId} and id <> ${donor.id} and (${sql.join(or, sql` or `)})
        limit ${limit}`,
  );
}

/** The pairs marked "Not a duplicate", each as "smaller id|larger id". */
export async function dismissedPairs(tx: Tx, organizationId: string): Promise<Set<string>> {
  const rows = await queryRows<{ donor_id: string; other_donor_id: string }>(
    tx,
    sql`select donor_id, other_donor_id from donor_duplicate_dismissals where organization_id = ${organizationId}`,
  );
  return new Set(rows.map((row) => `${row.donor_id}|${row.other_donor_id}`));
}

/** Marks two donors (the smaller id first) as not one person; marking them again changes nothing. */
export async function dismissPair(tx: Tx, organizationId: string, ids: [string, string], userId: string) {
  await tx.execute(sql`
    insert into donor_duplicate_dismissals (organization_id, donor_id, other_donor_id, dismissed_by)
    values (${organizationId}, ${ids[0]}, ${ids[1]}, ${userId})
    on conflict do nothing`);
}

const DONOR_COLUMNS = sql.raw(
  'id, first_name, last_name, email, phone, total_cents, gift_count, first_gift::text as first_gift, ' +
    'last_gift::text as last_gift, address_line1, address_line2, city, region, postal_code, country, envelope_number',
);

/** The donors with these ids (those of the organisation). */
export function donorsWithIds(tx: Tx, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<DonorRow>(
    tx,
    sql`select ${DONOR_COLUMNS} from donors
        where organization_id = ${organizationId} and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

/** The donors given gifts or refunds by one import (the donors it added or added to). */
export async function donorsOfImport(tx: Tx, organizationId: string, importId: string): Promise<Set<string>> {
  const rows = await queryRows<{ donor_id: string }>(
    tx,
    sql`select distinct donor_id from donations where organization_id = ${organizationId} and import_id = ${importId}
        union
        select distinct donor_id from donor_refunds where organization_id = ${organizationId} and import_id = ${importId}`,
  );
  return new Set(rows.map((row) => row.donor_id));
}

/** Those of `ids` who gave in the period (a statement run of it covers them). */
export async function donorsWhoGave(
  tx: Tx,
  organizationId: string,
  ids: readonly string[],
  period: { start: string; end: string },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select d.id from donors d
        where d.organization_id = ${organizationId}
          and d.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and exists (
            select 1 from donations g
            where g.organization_id = ${organizationId} and g.donor_id = d.id
              and g.gift_date between ${period.start}::date and ${period.end}::date
          )`,
  );
  return new Set(rows.map((row) => row.id));
}
