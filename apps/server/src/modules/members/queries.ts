import type { Role } from '@steward/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { memberships, users } from '@/db/schema';

const memberColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: memberships.role,
  isActive: memberships.isActive,
  isCounter: memberships.isCounter,
  lastLoginAt: users.lastLoginAt,
  createdAt: memberships.createdAt,
};

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export async function listMembers(tx: Tx, organizationId: string) {
  return tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(users.email));
}

export async function findMember(tx: Tx, organizationId: string, userId: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

export async function updateMembership(
  tx: Tx,
  organizationId: string,
  userId: string,
  values: { role?: Role; isActive?: boolean; isCounter?: boolean },
) {
  await tx
    .update(memberships)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}
