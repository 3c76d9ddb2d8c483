import type { SsoProvider } from '@steward/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { organizations, userIdentities, users } from '@/db/schema';

// user_identities belongs to a user, not an organisation, like sessions: read by the server's own
// connection at sign-on, outside any tenant transaction.

/** The Steward user a provider's account (its `sub`) is linked to, with the user's email. */
export async function findIdentity(db: Db | Tx, provider: SsoProvider, subject: string) {
  const [row] = await db
    .select({
      id: userIdentities.id,
      userId: userIdentities.userId,
      linkedEmail: userIdentities.email,
      userEmail: users.email,
    })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Links the provider's account to the user; false when it was linked meanwhile (two callbacks). */
export async function insertIdentity(
  db: Db | Tx,
  values: { userId: string; provider: SsoProvider; subject: string; email: string },
) {
  const rows = await db
    .insert(userIdentities)
    .values({ ...values, lastUsedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

export async function touchIdentity(db: Db | Tx, id: string) {
  await db.update(userIdentities).set({ lastUsedAt: sql`now()` }).where(eq(userIdentities.id, id));
}

/** The email domains the organisation restricts single sign-on to (empty: any). */
export async function ssoDomainsOf(db: Db | Tx, organizationId: string): Promise<string[]> {
  const [row] = await db
    .select({ ssoDomains: organizations.ssoDomains })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.ssoDomains ?? [];
}
