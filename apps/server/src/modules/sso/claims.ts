import { LIMITS, type SsoProvider } from '@steward/domain';

/**
 * The claims Steward reads: the ID token's (openid-client has checked its signature, iss, aud,
 * nonce, exp), with the email from UserInfo when the ID token does not carry it (withUserInfo).
 */
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
 *   links by itself (the "nOAuth" account takeover);
 * - a standard provider (OIDC_ISSUER): `email_verified` true, as OpenID Connect Core §5.1 defines it.
 */
export function verifiedEmail(provider: SsoProvider, claims: SignOnClaims): string | null {
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) return null;
  const verified = claims.email_verified === true || (provider === 'microsoft' && claims.xms_edov === true);
  return verified ? claims.email.trim().toLowerCase() : null;
}

/**
 * Whether the ID token says which email the provider vouches for: its `email` with
 * `email_verified` (or Microsoft's `xms_edov`). OpenID Connect Core §5.4 puts them at UserInfo
 * for the code flow, and a standard provider (oidc-provider, Keycloak with its defaults) leaves
 * them out of the ID token, so Steward then asks UserInfo.
 */
export function idTokenNamesEmail(provider: SsoProvider, idToken: SignOnClaims): boolean {
  if (idToken.email === undefined) return false;
  return idToken.email_verified !== undefined || (provider === 'microsoft' && idToken.xms_edov !== undefined);
}

/**
 * The ID token's claims with UserInfo's email. The email and whether it is verified come together
 * from UserInfo, never one from each: `xms_edov` speaks of the ID token's email, so it is dropped.
 * openid-client has checked that UserInfo's `sub` is the ID token's (Core §5.3.4).
 */
export function withUserInfo(
  idToken: SignOnClaims,
  userInfo: { email?: unknown; email_verified?: unknown; name?: unknown },
): SignOnClaims {
  return {
    sub: idToken.sub,
    email: userInfo.email,
    email_verified: userInfo.email_verified,
    name: idToken.name ?? userInfo.name,
  };
}

/** The person's name as the provider gives it, for an account made by accepting an invitation. */
export function nameOf(claims: SignOnClaims): string | null {
  if (typeof claims.name !== 'string') return null;
  const name = claims.name.trim().slice(0, LIMITS.account.fullName);
  return name === '' ? null : name;
}
