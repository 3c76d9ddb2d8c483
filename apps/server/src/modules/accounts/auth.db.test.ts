import { cookiePair, createTestApp, MUTATION_HEADERS } from '@test/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, sessions, users } from '@/db/schema';
import { seedDemoData } from '@/demo/seed';
import type { Storage } from '@/platform/storage/storage';

const discardStorage: Storage = {
  put: async () => {},
  get: async () => {
    throw new Error('not stored');
  },
  delete: async () => {},
  signedUrl: async () => null,
};

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database, discardStorage);
});
afterAll(() => t.close());

// Each call comes from its own loopback address, so the per-address limit (tested below) stays out
// of the way of the other tests.
let nextAddress = 1;
function signIn(
  email: string,
  password: string,
  cookie?: string,
  remoteAddress = `127.0.1.${nextAddress++}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    headers: { ...MUTATION_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
}

function session(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
}

describe('sign-in', () => {
  it('answers a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await signIn('demo@example.org', 'not-the-password');
    const unknown = await signIn('nobody@example.org', 'demo1234');
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Invalid email or password' },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs the demo admin in with an HttpOnly, SameSite=Lax session cookie and records the login', async () => {
    const response = await signIn('  Demo@Example.org ', 'demo1234');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'demo@example.org', fullName: 'Jordan Reyes' },
      organization: { name: 'Grace Community Church' },
      role: 'master_admin',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^steward_session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');

    const me = await session(cookiePair(response.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('master_admin');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'demo@example.org'));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('rejects a malformed email with a clear message and no session', async () => {
    const response = await signIn('not-an-email', 'demo1234');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid email address');
  });

  it('rotates the session: signing in again ends the browser’s previous session', async () => {
    const first = cookiePair((await signIn('pastor@example.org', 'demo1234')).headers['set-cookie']);
    const second = await signIn('pastor@example.org', 'demo1234', first);
    expect(second.statusCode).toBe(200);
    expect(cookiePair(second.headers['set-cookie'])).not.toBe(first);
    expect((await session(first)).statusCode).toBe(401);
  });

  it('refuses a deactivated member', async () => {
    const response = await signIn('former.staff@example.org', 'demo1234');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/deactivated/);
  });

  it('ends live sessions when a member is deactivated', async () => {
    const cookie = cookiePair((await signIn('worship@example.org', 'demo1234')).headers['set-cookie']);
    expect((await session(cookie)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'worship@example.org'));
    // Written straight to the database, as another Steward process would: this one hears of it
    // from PostgreSQL (at once on PGlite) and must stop serving the session it resolved before.
    await t.database.db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.userId, user?.id as string));
    const deadline = Date.now() + 1000;
    let status = (await session(cookie)).statusCode;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await session(cookie)).statusCode;
    }
    expect(status).toBe(401);
  });

  it('does not accept an expired session, and clears expired sessions at the next sign-in', async () => {
    const cookie = cookiePair((await signIn('volunteers@example.org', 'demo1234')).headers['set-cookie']);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'volunteers@example.org'));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user?.id as string));
    expect((await session(cookie)).statusCode).toBe(401);
    await signIn('volunteers@example.org', 'demo1234');
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id as string));
    expect(left).toHaveLength(1);
    expect(left[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('sign-out', () => {
  it('revokes the session on the server, not only in the browser', async () => {
    const cookie = cookiePair((await signIn('office@example.org', 'demo1234')).headers['set-cookie']);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...MUTATION_HEADERS, cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/steward_session=;/);
    const after = await session(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue' } });
  });
});

describe('sign-up', () => {
  const signUp = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers: MUTATION_HEADERS, payload });

  it('creates an account that can then sign in, without an organisation yet', async () => {
    const created = await signUp({
      email: 'new.member@example.org',
      password: 'secret1',
      fullName: ' New Member ',
    });
    expect(created.statusCode).toBe(201);
    const signedIn = await signIn('new.member@example.org', 'secret1');
    expect(signedIn.json()).toMatchObject({
      user: { fullName: 'New Member' },
      organization: null,
      role: null,
    });
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const response = await signUp({ email: 'DEMO@example.org', password: 'another1' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('An account with this email already exists');
  });

  it('refuses a password shorter than 6 characters with the spec’s message', async () => {
    const response = await signUp({ email: 'short@example.org', password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Password must be at least 6 characters long');
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing request without the app’s header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'demo@example.org', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('refuses a request from another origin even with the header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...MUTATION_HEADERS, origin: 'https://evil.example' },
      payload: { email: 'demo@example.org', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
