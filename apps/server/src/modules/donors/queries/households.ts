import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { passHouseholdPledges } from '@/modules/campaigns/service';

export interface HouseholdRow {
  id: string;
  name: string;
  name_chosen: boolean;
  envelope_number: string | null;
  primary_donor_id: string | null;
}

export interface HouseholdMemberRow {
  household_id: string;
  donor_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  gives_jointly: boolean;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
}

const HOUSEHOLD_COLUMNS = sql.raw('h.id, h.name, h.name_chosen, h.envelope_number, h.primary_donor_id');

export async function findHousehold(tx: Tx, organizationId: string, id: string) {
  const [row] = await queryRows<HouseholdRow>(
    tx,
    sql`select ${HOUSEHOLD_COLUMNS} from households h where h.organization_id = ${organizationId} and h.id = ${id}`,
  );
  return row;
}

/** The household the donor is in, if any. */
export async function householdOfDonor(tx: Tx, organizationId: string, donorId: string) {
  const [row] = await queryRows<HouseholdRow>(
    tx,
    sql`select ${HOUSEHOLD_COLUMNS} from households h
        join household_members m on m.household_id = h.id
        where m.organization_id = ${organizationId} and m.donor_id = ${donorId}`,
  );
  return row;
}

/** A household's members with their names, email and address, in the order they joined. */
export function householdMembers(tx: Tx, organizationId: string, householdId: string) {
  return queryRows<HouseholdMemberRow>(
    tx,
    sql`select m.household_id, m.donor_id, d.first_name, d.last_name, d.email, m.gives_jointly,
          d.address_line1, d.address_line2, d.city, d.region, d.postal_code, d.country
        from household_members m join donors d on d.id = m.donor_id
        where m.organization_id = ${organizationId} and m.household_id = ${householdId}
        order by m.joined_at, m.donor_id`,
  );
}

export async function insertHousehold(
  tx: Tx,
  organizationId: string,
  name: string,
  primaryDonorId: string | null,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into households (organization_id, name, primary_donor_id)
        values (${organizationId}, ${name}, ${primaryDonorId}) returning id`,
  );
  if (!row) throw new Error('household insert returned nothing');
  return row.id;
}

/**
 * The donor joins the household. `joined_at` orders the members: a statement's greeting and the
 * household's default name follow it, so two donors joined in one transaction get distinct times.
 */
export async function addMember(
  tx: Tx,
  organizationId: string,
  householdId: string,
  donorId: string,
  order = 0,
  importId: string | null = null,
) {
  await tx.execute(sql`
    insert into household_members (organization_id, household_id, donor_id, joined_at, import_id)
    values (${organizationId}, ${householdId}, ${donorId},
      clock_timestamp() + ${order} * interval '1 microsecond', ${importId})`);
}

export async function removeMember(tx: Tx, organizationId: string, donorId: string) {
  await tx.execute(
    sql`delete from household_members where organization_id = ${organizationId} and donor_id = ${donorId}`,
  );
}

export async function setGivesJointly(
  tx: Tx,
  organizationId: string,
  donorId: string,
  givesJointly: boolean,
) {
  await tx.execute(sql`
    update household_members set gives_jointly = ${givesJointly}
    where organization_id = ${organizationId} and donor_id = ${donorId}`);
}

export interface HouseholdValues {
  name: string;
  nameChosen: boolean;
  envelopeNumber: string | null;
  primaryDonorId: string | null;
}

export async function updateHousehold(tx: Tx, organizationId: string, id: string, values: HouseholdValues) {
  await tx.execute(sql`
    update households set name = ${values.name}, name_chosen = ${values.nameChosen},
      envelope_number = ${values.envelopeNumber}, primary_donor_id = ${values.primaryDonorId}, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

/**
 * Removes the households left with fewer than two members (their donors merged away, removed by an
 * import's undo, a member who left): a household of one is a person, who keeps its pledges.
 * Returns them.
 */
export async function dissolveHouseholdsOfOne(tx: Tx, organizationId: string) {
  const ofOne = await queryRows<{ id: string }>(
    tx,
    sql`select h.id from households h
        where h.organization_id = ${organizationId}
          and (select count(*) from household_members m where m.household_id = h.id) < 2`,
  );
  for (const { id } of ofOne) await passHouseholdPledges(tx, organizationId, id);
  return queryRows<{ id: string; name: string }>(
    tx,
    sql`delete from households h
        where h.organization_id = ${organizationId}
          and h.id in (select value::uuid from jsonb_array_elements_text(${idList(ofOne.map((row) => row.id))}::jsonb))
        returning h.id, h.name`,
  );
}

/** The household with this envelope number, in any case (the entry grid finds "a12" as "A12"). */
export async function householdWithEnvelopeNumber(tx: Tx, organizationId: string, envelopeNumber: string) {
  const [row] = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from households
        where organization_id = ${organizationId} and lower(envelope_number) = lower(${envelopeNumber})
        limit 1`,
  );
  return row;
}

export async function organizationName(tx: Tx, organizationId: string) {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`select name from organizations where id = ${organizationId}`,
  );
  return row?.name ?? '';
}

/** The merged donor's place in a household (and as its primary member) passes to the survivor. */
export async function passMembership(tx: Tx, organizationId: string, fromDonorId: string, toDonorId: string) {
  await tx.execute(sql`
    update household_members set donor_id = ${toDonorId}
    where organization_id = ${organizationId} and donor_id = ${fromDonorId}`);
  await tx.execute(sql`
    update households set primary_donor_id = ${toDonorId}
    where organization_id = ${organizationId} and primary_donor_id = ${fromDonorId}`);
}

/** The household donor files name by this household column value. */
export async function householdWithSourceKey(tx: Tx, organizationId: string, sourceKey: string) {
  const [row] = await queryRows<HouseholdRow>(
    tx,
    sql`select ${HOUSEHOLD_COLUMNS} from households h
        where h.organization_id = ${organizationId} and h.source_key = ${sourceKey}`,
  );
  return row;
}

/** A household found through a file's value is named by it from now on, unless another has it. */
export async function claimSourceKey(tx: Tx, organizationId: string, id: string, sourceKey: string) {
  await tx.execute(sql`
    update households set source_key = ${sourceKey}
    where organization_id = ${organizationId} and id = ${id} and source_key is null
      and not exists (select 1 from households o where o.organization_id = ${organizationId} and o.source_key = ${sourceKey})`);
}

/**
 * What an import's household column did, undone: the households it made go (their members with
 * them), and the members it added to others leave. Returns the households it left changed.
 */
export async function removeImportHouseholds(tx: Tx, organizationId: string, importId: string) {
  const made = await queryRows<{ id: string }>(
    tx,
    sql`delete from households where organization_id = ${organizationId} and import_id = ${importId} returning id`,
  );
  const changed = await queryRows<{ household_id: string }>(
    tx,
    sql`delete from household_members where organization_id = ${organizationId} and import_id = ${importId}
        returning household_id`,
  );
  return { made: made.length, changed: [...new Set(changed.map((row) => row.household_id))] };
}

/** Ids as a JSON array parameter, for `jsonb_array_elements_text`. */
const idList = (ids: readonly string[]) => JSON.stringify(ids);

/** The household each of these donors is in (those in one). */
export async function householdsOfDonors(tx: Tx, organizationId: string, donorIds: readonly string[]) {
  const rows = await queryRows<{ donor_id: string; household_id: string }>(
    tx,
    sql`select m.donor_id, m.household_id from household_members m
        where m.organization_id = ${organizationId}
          and m.donor_id in (select value::uuid from jsonb_array_elements_text(${idList(donorIds)}::jsonb))`,
  );
  return new Map(rows.map((row) => [row.donor_id, row.household_id]));
}

/** The households donor files named by these household column values. */
export async function householdsWithSourceKeys(tx: Tx, organizationId: string, keys: readonly string[]) {
  const rows = await queryRows<{ id: string; source_key: string }>(
    tx,
    sql`select id, source_key from households
        where organization_id = ${organizationId}
          and source_key in (select value from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
  return new Map(rows.map((row) => [row.source_key, row.id]));
}

/** These donors' names and whether they have a mailing address, for new households' names. */
export async function donorsToName(tx: Tx, organizationId: string, donorIds: readonly string[]) {
  const rows = await queryRows<{ id: string; first_name: string; last_name: string; has_address: boolean }>(
    tx,
    sql`select id, first_name, last_name,
          coalesce(address_line1, city, postal_code) is not null as has_address
        from donors
        where organization_id = ${organizationId}
          and id in (select value::uuid from jsonb_array_elements_text(${idList(donorIds)}::jsonb))`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * New households of an import, all at once: each with its name, mailing member and members in
 * order (joined_at a microsecond apart). Returns how many.
 */
export async function insertImportHouseholds(
  tx: Tx,
  organizationId: string,
  importId: string,
  households: { key: string; name: string; primary: string; members: string[] }[],
) {
  const made = await queryRows<{ id: string; source_key: string }>(
    tx,
    sql`insert into households (organization_id, name, primary_donor_id, source_key, import_id)
        select ${organizationId}, v.name, v.primary, v.key, ${importId}::uuid
        from jsonb_to_recordset(${JSON.stringify(households)}::jsonb) as v(key text, name text, "primary" uuid)
        returning id, source_key`,
  );
  const ids = new Map(made.map((row) => [row.source_key, row.id]));
  const members = households.flatMap((household) =>
    household.members.map((donor, order) => ({ household: ids.get(household.key), donor, order })),
  );
  await tx.execute(sql`
    insert into household_members (organization_id, household_id, donor_id, joined_at)
    select ${organizationId}, v.household, v.donor, clock_timestamp() + v.order * interval '1 microsecond'
    from jsonb_to_recordset(${JSON.stringify(members)}::jsonb) as v(household uuid, donor uuid, "order" integer)`);
  return made.length;
}
