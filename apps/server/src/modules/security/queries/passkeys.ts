import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { authChallenges, passkeys } from '@/db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The user's passkeys, oldest first. */
export function listPasskeys(db: Db | Tx, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

/** Stores a new credential; undefined when that credential is already registered (to anyone). */
export async function insertPasskey(
  db: Db | Tx,
  values: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    deviceType: string;
    backedUp: boolean;
    name: string;
  },
) {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row;
}

export async function renamePasskey(db: Db | Tx, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row;
}

/** The credential the authenticator named, whoever it belongs to. */
export async function findByCredentialId(db: Db | Tx, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/**
 * Records a verified use: the authenticator's new counter (a later answer must carry a higher one
 * unless both stay 0, as synced passkeys do) and whether it is backed up now.
 */
export async function recordPasskeyUse(db: Db | Tx, id: string, counter: number, backedUp: boolean) {
  await db.update(passkeys).set({ counter, backedUp, lastUsedAt: sql`now()` }).where(eq(passkeys.id, id));
}

/**
 * Takes the WebAuthn challenge of a pending sign-in if it is still `challenge`: of two answers to
 * one challenge (a replay, or two racing requests), only one is let through to verification.
 */
export async function takePendingWebauthnChallenge(db: Db | Tx, pendingId: string, challenge: string) {
  const [row] = await db
    .update(authChallenges)
    .set({ challenge: null })
    .where(
      and(
        eq(authChallenges.id, pendingId),
        eq(authChallenges.purpose, 'second_factor'),
        eq(authChallenges.challenge, challenge),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: authChallenges.id });
  return row !== undefined;
}
