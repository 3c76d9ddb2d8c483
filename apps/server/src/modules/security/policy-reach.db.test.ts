import { SECURITY_MESSAGES } from '@steward/domain';
import { withinOneSecond } from '@test/another-process';
import { cookiePair, createTestApp } from '@test/app';
import { cookiesOf, enrolTotp } from '@test/two-factor';
import { type Actor, acceptInvitation, buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userTotp } from '@/db/schema';

/**
 * A two-step rule reaches the sessions already open: a member it covers who has no second factor
 * is held to enrolment at their next request, not at their next sign-in up to 14 days later,
 * unless the admin gave a grace period, during which they are told by when.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'reach');
  // The master admin who saves the rules has an authenticator app (see "its own admin" below).
  await t.database.db
    .insert(userTotp)
    .values({ userId: w.master.id, secretSealed: 'x', confirmedAt: new Date() });
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  await setRule({ twoFactorRequiredFor: 'nobody' });
});

async function setRule(
  input: { twoFactorRequiredFor: string; twoFactorGraceDays?: number },
  actor = w.master,
) {
  return call(t.app, 'PUT', '/api/security/policy', {
    cookie: actor.cookie,
    payload: { ssoDomains: [], ssoOnly: false, ssoCountsAsSecondFactor: false, ...input },
  });
}

async function newMember(role: 'user' | 'admin'): Promise<Actor> {
  people += 1;
  const email = `reach-${people}@a.example.org`;
  return acceptInvitation(t.app, await invite(t.app, w.master, email, role), email);
}

async function documents(cookie: string) {
  const response = await call(t.app, 'GET', '/api/documents', { cookie });
  return { status: response.statusCode, code: response.json().error?.code ?? null };
}

async function session(cookie: string) {
  return (await call(t.app, 'GET', '/api/auth/session', { cookie })).json();
}

describe('a two-step rule turned on', () => {
  it('holds an open session of a member it covers to enrolment at their next request', async () => {
    const admin = await newMember('admin');
    const user = await newMember('user');
    expect(await documents(admin.cookie)).toEqual({ status: 200, code: null });

    expect((await setRule({ twoFactorRequiredFor: 'admins' })).statusCode).toBe(200);
    const held = await call(t.app, 'GET', '/api/documents', { cookie: admin.cookie });
    expect({ status: held.statusCode, error: held.json().error }).toEqual({
      status: 403,
      error: { code: 'enrolment_required', message: SECURITY_MESSAGES.mustEnrol },
    });
    expect(await session(admin.cookie)).toMatchObject({ twoFactorSetupRequired: true, twoFactorDueAt: null });
    // A plain user is not covered by "admins".
    expect(await documents(user.cookie)).toEqual({ status: 200, code: null });

    // Enrolling from the held session gives a full one in its place.
    const { response } = await enrolTotp(t.app, admin);
    const fresh = `steward_session=${cookiesOf(response).steward_session}`;
    expect(await documents(fresh)).toEqual({ status: 200, code: null });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: admin.cookie })).statusCode).toBe(401);

    await setRule({ twoFactorRequiredFor: 'everyone' });
    expect(await documents(user.cookie)).toEqual({ status: 403, code: 'enrolment_required' });
  });

  it('stops holding a member once they have a factor, whoever added it', async () => {
    const admin = await newMember('admin');
    await setRule({ twoFactorRequiredFor: 'admins' });
    expect(await documents(admin.cookie)).toEqual({ status: 403, code: 'enrolment_required' });
    await t.database.db
      .insert(userTotp)
      .values({ userId: admin.id, secretSealed: 'x', confirmedAt: new Date() });
    // Written straight to the database, as another process would: heard of by NOTIFY.
    await withinOneSecond(() => documents(admin.cookie), { status: 200, code: null });
    await t.database.db.delete(userTotp).where(eq(userTotp.userId, admin.id));
    await withinOneSecond(() => documents(admin.cookie), { status: 403, code: 'enrolment_required' });
  });

  it('does not hold a session that came through single sign-on where that counts as the second step', async () => {
    const admin = await newMember('admin');
    await t.database.db.execute(sql`update sessions set via_sso = true where user_id = ${admin.id}`);
    await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.master.cookie,
      payload: {
        twoFactorRequiredFor: 'admins',
        ssoDomains: [],
        ssoOnly: false,
        ssoCountsAsSecondFactor: true,
      },
    });
    expect(await documents(admin.cookie)).toEqual({ status: 200, code: null });
    await call(t.app, 'PUT', '/api/security/policy', {
      cookie: w.master.cookie,
      payload: {
        twoFactorRequiredFor: 'admins',
        ssoDomains: [],
        ssoOnly: false,
        ssoCountsAsSecondFactor: false,
      },
    });
    expect(await documents(admin.cookie)).toEqual({ status: 403, code: 'enrolment_required' });
  });

  it('may not hold its own admin at once: they enrol first, or give a grace', async () => {
    const admin = await newMember('admin');
    const refused = await setRule({ twoFactorRequiredFor: 'admins' }, admin);
    expect({ status: refused.statusCode, message: refused.json().error.message }).toEqual({
      status: 409,
      message: SECURITY_MESSAGES.enrolYourselfFirst,
    });
    const policy = await call(t.app, 'GET', '/api/security/policy', { cookie: admin.cookie });
    expect(policy.json().twoFactorRequiredFor).toBe('nobody');
    expect((await setRule({ twoFactorRequiredFor: 'admins', twoFactorGraceDays: 3 }, admin)).statusCode).toBe(
      200,
    );
  });
});

describe('a grace period', () => {
  it('lets covered members work until it ends, telling them when, then holds them', async () => {
    const admin = await newMember('admin');
    const before = Date.now();
    const saved = await setRule({ twoFactorRequiredFor: 'admins', twoFactorGraceDays: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    const graceUntil = Date.parse(saved.json().twoFactorGraceUntil);
    const week = 7 * 24 * 60 * 60_000;
    expect(graceUntil).toBeGreaterThanOrEqual(before + week);
    expect(graceUntil).toBeLessThan(Date.now() + week + 1000);

    expect(await documents(admin.cookie)).toEqual({ status: 200, code: null });
    expect(await session(admin.cookie)).toMatchObject({
      twoFactorSetupRequired: false,
      twoFactorDueAt: new Date(graceUntil).toISOString(),
    });
    // A sign-in during the grace is not restricted either, and says the same date.
    const signIn = await call(t.app, 'POST', '/api/auth/sign-in', {
      payload: { email: admin.email, password: PASSWORD },
    });
    expect(signIn.json()).toMatchObject({
      twoFactorSetupRequired: false,
      twoFactorDueAt: new Date(graceUntil).toISOString(),
    });
    const signedIn = cookiePair(signIn.headers['set-cookie']);
    // The master admin, who has a factor, has nothing due.
    expect(await session(w.master.cookie)).toMatchObject({ twoFactorDueAt: null });

    await t.database.db.execute(
      sql`update organizations set two_factor_grace_until = now() - interval '1 second' where id = ${w.organizationA}`,
    );
    for (const cookie of [admin.cookie, signedIn]) {
      expect(await documents(cookie)).toEqual({ status: 403, code: 'enrolment_required' });
    }
    expect(
      (await call(t.app, 'GET', '/api/security/policy', { cookie: w.master.cookie })).json(),
    ).toMatchObject({
      twoFactorGraceUntil: null,
    });
  });

  it('is kept when the rule narrows, dropped with "nobody", and at most 14 days', async () => {
    const widened = await setRule({ twoFactorRequiredFor: 'everyone', twoFactorGraceDays: 14 });
    const graceUntil = widened.json().twoFactorGraceUntil;
    expect(graceUntil).not.toBeNull();
    const narrowed = await setRule({ twoFactorRequiredFor: 'admins', twoFactorGraceDays: 0 });
    expect(narrowed.json().twoFactorGraceUntil).toBe(graceUntil);
    expect((await setRule({ twoFactorRequiredFor: 'nobody' })).json().twoFactorGraceUntil).toBeNull();

    const tooLong = await setRule({ twoFactorRequiredFor: 'admins', twoFactorGraceDays: 15 });
    expect({ status: tooLong.statusCode, body: tooLong.body }).toMatchObject({ status: 400 });
    expect(tooLong.json().error.message).toContain('A grace period can be at most 14 days');
    const audit = await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie });
    const details = (audit.json().items as { action: string; detail: string }[])
      .filter((entry) => entry.action === 'security_policy_changed')
      .map((entry) => entry.detail);
    expect(details).toContain(`Two-step verification required for everyone from ${graceUntil.slice(0, 10)}`);
  });
});
