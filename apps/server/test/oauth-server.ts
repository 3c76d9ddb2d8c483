import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAUTH_PROVIDER_IDS } from '@steward/domain';
import { OAuth2Server } from 'oauth2-mock-server';
import type { OAuthProviderOverrides } from '@/config';

interface TokenRequest {
  body: Record<string, string>;
  authorization: string | undefined;
}

type TokenResponse = { statusCode: number; body: Record<string, unknown> | '' };

/**
 * A real OAuth 2.0 authorization server on loopback (oauth2-mock-server): it issues codes on
 * /authorize, checks the PKCE verifier on /token, and answers /revoke. Tests read what Steward
 * sent and can change what the server answers.
 */
export async function startAuthorizationServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url as string;
  const tokenRequests: TokenRequest[] = [];
  const revocations: TokenRequest[] = [];
  const issued: { accessToken: string; refreshToken: string }[] = [];
  let answer: ((response: TokenResponse, request: TokenRequest) => void) | null = null;

  server.service.on(
    'beforeResponse',
    (response: TokenResponse, req: IncomingMessage & { body: Record<string, string> }) => {
      const request = { body: { ...req.body }, authorization: req.headers.authorization };
      tokenRequests.push(request);
      // The mock answers every grant with scope "dummy"; a real server grants what was asked.
      if (response.body && response.body.scope === 'dummy') {
        const granted = grantedScopes.get(request.body.code ?? '');
        if (granted) response.body.scope = granted;
        else delete response.body.scope;
      }
      answer?.(response, request);
      if (response.statusCode === 200 && response.body) {
        issued.push({
          accessToken: String(response.body.access_token),
          refreshToken: String(response.body.refresh_token),
        });
      }
    },
  );
  const grantedScopes = new Map<string, string>();
  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    const scope = new URL(req.url ?? '', issuer).searchParams.get('scope');
    const code = redirect.url.searchParams.get('code');
    if (scope && code) grantedScopes.set(code, scope);
  });

  // oauth2-mock-server answers /revoke without reading the request, so revocation goes to a
  // recording RFC 7009 endpoint of its own.
  const revocationServer = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    revocations.push({ body, authorization: req.headers.authorization });
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => revocationServer.listen(0, '127.0.0.1', resolve));
  const { port } = revocationServer.address() as AddressInfo;

  const endpoints = {
    authorizationEndpoint: `${issuer}/authorize`,
    tokenEndpoint: `${issuer}/token`,
    revocationEndpoint: `http://127.0.0.1:${port}/revoke`,
  };
  return {
    issuer,
    /** OAUTH_PROVIDER_OVERRIDES pointing every provider at this server. */
    overrides: Object.fromEntries(OAUTH_PROVIDER_IDS.map((id) => [id, endpoints])) as OAuthProviderOverrides,
    tokenRequests,
    revocations,
    /** Every token pair the server handed out, to look for in the database and in responses. */
    issued,
    /** Changes the next token responses (until set again); null restores the default answer. */
    answerTokenRequests(change: typeof answer) {
      answer = change;
    },
    /** The user consents: follows the authorization URL and returns the callback's query parameters. */
    async consent(authorizationUrl: string) {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`The authorization server did not redirect (${response.status})`);
      const callback = new URL(location);
      return { path: callback.pathname, parameters: Object.fromEntries(callback.searchParams) };
    },
    async stop() {
      revocationServer.close();
      await server.stop();
    },
  };
}

export type AuthorizationServer = Awaited<ReturnType<typeof startAuthorizationServer>>;
