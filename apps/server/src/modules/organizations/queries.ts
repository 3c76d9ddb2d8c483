import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { memberships, organizations } from '@/db/schema';

export async function insertOrganization(tx: Tx, values: { id: string; name: string; createdBy: string }) {
  await tx.insert(organizations).values(values);
}

export async function insertFounder(tx: Tx, values: { organizationId: string; userId: string }) {
  await tx.insert(memberships).values({ ...values, role: 'master_admin' });
}

/** Sets the sanitised logo, or removes it with null. */
export async function setLogo(tx: Tx, organizationId: string, svg: string | null) {
  await tx
    .update(organizations)
    .set({ logoSvg: svg, logoUpdatedAt: svg === null ? null : sql`now()`, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId));
}

export async function findLogo(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ svg: organizations.logoSvg })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.svg ?? null;
}
