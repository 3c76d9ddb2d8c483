import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, horizontalOverflow, settled, signIn } from './support/accessibility';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

// 409: the same donor added twice; 400: a statement preview of a donor with no gift in the period.
const expectedNoise = /Failed to load resource: the server responded with a status of (400|401|409)/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  page = await context.newPage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The first row's cells of the donor table, as shown. */
async function firstRow(target: Page) {
  return target.getByRole('table').getByRole('row').nth(1).getByRole('cell').allInnerTexts();
}

describe('Giving', () => {
  it('reaches Donors, Statements and Imports in one click each from the main navigation', async () => {
    await signIn(page, server.url, 'demo@example.org');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Giving' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Donors' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/giving/donors');
    const giving = page.getByRole('navigation', { name: 'Giving' });
    await page.getByRole('table').waitFor();
    await settled(page);
    await wholePage(page, 'giving-donors-1366');
    expect((await axeFindings(page)).serious).toEqual([]);

    await giving.getByRole('link', { name: 'Statements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Giving Statements' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/giving/statements');
    expect(await giving.getByRole('link', { name: 'Statements' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'giving-statements-1366');

    // The imports list is its own page (its route is the import history's).
    await giving.getByRole('link', { name: 'Imports' }).click();
    await page.waitForURL((url) => url.pathname === '/giving/imports');
  });

  it('sorts the donor table by a column, both ways', async () => {
    await page.goto(`${server.url}/giving/donors`);
    await page.getByRole('table').waitFor();
    const [firstByName] = await firstRow(page);

    const total = page.getByRole('columnheader', { name: 'Total given' });
    await total.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await page.locator('th[aria-sort="descending"]', { hasText: 'Total given' }).waitFor();
    const highest = Number((await firstRow(page))[4]?.replace(/[$,]/g, ''));

    await total.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Total given' }).waitFor();
    await expect
      .poll(async () => Number((await firstRow(page))[4]?.replace(/[$,]/g, '')))
      .toBeLessThan(highest);
    await screenshot(page, 'giving-donors-by-total-1366');

    // Back to the names, A to Z: the list it opened with.
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    // The default order leaves the address plain.
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(async () => (await firstRow(page))[0]).toBe(firstByName);

    // The donor who gave last, and their statement for this year from their page.
    await page.getByRole('columnheader', { name: 'Last gift' }).getByRole('button').click();
    await page.locator('th[aria-sort="descending"]', { hasText: 'Last gift' }).waitFor();
    await settled(page);
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
    await page.getByRole('link', { name: 'Back to Donors' }).waitFor();
    await page.getByRole('button', { name: 'Statement' }).click();
    const chooser = page.getByRole('dialog', { name: 'Preview a statement' });
    expect(await chooser.getByLabel('Period').inputValue()).toBe(String(new Date().getFullYear()));
    await chooser.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('dialog', { name: 'Statement preview' }).waitFor();
    await screenshot(page, 'giving-donor-statement-preview-1366');
    await page.keyboard.press('Escape');
  });

  it('adds a donor, opens their page, and refuses the same person a second time with a link to them', async () => {
    const add = async () => {
      await page.getByRole('button', { name: 'Add donor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add donor' });
      await dialog.getByLabel('First name').fill('Lydia');
      await dialog.getByLabel('Last name (optional)').fill('Thyatira-Test');
      await dialog.getByLabel('Email (optional)').fill('lydia@purple.test');
      await dialog.getByLabel('Street (optional)').fill('3 Dyers Row');
      await dialog.getByLabel('City (optional)').fill('Philippi');
      await dialog.getByLabel('Postal code (optional)').fill('10101');
      return dialog;
    };
    await page.goto(`${server.url}/giving/donors`);
    const dialog = await add();
    await screenshot(page, 'giving-add-donor-1366');
    expect((await axeFindings(page)).serious).toEqual([]);
    await dialog.getByRole('button', { name: 'Add donor' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lydia Thyatira-Test' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/giving\/donors\/[0-9a-f-]{36}$/);
    const donorPath = new URL(page.url()).pathname;
    await page.getByText('No gifts yet', { exact: true }).waitFor();
    await wholePage(page, 'giving-donor-added-1366');

    // No gift yet, so no statement yet: the preview says so.
    await page.getByRole('button', { name: 'Statement' }).click();
    const chooser = page.getByRole('dialog', { name: 'Preview a statement' });
    await chooser.getByRole('button', { name: 'Preview' }).click();
    await chooser
      .getByRole('alert')
      .getByText(/^Lydia Thyatira-Test gave nothing between/)
      .waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Back to Donors' }).click();
    await page.getByLabel('Search donors').fill('Thyatira');
    await page.getByText('Showing 1 of').waitFor();
    expect((await firstRow(page))[0]).toBe('Thyatira-Test, Lydia');

    const again = await add();
    await again.getByLabel('First name').fill('LYDIA ');
    await again.getByRole('button', { name: 'Add donor' }).click();
    const refusal = again.getByRole('alert');
    await refusal.getByText('A donor named LYDIA Thyatira-Test is already in your donor database').waitFor();
    await screenshot(page, 'giving-add-donor-refused-1366');
    await refusal.getByRole('link', { name: 'Open their page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lydia Thyatira-Test' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(donorPath);
  });

  it('fits a phone: Giving from the menu, cards with a sort menu, the sub-navigation in reach', async () => {
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await phoneContext.addCookies(await context.cookies());
    const phone = await phoneContext.newPage();
    const phoneErrors = watchForErrors(phone);
    await phone.goto(`${server.url}/`);
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    await phone.getByRole('dialog').getByRole('link', { name: 'Giving' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Donors' }).waitFor();
    const donors = phone.getByRole('region', { name: 'Donors' });
    await donors.getByRole('listitem').first().waitFor();
    expect(await phone.getByRole('table').count()).toBe(0);

    await phone.getByLabel('Sort by').selectOption({ label: 'Total given (highest first)' });
    await phone.waitForURL((url) => url.searchParams.get('sort') === 'totalAmount');
    await settled(phone);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'giving-donors-390');
    expect((await axeFindings(phone)).serious).toEqual([]);

    const giving = phone.getByRole('navigation', { name: 'Giving' });
    await giving.getByRole('link', { name: 'Statements' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Giving Statements' }).waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'giving-statements-390');
    await giving.getByRole('link', { name: 'Imports' }).click();
    await phone.waitForURL((url) => url.pathname === '/giving/imports');
    expect(phoneErrors.filter((error) => !expectedNoise.test(error))).toEqual([]);
    await phoneContext.close();
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});
