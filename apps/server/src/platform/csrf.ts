import type { FastifyInstance } from 'fastify';
import type { Config } from '@/config';
import { forbidden } from './errors';

/** The header the web app's API client adds to every request that changes something. */
export const CSRF_HEADER = 'x-steward-csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for a cookie session, in two layers besides SameSite=Lax:
 * a custom header that a cross-site form cannot send and a cross-site script cannot add without
 * a CORS preflight we never grant, and an Origin that must be our own when the browser sends one.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers[CSRF_HEADER] !== '1') {
      throw forbidden('This request was refused because it did not come from the Steward app');
    }
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(origin, request.host, request.protocol, config)) {
      throw forbidden('This request was refused because it came from another site');
    }
  });
}

function isOwnOrigin(origin: string, host: string, protocol: string, config: Config): boolean {
  if (config.publicUrl) return origin === config.publicUrl.origin;
  return origin === `${protocol}://${host}`;
}
