import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

const ORGANIZATION = 'Grace Community Church';
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32" viewBox="0 0 160 32">
  <rect width="32" height="32" rx="6" fill="#4338ca"/>
  <path d="M16 6v20M8 14h16" stroke="#fff" stroke-width="4"/>
  <text x="40" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#1e1b4b">Grace</text>
</svg>`;

let server: RunningServer;
let browser: Browser;
let logoDir: string;
const contexts: BrowserContext[] = [];
const errorLists: string[][] = [];

// Signed out, the session check answers 401 by design; the browser logs that as a failed load.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  logoDir = mkdtempSync(join(tmpdir(), 'steward-logo-'));
  writeFileSync(join(logoDir, 'grace-logo.svg'), LOGO_SVG);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (logoDir) rmSync(logoDir, { recursive: true, force: true });
});

/** A fresh browser (its own cookies) signed in as `email`, at `width` pixels wide. */
async function signInAs(email: string, width = 1366): Promise<Page> {
  // Reduced motion, as in the other browser files: axe measured a toast's contrast halfway through
  // its fade-in once (a colour-contrast finding on sonner's title that the settled toast has not).
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  contexts.push(context);
  const page = await context.newPage();
  errorLists.push(watchForErrors(page));
  await page.goto(server.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.mouse.move(0, 0);
  return page;
}

/** The header logo has loaded: an <img> with a picture in it, not a broken link. */
async function expectLogo(page: Page) {
  const logo = page.getByRole('banner').getByRole('img', { name: `${ORGANIZATION} logo` });
  await logo.waitFor();
  await page.waitForFunction((alt) => {
    const img = document.querySelector<HTMLImageElement>(`header img[alt="${alt}"]`);
    return img?.complete && img.naturalWidth > 0;
  }, `${ORGANIZATION} logo`);
  const box = await logo.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(32);
}

function totalOf(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Department totals' })
    .getByRole('listitem')
    .filter({ hasText: label });
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits for the fade-ins (dialogs, slide-over) to end, so a picture shows them opaque. */
function animationsDone(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('the demo master admin', () => {
  let page: Page;

  it('uploads an SVG logo and sees it in the header', async () => {
    page = await signInAs('demo@example.org');
    await page.getByRole('button', { name: 'Change logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change logo' });
    await dialog.getByLabel('SVG file').setInputFiles(join(logoDir, 'grace-logo.svg'));
    await dialog.getByRole('img', { name: 'Preview of the new logo' }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'change-logo-1366');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectLogo(page);
  });

  it('adds two members to Worship with Manage Access and sees Team Members = 2', async () => {
    await page.goto(`${server.url}/department/worship`);
    await page.getByRole('heading', { level: 1, name: 'Worship' }).waitFor();
    await totalOf(page, 'Team Members').getByText('0', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Manage Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Access' });
    await dialog.getByRole('checkbox', { name: /Samuel Okafor/ }).check();
    await dialog.getByRole('checkbox', { name: /Hannah Lee/ }).check();
    // A deactivated member is not offered.
    expect(await dialog.getByRole('checkbox', { name: /Alex Turner/ }).count()).toBe(0);
    await dialog.getByText('2 selected').waitFor();
    await animationsDone(page);
    await screenshot(page, 'manage-access-1366');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await totalOf(page, 'Team Members').getByText('2', { exact: true }).waitFor();
    const team = page.getByRole('list', { name: 'Team' });
    expect(await team.getByRole('listitem').allTextContents()).toEqual([
      'Hannah Leeworship@example.org',
      'Samuel Okaforpastor@example.org',
    ]);
    await page.getByRole('heading', { level: 2, name: 'Worship Documents' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await wholePage(page, 'department-worship-1366');
  });
});

describe('another admin of the same organisation', () => {
  it('sees the same logo and the same Worship team', async () => {
    const page = await signInAs('pastor@example.org');
    await expectLogo(page);
    await page.goto(`${server.url}/department/worship`);
    await totalOf(page, 'Team Members').getByText('2', { exact: true }).waitFor();
    const team = page.getByRole('list', { name: 'Team' });
    await team.getByText('Hannah Lee').waitFor();
    await team.getByText('Samuel Okafor').waitFor();
  });
});

describe('a plain user', () => {
  let page: Page;

  it('sees the logo but no Change logo, and the fundraising tile marked Admins only', async () => {
    // volunteers@ is a plain user; worship@ also counts the plate, which changes her navigation.
    page = await signInAs('volunteers@example.org');
    await expectLogo(page);
    expect(await page.getByRole('button', { name: 'Change logo' }).count()).toBe(0);
    const tile = page
      .getByRole('list', { name: 'Business Departments' })
      .getByRole('link', { name: /^Fundraising & Donor Management/ });
    expect(await tile.textContent()).toContain('Admins only');
    await wholePage(page, 'dashboard-plain-user-1366');
  });

  it('meets Access Restricted on the fundraising department, and the API answers 403', async () => {
    await page.goto(`${server.url}/department/fundraising-donor-management`);
    await page.getByRole('heading', { level: 1, name: 'Access Restricted' }).waitFor();
    await page
      .getByText(
        "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.",
      )
      .waitFor();
    const response = await page.request.get(`${server.url}/api/departments/fundraising-donor-management`);
    expect(response.status()).toBe(403);
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
});

describe('on a phone', () => {
  it('shows the header logo, the department page and Access Restricted without sideways scrolling', async () => {
    const admin = await signInAs('demo@example.org', 390);
    await expectLogo(admin);
    await admin.goto(`${server.url}/department/worship`);
    await totalOf(admin, 'Team Members').getByText('2', { exact: true }).waitFor();
    await wholePage(admin, 'department-worship-390');
    expect(await sidewaysOverflow(admin)).toBe(0);
    await admin.getByRole('button', { name: 'Change logo' }).click();
    await admin.getByRole('dialog', { name: 'Change logo' }).waitFor();
    await animationsDone(admin);
    await screenshot(admin, 'change-logo-390');

    const user = await signInAs('volunteers@example.org', 390);
    await user.goto(`${server.url}/department/fundraising-donor-management`);
    await user.getByRole('heading', { level: 1, name: 'Access Restricted' }).waitFor();
    expect(await sidewaysOverflow(user)).toBe(0);
    await screenshot(user, 'fundraising-restricted-390');

    // On a department page the Business Departments group is open: fundraising shows its lock.
    await user.getByRole('button', { name: 'Open navigation' }).click();
    const fundraising = user
      .getByRole('dialog')
      .getByRole('link', { name: 'Fundraising & Donor Management' });
    expect(await fundraising.getAttribute('title')).toBe('Fundraising & Donor Management (Admins only)');
    await animationsDone(user);
    await screenshot(user, 'navigation-plain-user-390');
  });

  it('logged no page errors along the way', () => {
    expect(errorLists.flat().filter((e) => !expectedNoise.test(e))).toEqual([]);
  });
});
