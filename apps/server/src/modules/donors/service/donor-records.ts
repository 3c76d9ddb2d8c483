import {
  centsToDollars,
  type DonorAdjustment,
  type DonorGiftPage,
  type DonorProfile,
  type DonorSummary,
  type donorContactUpdateSchema,
  donorKey,
  donorName,
  LIMITS,
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  type MergeableDetails,
  type MergeChoices,
  type MergeDonorsResult,
  mergedDetails,
  type newDonorSchema,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { passDonorPledges } from '@/modules/campaigns/service';
import {
  type AdjustmentRow,
  adjustmentsOfDonor,
  type GivingDeps,
  inKindOfDonor,
  lockOrganizationDonors,
} from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid } from '@/platform/errors';
import { toSummary } from '../presenter';
import * as q from '../queries/donor-records';
import * as householdQueries from '../queries/households';
import { duplicatesOf } from './duplicates';
import { householdAfterMerge, householdBeforeMerge, householdForDonor } from './households';
import { createDonorByIdentity } from './new-donor';
import { requireDonor } from './require-donor';

/** Who proposed or approved an adjustment, once their account is gone (the adjustment stays). */
const DELETED_USER = 'a deleted user';

const iso = (value: Date | string) => new Date(value).toISOString();

/** An adjustment of one of the donor's batch gifts, in dollars. */
function donorAdjustment(row: AdjustmentRow): DonorAdjustment {
  return {
    status: row.status === 'approved' ? 'approved' : 'pending',
    batchName: row.batch_name,
    giftDate: row.gift_date,
    method: row.method,
    checkNumber: row.check_number,
    amount: centsToDollars(Number(row.from_cents)),
    correctedAmount: row.to_cents === null ? null : centsToDollars(Number(row.to_cents)),
    reason: row.reason,
    proposedBy: row.proposed_by_name ?? DELETED_USER,
    proposedAt: iso(row.proposed_at),
    approvedBy: row.status === 'approved' ? (row.decided_by_name ?? DELETED_USER) : null,
    approvedAt: row.status === 'approved' && row.decided_at !== null ? iso(row.decided_at) : null,
    lone: row.lone,
  };
}

/**
 * A donor's page: details, giving by year and by fund, the newest refunds, in-kind gifts and
 * adjustments of batch gifts, and donors who may be the same person.
 */
export async function donorProfile(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
): Promise<DonorProfile> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const donor = await requireDonor(tx, organizationId, id);
    const years = await q.givingByYear(tx, organizationId, id);
    const funds = await q.givingByFund(tx, organizationId, id);
    const refunds = await q.newestRefunds(tx, organizationId, id, LIMITS.donors.refundsShown);
    const inKind = await inKindOfDonor(tx, organizationId, id, LIMITS.donors.inKindShown);
    const adjustments = await adjustmentsOfDonor(tx, organizationId, id, LIMITS.donors.adjustmentsShown);
    const possibleDuplicates = await duplicatesOf(
      tx,
      organizationId,
      donor,
      LIMITS.donors.possibleDuplicates,
    );
    return {
      donor: toSummary(donor),
      household: await householdForDonor(tx, organizationId, id),
      years: years.map((y) => ({ year: y.year, amount: centsToDollars(y.cents), gifts: y.gifts })),
      funds: funds.map((f) => ({ fund: f.fund, amount: centsToDollars(f.cents), gifts: f.gifts })),
      refunds: refunds.map((r) => ({ date: r.date, amount: centsToDollars(r.cents), fund: r.fund })),
      inKindGifts: inKind.map((g) => ({
        date: g.gift_date,
        description: g.description,
        batchName: g.batch_name,
      })),
      adjustments: adjustments.map(donorAdjustment),
      possibleDuplicates,
    };
  });
}

/** One page of a donor's gifts, newest first. */
export async function donorGifts(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  page: { page: number; pageSize: number },
): Promise<DonorGiftPage> {
  return withTenant(deps.db, member, async (tx) => {
    const donor = await requireDonor(tx, member.organizationId, id);
    const rows = await q.giftPage(
      tx,
      member.organizationId,
      id,
      page.pageSize,
      (page.page - 1) * page.pageSize,
    );
    return {
      items: rows.map((row) => ({
        date: row.gift_date,
        amount: centsToDollars(Number(row.amount_cents)),
        fund: row.fund,
        externalId: row.external_id,
        batchName: row.batch_name,
        method: row.method,
        checkNumber: row.check_number,
        corrected: row.corrected === true,
        adjustmentWaiting: row.adjustment_waiting,
      })),
      total: Number(donor.gift_count),
      page: page.page,
      pageSize: page.pageSize,
    };
  });
}

const CONTACT_LABELS = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
  addressLine1: 'street',
  addressLine2: 'second line',
  city: 'city',
  region: 'state or region',
  postalCode: 'postal code',
  country: 'country',
  envelopeNumber: 'envelope number',
} as const;

/**
 * An envelope number is one donor's or one household's: giving it to a second would file one's gifts
 * under the other.
 */
async function refuseTakenEnvelopeNumber(
  tx: Tx,
  organizationId: string,
  envelopeNumber: string | null,
  donorId: string | null,
) {
  if (envelopeNumber === null) return;
  const holder = await q.donorWithEnvelopeNumber(tx, organizationId, envelopeNumber);
  if (holder && holder.id !== donorId) {
    const name = donorName({ firstName: holder.first_name, lastName: holder.last_name });
    throw conflict(`Envelope number ${envelopeNumber} already belongs to ${name}`, holder.id);
  }
  const household = await householdQueries.householdWithEnvelopeNumber(tx, organizationId, envelopeNumber);
  if (household) {
    throw conflict(`Envelope number ${envelopeNumber} already belongs to the household ${household.name}`);
  }
}

/**
 * An admin's correction of a donor's details, audited with the fields it changed. A new name that
 * another donor already has (or had, before a merge) is refused: the two are one person, and
 * merging them keeps the gifts of both.
 */
export async function updateDonorContact(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  input: z.output<typeof donorContactUpdateSchema>,
) {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const donor = await requireDonor(tx, organizationId, id);
    const values = contactValues(input, donor.envelope_number);
    if (values.donorKey !== donor.donor_key) {
      const holder = await q.donorWithKey(tx, organizationId, values.donorKey);
      if (holder && holder !== id) {
        throw conflict(`Another donor is already named ${donorName(input)}: merge the two donors instead`);
      }
    }
    await refuseTakenEnvelopeNumber(tx, organizationId, values.envelopeNumber, id);
    const before = toContactValues(donor);
    const changed = (Object.keys(CONTACT_LABELS) as (keyof typeof CONTACT_LABELS)[]).filter(
      (field) => before[field] !== values[field],
    );
    if (changed.length > 0) {
      await q.updateContact(tx, organizationId, donor, values);
      await recordAudit(tx, {
        organizationId,
        actorId: member.userId,
        action: 'donor_updated',
        target: donorName(input),
        detail: `Changed ${changed.map((field) => CONTACT_LABELS[field]).join(', ')}`,
        ipAddress: member.ipAddress,
      });
    }
    return toSummary(await requireDonor(tx, organizationId, id));
  });
}

/**
 * A form's details as stored, with the identity an import computes from the name (spec 001 §5).
 * A form without the envelope number keeps `envelopeNumber`, the donor's current one.
 */
function contactValues(
  input: z.output<typeof donorContactUpdateSchema>,
  envelopeNumber: string | null = null,
): q.ContactValues {
  return {
    donorKey: donorKey(input.firstName, input.lastName),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    addressLine1: input.address.line1,
    addressLine2: input.address.line2,
    city: input.address.city,
    region: input.address.region,
    postalCode: input.address.postalCode,
    country: input.address.country,
    envelopeNumber: input.envelopeNumber === undefined ? envelopeNumber : input.envelopeNumber,
  };
}

/**
 * A donor added by hand (a new family before their first gift is imported), by the identity an
 * import uses (createDonorByIdentity); a name another donor already has, or had before a merge or
 * a correction, is refused with a link to that donor.
 */
export async function addDonor(
  deps: GivingDeps,
  member: MemberContext,
  input: z.output<typeof newDonorSchema>,
): Promise<DonorSummary> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const values = contactValues(input);
    // Under the donor lock that createDonorByIdentity takes too, so no one else takes the number meanwhile.
    await lockOrganizationDonors(tx, organizationId);
    await refuseTakenEnvelopeNumber(tx, organizationId, values.envelopeNumber, null);
    const donor = await createDonorByIdentity(tx, member, values);
    if (!donor.created) {
      throw conflict(`A donor named ${donorName(input)} is already in your donor database`, donor.id);
    }
    return toSummary(await requireDonor(tx, organizationId, donor.id));
  });
}

function toContactValues(row: q.DonorRecordRow): q.ContactValues {
  return {
    donorKey: row.donor_key,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    envelopeNumber: row.envelope_number,
  };
}

/** A donor's details as a merge chooses between them (the domain's MergeableDetails). */
function detailsOf(row: q.DonorRecordRow): MergeableDetails {
  const summary = toSummary(row);
  return {
    firstName: summary.firstName,
    lastName: summary.lastName,
    email: summary.email,
    phone: summary.phone,
    address: summary.address,
  };
}

/**
 * Two donors who are one person (two giving systems name them differently): `id` takes the gifts,
 * rollups and names of `otherId`, which goes. `id` keeps its details, filling those it lacks from
 * the other's, but for the fields `keep` chooses, which take the chosen donor's value (a chosen
 * name of the other is the donor's name from then on; its old name leads later imports to it).
 * Donors of two households stay in the one `household` chooses (householdBeforeMerge).
 * One transaction under the organisation's donor lock, so no import runs meanwhile; audited.
 */
export async function mergeDonors(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  otherId: string,
  keep: MergeChoices = {},
  household?: 'this' | 'other',
): Promise<MergeDonorsResult> {
  if (id === otherId) throw invalid('A donor cannot be merged with itself');
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const survivor = await requireDonor(tx, organizationId, id);
    const merged = await requireDonor(tx, organizationId, otherId);
    const chosen = MERGE_FIELDS.filter((field) => keep[field] !== undefined);
    const details = mergedDetails(detailsOf(survivor), detailsOf(merged), keep);
    const key = donorKey(details.firstName, details.lastName);
    if (key !== survivor.donor_key) {
      const holder = await q.donorWithKey(tx, organizationId, key);
      if (holder && holder !== id && holder !== otherId) {
        throw conflict(`Another donor is already named ${donorName(details)}: merge the two donors instead`);
      }
    }
    const left = await householdBeforeMerge(tx, organizationId, survivor, merged, household);
    await passDonorPledges(tx, organizationId, merged.id, survivor.id);
    const giftsMoved = await q.mergeDonors(tx, organizationId, survivor, merged);
    await householdAfterMerge(tx, organizationId, id, left);
    if (chosen.length > 0) {
      // The SQL merge filled what the survivor lacked; the chosen fields are then written over it.
      const after = await requireDonor(tx, organizationId, id);
      const address = keep.address ? details.address : detailsOf(after).address;
      await q.updateContact(tx, organizationId, after, {
        donorKey: key,
        firstName: details.firstName,
        lastName: details.lastName,
        email: keep.email ? details.email : after.email,
        phone: keep.phone ? details.phone : after.phone,
        addressLine1: address?.line1 ?? null,
        addressLine2: address?.line2 ?? null,
        city: address?.city ?? null,
        region: address?.region ?? null,
        postalCode: address?.postalCode ?? null,
        country: address?.country ?? null,
        envelopeNumber: after.envelope_number,
      });
    }
    const fromOther = chosen.filter((field) => keep[field] === 'other');
    const took =
      fromOther.length > 0
        ? `; kept ${donorName({ firstName: merged.first_name, lastName: merged.last_name })}'s ${fromOther
            .map((field) => MERGE_FIELD_LABELS[field].toLowerCase())
            .join(', ')}`
        : '';
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'donors_merged',
      target: donorName({ firstName: survivor.first_name, lastName: survivor.last_name }),
      detail: `Merged ${donorName({ firstName: merged.first_name, lastName: merged.last_name })} into it (${giftsMoved} gifts moved)${took}`,
      ipAddress: member.ipAddress,
    });
    return { donor: toSummary(await requireDonor(tx, organizationId, id)), giftsMoved };
  });
}
