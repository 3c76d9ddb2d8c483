import { SECURITY_MESSAGES } from '@steward/domain';
import { createTestApp, MUTATION_HEADERS } from '@test/app';
import { registerPasskey, responseCookie, signInWithPassword } from '@test/passkeys';
import { SoftwareAuthenticator } from '@test/webauthn-authenticator';
import {
  type Actor,
  acceptInvitation,
  buildWorld,
  call,
  freshAddress,
  invite,
  type World,
} from '@test/world';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys, throttleEvents } from '@/db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.app, 'pks');
}, 60_000);
afterAll(() => t.close());

let sequence = 0;
/** A new plain member of organisation A with one software passkey. */
async function memberWithPasskey(): Promise<Actor & { authenticator: SoftwareAuthenticator }> {
  const email = `signer-${++sequence}@a.example.org`;
  const member = await acceptInvitation(t.app, await invite(t.app, world.master, email, 'user'), email);
  const { authenticator, response } = await registerPasskey(t.app, member, 'Laptop');
  expect(response.statusCode, response.body).toBe(201);
  return { ...member, authenticator };
}

type Purpose = 'second_factor' | 'sign_in';

function options(purpose: Purpose, cookie?: string, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/passkey/options',
    remoteAddress,
    headers: { ...MUTATION_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: { purpose },
  });
}

function verify(
  purpose: Purpose,
  response: object,
  extra: { cookie?: string | null; rememberDevice?: boolean; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/passkey/verify',
    remoteAddress: extra.remoteAddress ?? freshAddress(),
    headers: { ...MUTATION_HEADERS, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    payload: { purpose, response, rememberDevice: extra.rememberDevice ?? false },
  });
}

/** The password step of a member with a passkey: the pending cookie of their sign-in. */
async function pendingSignIn(email: string): Promise<string> {
  const { response, pendingCookie } = await signInWithPassword(t.app, email);
  expect(response.statusCode, response.body).toBe(200);
  expect(pendingCookie).not.toBeNull();
  return pendingCookie as string;
}

function expectRefused(
  response: { statusCode: number; json: () => { error: { message: string } } },
  message: string,
) {
  expect(response.statusCode).toBe(401);
  expect(response.json().error.message).toBe(message);
}

function signInAudit(email: string) {
  return t.database.db
    .select({ action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.target, email), sql`${auditLog.action} in ('sign_in', 'sign_in_failed')`));
}

async function counterOf(userId: string) {
  const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId));
  return row;
}

async function setPolicy(column: 'two_factor_required_for' | 'sso_only', value: string | boolean) {
  await t.database.db.execute(
    sql`update organizations set ${sql.identifier(column)} = ${value} where id = ${world.organizationA}`,
  );
}

describe('a passkey as the second factor', () => {
  it('completes a password sign-in: session set, pending cleared, device remembered when asked', async () => {
    const member = await memberWithPasskey();
    const { response: first, pendingCookie } = await signInWithPassword(t.app, member.email);
    expect(first.json()).toEqual({
      secondFactor: { methods: ['passkey', 'recovery_code'], email: member.email },
    });
    expect(responseCookie(first, 'steward_session')).toBeNull();

    const asked = await options('second_factor', pendingCookie as string);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().allowCredentials.map((c: { id: string }) => c.id)).toEqual([
      member.authenticator.credentialId,
    ]);
    expect(asked.json().userVerification).toBe('preferred');

    const answered = await verify('second_factor', member.authenticator.assert(asked.json()), {
      cookie: pendingCookie,
      rememberDevice: true,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ user: { email: member.email }, twoFactorSetupRequired: false });
    const session = responseCookie(answered, 'steward_session') as string;
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: session })).statusCode).toBe(200);
    expect(responseCookie(answered, 'steward_pending')).toBe('steward_pending=');
    const device = responseCookie(answered, 'steward_device') as string;
    expect(device).toMatch(/^steward_device=.+/);

    expect((await signInAudit(member.email)).map((entry) => entry.detail)).toContain('With a passkey');
    const stored = await counterOf(member.id);
    expect(stored?.counter).toBe(1);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);

    // The remembered browser skips the second step next time.
    const again = await signInWithPassword(t.app, member.email, { cookie: device });
    expect(again.response.json().user.email).toBe(member.email);
    expect(again.pendingCookie).toBeNull();
  });

  it('answers each challenge once: a replayed or repeated answer is refused', async () => {
    const member = await memberWithPasskey();
    const pending = await pendingSignIn(member.email);
    const asked = (await options('second_factor', pending)).json();
    const answer = member.authenticator.assert(asked);
    expect((await verify('second_factor', answer, { cookie: pending })).statusCode).toBe(200);
    // The same answer again: that sign-in is complete.
    expectRefused(
      await verify('second_factor', answer, { cookie: pending }),
      SECURITY_MESSAGES.pendingExpired,
    );

    // Replayed into a new sign-in, before or after that sign-in asked for its own challenge.
    const next = await pendingSignIn(member.email);
    expectRefused(
      await verify('second_factor', answer, { cookie: next }),
      SECURITY_MESSAGES.challengeExpired,
    );
    await options('second_factor', next);
    expectRefused(await verify('second_factor', answer, { cookie: next }), SECURITY_MESSAGES.passkeyFailed);

    // A failed answer uses its challenge up: the right answer to it comes too late.
    const fresh = (await options('second_factor', next)).json();
    const bent = member.authenticator.assert(fresh, { origin: 'https://steward.example.evil' });
    expectRefused(await verify('second_factor', bent, { cookie: next }), SECURITY_MESSAGES.passkeyFailed);
    const late = member.authenticator.assert(fresh);
    expectRefused(await verify('second_factor', late, { cookie: next }), SECURITY_MESSAGES.challengeExpired);
  });

  it('refuses an answer signed for another origin (a look-alike site), with no session and a sign_in_failed entry', async () => {
    const member = await memberWithPasskey();
    const pending = await pendingSignIn(member.email);
    const asked = (await options('second_factor', pending)).json();
    const phished = member.authenticator.assert(asked, { origin: 'https://steward.example.evil' });
    const response = await verify('second_factor', phished, { cookie: pending });
    expectRefused(response, SECURITY_MESSAGES.passkeyFailed);
    expect(responseCookie(response, 'steward_session')).toBeNull();
    expect(await signInAudit(member.email)).toContainEqual({
      action: 'sign_in_failed',
      detail: 'Passkey not accepted',
    });
  });

  it('refuses another member’s passkey', async () => {
    const member = await memberWithPasskey();
    const stranger = await memberWithPasskey();
    const pending = await pendingSignIn(member.email);
    const asked = (await options('second_factor', pending)).json();
    const response = await verify('second_factor', stranger.authenticator.assert(asked), { cookie: pending });
    expectRefused(response, SECURITY_MESSAGES.passkeyUnknown);
  });

  it('refuses a counter that goes backwards (a cloned authenticator)', async () => {
    const member = await memberWithPasskey();
    const first = await pendingSignIn(member.email);
    const asked = (await options('second_factor', first)).json();
    const ahead = member.authenticator.assert(asked, { counter: 5 });
    expect((await verify('second_factor', ahead, { cookie: first })).statusCode).toBe(200);

    const second = await pendingSignIn(member.email);
    const again = (await options('second_factor', second)).json();
    const behind = member.authenticator.assert(again, { counter: 3 });
    expectRefused(await verify('second_factor', behind, { cookie: second }), SECURITY_MESSAGES.passkeyFailed);
    expect((await counterOf(member.id))?.counter).toBe(5);
  });

  it('needs a pending sign-in', async () => {
    expectRefused(await options('second_factor'), SECURITY_MESSAGES.pendingExpired);
    const member = await memberWithPasskey();
    const pending = await pendingSignIn(member.email);
    const answer = member.authenticator.assert((await options('second_factor', pending)).json());
    expectRefused(await verify('second_factor', answer), SECURITY_MESSAGES.pendingExpired);
  });

  it('counts failures against the account like wrong passwords, and a success clears them', async () => {
    const member = await memberWithPasskey();
    const pending = await pendingSignIn(member.email);
    const fail = async () => {
      const asked = (await options('second_factor', pending)).json();
      const bent = member.authenticator.assert(asked, { userVerified: false, origin: 'http://evil.example' });
      return verify('second_factor', bent, { cookie: pending });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await fail()).statusCode);
    // Spread over addresses (each request has its own): the account's limit holds.
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const asked = (await options('second_factor', pending)).json();
    const right = await verify('second_factor', member.authenticator.assert(asked), { cookie: pending });
    expect(right.statusCode).toBe(429);

    await t.database.db.execute(
      sql`update throttle_events set created_at = created_at - interval '16 minutes' where key = ${member.email}`,
    );
    const later = (await options('second_factor', pending)).json();
    const ok = await verify('second_factor', member.authenticator.assert(later), { cookie: pending });
    expect(ok.statusCode, ok.body).toBe(200);

    const other = await memberWithPasskey();
    const otherPending = await pendingSignIn(other.email);
    const wrong = (await options('second_factor', otherPending)).json();
    await verify('second_factor', other.authenticator.assert(wrong, { origin: 'http://evil.example' }), {
      cookie: otherPending,
    });
    const counted = () =>
      t.database.db
        .select()
        .from(throttleEvents)
        .where(and(eq(throttleEvents.bucket, 'sign_in_account'), eq(throttleEvents.key, other.email)));
    expect(await counted()).toHaveLength(1);
    const good = (await options('second_factor', otherPending)).json();
    expect(
      (await verify('second_factor', other.authenticator.assert(good), { cookie: otherPending })).statusCode,
    ).toBe(200);
    expect(await counted()).toEqual([]);
  });
});

describe('signing in with a passkey alone', () => {
  it('signs a member in with a discoverable passkey and user verification, meeting a two-step policy', async () => {
    const member = await memberWithPasskey();
    await setPolicy('two_factor_required_for', 'everyone');
    try {
      const asked = await options('sign_in');
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().allowCredentials ?? []).toEqual([]);
      expect(asked.json().userVerification).toBe('required');
      expect(asked.json().rpId).toBe('localhost');

      const answered = await verify('sign_in', member.authenticator.assert(asked.json()));
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({
        user: { id: member.id, email: member.email },
        twoFactorSetupRequired: false,
      });
      const session = responseCookie(answered, 'steward_session') as string;
      expect((await call(t.app, 'GET', '/api/documents', { cookie: session })).statusCode).toBe(200);
      expect((await signInAudit(member.email)).map((entry) => entry.detail)).toContain('With a passkey');
    } finally {
      await setPolicy('two_factor_required_for', 'nobody');
    }
  });

  it('requires user verification on the device', async () => {
    const member = await memberWithPasskey();
    const asked = (await options('sign_in')).json();
    const response = await verify('sign_in', member.authenticator.assert(asked, { userVerified: false }));
    expectRefused(response, SECURITY_MESSAGES.passkeyFailed);
    expect(responseCookie(response, 'steward_session')).toBeNull();
  });

  it('refuses an unknown passkey, another origin, an expired or unknown challenge, and a replay', async () => {
    const member = await memberWithPasskey();
    const unknown = new SoftwareAuthenticator();
    expectRefused(
      await verify('sign_in', unknown.assert((await options('sign_in')).json())),
      SECURITY_MESSAGES.passkeyUnknown,
    );
    const phished = member.authenticator.assert((await options('sign_in')).json(), {
      origin: 'https://steward.example.evil',
    });
    expectRefused(await verify('sign_in', phished), SECURITY_MESSAGES.passkeyFailed);

    const expiring = (await options('sign_in')).json();
    await t.database.db.execute(
      sql`update auth_challenges set expires_at = now() - interval '1 second' where purpose = 'passkey_sign_in'`,
    );
    expectRefused(
      await verify('sign_in', member.authenticator.assert(expiring)),
      SECURITY_MESSAGES.challengeExpired,
    );
    const madeUp = member.authenticator.assert({ challenge: 'bm90LWEtY2hhbGxlbmdl', rpId: 'localhost' });
    expectRefused(await verify('sign_in', madeUp), SECURITY_MESSAGES.challengeExpired);

    const answer = member.authenticator.assert((await options('sign_in')).json());
    expect((await verify('sign_in', answer)).statusCode).toBe(200);
    expectRefused(await verify('sign_in', answer), SECURITY_MESSAGES.challengeExpired);
  });

  it('refuses a passkey whose user handle names someone else', async () => {
    const member = await memberWithPasskey();
    const other = await memberWithPasskey();
    member.authenticator.userHandle = other.authenticator.userHandle;
    const response = await verify('sign_in', member.authenticator.assert((await options('sign_in')).json()));
    expectRefused(response, SECURITY_MESSAGES.passkeyFailed);
  });

  it('refuses a deactivated member', async () => {
    const member = await memberWithPasskey();
    const deactivated = await call(t.app, 'POST', `/api/members/${member.id}/deactivate`, {
      cookie: world.master.cookie,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const response = await verify('sign_in', member.authenticator.assert((await options('sign_in')).json()));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Your account has been deactivated. Please contact your administrator.',
    );
    expect(responseCookie(response, 'steward_session')).toBeNull();
  });

  it('is shut for members of an organisation that signs in with single sign-on only, but not for its master admin', async () => {
    const member = await memberWithPasskey();
    const master = await registerPasskey(t.app, world.master, 'Master key');
    await setPolicy('sso_only', true);
    try {
      const refused = await verify('sign_in', member.authenticator.assert((await options('sign_in')).json()));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(SECURITY_MESSAGES.ssoOnly);
      const allowed = await verify('sign_in', master.authenticator.assert((await options('sign_in')).json()));
      expect(allowed.statusCode, allowed.body).toBe(200);
    } finally {
      await setPolicy('sso_only', false);
    }
  });

  it('limits one address: challenges asked for, and failed answers', async () => {
    const asking = '127.9.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await options('sign_in', undefined, asking)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(200), 429]);

    const member = await memberWithPasskey();
    const guessing = '127.9.0.2';
    const garbage = { id: 'x', rawId: 'x', type: 'public-key', response: {} };
    const failures: number[] = [];
    for (let i = 0; i < 51; i++)
      failures.push((await verify('sign_in', garbage, { remoteAddress: guessing })).statusCode);
    expect(failures).toEqual([...Array(50).fill(401), 429]);
    const right = member.authenticator.assert((await options('sign_in')).json());
    expect((await verify('sign_in', right, { remoteAddress: guessing })).statusCode).toBe(429);
    expect((await verify('sign_in', right)).statusCode).toBe(200);
  });
});
