import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { secretsInOrder } from './secret-box';

/**
 * What a signed link grants: one stored object, served under this name and type, until `expires`,
 * on the authority of the member who made it (whose access the server may check when it is used).
 */
export interface FileGrant {
  storageKey: string;
  /** The organisation the object belongs to, and the member who made the link. */
  organizationId: string;
  madeBy: string;
  filename: string;
  contentType: string;
  disposition: 'inline' | 'attachment';
  /** Bytes, so serving needs no database lookup. */
  size: number;
  /** Unix seconds. */
  expires: number;
}

const grantSchema = z.object({
  k: z.string(),
  o: z.uuid(),
  m: z.uuid(),
  n: z.string(),
  t: z.string(),
  d: z.enum(['inline', 'attachment']),
  s: z.number().int().min(0),
  e: z.number().int(),
});

export type LinkCheck = { ok: true; grant: FileGrant } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Links to stored files that Steward serves itself (from local disk, or from S3 when each use must
 * be checked): the grant, then an HMAC-SHA256 over it with a key derived from APP_SECRET. Nothing
 * is stored per link, so any process can check one. Links are signed with APP_SECRET's key and
 * verify with it or with the key of any APP_SECRET_PREVIOUS, so a link made before a rotation
 * (emailed links live 7 days) keeps working until its old secret is removed from the list, which
 * revokes it.
 */
export class FileLinkSigner {
  /** The current key first. */
  private readonly keys: Buffer[];

  /** `previousSecrets`: APP_SECRET_PREVIOUS, accepted for verifying, never used for signing. */
  constructor(appSecret: string, previousSecrets: readonly string[] = []) {
    this.keys = secretsInOrder(appSecret, previousSecrets).map((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'steward', 'file links v1', 32)),
    );
  }

  private mac(payload: string, key: Buffer): Buffer {
    return createHmac('sha256', key).update(payload).digest();
  }

  private signedByKnownKey(payload: string, signature: string): boolean {
    const given = Buffer.from(signature, 'base64url');
    return this.keys.some((key) => {
      const expected = this.mac(payload, key);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  }

  sign(grant: FileGrant): string {
    const payload = Buffer.from(
      JSON.stringify({
        k: grant.storageKey,
        o: grant.organizationId,
        m: grant.madeBy,
        n: grant.filename,
        t: grant.contentType,
        d: grant.disposition,
        s: grant.size,
        e: grant.expires,
      }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload, this.keys[0] as Buffer).toString('base64url')}`;
  }

  verify(token: string, now = Date.now()): LinkCheck {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    if (!this.signedByKnownKey(payload, signature)) return { ok: false, reason: 'invalid' };
    let parsed: z.infer<typeof grantSchema>;
    try {
      parsed = grantSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (parsed.e * 1000 <= now) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      grant: {
        storageKey: parsed.k,
        organizationId: parsed.o,
        madeBy: parsed.m,
        filename: parsed.n,
        contentType: parsed.t,
        disposition: parsed.d,
        size: parsed.s,
        expires: parsed.e,
      },
    };
  }
}
