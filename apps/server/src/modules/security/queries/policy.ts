import type { TwoFactorRequirement } from '@steward/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  authChallenges,
  memberships,
  organizations,
  passkeys,
  recoveryCodes,
  trustedDevices,
  userTotp,
} from '@/db/schema';

/** Writes the organisation's sign-in policy (inside its tenant transaction). */
export async function updatePolicy(
  tx: Tx,
  organizationId: string,
  values: {
    twoFactorRequiredFor: TwoFactorRequirement;
    twoFactorGraceUntil: Date | null;
    ssoDomains: string[];
    ssoOnly: boolean;
    ssoCountsAsSecondFactor: boolean;
  },
) {
  await tx
    .update(organizations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId));
}

/** The user ids of the organisation's members, deactivated ones included. */
export async function memberIds(tx: Tx, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  return rows.map((row) => row.userId);
}

/** Whether the user is a member of the organisation (inside its tenant transaction). */
export async function isMember(tx: Tx, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The second factors of these users: a confirmed authenticator app, and how many passkeys. Read
 * with the server's own connection (the credential tables are closed to the tenant role), so the
 * caller passes only ids it read inside the organisation's tenant transaction.
 */
export async function secondFactorsOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  const totp = db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(inArray(userTotp.userId, userIds), isNotNull(userTotp.confirmedAt)));
  const keys = db
    .select({ userId: passkeys.userId, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(passkeys)
    .where(inArray(passkeys.userId, userIds))
    .groupBy(passkeys.userId);
  const [withTotp, keyCounts] = await Promise.all([totp, keys]);
  const totpUsers = new Set(withTotp.map((row) => row.userId));
  const passkeysOf = new Map(keyCounts.map((row) => [row.userId, row.count]));
  return userIds.map((userId) => ({
    userId,
    totp: totpUsers.has(userId),
    passkeys: passkeysOf.get(userId) ?? 0,
  }));
}

/**
 * Removes every second factor of the user (authenticator app, recovery codes, passkeys), every
 * device remembered for them and every sign-in of theirs in progress, in one transaction.
 */
export async function deleteSecondFactors(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    await tx.delete(authChallenges).where(eq(authChallenges.userId, userId));
  });
}
