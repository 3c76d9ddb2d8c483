import { SECURITY_MESSAGES } from '@steward/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@/db/client';
import { listen } from '@/db/notifications';
import { AppError, unauthorized } from './errors';
import { readCookie, type SessionCookie } from './session/cookie';
import { type ClientInfo, type Principal, type ResolvedSessions, resolveSession } from './session/session';
import { SESSION_CHANGES_CHANNEL, SessionCache } from './session/session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null; resolved once per API request from the session cookie. */
    principal: Principal | null;
  }
}

/**
 * How long a resolved session is served from memory at most, should a change go unheard (a
 * connection that died without saying so). Changes themselves arrive within milliseconds.
 */
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 10_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session cookie of each API request into `request.principal`. Sessions are kept in
 * memory while the database's change feed is heard; a request that may have written (any method
 * but GET, HEAD and OPTIONS, or any response that sets the session cookie) empties this process's
 * cache before its response leaves, so the next request of the same browser never reads its own
 * change from before it. Other processes hear it from the database.
 */
export async function registerAuthentication(
  app: FastifyInstance,
  database: Database,
  cookie: SessionCookie,
) {
  const cache: ResolvedSessions = new SessionCache({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX,
  });
  let closing = false;
  const changes = await listen(database, SESSION_CHANGES_CHANNEL, {
    onNotify: (payload) => cache.changed(payload),
    onLive: (live) => {
      cache.setLive(live);
      if (!live && !closing)
        app.log.warn('Session changes are not heard: sessions are read from the database');
    },
  });
  app.addHook('onClose', async () => {
    closing = true;
    await changes.close();
  });
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readCookie(request, cookie);
    if (token) request.principal = await resolveSession(database.db, token, cache);
    if (request.principal?.mustEnrol && !reachableBeforeEnrolment(request.url)) {
      // Its own code, so the web app can send the member to enrolment from whatever they clicked.
      throw new AppError(403, 'enrolment_required', SECURITY_MESSAGES.mustEnrol);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) || setsSessionCookie(reply.getHeader('set-cookie'), cookie)) {
      cache.clear();
    }
  });
}

/**
 * What a session that must still set up a second factor may reach: the sign-in routes (the
 * session itself, sign-out), the member's own security page and its enrolment, and the app's
 * public facts. The organisation's policy and other members' security stay closed.
 */
function reachableBeforeEnrolment(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (path.startsWith('/api/auth/') || path === '/api/app-info' || path === '/api/health') return true;
  if (path.startsWith('/api/security/policy') || path.startsWith('/api/security/members')) return false;
  return path === '/api/security' || path.startsWith('/api/security/');
}

/**
 * A response that sets or clears the session cookie changed a session, whatever its method: the
 * single sign-on callback is a GET (a browser navigation) that ends the browser's old session.
 */
function setsSessionCookie(header: ReturnType<FastifyReply['getHeader']>, cookie: SessionCookie): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return values.some((value) => value.startsWith(`${cookie.name}=`));
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
