import { donorName } from '@steward/domain';
import type { Tx } from '@/db/client';
import { lockOrganizationDonors } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import * as q from '../queries/donor-records';

/**
 * A donor added by hand (the donor form, or "new donor" in a batch's entry grid), audited. Its
 * identity is the one an import computes (spec 001 §5, donorKey), so a later import of the same
 * person adds the gifts to this donor instead of creating a second. Under the organisation's donor
 * lock, as an import, so the two cannot both create the person. When the identity is already a
 * donor's (their name, or a name they had before a merge or a correction), nothing is created and
 * that donor's id comes back with `created: false`: the caller says how it refuses.
 */
export async function createDonorByIdentity(
  tx: Tx,
  member: MemberContext,
  values: q.ContactValues,
): Promise<{ id: string; created: boolean }> {
  const organizationId = member.organizationId;
  await lockOrganizationDonors(tx, organizationId);
  const holder = await q.donorWithKey(tx, organizationId, values.donorKey);
  if (holder) return { id: holder, created: false };
  const id = await q.insertDonor(tx, organizationId, values);
  await recordAudit(tx, {
    organizationId,
    actorId: member.userId,
    action: 'donor_added',
    target: donorName(values),
    ipAddress: member.ipAddress,
  });
  return { id, created: true };
}
