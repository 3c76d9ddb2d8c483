import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { departmentMembers, memberships, users } from '@/db/schema';

export async function team(tx: Tx, organizationId: string, slug: string) {
  return tx
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(departmentMembers)
    .innerJoin(users, eq(users.id, departmentMembers.userId))
    .where(
      and(eq(departmentMembers.organizationId, organizationId), eq(departmentMembers.departmentSlug, slug)),
    )
    .orderBy(asc(users.fullName), asc(users.email));
}

/** How many of these users are members of the organisation. */
export async function countMembers(tx: Tx, organizationId: string, userIds: string[]) {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)));
  return rows.length;
}

export async function replaceTeam(
  tx: Tx,
  organizationId: string,
  slug: string,
  userIds: string[],
  addedBy: string,
) {
  await tx
    .delete(departmentMembers)
    .where(
      and(eq(departmentMembers.organizationId, organizationId), eq(departmentMembers.departmentSlug, slug)),
    );
  if (userIds.length === 0) return;
  await tx
    .insert(departmentMembers)
    .values(userIds.map((userId) => ({ organizationId, departmentSlug: slug, userId, addedBy })));
}
