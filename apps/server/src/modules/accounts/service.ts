import type { Role, SessionResponse, SignInRequest, SignUpRequest } from '@steward/domain';
import type { Db } from '../../db/client';
import { conflict, forbidden, unauthorized } from '../../platform/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import { newToken, tokenDigest } from '../../platform/tokens';
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
  organization: { id: string; name: string } | null;
  role: Role | null;
}

export function toSessionResponse(principal: Principal): SessionResponse {
  return {
    user: { id: principal.userId, email: principal.email, fullName: principal.fullName },
    organization: principal.organization,
    role: principal.role,
  };
}

interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Spec 000 §8: a wrong email and a wrong password get the same message. */
export async function signIn(db: Db, input: SignInRequest, client: ClientInfo) {
  const user = await q.findUserByEmail(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw unauthorized('Invalid email or password');

  const membership = await q.findMembership(db, user.id);
  if (membership && !membership.isActive) {
    throw forbidden('Your account has been deactivated. Please contact your administrator.');
  }

  await q.deleteExpiredSessions(db, user.id);
  const token = newToken();
  const sessionId = tokenDigest(token);
  await q.insertSession(db, {
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    ...client,
  });
  await q.recordLogin(db, user.id);
  return { token, principal: toPrincipal(sessionId, { ...user, userId: user.id }, membership) };
}

export async function signUp(db: Db, input: SignUpRequest) {
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
  const membership = await q.findMembership(db, session.userId);
  if (membership && !membership.isActive) {
    await q.deleteSession(db, sessionId);
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
    organization: membership ? { id: membership.organizationId, name: membership.organizationName } : null,
    role: membership?.role ?? null,
  };
}
