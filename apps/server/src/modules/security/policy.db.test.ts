import {
  type AuditEntry,
  type MemberSecurity,
  SECURITY_MESSAGES,
  type SecurityPolicy,
  USER_MANAGEMENT_RESTRICTED,
} from '@steward/domain';
import { createTestApp } from '@test/app';
import { buildWorld, call, type World } from '@test/world';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, userTotp } from '@/db/schema';

// A server without single sign-on (no GOOGLE_* or MICROSOFT_* variables): sso-only.db.test.ts has
// one with Google.
let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'policy');
}, 60_000);
afterAll(() => t.close());

const POLICY = {
  twoFactorRequiredFor: 'nobody',
  ssoDomains: [],
  ssoOnly: false,
  ssoCountsAsSecondFactor: false,
} as const;
/** The policy as it reads back: no grace running, no provider on this server. */
const READ = { ...POLICY, twoFactorGraceUntil: null, ssoProviders: [] };

async function policyOf(cookie: string): Promise<SecurityPolicy> {
  const response = await call(t.app, 'GET', '/api/security/policy', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function latestAudit(cookie: string): Promise<AuditEntry> {
  const response = await call(t.app, 'GET', '/api/audit', { cookie });
  return response.json().items[0];
}

describe('the sign-in policy', () => {
  // The admins who turn the rules on have second factors: a rule may not hold the admin saving it
  // at once (policy-reach.db.test.ts), and one covering them would hold their next request.
  beforeAll(async () => {
    await t.database.db
      .insert(userTotp)
      .values(
        [w.admin.id, w.master.id].map((userId) => ({ userId, secretSealed: 'x', confirmedAt: new Date() })),
      );
  });
  afterAll(async () => {
    await t.database.db.delete(userTotp).where(inArray(userTotp.userId, [w.admin.id, w.master.id]));
  });

  it('is open by default: no one must have a second factor, no single sign-on rule', async () => {
    expect(await policyOf(w.admin.cookie)).toEqual(READ);
  });

  it('is changed by an admin, audited with what it now requires, and read back', async () => {
    const response = await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.admin.cookie,
      payload: { ...POLICY, twoFactorRequiredFor: 'admins', ssoDomains: [' Example.ORG ', 'example.org'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = { ...READ, twoFactorRequiredFor: 'admins', ssoDomains: ['example.org'] };
    expect(response.json()).toEqual(saved);
    expect(await policyOf(w.master.cookie)).toEqual(saved);
    expect(await latestAudit(w.master.cookie)).toMatchObject({
      action: 'security_policy_changed',
      actor: { email: w.admin.email },
      target: 'Sign-in policy',
      detail: 'Two-step verification required for admins; passwords allowed; single sign-on for example.org',
    });

    await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.master.cookie,
      payload: { ...POLICY, twoFactorRequiredFor: 'everyone', ssoDomains: ['example.org'] },
    });
    expect((await latestAudit(w.master.cookie)).detail).toBe('Two-step verification required for everyone');
    await call(t.app, 'PUT', '/api/security/policy', { cookie: w.master.cookie, payload: POLICY });
    expect((await latestAudit(w.master.cookie)).detail).toBe(
      'Two-step verification not required; passwords allowed; single sign-on for any verified email',
    );
  });

  it('is the organisation’s own: another organisation’s is not changed', async () => {
    await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.master.cookie,
      payload: { ...POLICY, twoFactorRequiredFor: 'everyone' },
    });
    expect((await policyOf(w.otherMaster.cookie)).twoFactorRequiredFor).toBe('nobody');
    await call(t.app, 'PUT', '/api/security/policy', { cookie: w.master.cookie, payload: POLICY });
  });

  it('refuses single sign-on as the only way in on a server without a provider, and changes nothing', async () => {
    const response = await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.master.cookie,
      payload: { ...POLICY, twoFactorRequiredFor: 'admins', ssoOnly: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(SECURITY_MESSAGES.ssoOnlyWithoutProvider);
    expect(await policyOf(w.master.cookie)).toEqual(READ);
  });

  it('keeps single sign-on as the second step without a provider: it does nothing until one is set up', async () => {
    const response = await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.master.cookie,
      payload: { ...POLICY, ssoCountsAsSecondFactor: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await latestAudit(w.master.cookie)).detail).toBe('Single sign-on counts as the second step');
    await call(t.app, 'PUT', '/api/security/policy', { cookie: w.master.cookie, payload: POLICY });
  });

  it('refuses a domain that is not one, and an unknown requirement', async () => {
    for (const payload of [
      { ...POLICY, ssoDomains: ['not a domain'] },
      { ...POLICY, ssoDomains: ['@example.org'] },
      { ...POLICY, twoFactorRequiredFor: 'admins-and-counters' },
    ]) {
      const response = await call(t.app, 'PUT', '/api/security/policy', { cookie: w.master.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await policyOf(w.master.cookie)).toEqual(READ);
  });

  it('is closed to a plain user, a counter and a user without an organisation, with user management’s text', async () => {
    for (const actor of [w.user, w.counter, w.loner]) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await call(t.app, method, '/api/security/policy', {
          cookie: actor.cookie,
          ...(method === 'PUT' ? { payload: POLICY } : {}),
        });
        expect(response.statusCode).toBe(403);
        const expected =
          actor === w.loner ? 'Please set up your organization first.' : USER_MANAGEMENT_RESTRICTED;
        expect(response.json().error.message).toBe(expected);
      }
    }
  });
});

describe('members’ second factors', () => {
  it('tells admins which members have an authenticator app or passkeys, for their organisation only', async () => {
    await t.database.db
      .insert(userTotp)
      .values({ userId: w.admin.id, secretSealed: 'x', confirmedAt: new Date() });
    // Set up but never confirmed with a code: not a second factor.
    await t.database.db.insert(userTotp).values({ userId: w.counter.id, secretSealed: 'x' });
    await t.database.db.insert(passkeys).values(
      ['Office laptop', 'Phone'].map((name, i) => ({
        userId: w.user.id,
        credentialId: `policy-credential-${i}`,
        publicKey: 'key',
        deviceType: 'multiDevice',
        name,
      })),
    );
    await t.database.db.insert(userTotp).values({
      userId: w.otherUser.id,
      secretSealed: 'x',
      confirmedAt: new Date(),
    });

    const response = await call(t.app, 'GET', '/api/security/members', { cookie: w.admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as MemberSecurity).items;
    expect(items.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: w.master.id, totp: false, passkeys: 0, enrolled: false },
        { userId: w.admin.id, totp: true, passkeys: 0, enrolled: true },
        { userId: w.user.id, totp: false, passkeys: 2, enrolled: true },
        { userId: w.counter.id, totp: false, passkeys: 0, enrolled: false },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );

    const other = await call(t.app, 'GET', '/api/security/members', { cookie: w.otherMaster.cookie });
    expect((other.json() as MemberSecurity).items.map((item) => item.userId).sort()).toEqual(
      [w.otherMaster.id, w.otherUser.id].sort(),
    );
  });

  it('are not shown to a plain user', async () => {
    const response = await call(t.app, 'GET', '/api/security/members', { cookie: w.user.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(USER_MANAGEMENT_RESTRICTED);
  });
});
