import { PENDING_SIGN_IN_MINUTES, TRUSTED_DEVICE_DAYS } from '@steward/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import { endSession, SESSION_IDLE_MS } from './session';

/** One of Steward's cookies: its name and how it is set. */
export interface StewardCookie {
  name: string;
  options: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number };
}

/**
 * A cookie of the sign-in: HttpOnly, SameSite=Lax (so a provider's redirect back brings it), for
 * the whole site, and behind HTTPS Secure with the `__Host-` prefix (no subdomain can set it).
 */
export function stewardCookie(config: Config, name: string, maxAgeSeconds: number): StewardCookie {
  const secure = config.publicUrl?.protocol === 'https:';
  return {
    name: secure ? `__Host-${name}` : name,
    options: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds },
  };
}

/** The session's cookie. */
export function sessionCookie(config: Config) {
  return stewardCookie(config, 'steward_session', SESSION_IDLE_MS / 1000);
}

export type SessionCookie = StewardCookie;

/**
 * The cookies of the sign-in steps (modules/security): `pending` holds the token of a sign-in whose
 * password (or single sign-on) was right and whose second factor is due, for minutes; `device`
 * holds a remembered device's token.
 */
export function signInStepCookies(config: Config) {
  return {
    pending: stewardCookie(config, 'steward_pending', PENDING_SIGN_IN_MINUTES * 60),
    device: stewardCookie(config, 'steward_device', TRUSTED_DEVICE_DAYS * 24 * 60 * 60),
  };
}

export type SignInStepCookies = ReturnType<typeof signInStepCookies>;

export function readCookie(request: FastifyRequest, cookie: StewardCookie): string | undefined {
  return request.cookies[cookie.name];
}

export function writeCookie(reply: FastifyReply, cookie: StewardCookie, value: string) {
  reply.setCookie(cookie.name, value, cookie.options);
}

export function clearCookie(reply: FastifyReply, cookie: StewardCookie) {
  const { maxAge: _, ...options } = cookie.options;
  reply.clearCookie(cookie.name, options);
}

/**
 * Gives this browser the session of a sign-in that just completed (a password, a second step, a
 * passkey, single sign-on, an accepted invitation): whatever session it had ends once the new one
 * exists (a failed attempt never gets here, so it leaves that one alone), a pending second step is
 * dropped, and a device the member asked to be remembered gets its cookie.
 */
export async function handOverBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: { session: SessionCookie; steps: SignInStepCookies },
  signedIn: { token: string; deviceToken?: string | null },
) {
  const previous = readCookie(request, cookies.session);
  if (previous) await endSession(db, previous);
  if (readCookie(request, cookies.steps.pending)) clearCookie(reply, cookies.steps.pending);
  if (signedIn.deviceToken) writeCookie(reply, cookies.steps.device, signedIn.deviceToken);
  writeCookie(reply, cookies.session, signedIn.token);
}
