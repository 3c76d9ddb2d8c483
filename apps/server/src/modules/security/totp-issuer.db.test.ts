import { cookiePair, createTestApp, TEST_ORIGIN } from '@test/app';
import { buildWorld, call, PASSWORD, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Which installation an authenticator app lists a code under: the otpauth URL's issuer, in its
// label and its parameter both (Google Authenticator's Key Uri Format). The organisation's name
// without PUBLIC_URL is in factors.db.test.ts.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function issuerOf(t: TestApp, cookie: string, email: string) {
  const setup = await call(t.app, 'POST', '/api/security/totp/setup', { cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const url = new URL(setup.json().otpauthUrl);
  const issuer = url.searchParams.get('issuer');
  expect(decodeURIComponent(url.pathname)).toBe(`/${issuer}:${email}`);
  return issuer;
}

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    // The tests' own origin (CSRF checks it against PUBLIC_URL), with its port.
    t = await createTestApp({ PUBLIC_URL: TEST_ORIGIN });
    w = await buildWorld(t.app, 'issuer');
  }, 60_000);
  afterAll(() => t.close());

  it('names the installation by its host, without the port, for members with and without an organisation', async () => {
    expect(new URL(TEST_ORIGIN).port).not.toBe('');
    expect(await issuerOf(t, w.admin.cookie, w.admin.email)).toBe('localhost');
    expect(await issuerOf(t, w.loner.cookie, w.loner.email)).toBe('localhost');
  });
});

describe('without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the product for a member of no organisation', async () => {
    const email = 'issuer-loner@example.org';
    const created = await call(t.app, 'POST', '/api/auth/sign-up', {
      payload: { email, password: PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    const signedIn = await call(t.app, 'POST', '/api/auth/sign-in', {
      payload: { email, password: PASSWORD },
    });
    expect(await issuerOf(t, cookiePair(signedIn.headers['set-cookie']), email)).toBe('Steward');
  });
});
