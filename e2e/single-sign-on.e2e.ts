import { type SessionResponse, SSO_ERRORS, type TotpSetup } from '@steward/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/free-port';
import { type OpenIdProvider, startOpenIdProvider } from '../apps/server/test/openid-provider';
import {
  STEWARD_CLIENT,
  type StandardProvider,
  startStandardProvider,
} from '../apps/server/test/standard-provider';
import { axeFindings, settled, signIn } from './support/accessibility';
import { callApi } from './support/api';
import { launchChromium, screenshot, watchForErrors } from './support/browser';
import { authenticatorCode } from './support/second-factor';
import { type RunningServer, startBuiltServer } from './support/server';

/**
 * Sign in with Google through the browser, against a real OpenID provider on loopback
 * (oauth2-mock-server): the built server discovers it, sends the browser to its authorization
 * endpoint (which answers at once, as a person already signed in at Google would), exchanges the
 * code with PKCE and checks the ID token as in production. Each test says who the provider vouches
 * for. The same server has a standard OpenID provider too (OIDC_*): panva's oidc-provider,
 * unmodified, in a process of its own, whose sign-in and consent answer at once for the account
 * the test names and which keeps the email for UserInfo. Microsoft is not configured, so the
 * sign-in page must not offer it.
 */

const ORGANIZATION = 'Grace Community Church';
/** OIDC_NAME: what the standard provider's button says. */
const STANDARD_NAME = 'Diocese ID';

let google: OpenIdProvider;
let standard: StandardProvider;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Every page's console and page errors, collected as the tests go. */
const errorsByPage: string[][] = [];

// Before sign-in the session check answers 401 by design (the app's, and the tests' own after a
// refused sign-on); the browser logs it as a failed load.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

beforeAll(async () => {
  google = await startOpenIdProvider();
  // The provider registers Steward's redirect URI, which names the server's port: the server
  // starts first on the provider's address-to-be, and discovers it at the first sign-on.
  const standardPort = await freePort();
  [server, browser] = await Promise.all([
    startBuiltServer({
      GOOGLE_CLIENT_ID: 'steward-e2e-google',
      GOOGLE_CLIENT_SECRET: 'steward-e2e-google-secret',
      GOOGLE_ISSUER: google.issuer,
      OIDC_ISSUER: `http://127.0.0.1:${standardPort}`,
      OIDC_CLIENT_ID: STEWARD_CLIENT.client_id,
      OIDC_CLIENT_SECRET: STEWARD_CLIENT.client_secret,
      OIDC_NAME: STANDARD_NAME,
    }),
    launchChromium(),
  ]);
  standard = await startStandardProvider({
    port: standardPort,
    clients: [{ ...STEWARD_CLIENT, redirect_uris: [`${server.url}/api/auth/sso/oidc/callback`] }],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.stop();
  await standard?.stop();
});

/** A fresh browser (no cookies) whose errors count towards the last test's check. */
async function freshPage(viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  contexts.push(context);
  const page = await context.newPage();
  errorsByPage.push(watchForErrors(page));
  return page;
}

async function openSignInPage(page: Page) {
  await page.goto(server.url);
  await page.getByRole('heading', { level: 1, name: 'Sign in to Steward' }).waitFor();
  await page.getByRole('link', { name: 'Sign in with Google' }).waitFor();
  await settled(page);
}

/** The session the browser holds now, or null when the server answers 401. */
function sessionOf(page: Page): Promise<SessionResponse | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/session', { headers: { Accept: 'application/json' } });
    return response.status === 401 ? null : ((await response.json()) as SessionResponse);
  });
}

async function expectDashboard(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  // The provider's code and state never stay in the address bar.
  expect(new URL(page.url()).search).toBe('');
}

describe('single sign-on in the browser', () => {
  it('offers Google and the standard provider by its name (the providers configured, not Microsoft) on the sign-in page, on a desktop and a phone, without accessibility findings', async () => {
    const page = await freshPage();
    await openSignInPage(page);
    expect(await page.getByRole('link', { name: 'Sign in with Microsoft' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: `Sign in with ${STANDARD_NAME}` }).getAttribute('href')).toBe(
      '/api/auth/sso/oidc/start',
    );
    await screenshot(page, 'sso-01-sign-in-page');
    expect((await axeFindings(page)).all).toEqual([]);

    const phone = await freshPage({ width: 390, height: 844 });
    await openSignInPage(phone);
    const button = await phone.getByRole('link', { name: 'Sign in with Google' }).boundingBox();
    expect(button && button.x >= 0 && button.x + button.width <= 390).toBe(true);
    await screenshot(phone, 'sso-02-phone-sign-in-page');
    expect((await axeFindings(phone)).all).toEqual([]);
    await phone.close();
    await page.close();
  });

  it('signs an existing member in with Google by their verified email, and lists the linked account', async () => {
    google.signInAs({
      sub: 'google-pastor',
      email: 'pastor@example.org',
      email_verified: true,
      name: 'Samuel Okafor',
    });
    const page = await freshPage();
    await openSignInPage(page);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expectDashboard(page);
    const session = await sessionOf(page);
    expect(session?.user.email).toBe('pastor@example.org');
    expect(session?.organization?.name).toBe(ORGANIZATION);

    await page.goto(`${server.url}/account/security`);
    await page.getByRole('heading', { level: 1, name: 'Sign-in and security' }).waitFor();
    await page.getByText('Linked accounts', { exact: true }).waitFor();
    const linked = page.getByRole('listitem').filter({ hasText: 'pastor@example.org · linked' });
    await linked.getByText('Google', { exact: true }).waitFor();
    await linked.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'sso-03-linked-account');
    await page.close();
  });

  it('refuses an email the provider did not verify: back on the sign-in page with the reason, no session', async () => {
    google.signInAs({ sub: 'google-unverified-office', email: 'office@example.org', email_verified: false });
    const page = await freshPage();
    await openSignInPage(page);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.getByRole('alert').filter({ hasText: SSO_ERRORS.unverified_email }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign in to Steward' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await sessionOf(page)).toBeNull();
    await settled(page);
    await screenshot(page, 'sso-04-unverified-email');
    expect((await axeFindings(page)).all).toEqual([]);
    await page.close();
  });

  it('accepts an invitation with Google: the invitee lands in the app as a member of the organisation', async () => {
    const admin = await freshPage();
    await signIn(admin, server.url, 'demo@example.org');
    const invitee = { email: 'sso.invitee@example.org', name: 'Robin Adeyemi' };
    const created = await callApi<{ token: string }>(admin, 'POST', '/api/invitations', {
      email: invitee.email,
      fullName: invitee.name,
      role: 'user',
    });
    await admin.close();

    const page = await freshPage();
    await page.goto(`${server.url}/invite/${created.token}`);
    await page.getByRole('heading', { level: 1, name: 'Accept Invitation' }).waitFor();
    const accept = page.getByRole('link', { name: 'Accept with Google' });
    await accept.waitFor();
    await settled(page);
    await screenshot(page, 'sso-05-invitation');
    expect((await axeFindings(page)).all).toEqual([]);

    // Someone else's Google account: back on the same invitation (its token kept by the tab while
    // away), with the reason, and still able to accept.
    google.signInAs({ sub: 'google-someone-else', email: 'someone.else@example.org', email_verified: true });
    await accept.click();
    await page.getByRole('alert').filter({ hasText: SSO_ERRORS.invitation_email }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/invite/${created.token}`);
    expect(await sessionOf(page)).toBeNull();
    await settled(page);
    await screenshot(page, 'sso-06-invitation-other-email');

    google.signInAs({
      sub: 'google-invitee',
      email: invitee.email,
      email_verified: true,
      name: invitee.name,
    });
    await accept.click();
    await expectDashboard(page);
    // The dashboard names the organisation; the top bar, the new member and their role.
    expect(await page.locator('main').innerText()).toContain(ORGANIZATION);
    expect(await page.locator('header').innerText()).toMatch(new RegExp(`${invitee.name}\\s+User`));
    const session = await sessionOf(page);
    expect(session).toMatchObject({
      user: { email: invitee.email, fullName: invitee.name },
      organization: { name: ORGANIZATION },
      role: 'user',
    });
    await page.close();
  });

  it('signs an existing member in through the standard provider, which vouches for the email at UserInfo', async () => {
    await standard.signInAs({
      sub: 'diocese-office',
      email: 'office@example.org',
      email_verified: true,
      name: 'Office Manager',
    });
    const page = await freshPage();
    await openSignInPage(page);
    const button = page.getByRole('link', { name: `Sign in with ${STANDARD_NAME}` });
    await button.scrollIntoViewIfNeeded();
    await screenshot(page, 'sso-09-standard-provider-sign-in');
    await button.click();
    await expectDashboard(page);
    const session = await sessionOf(page);
    expect(session?.user.email).toBe('office@example.org');
    expect(session?.organization?.name).toBe(ORGANIZATION);
    // The provider answered Steward's token request (client_secret_basic) and its UserInfo request.
    const routes = (await standard.requests()).map((request) => request.route);
    expect(routes).toEqual(expect.arrayContaining(['authorization', 'token', 'userinfo']));
    await page.close();
  });

  it('accepts an invitation through the standard provider', async () => {
    const admin = await freshPage();
    await signIn(admin, server.url, 'demo@example.org');
    const invitee = { email: 'diocese.invitee@example.org', name: 'Jordan Mensah' };
    const created = await callApi<{ token: string }>(admin, 'POST', '/api/invitations', {
      email: invitee.email,
      fullName: invitee.name,
      role: 'admin',
    });
    await admin.close();

    await standard.signInAs({
      sub: 'diocese-invitee',
      email: invitee.email,
      email_verified: true,
      name: invitee.name,
    });
    const page = await freshPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/invite/${created.token}`);
    await page.getByRole('heading', { level: 1, name: 'Accept Invitation' }).waitFor();
    const accept = page.getByRole('link', { name: `Accept with ${STANDARD_NAME}` });
    await accept.waitFor();
    await settled(page);
    await screenshot(page, 'sso-10-phone-invitation-standard-provider');
    expect((await axeFindings(page)).all).toEqual([]);
    await accept.click();
    await expectDashboard(page);
    expect(await sessionOf(page)).toMatchObject({
      user: { email: invitee.email, fullName: invitee.name },
      organization: { name: ORGANIZATION },
      role: 'admin',
    });
    await page.close();
  });

  it("still asks a member with an authenticator app for Steward's second step after Google", async () => {
    const email = 'volunteers@example.org';
    const enrolling = await freshPage();
    await signIn(enrolling, server.url, email);
    const { secret } = await callApi<TotpSetup>(enrolling, 'POST', '/api/security/totp/setup');
    await callApi(enrolling, 'POST', '/api/security/totp/confirm', { code: authenticatorCode(secret) });
    await enrolling.close();

    google.signInAs({ sub: 'google-volunteers', email, email_verified: true });
    const page = await freshPage();
    await openSignInPage(page);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    expect(await sessionOf(page)).toBeNull();
    await settled(page);
    await screenshot(page, 'sso-07-second-step');
    // The confirmation used this step's code, and a code is accepted once: the next step's code
    // (within the one step of drift allowed) is the one a phone shows a moment later.
    await page.getByLabel('Authentication code').fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDashboard(page);
    expect((await sessionOf(page))?.user.email).toBe(email);
    await page.close();
  });

  it("follows the Sign-in policy an admin saves: emails outside the organisation's domains refused, then single sign-on counted as the second step", async () => {
    const admin = await freshPage();
    await signIn(admin, server.url, 'demo@example.org');
    await admin.goto(`${server.url}/users`);
    const policy = admin.getByRole('form', { name: 'Sign-in policy' });
    const domains = policy.getByLabel('Allowed email domains');
    await domains.fill('gracechurch.example');
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await admin.getByText('Sign-in policy saved').waitFor();
    await policy.scrollIntoViewIfNeeded();
    await settled(admin);
    await screenshot(admin, 'sso-08-sign-in-policy');

    google.signInAs({ sub: 'google-pastor', email: 'pastor@example.org', email_verified: true });
    const refused = await freshPage();
    await openSignInPage(refused);
    await refused.getByRole('link', { name: 'Sign in with Google' }).click();
    await refused.getByRole('alert').filter({ hasText: SSO_ERRORS.wrong_domain }).waitFor();
    expect(await sessionOf(refused)).toBeNull();
    await refused.close();

    // Any domain again, and Google's own second step is enough: the member who has an
    // authenticator app (the test before) is not asked for Steward's.
    await domains.fill('');
    await policy.getByLabel(/^Count single sign-on as the second step/).check();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await expect
      .poll(() => callApi<{ ssoCountsAsSecondFactor: boolean }>(admin, 'GET', '/api/security/policy'))
      .toMatchObject({ ssoDomains: [], ssoCountsAsSecondFactor: true });

    google.signInAs({ sub: 'google-volunteers', email: 'volunteers@example.org', email_verified: true });
    const page = await freshPage();
    await openSignInPage(page);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expectDashboard(page);
    expect((await sessionOf(page))?.user.email).toBe('volunteers@example.org');
    await page.close();
    await admin.close();
  });

  it('logged no errors in the browser beyond the expected failed loads', async () => {
    for (const context of contexts) await context.close();
    expect(errorsByPage.flat().filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});
