import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { users } from '@/db/schema';

export async function findUserByEmail(db: Db | Tx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Inserts a user; returns undefined when the email is taken (a concurrent sign-up included). */
export async function insertUser(
  db: Db | Tx,
  values: { email: string; passwordHash: string; fullName: string | null },
) {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return user;
}
