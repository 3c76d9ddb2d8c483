import { enrolmentDue, type Role } from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { unauthorized } from '../errors';
import { newToken, tokenDigest } from '../tokens';
import * as q from './queries';
import type { SessionCache } from './session-cache';

/** A session is dropped after this long without a request. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const SESSION_TOUCH_MS = 60 * 60 * 1000;

/** Who is signed in, resolved from the session cookie on each request. */
export interface Principal {
  sessionId: string;
  userId: string;
  email: string;
  fullName: string | null;
  organization: { id: string; name: string; logoUpdatedAt: string | null } | null;
  role: Role | null;
  /** A member who enters gifts into open contribution batches (memberships.is_counter). */
  isCounter: boolean;
  /**
   * The organisation requires a second factor this member has not set up: the session reaches
   * only the enrolment and sign-out. Set at sign-in (sessions.restriction = 'enrol') or on any
   * later request once a rule that covers them holds (enrolmentDue), so a rule turned on reaches
   * sessions already open.
   */
  mustEnrol: boolean;
  /** A rule covers this member and they have no second factor, but its grace runs until then. */
  twoFactorDueAt: string | null;
}

/** Where a request came from, kept with a session and in the audit log. */
export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** The user's membership (organisation, role, active), or undefined without one. */
export function findMembership(db: Db | Tx, userId: string) {
  return q.findMembership(db, userId);
}

/**
 * A new session for a user whose credentials were just proven (every factor the sign-in needs:
 * modules/security decides); records last_login. `restriction: 'enrol'` for a member who must
 * still set up a second factor.
 */
export async function startSession(
  db: Db,
  userId: string,
  client: ClientInfo,
  options: { restriction?: 'enrol' | null; viaSso?: boolean } = {},
) {
  await q.deleteExpiredSessions(db, userId);
  const token = newToken();
  const id = tokenDigest(token);
  await q.insertSession(db, {
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    restriction: options.restriction ?? null,
    viaSso: options.viaSso ?? false,
    ...client,
  });
  await q.recordLogin(db, userId);
  return { token, id };
}

/** Ends the session behind a cookie's token (sign-out, or a browser that signs in again). */
export async function endSession(db: Db, token: string) {
  await q.deleteSession(db, tokenDigest(token));
}

/** Ends the session with this id (a session replaced by a new one). */
export async function endSessionById(db: Db, sessionId: string) {
  await q.deleteSession(db, sessionId);
}

/** Ends every session of a user at once (deactivation). */
export async function endSessionsOfUser(db: Db, userId: string) {
  await q.deleteSessionsOfUser(db, userId);
}

/** The user's live sessions, most recently used first. */
export function liveSessionsOf(db: Db, userId: string) {
  return q.liveSessionsOf(db, userId);
}

/** Ends every session of a user but `keepSessionId` ("sign out everywhere else"); how many ended. */
export function endOtherSessions(db: Db, userId: string, keepSessionId: string) {
  return q.deleteOtherSessions(db, userId, keepSessionId);
}

/** Ends the user's sessions restricted to enrolment (they have just enrolled a second factor). */
export async function endRestrictedSessions(db: Db, userId: string) {
  await q.deleteRestrictedSessions(db, userId);
}

/**
 * The principal of a session that was just started or changed (organisation created, logo). With
 * an id that is no live session of the user's (`''`), the user and their organisation only, for
 * their email and their organisation's mail.
 */
export async function principalFor(db: Db, sessionId: string, userId: string): Promise<Principal> {
  const session = sessionId ? await q.findLiveSession(db, sessionId) : undefined;
  if (session?.userId === userId) return principalOfSession(session);
  const user = await q.findUserById(db, userId);
  if (!user) throw unauthorized();
  return toPrincipal(sessionId, { ...user, userId }, await q.findMembership(db, userId));
}

/** The sessions a process has resolved (see SessionCache), as the database gave them. */
export type ResolvedSessions = SessionCache<q.LiveSessionRow>;

/**
 * The principal behind a session cookie, or null when the session is unknown, expired, or its
 * member has been deactivated (deactivation ends every session at once). With `cache`, a session
 * resolved before is answered from memory.
 */
export async function resolveSession(
  db: Db,
  token: string,
  cache?: ResolvedSessions,
): Promise<Principal | null> {
  const sessionId = tokenDigest(token);
  let session = cache?.get(sessionId)?.value;
  if (!session) {
    const generation = cache?.generation ?? 0;
    session = await q.findLiveSession(db, sessionId);
    if (!session) return null;
    if (session.isActive === false) {
      await q.deleteSessionsOfUser(db, session.userId);
      return null;
    }
    cache?.set(
      sessionId,
      {
        value: session,
        userId: session.userId,
        organizationId: session.organizationId,
        expiresAt: session.expiresAt.getTime(),
      },
      generation,
    );
  }
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    const expiresAt = new Date(now + SESSION_IDLE_MS);
    await q.extendSession(db, sessionId, expiresAt);
    // The cached row (if any) is this object: the next request need not touch it again.
    session.lastSeenAt = new Date(now);
    session.expiresAt = expiresAt;
  }
  return principalOfSession(session);
}

/** A session row as its principal; the two-step rule is applied now, so a grace ends on time. */
function principalOfSession(session: q.LiveSessionRow): Principal {
  const { organizationId, organizationName, logoUpdatedAt, role, isCounter, isActive } = session;
  const membership =
    organizationId && organizationName !== null && role !== null && isCounter !== null && isActive !== null
      ? { organizationId, organizationName, logoUpdatedAt, role, isCounter, isActive }
      : undefined;
  const due =
    membership && session.twoFactorRequiredFor !== null && session.ssoCountsAsSecondFactor !== null
      ? enrolmentDue(
          {
            requiredFor: session.twoFactorRequiredFor,
            graceUntil: session.twoFactorGraceUntil,
            role: membership.role,
            enrolled: session.enrolled === true,
            viaSso: session.viaSso,
            ssoCountsAsSecondFactor: session.ssoCountsAsSecondFactor,
          },
          new Date(),
        )
      : { held: false, dueAt: null };
  return toPrincipal(session.sessionId, session, membership, {
    mustEnrol: session.restriction === 'enrol' || due.held,
    twoFactorDueAt: due.dueAt?.toISOString() ?? null,
  });
}

export function toPrincipal(
  sessionId: string,
  user: { userId: string; email: string; fullName: string | null },
  membership: q.MembershipRow | undefined,
  enrolment: { mustEnrol: boolean; twoFactorDueAt: string | null } = {
    mustEnrol: false,
    twoFactorDueAt: null,
  },
): Principal {
  return {
    sessionId,
    userId: user.userId,
    email: user.email,
    fullName: user.fullName,
    organization: membership
      ? {
          id: membership.organizationId,
          name: membership.organizationName,
          logoUpdatedAt: membership.logoUpdatedAt?.toISOString() ?? null,
        }
      : null,
    role: membership?.role ?? null,
    isCounter: membership?.isCounter ?? false,
    ...enrolment,
  };
}
