import type { WebAuthnCredential } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyRow } from '../queries/passkeys';

/** The relying party's name that browsers show beside a passkey. */
export const RP_NAME = 'Steward';

/**
 * How long the browser may take to answer a passkey request, and how long its challenge is kept:
 * WebAuthn's recommended range for a prompt that may ask for a PIN or a fingerprint.
 */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/**
 * Who a passkey is bound to. The origin is Steward's own (PUBLIC_URL, else the request's host,
 * which the CSRF check has matched to the browser's Origin); @simplewebauthn/server refuses an
 * answer signed for any other origin or relying party, which is what makes a passkey resist
 * phishing: a look-alike site gets an answer that Steward never accepts.
 */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export function relyingParty(origin: string): RelyingParty {
  return { origin, rpID: new URL(origin).hostname };
}

/**
 * The challenge a browser's answer says it answers (from its clientDataJSON), to find the stored
 * challenge by; null when the answer is not even readable. The library checks it again in full.
 */
export function claimedChallenge(response: Record<string, unknown>): string | null {
  const inner = response.response;
  if (typeof inner !== 'object' || inner === null) return null;
  const clientDataJSON = (inner as Record<string, unknown>).clientDataJSON;
  if (typeof clientDataJSON !== 'string' || !isoBase64URL.isBase64URL(clientDataJSON)) return null;
  try {
    const { challenge } = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/** The credential id an answer names (`id`), or null. */
export function claimedCredentialId(response: Record<string, unknown>): string | null {
  return typeof response.id === 'string' && response.id.length > 0 ? response.id : null;
}

/**
 * The user handle a passkey carries: the user's id, which identifies nobody outside Steward
 * (WebAuthn asks that it hold no email or name).
 */
export function userHandleOf(userId: string): string {
  return isoBase64URL.fromUTF8String(userId);
}

/** A stored passkey as @simplewebauthn/server verifies an answer against it. */
export function toCredential(row: PasskeyRow): WebAuthnCredential {
  return {
    id: row.credentialId,
    publicKey: isoBase64URL.toBuffer(row.publicKey),
    counter: row.counter,
    // Stored as the library reported them at registration.
    transports: row.transports as WebAuthnCredential['transports'],
  };
}
