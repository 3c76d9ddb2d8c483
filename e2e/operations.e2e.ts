import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, SCREENSHOT_DIR, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

const CUSTOM = 'Payroll Portal E2E';
const CONTACT = { name: 'Dana Whitfield', email: 'dana@payroll.example.org', phone: '+1 (555) 010-4477' };
const OPEN_IN_NEW_TAB = /^(Open Platform|Launch) /;

// Before sign-in the session check answers 401 by design; the browser logs it as a failed load.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  page = await newPage(1366, 900);
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page in a fresh browser context: its own cookies, so its own session. */
async function newPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

async function signIn(p: Page, email: string) {
  await p.goto(server.url);
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password', { exact: true }).fill('demo1234');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Opens a category page and waits for its data (the tool grid follows the server's answer). */
async function openCategory(p: Page, path: string, title: string) {
  await p.goto(`${server.url}${path}`);
  await p.getByRole('heading', { level: 1, name: title }).waitFor();
  await p.getByRole('heading', { level: 2, name: 'Integration Tools & OAuth Connections' }).waitFor();
}

function card(p: Page, name: string): Locator {
  return p.getByRole('article', { name, exact: true });
}

function statValue(p: Page, label: string): Promise<string> {
  return p
    .getByRole('listitem')
    .filter({ has: p.getByText(label, { exact: true }) })
    .locator('.tabular-nums')
    .innerText();
}

async function accessibilityViolations(p: Page) {
  const results = await new AxeBuilder({ page: p })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Lets a dialog's fade-in finish before a picture is taken. */
async function settled(dialog: Locator) {
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
}

/** A picture of what the window shows (a dialog over the page). */
async function windowShot(p: Page, name: string) {
  await p.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The page scrolls inside <main> only: nothing stretches the window into a second scroll bar. */
async function expectOneScroller(p: Page) {
  const extra = await p.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(extra).toBeLessThanOrEqual(0);
}

/** Every Open Platform / Launch link opens a new tab without giving the tool a handle on Steward. */
async function expectSafeExternalLinks(p: Page) {
  const links = await p.getByRole('link', { name: OPEN_IN_NEW_TAB }).all();
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
  }
}

/** `yyyy-MM-dd` of the day `days` from today, in the browser's (and this machine's) calendar. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('operations: the master admin sets up a category, admins and users see it', () => {
  it('shows the Operations Center with real numbers and the access note', async () => {
    await signIn(page, 'demo@example.org');
    await page.getByRole('link', { name: 'Operations Center', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Operations Center' }).waitFor();
    await page.getByText('Full Access').waitFor();

    expect(await statValue(page, 'Total Operations')).toBe('9');
    expect(await statValue(page, 'Active Integrations')).toBe('0');
    expect(Number(await statValue(page, 'Documents'))).toBeGreaterThan(30);
    expect(await statValue(page, 'Access Level')).toBe('Admin');
    expect(await page.getByRole('region', { name: 'Access Management' }).innerText()).toContain(
      'Role: Administrator',
    );
    const areas = page.getByRole('list', { name: 'Operations areas' }).getByRole('link');
    expect(await areas.count()).toBe(9);
    await wholePage(page, 'operations-00-center');
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
  });

  it('shows the HR page: counts, documents, tools with safe links', async () => {
    await openCategory(page, '/operations/hr', 'Human Resources');

    expect(Number(await statValue(page, 'Related Documents'))).toBeGreaterThan(0);
    expect(await statValue(page, 'Available Tools')).toBe('5');
    expect(await statValue(page, 'OAuth Ready')).toBe('1');
    expect(await statValue(page, 'Active Contacts')).toBe('0');
    await page.getByRole('heading', { level: 2, name: 'Human Resources Documents' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select Employee Handbook 2026.pdf' }).waitFor();
    await expectSafeExternalLinks(page);
    await expectOneScroller(page);
    expect(await card(page, 'Gusto').getByText('OAuth Available').count()).toBe(1);
    expect(await card(page, 'GuideStone').getByText('Manual Access').count()).toBe(1);
    expect(await card(page, 'Gusto').getByRole('link', { name: 'Connect Gusto' }).getAttribute('href')).toBe(
      '/oauth',
    );
    await wholePage(page, 'operations-01-hr');
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
  });

  it('adds an integration: the defaults, a refused link, then a saved card', async () => {
    await page.getByRole('button', { name: 'Add Integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Integration' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('New Integration');
    expect(await dialog.getByLabel('Description', { exact: true }).inputValue()).toBe(
      'Custom integration for your organization',
    );
    expect(await dialog.getByLabel('Category').inputValue()).toBe('Custom');

    await dialog.getByLabel('Name', { exact: true }).fill(CUSTOM);
    await dialog.getByLabel('Description', { exact: true }).fill('Pay stubs and W-2s for church staff.');
    await dialog.getByLabel('URL').fill('javascript:alert(1)');
    let posted = false;
    const watch = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/integrations')) posted = true;
    };
    page.on('request', watch);
    await dialog.getByRole('button', { name: 'Add Integration' }).click();
    await dialog.getByText('Please enter a web address starting with http:// or https://').waitFor();
    expect(posted).toBe(false);
    page.off('request', watch);

    await dialog.getByLabel('URL').fill('https://payroll.example.org/login');
    await dialog.getByLabel('Category').selectOption('Payroll');
    await dialog.getByLabel('Note (optional)').fill('Ask the office for the shared sign-in.');
    await settled(dialog);
    await windowShot(page, 'operations-02-add-integration');
    await dialog.getByRole('button', { name: 'Add Integration' }).click();
    await page.getByText(`Added "${CUSTOM}"`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const added = card(page, CUSTOM);
    await added.getByText('Ask the office for the shared sign-in.').waitFor();
    expect(await added.getByText('Payroll', { exact: true }).count()).toBe(1);
    expect(await statValue(page, 'Available Tools')).toBe('6');
  });

  it('edits the added integration', async () => {
    await card(page, CUSTOM)
      .getByRole('button', { name: `Edit ${CUSTOM}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Integration' });
    await dialog.getByLabel('Description', { exact: true }).fill('Pay stubs, W-2s and time off for staff.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`Saved "${CUSTOM}"`).waitFor();
    await card(page, CUSTOM).getByText('Pay stubs, W-2s and time off for staff.').waitFor();
  });

  it('customises a built-in card (Gusto), then resets it', async () => {
    const gusto = card(page, 'Gusto');
    const original = await gusto.locator('p').first().innerText();
    expect(await gusto.getByRole('button', { name: 'Reset Gusto' }).count()).toBe(0);

    await gusto.getByRole('button', { name: 'Configure Gusto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Integration' });
    await dialog.getByLabel('Description', { exact: true }).fill('Our payroll, run every other Friday.');
    await dialog.getByLabel('URL').fill('https://app.gusto.com/');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Saved "Gusto"').waitFor();
    await gusto.getByText('Our payroll, run every other Friday.').waitFor();
    expect(await gusto.getByRole('link', { name: OPEN_IN_NEW_TAB }).getAttribute('href')).toBe(
      'https://app.gusto.com/',
    );

    await gusto.getByRole('button', { name: 'Reset Gusto' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset Gusto?' });
    await settled(confirm);
    await windowShot(page, 'operations-03-reset-confirmation');
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await page.getByText(`"Gusto" is back to Steward's version`).waitFor();
    await gusto.getByText(original).waitFor();
    await gusto.getByRole('button', { name: 'Reset Gusto' }).waitFor({ state: 'detached' });
  });

  it('edits a primary contact: a bad email is refused, then it shows with links', async () => {
    const gusto = card(page, 'Gusto');
    await gusto.getByText('No primary contact yet').waitFor();
    await gusto.getByRole('button', { name: 'Add contact for Gusto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Primary Contact' });
    await dialog.getByLabel('Name (optional)').fill(CONTACT.name);
    await dialog.getByLabel('Title (optional)').fill('Payroll Specialist');
    await dialog.getByLabel('Email (optional)').fill('dana@');
    await dialog.getByLabel('Phone (optional)').fill(CONTACT.phone);
    await dialog.getByLabel('Department/Team (optional)').fill('Finance Office');
    await dialog.getByLabel('Notes (optional)').fill('Mornings are best.');
    await dialog.getByRole('button', { name: 'Save Contact' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByLabel('Email (optional)').fill(CONTACT.email);
    await settled(dialog);
    await windowShot(page, 'operations-04-contact');
    await dialog.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('Saved the contact for Gusto').waitFor();

    await gusto.getByText(CONTACT.name).waitFor();
    expect(await gusto.getByRole('link', { name: CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${CONTACT.email}`,
    );
    expect(await gusto.getByRole('link', { name: CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+15550104477',
    );
    await gusto.getByText('Department/Team: Finance Office').waitFor();
    expect(await statValue(page, 'Active Contacts')).toBe('1');
    await wholePage(page, 'operations-05-hr-after');
  });

  it('fills the corporate status on legal: due in 10 days shows "Filing Due Soon"', async () => {
    await openCategory(page, '/operations/legal', 'Legal & Compliance');
    const dashboard = page.getByRole('heading', { level: 2, name: 'Corporate Status Dashboard' });
    await dashboard.waitFor();
    await page.getByRole('button', { name: 'Edit corporate status' }).click();
    await page.getByLabel('Entity name').fill('Grace Community Church, Inc.');
    await page.getByLabel('Entity type').selectOption('Non-Profit Corporation');
    await page.getByLabel('Status', { exact: true }).selectOption('Active');
    await page.getByLabel('Filing date (optional)').fill(dayFromToday(-355));
    await page.getByLabel('Next due date (optional)').fill(dayFromToday(10));
    await page.getByLabel('Annual report status').selectOption('Due Soon');
    await page.getByRole('button', { name: 'Save Status' }).click();
    await page.getByText('Corporate status saved').waitFor();

    const banner = page.getByRole('status').filter({ hasText: 'Filing Due Soon' });
    await banner.waitFor();
    await page.getByText('Grace Community Church, Inc.').waitFor();
    await page.getByText(/ by Jordan Reyes$/).waitFor();
    await wholePage(page, 'operations-06-legal');
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });

  it('an admin in a fresh browser sees the integration, the contact and the banner', async () => {
    const pastor = await newPage(1366, 900);
    await signIn(pastor, 'pastor@example.org');
    await pastor.goto(`${server.url}/operations`);
    await pastor.getByText('Full Access').waitFor();
    // The custom integration and Gusto's contact: set up by the organisation.
    await expect.poll(() => statValue(pastor, 'Active Integrations')).toBe('2');

    await openCategory(pastor, '/operations/hr', 'Human Resources');
    await card(pastor, CUSTOM).waitFor();
    await card(pastor, 'Gusto').getByText(CONTACT.name).waitFor();
    // An admin edits contacts but not the cards themselves.
    await card(pastor, 'Gusto').getByRole('button', { name: 'Edit contact for Gusto' }).waitFor();
    expect(await pastor.getByRole('button', { name: 'Add Integration' }).count()).toBe(0);
    expect(await pastor.getByRole('button', { name: /^(Edit|Reset|Remove) (?!contact)/ }).count()).toBe(0);
    await expectSafeExternalLinks(pastor);

    await openCategory(pastor, '/operations/legal', 'Legal & Compliance');
    await pastor.getByRole('status').filter({ hasText: 'Filing Due Soon' }).waitFor();
    await pastor.getByRole('button', { name: 'Edit corporate status' }).waitFor();
    await pastor.context().close();
  });

  it('a user on a phone sees the same, with no edit controls', async () => {
    const phone = await newPage(390, 844);
    const phoneErrors = watchForErrors(phone);
    await signIn(phone, 'worship@example.org');
    await phone.goto(`${server.url}/operations`);
    await phone.getByText('Restricted Access').waitFor();
    expect(await statValue(phone, 'Access Level')).toBe('User');
    await wholePage(phone, 'operations-07-phone-center');

    await openCategory(phone, '/operations/hr', 'Human Resources');
    await card(phone, CUSTOM).waitFor();
    await card(phone, 'Gusto').getByText(CONTACT.name).waitFor();
    expect(await phone.getByRole('button', { name: 'Add Integration' }).count()).toBe(0);
    expect(
      await phone.getByRole('button', { name: /^(Edit|Reset|Remove|Add contact|Edit contact) / }).count(),
    ).toBe(0);
    // Configure on an OAuth tool leads to OAuth management; manual tools have none for a user.
    expect(
      await card(phone, 'Gusto').getByRole('link', { name: 'Configure Gusto' }).getAttribute('href'),
    ).toBe('/oauth');
    expect(
      await card(phone, 'GuideStone')
        .getByRole('button', { name: /Configure/ })
        .count(),
    ).toBe(0);
    await expectSafeExternalLinks(phone);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectOneScroller(phone);
    await wholePage(phone, 'operations-08-phone-hr');
    await expect(accessibilityViolations(phone)).resolves.toEqual([]);

    await openCategory(phone, '/operations/legal', 'Legal & Compliance');
    await phone.getByRole('status').filter({ hasText: 'Filing Due Soon' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Edit corporate status' }).count()).toBe(0);
    await wholePage(phone, 'operations-09-phone-legal');
    expect(phoneErrors.filter((error) => !expectedNoise.test(error))).toEqual([]);
    await phone.context().close();
  });
});
