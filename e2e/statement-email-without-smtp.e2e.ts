import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accessibility';
import { callApi } from './support/api';
import { FUNDRAISING_PATH, openFundraisingTab } from './support/app-routes';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

// No SMTP_URL: a fresh install without a mail server.
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const STATEMENTS = `${FUNDRAISING_PATH}/statements`;
// Signed out, the session check answers 401 by design.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

/** One donor to email, one to post, and one who can be reached neither way. */
const GIVING_CSV = [
  'Person ID,First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date,Fund',
  '1,Ann,Lee,ann@example.test,12 Elm Street,Springfield,IL,62704,300.00,2/1/2025,General',
  '2,Ben,Ray,,9 Oak Road,Albany,NY,12203,120.00,3/1/2025,Missions',
  '3,Cy,Moss,,,,,,250.00,11/20/2025,General',
].join('\n');

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

describe('giving statements without a mail server', () => {
  it('makes the statements of three donors', async () => {
    await signIn(page, server.url, 'demo@example.org');
    // The demo's own giving would make a statement for each of its donors: cleared first.
    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await openFundraisingTab(page, 'Data Management');
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('heading', { name: 'Upload your donor data file' }).waitFor();
    await page.getByLabel('Upload your donor data file').setInputFiles({
      name: 'giving-2025.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(GIVING_CSV),
    });
    await page.getByText('Data merged successfully!').filter({ visible: true }).first().waitFor();

    await callApi(page, 'PUT', '/api/statements/settings', {
      legalName: 'Grace Community Church',
      ein: '12-3456789',
      address: '100 Main Street\nSpringfield, IL 62701',
      phone: null,
      website: null,
      signerName: null,
      signerTitle: null,
      message: 'Thank you for your gifts.',
    });
    await callApi(page, 'POST', '/api/statements/runs', {
      period: { start: '2025-01-01', end: '2025-12-31' },
      donors: { kind: 'all' },
    });
    const done = async () =>
      (await callApi<{ items: { status: string }[] }>(page, 'GET', '/api/statements/runs')).items[0]?.status;
    await expect.poll(done, { timeout: 30_000 }).toBe('done');
  });

  it('says email is not set up, keeps the statement in the outbox and never says sent', async () => {
    await page.goto(`${server.url}${STATEMENTS}`);
    const run = page.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    const note = run.getByRole('note', { name: 'Email is not set up' });
    await note.waitFor();
    expect(await note.getByRole('link', { name: 'Download the ZIP' }).getAttribute('href')).toMatch(
      /^\/api\/statements\/runs\/[0-9a-f-]{36}\/zip$/,
    );

    await run.getByRole('button', { name: 'Email statements' }).click();
    const confirm = page.getByRole('dialog', { name: 'Email statements?' });
    await confirm
      .getByText('Email is not set up on this server: the statements will be kept in the outbox, not sent.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Keep 1 statement in the outbox' }).click();
    await page
      .getByText(
        'Email is not set up: 1 statement kept in the outbox, not sent; 2 donors without an email address',
      )
      .waitFor();

    // Sent, Queued, Failed, No email, Not sent.
    const emails = run.getByLabel('Emails').getByRole('definition');
    await expect.poll(() => emails.allInnerTexts()).toEqual(['0', '0', '0', '2', '1']);
    await run.getByText('1 statement is in the outbox, not sent.').waitFor();
    await run.getByRole('button', { name: /^Show donors \(3\)/ }).click();
    const ann = page
      .getByRole('region', { name: 'Statement recipients' })
      .locator('tbody tr')
      .filter({ hasText: 'Ann Lee' });
    await ann.getByText('In the outbox, not sent').waitFor();
    expect(await ann.innerText()).not.toMatch(/\bSent\b/);
    await wholePage(page, 'statements-no-smtp-1366');
  });

  it('shows the donor with neither email nor address apart, with a link to their page', async () => {
    const run = page.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    await run.getByRole('link', { name: /^Donors without email \(2\)/ }).click();
    const apart = page.getByRole('region', { name: 'No email and no address: 1' });
    await apart.waitFor();
    const cy = apart.getByRole('link', { name: 'Cy Moss' });
    expect(await cy.getAttribute('href')).toMatch(new RegExp(`^${FUNDRAISING_PATH}/donors/[0-9a-f-]{36}$`));
    const posted = page.getByRole('region', { name: 'Donors without email' }).locator('tbody tr');
    await expect.poll(() => posted.allInnerTexts()).toEqual([expect.stringContaining('Ben Ray')]);
    await screenshot(page, 'statements-no-email-no-address-1366');
  });

  it('warns in the preview that the donor has no mailing address', async () => {
    await page.goto(`${server.url}${STATEMENTS}`);
    const main = page.locator('main');
    await main.getByLabel('Period').selectOption('2025');
    const previewWith = main.getByRole('combobox', { name: /^Preview with/ });
    await previewWith.fill('Moss');
    await main.getByRole('option', { name: /Cy Moss/ }).click();
    await main.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statement preview' });
    await dialog.getByText('Cy Moss has no mailing address: this statement could not be posted.').waitFor();
    await screenshot(page, 'statements-preview-no-address-1366');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('says the same on a phone', async () => {
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await phoneContext.addCookies(await context.cookies());
    const phone = await phoneContext.newPage();
    const phoneErrors = watchForErrors(phone);
    await phone.goto(`${server.url}${STATEMENTS}`);
    const run = phone.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    const note = run.getByRole('note', { name: 'Email is not set up' });
    await note.getByRole('link', { name: 'Download the ZIP' }).waitFor();
    await note.scrollIntoViewIfNeeded();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'statements-no-smtp-390');
    await phone.goto(`${server.url}${STATEMENTS}/${await runIdOf(phone)}/no-email`);
    await phone.getByRole('region', { name: 'No email and no address: 1' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(phone, 'statements-no-email-no-address-390');
    expect(phoneErrors.filter((error) => !expectedNoise.test(error))).toEqual([]);
    await phoneContext.close();
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});

async function runIdOf(on: Page) {
  const runs = await callApi<{ items: { id: string }[] }>(on, 'GET', '/api/statements/runs');
  return runs.items[0]?.id ?? '';
}
