import { SECURITY_MESSAGES } from '@steward/domain';
import { createTestApp } from '@test/app';
import { auditAbout, cookiesOf, emailsTo, enrolTotp, nextStep, totpCode } from '@test/two-factor';
import { type Actor, acceptInvitation, buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '@/db/client';
import { totpSecretBox } from './service/totp';

// The member's own "Sign-in and security" page: the authenticator app, recovery codes, remembered
// devices, sessions, and the enrolment an organisation's policy requires.
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function newMember(role: 'user' | 'admin' = 'user') {
  people += 1;
  const email = `factors-${people}@a.example.org`;
  return acceptInvitation(t.app, await invite(t.app, w.master, email, role), email);
}

async function signIn(actor: Actor, headers: Record<string, string> = {}) {
  const response = await call(t.app, 'POST', '/api/auth/sign-in', {
    payload: { email: actor.email, password: PASSWORD },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function sessionCookie(actor: Actor, headers: Record<string, string> = {}) {
  return `steward_session=${cookiesOf(await signIn(actor, headers)).steward_session}`;
}

async function overview(cookie: string) {
  const response = await call(t.app, 'GET', '/api/security', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('setting up an authenticator app', () => {
  it('gives a secret, its otpauth URL and a QR code, and keeps the secret only sealed', async () => {
    const actor = await newMember();
    const setup = await call(t.app, 'POST', '/api/security/totp/setup', { cookie: actor.cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    // Without PUBLIC_URL the organisation names the entry in the app (totp-issuer.db.test.ts).
    expect(decodeURIComponent(url.pathname)).toBe(`/Organisation A:${actor.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Organisation A',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const [row] = await queryRows<{ secret_sealed: string; confirmed_at: Date | null }>(
      t.database.db,
      sql`select secret_sealed, confirmed_at from user_totp where user_id = ${actor.id}`,
    );
    expect(row?.confirmed_at).toBeNull();
    expect(row?.secret_sealed).not.toContain(secret);
    expect(
      totpSecretBox('test-secret-test-secret-test-secret-0123').open(row?.secret_sealed as string, actor.id),
    ).toBe(secret);
    // Not yet a second factor.
    expect((await signIn(actor)).json()).toHaveProperty('user');
    expect((await overview(actor.cookie)).totp).toEqual({ enabled: false, enabledAt: null });
  });

  it('refuses a wrong code and changes nothing; the right one enrols, with recovery codes, audited and emailed', async () => {
    const actor = await newMember();
    const setup = await call(t.app, 'POST', '/api/security/totp/setup', { cookie: actor.cookie });
    const { secret } = setup.json();
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    const wrong = await call(t.app, 'POST', '/api/security/totp/confirm', {
      cookie: actor.cookie,
      payload: { code: wrongCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(SECURITY_MESSAGES.wrongCode);
    const unchanged = await overview(actor.cookie);
    expect(unchanged.totp.enabled).toBe(false);
    expect(unchanged.recoveryCodes).toEqual({ remaining: 0, generatedAt: null });
    expect(await auditAbout(t.database.db, actor.email)).not.toContainEqual(
      expect.objectContaining({ action: 'two_factor_app_added' }),
    );

    const right = await call(t.app, 'POST', '/api/security/totp/confirm', {
      cookie: actor.cookie,
      payload: { code: totpCode(secret) },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().recoveryCodes).toHaveLength(10);
    expect(cookiesOf(right)).toEqual({});
    const enrolled = await overview(actor.cookie);
    expect(enrolled.totp.enabled).toBe(true);
    expect(enrolled.recoveryCodes.remaining).toBe(10);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'two_factor_app_added',
      detail: 'Recovery codes were created',
    });
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'An authenticator app was added to your Steward account',
    );
    // Now a second factor: the password alone no longer signs in.
    expect((await signIn(actor)).json()).toHaveProperty('secondFactor');
  });

  it('replaces an unconfirmed secret with a new one, whose code alone confirms', async () => {
    const actor = await newMember();
    const first = (await call(t.app, 'POST', '/api/security/totp/setup', { cookie: actor.cookie })).json();
    const second = (await call(t.app, 'POST', '/api/security/totp/setup', { cookie: actor.cookie })).json();
    expect(second.secret).not.toBe(first.secret);
    const old = await call(t.app, 'POST', '/api/security/totp/confirm', {
      cookie: actor.cookie,
      payload: { code: totpCode(first.secret) },
    });
    expect(old.statusCode).toBe(400);
    const current = await call(t.app, 'POST', '/api/security/totp/confirm', {
      cookie: actor.cookie,
      payload: { code: totpCode(second.secret) },
    });
    expect(current.statusCode).toBe(200);
  });

  it('refuses a second setup while one is confirmed, and a confirmation without a setup', async () => {
    const actor = await newMember();
    const confirmWithout = await call(t.app, 'POST', '/api/security/totp/confirm', {
      cookie: actor.cookie,
      payload: { code: '123456' },
    });
    expect(confirmWithout.statusCode).toBe(409);
    expect(confirmWithout.json().error.message).toBe(SECURITY_MESSAGES.totpNotStarted);
    const { secret } = await enrolTotp(t.app, actor);
    const again = await call(t.app, 'POST', '/api/security/totp/setup', { cookie: actor.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SECURITY_MESSAGES.totpAlreadyEnabled);
    // The confirmed secret is untouched: its codes still sign in.
    nextStep();
    const pending = cookiesOf(await signIn(actor)).steward_pending;
    const done = await call(t.app, 'POST', '/api/auth/second-factor', {
      cookie: `steward_pending=${pending}`,
      payload: { method: 'totp', code: totpCode(secret) },
    });
    expect(done.statusCode).toBe(200);
  });

  it('removes the authenticator app (audited and emailed), and with it the recovery codes', async () => {
    const actor = await newMember();
    await enrolTotp(t.app, actor);
    const removed = await call(t.app, 'DELETE', '/api/security/totp', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(removed.statusCode).toBe(204);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'two_factor_app_removed',
      detail: 'No second factor is left; the recovery codes were deleted',
    });
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'An authenticator app was removed from your Steward account',
    );
    const after = await overview(actor.cookie);
    expect(after.totp.enabled).toBe(false);
    expect(after.recoveryCodes.remaining).toBe(0);
    expect((await signIn(actor)).json()).toHaveProperty('user');
    const again = await call(t.app, 'DELETE', '/api/security/totp', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(again.statusCode).toBe(404);
  });

  it('gives recovery codes only with a second factor', async () => {
    const actor = await newMember();
    const refused = await call(t.app, 'POST', '/api/security/recovery-codes', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SECURITY_MESSAGES.notEnrolled);
  });

  it('lets a user without an organisation enrol (no audit log, no email)', async () => {
    const { recoveryCodes } = await enrolTotp(t.app, w.loner);
    expect(recoveryCodes).toHaveLength(10);
    expect(await emailsTo(t.database.db, w.loner.email)).toEqual([]);
    expect((await signIn(w.loner)).json()).toHaveProperty('secondFactor');
  });
});

describe('an organisation that requires two-step verification', () => {
  it('lets a member without a second factor reach only the enrolment, then gives a full session', async () => {
    const actor = await newMember('admin');
    const elsewhere = await sessionCookie(actor);
    await t.database.db.execute(
      sql`update organizations set two_factor_required_for = 'admins' where id = ${w.organizationA}`,
    );
    try {
      const restricted = await signIn(actor);
      expect(restricted.json()).toMatchObject({ twoFactorSetupRequired: true });
      const cookie = `steward_session=${cookiesOf(restricted).steward_session}`;
      const second = await sessionCookie(actor);
      const documents = await call(t.app, 'GET', '/api/documents', { cookie });
      expect(documents.statusCode).toBe(403);
      expect(documents.json().error.message).toBe(SECURITY_MESSAGES.mustEnrol);
      expect((await overview(cookie)).required).toBe(true);

      const { secret, response } = await enrolTotp(t.app, { ...actor, cookie });
      const fresh = cookiesOf(response).steward_session;
      expect(fresh).toBeDefined();
      const freshCookie = `steward_session=${fresh}`;
      // Both restricted sessions ended; the one from before the policy was not restricted.
      expect((await call(t.app, 'GET', '/api/auth/session', { cookie })).statusCode).toBe(401);
      expect((await call(t.app, 'GET', '/api/auth/session', { cookie: second })).statusCode).toBe(401);
      expect((await call(t.app, 'GET', '/api/auth/session', { cookie: elsewhere })).statusCode).toBe(200);
      const session = await call(t.app, 'GET', '/api/auth/session', { cookie: freshCookie });
      expect(session.json()).toMatchObject({ twoFactorSetupRequired: false, role: 'admin' });
      expect((await call(t.app, 'GET', '/api/documents', { cookie: freshCookie })).statusCode).toBe(200);
      expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
        action: 'sign_in',
        detail: 'After setting up two-step verification',
      });

      // The only second factor of a member who must have one stays.
      const remove = await call(t.app, 'DELETE', '/api/security/totp', {
        cookie: freshCookie,
        payload: { password: PASSWORD },
      });
      expect(remove.statusCode).toBe(409);
      expect(remove.json().error.message).toBe(SECURITY_MESSAGES.lastRequiredFactor);

      // The next sign-in asks for the code, not for enrolment.
      nextStep();
      const next = await signIn(actor);
      expect(next.json()).toHaveProperty('secondFactor');
      const done = await call(t.app, 'POST', '/api/auth/second-factor', {
        cookie: `steward_pending=${cookiesOf(next).steward_pending}`,
        payload: { method: 'totp', code: totpCode(secret) },
      });
      expect(done.json()).toMatchObject({ twoFactorSetupRequired: false });
    } finally {
      await t.database.db.execute(
        sql`update organizations set two_factor_required_for = 'nobody' where id = ${w.organizationA}`,
      );
    }
  });
});

describe('sessions and remembered devices', () => {
  it('lists the member’s sessions by browser, this one marked, without the raw user agent', async () => {
    const actor = await newMember();
    const cookie = await sessionCookie(actor, { 'user-agent': CHROME_ON_MAC });
    const response = await call(t.app, 'GET', '/api/security', { cookie });
    expect(response.body).not.toContain('AppleWebKit');
    const { sessions, passkeys, identities, trustedDevices, required } = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toEqual([
      expect.objectContaining({ label: 'Chrome on macOS', current: true }),
    ]);
    expect({ passkeys, identities, trustedDevices, required }).toEqual({
      passkeys: [],
      identities: [],
      trustedDevices: [],
      required: false,
    });
  });

  it('signs out everywhere else (audited and emailed), keeping this session', async () => {
    const actor = await newMember();
    const other = await sessionCookie(actor);
    const ended = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(ended.json()).toEqual({ ended: 1, forgottenDevices: 0 });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: other })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: actor.cookie })).statusCode).toBe(200);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'signed_out_elsewhere',
      detail: '1 session ended',
    });
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'Your Steward account was signed out elsewhere',
    );

    const none = await call(t.app, 'POST', '/api/security/sign-out-others', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(none.json()).toEqual({ ended: 0, forgottenDevices: 0 });
    const entries = (await auditAbout(t.database.db, actor.email)).filter(
      (entry) => entry.action === 'signed_out_elsewhere',
    );
    expect(entries).toHaveLength(1);
  });

  it('does not forget another member’s remembered device', async () => {
    const owner = await newMember();
    const { secret } = await enrolTotp(t.app, owner);
    nextStep();
    const done = await call(t.app, 'POST', '/api/auth/second-factor', {
      cookie: `steward_pending=${cookiesOf(await signIn(owner)).steward_pending}`,
      payload: { method: 'totp', code: totpCode(secret), rememberDevice: true },
    });
    const ownerCookie = `steward_session=${cookiesOf(done).steward_session}`;
    const [device] = (await overview(ownerCookie)).trustedDevices;
    const stranger = await newMember();
    const refused = await call(t.app, 'DELETE', `/api/security/trusted-devices/${device.id}`, {
      cookie: stranger.cookie,
      payload: { password: PASSWORD },
    });
    expect(refused.statusCode).toBe(404);
    expect((await overview(ownerCookie)).trustedDevices).toHaveLength(1);
  });
});
