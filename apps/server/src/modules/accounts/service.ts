import type { SignInRequest, SignUpRequest } from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { afterFirstFactor, refuseIfSsoOnly, type SignInOutcome } from '@/modules/security/service';
import { recordAudit } from '@/platform/audit-log';
import { conflict, forbidden, unauthorized } from '@/platform/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/platform/passwords';
import { type ClientInfo, endSession, findMembership } from '@/platform/session/session';
import {
  assertWithinLimit,
  clearEvents,
  recordEvent,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
} from '@/platform/throttle';
import * as q from './queries';

export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact your administrator.';

/**
 * Spec 000 §8: a wrong email and a wrong password get the same message. Failures count against
 * the account and the address (platform/throttle.ts); while either is over its limit every
 * attempt answers 429 without checking the password, and the account itself is never disabled.
 * A right password leads to the security module's next step: a session, or a second factor due;
 * a member of an organisation that signs in with single sign-on only is refused it (403).
 */
export async function signIn(
  db: Db,
  input: SignInRequest,
  client: ClientInfo,
  deviceToken?: string,
): Promise<SignInOutcome> {
  const address = client.ipAddress ?? 'unknown';
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ADDRESS, address);

  const user = await q.findUserByEmail(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const membership = user ? await findMembership(db, user.id) : undefined;
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
  if (membership) {
    await refuseIfSsoOnly(db, membership, {
      userId: user.id,
      email: user.email,
      ipAddress: client.ipAddress,
    });
  }

  return afterFirstFactor(db, {
    userId: user.id,
    email: user.email,
    firstFactor: 'password',
    way: 'password',
    client,
    deviceToken,
  });
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

/** Ends the session behind this token; the cookie is cleared by the route. */
export async function signOut(db: Db, token: string) {
  await endSession(db, token);
}

/** The user with this email, for sign-in and for accepting an invitation. */
export function findUserByEmail(db: Db | Tx, email: string) {
  return q.findUserByEmail(db, email);
}

/** Creates an account; undefined when the email is taken (a concurrent sign-up included). */
export function createUser(
  db: Db | Tx,
  values: { email: string; passwordHash: string; fullName: string | null },
) {
  return q.insertUser(db, values);
}
