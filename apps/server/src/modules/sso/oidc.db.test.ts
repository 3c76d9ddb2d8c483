import { createTestApp, TEST_ORIGIN } from '@test/app';
import { signOnThrough } from '@test/sso-sign-on';
import {
  OTHER_CLIENT,
  STEWARD_CLIENT,
  type StandardProvider,
  type StandardProviderOptions,
  startStandardProvider,
} from '@test/standard-provider';
import { acceptInvitation, buildWorld, call, invite, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@/config';
import { queryRows } from '@/db/client';
import { type CustomFetch, SsoProviders } from './providers';
import { finishSignOn, SsoFailure, startSignOn } from './service';

/**
 * Sign in with a standard OpenID provider (OIDC_ISSUER) against panva's oidc-provider, an OpenID
 * Certified implementation, unmodified, in a process of its own on loopback: it keeps the email
 * for UserInfo (OpenID Connect Core §5.4), refuses a `prompt` it does not support, and accepts only
 * the client authentication method a client is registered with. Most tests go through Steward's
 * routes on one server; those that need a provider configured otherwise (its authentication
 * methods, its clock, where it puts the email) run Steward's sign-on service against a provider
 * of their own.
 */

const NAME = 'Diocese Sign-in';
const STEWARD = {
  OIDC_ISSUER: '',
  OIDC_CLIENT_ID: STEWARD_CLIENT.client_id,
  OIDC_CLIENT_SECRET: STEWARD_CLIENT.client_secret,
  OIDC_NAME: NAME,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: World;
let provider: StandardProvider;
const others: StandardProvider[] = [];
const log: string[] = [];

beforeAll(async () => {
  provider = await startStandardProvider();
  t = await createTestApp(
    { ...STEWARD, OIDC_ISSUER: provider.issuer },
    { logger: { level: 'info', stream: { write: (line: string) => log.push(line) } } },
  );
  world = await buildWorld(t.app, 'oidc');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([provider, ...others].map((running) => running?.stop()));
});
beforeEach(async () => {
  await t.database.db.execute(
    sql`update organizations set sso_domains = '{}', sso_counts_as_second_factor = false`,
  );
});

function signOn(options: { invitation?: string; tamper?: (authorization: URL) => void } = {}) {
  return signOnThrough(t.app, (url) => provider.authorize(url), { provider: 'oidc', ...options });
}

/** A member of organisation A, invited and signed in with a password. */
async function newMember(label: string) {
  const email = `${label}@a.example.org`;
  return acceptInvitation(t.app, await invite(t.app, world.master, email, 'user'), email);
}

async function sessionOf(cookie: string | null) {
  expect(cookie).not.toBeNull();
  const response = await call(t.app, 'GET', '/api/auth/session', { cookie: cookie as string });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function identitiesOf(userId: string) {
  return queryRows<{ provider: string; subject: string; email: string }>(
    t.database.db,
    sql`select provider, subject, email from user_identities where user_id = ${userId}`,
  );
}

/** The requests the provider answered since `before` (its request count then). */
async function requestsSince(running: StandardProvider, before: number) {
  return (await running.requests()).slice(before);
}

/** The log lines of refused sign-ons, parsed. */
function failures(): {
  code: string;
  err?: { cause?: { message?: string } };
  providerError?: { error: string; error_description?: string };
}[] {
  return log.filter((line) => line.includes('single sign-on failed')).map((line) => JSON.parse(line));
}

describe('a standard OpenID provider through Steward’s routes', () => {
  it('is offered by the name the server is given', async () => {
    const info = (await call(t.app, 'GET', '/api/app-info')).json();
    expect(info).toMatchObject({ ssoProviders: ['oidc'], ssoProviderNames: { oidc: NAME } });
  });

  it('sends the browser to the provider with the scopes configured and no prompt, which it accepts', async () => {
    const member = await newMember('oidc-start');
    await provider.signInAs({ sub: 'oidc-start', email: member.email, email_verified: true });
    const done = await signOn();
    expect(Object.fromEntries(done.authorization.searchParams)).toMatchObject({
      client_id: STEWARD_CLIENT.client_id,
      redirect_uri: `${TEST_ORIGIN}/api/auth/sso/oidc/callback`,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    // oidc-provider answers a prompt it does not support (select_account) with invalid_request.
    expect(done.authorization.searchParams.has('prompt')).toBe(false);
    expect(done.location).toBe('/');
  });

  it('links an existing member by the email the provider verifies at UserInfo (the ID token has none), authenticating with client_secret_basic', async () => {
    const member = await newMember('oidc-link');
    await provider.signInAs({
      sub: 'oidc-link',
      email: member.email,
      email_verified: true,
      name: 'Ann Link',
    });
    const before = (await provider.requests()).length;
    const done = await signOn();

    expect(done.location).toBe('/');
    expect((await sessionOf(done.session)).user.id).toBe(member.id);
    expect(await identitiesOf(member.id)).toEqual([
      { provider: 'oidc', subject: 'oidc-link', email: member.email },
    ]);
    // The provider lists every method; Steward takes Basic, the one its client is registered with.
    const requests = await requestsSince(provider, before);
    expect(requests.filter((request) => ['token', 'userinfo'].includes(request.route))).toEqual([
      { route: 'token', status: 200, clientAuthentication: 'client_secret_basic', prompt: null },
      { route: 'userinfo', status: 200, clientAuthentication: null, prompt: null },
    ]);
    const audit = await queryRows<{ detail: string }>(
      t.database.db,
      sql`select detail from audit_log where action = 'sso_linked' and target = ${member.email}`,
    );
    expect(audit).toEqual([{ detail: `${NAME} account ${member.email}` }]);
    const mail = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from outbox where ${member.email} = any(recipients)`,
    );
    expect(mail.map((row) => row.subject)).toContain(`Your ${NAME} account can now sign in to Steward`);
  });

  it('accepts an invitation by the email the provider verifies, making the account with its name', async () => {
    const email = 'oidc-invitee@a.example.org';
    const token = await invite(t.app, world.admin, email, 'admin');
    await provider.signInAs({ sub: 'oidc-invitee', email, email_verified: true, name: 'Ruth Standard' });
    const done = await signOn({ invitation: token });

    expect(done.location).toBe('/');
    const session = await sessionOf(done.session);
    expect(session).toMatchObject({
      user: { email, fullName: 'Ruth Standard' },
      organization: { id: world.organizationA },
      role: 'admin',
    });
    expect(await identitiesOf(session.user.id)).toEqual([
      { provider: 'oidc', subject: 'oidc-invitee', email },
    ]);
  });

  it('never links by an email the provider did not verify, at sign-in or for an invitation', async () => {
    const member = await newMember('oidc-unverified');
    await provider.signInAs({ sub: 'oidc-unverified', email: member.email, email_verified: false });
    const done = await signOn();
    expect(done.location).toBe('/?sso_error=unverified_email');
    expect(done.session).toBeNull();
    expect(await identitiesOf(member.id)).toEqual([]);

    const email = 'oidc-unverified-invitee@a.example.org';
    const token = await invite(t.app, world.admin, email, 'user');
    await provider.signInAs({ sub: 'oidc-unverified-invitee', email, email_verified: false });
    expect((await signOn({ invitation: token })).location).toBe('/invite?sso_error=unverified_email');
    expect(await queryRows(t.database.db, sql`select id from users where email = ${email}`)).toEqual([]);
  });

  it('refuses an ID token whose nonce is not the one Steward sent (an authorization request changed on its way)', async () => {
    const member = await newMember('oidc-nonce');
    await provider.signInAs({ sub: 'oidc-nonce', email: member.email, email_verified: true });
    const done = await signOn({ tamper: (url) => url.searchParams.set('nonce', 'another-sign-on') });
    expect(done.location).toBe('/?sso_error=failed');
    expect(done.session).toBeNull();
    expect(await identitiesOf(member.id)).toEqual([]);
    expect(failures().at(-1)?.err?.cause?.message).toBe('unexpected ID Token "nonce" claim value');
  });

  it('refuses the code of another application of the provider, logging what the provider said', async () => {
    const member = await newMember('oidc-other-client');
    await provider.signInAs({ sub: 'oidc-other-client', email: member.email, email_verified: true });
    const done = await signOn({
      tamper: (url) => url.searchParams.set('client_id', OTHER_CLIENT.client_id),
    });
    expect(done.location).toBe('/?sso_error=failed');
    expect(done.session).toBeNull();
    expect(await identitiesOf(member.id)).toEqual([]);
    expect(failures().at(-1)).toMatchObject({
      code: 'failed',
      providerError: { error: 'invalid_grant', error_description: 'grant request is invalid' },
    });
  });

  it('logs the error and its description a provider sends back instead of a code', async () => {
    const done = await signOn({ tamper: (url) => url.searchParams.set('prompt', 'select_account') });
    expect(done.location).toBe('/?sso_error=failed');
    expect(failures().at(-1)).toMatchObject({
      code: 'failed',
      providerError: { error: 'invalid_request', error_description: 'unsupported prompt value requested' },
    });
  });

  it('keeps the rules of every provider: the organisation’s domains, and Steward’s second step', async () => {
    const member = await newMember('oidc-rules');
    await provider.signInAs({ sub: 'oidc-rules', email: member.email, email_verified: true });
    await t.database.db.execute(
      sql`update organizations set sso_domains = '{church.example}' where id = ${world.organizationA}`,
    );
    expect((await signOn()).location).toBe('/?sso_error=wrong_domain');
    expect(await identitiesOf(member.id)).toEqual([]);

    await t.database.db.execute(sql`update organizations set sso_domains = '{}'`);
    await t.database.db.execute(
      sql`insert into user_totp (user_id, secret_sealed, confirmed_at) values (${member.id}, 'sealed', now())`,
    );
    const asked = await signOn();
    expect(asked.location).toBe('/?sso=second-factor');
    expect(asked.session).toBeNull();

    await t.database.db.execute(
      sql`update organizations set sso_counts_as_second_factor = true where id = ${world.organizationA}`,
    );
    const counted = await signOn();
    expect(counted.location).toBe('/');
    expect((await sessionOf(counted.session)).user.id).toBe(member.id);
  });
});

/**
 * Steward's sign-on service (what the routes call) against `running`, with providers of its own:
 * `fetch` stands between Steward and the provider where a test needs it. Resolves with the
 * sign-in's outcome, or rejects with the SsoFailure.
 */
async function serviceSignOn(running: StandardProvider, options: { fetch?: CustomFetch } = {}) {
  const config = parseConfig({ ...STEWARD, OIDC_ISSUER: running.issuer });
  const deps = { db: t.database.db, mailer: t.app.mailer, providers: new SsoProviders(config, options) };
  const { url } = await startSignOn(deps, { provider: 'oidc', origin: TEST_ORIGIN, invitation: null });
  const callback = await running.authorize(url);
  return finishSignOn(deps, {
    provider: 'oidc',
    callback: new URLSearchParams(callback.split('?')[1]),
    browserState: new URL(url).searchParams.get('state') ?? undefined,
    client: { ipAddress: '127.0.0.1', userAgent: null },
    deviceToken: undefined,
  });
}

async function startOther(options: StandardProviderOptions) {
  const running = await startStandardProvider(options);
  others.push(running);
  return running;
}

/** The discovery document's client authentication methods. */
async function advertisedMethods(running: StandardProvider) {
  const response = await fetch(`${running.issuer}/.well-known/openid-configuration`);
  const metadata = (await response.json()) as { token_endpoint_auth_methods_supported?: string[] };
  return metadata.token_endpoint_auth_methods_supported;
}

describe('a standard OpenID provider configured otherwise', () => {
  it('authenticates with client_secret_basic where the provider accepts only that', async () => {
    const basicOnly = await startOther({ clientAuthMethods: ['client_secret_basic'] });
    expect(await advertisedMethods(basicOnly)).toEqual(['client_secret_basic']);
    const member = await newMember('oidc-basic-only');
    await basicOnly.signInAs({ sub: 'oidc-basic-only', email: member.email, email_verified: true });

    expect((await serviceSignOn(basicOnly)).kind).toBe('session');
    const token = (await basicOnly.requests()).filter((request) => request.route === 'token');
    expect(token).toEqual([
      { route: 'token', status: 200, clientAuthentication: 'client_secret_basic', prompt: null },
    ]);
    expect(await identitiesOf(member.id)).toEqual([
      { provider: 'oidc', subject: 'oidc-basic-only', email: member.email },
    ]);
  });

  it('authenticates with client_secret_post where the provider lists that and not Basic', async () => {
    const postOnly = await startOther({
      clientAuthMethods: ['client_secret_post', 'private_key_jwt'],
      clients: [{ ...STEWARD_CLIENT, token_endpoint_auth_method: 'client_secret_post' }],
    });
    const member = await newMember('oidc-post-only');
    await postOnly.signInAs({ sub: 'oidc-post-only', email: member.email, email_verified: true });

    expect((await serviceSignOn(postOnly)).kind).toBe('session');
    const token = (await postOnly.requests()).filter((request) => request.route === 'token');
    expect(token).toEqual([
      { route: 'token', status: 200, clientAuthentication: 'client_secret_post', prompt: null },
    ]);
  });

  it('reads the email from the ID token where the provider puts it there, without asking UserInfo', async () => {
    const inIdToken = await startOther({ conformIdTokenClaims: false });
    const member = await newMember('oidc-id-token-email');
    await inIdToken.signInAs({ sub: 'oidc-id-token-email', email: member.email, email_verified: true });

    expect((await serviceSignOn(inIdToken)).kind).toBe('session');
    const routes = (await inIdToken.requests()).map((request) => request.route);
    expect(routes).toContain('token');
    expect(routes).not.toContain('userinfo');
  });

  it('refuses an expired ID token (a provider whose clock is five minutes behind, its tokens living one)', async () => {
    const late = await startOther({ clockOffsetSeconds: -300, idTokenTtlSeconds: 60 });
    const member = await newMember('oidc-expired');
    await late.signInAs({ sub: 'oidc-expired', email: member.email, email_verified: true });

    const refused = await serviceSignOn(late).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SsoFailure);
    expect(refused).toMatchObject({
      code: 'failed',
      // openid-client's error, and underneath the check that refused the token.
      cause: {
        cause: { message: expect.stringContaining('unexpected JWT "exp" (expiration time) claim value') },
      },
    });
    expect(await identitiesOf(member.id)).toEqual([]);
  });

  it('refuses an ID token the provider made for another application (audience), even with Steward’s nonce', async () => {
    const member = await newMember('oidc-audience');
    await provider.signInAs({ sub: 'oidc-audience', email: member.email, email_verified: true });
    // Someone who saw Steward's authorization request signs in to the other application with its
    // nonce, and puts that application's ID token in the answer to Steward's token request.
    let stolen: string | undefined;
    const swap: CustomFetch = async (url, init) => {
      const response = await fetch(url, init);
      if (!url.endsWith('/token') || !stolen) return response;
      const tokens = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...tokens, id_token: stolen });
    };
    const config = parseConfig({ ...STEWARD, OIDC_ISSUER: provider.issuer });
    const deps = {
      db: t.database.db,
      mailer: t.app.mailer,
      providers: new SsoProviders(config, { fetch: swap }),
    };
    const { url } = await startSignOn(deps, { provider: 'oidc', origin: TEST_ORIGIN, invitation: null });
    const nonce = new URL(url).searchParams.get('nonce') ?? '';
    stolen = await idTokenOfOtherApplication(nonce);
    expect(JSON.parse(Buffer.from(stolen.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({
      aud: OTHER_CLIENT.client_id,
      nonce,
    });

    const callback = await provider.authorize(url);
    const refused = await finishSignOn(deps, {
      provider: 'oidc',
      callback: new URLSearchParams(callback.split('?')[1]),
      browserState: new URL(url).searchParams.get('state') ?? undefined,
      client: { ipAddress: '127.0.0.1', userAgent: null },
      deviceToken: undefined,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SsoFailure);
    expect(refused).toMatchObject({
      code: 'failed',
      // openid-client's error, and underneath the check that refused the token.
      cause: { cause: { message: expect.stringContaining('unexpected JWT "aud" (audience) claim value') } },
    });
    expect(await identitiesOf(member.id)).toEqual([]);
  });
});

/** A real ID token of the provider for OTHER_CLIENT, for the account signed in, with `nonce`. */
async function idTokenOfOtherApplication(nonce: string): Promise<string> {
  const other = await oidc.discovery(
    new URL(provider.issuer),
    OTHER_CLIENT.client_id,
    OTHER_CLIENT.client_secret,
    oidc.ClientSecretBasic(OTHER_CLIENT.client_secret),
    { execute: [oidc.allowInsecureRequests] },
  );
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const redirect = 'http://localhost:4000/callback';
  const authorization = oidc.buildAuthorizationUrl(other, {
    redirect_uri: redirect,
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await provider.authorize(authorization.href);
  const tokens = await oidc.authorizationCodeGrant(other, new URL(callback, 'http://localhost:4000'), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  return tokens.id_token ?? '';
}
