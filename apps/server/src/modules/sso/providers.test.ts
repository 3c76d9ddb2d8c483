import { type OpenIdProvider, startOpenIdProvider } from '@test/openid-provider';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@/config';
import { type CustomFetch, clientAuthentication, SsoProviders } from './providers';

/**
 * Microsoft's "organizations" tenant, as Steward configures it by default, against a real OpenID
 * provider on loopback dressed as login.microsoftonline.com: its discovery document names the
 * issuer `https://login.microsoftonline.com/{tenantid}/v2.0`, as Microsoft's does, and each ID
 * token names its tenant in `tid`.
 */
const ENTRA = 'https://login.microsoftonline.com';
const TENANT_ISSUER = `${ENTRA}/organizations/v2.0`;

let provider: OpenIdProvider;
let providers: SsoProviders;

beforeAll(async () => {
  provider = await startOpenIdProvider();
  /** Microsoft's addresses answered by the loopback provider, its documents in Microsoft's words. */
  const viaLoopback: CustomFetch = async (url, options) => {
    const response = await fetch(url.replace(TENANT_ISSUER, provider.issuer), options);
    if (!url.endsWith('/.well-known/openid-configuration')) return response;
    const metadata = JSON.parse((await response.text()).replaceAll(provider.issuer, TENANT_ISSUER));
    metadata.issuer = `${ENTRA}/{tenantid}/v2.0`;
    return Response.json(metadata);
  };
  const config = parseConfig({ MICROSOFT_CLIENT_ID: 'steward', MICROSOFT_CLIENT_SECRET: 'secret' });
  expect(config.microsoft?.issuer).toBe(TENANT_ISSUER);
  providers = new SsoProviders(config, { fetch: viaLoopback });
});
afterAll(() => provider?.stop());

/** A sign-on at the provider and the code's exchange, as the callback makes it: the ID token's claims. */
async function signOn(idToken: Record<string, unknown>) {
  provider.signInAs({ sub: 'entra-user', ...idToken });
  const configuration = await providers.configuration('microsoft');
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: 'http://localhost:3000/api/auth/sso/microsoft/callback',
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const back = await provider.authorize(url.href.replace(TENANT_ISSUER, provider.issuer));
  const tokens = await oidc.authorizationCodeGrant(configuration, new URL(back, 'http://localhost:3000'), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  return tokens.claims();
}

describe('Microsoft with the "organizations" tenant', () => {
  it('accepts an ID token whose issuer is the tenant it names', async () => {
    const claims = await signOn({ tid: 'tenant-a', iss: `${ENTRA}/tenant-a/v2.0` });
    expect(claims).toMatchObject({ sub: 'entra-user', tid: 'tenant-a', iss: `${ENTRA}/tenant-a/v2.0` });
  });

  it('refuses an ID token whose issuer is another tenant than the one it names, or names none', async () => {
    const issuerRefused = { cause: { message: 'unexpected JWT "iss" (issuer) claim value' } };
    await expect(signOn({ tid: 'tenant-b', iss: `${ENTRA}/tenant-a/v2.0` })).rejects.toMatchObject(
      issuerRefused,
    );
    await expect(signOn({ iss: `${ENTRA}/{tenantid}/v2.0` })).rejects.toMatchObject(issuerRefused);
  });
});

describe('the client authentication method, from the provider’s metadata', () => {
  /** How a token request is authenticated at a provider that lists `methods`. */
  function authenticate(methods: string[] | undefined) {
    const body = new URLSearchParams();
    const headers = new Headers();
    const as = { issuer: 'https://id.example.org', token_endpoint_auth_methods_supported: methods };
    clientAuthentication('s3cret')(as, { client_id: 'steward' }, body, headers);
    if (headers.get('authorization')?.startsWith('Basic ')) return 'client_secret_basic';
    return body.get('client_secret') === 's3cret' && body.get('client_id') === 'steward'
      ? 'client_secret_post'
      : null;
  }

  it.each([
    [['client_secret_post', 'client_secret_basic'], 'client_secret_basic'],
    [['client_secret_basic'], 'client_secret_basic'],
    // Absent, the list means client_secret_basic alone (OpenID Connect Discovery §3).
    [undefined, 'client_secret_basic'],
    [['client_secret_post'], 'client_secret_post'],
    [['private_key_jwt', 'client_secret_post'], 'client_secret_post'],
  ])('%j -> %s', (methods, expected) => {
    expect(authenticate(methods)).toBe(expected);
  });
});
