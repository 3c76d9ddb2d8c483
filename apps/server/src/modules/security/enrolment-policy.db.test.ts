import { SECURITY_MESSAGES, type TwoFactorRequirement } from '@steward/domain';
import { cookiePair, createTestApp } from '@test/app';
import { type Actor, buildWorld, call, PASSWORD, type World } from '@test/world';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTotp } from '@/db/schema';
import { seedDemoData } from '@/demo/seed';
import type { Storage } from '@/platform/storage/storage';

/**
 * The organisation's policy and the enrolment gate together: a member the policy requires to have
 * a second factor, who has none, signs in with their password to a session that reaches only the
 * enrolment (the security page, the session, sign-out) until they set one up.
 */

const discardStorage: Storage = {
  put: async () => {},
  get: async () => {
    throw new Error('not stored');
  },
  delete: async () => {},
  signedUrl: async () => null,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  // First: the demo seeds only an empty database.
  await seedDemoData(t.database, discardStorage);
  w = await buildWorld(t.app, 'enrol');
}, 90_000);
afterAll(() => t.close());

/**
 * The master admin turns the rule on. A rule may not hold its own admin at once
 * (policy.db.test.ts), so they have an authenticator app while they save it, and none after, as
 * the tests below need.
 */
async function requireFor(twoFactorRequiredFor: TwoFactorRequirement) {
  await t.database.db
    .insert(userTotp)
    .values({ userId: w.master.id, secretSealed: 'sealed', confirmedAt: new Date() });
  const response = await call(t.app, 'PUT', '/api/security/policy', {
    cookie: w.master.cookie,
    payload: { twoFactorRequiredFor, ssoDomains: [], ssoOnly: false, ssoCountsAsSecondFactor: false },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.database.db.delete(userTotp).where(eq(userTotp.userId, w.master.id));
}

/** Signs `actor` in with their password; the session's cookie and the answer. */
async function signIn(actor: Pick<Actor, 'email'>, password = PASSWORD) {
  const response = await call(t.app, 'POST', '/api/auth/sign-in', {
    payload: { email: actor.email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { body, cookie: 'secondFactor' in body ? null : cookiePair(response.headers['set-cookie']) };
}

async function statusOf(cookie: string, url: string) {
  const response = await call(t.app, 'GET', url, { cookie });
  return { status: response.statusCode, message: response.json().error?.message };
}

describe('two-step verification required for admins', () => {
  beforeAll(() => requireFor('admins'));

  it('signs an admin without a factor in to a session that reaches only the enrolment', async () => {
    const { body, cookie } = await signIn(w.admin);
    expect(body.twoFactorSetupRequired).toBe(true);
    const session = cookie as string;

    const current = await call(t.app, 'GET', '/api/auth/session', { cookie: session });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ user: { email: w.admin.email }, twoFactorSetupRequired: true });

    const refused = { status: 403, message: SECURITY_MESSAGES.mustEnrol };
    expect(await statusOf(session, '/api/documents')).toEqual(refused);
    expect(await statusOf(session, '/api/members')).toEqual(refused);
    // The policy and other members' security stay closed although they sit under /api/security.
    expect(await statusOf(session, '/api/security/policy')).toEqual(refused);
    expect(await statusOf(session, '/api/security/members')).toEqual(refused);
    const change = await call(t.app, 'PUT', '/api/security/policy', {
      cookie: session,
      payload: {
        twoFactorRequiredFor: 'nobody',
        ssoDomains: [],
        ssoOnly: false,
        ssoCountsAsSecondFactor: false,
      },
    });
    expect(change.statusCode).toBe(403);

    expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie: session })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: session })).statusCode).toBe(401);
  });

  it('counts the master admin among the admins', async () => {
    const { body } = await signIn(w.master);
    expect(body.twoFactorSetupRequired).toBe(true);
  });

  it('leaves a plain user unrestricted', async () => {
    const { body, cookie } = await signIn(w.user);
    expect(body.twoFactorSetupRequired).toBe(false);
    expect((await statusOf(cookie as string, '/api/documents')).status).toBe(200);
  });

  it('asks an admin who has a factor for it, instead of restricting them', async () => {
    await t.database.db
      .insert(userTotp)
      .values({ userId: w.admin.id, secretSealed: 'sealed', confirmedAt: new Date() });
    const { body, cookie } = await signIn(w.admin);
    expect(cookie).toBeNull();
    expect(body).toEqual({ secondFactor: { methods: ['totp'], email: w.admin.email } });
  });
});

describe('two-step verification required for everyone', () => {
  beforeAll(() => requireFor('everyone'));

  it('restricts a plain user without a factor too', async () => {
    const { body, cookie } = await signIn(w.counter);
    expect(body.twoFactorSetupRequired).toBe(true);
    expect(await statusOf(cookie as string, '/api/documents')).toEqual({
      status: 403,
      message: SECURITY_MESSAGES.mustEnrol,
    });
  });
});

describe('two-step verification required for nobody', () => {
  beforeAll(() => requireFor('nobody'));

  it('restricts no one', async () => {
    for (const actor of [w.master, w.user]) {
      const { body, cookie } = await signIn(actor);
      expect(body.twoFactorSetupRequired).toBe(false);
      expect((await statusOf(cookie as string, '/api/documents')).status).toBe(200);
    }
  });

  it('is the demo organisation’s policy: demo@example.org signs in with demo1234 alone', async () => {
    const { body, cookie } = await signIn({ email: 'demo@example.org' }, 'demo1234');
    expect(body).toMatchObject({ user: { email: 'demo@example.org' }, twoFactorSetupRequired: false });
    const policy = await call(t.app, 'GET', '/api/security/policy', { cookie: cookie as string });
    expect(policy.json().twoFactorRequiredFor).toBe('nobody');
  });
});
