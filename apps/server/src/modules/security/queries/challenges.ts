import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { type AUTH_CHALLENGE_PURPOSES, authChallenges } from '@/db/schema';

export type ChallengePurpose = (typeof AUTH_CHALLENGE_PURPOSES)[number];
export type ChallengeRow = typeof authChallenges.$inferSelect;

/** Stores a challenge, dropping every expired one first (housekeeping, at most a few rows). */
export async function insertChallenge(
  db: Db | Tx,
  values: {
    id: string;
    purpose: ChallengePurpose;
    userId: string | null;
    challenge?: string | null;
    data?: Record<string, string | boolean | null>;
    expiresAt: Date;
  },
) {
  await db.delete(authChallenges).where(lte(authChallenges.expiresAt, sql`now()`));
  await db.insert(authChallenges).values(values);
}

/** The live challenge with this id and purpose, left in place. */
export async function findChallenge(db: Db | Tx, id: string, purpose: ChallengePurpose) {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Removes and returns the live challenge: of two requests racing for it, one gets it. */
export async function takeChallenge(db: Db | Tx, id: string, purpose: ChallengePurpose) {
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Sets the WebAuthn challenge of a pending sign-in (a passkey was asked for as its second factor). */
export async function setChallengeValue(db: Db | Tx, id: string, challenge: string) {
  await db.update(authChallenges).set({ challenge }).where(eq(authChallenges.id, id));
}
