import { memberships, organizations } from '@/db/schema';
import type { Tx } from '@/db/tenant';

export async function insertOrganization(tx: Tx, values: { id: string; name: string; createdBy: string }) {
  await tx.insert(organizations).values(values);
}

export async function insertFounder(tx: Tx, values: { organizationId: string; userId: string }) {
  await tx.insert(memberships).values({ ...values, role: 'master_admin' });
}
