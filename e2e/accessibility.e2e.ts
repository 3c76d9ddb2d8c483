import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  // axe needs a page of an explicit browser context.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** axe-core's WCAG 2.1 A and AA rules; every violation is listed with the elements it found. */
async function violations() {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it('has no violations on the sign-in screen', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Sign in to Steward' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Use demo account' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it.each([
    ['/', 'Dashboard'],
    ['/operations/legal', 'Legal & Compliance'],
    ['/department/fundraising-donor-management', 'Fundraising & Donor Management'],
    ['/users', 'User Management'],
    ['/nowhere', 'Page Not Found'],
  ])('has no violations on %s, sidebar groups open', async (path, heading) => {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    for (const group of ['Business Departments', 'Operations Center categories']) {
      const toggle = page.getByRole('button', { name: group });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    }
    expect(await violations()).toEqual([]);
  });
});
