import { donorKey, donorName, type giftDonorInputSchema, newDonorSchema } from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { createDonorByIdentity, requireDonor } from '@/modules/donors/service';
import type { MemberContext } from '@/platform/authorization';
import { invalid } from '@/platform/errors';

/**
 * Who gave a gift of a batch, as the donors table knows them: a donor found by the look-up (the
 * organisation's, else 404 as any donor of another), a new donor made exactly as an import would
 * make them (so a later import of that person finds them), or null for anonymous loose cash.
 */
export async function resolveGiftDonor(
  tx: Tx,
  member: MemberContext,
  donor: z.output<typeof giftDonorInputSchema>,
): Promise<string | null> {
  if (donor.kind === 'anonymous') return null;
  if (donor.kind === 'existing') return (await requireDonor(tx, member.organizationId, donor.donorId)).id;
  // The donor form's own rules (one line, no control characters), so the two ways in store alike.
  const form = newDonorSchema.safeParse({
    firstName: donor.firstName,
    lastName: donor.lastName,
    email: donor.email,
    phone: null,
    address: {
      line1: donor.addressLine1,
      line2: null,
      city: donor.city,
      region: donor.region,
      postalCode: donor.postalCode,
      country: null,
    },
  });
  if (!form.success) throw invalid(form.error.issues[0]?.message ?? 'Please check the new donor');
  const input = form.data;
  const created = await createDonorByIdentity(tx, member, {
    donorKey: donorKey(input.firstName, input.lastName),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: null,
    addressLine1: input.address.line1,
    addressLine2: null,
    city: input.address.city,
    region: input.address.region,
    postalCode: input.address.postalCode,
    country: null,
    envelopeNumber: null,
  });
  // A row refusal (400), as the grid shows one on the row: the counter picks the donor in the look-up.
  if (!created.created) {
    throw invalid(
      `A donor named ${donorName(input)} is already in your donor database: choose them in the donor look-up`,
    );
  }
  return created.id;
}
