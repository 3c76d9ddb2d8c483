import { type AuditEntry, SECURITY_MESSAGES } from '@steward/domain';
import { createTestApp } from '@test/app';
import { buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A server that offers sign-in with Google (the provider is never called here: these tests are
// about the password being refused, not about single sign-on itself).
let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'steward-test', GOOGLE_CLIENT_SECRET: 'google-secret' });
  w = await buildWorld(t.app, 'sso-only');
}, 60_000);
afterAll(() => t.close());

const SSO_ONLY = {
  twoFactorRequiredFor: 'nobody',
  ssoDomains: ['a.example.org'],
  ssoOnly: true,
  ssoCountsAsSecondFactor: true,
} as const;

function signIn(email: string, password = PASSWORD) {
  return call(t.app, 'POST', '/api/auth/sign-in', { payload: { email, password } });
}

describe('single sign-on only', () => {
  it('is saved by an admin on a server with a provider, and audited', async () => {
    const response = await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.admin.cookie,
      payload: SSO_ONLY,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...SSO_ONLY, twoFactorGraceUntil: null, ssoProviders: ['google'] });
    const audit = await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie });
    expect((audit.json().items as AuditEntry[])[0]).toMatchObject({
      action: 'security_policy_changed',
      detail: 'Single sign-on only for a.example.org; single sign-on counts as the second step',
    });
  });

  it('refuses a member’s right password with 403, starts no session, and audits the attempt', async () => {
    for (const actor of [w.user, w.admin, w.counter]) {
      const response = await signIn(actor.email);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(SECURITY_MESSAGES.ssoOnly);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const audit = await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie });
    expect((audit.json().items as AuditEntry[])[0]).toMatchObject({
      action: 'sign_in_failed',
      actor: { email: w.counter.email },
      target: w.counter.email,
      detail: 'Password refused: single sign-on only',
    });
  });

  it('still answers a wrong password as any wrong password, so it tells nothing', async () => {
    const response = await signIn(w.user.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid email or password');
  });

  it('keeps the master admin’s password, the way back in should the provider fail', async () => {
    const response = await signIn(w.master.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.email).toBe(w.master.email);
  });

  it('applies to its own organisation only', async () => {
    expect((await signIn(w.otherUser.email)).statusCode).toBe(200);
  });

  it('lets an invitee join only with the provider: no password is made, the invitation stays open', async () => {
    const token = await invite(t.app, w.master, 'joiner@a.example.org', 'user');
    const response = await call(t.app, 'POST', '/api/invitations/accept', {
      payload: { token, password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(SECURITY_MESSAGES.ssoOnly);
    expect(response.headers['set-cookie']).toBeUndefined();
    const lookup = await call(t.app, 'POST', '/api/invitations/lookup', { payload: { token } });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().existingAccount).toBe(false);
  });

  it('lets members sign in with their password again once turned off', async () => {
    const off = await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.master.cookie,
      payload: { ...SSO_ONLY, ssoOnly: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await signIn(w.user.email)).statusCode).toBe(200);
  });
});
