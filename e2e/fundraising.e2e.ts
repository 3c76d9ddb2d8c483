import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, SCREENSHOT_DIR, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

const FUNDRAISING = '/department/fundraising-donor-management';
// Signed out, the session check answers 401 by design.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

/** A small export in the spec's sample format, with donors the demo data does not have. */
const GIVING_CSV = [
  'transaction ID,first name,last name,amount,received on',
  'E2E-1,Priscilla,Aquila-Test,"$1,250.00",01/15/2026',
  'E2E-2,Priscilla,Aquila-Test,$250.00,02/15/2026',
  'E2E-3,Lydia,Thyatira-Test,$75.50,03/01/2026',
  'E2E-4,=Phoebe,Cenchreae-Test,$40.00,03/08/2026',
  'E2E-5,Lydia,Thyatira-Test,$75.50,04/01/2026',
].join('\n');

/** Stripe's payments export, a few of its columns: two paid charges, one failed, one refunded. */
const STRIPE_CSV = [
  'id,Created (UTC),Amount,Amount Refunded,Currency,Status,Customer Email,Card Name',
  'ch_e2e_1,2026-03-02 10:15:00,60.00,0.00,usd,Paid,tabitha@example.test,Tabitha Joppa-Test',
  'ch_e2e_2,2026-03-09 10:15:00,60.00,0.00,usd,Failed,tabitha@example.test,Tabitha Joppa-Test',
  'ch_e2e_3,2026-03-16 10:15:00,60.00,0.00,usd,Paid,tabitha@example.test,Tabitha Joppa-Test',
  'ch_e2e_4,2026-03-20 18:40:00,500.00,500.00,usd,Refunded,cornelius@example.test,Cornelius Caesarea-Test',
].join('\n');

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  page = await newPage(1366, 900);
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(width: number, height: number): Promise<Page> {
  // Reduced motion: the charts draw at once, so the pictures show them whole.
  const context = await browser.newContext({
    viewport: { width, height },
    acceptDownloads: true,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

async function signIn(p: Page, email: string) {
  await p.goto(server.url);
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password', { exact: true }).fill('demo1234');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

async function api<T>(p: Page, path: string): Promise<T> {
  return p.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;
}

function tab(p: Page, name: string) {
  return p.getByRole('tab', { name, exact: true });
}

async function seriousViolations(p: Page) {
  const results = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('fundraising area as an admin', () => {
  it('opens on Analytics with the demo giving already merged', async () => {
    await signIn(page, 'demo@example.org');
    await page.goto(`${server.url}${FUNDRAISING}`);
    await page.getByRole('heading', { level: 1, name: 'Fundraising & Donor Management' }).waitFor();
    await page.getByText('Total Donors').waitFor();
    expect(await tab(page, 'Analytics').getAttribute('aria-selected')).toBe('true');
    const analysis = await api<{ totalDonors: number }>(page, '/api/donors/analysis');
    expect(analysis.totalDonors).toBeGreaterThan(100);
    await page.getByText(analysis.totalDonors.toLocaleString('en-US'), { exact: true }).first().waitFor();
    await wholePage(page, 'fundraising-analytics-1366');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a phone, shows the month under way as partial and that more tabs follow, keeping the chosen one in view', async () => {
    const phone = await newPage(390, 844);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${server.url}${FUNDRAISING}`);
    await phone.getByText('Total Donors').waitFor();
    // The demo's gifts run to yesterday: the last month is the month under way unless today is the 1st.
    const analysis = await api<{ asOf: string; monthlyTrends: { month: string }[] }>(
      phone,
      '/api/donors/analysis',
    );
    const monthly = phone.getByRole('region', { name: 'Monthly Donations' });
    // The note under the chart (the hidden data table marks the month too).
    const note = monthly.locator('p', { hasText: /^\w+ \d{4} so far \(partial month\)$/ });
    if (analysis.monthlyTrends.at(-1)?.month === analysis.asOf.slice(0, 7)) {
      await note.waitFor();
      await monthly.screenshot({ path: join(SCREENSHOT_DIR, 'fundraising-monthly-partial-390.png') });
    } else {
      expect(await note.count()).toBe(0);
    }

    const bar = phone.getByRole('tablist', { name: 'Donor Analytics' });
    const strip = bar.locator('xpath=..');
    await bar.scrollIntoViewIfNeeded();
    await phone.getByTitle('Scroll tabs right').waitFor();
    expect(await phone.getByTitle('Scroll tabs left').count()).toBe(0);
    await strip.screenshot({ path: join(SCREENSHOT_DIR, 'fundraising-tab-bar-390.png') });
    await phone.getByTitle('Scroll tabs right').click();
    await phone.getByTitle('Scroll tabs left').waitFor();
    expect(await bar.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    // End (the arrow keys' last stop) opens Economic Insights; the bar scrolls it clear of the fade.
    await tab(phone, 'Analytics').focus();
    await phone.keyboard.press('End');
    await tab(phone, 'Economic Insights').and(phone.locator('[aria-selected="true"]')).waitFor();
    await phone.getByTitle('Scroll tabs right').waitFor({ state: 'detached' });
    const barBox = await bar.boundingBox();
    const tabBox = await tab(phone, 'Economic Insights').boundingBox();
    expect(tabBox && barBox && tabBox.x + tabBox.width <= barBox.x + barBox.width + 1).toBe(true);
    await strip.screenshot({ path: join(SCREENSHOT_DIR, 'fundraising-tab-bar-end-390.png') });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });

  it('uploads a CSV, shows the green box, and the KPIs grow by what the file holds', async () => {
    const before = await api<{ totalDonors: number; donationCount: number }>(page, '/api/donors/analysis');
    await tab(page, 'Upload Data').click();
    await page.getByRole('heading', { name: 'Upload your donor data file' }).waitFor();
    await page.getByLabel('Upload your donor data file').setInputFiles({
      name: 'e2e-giving.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(GIVING_CSV),
    });
    // The tool moves to Analytics and says it in a toast; the green box waits on Upload Data.
    await page.getByText('Data merged successfully!').filter({ visible: true }).first().waitFor();
    await page.getByText('Added 5 new records to your database').filter({ visible: true }).first().waitFor();
    const after = await api<{ totalDonors: number; donationCount: number }>(page, '/api/donors/analysis');
    expect(after.totalDonors).toBe(before.totalDonors + 3);
    expect(after.donationCount).toBe(before.donationCount + 5);
    await tab(page, 'Analytics').click();
    await page.getByText(after.totalDonors.toLocaleString('en-US'), { exact: true }).first().waitFor();
    await tab(page, 'Upload Data').click();
    await page.getByRole('heading', { name: 'Upload another file' }).waitFor();
    await page.getByRole('tabpanel').getByText('Data merged successfully!').waitFor();
    await wholePage(page, 'fundraising-upload-1366');
  });

  it('finds the new donors in All Donors by search and frequency', async () => {
    await tab(page, 'All Donors').click();
    await page.getByLabel('Search donors').fill('Aquila-Test');
    await page.getByText('Showing 1 of', { exact: false }).waitFor();
    await page.getByText('Priscilla Aquila-Test').waitFor();
    await page.getByLabel('Search donors').fill('-Test');
    await page.getByText('Showing 3 of', { exact: false }).waitFor();
    await page.getByLabel('Frequency').selectOption({ label: 'One-time' });
    await page.getByText('Showing 1 of', { exact: false }).waitFor();
    await page.getByText('Cenchreae-Test').waitFor();
    await wholePage(page, 'fundraising-donors-1366');
  });

  it('exports the donors: the file holds what was imported, formulas neutralised', async () => {
    await tab(page, 'Data Management').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donor-data-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Phone,Total Amount,Donation Count,Average Donation,First Donation,Last Donation,Frequency,' +
        'Address Line 1,Address Line 2,City,State/Region,Postal Code,Country',
    );
    expect(lines).toContain(
      'Priscilla,Aquila-Test,,,1500.00,2,750.00,2026-01-15,2026-02-15,Occasional,,,,,,',
    );
    expect(lines).toContain('Lydia,Thyatira-Test,,,151.00,2,75.50,2026-03-01,2026-04-01,Occasional,,,,,,');
    expect(lines).toContain("'=Phoebe,Cenchreae-Test,,,40.00,1,40.00,2026-03-08,2026-03-08,One-time,,,,,,");
    await page.getByText('e2e-giving.csv').first().waitFor();
    await wholePage(page, 'fundraising-data-management-1366');
  });

  it('shows the Security and Economic Insights tabs', async () => {
    await tab(page, 'Security').click();
    await page
      .getByRole('tabpanel')
      .getByText(/row-level security/i)
      .first()
      .waitFor();
    await wholePage(page, 'fundraising-security-1366');
    await tab(page, 'Economic Insights').click();
    // No FRED or BEA key on this machine: labelled sample data.
    await page.getByText('Failed to load economic data. Using sample data for demonstration.').waitFor();
    await wholePage(page, 'fundraising-economic-1366');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('answers a quick question in the assistant, with the built-in analyst (no AI key here)', async () => {
    await page.getByRole('button', { name: 'Open the donor assistant' }).click();
    const assistant = page.getByRole('region', { name: 'Donor Assistant' });
    await assistant.getByRole('button', { name: 'Who are my top donors?' }).click();
    await assistant
      .getByText(/Built-in analyst \(no AI service is configured for Steward\): Your top donors/)
      .waitFor();
    await screenshot(page, 'fundraising-assistant-1366');
    await page.keyboard.press('Escape');
    await assistant.waitFor({ state: 'hidden' });
  });

  it("merges a Stripe payments export's paid charges and lists the failed and refunded ones left out", async () => {
    const before = await api<{ donationCount: number }>(page, '/api/donors/analysis');
    await tab(page, 'Upload Data').click();
    await page.getByLabel('Upload another file').setInputFiles({
      name: 'unified_payments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(STRIPE_CSV),
    });
    await page.getByText('Added 2 new records to your database').filter({ visible: true }).first().waitFor();
    await page.getByText('2 rows left out').waitFor();
    await screenshot(page, 'fundraising-upload-left-out-toast-1366');
    await tab(page, 'Upload Data').click();
    const leftOut = page.getByRole('region', { name: 'Rows left out' });
    await leftOut.getByText('Payment failed, pending, canceled or refunded: 2').waitFor();
    await leftOut.getByText('lines 3 and 5').waitFor();
    const after = await api<{ donationCount: number }>(page, '/api/donors/analysis');
    expect(after.donationCount).toBe(before.donationCount + 2);
    await wholePage(page, 'fundraising-upload-left-out-1366');
  });

  it('clears all data after the confirmation, back on Upload Data', async () => {
    await tab(page, 'Data Management').click();
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to clear all donor data? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('heading', { name: 'Upload your donor data file' }).waitFor();
    const analysis = await api<{ totalDonors: number }>(page, '/api/donors/analysis');
    expect(analysis.totalDonors).toBe(0);
  });

  it('fits a phone: every tab without sideways scrolling', async () => {
    const phone = await newPage(390, 844);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${server.url}${FUNDRAISING}`);
    await tab(phone, 'Upload Data').waitFor();
    for (const name of [
      'Upload Data',
      'Analytics',
      'All Donors',
      'Data Management',
      'Security',
      'Economic Insights',
    ]) {
      await tab(phone, name).click();
      await phone.getByRole('tabpanel').waitFor();
      await phone
        .getByRole('tabpanel')
        .getByText(/^Loading/)
        .waitFor({ state: 'detached' });
      await wholePage(phone, `fundraising-${name.toLowerCase().replaceAll(' ', '-')}-390`);
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, name).toBeLessThanOrEqual(390);
    }
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});

describe('fundraising area as a plain user', () => {
  it('shows Access Restricted and no donor data', async () => {
    const other = await newPage(1366, 900);
    await signIn(other, 'worship@example.org');
    await other.goto(`${server.url}${FUNDRAISING}`);
    await other.getByText('Access Restricted').first().waitFor();
    await other
      .getByText(
        "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.",
      )
      .waitFor();
    const status = await other.evaluate(async () => (await fetch('/api/donors/analysis')).status);
    expect(status).toBe(403);
    await screenshot(other, 'fundraising-restricted-user-1366');
  });
});
