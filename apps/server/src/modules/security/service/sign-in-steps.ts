import {
  enrolmentDue,
  PENDING_SIGN_IN_MINUTES,
  SECURITY_MESSAGES,
  type SecondFactorMethod,
  type SecondFactorRequired,
  SSO_ERRORS,
  TRUSTED_DEVICE_DAYS,
} from '@steward/domain';
import type { Db } from '@/db/client';
import { recordAudit } from '@/platform/audit-log';
import { forbidden, unauthorized } from '@/platform/errors';
import {
  type ClientInfo,
  findMembership,
  type Principal,
  principalFor,
  startSession,
} from '@/platform/session/session';
import { newToken, tokenDigest } from '@/platform/tokens';
import * as challenges from '../queries/challenges';
import * as state from '../queries/sign-in-state';

/**
 * The steps of a sign-in after its first factor (a password, or a single sign-on) was proven:
 *
 * 1. a member with a second factor gets no session yet but a pending sign-in (a random token in an
 *    HttpOnly cookie, its SHA-256 in auth_challenges, PENDING_SIGN_IN_MINUTES long), unless this
 *    browser is a device they asked to be remembered, or the sign-on was single sign-on and the
 *    organisation counts that as the second factor;
 * 2. the second factor (an authenticator code, a passkey, a recovery code) completes the pending
 *    sign-in into a session;
 * 3. a member without one whom the organisation's policy requires to have one gets a session that
 *    reaches only the enrolment (sessions.restriction), unless the rule's grace still runs; the
 *    same rule holds sessions already open at their next request (platform/session).
 *
 * Every way in (password, single sign-on, an accepted invitation, a passkey alone) ends here, so
 * none can skip the second factor.
 */

export type FirstFactor = 'password' | 'sso';

export type SignInOutcome =
  | { kind: 'session'; token: string; principal: Principal }
  | { kind: 'second_factor'; pendingToken: string; challenge: SecondFactorRequired };

/** How the sign-in was completed, as the audit log's "Signed in" entry says it. */
export type SignInWay =
  | 'password'
  | 'google'
  | 'microsoft'
  | 'oidc'
  | 'invitation'
  | 'passkey'
  | 'totp'
  | 'recovery_code'
  | 'remembered_device'
  | 'enrolment';

const WAY_DETAIL: Record<SignInWay, string | null> = {
  password: null,
  google: 'With Google',
  microsoft: 'With Microsoft',
  oidc: 'With single sign-on',
  invitation: 'By accepting an invitation',
  passkey: 'With a passkey',
  totp: 'With an authenticator app code',
  recovery_code: 'With a recovery code',
  remembered_device: 'On a remembered device',
  enrolment: 'After setting up two-step verification',
};

/**
 * Decides what a proven first factor leads to. `deviceToken`: the remembered-device cookie, if the
 * browser sent one. `way`: how the first factor was proven, for the audit log.
 */
export async function afterFirstFactor(
  db: Db,
  input: {
    userId: string;
    email: string;
    firstFactor: FirstFactor;
    way: SignInWay;
    client: ClientInfo;
    deviceToken?: string | undefined;
  },
): Promise<SignInOutcome> {
  const membership = await findMembership(db, input.userId);
  if (membership && !membership.isActive) throw forbidden(SSO_ERRORS.deactivated);
  const policy = membership ? await state.policyOf(db, membership.organizationId) : undefined;
  const viaSso = input.firstFactor === 'sso';
  if (viaSso && policy?.ssoCountsAsSecondFactor) {
    return {
      kind: 'session',
      ...(await startSignedInSession(db, input.userId, input.client, input.way, { viaSso })),
    };
  }

  const factors = await state.secondFactorsOf(db, input.userId);
  if (factors.totp || factors.passkeys > 0) {
    if (input.deviceToken) {
      const device = await state.findTrustedDevice(db, tokenDigest(input.deviceToken), input.userId);
      if (device) {
        await state.touchTrustedDevice(db, device.id);
        return {
          kind: 'session',
          ...(await startSignedInSession(db, input.userId, input.client, 'remembered_device', { viaSso })),
        };
      }
    }
    const pendingToken = newToken();
    await challenges.insertChallenge(db, {
      id: tokenDigest(pendingToken),
      purpose: 'second_factor',
      userId: input.userId,
      data: { firstFactor: input.firstFactor },
      expiresAt: new Date(Date.now() + PENDING_SIGN_IN_MINUTES * 60_000),
    });
    return {
      kind: 'second_factor',
      pendingToken,
      challenge: { secondFactor: { methods: methodsOf(factors), email: input.email } },
    };
  }

  const held =
    membership !== undefined &&
    policy !== undefined &&
    enrolmentDue(
      {
        requiredFor: policy.twoFactorRequiredFor,
        graceUntil: policy.twoFactorGraceUntil,
        role: membership.role,
        enrolled: false,
        viaSso,
        ssoCountsAsSecondFactor: policy.ssoCountsAsSecondFactor,
      },
      new Date(),
    ).held;
  return {
    kind: 'session',
    ...(await startSignedInSession(db, input.userId, input.client, input.way, {
      restriction: held ? 'enrol' : null,
      viaSso,
    })),
  };
}

function methodsOf(factors: Awaited<ReturnType<typeof state.secondFactorsOf>>): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push('totp');
  if (factors.passkeys > 0) methods.push('passkey');
  if (factors.recoveryRemaining > 0) methods.push('recovery_code');
  return methods;
}

export interface PendingSignIn {
  /** The SHA-256 of the pending cookie's token (the auth_challenges row). */
  id: string;
  userId: string;
  firstFactor: FirstFactor;
  /** The WebAuthn challenge, once a passkey was asked for. */
  webauthnChallenge: string | null;
}

/** The live pending sign-in behind the cookie's token; 401 "This sign-in has expired" otherwise. */
export async function readPendingSignIn(db: Db, pendingToken: string | undefined): Promise<PendingSignIn> {
  const row = pendingToken
    ? await challenges.findChallenge(db, tokenDigest(pendingToken), 'second_factor')
    : undefined;
  if (!row?.userId) throw unauthorized(SECURITY_MESSAGES.pendingExpired);
  return {
    id: row.id,
    userId: row.userId,
    firstFactor: row.data.firstFactor === 'sso' ? 'sso' : 'password',
    webauthnChallenge: row.challenge,
  };
}

/** What the second step offers, for a browser that comes back to it (after single sign-on). */
export async function pendingChallenge(db: Db, pending: PendingSignIn): Promise<SecondFactorRequired> {
  const user = await principalFor(db, pending.id, pending.userId);
  const factors = await state.secondFactorsOf(db, pending.userId);
  return { secondFactor: { methods: methodsOf(factors), email: user.email } };
}

/** Keeps a passkey challenge with the pending sign-in it was asked for. */
export async function attachWebauthnChallenge(db: Db, pending: PendingSignIn, challenge: string) {
  await challenges.setChallengeValue(db, pending.id, challenge);
}

/**
 * Completes a pending sign-in whose second factor the caller has just verified: the pending row is
 * taken (so it completes at most once), the session starts and, when asked, this browser is
 * remembered for TRUSTED_DEVICE_DAYS (the token for the device cookie is returned).
 */
export async function completePendingSignIn(
  db: Db,
  pending: PendingSignIn,
  client: ClientInfo,
  options: { via: 'totp' | 'passkey' | 'recovery_code'; rememberDevice: boolean },
): Promise<{ token: string; principal: Principal; deviceToken: string | null }> {
  const taken = await challenges.takeChallenge(db, pending.id, 'second_factor');
  if (!taken) throw unauthorized(SECURITY_MESSAGES.pendingExpired);
  let deviceToken: string | null = null;
  if (options.rememberDevice) {
    deviceToken = newToken();
    await state.insertTrustedDevice(db, {
      tokenHash: tokenDigest(deviceToken),
      userId: pending.userId,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      expiresAt: new Date(Date.now() + TRUSTED_DEVICE_DAYS * 24 * 60 * 60_000),
    });
  }
  const session = await startSignedInSession(db, pending.userId, client, options.via, {
    viaSso: pending.firstFactor === 'sso',
  });
  return { ...session, deviceToken };
}

/**
 * Starts the session of a completed sign-in and writes the organisation's "Signed in" entry (a
 * user without an organisation has no audit log). `restriction: 'enrol'` for a member who must
 * still set up a second factor; `viaSso` when the first factor was a single sign-on.
 */
export async function startSignedInSession(
  db: Db,
  userId: string,
  client: ClientInfo,
  way: SignInWay,
  options: { restriction?: 'enrol' | null; viaSso?: boolean } = {},
): Promise<{ token: string; principal: Principal }> {
  const session = await startSession(db, userId, client, options);
  const principal = await principalFor(db, session.id, userId);
  if (principal.organization) {
    await recordAudit(db, {
      organizationId: principal.organization.id,
      actorId: userId,
      action: 'sign_in',
      target: principal.email,
      detail: WAY_DETAIL[way],
      ipAddress: client.ipAddress,
    });
  }
  return { token: session.token, principal };
}
