import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, signIn } from './support/accessibility';
import { callApi } from './support/api';
import { FUNDRAISING_PATH, openFundraisingTab } from './support/app-routes';
import { launchChromium, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

interface Donor {
  id: string;
  firstName: string;
  lastName: string;
}

/** Two new donors, and a gift from a donor the demo already has (who must stay after the undo). */
function givingFile(known: Donor, tag: string) {
  return [
    'transaction ID,first name,last name,amount,received on,fund',
    `${tag}-1,Lydia,Thyatira-${tag},$300.00,01/12/2025,Building Fund`,
    `${tag}-2,Lydia,Thyatira-${tag},$150.00,03/02/2025,Building Fund`,
    `${tag}-3,Priscilla,Corinth-${tag},$75.00,02/20/2025,General`,
    `${tag}-4,${known.firstName},${known.lastName},$1000.00,02/21/2025,Missions`,
  ].join('\n');
}

/** Every figure the analysis shows (its date aside). */
async function analysis(on: Page) {
  const { asOf: _asOf, ...figures } = await callApi<Record<string, unknown>>(
    on,
    'GET',
    '/api/donors/analysis',
  );
  return figures;
}

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

describe('an import undone from its record', () => {
  let known: Donor;
  let before: Record<string, unknown>;

  it('merges a file, says who gave and how many are new, and links to its record (1366 px)', async () => {
    await signIn(page, server.url, 'demo@example.org');
    known = (await callApi<{ items: Donor[] }>(page, 'GET', '/api/donors?pageSize=1')).items[0] as Donor;
    before = await analysis(page);

    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await openFundraisingTab(page, 'Upload Data');
    await page.getByLabel('Upload your donor data file').setInputFiles({
      name: 'new-gifts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(givingFile(known, 'D')),
    });
    // The merge opens Analytics with the green box's words in a toast; the box stays under Upload Data.
    await page.getByRole('button', { name: 'See this import' }).waitFor();
    await openFundraisingTab(page, 'Upload Data');
    const box = page.getByRole('status').filter({ hasText: 'Data merged successfully!', visible: true });
    await box.getByText('Added 4 new records to your database').waitFor();
    await box.getByText('4 gifts from 3 donors, 2 of them new').waitFor();
    await wholePage(page, 'import-merged-box-1366');
    expect(await analysis(page)).not.toEqual(before);

    await box.getByRole('link', { name: 'See this import' }).click();
    await page.getByRole('heading', { level: 1, name: 'new-gifts.csv' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/giving\/imports\/[0-9a-f-]{36}$/);
    await page.getByText('Gifts added').waitFor();
    await wholePage(page, 'import-record-1366');
    expect((await axeFindings(page)).serious).toEqual([]);
  });

  it('undoes it: the import is marked undone and every figure is what it was (1366 px)', async () => {
    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
    await page.getByText('Import undone: removed 4 gifts, 0 refunds and 2 donors.').waitFor();
    await page.getByText(/^Undone on .* by /).waitFor();
    await wholePage(page, 'import-record-undone-1366');
    expect(await analysis(page)).toEqual(before);
    // The donor the demo had stays, without the undone gift.
    const stays = await callApi<{ donor: { id: string } }>(page, 'GET', `/api/donors/${known.id}`);
    expect(stays.donor.id).toBe(known.id);

    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    await openFundraisingTab(page, 'Analytics');
    await page.locator('.recharts-surface').first().waitFor();
    await wholePage(page, 'import-undone-analytics-1366');
  });

  it('on a phone: the history lists it, and another import is undone from its record (390 px)', async () => {
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await phoneContext.addCookies(await context.cookies());
    const phone = await phoneContext.newPage();
    const phoneErrors = watchForErrors(phone);
    await phone.goto(`${server.url}/giving/imports`);
    await phone.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
    await phone.getByRole('region', { name: 'Imports' }).getByText('Undone').first().waitFor();

    // A second file, merged as the screen does, then undone on the phone.
    const merged = await phone.evaluate(
      async (content) => {
        const form = new FormData();
        form.append('file', new Blob([content], { type: 'text/csv' }), 'phone-gifts.csv');
        const headers = { Accept: 'application/json', 'X-Steward-CSRF': '1' };
        const preview = await (
          await fetch('/api/donors/imports', { method: 'POST', headers, body: form })
        ).json();
        const result = await fetch(`/api/donors/imports/${preview.importId}/merge`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: '{}',
        });
        return result.json();
      },
      givingFile(known, 'P'),
    );
    expect(merged).toMatchObject({ recordsAdded: 4, donorsAdded: 2, giftDonors: 3 });
    await phone.reload();
    await phone.getByRole('link', { name: 'phone-gifts.csv' }).click();
    await phone.getByRole('heading', { level: 1, name: 'phone-gifts.csv' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(phone, 'import-record-390');

    await phone.getByRole('button', { name: 'Undo this import' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
    await phone.getByText('Import undone: removed 4 gifts, 0 refunds and 2 donors.').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(phone, 'import-record-undone-390');
    expect(await analysis(phone)).toEqual(before);

    await phone.getByRole('link', { name: 'Back to Imports' }).click();
    await phone.getByRole('link', { name: 'phone-gifts.csv' }).waitFor();
    await wholePage(phone, 'import-history-390');
    expect(phoneErrors.filter((error) => !expectedNoise.test(error))).toEqual([]);
    await phoneContext.close();
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});
