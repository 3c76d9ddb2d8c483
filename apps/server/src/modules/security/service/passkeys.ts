import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { LIMITS, type Passkey, SECURITY_MESSAGES } from '@steward/domain';
import type { Db } from '@/db/client';
import { conflict, invalid, notFound } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import type { ClientInfo, Principal } from '@/platform/session/session';
import { tokenDigest } from '@/platform/tokens';
import * as challenges from '../queries/challenges';
import * as factors from '../queries/factors';
import * as q from '../queries/passkeys';
import * as state from '../queries/sign-in-state';
import { isRequired } from './factors';
import { recordSecurityChange } from './notices';
import { recoveryCodesForFirstFactor } from './recovery-codes';
import { claimedChallenge, PASSKEY_CHALLENGE_MS, RP_NAME, relyingParty } from './webauthn';

/**
 * A member's passkeys on their security page: registering one (WebAuthn's creation ceremony, two
 * requests whose challenge waits in auth_challenges), naming and removing them. Signing in with
 * one is passkey-sign-in.ts.
 */

function toPasskey(row: q.PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/**
 * The options for navigator.credentials.create(): the member's existing passkeys are excluded, so
 * one authenticator is not registered twice; a discoverable credential is preferred, so the
 * passkey can later sign in alone.
 */
export async function registrationOptions(db: Db, principal: Principal, origin: string) {
  const existing = await q.listPasskeys(db, principal.userId);
  if (existing.length >= LIMITS.account.passkeys) throw conflict(SECURITY_MESSAGES.tooManyPasskeys);
  const rp = relyingParty(origin);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: principal.email,
    userDisplayName: principal.fullName ?? principal.email,
    userID: isoUint8Array.fromUTF8String(principal.userId),
    timeout: PASSKEY_CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await challenges.insertChallenge(db, {
    id: tokenDigest(options.challenge),
    purpose: 'passkey_register',
    userId: principal.userId,
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MS),
  });
  return options;
}

/**
 * Verifies the browser's answer to the last options and stores the passkey. The challenge is
 * taken first (single use, this member's only); a failed answer is refused with nothing stored.
 * The member's first second factor comes with recovery codes; the change is audited and emailed.
 */
export async function addPasskey(
  db: Db,
  mailer: Mailer,
  principal: Principal,
  input: { name: string; response: Record<string, unknown> },
  origin: string,
  client: ClientInfo,
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  const claimed = claimedChallenge(input.response);
  const challenge = claimed
    ? await challenges.takeChallenge(db, tokenDigest(claimed), 'passkey_register')
    : undefined;
  if (!challenge?.challenge || challenge.userId !== principal.userId) {
    throw invalid(SECURITY_MESSAGES.challengeExpired);
  }
  const rp = relyingParty(origin);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    // As asked in the options: a security key without a PIN is still a second factor.
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw invalid(SECURITY_MESSAGES.passkeyNotAdded);

  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  if ((await q.listPasskeys(db, principal.userId)).length >= LIMITS.account.passkeys) {
    throw conflict(SECURITY_MESSAGES.tooManyPasskeys);
  }
  const stored = await q.insertPasskey(db, {
    userId: principal.userId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name: input.name,
  });
  if (!stored) throw conflict(SECURITY_MESSAGES.passkeyRegistered);

  const recoveryCodes = await recoveryCodesForFirstFactor(db, principal.userId);
  await recordSecurityChange(db, mailer, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'passkey_added',
    detail: stored.name,
    ipAddress: client.ipAddress,
    email: {
      subject: 'A passkey was added to your Steward account',
      text: `The passkey "${stored.name}" was added to your Steward account. It can now be used to sign in.`,
    },
  });
  return { passkey: toPasskey(stored), recoveryCodes };
}

export async function renamePasskey(db: Db, principal: Principal, id: string, name: string) {
  const row = await q.renamePasskey(db, principal.userId, id, name);
  if (!row) throw notFound(SECURITY_MESSAGES.passkeyNotFound);
  return toPasskey(row);
}

/** Removes one of the member's passkeys (another member's is not found); audited and emailed. */
export async function removePasskey(
  db: Db,
  mailer: Mailer,
  principal: Principal,
  id: string,
  client: ClientInfo,
) {
  // As removing the authenticator app: the last second factor cannot go while the organisation
  // requires one, and once none is left the recovery codes go too (a next enrolment gives new ones).
  const required = await isRequired(db, principal.userId);
  const { removed, lastFactor } = await db.transaction(async (tx) => {
    const removed = await q.deletePasskey(tx, principal.userId, id);
    if (!removed) throw notFound(SECURITY_MESSAGES.passkeyNotFound);
    const left = await state.secondFactorsOf(tx, principal.userId);
    const lastFactor = !left.totp && left.passkeys === 0;
    if (lastFactor && required) throw conflict(SECURITY_MESSAGES.lastRequiredFactor);
    if (lastFactor) await factors.deleteRecoveryCodes(tx, principal.userId);
    return { removed, lastFactor };
  });
  await recordSecurityChange(db, mailer, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'passkey_removed',
    detail: lastFactor
      ? `${removed.name}; no second factor is left, the recovery codes were deleted`
      : removed.name,
    ipAddress: client.ipAddress,
    email: {
      subject: 'A passkey was removed from your Steward account',
      text: `The passkey "${removed.name}" was removed from your Steward account and can no longer be used to sign in.`,
    },
  });
}
