import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { userTotp } from '@/db/schema';

// The sealed TOTP secrets, for `npm run rotate-secret`: one row per member with an authenticator
// app, read whole.

export function sealedTotpSecrets(db: Db) {
  return db.select({ userId: userTotp.userId, sealed: userTotp.secretSealed }).from(userTotp);
}

/** Writes `next` only while the row still holds `previous` (compare-and-swap); true if it did. */
export async function swapTotpSecret(db: Db, userId: string, previous: string, next: string) {
  const rows = await db
    .update(userTotp)
    .set({ secretSealed: next })
    .where(and(eq(userTotp.userId, userId), eq(userTotp.secretSealed, previous)))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}
