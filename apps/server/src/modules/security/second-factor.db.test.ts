import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { SECURITY_MESSAGES } from '@steward/domain';
import { createTestApp, testConfig } from '@test/app';
import { auditAbout, cookiesOf, emailsTo, enrolTotp, nextStep, totpCode } from '@test/two-factor';
import { type Actor, acceptInvitation, buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logOptions } from '@/app';
import { queryRows } from '@/db/client';

// The second step of a sign-in with an authenticator app's code or a recovery code. Everything the
// server logs while these tests run is kept, and the last test searches it for every secret, code
// and token the tests saw.
let log = '';
const seen: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let people = 0;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        ...logOptions(testConfig()),
        level: 'trace',
        stream: new Writable({
          write(chunk, _encoding, done) {
            log += chunk.toString();
            done();
          },
        }),
      },
    },
  );
  w = await buildWorld(t.app);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** A new member of organisation A with an authenticator app. */
async function enrolledMember() {
  people += 1;
  const email = `two-step-${people}@a.example.org`;
  const actor = await acceptInvitation(t.app, await invite(t.app, w.master, email, 'user'), email);
  const enrolled = await enrolTotp(t.app, actor);
  seen.push(enrolled.secret, ...(enrolled.recoveryCodes ?? []));
  // The confirming code used this step: the sign-ins below need a later one.
  nextStep();
  return { actor, ...enrolled };
}

async function signInWithPassword(actor: Actor, cookie?: string) {
  return call(t.app, 'POST', '/api/auth/sign-in', {
    payload: { email: actor.email, password: PASSWORD },
    ...(cookie ? { cookie } : {}),
  });
}

/** Signs in with the password: the pending cookie for the second step. */
async function pendingFor(actor: Actor, deviceCookie?: string) {
  const response = await signInWithPassword(actor, deviceCookie);
  expect(response.statusCode, response.body).toBe(200);
  const pending = cookiesOf(response).steward_pending;
  if (!pending) throw new Error('no pending cookie');
  seen.push(pending);
  return `steward_pending=${pending}`;
}

function secondFactor(
  cookie: string,
  payload: { method: 'totp' | 'recovery_code'; code: string; rememberDevice?: boolean },
) {
  seen.push(payload.code.trim());
  return call(t.app, 'POST', '/api/auth/second-factor', { cookie, payload });
}

describe('signing in with an authenticator app', () => {
  it('asks for the second factor after the password, with no session until the code is right', async () => {
    const { actor, secret } = await enrolledMember();
    const first = await signInWithPassword(actor);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      secondFactor: { methods: ['totp', 'recovery_code'], email: actor.email },
    });
    const cookies = cookiesOf(first);
    expect(Object.keys(cookies)).toEqual(['steward_pending']);
    const pending = `steward_pending=${cookies.steward_pending}`;
    seen.push(cookies.steward_pending as string);

    const waiting = await call(t.app, 'GET', '/api/auth/pending', { cookie: pending });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual(first.json());
    expect((await call(t.app, 'GET', '/api/auth/pending')).statusCode).toBe(404);

    const done = await secondFactor(pending, { method: 'totp', code: totpCode(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ user: { email: actor.email }, twoFactorSetupRequired: false });
    const after = cookiesOf(done);
    expect(after.steward_pending).toBe('');
    expect(after.steward_device).toBeUndefined();
    seen.push(after.steward_session as string);
    const session = await call(t.app, 'GET', '/api/auth/session', {
      cookie: `steward_session=${after.steward_session}`,
    });
    expect(session.statusCode).toBe(200);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'sign_in',
      detail: 'With an authenticator app code',
    });

    // The pending sign-in completed once: its cookie opens nothing more.
    const again = await secondFactor(pending, { method: 'totp', code: totpCode(secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(SECURITY_MESSAGES.pendingExpired);
    expect((await call(t.app, 'GET', '/api/auth/pending', { cookie: pending })).statusCode).toBe(401);
  });

  it('ends the session the browser had before, as a sign-in does', async () => {
    const { actor, secret } = await enrolledMember();
    const pending = await pendingFor(actor);
    const done = await secondFactor(`${pending}; ${actor.cookie}`, {
      method: 'totp',
      code: totpCode(secret),
    });
    expect(done.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: actor.cookie })).statusCode).toBe(401);
  });

  it('refuses a wrong code, a replayed code (emailed) and a code two steps old, and audits each', async () => {
    const { actor, secret } = await enrolledMember();
    const pending = await pendingFor(actor);
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    const wrong = await secondFactor(pending, { method: 'totp', code: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(SECURITY_MESSAGES.wrongCode);
    expect(cookiesOf(wrong)).toEqual({});

    const code = totpCode(secret);
    expect((await secondFactor(pending, { method: 'totp', code })).statusCode).toBe(200);

    const replay = await secondFactor(await pendingFor(actor), { method: 'totp', code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(SECURITY_MESSAGES.reusedCode);
    expect(cookiesOf(replay)).toEqual({});
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'An already used code was tried on your Steward account',
    );

    // Three steps on, a code of two steps ago is later than the one used: only its age refuses it.
    nextStep();
    nextStep();
    nextStep();
    const stale = await secondFactor(await pendingFor(actor), {
      method: 'totp',
      code: totpCode(secret, Date.now() - 60_000),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toBe(SECURITY_MESSAGES.wrongCode);

    const failures = (await auditAbout(t.database.db, actor.email)).filter(
      (entry) => entry.action === 'sign_in_failed',
    );
    expect(failures.map((entry) => entry.detail).sort()).toEqual([
      'Authenticator code used before',
      'Wrong authenticator code',
      'Wrong authenticator code',
    ]);
  });

  it('accepts the code of the previous step (one step of clock drift), then the current one', async () => {
    const { actor, secret } = await enrolledMember();
    nextStep();
    const late = await secondFactor(await pendingFor(actor), {
      method: 'totp',
      code: totpCode(secret, Date.now() - 30_000),
    });
    expect(late.statusCode, late.body).toBe(200);
    // The current step's code is later than the one just used: still good.
    const current = await secondFactor(await pendingFor(actor), { method: 'totp', code: totpCode(secret) });
    expect(current.statusCode, current.body).toBe(200);
  });

  it('counts wrong codes per account, never cleared by the password: 10 across sign-ins, then 429 and one email', async () => {
    const { actor, secret } = await enrolledMember();
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    // Five guesses a sign-in: each right password starts a fresh pending sign-in.
    for (let round = 0; round < 2; round++) {
      const pending = await pendingFor(actor);
      for (let i = 0; i < 5; i++) {
        statuses.push((await secondFactor(pending, { method: 'totp', code: wrongCode })).statusCode);
      }
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const guessing = 'Someone is guessing two-step codes for your Steward account';
    expect(
      (await emailsTo(t.database.db, actor.email)).filter((subject) => subject === guessing),
    ).toHaveLength(1);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'sign_in_failed',
      detail: '10 wrong two-step codes in 15 minutes; codes refused for now',
    });

    // The password still signs in to the second step, but no code is checked there.
    const pending = await pendingFor(actor);
    const right = await secondFactor(pending, { method: 'totp', code: totpCode(secret) });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    const recovery = await secondFactor(pending, { method: 'recovery_code', code: 'aaaaa-aaaaa' });
    expect(recovery.statusCode).toBe(429);
    expect(
      (await emailsTo(t.database.db, actor.email)).filter((subject) => subject === guessing),
    ).toHaveLength(1);

    // Nothing was used up: once the window passed, the same code of a fresh step signs in.
    await t.database.db.execute(
      sql`update throttle_events set created_at = created_at - interval '16 minutes'`,
    );
    expect((await secondFactor(pending, { method: 'totp', code: totpCode(secret) })).statusCode).toBe(200);
  });

  it('says when the pending sign-in is missing or expired', async () => {
    const missing = await secondFactor('', { method: 'totp', code: '123456' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toBe(SECURITY_MESSAGES.pendingExpired);
    const { actor, secret } = await enrolledMember();
    const pending = await pendingFor(actor);
    await t.database.db.execute(
      sql`update auth_challenges set expires_at = now() - interval '1 second' where purpose = 'second_factor'`,
    );
    const expired = await secondFactor(pending, { method: 'totp', code: totpCode(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe(SECURITY_MESSAGES.pendingExpired);
  });
});

describe('recovery codes', () => {
  it('stores recovery codes salted and hashed; one signs in once, in any case and spacing; audited and emailed', async () => {
    const { actor, recoveryCodes } = await enrolledMember();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes ?? []) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const code = recoveryCodes?.[0] as string;
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from recovery_codes where user_id = ${actor.id}`,
    );
    // Salted: ten different salts, and no code (nor its plain SHA-256) in the table.
    expect(new Set(stored.map((row) => row.code_hash.split('.')[0])).size).toBe(10);
    const table = stored.map((row) => row.code_hash).join('\n');
    for (const each of recoveryCodes ?? []) {
      expect(table).not.toContain(each.replace('-', ''));
      expect(table).not.toContain(createHash('sha256').update(each.replace('-', '')).digest('hex'));
    }

    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const used = await secondFactor(await pendingFor(actor), { method: 'recovery_code', code: typed });
    expect(used.statusCode, used.body).toBe(200);
    const audit = await auditAbout(t.database.db, actor.email);
    expect(audit).toContainEqual({ action: 'sign_in', detail: 'With a recovery code' });
    expect(audit).toContainEqual({ action: 'recovery_code_used', detail: '9 left' });
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'A recovery code was used to sign in to Steward',
    );

    const twice = await secondFactor(await pendingFor(actor), { method: 'recovery_code', code });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().error.message).toBe(SECURITY_MESSAGES.wrongRecoveryCode);
    const made = await secondFactor(await pendingFor(actor), {
      method: 'recovery_code',
      code: 'abcde-fghjk',
    });
    expect(made.statusCode).toBe(401);
    const failures = (await auditAbout(t.database.db, actor.email)).filter(
      (entry) => entry.action === 'sign_in_failed',
    );
    expect(failures.map((entry) => entry.detail)).toEqual([
      'Wrong or used recovery code',
      'Wrong or used recovery code',
    ]);
  });

  it('regenerating makes the old set stop working and the new one work', async () => {
    const { actor, recoveryCodes } = await enrolledMember();
    const regenerated = await call(t.app, 'POST', '/api/security/recovery-codes', {
      cookie: actor.cookie,
      payload: { password: PASSWORD },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().recoveryCodes as string[];
    seen.push(...fresh);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes?.includes(code))).toBe(false);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'recovery_codes_generated',
      detail: null,
    });
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'New recovery codes for your Steward account',
    );

    const old = await secondFactor(await pendingFor(actor), {
      method: 'recovery_code',
      code: recoveryCodes?.[0] as string,
    });
    expect(old.statusCode).toBe(401);
    const ok = await secondFactor(await pendingFor(actor), {
      method: 'recovery_code',
      code: fresh[0] as string,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('remembering a device', () => {
  it('skips the second step on a remembered device until it is removed', async () => {
    const { actor, secret } = await enrolledMember();
    const remembered = await secondFactor(await pendingFor(actor), {
      method: 'totp',
      code: totpCode(secret),
      rememberDevice: true,
    });
    expect(remembered.statusCode).toBe(200);
    const { steward_device: device, steward_session: session } = cookiesOf(remembered);
    if (!device || !session) throw new Error('no device or session cookie');
    seen.push(device, session);
    const deviceCookie = `steward_device=${device}`;
    const signedIn = { ...actor, cookie: `steward_session=${session}` };

    const direct = await signInWithPassword(actor, deviceCookie);
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toMatchObject({ user: { email: actor.email } });
    expect(cookiesOf(direct).steward_session).toBeDefined();
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'sign_in',
      detail: 'On a remembered device',
    });

    const overview = await call(t.app, 'GET', '/api/security', {
      cookie: `${signedIn.cookie}; ${deviceCookie}`,
    });
    const devices = overview.json().trustedDevices as { id: string; current: boolean }[];
    expect(devices).toHaveLength(1);
    expect(devices[0]?.current).toBe(true);

    const removed = await call(t.app, 'DELETE', `/api/security/trusted-devices/${devices[0]?.id}`, {
      cookie: signedIn.cookie,
      payload: { password: PASSWORD },
    });
    expect(removed.statusCode).toBe(204);
    expect(await auditAbout(t.database.db, actor.email)).toContainEqual({
      action: 'trusted_device_removed',
      detail: 'Unknown browser',
    });
    expect(await emailsTo(t.database.db, actor.email)).toContain(
      'A remembered device was removed from your Steward account',
    );

    const asked = await signInWithPassword(actor, deviceCookie);
    expect(asked.json()).toHaveProperty('secondFactor');
  });

  it('does not remember a device for another member', async () => {
    const first = await enrolledMember();
    const second = await enrolledMember();
    const remembered = await secondFactor(await pendingFor(first.actor), {
      method: 'totp',
      code: totpCode(first.secret),
      rememberDevice: true,
    });
    const deviceCookie = `steward_device=${cookiesOf(remembered).steward_device}`;
    const other = await signInWithPassword(second.actor, deviceCookie);
    expect(other.json()).toHaveProperty('secondFactor');
  });
});

describe('the server log', () => {
  it('holds none of the secrets, codes and tokens of these sign-ins', () => {
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/auth/second-factor');
    expect(seen.length).toBeGreaterThan(40);
    for (const value of seen) {
      // A six-digit code may occur by chance inside a request id or a time: only as a value of
      // its own would it be the code.
      const alone = new RegExp(`(?<![\\w.-])(${value}|${value.replace('-', '')})(?![\\w.-])`);
      expect(log).not.toMatch(alone);
    }
  });
});
