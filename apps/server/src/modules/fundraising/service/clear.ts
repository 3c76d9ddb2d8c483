import { and, eq, isNotNull } from 'drizzle-orm';
import { donationMonths, donations, donorImports, donors, donorYears } from '@/db/schema';
import { withTenant } from '@/db/tenant';
import { insertAuditEntry } from '@/modules/audit/queries';
import { markGarbage } from '@/modules/documents/queries';
import type { MemberContext } from '@/platform/authorization';
import type { DonorDeps } from './imports';
import { lockOrganizationDonors } from './merge-queries';

/**
 * Spec 001 §4 Clear all data: this organisation's donors, gifts, rollups and import
 * history go; documents, other organisations and everything else stay. Files of previews not yet
 * merged are handed to the storage sweep in the same transaction.
 */
export async function clearDonorData(deps: DonorDeps, member: MemberContext) {
  const organizationId = member.organizationId;
  await withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    const pending = await tx
      .select({ storageKey: donorImports.storageKey })
      .from(donorImports)
      .where(and(eq(donorImports.organizationId, organizationId), isNotNull(donorImports.storageKey)));
    for (const { storageKey } of pending) {
      if (storageKey) await markGarbage(tx, organizationId, storageKey);
    }
    await tx.delete(donations).where(eq(donations.organizationId, organizationId));
    await tx.delete(donorYears).where(eq(donorYears.organizationId, organizationId));
    await tx.delete(donors).where(eq(donors.organizationId, organizationId));
    await tx.delete(donationMonths).where(eq(donationMonths.organizationId, organizationId));
    await tx.delete(donorImports).where(eq(donorImports.organizationId, organizationId));
    await insertAuditEntry(tx, {
      organizationId,
      actorId: member.userId,
      action: 'donors_cleared',
      ipAddress: member.ipAddress,
    });
  });
}
