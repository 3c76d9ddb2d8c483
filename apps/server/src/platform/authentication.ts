import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@/db/client';
import { unauthorized } from './errors';
import { readSessionToken, type SessionCookie } from './session/cookie';
import { type ClientInfo, type Principal, resolveSession } from './session/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null; resolved once per API request from the session cookie. */
    principal: Principal | null;
  }
}

export function registerAuthentication(app: FastifyInstance, db: Db, cookie: SessionCookie) {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request, cookie);
    if (token) request.principal = await resolveSession(db, token);
  });
}

/** The principal of a request that must be signed in; 401 otherwise. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Where the request came from, for a new session and the audit log. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
