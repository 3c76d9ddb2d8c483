import type { Role, SessionResponse, SignInRequest, SignUpRequest } from '@steward/domain';
import type { Db } from '@/db/client';
import { recordAudit } from '@/modules/audit/service';
import { conflict, forbidden, unauthorized } from '@/platform/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/platform/passwords';
import {
  assertWithinLimit,
  clearEvents,
  recordEvent,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
} from '@/platform/throttle';
import { newToken, tokenDigest } from '@/platform/tokens';
import * as q from './queries';

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
}

export function toSessionResponse(principal: Principal): SessionResponse {
  return {
    user: { id: principal.userId, email: principal.email, fullName: principal.fullName },
    organization: principal.organization,
    role: principal.role,
  };
}

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact your administrator.';

/**
 * Spec 000 §8: a wrong email and a wrong password get the same message. Failures count against
 * the account and the address (platform/throttle.ts); while either is over its limit every
 * attempt answers 429 without checking the password, and the account itself is never disabled.
 */
export async function signIn(db: Db, input: SignInRequest, client: ClientInfo) {
  const address = client.ipAddress ?? 'unknown';
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ADDRESS, address);

  const user = await q.findUserByEmail(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const membership = user ? await q.findMembership(db, user.id) : undefined;
  if (!user || !ok) {
    await recordEvent(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
    await recordEvent(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
    if (user && membership) {
      await recordAudit(db, {
        organizationId: membership.organizationId,
        actorId: user.id,
        action: 'sign_in_failed',
        target: user.email,
        detail: 'Wrong password',
        ipAddress: client.ipAddress,
      });
    }
    throw unauthorized('Invalid email or password');
  }
  await clearEvents(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
  if (membership && !membership.isActive) throw forbidden(DEACTIVATED_MESSAGE);

  const session = await startSession(db, user.id, client);
  if (membership) {
    await recordAudit(db, {
      organizationId: membership.organizationId,
      actorId: user.id,
      action: 'sign_in',
      target: user.email,
      ipAddress: client.ipAddress,
    });
  }
  return {
    token: session.token,
    principal: toPrincipal(session.id, { ...user, userId: user.id }, membership),
  };
}

/** A new session for a user whose credentials were just proven; records last_login. */
export async function startSession(db: Db, userId: string, client: ClientInfo) {
  await q.deleteExpiredSessions(db, userId);
  const token = newToken();
  const id = tokenDigest(token);
  await q.insertSession(db, { id, userId, expiresAt: new Date(Date.now() + SESSION_IDLE_MS), ...client });
  await q.recordLogin(db, userId);
  return { token, id };
}

/** The principal of a session that was just started (after sign-in or accepting an invitation). */
export async function principalFor(db: Db, sessionId: string, userId: string): Promise<Principal> {
  const user = await q.findUserById(db, userId);
  if (!user) throw unauthorized();
  return toPrincipal(sessionId, { ...user, userId }, await q.findMembership(db, userId));
}

export async function signUp(db: Db, input: SignUpRequest, client: ClientInfo) {
  const address = client.ipAddress ?? 'unknown';
  await assertWithinLimit(db, SIGN_UPS_PER_ADDRESS, address);
  await recordEvent(db, SIGN_UPS_PER_ADDRESS, address);
  const passwordHash = await hashPassword(input.password);
  const created = await q.insertUser(db, { email: input.email, passwordHash, fullName: input.fullName });
  if (!created) throw conflict('An account with this email already exists');
  return created;
}

export async function signOut(db: Db, token: string) {
  await q.deleteSession(db, tokenDigest(token));
}

/**
 * The principal behind a session cookie, or null when the session is unknown, expired, or its
 * member has been deactivated (deactivation ends every session at once).
 */
export async function resolveSession(db: Db, token: string): Promise<Principal | null> {
  const sessionId = tokenDigest(token);
  const session = await q.findLiveSession(db, sessionId);
  if (!session) return null;
  const { organizationId, organizationName, logoUpdatedAt, role, isActive } = session;
  const membership =
    organizationId && organizationName !== null && role !== null && isActive !== null
      ? { organizationId, organizationName, logoUpdatedAt, role, isActive }
      : undefined;
  if (membership && !membership.isActive) {
    await q.deleteSessionsOfUser(db, session.userId);
    return null;
  }
  if (Date.now() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await q.extendSession(db, sessionId, new Date(Date.now() + SESSION_IDLE_MS));
  }
  return toPrincipal(sessionId, session, membership);
}

function toPrincipal(
  sessionId: string,
  user: { userId: string; email: string; fullName: string | null },
  membership: Awaited<ReturnType<typeof q.findMembership>>,
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
  };
}
