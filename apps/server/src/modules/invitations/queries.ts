import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import { invitations, memberships, organizations, users } from '@/db/schema';

const inviter = alias(users, 'inviter');

/** Spec 000 §5: pending means not accepted, not cancelled, and expires_at in the future. */
const pending = and(
  isNull(invitations.acceptedAt),
  isNull(invitations.cancelledAt),
  gt(invitations.expiresAt, sql`now()`),
);

const invitationColumns = {
  id: invitations.id,
  organizationId: invitations.organizationId,
  email: invitations.email,
  fullName: invitations.fullName,
  role: invitations.role,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  invitedBy: invitations.invitedBy,
  inviterEmail: inviter.email,
  inviterName: inviter.fullName,
};

export type InvitationRow = Awaited<ReturnType<typeof listPending>>[number];

export async function isMember(tx: Tx, organizationId: string, email: string) {
  const [row] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

/** Inviting an email again replaces its earlier invitation (one pending per email). */
export async function cancelOpenInvitations(tx: Tx, organizationId: string, email: string) {
  await tx
    .update(invitations)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.cancelledAt),
      ),
    );
}

export async function insertInvitation(tx: Tx, values: typeof invitations.$inferInsert) {
  const [row] = await tx.insert(invitations).values(values).returning({ id: invitations.id });
  if (!row) throw new Error('invitation insert returned nothing');
  return row.id;
}

export async function listPending(tx: Tx, organizationId: string) {
  return tx
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.organizationId, organizationId), pending))
    .orderBy(asc(invitations.createdAt));
}

export async function findPendingById(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id), pending))
    .limit(1);
  return row;
}

export async function cancelInvitation(tx: Tx, id: string) {
  await tx.update(invitations).set({ cancelledAt: sql`now()` }).where(eq(invitations.id, id));
}

/**
 * Spec 000 §7: the pending invitation of a token, with the organisation name and the inviter.
 * Runs without a tenant (the token is all the caller has); `lock` holds the row until the
 * surrounding transaction ends, so one token is accepted once.
 */
export async function findPendingByTokenHash(db: Db | Tx, tokenHash: string, lock = false) {
  const query = db
    .select({
      ...invitationColumns,
      organizationName: organizations.name,
      ssoDomains: organizations.ssoDomains,
      ssoOnly: organizations.ssoOnly,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, tokenHash), pending))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  return row;
}

export async function markAccepted(tx: Tx, id: string, userId: string) {
  await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(eq(invitations.id, id));
}

export async function insertMembership(tx: Tx, values: typeof memberships.$inferInsert) {
  await tx.insert(memberships).values(values);
}
