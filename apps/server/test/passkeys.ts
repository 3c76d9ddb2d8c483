import type { FastifyInstance } from 'fastify';
import { cookiePair } from './app';
import { SoftwareAuthenticator } from './webauthn-authenticator';
import { type Actor, call, PASSWORD } from './world';

/**
 * Registers a new software passkey for `actor` through the security page's two requests, the
 * first with the member's password (`proof`); returns the authenticator and the final answer
 * (201 unless the test bent something), or the options' answer when they were refused.
 */
export async function registerPasskey(
  app: FastifyInstance,
  actor: Pick<Actor, 'cookie'>,
  name: string,
  authenticator = new SoftwareAuthenticator(),
  bend: Parameters<SoftwareAuthenticator['register']>[1] = {},
  proof: { password?: string; code?: string } = { password: PASSWORD },
) {
  const options = await call(app, 'POST', '/api/security/passkeys/options', {
    cookie: actor.cookie,
    payload: proof,
  });
  if (options.statusCode !== 200) return { authenticator, response: options };
  const response = await call(app, 'POST', '/api/security/passkeys', {
    cookie: actor.cookie,
    payload: { name, response: authenticator.register(options.json(), bend) },
  });
  return { authenticator, response };
}

/** Signs in with the password; answers the response and the pending cookie, if one was set. */
export async function signInWithPassword(
  app: FastifyInstance,
  email: string,
  headers: Record<string, string> = {},
) {
  const response = await call(app, 'POST', '/api/auth/sign-in', {
    payload: { email, password: PASSWORD },
    headers,
  });
  return { response, pendingCookie: responseCookie(response, 'steward_pending') };
}

/** The Set-Cookie named `name` of a response as a `name=value` pair, or null. */
export function responseCookie(response: { headers: Record<string, unknown> }, name: string): string | null {
  const cookies = [(response.headers['set-cookie'] as string | string[] | undefined) ?? []].flat();
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  return found ? cookiePair(found) : null;
}
