import { SECURITY_MESSAGES, type SecurityOverview } from '@steward/domain';
import { createTestApp } from '@test/app';
import { registerPasskey } from '@test/passkeys';
import { auditAbout, cookiesOf, emailsTo, enrolTotp, nextStep, totpCode } from '@test/two-factor';
import { type Actor, acceptInvitation, buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userIdentities, users } from '@/db/schema';
import { NO_PASSWORD_HASH } from '@/platform/passwords';

/**
 * A session alone does not change how its member signs in: every such change carries the
 * password (or, for a member without one, a code) in its own body. Someone holding a stolen
 * session cookie can neither remove the authenticator app, take new recovery codes, add a passkey
 * of their own, forget the member's devices, unlink their accounts, nor sign them out elsewhere.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'stepup');
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function newMember(): Promise<Actor> {
  people += 1;
  const email = `step-up-${people}@a.example.org`;
  return acceptInvitation(t.app, await invite(t.app, w.master, email, 'user'), email);
}

async function overview(cookie: string): Promise<SecurityOverview> {
  const response = await call(t.app, 'GET', '/api/security', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Signs in with the password and the authenticator code, asking to remember this browser. */
async function signInRemembered(actor: Actor, secret: string) {
  nextStep();
  const first = await call(t.app, 'POST', '/api/auth/sign-in', {
    payload: { email: actor.email, password: PASSWORD },
  });
  const done = await call(t.app, 'POST', '/api/auth/second-factor', {
    cookie: `steward_pending=${cookiesOf(first).steward_pending}`,
    payload: { method: 'totp', code: totpCode(secret), rememberDevice: true },
  });
  expect(done.statusCode, done.body).toBe(200);
  const cookies = cookiesOf(done);
  return {
    session: `steward_session=${cookies.steward_session}`,
    device: `steward_device=${cookies.steward_device}`,
  };
}

/** A member with an authenticator app, a passkey, a remembered device and a linked account. */
async function memberWithEverything() {
  const actor = await newMember();
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  const { secret } = await enrolTotp(t.app, actor);
  const { response } = await registerPasskey(t.app, actor, 'Office key');
  expect(response.statusCode, response.body).toBe(201);
  const remembered = await signInRemembered(actor, secret);
  await t.database.db
    .insert(userIdentities)
    .values({ userId: actor.id, provider: 'google', subject: `g-${actor.id}`, email: actor.email });
  const before = await overview(actor.cookie);
  return { actor, secret, remembered, before };
}

/** Each change a session alone must not make, as the security page sends it. */
function changes(before: SecurityOverview) {
  return [
    { name: 'remove the authenticator app', method: 'DELETE', url: '/api/security/totp' },
    { name: 'make new recovery codes', method: 'POST', url: '/api/security/recovery-codes' },
    { name: 'remove a passkey', method: 'DELETE', url: `/api/security/passkeys/${before.passkeys[0]?.id}` },
    {
      name: 'forget a remembered device',
      method: 'DELETE',
      url: `/api/security/trusted-devices/${before.trustedDevices[0]?.id}`,
    },
    {
      name: 'unlink a linked account',
      method: 'DELETE',
      url: `/api/security/identities/${before.identities[0]?.id}`,
    },
    { name: 'sign out everywhere else', method: 'POST', url: '/api/security/sign-out-others' },
  ] as const;
}

/** What must not have changed: factors, codes, devices, accounts and the other sessions. */
function unchanged(before: SecurityOverview, after: SecurityOverview) {
  expect(after.totp.enabled).toBe(before.totp.enabled);
  expect(after.passkeys).toEqual(before.passkeys);
  expect(after.recoveryCodes).toEqual(before.recoveryCodes);
  expect(after.trustedDevices.map((device) => device.id)).toEqual(before.trustedDevices.map((d) => d.id));
  expect(after.identities).toEqual(before.identities);
  expect(after.sessions).toHaveLength(before.sessions.length);
}

describe('a change to how a member signs in', () => {
  it('is refused without the password, or with a wrong one, and changes nothing', async () => {
    const { actor, before } = await memberWithEverything();
    expect(before.stepUp).toBe('password');
    expect(before.trustedDevices).toHaveLength(1);
    expect(before.identities).toHaveLength(1);
    for (const change of changes(before)) {
      for (const [payload, message] of [
        [undefined, SECURITY_MESSAGES.stepUpPasswordMissing],
        [{}, SECURITY_MESSAGES.stepUpPasswordMissing],
        [{ password: 'not-the-password' }, SECURITY_MESSAGES.stepUpPasswordWrong],
        // A code is no stand-in for a password the member has.
        [{ code: '123456' }, SECURITY_MESSAGES.stepUpPasswordMissing],
      ] as const) {
        const response = await call(t.app, change.method, change.url, {
          cookie: actor.cookie,
          ...(payload ? { payload } : {}),
        });
        expect({
          change: change.name,
          status: response.statusCode,
          message: response.json().error?.message,
        }).toEqual({ change: change.name, status: 403, message });
      }
    }
    unchanged(before, await overview(actor.cookie));
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'sign_in_failed',
      detail: 'Wrong password to confirm a change to sign-in',
    });
  });

  it('refuses a passkey’s options without the password, before the browser’s prompt, and stores nothing', async () => {
    const { actor, before } = await memberWithEverything();
    const { response } = await registerPasskey(
      t.app,
      actor,
      'Thief key',
      undefined,
      {},
      { password: 'wrong' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(SECURITY_MESSAGES.stepUpPasswordWrong);
    const missing = await registerPasskey(t.app, actor, 'Thief key', undefined, {}, {});
    expect(missing.response.statusCode).toBe(403);
    expect(missing.response.json().error.message).toBe(SECURITY_MESSAGES.stepUpPasswordMissing);
    expect((await overview(actor.cookie)).passkeys).toEqual(before.passkeys);
  });

  it('is made with the password in the same request', async () => {
    const { actor, before } = await memberWithEverything();
    for (const change of changes(before)) {
      const response = await call(t.app, change.method, change.url, {
        cookie: actor.cookie,
        payload: { password: PASSWORD },
      });
      expect({ change: change.name, status: response.statusCode }).toEqual({
        change: change.name,
        status: change.method === 'DELETE' ? 204 : 200,
      });
    }
    const after = await overview(actor.cookie);
    expect(after.totp.enabled).toBe(false);
    expect(after.passkeys).toEqual([]);
    expect(after.trustedDevices).toEqual([]);
    expect(after.identities).toEqual([]);
    expect(after.sessions).toHaveLength(1);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'sso_unlinked',
      detail: `Google account ${actor.email}`,
    });
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'Your Google account no longer signs in to Steward',
    );
  });

  it('counts wrong passwords with wrong sign-in passwords: after 10, the right password gets 429', async () => {
    const actor = await newMember();
    for (let i = 0; i < 10; i++) {
      const response = await call(t.app, 'POST', '/api/security/sign-out-others', {
        cookie: actor.cookie,
        payload: { password: `wrong-${i}` },
      });
      expect(response.statusCode).toBe(403);
    }
    const change = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(change.statusCode).toBe(429);
    const signIn = await call(t.app, 'POST', '/api/auth/sign-in', {
      payload: { email: actor.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
  });
});

describe('"sign out everywhere else"', () => {
  it('also forgets every remembered device, so the password alone no longer signs in there', async () => {
    const { actor, secret, remembered } = await memberWithEverything();
    // The remembered browser signs in with the password alone, before.
    const alone = await call(t.app, 'POST', '/api/auth/sign-in', {
      cookie: remembered.device,
      payload: { email: actor.email, password: PASSWORD },
    });
    expect(alone.json()).toHaveProperty('user');

    const response = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(response.json()).toEqual({ ended: 2, forgottenDevices: 1 });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: remembered.session })).statusCode).toBe(
      401,
    );
    expect((await overview(actor.cookie)).trustedDevices).toEqual([]);
    const again = await call(t.app, 'POST', '/api/auth/sign-in', {
      cookie: remembered.device,
      payload: { email: actor.email, password: PASSWORD },
    });
    expect(again.json()).toEqual({
      secondFactor: { methods: ['totp', 'passkey', 'recovery_code'], email: actor.email },
    });
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'signed_out_elsewhere',
      detail: '2 sessions ended; 1 remembered device forgotten',
    });
    expect(secret).toBeTruthy();
  });
});

describe('a member who signs in only with single sign-on', () => {
  async function ssoOnlyMember() {
    const actor = await newMember();
    await t.database.db.update(users).set({ passwordHash: NO_PASSWORD_HASH }).where(eq(users.id, actor.id));
    await t.database.db
      .insert(userIdentities)
      .values({ userId: actor.id, provider: 'google', subject: `g-${actor.id}`, email: actor.email });
    return actor;
  }

  it('confirms a change with a code from the authenticator app or a recovery code', async () => {
    const actor = await ssoOnlyMember();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { secret, recoveryCodes } = await enrolTotp(t.app, actor);
    expect((await overview(actor.cookie)).stepUp).toBe('code');

    const url = '/api/security/recovery-codes';
    const missing = await call(t.app, 'POST', url, { cookie: actor.cookie, payload: {} });
    expect(missing.json().error.message).toBe(SECURITY_MESSAGES.stepUpCodeMissing);
    const wrong = await call(t.app, 'POST', url, { cookie: actor.cookie, payload: { code: '000000' } });
    expect({ status: wrong.statusCode, message: wrong.json().error.message }).toEqual({
      status: 403,
      message: SECURITY_MESSAGES.stepUpCodeWrong,
    });
    nextStep();
    const withApp = await call(t.app, 'POST', url, {
      cookie: actor.cookie,
      payload: { code: totpCode(secret) },
    });
    expect(withApp.statusCode, withApp.body).toBe(200);
    const fresh = withApp.json().recoveryCodes as string[];
    // The old set no longer works; a new code does, once.
    const oldCode = await call(t.app, 'POST', url, {
      cookie: actor.cookie,
      payload: { code: recoveryCodes?.[0] },
    });
    expect(oldCode.statusCode).toBe(403);
    const withRecovery = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: { code: fresh[0] },
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    const reused = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: { code: fresh[0] },
    });
    expect(reused.statusCode).toBe(403);
  });

  it('counts wrong codes against the account’s limit of wrong codes', async () => {
    const actor = await ssoOnlyMember();
    const { secret } = await enrolTotp(t.app, actor);
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      const response = await call(t.app, 'POST', '/api/security/sign-out-others', {
        cookie: actor.cookie,
        payload: { code: wrongCode },
      });
      expect(response.statusCode).toBe(403);
    }
    const right = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: { code: totpCode(secret) },
    });
    expect(right.statusCode).toBe(429);
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'Someone is guessing two-step codes for your Steward account',
    );
  });

  it('with no factor at all, needs a sign-in of the last 10 minutes; and keeps their only way in', async () => {
    const actor = await ssoOnlyMember();
    expect((await overview(actor.cookie)).stepUp).toBe('recent_sign_in');
    const [identity] = (await overview(actor.cookie)).identities;
    const only = await call(t.app, 'DELETE', `/api/security/identities/${identity?.id}`, {
      cookie: actor.cookie,
      payload: {},
    });
    expect({ status: only.statusCode, message: only.json().error.message }).toEqual({
      status: 409,
      message: SECURITY_MESSAGES.lastWayIn,
    });
    const recent = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: {},
    });
    expect(recent.statusCode, recent.body).toBe(200);

    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${actor.id}`,
    );
    const old = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: {},
    });
    expect({ status: old.statusCode, message: old.json().error.message }).toEqual({
      status: 403,
      message: SECURITY_MESSAGES.stepUpSignInAgain,
    });
  });
});
