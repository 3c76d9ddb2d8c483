import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a signed link grants: one stored object, served under this name and type, until `expires`. */
export interface FileGrant {
  storageKey: string;
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
  n: z.string(),
  t: z.string(),
  d: z.enum(['inline', 'attachment']),
  s: z.number().int().min(0),
  e: z.number().int(),
});

export type LinkCheck = { ok: true; grant: FileGrant } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Links to stored files that Steward serves itself (local disk): the grant, then an HMAC-SHA256
 * over it with a key derived from APP_SECRET. Nothing is stored per link, so any process can check
 * one, and changing APP_SECRET revokes them all.
 */
export class FileLinkSigner {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'steward', 'file links v1', 32));
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  sign(grant: FileGrant): string {
    const payload = Buffer.from(
      JSON.stringify({
        k: grant.storageKey,
        n: grant.filename,
        t: grant.contentType,
        d: grant.disposition,
        s: grant.size,
        e: grant.expires,
      }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  verify(token: string, now = Date.now()): LinkCheck {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
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
        filename: parsed.n,
        contentType: parsed.t,
        disposition: parsed.d,
        size: parsed.s,
        expires: parsed.e,
      },
    };
  }
}
