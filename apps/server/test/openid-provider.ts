import { OAuth2Server } from 'oauth2-mock-server';

type Claims = Record<string, unknown>;

/**
 * A real OpenID provider on loopback (oauth2-mock-server), in the shapes of Google's and
 * Microsoft's: discovery, signing keys, /authorize (which keeps the nonce and the PKCE challenge
 * of the code it issues), /token (which checks the verifier and signs an ID token, with the
 * account's claims, for the client that asked) and /userinfo (the account's claims). Tests say who
 * signs in (`signInAs`) and may change the next ID tokens' claims (`changeIdToken`) to make a bad
 * one. A standard provider, which keeps the email for UserInfo, is standard-provider.ts.
 */
export async function startOpenIdProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url as string;
  const port = Number(new URL(issuer).port);
  let claims: Claims = {};
  let change: ((payload: Claims) => void) | null = null;

  // Fired for the access token too, which carries a scope; the ID token has none.
  server.service.on('beforeTokenSigning', (token: { payload: Claims }) => {
    if ('scope' in token.payload) return;
    Object.assign(token.payload, claims);
    change?.(token.payload);
  });

  server.service.on('beforeUserinfo', (userInfo: { body: Claims }) => {
    userInfo.body = { ...claims };
  });

  return {
    issuer,
    /** The account the next sign-ons are made with (`sub`, `email`, `email_verified`, ...). */
    signInAs(next: Claims) {
      claims = next;
      change = null;
    },
    /** Changes every next ID token after its claims are set (until `signInAs` again). */
    changeIdToken(next: (payload: Claims) => void) {
      change = next;
    },
    /**
     * The person signs in at the provider: follows the authorization URL and returns where the
     * provider sends the browser back (the callback's path and query).
     */
    async authorize(authorizationUrl: string): Promise<string> {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`The provider did not redirect (${response.status})`);
      const back = new URL(location);
      return `${back.pathname}${back.search}`;
    },
    /** Stops answering (a provider that is down), and comes back on the same address. */
    stop: () => server.stop(),
    restart: () => server.start(port, '127.0.0.1'),
  };
}

export type OpenIdProvider = Awaited<ReturnType<typeof startOpenIdProvider>>;
