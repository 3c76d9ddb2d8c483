import type { SsoProvider } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './world';

/** The Set-Cookie headers of a response, by name (an empty value: cleared). */
export function cookiesOf(response: { headers: Record<string, unknown> }): Map<string, string> {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return new Map(
    lines.map((line: string) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

export interface SignOnOptions {
  provider: SsoProvider;
  /** The token of the invitation being accepted. */
  invitation?: string;
  /** The browser's other cookies (a session). */
  browser?: string;
  /** Changes the authorization request on its way to the provider (an attacker in the middle). */
  tamper?: (authorization: URL) => void;
}

/**
 * One sign-on as a browser makes it: Steward's start, the person's sign-in at the provider
 * (`authorize` follows the authorization URL and returns the callback's path and query), Steward's
 * callback with the state cookie.
 */
export async function signOnThrough(
  app: FastifyInstance,
  authorize: (authorizationUrl: string) => Promise<string>,
  options: SignOnOptions,
) {
  const query = options.invitation ? `?invitation=${encodeURIComponent(options.invitation)}` : '';
  const start = await call(app, 'GET', `/api/auth/sso/${options.provider}/start${query}`, {
    ...(options.browser ? { cookie: options.browser } : {}),
  });
  expect(start.statusCode, start.body).toBe(302);
  const authorization = new URL(String(start.headers.location));
  options.tamper?.(authorization);
  const stateCookie = `steward_sso=${cookiesOf(start).get('steward_sso')}`;
  const callbackUrl = await authorize(authorization.href);
  const done = await call(app, 'GET', callbackUrl, {
    cookie: [stateCookie, options.browser].filter(Boolean).join('; '),
  });
  expect(done.statusCode, done.body).toBe(302);
  const cookies = cookiesOf(done);
  const session = cookies.get('steward_session');
  return {
    authorization,
    callbackUrl,
    stateCookie,
    location: String(done.headers.location),
    cookies,
    session: session ? `steward_session=${session}` : null,
  };
}
