import { donorKey, type giftDonorInputSchema } from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import type { MemberContext } from '@/platform/authorization';
import * as q from '../queries/donor-records';
import { lockOrganizationDonors } from '../queries/merge';
import { requireDonor } from './require-donor';

/**
 * Who gave a gift of the entry grid: a donor of the organisation (404 for any other id), a new
 * donor made by an import's identity rule (so a later import finds them, and a name already known
 * is that donor), or null for anonymous loose cash.
 */
export async function resolveGiftDonor(
  tx: Tx,
  member: MemberContext,
  donor: z.output<typeof giftDonorInputSchema>,
): Promise<string | null> {
  const organizationId = member.organizationId;
  if (donor.kind === 'anonymous') return null;
  if (donor.kind === 'existing') return (await requireDonor(tx, organizationId, donor.donorId)).id;
  // As an import: one at a time per organisation, so two counters cannot both create the person.
  await lockOrganizationDonors(tx, organizationId);
  const key = donorKey(donor.firstName, donor.lastName);
  const known = await q.donorWithKey(tx, organizationId, key);
  if (known) return known;
  return q.insertDonor(tx, organizationId, {
    donorKey: key,
    firstName: donor.firstName,
    lastName: donor.lastName,
    email: donor.email,
    phone: null,
    addressLine1: donor.addressLine1,
    addressLine2: null,
    city: donor.city,
    region: donor.region,
    postalCode: donor.postalCode,
    country: null,
  });
}
