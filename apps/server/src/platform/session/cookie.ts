import { PENDING_SIGN_IN_MINUTES, TRUSTED_DEVICE_DAYS } from '@steward/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/config';
import { SESSION_IDLE_MS } from './session';

/** Cookie options for the session: HttpOnly, SameSite=Lax, Secure (and __Host-) behind HTTPS. */
export function sessionCookie(config: Config) {
  const secure = config.publicUrl?.protocol === 'https:';
  return {
    name: secure ? '__Host-steward_session' : 'steward_session',
    options: {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
      path: '/',
      maxAge: SESSION_IDLE_MS / 1000,
    },
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;

export function readSessionToken(request: FastifyRequest, cookie: SessionCookie): string | undefined {
  return request.cookies[cookie.name];
}

export function setSessionToken(reply: FastifyReply, cookie: SessionCookie, token: string) {
  reply.setCookie(cookie.name, token, cookie.options);
}

export function clearSessionToken(reply: FastifyReply, cookie: SessionCookie) {
  reply.clearCookie(cookie.name, {
    path: '/',
    secure: cookie.options.secure,
    sameSite: 'lax',
    httpOnly: true,
  });
}

/**
 * The HttpOnly cookies of the sign-in steps (modules/security), named and secured like the
 * session's: `pending` holds the token of a sign-in whose password (or single sign-on) was right
 * and whose second factor is due, for minutes; `device` holds a remembered device's token.
 */
export function signInStepCookies(config: Config) {
  const secure = config.publicUrl?.protocol === 'https:';
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    pending: {
      name: secure ? '__Host-steward_pending' : 'steward_pending',
      options: { ...base, maxAge: PENDING_SIGN_IN_MINUTES * 60 },
    },
    device: {
      name: secure ? '__Host-steward_device' : 'steward_device',
      options: { ...base, maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60 },
    },
  };
}

export type SignInStepCookies = ReturnType<typeof signInStepCookies>;
type StepCookie = SignInStepCookies['pending'];

export function readStepCookie(request: FastifyRequest, cookie: StepCookie): string | undefined {
  return request.cookies[cookie.name];
}

export function setStepCookie(reply: FastifyReply, cookie: StepCookie, token: string) {
  reply.setCookie(cookie.name, token, cookie.options);
}

export function clearStepCookie(reply: FastifyReply, cookie: StepCookie) {
  reply.clearCookie(cookie.name, {
    path: '/',
    secure: cookie.options.secure,
    sameSite: 'lax',
    httpOnly: true,
  });
}
