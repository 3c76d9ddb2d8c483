import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, signIn } from './support/accessibility';
import { callApi } from './support/api';
import { FUNDRAISING_PATH, openFundraisingTab } from './support/app-routes';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { fetchBytes, pdfText } from './support/files';
import { type RunningServer, startBuiltServer } from './support/server';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const STATEMENTS = `${FUNDRAISING_PATH}/statements`;
// Signed out, the session check answers 401 by design.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

const YEAR = 2025;
const PERIOD = { start: `${YEAR}-01-01`, end: `${YEAR}-12-31` };
const LEGAL_NAME = 'Grace Community Church of Springfield';

/**
 * A Breeze giving export with addresses. Robert Smith also gave as "Bob Smith" (another Person ID,
 * the same email); María García has no email; 小明 王 writes his name in Chinese; Grace gave once
 * without a fund. Gifts before and after 2025 must stay off the 2025 statements, and Old Timer,
 * who gave only in 2024, gets none.
 */
const BREEZE_CSV = [
  'Person ID,First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date,Fund',
  '101,Robert,Smith,rsmith@example.test,12 Oak Street,Springfield,IL,62701,"$1,250.00",1/5/2025,General',
  '101,Robert,Smith,rsmith@example.test,12 Oak Street,Springfield,IL,62701,100.00,3/15/2025,Missions',
  '101,Robert,Smith,rsmith@example.test,12 Oak Street,Springfield,IL,62701,50.00,12/31/2025,General',
  '101,Robert,Smith,rsmith@example.test,12 Oak Street,Springfield,IL,62701,75.00,1/2/2026,General',
  '187,Bob,Smith,rsmith@example.test,12 Oak St,Springfield,IL,62701,250.00,6/1/2025,Building Fund',
  '187,Bob,Smith,rsmith@example.test,12 Oak St,Springfield,IL,62701,40.00,12/31/2024,General',
  '205,小明,王,xiaoming@example.test,88 Pine Avenue,Portland,OR,97205,300.00,2/9/2025,General',
  '205,小明,王,xiaoming@example.test,88 Pine Avenue,Portland,OR,97205,300.00,8/9/2025,Missions',
  '310,María,García,,4 Elm Court,Austin,TX,73301,500.00,2/14/2025,Missions',
  '310,María,García,,4 Elm Court,Austin,TX,73301,20.25,11/30/2025,General',
  '412,Grace,Hopper,grace@example.test,1 Navy Way,Arlington,VA,22202,"1,000.00",1/1/2025,',
  '412,Grace,Hopper,grace@example.test,1 Navy Way,Arlington,VA,22202,"$2,500.50",7/4/2025,Building Fund',
  '530,Old,Timer,old.timer@example.test,9 Birch Road,Salem,OR,97301,60.00,5/5/2024,General',
].join('\n');

/** The donors who gave in 2025, as the statements name them once Bob is merged into Robert. */
const STATEMENT_DONORS = ['Robert Smith', '小明 王', 'María García', 'Grace Hopper'];
const EMAILED = ['rsmith@example.test', 'xiaoming@example.test', 'grace@example.test'];

interface DonorSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  totalAmount: number;
  donationCount: number;
}
interface Gift {
  date: string;
  amount: number;
  fund: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jan 5, 2025", as the statement prints a gift's day. */
function shortDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function donorName(donor: { firstName: string; lastName: string }) {
  return `${donor.firstName} ${donor.lastName}`.trim();
}

/** Every donor, read through the API (the server keeps its own database). */
async function allDonors(): Promise<DonorSummary[]> {
  const list = await callApi<{ items: DonorSummary[] }>(page, 'GET', '/api/donors?pageSize=100&sort=name');
  return list.items;
}

async function giftsOf(donorId: string): Promise<Gift[]> {
  const gifts = await callApi<{ items: Gift[]; total: number }>(
    page,
    'GET',
    `/api/donors/${donorId}/gifts?pageSize=100`,
  );
  expect(gifts.items.length).toBe(gifts.total);
  return gifts.items;
}

/**
 * Checks one statement's text against the donor's gifts in the database: each 2025 gift as a row
 * (date, fund, amount), none from another year, the total, and the donor's name and no other's.
 */
function checkStatement(text: string, donor: DonorSummary, gifts: Gift[]) {
  const name = donorName(donor);
  expect(text, name).toContain(name);
  for (const other of STATEMENT_DONORS.filter((n) => n !== name)) expect(text, name).not.toContain(other);
  expect(text, name).not.toContain('Bob Smith');
  expect(text).toContain(LEGAL_NAME);
  expect(text).toContain('12-3456789');
  expect(text).toContain('January 1, 2025 – December 31, 2025');
  const inPeriod = gifts.filter((gift) => gift.date >= PERIOD.start && gift.date <= PERIOD.end);
  expect(inPeriod.length, name).toBeGreaterThan(0);
  for (const gift of inPeriod) {
    const row = new RegExp(
      `${escapeRegExp(shortDate(gift.date))}\\s+${escapeRegExp(gift.fund || 'General')}\\s+${escapeRegExp(usd.format(gift.amount))}`,
    );
    expect(text, `${name}: ${gift.date}`).toMatch(row);
  }
  for (const gift of gifts.filter((g) => !inPeriod.includes(g))) {
    expect(text, `${name}: ${gift.date} is outside ${YEAR}`).not.toContain(shortDate(gift.date));
  }
  const total = inPeriod.reduce((sum, gift) => sum + Math.round(gift.amount * 100), 0) / 100;
  expect(text, name).toContain(`Total contributions: ${usd.format(total)}`);
  return total;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  [server, browser] = await Promise.all([startBuiltServer({ SMTP_URL: smtp.url }), launchChromium()]);
  context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('giving statements and donor records', () => {
  let runId = '';

  it('imports a Breeze export with addresses, in place of the demo giving', async () => {
    await signIn(page, server.url, 'demo@example.org');

    // The demo's own donors would each get a statement too: its giving is cleared first.
    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await openFundraisingTab(page, 'Data Management');
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('heading', { name: 'Upload your donor data file' }).waitFor();

    await page.getByLabel('Upload your donor data file').setInputFiles({
      name: 'breeze-contributions-2025.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(BREEZE_CSV),
    });
    await page.getByText('Data merged successfully!').filter({ visible: true }).first().waitFor();
    await page.getByText('Added 13 new records to your database').filter({ visible: true }).first().waitFor();

    const donors = await allDonors();
    expect(donors.map(donorName).sort()).toEqual(
      ['Bob Smith', 'Grace Hopper', 'María García', 'Old Timer', 'Robert Smith', '小明 王'].sort(),
    );
  });

  it("opens Robert Smith's page from All Donors and merges Bob Smith into it", async () => {
    await openFundraisingTab(page, 'All Donors');
    await page.getByLabel('Search donors').fill('Smith');
    await page.getByText('Showing 2 of', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Robert Smith', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Robert Smith' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${FUNDRAISING_PATH}/donors/[0-9a-f-]{36}$`));
    const summary = page.getByRole('region', { name: 'Giving summary' });
    await summary.getByText('$1,475.00').waitFor();
    const address = page.getByRole('region', { name: 'Contact details' }).locator('address');
    expect(await address.innerText()).toBe('12 Oak Street\nSpringfield, IL 62701');

    const duplicates = page.getByRole('list', { name: 'Possible duplicates' });
    const bob = duplicates.getByRole('listitem').filter({ hasText: 'Bob Smith' });
    await bob.getByText('Same email').waitFor();
    await bob.getByRole('button', { name: 'Merge into this donor' }).click();
    // Robert's details are kept where the two differ, unless chosen otherwise.
    const merge = page.getByRole('dialog', { name: 'Merge Robert Smith and Bob Smith' });
    await merge.getByRole('radio', { name: 'First name of Robert Smith: Robert', checked: true }).waitFor();
    await merge.getByRole('button', { name: 'Merge donors' }).click();
    await page.getByText('Merged Bob Smith into Robert Smith (2 gifts moved)').waitFor();
    await page.getByText('Showing 1–6 of 6').waitFor();
    await page.getByText('No likely duplicates found.').waitFor();

    // The page's figures are the database's: every gift of both names, 2024 to 2026.
    const robert = (await allDonors()).find((donor) => donorName(donor) === 'Robert Smith');
    if (!robert) throw new Error('Robert Smith is gone');
    const gifts = await giftsOf(robert.id);
    expect(gifts.map((gift) => [gift.date, gift.amount]).sort()).toEqual(
      [
        ['2024-12-31', 40],
        ['2025-01-05', 1250],
        ['2025-03-15', 100],
        ['2025-06-01', 250],
        ['2025-12-31', 50],
        ['2026-01-02', 75],
      ].sort(),
    );
    expect(robert.totalAmount).toBe(1765);
    expect(robert.donationCount).toBe(6);
    const figures = async () => (await summary.locator('dd').allInnerTexts()).slice(0, 3);
    await expect.poll(figures).toEqual(['$1,765.00', '6', '$294.17']);
    const byYear = page.getByRole('region', { name: 'Giving by year' });
    await byYear.getByText('$1,650.00').first().waitFor();
    await page.locator('.recharts-bar-rectangle').nth(2).waitFor();
    expect((await allDonors()).map(donorName)).not.toContain('Bob Smith');
    await wholePage(page, 'statements-donor-after-merge-1366');
  });

  it('saves the statement settings on the Giving Statements page', async () => {
    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await page.getByRole('link', { name: 'Giving Statements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Giving Statements' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(STATEMENTS);

    // The cards are not landmarks: their fields and buttons are named uniquely on the page.
    const settings = page.locator('main');
    await settings.getByText('Not saved yet').waitFor();
    await settings.getByLabel(/^Legal name/).fill(LEGAL_NAME);
    await settings.getByLabel(/^EIN/).fill('12-3456789');
    await settings.getByLabel(/^Mailing address/).fill('100 Main Street\nSpringfield, IL 62701');
    await settings.getByLabel(/^Signer's name/).fill('Ruth Okafor');
    await settings.getByLabel(/^Signer's title/).fill('Treasurer');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Statement settings saved').waitFor();
    await settings.getByRole('button', { name: 'Edit settings' }).waitFor();
    await settings.getByText('Ruth Okafor, Treasurer').waitFor();
    expect(await settings.getByText('Not saved yet').count()).toBe(0);
  });

  it("previews one donor's statement for 2025", async () => {
    const card = page.locator('main');
    await card.getByLabel('Period').selectOption(String(YEAR));
    const previewWith = card.getByRole('combobox', { name: /^Preview with/ });
    await previewWith.fill('王');
    await card.getByRole('option', { name: /小明 王/ }).click();
    expect(await previewWith.inputValue()).toBe('小明 王');

    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/statements/preview') && r.request().method() === 'POST',
      ),
      card.getByRole('button', { name: 'Preview' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const dialog = page.getByRole('dialog', { name: 'Statement preview' });
    await dialog.getByText('小明 王, 2025. Made for a look only: it is not kept or sent.').waitFor();
    await dialog.getByRole('link', { name: 'Download PDF' }).waitFor();
    await dialog.getByTitle('Statement preview for 小明 王').waitFor();

    // The same statement through the API, to read it.
    const wang = (await allDonors()).find((donor) => donorName(donor) === '小明 王');
    if (!wang) throw new Error('小明 王 is missing');
    expect(response.request().postDataJSON()).toEqual({ period: PERIOD, donorId: wang.id });
    const pdf = await fetchBytes(page, 'POST', '/api/statements/preview', {
      period: PERIOD,
      donorId: wang.id,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    checkStatement(text, wang, await giftsOf(wang.id));
    // Chromium's PDF viewer takes the focus once the file loads and keeps Escape to itself: closed by its button.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("generates the year's statements and the progress bar runs to Done", async () => {
    await page.getByRole('button', { name: 'Generate statements' }).click();
    await page.getByText('Generating statements for 4 donors (2025)').waitFor();
    const runs = page.getByRole('list', { name: 'Statement runs' });
    const run = runs.locator(':scope > li').filter({ hasText: 'Statements for 2025' });
    await run.getByText('All donors who gave · 4 donors').waitFor();
    // Four statements are made in a moment: the bar may be gone before it is seen.
    const bar = run.getByRole('progressbar');
    const done = run.getByText('Done', { exact: true });
    await bar.or(done).first().waitFor();
    if (await bar.isVisible()) {
      expect(await bar.getAttribute('aria-valuemax')).toBe('4');
    }
    await done.waitFor({ timeout: 30_000 });
    await bar.waitFor({ state: 'detached' });
    const list = await callApi<{
      items: { id: string; status: string; donorCount: number; donorsDone: number }[];
    }>(page, 'GET', '/api/statements/runs');
    const made = list.items[0];
    expect(made).toMatchObject({ status: 'done', donorCount: 4, donorsDone: 4 });
    runId = made?.id ?? '';
  });

  it('downloads the ZIP: one statement per donor, every gift and total as the database has them', async () => {
    const run = page.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      run.getByRole('link', { name: 'Download ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Contribution Statements 2025 \(\d{4}-\d{2}-\d{2}\)\.zip$/);
    const zip = await JSZip.loadAsync(readFileSync(await download.path()));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      [...STATEMENT_DONORS, 'All donors (for printing)']
        .map((name) => `Contribution Statement 2025 - ${name}.pdf`)
        .sort(),
    );

    const donors = await allDonors();
    let grandTotal = 0;
    for (const name of STATEMENT_DONORS) {
      const donor = donors.find((d) => donorName(d) === name);
      if (!donor) throw new Error(`${name} is missing`);
      const file = zip.file(`Contribution Statement 2025 - ${name}.pdf`);
      if (!file) throw new Error(`no statement for ${name}`);
      const text = await pdfText(await file.async('uint8array'));
      grandTotal += checkStatement(text, donor, await giftsOf(donor.id));
    }
    expect(grandTotal).toBe(1650 + 600 + 520.25 + 3500.5);
    const combined = zip.file('Contribution Statement 2025 - All donors (for printing).pdf');
    const all = await pdfText(await (combined as JSZip.JSZipObject).async('uint8array'));
    // For the post: every statement, in postal-code order (22202, 62701, 73301, 97205).
    const order = ['Grace Hopper', 'Robert Smith', 'María García', '小明 王'].map((name) =>
      all.indexOf(name),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(all).not.toContain('Old Timer');
  });

  it('emails each donor with an address their own statement, and lists the one without', async () => {
    const run = page.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    await run.getByRole('button', { name: 'Email statements' }).click();
    const confirm = page.getByRole('dialog', { name: 'Email statements?' });
    await confirm
      .getByText('Email 3 donors their own statement? 1 donor has no email address on file.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Email 3 donors' }).click();
    await page.getByText('3 statements queued to email; 1 donor without an email address').waitFor();

    for (const address of EMAILED) await smtp.waitFor((email) => email.to.includes(address));
    // Sent, Queued, Failed, No email, Not sent: the page asks again every 3 s while emails are queued.
    const emails = run.getByLabel('Emails').getByRole('definition');
    await expect.poll(() => emails.allInnerTexts(), { timeout: 15_000 }).toEqual(['3', '0', '0', '1', '0']);
    await run.getByText('Every donor with an email address has been sent their statement.').waitFor();

    const statements = [];
    for (const received of smtp.received) {
      const parsed = await simpleParser(received.raw);
      if (parsed.subject === `Your contribution statement from ${LEGAL_NAME}`)
        statements.push({ received, parsed });
    }
    expect(statements.map((s) => s.received.to).sort()).toEqual(EMAILED.map((address) => [address]).sort());
    const donors = await allDonors();
    for (const { received, parsed } of statements) {
      const donor = donors.find((d) => d.email === received.to[0]);
      if (!donor) throw new Error(`email to ${received.to[0]}, who is no donor`);
      const name = donorName(donor);
      expect(parsed.text).toContain(`Dear ${name},`);
      expect(parsed.attachments).toHaveLength(1);
      const [attachment] = parsed.attachments;
      expect(attachment?.contentType).toBe('application/pdf');
      expect(attachment?.filename).toBe(`Contribution Statement 2025 - ${name}.pdf`);
      checkStatement(
        await pdfText(new Uint8Array(attachment?.content ?? [])),
        donor,
        await giftsOf(donor.id),
      );
    }
    // Each donor's statement and email, in postal-code order as the printed statements are.
    await run.getByRole('button', { name: /^Show donors \(4\)/ }).click();
    const recipients = page.getByRole('region', { name: 'Statement recipients' }).locator('tbody tr');
    await recipients.nth(3).waitFor();
    const rows = await recipients.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.innerText.trim())),
    );
    expect(rows).toEqual([
      ['Grace Hopper\ngrace@example.test', '22202', '$3,500.50\n2 gifts', 'Sent'],
      ['Robert Smith\nrsmith@example.test', '62701', '$1,650.00\n4 gifts', 'Sent'],
      ['María García\nNo email address', '73301', '$520.25\n2 gifts', 'No email'],
      ['小明 王\nxiaoming@example.test', '97205', '$600.00\n2 gifts', 'Sent'],
    ]);
    await wholePage(page, 'statements-run-done-1366');

    await run.getByRole('link', { name: /^Donors without email \(1\)/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Donors without email' }).waitFor();
    const table = page.getByRole('region', { name: 'Donors without email' });
    // The table's rows arrive after the heading: ask until they are there.
    const posted = async () =>
      (await table.locator('tbody tr').allInnerTexts()).map((row) =>
        row.split('\t').map((cell) => cell.trim()),
      );
    await expect.poll(posted).toEqual([['María García', '73301', '$520.25']]);
    expect(runId).not.toBe('');
    await screenshot(page, 'statements-no-email-1366');
  });

  it('fits a phone', async () => {
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await phoneContext.addCookies(await context.cookies());
    const phone = await phoneContext.newPage();
    const phoneErrors = watchForErrors(phone);
    await phone.goto(`${server.url}${STATEMENTS}`);
    await phone.getByRole('heading', { level: 1, name: 'Giving Statements' }).waitFor();
    const run = phone.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    await run.getByText('Done', { exact: true }).waitFor();
    await run.getByRole('button', { name: /^Show donors \(4\)/ }).click();
    await phone.getByRole('region', { name: 'Statement recipients' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(phone, 'statements-390');
    expect(phoneErrors.filter((error) => !expectedNoise.test(error))).toEqual([]);
    await phoneContext.close();
  });

  it('joins Robert and Linda Smith from the suggested households, and their statement is one, with both names and one total', async () => {
    // Linda lives at Robert's address, written the short way.
    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await openFundraisingTab(page, 'Upload Data');
    await page.getByLabel('Upload your donor data file').setInputFiles({
      name: 'breeze-linda.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Person ID,First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date,Fund\n' +
          '640,Linda,Smith,linda@example.test,12 Oak St.,Springfield,IL,62701,80.00,4/12/2025,Missions',
      ),
    });
    await page.getByText('Data merged successfully!').filter({ visible: true }).first().waitFor();

    await page.goto(`${server.url}/giving/donors`);
    await page.getByRole('link', { name: 'Suggested households: 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Suggested Households' }).waitFor();
    const suggestion = page.getByRole('listitem', { name: 'Linda and Robert Smith' });
    await suggestion.getByText('Same address and last name').waitFor();
    await screenshot(page, 'household-suggestions-1366');
    expect((await axeFindings(page)).serious).toEqual([]);
    await suggestion.getByRole('button', { name: 'Join as a household' }).click();
    await page.getByText('Joined Linda and Robert Smith as a household').waitFor();
    await page.getByText('No households to suggest.', { exact: false }).waitFor();
    // Each of them is told whose giving they now share a statement with.
    const told = async () => {
      const to: string[] = [];
      for (const received of smtp.received) {
        const parsed = await simpleParser(received.raw);
        if (parsed.subject?.endsWith('now shares one statement')) to.push(...received.to);
      }
      return to.sort();
    };
    await expect.poll(told, { timeout: 15_000 }).toEqual(['linda@example.test', 'rsmith@example.test']);

    // Donors by household: the Smiths are one line, their giving summed.
    await page.goto(`${server.url}/giving/donors?view=households&sort=totalAmount&order=desc`);
    const smithsLine = page.getByRole('row').filter({ hasText: 'Linda and Robert Smith' });
    await smithsLine.getByText('Linda Smith, Robert Smith').waitFor();
    expect(await smithsLine.getByRole('cell').nth(2).innerText()).toBe('$1,845.00');
    await screenshot(page, 'donors-by-household-1366');

    await page.goto(`${server.url}${STATEMENTS}`);
    await page.locator('main').getByLabel('Period').selectOption(String(YEAR));
    await page.getByRole('button', { name: 'Generate statements' }).click();
    await page.getByText('Generating statements for 4 donors (2025)').waitFor();
    const run = page.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    await run.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    const runs = await callApi<{ items: { id: string }[] }>(page, 'GET', '/api/statements/runs');
    const jointRun = runs.items[0]?.id ?? '';
    expect(jointRun).not.toBe(runId);
    const recipients = await callApi<{ items: { donorId: string; donorName: string; total: number }[] }>(
      page,
      'GET',
      `/api/statements/runs/${jointRun}/recipients`,
    );
    // One statement for the two of them, none for either alone.
    expect(recipients.items.map((r) => r.donorName).sort()).toEqual(
      ['Grace Hopper', 'Linda and Robert Smith', 'María García', '小明 王'].sort(),
    );
    const smiths = recipients.items.find((r) => r.donorName === 'Linda and Robert Smith');
    expect(smiths?.total).toBe(1650 + 80);
    const text = await pdfText(
      await fetchBytes(page, 'GET', `/api/statements/runs/${jointRun}/recipients/${smiths?.donorId}/pdf`),
    );
    expect(text).toContain('Linda and Robert Smith');
    // Mailed to the first of them with an address until an admin chooses another.
    expect(text).toContain('12 Oak St.');
    expect(text).toMatch(/Date\s+Given by\s+Fund\s+Amount/);
    expect(text).toMatch(/Jan 5, 2025\s+Robert\s+General Fund\s+\$1,250\.00/);
    expect(text).toMatch(/Apr 12, 2025\s+Linda\s+Missions\s+\$80\.00/);
    expect(text).toContain('Total contributions: $1,730.00');

    await run.getByRole('button', { name: /^Show donors \(4\)/ }).click();
    const line = page
      .getByRole('region', { name: 'Statement recipients' })
      .locator('tbody tr')
      .filter({ hasText: 'Linda and Robert Smith' });
    await line.getByRole('list', { name: 'Members of Linda and Robert Smith' }).waitFor();
    expect(await line.getByRole('listitem').allInnerTexts()).toEqual([
      'Linda Smith · linda@example.test',
      'Robert Smith · rsmith@example.test',
    ]);
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'statements-joint-recipient-1366');
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});
