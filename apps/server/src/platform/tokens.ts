import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for a cookie or a link, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not hand out sessions. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
