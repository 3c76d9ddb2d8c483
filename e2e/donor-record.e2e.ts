import type { OutboxPage } from '@steward/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, signIn } from './support/accessibility';
import { callApi } from './support/api';
import { FUNDRAISING_PATH, openFundraisingTab } from './support/app-routes';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

/**
 * Tabitha gives three times with an address and funds; Tabatha (her name misspelt by another giving
 * system), one gift, shares her email: the page offers her as a possible duplicate.
 */
const DONORS_CSV = [
  'transaction ID,first name,last name,email,phone,amount,received on,fund,street,city,state,zip,country',
  'DR-1,Tabitha,Joppa-Test,tabitha@joppa.test,555-0101,$120.00,01/05/2025,General,9 Harbor Rd,Joppa,CA,90001,USA',
  'DR-2,Tabitha,Joppa-Test,tabitha@joppa.test,555-0101,$80.00,06/05/2025,Missions,9 Harbor Rd,Joppa,CA,90001,USA',
  'DR-3,Tabitha,Joppa-Test,tabitha@joppa.test,555-0101,$200.00,02/05/2026,,9 Harbor Rd,Joppa,CA,90001,USA',
  'DR-4,Tabatha,Joppa-Test,tabitha@joppa.test,,$50.00,03/01/2026,General,,,,,',
  'DR-5,Boaz,Harbor-Test,boaz@harbor.test,,$30.00,03/08/2026,General,,,,,',
].join('\n');

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  page = await context.newPage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a donor's page", () => {
  let donorUrl = '';

  it('opens from All Donors after an import', async () => {
    await signIn(page, server.url, 'demo@example.org');

    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await openFundraisingTab(page, 'Upload Data');
    await page.getByLabel('Upload your donor data file').setInputFiles({
      name: 'joppa.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(DONORS_CSV),
    });
    await page.getByText('Data merged successfully!').filter({ visible: true }).first().waitFor();

    await openFundraisingTab(page, 'All Donors');
    await page.getByLabel('Search donors').fill('Joppa-Test');
    await page.getByRole('link', { name: 'Tabitha Joppa-Test' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tabitha Joppa-Test' }).waitFor();
    donorUrl = page.url();
    expect(new URL(donorUrl).pathname).toMatch(
      /^\/department\/fundraising-donor-management\/donors\/[0-9a-f-]{36}$/,
    );

    const summary = page.getByRole('region', { name: 'Giving summary' });
    await summary.getByText('$400.00').waitFor();
    await page.getByText('Showing 1–3 of 3').waitFor();
    const address = page.getByRole('region', { name: 'Contact details' }).locator('address');
    expect(await address.innerText()).toBe('9 Harbor Rd\nJoppa, CA 90001\nUSA');
    // The demo's fund list maps "General" and a gift naming no fund onto General Fund.
    const byFund = page.getByRole('region', { name: 'Giving by fund' });
    await byFund.getByText('General Fund').waitFor();
    expect(await byFund.getByText('No fund').count()).toBe(0);
    const duplicates = page.getByRole('list', { name: 'Possible duplicates' });
    await duplicates.getByText('Same email').waitFor();
    // The chart has drawn its bars (one per year: 2025 and 2026).
    await page.locator('.recharts-bar-rectangle').nth(1).waitFor();
    await wholePage(page, 'donor-record-1280');
    expect((await axeFindings(page)).serious).toEqual([]);
  });

  it('corrects the contact details', async () => {
    const edit = page.getByRole('button', { name: 'Edit details' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit donor details' });
    await dialog.getByLabel('Phone (optional)').fill('555-0199');
    await dialog.getByLabel('Second line (optional)').fill('Upper room');
    await screenshot(page, 'donor-record-edit-1280');
    expect((await axeFindings(page)).serious).toEqual([]);
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Donor details saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit details');
    await page.getByRole('region', { name: 'Contact details' }).getByText('555-0199').waitFor();
  });

  it('fits a phone, and merges the duplicate side by side', async () => {
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await phoneContext.addCookies(await context.cookies());
    const phone = await phoneContext.newPage();
    const phoneErrors = watchForErrors(phone);
    await phone.goto(donorUrl);
    await phone.getByRole('heading', { level: 1, name: 'Tabitha Joppa-Test' }).waitFor();
    await phone.getByText('Showing 1–3 of 3').waitFor();
    await phone.locator('.recharts-bar-rectangle').nth(1).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(phone, 'donor-record-390');

    await phone.getByRole('button', { name: 'Merge into this donor' }).click();
    // Side by side, this donor (the one that stays) first, a choice for the field they differ on.
    const merge = phone.getByRole('dialog', { name: 'Merge Tabitha Joppa-Test and Tabatha Joppa-Test' });
    await merge
      .getByRole('radio', { name: 'First name of Tabitha Joppa-Test: Tabitha', checked: true })
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'donor-record-merge-390');
    await merge.getByRole('button', { name: 'Merge donors' }).click();
    await phone.getByText('Merged Tabatha Joppa-Test into Tabitha Joppa-Test (1 gift moved)').waitFor();
    await phone.getByText('Showing 1–4 of 4').waitFor();
    await phone.getByText('No likely duplicates found.').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await phone.getByRole('button', { name: 'Merge with another donor…' }).click();
    const search = phone.getByRole('dialog', { name: 'Merge with another donor' });
    await search.getByLabel('Search donors').fill('Joppa');
    await search.getByText('No other donor matches.').waitFor();
    await screenshot(phone, 'donor-record-merge-search-390');
    await phone.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
    expect(phoneErrors.filter((error) => !expectedNoise.test(error))).toEqual([]);
    await phoneContext.close();
  });

  it('joins the donor with another in a household, who is told by email, and leaves it again', async () => {
    await page.goto(donorUrl);
    const card = page.getByRole('region', { name: 'Household' });
    await card.getByText('Tabitha Joppa-Test gives alone.').waitFor();
    await card.getByRole('button', { name: 'Join with…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join with another donor' });
    await dialog.getByLabel('Search donors').fill('Harbor-Test');
    await dialog.getByRole('button', { name: /Boaz Harbor-Test/ }).click();
    await dialog.getByText(/Each member with an email address is told/).waitFor();
    await dialog.getByRole('button', { name: 'Join household' }).click();
    await page.getByText('Joined Tabitha Joppa-Test with Boaz Harbor-Test').waitFor();
    const members = card.getByRole('list', { name: 'Household members' });
    await members.getByRole('link', { name: 'Boaz Harbor-Test' }).waitFor();
    for (const name of ['Tabitha Joppa-Test', 'Boaz Harbor-Test']) {
      expect(await members.getByRole('checkbox', { name: `${name} gives jointly` }).isChecked()).toBe(true);
    }
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'donor-record-household-1280');
    expect((await axeFindings(page)).serious).toEqual([]);

    const outbox = await callApi<OutboxPage>(page, 'GET', '/api/outbox');
    const told = outbox.items.filter((item) => item.subject.startsWith('Your giving at '));
    expect(told.map((item) => item.recipients.join()).sort()).toEqual([
      'boaz@harbor.test',
      'tabitha@joppa.test',
    ]);

    await card.getByRole('button', { name: 'Leave household' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Leave household' });
    await confirm.getByRole('button', { name: 'Leave household' }).click();
    await page.getByText('Tabitha Joppa-Test left the household').waitFor();
    await card.getByText('Tabitha Joppa-Test gives alone.').waitFor();
  });

  it("keeps the longest name and street a donor may have within a phone's width", async () => {
    // One word each, as long as Steward keeps them (200 characters): nothing for the browser to break at.
    const lastName = 'Wordsworth'.repeat(20);
    const street = 'Longstreet'.repeat(20);
    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await openFundraisingTab(page, 'Upload Data');
    await page.getByLabel('Upload your donor data file').setInputFiles({
      name: 'long.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `transaction ID,first name,last name,amount,received on,street,city\nLW-1,Ann,${lastName},$10.00,02/01/2026,${street},Joppa\n`,
      ),
    });
    await page.getByText('Data merged successfully!').filter({ visible: true }).first().waitFor();
    const found = await callApi<{ items: { id: string }[] }>(page, 'GET', `/api/donors?q=${lastName}`);
    const id = found.items[0]?.id;
    expect(id).toBeDefined();

    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await phoneContext.addCookies(await context.cookies());
    const phone = await phoneContext.newPage();
    await phone.goto(`${server.url}${FUNDRAISING_PATH}/donors/${id}`);
    await phone.getByRole('heading', { level: 1, name: `Ann ${lastName}` }).waitFor();
    await phone.getByRole('region', { name: 'Contact details' }).getByText(street).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Wrapped, not spilling out of its box (where the page would clip it).
    const spilling = await phone.evaluate(() =>
      [...document.querySelectorAll('h1, address span')]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.tagName),
    );
    expect(spilling).toEqual([]);
    await wholePage(phone, 'donor-record-longest-name-390');
    await phoneContext.close();
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});
