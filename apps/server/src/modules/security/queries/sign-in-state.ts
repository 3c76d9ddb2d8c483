import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { organizations, passkeys, recoveryCodes, trustedDevices, userTotp } from '@/db/schema';

/** Which second factors a user has: a confirmed authenticator app, passkeys, unused recovery codes. */
export async function secondFactorsOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${userTotp} where ${userTotp.userId} = ${userId} and ${userTotp.confirmedAt} is not null)`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${userId})`,
      recoveryRemaining: sql<number>`(select count(*)::int from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  return {
    totp: row?.totp === true,
    passkeys: Number(row?.passkeys ?? 0),
    recoveryRemaining: Number(row?.recoveryRemaining ?? 0),
  };
}

/** The organisation's sign-in policy (read by the server's own connection, at sign-in). */
export async function policyOf(db: Db | Tx, organizationId: string) {
  const [row] = await db
    .select({
      twoFactorRequiredFor: organizations.twoFactorRequiredFor,
      twoFactorGraceUntil: organizations.twoFactorGraceUntil,
      ssoDomains: organizations.ssoDomains,
      ssoOnly: organizations.ssoOnly,
      ssoCountsAsSecondFactor: organizations.ssoCountsAsSecondFactor,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

export type PolicyRow = NonNullable<Awaited<ReturnType<typeof policyOf>>>;

/** The user's live remembered device with this token digest, if any. */
export async function findTrustedDevice(db: Db | Tx, tokenHash: string, userId: string) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function touchTrustedDevice(db: Db | Tx, id: string) {
  await db.update(trustedDevices).set({ lastUsedAt: sql`now()` }).where(eq(trustedDevices.id, id));
}

export async function insertTrustedDevice(
  db: Db | Tx,
  values: { tokenHash: string; userId: string; userAgent: string | null; expiresAt: Date },
) {
  await db.insert(trustedDevices).values(values);
}
