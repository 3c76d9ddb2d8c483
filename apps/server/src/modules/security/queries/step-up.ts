import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sessions, users } from '@/db/schema';

/** The user's password hash (NO_PASSWORD_HASH for an account made by single sign-on). */
export async function passwordHashOf(db: Db, userId: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

/** When the session began (its sign-in). */
export async function sessionStartedAt(db: Db, sessionId: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt;
}
