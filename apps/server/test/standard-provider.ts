import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { ClientAuthMethod } from 'oidc-provider';

type Claims = Record<string, unknown>;

/** The client Steward is registered as, with the redirect URI of the tests' server (TEST_ORIGIN). */
export const STEWARD_CLIENT = {
  client_id: 'steward',
  client_secret: 'steward-oidc-secret',
  redirect_uris: ['http://localhost:3000/api/auth/sso/oidc/callback'],
  token_endpoint_auth_method: 'client_secret_basic' as ClientAuthMethod,
};

/** Another application of the same provider, whose codes and ID tokens are not Steward's. */
export const OTHER_CLIENT = {
  client_id: 'other-app',
  client_secret: 'other-app-secret',
  redirect_uris: ['http://localhost:3000/api/auth/sso/oidc/callback', 'http://localhost:4000/callback'],
  token_endpoint_auth_method: 'client_secret_basic' as ClientAuthMethod,
};

export interface StandardProviderOptions {
  /** The port to listen on (0 or unset: any free one). */
  port?: number;
  /** The registered clients (their `client_id`, `client_secret`, `redirect_uris`, auth method). */
  clients?: {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    token_endpoint_auth_method: ClientAuthMethod;
  }[];
  /** The client authentication methods the provider accepts, and advertises in its discovery. */
  clientAuthMethods?: ClientAuthMethod[];
  /**
   * False puts the scopes' claims (email, name) in the ID token too; by default they are at
   * UserInfo only, as OpenID Connect Core §5.4 says for the code flow (oidc-provider's
   * `conformIdTokenClaims`).
   */
  conformIdTokenClaims?: boolean;
  /** How long an ID token lives (oidc-provider's default: an hour). */
  idTokenTtlSeconds?: number;
  /** How far the provider's clock is off (negative: behind), for its tokens' times. */
  clockOffsetSeconds?: number;
}

/** A request the provider answered: which endpoint, and how the client authenticated at it. */
export interface ProviderRequest {
  route: string;
  status: number;
  clientAuthentication: 'client_secret_basic' | 'client_secret_post' | null;
  /** The authorization request's `prompt`, if it had one. */
  prompt: string | null;
}

const PROCESS = join(import.meta.dirname, 'standard-provider-process.ts');

/**
 * panva's oidc-provider (an OpenID Certified implementation), unmodified, in a process of its own
 * on loopback: discovery, /auth with a login and consent handled at once for the account the test
 * names (`signInAs`), /token, /me (UserInfo), its signing keys. Its own rules apply as they do for
 * any relying party: registered redirect URIs, PKCE, the client authentication method registered,
 * which claims go to the ID token and which to UserInfo.
 */
export async function startStandardProvider(options: StandardProviderOptions = {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', PROCESS], {
    env: {
      PATH: process.env.PATH,
      STANDARD_PROVIDER: JSON.stringify({ clients: [STEWARD_CLIENT, OTHER_CLIENT], ...options }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const issuer = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const ready = /^listening (\S+)$/m.exec(stdout);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`The OpenID provider exited (${code}):\n${output}`)));
  });

  async function control(path: string, init?: RequestInit) {
    const response = await fetch(`${issuer}${path}`, init);
    if (!response.ok)
      throw new Error(`The OpenID provider answered ${response.status}: ${await response.text()}`);
    return response;
  }

  return {
    issuer,
    /** The account the next sign-ons are made with: `sub` and the claims the provider holds for it. */
    async signInAs(account: { sub: string } & Claims) {
      await control('/test/account', { method: 'PUT', body: JSON.stringify(account) });
    },
    /** Every request the provider answered so far, oldest first. */
    async requests(): Promise<ProviderRequest[]> {
      return (await (await control('/test/requests')).json()) as ProviderRequest[];
    },
    /**
     * The person signs in at the provider, as a browser does: follows the authorization URL and
     * the provider's redirects (with its cookies) until it sends the browser away, and returns
     * where to (the path and query).
     */
    async authorize(authorizationUrl: string): Promise<string> {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          if (pair.slice(at + 1) === '') cookies.delete(pair.slice(0, at));
          else cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(
            `The provider answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
          );
        }
        url = new URL(location, url);
        if (url.origin !== new URL(issuer).origin) return `${url.pathname}${url.search}`;
      }
      throw new Error('The provider kept redirecting to itself');
    },
    /** What the process wrote to stderr (oidc-provider's notices). */
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type StandardProvider = Awaited<ReturnType<typeof startStandardProvider>>;
