import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { memberships, organizations, passkeys, sessions, users, userTotp } from '@/db/schema';

export async function findUserById(db: Db, id: string) {
  const [user] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return user;
}

/** The user's one membership (spec 000 §3: a user belongs to at most one organisation). */
export async function findMembership(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      logoUpdatedAt: organizations.logoUpdatedAt,
      role: memberships.role,
      isCounter: memberships.isCounter,
      isActive: memberships.isActive,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row;
}

export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

export async function insertSession(
  db: Db,
  values: {
    id: string;
    userId: string;
    expiresAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
    restriction: 'enrol' | null;
    viaSso: boolean;
  },
) {
  await db.insert(sessions).values(values);
}

/** Whether the user has a second factor: a confirmed authenticator app or a passkey. */
const enrolledSql = (userId: typeof users.id) =>
  sql<boolean>`(exists (select 1 from ${userTotp} where ${userTotp.userId} = ${userId} and ${userTotp.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId}))`;

/** What the organisation's two-step rule needs to know of a member (enrolmentDue). */
const enrolmentColumns = {
  twoFactorRequiredFor: organizations.twoFactorRequiredFor,
  twoFactorGraceUntil: organizations.twoFactorGraceUntil,
  ssoCountsAsSecondFactor: organizations.ssoCountsAsSecondFactor,
  enrolled: enrolledSql(users.id),
};

/**
 * The live session with its user and, when the user belongs to one, their organisation and role,
 * and what its two-step rule needs to know, in one query: every API request whose session is not
 * in memory asks it. Expired sessions are not found.
 */
export async function findLiveSession(db: Db, id: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      restriction: sessions.restriction,
      viaSso: sessions.viaSso,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      logoUpdatedAt: organizations.logoUpdatedAt,
      role: memberships.role,
      isCounter: memberships.isCounter,
      isActive: memberships.isActive,
      ...enrolmentColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** Housekeeping at each sign-in, so expired sessions do not pile up. */
export async function deleteExpiredSessions(db: Db, userId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
}

export async function extendSession(db: Db, id: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user (deactivation). */
export async function deleteSessionsOfUser(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function recordLogin(db: Db, userId: string) {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

/** The user's live sessions, most recently used first (their security page). */
export function liveSessionsOf(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends every session of the user but one; how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends the user's sessions that reach only the enrolment. */
export async function deleteRestrictedSessions(db: Db, userId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.restriction, 'enrol')));
}
