import { PRODUCT_NAME, SECURITY_MESSAGES, type TotpSetup } from '@steward/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '@/db/client';
import { conflict } from '@/platform/errors';
import { SecretBox } from '@/platform/secret-box';
import * as q from '../queries/factors';

/**
 * The authenticator app (TOTP, RFC 6238) through otpauth: SHA-1, 6 digits, 30-second steps, as
 * every authenticator app reads an otpauth:// QR code. A code is accepted within one step of clock
 * drift either way, and once: the step of the last accepted code is kept (user_totp.last_used_step)
 * and a code of that step or an earlier one is refused, so a code seen over a shoulder or in a
 * phishing proxy's log cannot be played again (ASVS V2.8.4).
 */

/** The issuer when nothing names the installation: no PUBLIC_URL, and no organisation yet. */
const DEFAULT_ISSUER = PRODUCT_NAME;

/** The secrets are sealed with APP_SECRET; the app and `npm run rotate-secret` derive the same key. */
export function totpSecretBox(appSecret: string, previousSecrets: readonly string[] = []): SecretBox {
  return new SecretBox(appSecret, 'totp secret', previousSecrets);
}

/** The issuer and label only name the code in the app (the QR code's URL): checking one needs neither. */
function totpOf(secret: Secret, account = { issuer: '', label: '' }) {
  return new TOTP({ ...account, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

/**
 * Who the authenticator app lists the code under: this installation, so that two Steward servers
 * (a diocese's and a parish's own) are two entries, not one "Steward" the member cannot tell
 * apart. PUBLIC_URL's host name when set (without its port: Google Authenticator's Key Uri Format
 * allows no colon in an issuer), else the member's organisation's name, else the product's.
 */
export function totpIssuer(publicUrl: URL | null, organizationName: string | null | undefined): string {
  const name = publicUrl?.hostname || organizationName?.replaceAll(':', ' ').replace(/\s+/g, ' ').trim();
  return name || DEFAULT_ISSUER;
}

/**
 * The otpauth URL as a QR code (an SVG document), with the 4-module quiet zone ISO/IEC 18004
 * asks for: with less, a scanner may not tell the code's edge from what is around it.
 */
export function totpQrSvg(otpauthUrl: string): Promise<string> {
  return QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/**
 * A new secret for the member's authenticator app, not a second factor until a code of it is
 * confirmed; it replaces a secret set up before and never confirmed. 409 while one is confirmed:
 * removing it is a change of its own, audited and emailed.
 */
export async function startTotpSetup(
  db: Db,
  box: SecretBox,
  user: { userId: string; email: string; organization: { name: string } | null },
  publicUrl: URL | null,
): Promise<TotpSetup> {
  const secret = new Secret({ size: 20 });
  const stored = await q.replaceUnconfirmedTotp(db, user.userId, box.seal(secret.base32, user.userId));
  if (!stored) throw conflict(SECURITY_MESSAGES.totpAlreadyEnabled);
  const issuer = totpIssuer(publicUrl, user.organization?.name);
  const otpauthUrl = totpOf(secret, { issuer, label: user.email }).toString();
  return { secret: secret.base32, otpauthUrl, qrSvg: await totpQrSvg(otpauthUrl) };
}

export type CodeCheck = 'accepted' | 'wrong' | 'reused' | 'none';

/**
 * Checks a code against the user's authenticator app: the confirmed one at sign-in
 * (`confirmed: true`), the one being set up otherwise (its first code confirms it). An accepted
 * code's step is stored at once, so the same code (or an older one) is refused from then on.
 * 'none': there is no such authenticator app.
 */
export async function checkTotpCode(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  options: { confirmed: boolean },
): Promise<CodeCheck> {
  const row = await q.findTotp(db, userId);
  if (!row || (row.confirmedAt !== null) !== options.confirmed) return 'none';
  const token = code.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(token)) return 'wrong';
  const totp = totpOf(Secret.fromBase32(box.open(row.secretSealed, userId)));
  const timestamp = Date.now();
  const delta = totp.validate({ token, timestamp, window: 1 });
  if (delta === null) return 'wrong';
  const step = totp.counter({ timestamp }) + delta;
  if (row.lastUsedStep !== null && step <= row.lastUsedStep) return 'reused';
  return (await q.acceptTotpStep(db, userId, step)) ? 'accepted' : 'reused';
}
