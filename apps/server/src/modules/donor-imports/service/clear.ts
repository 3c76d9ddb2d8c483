import { withTenant } from '@/db/tenant';
import { type GivingDeps, lockOrganizationDonors } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { markGarbage } from '@/platform/storage/garbage';
import { deleteDonorDatabase } from '../queries/clear';
import { deleteImports, pendingStorageKeys } from '../queries/donor-imports';

/**
 * Spec 001 §4 Clear all data: this organisation's donors, gifts, rollups, contribution batches
 * and import history go (docs/spec-deviations.md); documents, other organisations and everything else stay. Files of previews not yet
 * merged are handed to the storage sweep in the same transaction.
 */
export async function clearDonorData(deps: GivingDeps, member: MemberContext) {
  const organizationId = member.organizationId;
  await withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    for (const storageKey of await pendingStorageKeys(tx, organizationId)) {
      await markGarbage(tx, organizationId, storageKey);
    }
    await deleteDonorDatabase(tx, organizationId);
    await deleteImports(tx, organizationId);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'donors_cleared',
      ipAddress: member.ipAddress,
    });
  });
}
