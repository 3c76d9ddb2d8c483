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
