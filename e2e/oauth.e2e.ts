import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorizationServer, startAuthorizationServer } from '../apps/server/test/oauth-server';
import { launchChromium, screenshot, watchForErrors } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let authorizationServer: AuthorizationServer;
let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

// Before sign-in the session check answers 401 by design; the browser logs it as a failed load.
const expectedNoise = /Failed to load resource: the server responded with a status of (401|400)/;

beforeAll(async () => {
  authorizationServer = await startAuthorizationServer();
  [server, browser] = await Promise.all([
    startBuiltServer({ OAUTH_PROVIDER_OVERRIDES: JSON.stringify(authorizationServer.overrides) }),
    launchChromium(),
  ]);
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  errors = watchForErrors(page);
  await page.goto(server.url);
  await page.getByLabel('Email').fill('demo@example.org');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await authorizationServer?.stop();
});

function providerCard(p: Page, name: string) {
  return p.getByRole('article', { name, exact: true });
}

describe('OAuth connection in the browser', () => {
  it('configures Google Workspace, connects at the authorization server, and shows it connected', async () => {
    await page.goto(`${server.url}/oauth`);
    await page.getByRole('heading', { level: 1, name: 'OAuth Management' }).waitFor();
    const card = providerCard(page, 'Google Workspace');
    await expect(card.getByRole('button', { name: 'Connect Google Workspace' }).isDisabled()).resolves.toBe(
      true,
    );

    await card.getByRole('button', { name: /^Configure/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Google Workspace' });
    await dialog.getByLabel('Client ID').fill('steward-e2e-client');
    await dialog.getByLabel('Client secret').fill('steward-e2e-secret');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Connect leaves Steward for the authorization server, which sends the browser back with a code.
    await card.getByRole('button', { name: 'Connect Google Workspace' }).click();
    await page.waitForURL(/\/oauth\/callback\/google-workspace/);
    await page.getByText('Successfully connected to Google Workspace').waitFor();
    expect(page.url()).not.toContain('code=');
    await screenshot(page, 'oauth-callback-success');
    const sentToken = authorizationServer.tokenRequests.at(-1)?.body;
    expect(sentToken?.grant_type).toBe('authorization_code');
    expect(sentToken?.code_verifier).toBeTruthy();

    // After 2 seconds the callback screen returns to the dashboard.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${server.url}/oauth`);
    const connected = providerCard(page, 'Google Workspace');
    await connected.getByRole('button', { name: 'Disconnect Google Workspace' }).waitFor();
    await expect(connected.getByText('admin.directory.user.readonly').count()).resolves.toBe(1);
    await screenshot(page, 'oauth-management-connected');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await page.goto(`${server.url}/operations/it`);
    const integration = page.getByRole('article', { name: 'Google Workspace', exact: true });
    await integration.getByText('OAuth Connected').waitFor();
    await integration.getByRole('link', { name: /^Launch \(OAuth\)/ }).waitFor();
    await screenshot(page, 'oauth-integration-card-connected');
  });

  it('disconnects after the confirmation, revoking the token at the provider', async () => {
    await page.goto(`${server.url}/oauth`);
    const card = providerCard(page, 'Google Workspace');
    const revocations = authorizationServer.revocations.length;
    await card.getByRole('button', { name: 'Disconnect Google Workspace' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to disconnect Google Workspace?').waitFor();
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await card.getByRole('button', { name: 'Connect Google Workspace' }).waitFor();
    expect(authorizationServer.revocations.length).toBe(revocations + 1);
  });

  it('shows a refused authorization with "Return to Dashboard", on a phone', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${server.url}/oauth/callback/google-workspace?error=access_denied&state=abc`);
    await phone.getByText('OAuth error: access_denied').waitFor();
    await screenshot(phone, 'oauth-callback-error-phone');
    await phone.getByRole('link', { name: 'Return to Dashboard' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await phone.goto(`${server.url}/oauth`);
    await phone.getByRole('heading', { level: 1, name: 'OAuth Management' }).waitFor();
    await screenshot(phone, 'oauth-management-phone');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});
