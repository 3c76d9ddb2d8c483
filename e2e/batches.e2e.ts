import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, settled, signIn } from './support/accessibility';
import { callApi } from './support/api';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { fetchBytes, pdfText } from './support/files';
import { type RunningServer, startBuiltServer } from './support/server';

// A Sunday count as a treasurer does it, keyboard only in the entry grid: a batch with the count
// sheet's figures, twelve gifts (checks, cash, a split check, an in-kind gift, a new donor, loose
// cash), the variance down to zero, commit refused to the one who entered them and done by a
// second admin, the deposit slip, and then the gifts in the donor's page, the analysis and the
// donor's statement.

let server: RunningServer;
let browser: Browser;
let treasurerContext: BrowserContext;
let treasurer: Page;
let errors: string[];

// 401: the session asked for before signing in; 409: a gift's warnings (answered by Enter again).
// Both are answers of the API that Chromium logs.
const expectedNoise = /Failed to load resource: the server responded with a status of (401|409)/;

const RECEIVED = '2026-11-22';

interface Donor {
  id: string;
  firstName: string;
  lastName: string;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  treasurerContext = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  treasurer = await treasurerContext.newPage();
  errors = watchForErrors(treasurer);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The accessible name of the focused element: its aria-label, or its labels' text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-label');
    if (labelled) return labelled.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) {
      return Array.from(labels)
        .map((label) => label.textContent ?? '')
        .join(' ')
        .trim();
    }
    return (element.textContent ?? '').trim();
  });
}

/** Presses Tab until the field named `name` has the focus, as a counter moves along the row. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 25; presses++) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Types into the donor cell and picks the option named `option` with the arrow keys and Enter. */
async function chooseDonor(page: Page, typed: string, option: string) {
  await tabTo(page, 'Donor');
  await page.keyboard.type(typed);
  const list = page.getByRole('listbox', { name: 'Donors found' });
  await list.getByRole('option', { name: option }).first().waitFor();
  const options = await list.getByRole('option').allInnerTexts();
  const downs = options.findIndex((text) => text.includes(option)) + 1;
  for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * The method select moves by arrow keys from the batch's default, check: cash is one up, in-kind
 * three down (cash, check, card, ACH, in-kind, other).
 */
async function moveMethod(page: Page, key: 'ArrowUp' | 'ArrowDown', presses: number) {
  await tabTo(page, 'Method');
  for (let i = 0; i < presses; i++) await page.keyboard.press(key);
}

let entered = 0;
/**
 * Enter saves the row; a gift the server warns about (a check number the donor gave before, an
 * unusual amount) is saved by Enter again, as the grid offers. The grid's status line then says
 * how many gifts of the count sheet are in (an in-kind gift is not one of them: `counted` false,
 * and its status names its description instead).
 */
async function saveRow(page: Page, counted: true | string = true) {
  // The status line as it is now, without waiting for one to appear (the first row has none).
  const [before = null] = await page
    .getByRole('status')
    .filter({ hasText: /^Gift saved/ })
    .allTextContents();
  await page.keyboard.press('Enter');
  if (counted === true) entered += 1;
  const mark = counted === true ? `Entered ${entered} of` : counted;
  const status = page.getByRole('status').filter({ hasText: /^Gift saved/ });
  const warning = page.getByRole('button', { name: 'Save anyway' });
  const state = async () => {
    if (await warning.isVisible()) return 'warned';
    const [text] = await status.allTextContents();
    return text && text !== before && text.includes(mark) ? 'saved' : 'waiting';
  };
  await expect.poll(state, { timeout: 20_000 }).not.toBe('waiting');
  if ((await state()) === 'warned') {
    await page.keyboard.press('Enter');
    await expect.poll(state, { timeout: 20_000 }).toBe('saved');
  }
}

async function gift(page: Page, donor: [string, string] | 'anonymous', amount: string, check?: string) {
  if (donor === 'anonymous') {
    await tabTo(page, 'Donor');
    const list = page.getByRole('listbox', { name: 'Donors found' });
    await page.keyboard.press('ArrowDown');
    await list.waitFor();
    const options = await list.getByRole('option').allInnerTexts();
    const downs = options.findIndex((text) => text.includes('Anonymous / loose cash'));
    for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  } else {
    await chooseDonor(page, donor[0], donor[1]);
  }
  await tabTo(page, 'Amount');
  await page.keyboard.type(amount);
  if (check) {
    await tabTo(page, 'Check number');
    await page.keyboard.type(check);
  } else if (donor !== 'anonymous') {
    await moveMethod(page, 'ArrowUp', 1);
  }
  await saveRow(page);
}

// The entry grid's fund cells and splits (funds from the list, by type-ahead). Helpers for
// any test of this file: chooseFund, splitCheck, remainingOfSplit.

/** Types into a fund cell and picks the fund of the list named `option` with the arrows and Enter. */
async function chooseFund(page: Page, cell: string, typed: string, option: string) {
  await tabTo(page, cell);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(typed);
  const list = page.getByRole('listbox', { name: 'Funds' });
  await list.getByRole('option', { name: option }).first().waitFor();
  const options = await list.getByRole('option').allInnerTexts();
  const downs = options.findIndex((text) => text.startsWith(option)) + 1;
  for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect(await page.getByRole('combobox', { name: cell }).inputValue()).toBe(option);
}

/** What a split's lines leave of the check's total, as the row shows it. */
function remainingOfSplit(page: Page) {
  return page
    .getByRole('form', { name: 'New gift' })
    .getByText(/left to assign|over the check’s amount|assigned$/);
}

/**
 * A check split across funds, typed as a counter reads it: the check's amount first, then each
 * fund's share (the first line keeps the batch's fund). `lines` are [amount, fund] after the first
 * line's amount; a row whose lines do not add up to the check's amount is refused, never saved.
 */
async function splitCheck(
  page: Page,
  donor: [string, string],
  check: { number: string; total: string; first: string; lines: [string, string][] },
) {
  await chooseDonor(page, ...donor);
  await page.keyboard.type(check.total);
  await tabTo(page, 'Split across funds');
  await page.keyboard.press('Enter');
  await page.keyboard.type(check.first);
  for (const [index, [amount, fund]] of check.lines.entries()) {
    if (index > 0) {
      await tabTo(page, 'Split across funds');
      await page.keyboard.press('Enter');
    }
    await tabTo(page, `Amount ${index + 2}`);
    await page.keyboard.type(amount);
    await chooseFund(page, `Fund ${index + 2}`, fund.slice(0, 4).toLowerCase(), fund);
  }
  await tabTo(page, 'Check number');
  await page.keyboard.type(check.number);
}

const fullName = (donor: Donor) => `${donor.firstName} ${donor.lastName}`;

/** The demo organisation's open batch (the Sunday count of this file is committed by then). */
async function openDemoBatch(page: Page): Promise<{ id: string; name: string }> {
  const open = await callApi<{ items: { id: string; name: string }[] }>(
    page,
    'GET',
    '/api/batches?state=open',
  );
  const batch = open.items.find((item) => !item.name.startsWith('Sunday 11:00'));
  if (!batch) throw new Error('The demo has no open batch');
  return batch;
}

describe('Contribution batches', () => {
  let batchPath = '';
  let donors: Donor[] = [];
  let totalBefore = 0;

  it('enters a Sunday count by keyboard until it balances, and refuses its commit to the one who entered it', async () => {
    await signIn(treasurer, server.url, 'demo@example.org');
    donors = (await callApi<{ items: Donor[] }>(treasurer, 'GET', '/api/donors?pageSize=3&sort=name')).items;
    expect(donors).toHaveLength(3);
    totalBefore = (await callApi<{ totalAmount: number }>(treasurer, 'GET', '/api/donors/analysis'))
      .totalAmount;

    await treasurer
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Giving' })
      .click();
    await treasurer
      .getByRole('navigation', { name: 'Giving' })
      .getByRole('link', { name: 'Batches' })
      .click();
    await treasurer.getByRole('heading', { level: 1, name: 'Batches' }).waitFor();
    await settled(treasurer);
    await screenshot(treasurer, 'batches-list-1366');

    await treasurer.getByRole('link', { name: 'New batch' }).click();
    await treasurer.getByLabel('Received').fill(RECEIVED);
    await treasurer.getByLabel('Service time').fill('11:00');
    expect(await treasurer.getByLabel('Name').inputValue()).toBe('Sunday 11:00, Nov 22 2026');
    await treasurer.getByLabel('Expected number of gifts').fill('11');
    await treasurer.getByLabel('Expected total ($)').fill('808.50');
    await treasurer.getByLabel('Expected cash ($)').fill('258.50');
    await treasurer.getByLabel('Expected checks ($)').fill('550.00');
    // The fund comes from the list: the general fund unless another is chosen.
    const fund = treasurer.getByLabel('Fund', { exact: true });
    await expect.poll(() => fund.inputValue()).toBe('General Fund');
    await fund.selectOption('General Fund');
    await screenshot(treasurer, 'batches-new-1366');
    await treasurer.getByRole('button', { name: 'Create batch' }).click();
    await treasurer.getByRole('heading', { level: 1, name: 'Sunday 11:00, Nov 22 2026' }).waitFor();
    batchPath = new URL(treasurer.url()).pathname;
    expect(batchPath).toMatch(/^\/giving\/batches\/[0-9a-f-]{36}$/);

    const [first, second, third] = donors as [Donor, Donor, Donor];
    const pick = (donor: Donor): [string, string] => [donor.lastName.slice(0, 5), fullName(donor)];
    await treasurer.getByRole('combobox', { name: 'Donor' }).focus();

    // Checks: $120 + $80 + a $200 check split $150 General / $50 Building + $40 + $75 + $35 = $550.
    await gift(treasurer, pick(first), '120', '5001');
    await gift(treasurer, pick(second), '80.00', '5002');
    // The split check: its $200 typed first, $150 to the batch's fund and a share to the Building
    // Fund (restricted), chosen from the list by type-ahead. What the lines leave of the $200 shows
    // as they are filled, and Enter saves nothing until they add up.
    await splitCheck(treasurer, pick(third), {
      number: '5003',
      total: '200',
      first: '150',
      lines: [['40', 'Building Fund']],
    });
    await remainingOfSplit(treasurer).filter({ hasText: '$10.00 left to assign' }).waitFor();
    await treasurer.keyboard.press('Enter');
    const refusal = treasurer.getByRole('form', { name: 'New gift' }).getByRole('alert');
    await refusal.filter({ hasText: 'The fund lines must add up to the check’s amount, $200.00' }).waitFor();
    await settled(treasurer);
    await screenshot(treasurer, 'batches-split-refused-1366');
    expect(await focusedName(treasurer)).toBe('Amount 2');
    await treasurer.keyboard.press('ControlOrMeta+A');
    await treasurer.keyboard.type('50');
    await remainingOfSplit(treasurer).filter({ hasText: 'All of $200.00 assigned' }).waitFor();
    await saveRow(treasurer);
    await treasurer
      .getByRole('status')
      .filter({ hasText: `to General Fund and Building Fund. Entered ${entered} of 11.` })
      .waitFor();
    // The next row starts with the batch's fund again.
    expect(await treasurer.getByRole('combobox', { name: 'Fund' }).inputValue()).toBe('General Fund');
    await gift(treasurer, pick(first), '40', '5004');

    // A first-time visitor's check: a new donor typed in the row.
    await tabTo(treasurer, 'Donor');
    await treasurer.keyboard.type('Okafor');
    const list = treasurer.getByRole('listbox', { name: 'Donors found' });
    await list.getByRole('option', { name: 'New donor: Okafor' }).waitFor();
    const options = await list.getByRole('option').allInnerTexts();
    for (let i = 0; i <= options.findIndex((text) => text.startsWith('New donor')); i++) {
      await treasurer.keyboard.press('ArrowDown');
    }
    await treasurer.keyboard.press('Enter');
    await tabTo(treasurer, 'First name');
    await treasurer.keyboard.type('Ruth');
    await tabTo(treasurer, 'Last name');
    expect(await treasurer.getByLabel('Last name').inputValue()).toBe('Okafor');
    await tabTo(treasurer, 'Amount');
    await treasurer.keyboard.type('75');
    await tabTo(treasurer, 'Check number');
    await treasurer.keyboard.type('5005');
    await saveRow(treasurer);
    // A check for Missions: the fund chosen by type-ahead, named in what the grid says.
    await chooseDonor(treasurer, ...pick(second));
    await treasurer.keyboard.type('35');
    await chooseFund(treasurer, 'Fund', 'miss', 'Missions');
    await tabTo(treasurer, 'Check number');
    await treasurer.keyboard.type('5006');
    await saveRow(treasurer);
    await treasurer
      .getByRole('status')
      .filter({ hasText: `to Missions. Entered ${entered} of 11.` })
      .waitFor();
    expect(await treasurer.getByRole('combobox', { name: 'Fund' }).inputValue()).toBe('General Fund');

    // Cash: loose cash $143.50 and $20, and $60 + $25 + $10 in envelopes = $258.50.
    await gift(treasurer, 'anonymous', '143.50');
    await gift(treasurer, 'anonymous', '20');
    await gift(treasurer, pick(second), '60');
    await gift(treasurer, pick(third), '25');
    await gift(treasurer, pick(first), '10');

    // An in-kind gift: described, no value, outside the count sheet's figures.
    await chooseDonor(treasurer, ...pick(third));
    await moveMethod(treasurer, 'ArrowDown', 3);
    await tabTo(treasurer, 'Description of the in-kind gift');
    await treasurer.keyboard.type('20 boxes of canned food');
    await saveRow(treasurer, 'canned food');

    const status = treasurer.getByRole('status').filter({ hasText: /^Gift saved/ });
    await status
      .filter({ hasText: 'The batch balances.' })
      .or(status.filter({ hasText: 'Entered 11 of 11' }))
      .waitFor();
    const strip = treasurer.getByRole('region', { name: 'Entered against the count sheet' });
    await strip.getByText('Balanced', { exact: true }).waitFor();
    await settled(treasurer);
    // Scrolled down to the last of the gifts entered, the figures stay in view.
    await treasurer.evaluate(() => document.querySelector('main')?.scrollBy(0, 5000));
    await expect.poll(async () => (await strip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(await strip.getByText('Balanced', { exact: true }).isVisible()).toBe(true);
    await screenshot(treasurer, 'batches-balanced-scrolled-1366');
    await wholePage(treasurer, 'batches-balanced-1366');
    expect((await axeFindings(treasurer)).serious).toEqual([]);

    // The one who entered the gifts may not commit them (dual control): the page says why.
    const commit = treasurer.getByRole('button', { name: 'Commit', exact: true });
    await commit.waitFor();
    await treasurer
      .getByText('You entered the most gifts in this batch, so a second person must commit it.')
      .waitFor();
    expect(await commit.isDisabled()).toBe(true);

    // The grid's presence would hold the commit back: the treasurer leaves the page (no React
    // cleanup runs on a page left this way: the leave goes with the page, keepalive).
    await treasurer.goto(`${server.url}/giving/batches`);
    await treasurer.getByRole('heading', { level: 1, name: 'Batches' }).waitFor();
  }, 240_000);

  it('is committed by a second admin, and gives the deposit slip', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    const pastor = await context.newPage();
    const pastorErrors = watchForErrors(pastor);
    await signIn(pastor, server.url, 'pastor@example.org');
    await pastor.goto(`${server.url}${batchPath}`);
    await pastor.getByRole('heading', { level: 1, name: 'Sunday 11:00, Nov 22 2026' }).waitFor();
    await pastor.getByRole('button', { name: 'Commit', exact: true }).click();
    await pastor
      .getByRole('dialog', { name: 'Commit this batch?' })
      .getByRole('button', { name: 'Commit batch' })
      .click();
    await pastor.getByText('Committed', { exact: true }).first().waitFor();
    await settled(pastor);
    await wholePage(pastor, 'batches-committed-1366');

    const [download] = await Promise.all([
      pastor.waitForEvent('download'),
      pastor.getByRole('link', { name: 'Deposit slip (PDF)' }).click(),
    ]);
    const slip = await pdfText(readFileSync(await download.path()));
    for (const check of ['5001', '5002', '5003', '5004', '5005', '5006']) expect(slip).toContain(check);
    expect(slip).toContain('$258.50');
    expect(slip).toContain('$550.00');
    expect(slip).toContain('$808.50');
    expect(
      pastorErrors.filter((e) => !expectedNoise.test(e)),
      pastorErrors.join('\n'),
    ).toEqual([]);
    await context.close();
  }, 120_000);

  it("counts the checks in the donor's page, the analysis and the donor's 2026 statement", async () => {
    const [first, , third] = donors as [Donor, Donor, Donor];
    // Every gift with an amount counts, the loose cash too (as money received, never as a donor).
    const totalAfter = (await callApi<{ totalAmount: number }>(treasurer, 'GET', '/api/donors/analysis'))
      .totalAmount;
    expect(Math.round((totalAfter - totalBefore) * 100)).toBe(80_850);

    await treasurer.goto(`${server.url}/giving/donors/${first.id}`);
    await treasurer.getByRole('heading', { level: 1, name: fullName(first) }).waitFor();
    await treasurer.getByText('Check 5001').waitFor();
    await treasurer.getByText('Sunday 11:00, Nov 22 2026').first().waitFor();
    await settled(treasurer);
    await screenshot(treasurer, 'batches-donor-page-1366');

    const period = { start: '2026-01-01', end: '2026-12-31' };
    const statement = await pdfText(
      await fetchBytes(treasurer, 'POST', '/api/statements/preview', { period, donorId: first.id }),
    );
    expect(statement).toContain('Nov 22, 2026');
    expect(statement).toContain('$120.00');
    expect(statement).toContain('$40.00');
    const inKind = await pdfText(
      await fetchBytes(treasurer, 'POST', '/api/statements/preview', { period, donorId: third.id }),
    );
    expect(inKind).toContain('Non-cash contributions');
    expect(inKind).toContain('20 boxes of canned food');
    expect(
      errors.filter((e) => !expectedNoise.test(e)),
      errors.join('\n'),
    ).toEqual([]);
  }, 120_000);

  it('shows a batch on a phone', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const page = await phone.newPage();
    await signIn(page, server.url, 'demo@example.org');
    const batch = await openDemoBatch(page);
    await page.goto(`${server.url}/giving/batches`);
    await page.getByRole('heading', { level: 1, name: 'Batches' }).waitFor();
    // The list's own request has answered: the batch's link is there, not the heading alone.
    const link = page.getByRole('link', { name: batch.name, exact: true });
    await link.waitFor();
    await settled(page);
    await screenshot(page, 'batches-list-390');
    // The demo's open batch: the entry grid, its fields stacked. The grid comes with the batch's
    // own request, the slow step on busy cores (the batch, its gifts, its figures): the test waits
    // for that answer, then for the row it brings.
    const [detail] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' &&
          new URL(response.url()).pathname === `/api/batches/${batch.id}`,
        { timeout: 60_000 },
      ),
      link.click(),
    ]);
    expect(detail.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: batch.name }).waitFor();
    await page.getByRole('form', { name: 'New gift' }).getByRole('combobox', { name: 'Donor' }).waitFor();
    await settled(page);
    await wholePage(page, 'batches-entry-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  }, 120_000);

  it('keeps a counter to the fund list, with the figures in view and the row on screen at 1280 px', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const pageErrors = watchForErrors(page);
    await signIn(page, server.url, 'worship@example.org');
    const batch = await openDemoBatch(page);
    await page.goto(`${server.url}/giving/batches/${batch.id}`);
    const donor = page.getByRole('combobox', { name: 'Donor' });
    await donor.waitFor();
    await settled(page);
    // The counter's page has no admin cards above the grid: the row is on screen as it opens.
    const row = await page.getByRole('form', { name: 'New gift' }).boundingBox();
    expect(row && row.y + row.height).toBeLessThanOrEqual(800);
    const main = await page.evaluate(() => {
      const element = document.querySelector('main');
      return { scroll: element?.scrollWidth ?? 0, client: element?.clientWidth ?? 0 };
    });
    expect(main.scroll).toBeLessThanOrEqual(main.client);

    // Loose cash to a fund typed wrong: not in the list, nothing to add it with, nothing saved.
    await donor.focus();
    await page.keyboard.press('ArrowDown');
    const donors = page.getByRole('listbox', { name: 'Donors found' });
    const choices = await donors.getByRole('option').allInnerTexts();
    for (let i = 0; i < choices.indexOf('Anonymous / loose cash'); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.type('12.00');
    await tabTo(page, 'Fund');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Bulding');
    const fundCell = page.getByRole('form', { name: 'New gift' });
    await fundCell.getByText('Fund "Bulding" is not in the fund list').waitFor();
    expect(await page.getByRole('option', { name: /^New fund/ }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await fundCell.getByRole('alert').filter({ hasText: 'Fund "Bulding" is not in the fund list' }).waitFor();
    expect(await focusedName(page)).toBe('Fund');
    // The funds of the list by type-ahead, restricted ones marked.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('fund');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Building Fund restricted' }).waitFor();
    await settled(page);
    expect((await axeFindings(page)).serious).toEqual([]);
    await screenshot(page, 'batches-fund-list-1280');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    expect(
      pageErrors.filter((e) => !expectedNoise.test(e)),
      pageErrors.join('\n'),
    ).toEqual([]);
    await context.close();
  }, 120_000);
});
