import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, signIn } from './support/accessibility';
import { inviteSomeone } from './support/api';
import {
  FUNDRAISING_PATH,
  FUNDRAISING_TABS,
  openFundraisingTab,
  openScreen,
  PLAIN_USER_SCREENS,
  SHELL_SCREENS,
  STANDALONE_SCREENS,
} from './support/app-routes';
import { launchChromium, watchForErrors } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let errors: string[];

// Signed out, the session check answers 401 by design; the made-up OAuth state and invitation token
// are refused (400, 404), as they should be.
const expectedNoise = /Failed to load resource: the server responded with a status of 40[014]/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  // axe needs a page of an explicit browser context.
  admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  page = await admin.newPage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the sidebar's two groups, so that axe sees every link in them. */
async function openSidebarGroups(p: Page) {
  for (const group of ['Business Departments', 'Operations Center categories']) {
    const toggle = p.getByRole('button', { name: group });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
}

describe('accessibility (axe, WCAG 2.1 AA): every route', () => {
  it('has no violations on the sign-in screen', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Sign in to Steward' }).waitFor();
    await page.getByText('demo1234').first().waitFor();
    expect((await axeFindings(page)).all).toEqual([]);
  });

  it.each(STANDALONE_SCREENS)('has no violations on $path, signed out', async (screen) => {
    await openScreen(page, server.url, screen);
    const findings = await axeFindings(page);
    expect(findings.serious).toEqual([]);
    expect(findings.all).toEqual([]);
  });

  it('signs in as the demo administrator', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Use demo account' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // An email in the outbox and a second pending invitation, so that those lists are not empty.
    await inviteSomeone(page);
  });

  // No serious or critical violation anywhere; and, as the suite has always asked of the screens it
  // checked, none at all.
  it.each(SHELL_SCREENS)('has no violations on $path, sidebar groups open', async (screen) => {
    await openScreen(page, server.url, screen);
    await openSidebarGroups(page);
    const findings = await axeFindings(page);
    expect(findings.serious).toEqual([]);
    expect(findings.all).toEqual([]);
  });

  it.each(STANDALONE_SCREENS)('has no violations on $path, signed in', async (screen) => {
    await openScreen(page, server.url, screen);
    const findings = await axeFindings(page);
    expect(findings.serious).toEqual([]);
    expect(findings.all).toEqual([]);
  });

  it.each(FUNDRAISING_TABS)('has no violations on the fundraising tab %s', async (tab) => {
    if (!page.url().endsWith(FUNDRAISING_PATH)) {
      await page.goto(`${server.url}${FUNDRAISING_PATH}`);
      await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
    }
    await openFundraisingTab(page, tab);
    const findings = await axeFindings(page);
    expect(findings.serious).toEqual([]);
    expect(findings.all).toEqual([]);
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});

describe('accessibility (axe, WCAG 2.1 AA): a plain user', () => {
  let user: Page;
  let userErrors: string[];

  beforeAll(async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    user = await context.newPage();
    userErrors = watchForErrors(user);
    await signIn(user, server.url, 'worship@example.org');
  });

  it.each(PLAIN_USER_SCREENS)('has no violations on $path', async (screen) => {
    await openScreen(user, server.url, screen);
    const findings = await axeFindings(user);
    expect(findings.serious).toEqual([]);
    expect(findings.all).toEqual([]);
  });

  it('logged no unexpected errors in the browser', () => {
    // The server refuses the plain user's fundraising report and outbox (403) by design.
    expect(userErrors.filter((error) => !/status of 40[0134]/.test(error))).toEqual([]);
  });
});
