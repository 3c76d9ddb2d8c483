import { createTestApp } from '@test/app';
import { type OpenIdProvider, startOpenIdProvider } from '@test/openid-provider';
import { cookiesOf, signOnThrough } from '@test/sso-sign-on';
import { type Actor, acceptInvitation, buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

/**
 * Sign in with Google and with Microsoft against a real OpenID provider on loopback: Steward's
 * discovery, PKCE, state, nonce and ID-token checks all run as in production; only the provider's
 * address is the test's. Google and Microsoft are two providers of their own (Microsoft's starts
 * down, for the provider-unreachable case).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: World;
let google: OpenIdProvider;
let microsoft: OpenIdProvider;
const log: string[] = [];

beforeAll(async () => {
  google = await startOpenIdProvider();
  microsoft = await startOpenIdProvider();
  await microsoft.stop();
  t = await createTestApp(
    {
      GOOGLE_CLIENT_ID: 'steward-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: google.issuer,
      MICROSOFT_CLIENT_ID: 'steward-microsoft',
      MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
      MICROSOFT_ISSUER: microsoft.issuer,
    },
    { logger: { level: 'info', stream: { write: (line: string) => log.push(line) } } },
  );
  world = await buildWorld(t.app, 'sso');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.stop();
  await microsoft?.stop().catch(() => undefined);
});
beforeEach(async () => {
  await t.database.db.execute(
    sql`update organizations set sso_domains = '{}', sso_counts_as_second_factor = false`,
  );
});

const googleAccount = (actor: Actor, sub: string) => ({ sub, email: actor.email, email_verified: true });

/** One sign-on as a browser makes it, through `provider` as Google (or Microsoft, by `name`). */
function signOn(
  provider: OpenIdProvider,
  options: { name?: 'google' | 'microsoft'; invitation?: string; browser?: string } = {},
) {
  const { name = 'google', ...rest } = options;
  return signOnThrough(t.app, (url) => provider.authorize(url), { provider: name, ...rest });
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

function auditOf(organizationId: string, action: string) {
  return queryRows<{ target: string; detail: string | null }>(
    t.database.db,
    sql`select target, detail from audit_log where organization_id = ${organizationId} and action = ${action}
        order by created_at`,
  );
}

/** A member of organisation A, invited and signed in with a password. */
async function newMember(label: string, role: 'user' | 'admin' = 'user') {
  const email = `${label}@a.example.org`;
  return acceptInvitation(t.app, await invite(t.app, world.master, email, role), email);
}

describe('starting a sign-on', () => {
  it('sends the browser to the provider with PKCE S256, a state and a nonce, kept only as digests', async () => {
    const start = await call(t.app, 'GET', '/api/auth/sso/google/start');
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(google.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'steward-google',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/api/auth/sso/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      // Google's account chooser: sent to Google only (oidc.db.test.ts: a standard provider).
      prompt: 'select_account',
    });
    const state = url.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    expect((url.searchParams.get('nonce') ?? '').length).toBeGreaterThanOrEqual(40);
    expect((url.searchParams.get('code_challenge') ?? '').length).toBe(43);
    expect(cookiesOf(start).get('steward_sso')).toBe(state);
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly/);
    const stored = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from auth_challenges where purpose = 'sso' and (id = ${state} or data::text like ${`%${state}%`})`,
    );
    expect(stored).toEqual([]);
  });

  it('answers 400 for a provider Steward does not know', async () => {
    // One it knows but is not configured for answers 404: route-permissions.db.test.ts.
    expect((await call(t.app, 'GET', '/api/auth/sso/github/start')).statusCode).toBe(400);
  });

  it('goes back to sign-in with "failed" and a log line while the provider cannot be reached, and works once it is back', async () => {
    const start = await call(t.app, 'GET', '/api/auth/sso/microsoft/start');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/?sso_error=failed');
    expect(log.some((line) => line.includes('single sign-on failed') && line.includes('microsoft'))).toBe(
      true,
    );

    await microsoft.restart();
    const member = await newMember('sso-microsoft');
    microsoft.signInAs({ sub: 'ms-1', email: member.email, xms_edov: true, tid: 'tenant-1' });
    const done = await signOn(microsoft, { name: 'microsoft' });
    expect(done.authorization.searchParams.has('prompt')).toBe(false);
    expect(done.location).toBe('/');
    expect((await sessionOf(done.session)).user.email).toBe(member.email);
    expect(await identitiesOf(member.id)).toEqual([
      { provider: 'microsoft', subject: 'ms-1', email: member.email },
    ]);
  });
});

describe('signing in', () => {
  it('links an existing member by the email Google verified, signs them in, audits and mails the link', async () => {
    const member = await newMember('sso-link');
    google.signInAs(googleAccount(member, 'g-link'));
    const done = await signOn(google);

    expect(done.location).toBe('/');
    const session = await sessionOf(done.session);
    expect(session.user.id).toBe(member.id);
    expect(session.organization.id).toBe(world.organizationA);
    expect(await identitiesOf(member.id)).toEqual([
      { provider: 'google', subject: 'g-link', email: member.email },
    ]);
    expect(await auditOf(world.organizationA, 'sso_linked')).toContainEqual({
      target: member.email,
      detail: `Google account ${member.email}`,
    });
    expect(
      (await auditOf(world.organizationA, 'sign_in')).filter((entry) => entry.target === member.email).at(-1),
    ).toEqual({ target: member.email, detail: 'With Google' });
    const mail = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from outbox where ${member.email} = any(recipients)`,
    );
    expect(mail.map((row) => row.subject)).toContain('Your Google account can now sign in to Steward');
  });

  it('signs in again by the provider account, whatever its email says now, linking once', async () => {
    const member = await newMember('sso-again');
    google.signInAs(googleAccount(member, 'g-again'));
    await signOn(google);
    google.signInAs({ sub: 'g-again', email: 'renamed@gmail.com', email_verified: false });
    const again = await signOn(google);

    expect(again.location).toBe('/');
    expect((await sessionOf(again.session)).user.id).toBe(member.id);
    expect(await identitiesOf(member.id)).toHaveLength(1);
    expect(
      (await auditOf(world.organizationA, 'sso_linked')).filter((entry) => entry.target === member.email),
    ).toHaveLength(1);
  });

  it('ends the session this browser had before', async () => {
    const member = await newMember('sso-rotate');
    google.signInAs(googleAccount(member, 'g-rotate'));
    const done = await signOn(google, { browser: member.cookie });
    expect(done.location).toBe('/');
    expect((await sessionOf(done.session)).user.id).toBe(member.id);
    const old = await call(t.app, 'GET', '/api/auth/session', { cookie: member.cookie });
    expect(old.statusCode).toBe(401);
  });
});

describe('refusing an ID token or an account', () => {
  async function refused(change: ((payload: Record<string, unknown>) => void) | null, label: string) {
    const member = await newMember(label);
    google.signInAs(googleAccount(member, `g-${label}`));
    if (change) google.changeIdToken(change);
    const done = await signOn(google);
    expect(done.session).toBeNull();
    expect(await identitiesOf(member.id)).toEqual([]);
    return done.location;
  }

  it('refuses an ID token whose nonce is not the one sent', async () => {
    expect(await refused((payload) => (payload.nonce = 'another-sign-on'), 'sso-nonce')).toBe(
      '/?sso_error=failed',
    );
  });

  it('refuses an ID token made for another client (audience)', async () => {
    expect(await refused((payload) => (payload.aud = 'someone-else'), 'sso-aud')).toBe('/?sso_error=failed');
  });

  it('refuses an expired ID token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      await refused(
        (payload) => Object.assign(payload, { iat: now - 900, nbf: now - 900, exp: now - 120 }),
        'sso-exp',
      ),
    ).toBe('/?sso_error=failed');
  });

  it('refuses an ID token of another issuer', async () => {
    expect(await refused((payload) => (payload.iss = 'https://accounts.example.net'), 'sso-iss')).toBe(
      '/?sso_error=failed',
    );
  });

  it('never links by an email the provider did not verify', async () => {
    expect(await refused((payload) => (payload.email_verified = false), 'sso-unverified')).toBe(
      '/?sso_error=unverified_email',
    );
    // Microsoft's `email` without its verified-domain claim is a tenant admin's word only.
    const member = await newMember('sso-ms-unverified');
    microsoft.signInAs({ sub: 'ms-unverified', email: member.email, tid: 'tenant-2' });
    const done = await signOn(microsoft, { name: 'microsoft' });
    expect(done.location).toBe('/?sso_error=unverified_email');
    expect(done.session).toBeNull();
    expect(await identitiesOf(member.id)).toEqual([]);
  });

  it('makes no account for an email Steward does not know', async () => {
    google.signInAs({ sub: 'g-stranger', email: 'stranger@gmail.com', email_verified: true });
    const done = await signOn(google);
    expect(done.location).toBe('/?sso_error=no_account');
    expect(done.session).toBeNull();
    const users = await queryRows(
      t.database.db,
      sql`select id from users where email = 'stranger@gmail.com'`,
    );
    expect(users).toEqual([]);
  });

  it('refuses an email outside the organisation’s single sign-on domains', async () => {
    const member = await newMember('sso-domain');
    await t.database.db.execute(
      sql`update organizations set sso_domains = '{church.example}' where id = ${world.organizationA}`,
    );
    google.signInAs(googleAccount(member, 'g-domain'));
    const done = await signOn(google);
    expect(done.location).toBe('/?sso_error=wrong_domain');
    expect(done.session).toBeNull();
    expect(await identitiesOf(member.id)).toEqual([]);

    await t.database.db.execute(
      sql`update organizations set sso_domains = '{church.example,a.example.org}' where id = ${world.organizationA}`,
    );
    expect((await signOn(google)).location).toBe('/');
  });

  it('refuses a deactivated member, even by a linked account', async () => {
    const member = await newMember('sso-deactivated');
    google.signInAs(googleAccount(member, 'g-deactivated'));
    expect((await signOn(google)).location).toBe('/');
    await t.database.db.execute(sql`update memberships set is_active = false where user_id = ${member.id}`);
    const done = await signOn(google);
    expect(done.location).toBe('/?sso_error=deactivated');
    expect(done.session).toBeNull();
  });
});

describe('the state of a sign-on', () => {
  it('answers once: the same callback again is refused', async () => {
    const member = await newMember('sso-replay');
    google.signInAs(googleAccount(member, 'g-replay'));
    const first = await signOn(google);
    expect(first.location).toBe('/');
    const again = await call(t.app, 'GET', first.callbackUrl, { cookie: first.stateCookie });
    expect(again.headers.location).toBe('/?sso_error=expired');
    expect(cookiesOf(again).get('steward_session')).toBeUndefined();
  });

  it('expires after ten minutes', async () => {
    const member = await newMember('sso-late');
    google.signInAs(googleAccount(member, 'g-late'));
    const start = await call(t.app, 'GET', '/api/auth/sso/google/start');
    const callbackUrl = await google.authorize(String(start.headers.location));
    await t.database.db.execute(
      sql`update auth_challenges set expires_at = now() - interval '1 second' where purpose = 'sso'`,
    );
    const done = await call(t.app, 'GET', callbackUrl, {
      cookie: `steward_sso=${cookiesOf(start).get('steward_sso')}`,
    });
    expect(done.headers.location).toBe('/?sso_error=expired');
    expect(await identitiesOf(member.id)).toEqual([]);
  });

  it('is completed only by the browser that started it (login CSRF)', async () => {
    const member = await newMember('sso-csrf');
    google.signInAs(googleAccount(member, 'g-csrf'));
    const start = await call(t.app, 'GET', '/api/auth/sso/google/start');
    const callbackUrl = await google.authorize(String(start.headers.location));
    const victim = await call(t.app, 'GET', callbackUrl, { cookie: 'steward_sso=another-browser' });
    expect(victim.headers.location).toBe('/?sso_error=failed');
    expect(cookiesOf(victim).get('steward_session')).toBeUndefined();
  });

  it('says the person cancelled at the provider', async () => {
    const start = await call(t.app, 'GET', '/api/auth/sso/google/start');
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const done = await call(
      t.app,
      'GET',
      `/api/auth/sso/google/callback?error=access_denied&state=${state}`,
      {
        cookie: `steward_sso=${state}`,
      },
    );
    expect(done.headers.location).toBe('/?sso_error=cancelled');
  });

  it('keeps the code, the state, an invitation token and the ID token out of the log', async () => {
    const member = await newMember('sso-log');
    google.signInAs(googleAccount(member, 'g-log'));
    const invited = await signOn(google, { invitation: 'not-a-real-invitation-token' });
    // A refused ID token: openid-client's error carries its claims.
    google.changeIdToken((payload) => (payload.nonce = 'another-sign-on'));
    const refused = await signOn(google);
    expect(refused.location).toBe('/?sso_error=failed');

    const written = log.join('\n');
    expect(written).toContain('/api/auth/sso/google/callback');
    expect(written).toContain('/api/auth/sso/google/start');
    expect(written).toContain('unexpected JWT');
    for (const done of [invited, refused]) {
      const code = new URLSearchParams(done.callbackUrl.split('?')[1]).get('code') ?? '';
      expect(code.length).toBeGreaterThan(10);
      expect(written).not.toContain(code);
      expect(written).not.toContain(done.authorization.searchParams.get('state'));
    }
    expect(written).not.toContain('not-a-real-invitation-token');
    expect(written).not.toContain(member.email);
  });
});

describe('the second factor', () => {
  async function withAuthenticatorApp(label: string) {
    const member = await newMember(label);
    await t.database.db.execute(
      sql`insert into user_totp (user_id, secret_sealed, confirmed_at) values (${member.id}, 'sealed', now())`,
    );
    google.signInAs(googleAccount(member, `g-${label}`));
    return member;
  }

  it('is still asked of a member who has one: no session, a pending sign-in', async () => {
    await withAuthenticatorApp('sso-2fa');
    const done = await signOn(google);
    expect(done.location).toBe('/?sso=second-factor');
    expect(done.session).toBeNull();
    expect(done.cookies.get('steward_pending')?.length).toBeGreaterThan(20);
  });

  it('is not asked when the organisation counts single sign-on as the second factor', async () => {
    const member = await withAuthenticatorApp('sso-2fa-counted');
    await t.database.db.execute(
      sql`update organizations set sso_counts_as_second_factor = true where id = ${world.organizationA}`,
    );
    const done = await signOn(google);
    expect(done.location).toBe('/');
    expect((await sessionOf(done.session)).user.id).toBe(member.id);
  });
});

describe('accepting an invitation', () => {
  it('makes the account, with the invited role and no password, and signs the invitee in', async () => {
    const email = 'sso-invitee@a.example.org';
    const token = await invite(t.app, world.admin, email, 'admin');
    google.signInAs({ sub: 'g-invitee', email, email_verified: true, name: 'Ruth Invitee' });
    const done = await signOn(google, { invitation: token });

    expect(done.location).toBe('/');
    const session = await sessionOf(done.session);
    expect(session).toMatchObject({
      user: { email, fullName: 'Ruth Invitee' },
      organization: { id: world.organizationA },
      role: 'admin',
    });
    expect(await identitiesOf(session.user.id)).toEqual([
      { provider: 'google', subject: 'g-invitee', email },
    ]);
    expect(await auditOf(world.organizationA, 'invitation_accepted')).toContainEqual({
      target: email,
      detail: 'as Admin',
    });
    // No password was ever set, so none signs in.
    for (const password of [PASSWORD, '!single-sign-on', '']) {
      const signIn = await call(t.app, 'POST', '/api/auth/sign-in', { payload: { email, password } });
      expect(signIn.statusCode).not.toBe(200);
    }
    // The invitation is used up.
    const again = await signOn(google, { invitation: token });
    expect(again.location).toBe('/invite?sso_error=invitation_invalid');
  });

  it('refuses an invitation sent to another email, which stays open for its invitee', async () => {
    const token = await invite(t.app, world.admin, 'sso-invited@a.example.org', 'user');
    google.signInAs({ sub: 'g-wrong-invitee', email: 'sso-someone@a.example.org', email_verified: true });
    const done = await signOn(google, { invitation: token });
    expect(done.location).toBe('/invite?sso_error=invitation_email');
    expect(done.session).toBeNull();
    const users = await queryRows(
      t.database.db,
      sql`select id from users where email in ('sso-someone@a.example.org', 'sso-invited@a.example.org')`,
    );
    expect(users).toEqual([]);
    expect((await acceptInvitation(t.app, token, 'sso-invited@a.example.org')).id).toBeTruthy();
  });

  it('refuses an invitation by an unverified email, or outside the single sign-on domains', async () => {
    const email = 'sso-invitee-2@a.example.org';
    const token = await invite(t.app, world.admin, email, 'user');
    google.signInAs({ sub: 'g-invitee-2', email, email_verified: false });
    expect((await signOn(google, { invitation: token })).location).toBe('/invite?sso_error=unverified_email');

    await t.database.db.execute(
      sql`update organizations set sso_domains = '{church.example}' where id = ${world.organizationA}`,
    );
    google.signInAs({ sub: 'g-invitee-2', email, email_verified: true });
    expect((await signOn(google, { invitation: token })).location).toBe('/invite?sso_error=wrong_domain');
    const users = await queryRows(t.database.db, sql`select id from users where email = ${email}`);
    expect(users).toEqual([]);
  });
});
