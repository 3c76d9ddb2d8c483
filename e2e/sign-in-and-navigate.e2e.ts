import { DEPARTMENTS, OPERATIONS_CATEGORIES } from '@steward/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, watchForErrors } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

// Signed out, the session check answers 401 by design; the browser logs that as a failed load. The
// OAuth callback opened without the provider's parameters answers 400, as it should.
const expectedNoise = /Failed to load resource: the server responded with a status of 40[01]/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for the page's one h1 to read `expected`. */
async function expectHeading(expected: string, p: Page = page) {
  await p.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
  expect(await p.locator('h1').allTextContents()).toEqual([expected]);
}

/** Every route of spec 000 §2's route table inside the shell, with the heading it must show. */
const SHELL_ROUTES: [path: string, heading: string][] = [
  ['/', 'Dashboard'],
  ['/documents', 'Documents'],
  ['/upload', 'Upload Documents'],
  ['/operations', 'Operations Center'],
  ...OPERATIONS_CATEGORIES.map((c): [string, string] => [`/operations/${c.slug}`, c.title]),
  ['/operations/not-a-category', 'Category Not Found'],
  ...DEPARTMENTS.map((d): [string, string] => [`/department/${d.slug}`, d.name]),
  ['/department/not-a-department', 'Department Not Found'],
  ['/users', 'User Management'],
  ['/oauth', 'OAuth Management'],
  ['/no/such/page', 'Page Not Found'],
];

describe('a new user with the demo sign-in', () => {
  it('sees the sign-in screen with the demo banner and the demo credentials', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Sign in to Steward' }).waitFor();
    // The banner and the demo card follow the app info, which may arrive after the form.
    await page.getByText('Portfolio Demo Mode').waitFor();
    await page.getByText('demo1234').first().waitFor();
    const body = await page.locator('body').innerText();
    expect(body).toContain('Portfolio Demo Mode');
    expect(body).toContain('demo@example.org');
    expect(body).toContain('demo1234');
    await screenshot(page, '00-sign-in');
  });

  it('is told "Invalid email or password" for a wrong password', async () => {
    await page.getByLabel('Email').fill('demo@example.org');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await screenshot(page, '01-sign-in-error');
  });

  it('signs in and lands on the dashboard inside the shell', async () => {
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectHeading('Dashboard');
    const banner = await page.locator('header').innerText();
    expect(banner).toContain('v2.1.0');
    expect(banner).toContain('Jordan Reyes');
    expect(banner).toContain('Master Admin');
    expect(await page.locator('body').innerText()).toContain('Grace Community Church');
    await screenshot(page, '02-dashboard');
  });

  it.each(SHELL_ROUTES)('reaches %s and sees "%s"', async (path, expected) => {
    await page.goto(`${server.url}${path}`);
    await expectHeading(expected);
    // Header and sidebar stay around every page of the shell, the catch-all included.
    await page.locator('header').getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('navigation').first().waitFor();
    await screenshot(page, `route${path.replaceAll('/', '_') || '_root'}`);
  });

  it('reaches the pages outside the shell: accept invitation and OAuth callback', async () => {
    await page.goto(`${server.url}/invite/some-token`);
    await expectHeading('Accept Invitation');
    expect(await page.locator('header').count()).toBe(0);
    await screenshot(page, 'route_invite');
    await page.goto(`${server.url}/oauth/callback/google-workspace`);
    await page.getByText('Missing required OAuth parameters').waitFor();
    await screenshot(page, 'route_oauth-callback');
  });

  it('keeps the sidebar collapsed for the rest of the session', async () => {
    await page.goto(`${server.url}/documents`);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await screenshot(page, '03-sidebar-collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  });

  it('signs out back to the sign-in screen, and the old session no longer works', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Steward' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(session).toBe(401);
  });

  it('logged no page errors along the way', () => {
    expect(errors.filter((e) => !expectedNoise.test(e))).toEqual([]);
  });
});

describe('on a phone', () => {
  it('opens the navigation as a slide-over and follows a link', async () => {
    const phone = await browser.newPage({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(server.url);
    await phone.getByLabel('Email').fill('demo@example.org');
    await phone.getByLabel('Password', { exact: true }).fill('demo1234');
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectHeading('Dashboard', phone);
    await screenshot(phone, '10-phone-dashboard');
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.waitFor();
    // Let the slide-in animation finish before the picture.
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0);
    await screenshot(phone, '11-phone-navigation');
    await dialog.getByRole('link', { name: 'Operations Center' }).first().click();
    await expectHeading('Operations Center', phone);
    expect(await phone.getByRole('dialog').count()).toBe(0);
    // Nothing spills sideways at phone width.
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
