import type { OAuthProvider } from '@steward/domain';
import * as oauth from 'oauth4webapi';
import type { ProviderEndpoints } from './endpoints';

/** How long Steward waits for a provider's token or revocation endpoint. */
const PROVIDER_TIMEOUT_MS = 15_000;

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** What a token endpoint granted, normalised across providers. */
export interface GrantedTokens {
  accessToken: string;
  /** Null when the provider sent none (a refresh response may keep the old one). */
  refreshToken: string | null;
  /** Null when the provider did not say the token expires. */
  expiresAt: Date | null;
  /** The granted scopes when the provider listed them, else null. */
  scopes: string[] | null;
}

/**
 * A token endpoint call that did not yield tokens. `reason` is the HTTP status text (the spec's
 * "Token exchange failed: {status text}") or what went wrong on the way; `rejected` is true when the
 * provider answered with an OAuth error (the grant is no good), false when it could not be reached.
 */
export class TokenEndpointError extends Error {
  constructor(
    readonly reason: string,
    readonly rejected: boolean,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'TokenEndpointError';
  }
}

interface Session {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  options: oauth.TokenEndpointRequestOptions & oauth.ProcessTokenResponseOptions;
  /** The last response the provider sent, for its status text. */
  lastResponse: () => Response | null;
}

/**
 * Providers' departures from RFC 6749 §5, normalised before oauth4webapi reads the response:
 * GitHub and Slack report errors with HTTP 200 (`{"error": ...}`, Slack with `"ok": false`), and the
 * OpenID id_token that Google and Microsoft add is dropped unread: Steward signs nobody in with it,
 * and Microsoft's multi-tenant issuer would not match the endpoint's.
 */
async function normalisedResponse(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (typeof body.error === 'string' && typeof body.access_token !== 'string') {
    return new Response(JSON.stringify({ error: body.error, error_description: body.error_description }), {
      status: 400,
      statusText: body.error,
      headers,
    });
  }
  delete body.id_token;
  return new Response(JSON.stringify(body), { status: 200, statusText: response.statusText, headers });
}

function sessionFor(
  provider: OAuthProvider,
  endpoints: ProviderEndpoints,
  credentials: ClientCredentials,
): Session {
  let last: Response | null = null;
  const fetcher: typeof fetch = async (url, init) => {
    last = await normalisedResponse(
      await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }),
    );
    return last;
  };
  const tokenUrl = new URL(endpoints.token);
  return {
    // The issuer is checked against an `iss` authorization response parameter when a provider sends
    // one (Google does); the authorization endpoint's origin is each provider's issuer.
    as: {
      issuer: new URL(endpoints.authorization).origin,
      token_endpoint: endpoints.token,
      revocation_endpoint: endpoints.revocation ?? undefined,
    },
    client: { client_id: credentials.clientId },
    auth:
      provider.tokenEndpointAuth === 'client_secret_basic'
        ? oauth.ClientSecretBasic(credentials.clientSecret)
        : oauth.ClientSecretPost(credentials.clientSecret),
    options: {
      [oauth.customFetch]: fetcher,
      // Only an operator's override (a test server on loopback) points a provider at http.
      [oauth.allowInsecureRequests]: tokenUrl.protocol === 'http:',
      // Slack's oauth.v2.access grants a bot token.
      recognizedTokenTypes: { bot: () => undefined },
    },
    lastResponse: () => last,
  };
}

function grantedTokens(response: oauth.TokenEndpointResponse): GrantedTokens {
  const scope = typeof response.scope === 'string' ? response.scope.trim() : '';
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? null,
    expiresAt:
      typeof response.expires_in === 'number' ? new Date(Date.now() + response.expires_in * 1000) : null,
    // Space-separated per RFC 6749 §3.3; Slack separates with commas.
    scopes: scope ? scope.split(/[\s,]+/) : null,
  };
}

function endpointError(error: unknown, session: Session): TokenEndpointError {
  const response = error instanceof oauth.ResponseBodyError ? error.response : session.lastResponse();
  if (response && !response.ok) {
    return new TokenEndpointError(response.statusText || `HTTP ${response.status}`, response.status < 500, {
      cause: error,
    });
  }
  if (response)
    return new TokenEndpointError('The provider sent an unexpected response', true, { cause: error });
  return new TokenEndpointError('The provider could not be reached', false, { cause: error });
}

/** Spec 000 §7 token exchange: code, redirect_uri and the PKCE verifier for tokens. */
export async function exchangeCode(
  provider: OAuthProvider,
  endpoints: ProviderEndpoints,
  credentials: ClientCredentials,
  request: { code: string; state: string; redirectUri: string; codeVerifier: string },
): Promise<GrantedTokens> {
  const session = sessionFor(provider, endpoints, credentials);
  try {
    const parameters = oauth.validateAuthResponse(
      session.as,
      session.client,
      new URLSearchParams({ code: request.code, state: request.state }),
      request.state,
    );
    const response = await oauth.authorizationCodeGrantRequest(
      session.as,
      session.client,
      session.auth,
      parameters,
      request.redirectUri,
      request.codeVerifier,
      session.options,
    );
    return grantedTokens(
      await oauth.processAuthorizationCodeResponse(session.as, session.client, response, session.options),
    );
  } catch (error) {
    throw endpointError(error, session);
  }
}

/** Spec 000 §7 refresh: a new access token (and, where the provider rotates them, refresh token). */
export async function refreshTokens(
  provider: OAuthProvider,
  endpoints: ProviderEndpoints,
  credentials: ClientCredentials,
  refreshToken: string,
): Promise<GrantedTokens> {
  const session = sessionFor(provider, endpoints, credentials);
  try {
    const response = await oauth.refreshTokenGrantRequest(
      session.as,
      session.client,
      session.auth,
      refreshToken,
      session.options,
    );
    return grantedTokens(
      await oauth.processRefreshTokenResponse(session.as, session.client, response, session.options),
    );
  } catch (error) {
    throw endpointError(error, session);
  }
}

/**
 * Revokes a grant at the provider in the provider's own request shape; resolves true when the
 * provider confirmed it. The refresh token is revoked when there is one: that ends the whole grant.
 */
export async function revokeTokens(
  provider: OAuthProvider,
  endpoints: ProviderEndpoints,
  credentials: ClientCredentials,
  tokens: { accessToken: string; refreshToken: string | null },
): Promise<boolean> {
  if (!endpoints.revocation || !provider.revocationStyle) return false;
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  const token = tokens.refreshToken ?? tokens.accessToken;
  switch (provider.revocationStyle) {
    case 'rfc7009': {
      const session = sessionFor(provider, endpoints, credentials);
      const response = await oauth.revocationRequest(session.as, session.client, session.auth, token, {
        ...session.options,
        [oauth.allowInsecureRequests]: new URL(endpoints.revocation).protocol === 'http:',
      });
      await oauth.processRevocationResponse(response);
      return true;
    }
    case 'json-basic': {
      // Intuit: JSON body, client credentials as HTTP basic authentication.
      const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
      const response = await fetch(endpoints.revocation, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ token }),
        signal,
      });
      return response.ok;
    }
    case 'bearer': {
      // Slack's auth.revoke revokes the token it is called with.
      const response = await fetch(endpoints.revocation, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
        signal,
      });
      const body = (await response.json().catch(() => ({}))) as { ok?: boolean };
      return response.ok && body.ok === true;
    }
  }
}
