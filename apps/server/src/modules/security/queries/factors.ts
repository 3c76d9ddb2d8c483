import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { passkeys, recoveryCodes, userIdentities, userTotp } from '@/db/schema';

// The member's own second factors, read and written by their user id with the server's own
// connection (these tables have no tenant policy: db/schema/security.ts).

export async function findTotp(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

/** Stores a new, unconfirmed secret in place of an unconfirmed one; none while one is confirmed. */
export async function replaceUnconfirmedTotp(db: Db | Tx, userId: string, secretSealed: string) {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/**
 * Records `step` as the last accepted code's step (and the secret as confirmed) only when it is
 * later than the last one: of two requests racing with one code, one wins.
 */
export async function acceptTotpStep(db: Db | Tx, userId: string, step: number) {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step, confirmedAt: sql`coalesce(${userTotp.confirmedAt}, now())` })
    .where(
      and(
        eq(userTotp.userId, userId),
        sql`(${userTotp.lastUsedStep} is null or ${userTotp.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Removes the authenticator app; true when there was a confirmed one. */
export async function deleteTotp(db: Db | Tx, userId: string) {
  const rows = await db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({
    confirmedAt: userTotp.confirmedAt,
  });
  return rows.some((row) => row.confirmedAt !== null);
}

export async function countRecoveryCodes(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return Number(row?.total ?? 0);
}

/** Drops every recovery code of the user (their last second factor went). */
export async function deleteRecoveryCodes(db: Db | Tx, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Replaces the user's recovery codes with these digests. */
export async function replaceRecoveryCodes(tx: Tx, userId: string, codeHashes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** The user's unused codes (at most RECOVERY_CODE_COUNT), to compare a typed code with. */
export function unusedRecoveryCodes(db: Db | Tx, userId: string) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Marks a code as used; true when this call used it (a code works once, even in a race). */
export async function markRecoveryCodeUsed(db: Db | Tx, id: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodeSummary(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      remaining: sql<number>`count(*) filter (where ${recoveryCodes.usedAt} is null)::int`,
      generatedAt: sql<Date | string | null>`min(${recoveryCodes.createdAt})`,
    })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return { remaining: Number(row?.remaining ?? 0), generatedAt: row?.generatedAt ?? null };
}

export function passkeysOf(db: Db | Tx, userId: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export function identitiesOf(db: Db | Tx, userId: string) {
  return db
    .select({
      id: userIdentities.id,
      provider: userIdentities.provider,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
}

/** Unlinks one of the user's linked accounts; what it was, or undefined when it is not theirs. */
export async function deleteIdentity(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.id, id)))
    .returning({ provider: userIdentities.provider, email: userIdentities.email });
  return row;
}
