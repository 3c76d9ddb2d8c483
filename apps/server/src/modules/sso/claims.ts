import { LIMITS, type SsoProvider } from '@steward/domain';

/** The ID token's claims Steward reads (openid-client has checked its signature, iss, aud, nonce, exp). */
export interface SignOnClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  xms_edov?: unknown;
  name?: unknown;
}

/**
 * The email address the provider vouches for, lower-cased, or null when it vouches for none. Only
 * such an email may link a sign-on to an existing Steward account or match an invitation:
 * - Google: `email_verified` true (set for Gmail and for Workspace accounts of verified domains);
 * - Microsoft: `xms_edov` true, the optional claim saying the tenant has verified the email's
 *   domain (add it to the app registration's token configuration), or `email_verified` true.
 *   Entra ID's `email` alone is whatever a tenant's admin typed, any domain at all, so it never
 *   links by itself (the "nOAuth" account takeover).
 */
export function verifiedEmail(provider: SsoProvider, claims: SignOnClaims): string | null {
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) return null;
  const verified = claims.email_verified === true || (provider === 'microsoft' && claims.xms_edov === true);
  return verified ? claims.email.trim().toLowerCase() : null;
}

/** The person's name as the provider gives it, for an account made by accepting an invitation. */
export function nameOf(claims: SignOnClaims): string | null {
  if (typeof claims.name !== 'string') return null;
  const name = claims.name.trim().slice(0, LIMITS.account.fullName);
  return name === '' ? null : name;
}
