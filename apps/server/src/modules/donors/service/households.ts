import {
  donorName,
  type Household,
  householdName,
  type householdUpdateSchema,
  LIMITS,
  mailingAddress,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { lockOrganizationDonors } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, householdChoiceNeeded, invalid, notFound } from '@/platform/errors';
import type { HouseholdDeps } from '../deps';
import * as donorQueries from '../queries/donor-records';
import * as q from '../queries/households';
import { requireDonor } from './require-donor';

export const HOUSEHOLD_NOT_FOUND = 'Household not found';

const nameOf = (row: { first_name: string; last_name: string }) =>
  donorName({ firstName: row.first_name, lastName: row.last_name });

function addressOf(row: q.HouseholdMemberRow) {
  return mailingAddress({
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
  });
}

function toHousehold(row: q.HouseholdRow, members: q.HouseholdMemberRow[]): Household {
  const primary = members.find((member) => member.donor_id === row.primary_donor_id);
  return {
    id: row.id,
    name: row.name,
    nameChosen: row.name_chosen,
    envelopeNumber: row.envelope_number,
    primaryDonorId: primary?.donor_id ?? null,
    address: primary ? addressOf(primary) : null,
    members: members.map((member) => ({
      donorId: member.donor_id,
      firstName: member.first_name,
      lastName: member.last_name,
      email: member.email,
      givesJointly: member.gives_jointly,
    })),
  };
}

/** The household a donor gives with, as their page shows it; null when they give alone. */
export async function householdForDonor(tx: Tx, organizationId: string, donorId: string) {
  const row = await q.householdOfDonor(tx, organizationId, donorId);
  if (!row) return null;
  return toHousehold(row, await q.householdMembers(tx, organizationId, row.id));
}

export async function requireHousehold(tx: Tx, organizationId: string, id: string) {
  const row = await q.findHousehold(tx, organizationId, id);
  if (!row) throw notFound(HOUSEHOLD_NOT_FOUND);
  return row;
}

export function household(deps: HouseholdDeps, member: MemberContext, id: string): Promise<Household> {
  return withTenant(deps.db, member, async (tx) => {
    const row = await requireHousehold(tx, member.organizationId, id);
    return toHousehold(row, await q.householdMembers(tx, member.organizationId, id));
  });
}

/**
 * The members' names as the household's, unless an admin chose one; the primary member stays while
 * they are a member, else the first member with an address is (or the first member).
 */
export async function settle(tx: Tx, organizationId: string, row: q.HouseholdRow) {
  const members = await q.householdMembers(tx, organizationId, row.id);
  const name = row.name_chosen
    ? row.name
    : householdName(members.map((m) => ({ firstName: m.first_name, lastName: m.last_name }))).slice(
        0,
        LIMITS.donors.householdName,
      );
  const primary =
    members.find((m) => m.donor_id === row.primary_donor_id) ??
    members.find((m) => addressOf(m) !== null) ??
    members[0];
  await q.updateHousehold(tx, organizationId, row.id, {
    name,
    nameChosen: row.name_chosen,
    envelopeNumber: row.envelope_number,
    primaryDonorId: primary?.donor_id ?? null,
  });
  const settled = await requireHousehold(tx, organizationId, row.id);
  return { household: settled, members };
}

/**
 * Tells each joint member with an email whose giving they now share a statement with (the
 * disclosure Planning Center requires of joined donors): one message per address, queued in the
 * join's transaction, so a join that fails sends nothing. Returns the outbox ids, to send once it
 * is committed.
 */
async function tellMembers(
  deps: HouseholdDeps,
  tx: Tx,
  organizationId: string,
  row: q.HouseholdRow,
  members: q.HouseholdMemberRow[],
) {
  const organization = await q.organizationName(tx, organizationId);
  const joint = members.filter((m) => m.gives_jointly);
  const byAddress = new Map<string, q.HouseholdMemberRow[]>();
  for (const m of joint) {
    if (!m.email) continue;
    const address = m.email.toLowerCase();
    byAddress.set(address, [...(byAddress.get(address) ?? []), m]);
  }
  const sent: string[] = [];
  for (const [, readers] of byAddress) {
    const [first] = readers;
    if (!first?.email) continue;
    const others = joint.filter((m) => !readers.includes(m)).map(nameOf);
    const greeting = householdName(readers.map((m) => ({ firstName: m.first_name, lastName: m.last_name })));
    const shared = others.length > 0 ? `with ${listNames(others)}` : 'together';
    const email = await deps.mailer.enqueue(tx, organizationId, {
      to: [first.email],
      subject: `Your giving at ${organization} now shares one statement`,
      text: [
        `Hello ${greeting},`,
        '',
        `${organization} now keeps your giving ${shared} as the household "${row.name}".`,
        'Your year-end giving statement will be one joint statement for the household, with each gift listed under the name of the person who gave it.',
        '',
        `If you would rather have a statement of your own, or this is not right, please contact ${organization}.`,
      ].join('\n'),
    });
    sent.push(email.id);
  }
  return sent;
}

function listNames(names: string[]) {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * "Join with...": the donor joins the other donor's household, or the two form a new one (the
 * donor's name first). A donor is in one household at most, and a household holds
 * LIMITS.donors.householdMembers. Joining is not merging: both stay donors with their own gifts.
 * Audited; every joint member with an email is told.
 */
export async function joinHousehold(
  deps: HouseholdDeps,
  member: MemberContext,
  donorId: string,
  otherId: string,
): Promise<Household> {
  if (donorId === otherId) throw invalid('A donor cannot join a household with themselves');
  const organizationId = member.organizationId;
  const { household, told } = await withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const donor = await requireDonor(tx, organizationId, donorId);
    const other = await requireDonor(tx, organizationId, otherId);
    const current = await q.householdOfDonor(tx, organizationId, donorId);
    if (current) {
      throw conflict(
        `${nameOf(donor)} is already in the household ${current.name}: leave it first`,
        current.id,
      );
    }
    let row = await q.householdOfDonor(tx, organizationId, otherId);
    if (row) {
      const members = await q.householdMembers(tx, organizationId, row.id);
      if (members.length >= LIMITS.donors.householdMembers) {
        throw conflict(`A household has at most ${LIMITS.donors.householdMembers} members`);
      }
      await q.addMember(tx, organizationId, row.id, donorId);
    } else {
      const id = await q.insertHousehold(tx, organizationId, '', null);
      await q.addMember(tx, organizationId, id, donorId, 0);
      await q.addMember(tx, organizationId, id, otherId, 1);
      row = await requireHousehold(tx, organizationId, id);
    }
    const settled = await settle(tx, organizationId, row);
    const told = await tellMembers(deps, tx, organizationId, settled.household, settled.members);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'household_joined',
      target: settled.household.name,
      detail: `${nameOf(donor)} joined ${nameOf(other)}; ${told.length} ${told.length === 1 ? 'member' : 'members'} told by email`,
      ipAddress: member.ipAddress,
    });
    return { household: toHousehold(settled.household, settled.members), told };
  });
  void deps.mailer.deliver(told);
  return household;
}

/**
 * The donors give together from now on (a suggestion accepted, the request its confirmation): a
 * new household of them in the order given, or, when one of them is in a household, the others
 * join it. Donors of two households are refused, as is a household over
 * LIMITS.donors.householdMembers. Audited; every joint member with an email is told.
 */
export async function createHousehold(
  deps: HouseholdDeps,
  member: MemberContext,
  donorIds: string[],
): Promise<Household> {
  const organizationId = member.organizationId;
  const { household, told } = await withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const donors = [];
    for (const id of donorIds) {
      const donor = await requireDonor(tx, organizationId, id);
      donors.push({ donor, household: await q.householdOfDonor(tx, organizationId, id) });
    }
    const inOne = donors.filter((d) => d.household);
    const households = new Map(inOne.map((d) => [d.household?.id, d]));
    const [a, b] = [...households.values()];
    if (a?.household && b?.household) {
      throw conflict(
        `${nameOf(a.donor)} is in the household ${a.household.name} and ${nameOf(b.donor)} in ${b.household.name}: a donor is in one household at most`,
      );
    }
    const joining = donors.filter((d) => !d.household).map((d) => d.donor);
    let row = inOne[0]?.household;
    if (joining.length === 0 && row) throw conflict(`These donors are already the household ${row.name}`);
    if (row) {
      const members = await q.householdMembers(tx, organizationId, row.id);
      if (members.length + joining.length > LIMITS.donors.householdMembers) {
        throw conflict(`A household has at most ${LIMITS.donors.householdMembers} members`);
      }
    } else {
      row = await requireHousehold(tx, organizationId, await q.insertHousehold(tx, organizationId, '', null));
    }
    for (const [order, donor] of joining.entries())
      await q.addMember(tx, organizationId, row.id, donor.id, order);
    const settled = await settle(tx, organizationId, row);
    const told = await tellMembers(deps, tx, organizationId, settled.household, settled.members);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'household_joined',
      target: settled.household.name,
      detail: `${listNames(joining.map(nameOf))} ${inOne.length > 0 ? `joined ${row.name}` : 'give together'}; ${told.length} ${told.length === 1 ? 'member' : 'members'} told by email`,
      ipAddress: member.ipAddress,
    });
    return { household: toHousehold(settled.household, settled.members), told };
  });
  void deps.mailer.deliver(told);
  return household;
}

/**
 * "Leave household": the donor gives alone again. A household left with one member is dissolved
 * (a household of one is a person). Audited.
 */
export async function leaveHousehold(deps: HouseholdDeps, member: MemberContext, donorId: string) {
  const organizationId = member.organizationId;
  await withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const donor = await requireDonor(tx, organizationId, donorId);
    const row = await q.householdOfDonor(tx, organizationId, donorId);
    if (!row) throw conflict(`${nameOf(donor)} is not in a household`);
    await q.removeMember(tx, organizationId, donorId);
    const dissolved = (await q.dissolveHouseholdsOfOne(tx, organizationId)).some(
      (gone) => gone.id === row.id,
    );
    if (!dissolved) await settle(tx, organizationId, row);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'household_left',
      target: row.name,
      detail: `${nameOf(donor)} left${dissolved ? '; the household was dissolved' : ''}`,
      ipAddress: member.ipAddress,
    });
  });
}

/** An envelope number is one giver's: a donor's or a household's, never both. */
async function refuseTakenEnvelopeNumber(
  tx: Tx,
  organizationId: string,
  envelopeNumber: string,
  householdId: string,
) {
  const donor = await donorQueries.donorWithEnvelopeNumber(tx, organizationId, envelopeNumber);
  if (donor)
    throw conflict(`Envelope number ${envelopeNumber} already belongs to ${nameOf(donor)}`, donor.id);
  const other = await q.householdWithEnvelopeNumber(tx, organizationId, envelopeNumber);
  if (other && other.id !== householdId) {
    throw conflict(
      `Envelope number ${envelopeNumber} already belongs to the household ${other.name}`,
      other.id,
    );
  }
}

/**
 * The household's name (cleared: the members' names again), envelope number and primary member.
 * Audited with what changed.
 */
export async function updateHousehold(
  deps: HouseholdDeps,
  member: MemberContext,
  id: string,
  input: z.output<typeof householdUpdateSchema>,
): Promise<Household> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const row = await requireHousehold(tx, organizationId, id);
    const members = await q.householdMembers(tx, organizationId, id);
    if (input.primaryDonorId !== undefined && !members.some((m) => m.donor_id === input.primaryDonorId)) {
      throw invalid('The primary member must be a member of the household');
    }
    if (input.envelopeNumber) await refuseTakenEnvelopeNumber(tx, organizationId, input.envelopeNumber, id);
    const changes: string[] = [];
    const next: q.HouseholdRow = { ...row };
    if (input.name !== undefined && (input.name ?? '') !== (row.name_chosen ? row.name : '')) {
      next.name = input.name ?? '';
      next.name_chosen = input.name !== null;
      changes.push(input.name === null ? 'named after its members again' : `renamed ${input.name}`);
    }
    if (input.envelopeNumber !== undefined && input.envelopeNumber !== row.envelope_number) {
      next.envelope_number = input.envelopeNumber;
      changes.push(
        input.envelopeNumber === null ? 'envelope number removed' : `envelope number ${input.envelopeNumber}`,
      );
    }
    if (input.primaryDonorId !== undefined && input.primaryDonorId !== row.primary_donor_id) {
      next.primary_donor_id = input.primaryDonorId;
      const primary = members.find((m) => m.donor_id === input.primaryDonorId);
      if (primary) changes.push(`mailed to ${nameOf(primary)}'s address`);
    }
    if (changes.length === 0) return toHousehold(row, members);
    await q.updateHousehold(tx, organizationId, id, {
      name: next.name,
      nameChosen: next.name_chosen,
      envelopeNumber: next.envelope_number,
      primaryDonorId: next.primary_donor_id,
    });
    const settled = await settle(tx, organizationId, next);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'household_changed',
      target: settled.household.name,
      detail: changes.join('; '),
      ipAddress: member.ipAddress,
    });
    return toHousehold(settled.household, settled.members);
  });
}

/**
 * A member gives jointly (default) or opts out and files separately: their gifts then stay on a
 * statement of their own. Audited.
 */
export async function updateHouseholdMember(
  deps: HouseholdDeps,
  member: MemberContext,
  id: string,
  donorId: string,
  givesJointly: boolean,
): Promise<Household> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const row = await requireHousehold(tx, organizationId, id);
    const members = await q.householdMembers(tx, organizationId, id);
    const target = members.find((m) => m.donor_id === donorId);
    if (!target) throw notFound('That donor is not a member of this household');
    if (target.gives_jointly !== givesJointly) {
      await q.setGivesJointly(tx, organizationId, donorId, givesJointly);
      await recordAudit(tx, {
        organizationId,
        actorId: member.userId,
        action: 'household_changed',
        target: row.name,
        detail: `${nameOf(target)} ${givesJointly ? 'gives jointly again' : 'gives separately (own statement)'}`,
        ipAddress: member.ipAddress,
      });
    }
    return toHousehold(row, await q.householdMembers(tx, organizationId, id));
  });
}

/**
 * Before two donors are merged (one person): the merged donor's household passes to the survivor
 * if the survivor has none. Donors of two different households need the admin's choice of the one
 * the person stays in (`choice`: the survivor's, 'this', or the merged donor's, 'other'); without
 * it the merge is refused, nothing changed. Returns the household the person leaves, if any.
 */
export async function householdBeforeMerge(
  tx: Tx,
  organizationId: string,
  survivor: { id: string; first_name: string; last_name: string },
  merged: { id: string; first_name: string; last_name: string },
  choice?: 'this' | 'other',
): Promise<string | null> {
  const kept = await q.householdOfDonor(tx, organizationId, survivor.id);
  const other = await q.householdOfDonor(tx, organizationId, merged.id);
  if (!other || kept?.id === other.id) return null;
  if (!kept) {
    await q.passMembership(tx, organizationId, merged.id, survivor.id);
    return null;
  }
  if (!choice) {
    throw householdChoiceNeeded(
      `${nameOf(survivor)} is in the household ${kept.name} and ${nameOf(merged)} in ${other.name}: choose which household the merged donor stays in`,
    );
  }
  if (choice === 'this') {
    await q.removeMember(tx, organizationId, merged.id);
    return other.id;
  }
  await q.removeMember(tx, organizationId, survivor.id);
  await q.passMembership(tx, organizationId, merged.id, survivor.id);
  return kept.id;
}

/**
 * After a merge: a household the merged donor left with one member is dissolved, and the
 * survivor's household, and the one the person left, take their members' names again (unless
 * an admin chose one).
 */
export async function householdAfterMerge(
  tx: Tx,
  organizationId: string,
  survivorId: string,
  left: string | null = null,
) {
  await q.dissolveHouseholdsOfOne(tx, organizationId);
  const row = await q.householdOfDonor(tx, organizationId, survivorId);
  if (row) await settle(tx, organizationId, row);
  const leftRow = left ? await q.findHousehold(tx, organizationId, left) : undefined;
  if (leftRow) await settle(tx, organizationId, leftRow);
}
