import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { type PasskeySignInRequest, SECURITY_MESSAGES, SSO_ERRORS } from '@steward/domain';
import type { Db } from '@/db/client';
import { recordAudit } from '@/platform/audit-log';
import { forbidden, unauthorized } from '@/platform/errors';
import { type ClientInfo, findMembership, type Principal, principalFor } from '@/platform/session/session';
import {
  assertWithinLimit,
  clearEvents,
  recordEvent,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  type ThrottleRule,
} from '@/platform/throttle';
import { tokenDigest } from '@/platform/tokens';
import * as challenges from '../queries/challenges';
import * as q from '../queries/passkeys';
import { policyOf } from '../queries/sign-in-state';
import {
  attachWebauthnChallenge,
  completePendingSignIn,
  readPendingSignIn,
  startSignedInSession,
} from './sign-in-steps';
import {
  claimedChallenge,
  claimedCredentialId,
  PASSKEY_CHALLENGE_MS,
  type RelyingParty,
  relyingParty,
  toCredential,
  userHandleOf,
} from './webauthn';

/**
 * Signing in with a passkey, two ways:
 * - `second_factor`: after a password (or single sign-on), the pending sign-in's member proves
 *   the second factor with one of their own passkeys; the challenge waits on the pending sign-in;
 * - `sign_in`: a passkey alone. The browser offers any discoverable passkey of this site, the
 *   credential says whose it is, and user verification (a PIN or a fingerprint on the device) is
 *   required, so the passkey is two factors by itself and the organisation's two-step policy is
 *   met. The challenge waits in its own row (no cookie yet), found by its SHA-256.
 * Either way a challenge answers once, failures count against the sign-in throttle like wrong
 * passwords and codes, and the stored counter must grow (a cloned authenticator shows itself).
 */

export type PasskeyPurpose = PasskeySignInRequest['purpose'];

/**
 * Challenges handed to browsers not yet signed in, per address: each is a row until it expires,
 * so asking for them in bulk is refused.
 */
const SIGN_IN_CHALLENGES_PER_ADDRESS: ThrottleRule = {
  bucket: 'passkey_challenge_address',
  max: 30,
  windowMinutes: 15,
};

export interface PasskeyRequestContext {
  /** The pending cookie's token (second_factor). */
  pendingToken: string | undefined;
  origin: string;
  client: ClientInfo;
}

/** The options for navigator.credentials.get(). */
export async function signInOptions(db: Db, purpose: PasskeyPurpose, context: PasskeyRequestContext) {
  const rp = relyingParty(context.origin);
  if (purpose === 'second_factor') {
    const pending = await readPendingSignIn(db, context.pendingToken);
    const own = await q.listPasskeys(db, pending.userId);
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_MS,
    });
    await attachWebauthnChallenge(db, pending, options.challenge);
    return options;
  }
  const address = addressOf(context.client);
  await assertWithinLimit(db, SIGN_IN_CHALLENGES_PER_ADDRESS, address);
  await recordEvent(db, SIGN_IN_CHALLENGES_PER_ADDRESS, address);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await challenges.insertChallenge(db, {
    id: tokenDigest(options.challenge),
    purpose: 'passkey_sign_in',
    userId: null,
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MS),
  });
  return options;
}

export interface PasskeySignedIn {
  token: string;
  principal: Principal;
  /** The remembered device's token, when the member asked for it at the second step. */
  deviceToken: string | null;
}

/** Verifies the browser's answer and completes the sign-in; 401 with the reason otherwise. */
export function verifyPasskeySignIn(
  db: Db,
  input: { purpose: PasskeyPurpose; response: Record<string, unknown>; rememberDevice: boolean },
  context: PasskeyRequestContext,
): Promise<PasskeySignedIn> {
  return input.purpose === 'second_factor'
    ? verifySecondFactor(db, input.response, input.rememberDevice, context)
    : verifyPasskeyAlone(db, input.response, context);
}

async function verifySecondFactor(
  db: Db,
  response: Record<string, unknown>,
  rememberDevice: boolean,
  context: PasskeyRequestContext,
): Promise<PasskeySignedIn> {
  const pending = await readPendingSignIn(db, context.pendingToken);
  const user = await principalFor(db, '', pending.userId);
  const address = addressOf(context.client);
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ACCOUNT, user.email);
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
  const refuse = async (message: string) => {
    await recordEvent(db, SIGN_IN_FAILURES_PER_ACCOUNT, user.email);
    await recordEvent(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
    await auditFailure(db, user, context.client);
    return unauthorized(message);
  };

  const challenge = pending.webauthnChallenge;
  if (!challenge || !(await q.takePendingWebauthnChallenge(db, pending.id, challenge))) {
    throw await refuse(SECURITY_MESSAGES.challengeExpired);
  }
  const credentialId = claimedCredentialId(response);
  const passkey = credentialId ? await q.findByCredentialId(db, credentialId) : undefined;
  if (!passkey || passkey.userId !== pending.userId) throw await refuse(SECURITY_MESSAGES.passkeyUnknown);
  // A second factor after a password: the user's presence is enough, as the options asked.
  const verified = await verifyAnswer(response, passkey, challenge, relyingParty(context.origin), false);
  if (!verified) throw await refuse(SECURITY_MESSAGES.passkeyFailed);

  await q.recordPasskeyUse(db, passkey.id, verified.newCounter, verified.credentialBackedUp);
  await clearEvents(db, SIGN_IN_FAILURES_PER_ACCOUNT, user.email);
  return completePendingSignIn(db, pending, context.client, { via: 'passkey', rememberDevice });
}

async function verifyPasskeyAlone(
  db: Db,
  response: Record<string, unknown>,
  context: PasskeyRequestContext,
): Promise<PasskeySignedIn> {
  // Per address only: nobody is named yet, and a passkey's signature cannot be guessed, so a
  // password-guessing lock on the account does not shut its owner's passkey out.
  const address = addressOf(context.client);
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
  const refuse = async (message: string, user?: Principal) => {
    await recordEvent(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
    if (user) await auditFailure(db, user, context.client);
    return unauthorized(message);
  };

  const claimed = claimedChallenge(response);
  const challenge = claimed
    ? await challenges.takeChallenge(db, tokenDigest(claimed), 'passkey_sign_in')
    : undefined;
  if (!challenge?.challenge) throw await refuse(SECURITY_MESSAGES.challengeExpired);
  const credentialId = claimedCredentialId(response);
  const passkey = credentialId ? await q.findByCredentialId(db, credentialId) : undefined;
  if (!passkey) throw await refuse(SECURITY_MESSAGES.passkeyUnknown);
  const user = await principalFor(db, '', passkey.userId);
  const verified =
    userHandleMatches(response, passkey.userId) &&
    (await verifyAnswer(response, passkey, challenge.challenge, relyingParty(context.origin), true));
  if (!verified) throw await refuse(SECURITY_MESSAGES.passkeyFailed, user);

  const membership = await findMembership(db, passkey.userId);
  if (membership && !membership.isActive) throw forbidden(SSO_ERRORS.deactivated);
  // An organisation that signs in with single sign-on only keeps every other way in shut but the
  // master admin's (their way back in should the provider fail), as passwords are.
  if (membership && membership.role !== 'master_admin') {
    const policy = await policyOf(db, membership.organizationId);
    if (policy?.ssoOnly) throw forbidden(SECURITY_MESSAGES.ssoOnly);
  }
  await q.recordPasskeyUse(db, passkey.id, verified.newCounter, verified.credentialBackedUp);
  await clearEvents(db, SIGN_IN_FAILURES_PER_ACCOUNT, user.email);
  const session = await startSignedInSession(db, passkey.userId, context.client, 'passkey');
  return { ...session, deviceToken: null };
}

/**
 * @simplewebauthn/server's checks: the challenge, the origin and relying party (phishing), user
 * presence (and verification when asked), the signature, and a counter that must grow unless it
 * stays 0. Null when any fails: the reason is not the caller's business.
 */
async function verifyAnswer(
  response: Record<string, unknown>,
  passkey: q.PasskeyRow,
  expectedChallenge: string,
  rp: RelyingParty,
  requireUserVerification: boolean,
) {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: toCredential(passkey),
      requireUserVerification,
    });
    return result.verified ? result.authenticationInfo : null;
  } catch {
    return null;
  }
}

/** A passkey alone must be the one made for this user (its user handle, when the browser sends it). */
function userHandleMatches(response: Record<string, unknown>, userId: string): boolean {
  const inner = response.response as Record<string, unknown> | undefined;
  const handle = inner?.userHandle;
  return handle === undefined || handle === null || handle === userHandleOf(userId);
}

async function auditFailure(db: Db, user: Principal, client: ClientInfo) {
  const membership = await findMembership(db, user.userId);
  if (!membership) return;
  await recordAudit(db, {
    organizationId: membership.organizationId,
    actorId: user.userId,
    action: 'sign_in_failed',
    target: user.email,
    detail: 'Passkey not accepted',
    ipAddress: client.ipAddress,
  });
}

function addressOf(client: ClientInfo) {
  return client.ipAddress ?? 'unknown';
}
