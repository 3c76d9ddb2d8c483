import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import {
  contributionBatches,
  donationMonths,
  donations,
  donorRefunds,
  donors,
  donorYears,
  householdSuggestionDismissals,
  households,
} from '@/db/schema';

/**
 * Every donor, household, gift, refund and rollup of the organisation (Clear All Data), and its contribution
 * batches with their gifts (first: a batch's gift holds on to its donor). The organisation's giving
 * settings stay, as its statement settings do, and so do the documents attached to batches.
 */
export async function deleteDonorDatabase(tx: Tx, organizationId: string) {
  await tx.delete(contributionBatches).where(eq(contributionBatches.organizationId, organizationId));
  await tx.delete(donations).where(eq(donations.organizationId, organizationId));
  await tx.delete(donorRefunds).where(eq(donorRefunds.organizationId, organizationId));
  await tx.delete(donorYears).where(eq(donorYears.organizationId, organizationId));
  await tx.delete(households).where(eq(households.organizationId, organizationId));
  await tx
    .delete(householdSuggestionDismissals)
    .where(eq(householdSuggestionDismissals.organizationId, organizationId));
  await tx.delete(donors).where(eq(donors.organizationId, organizationId));
  await tx.delete(donationMonths).where(eq(donationMonths.organizationId, organizationId));
}
