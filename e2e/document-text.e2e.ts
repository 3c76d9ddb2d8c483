import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanPng, textPdf } from '@test/document-files';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accessibility';
import { callApi } from './support/api';
import { launchChromium, screenshot, watchForErrors } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

// Issue: a scanned certificate (an image) and a PDF lease are uploaded, their text is read in
// the background, each is found by a word that appears only inside it with the word marked in a
// snippet, and the expiry date read from the lease is accepted.

const SCAN = 'Occupancy Certificate Scan.png';
const LEASE = 'Chapel Lease.pdf';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];
let fileDir: string;

const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  fileDir = mkdtempSync(join(tmpdir(), 'steward-e2e-text-'));
  writeFileSync(
    join(fileDir, SCAN),
    scanPng(
      [
        'CERTIFICATE OF OCCUPANCY',
        'Issued to Grace Community Church for the mezzanine',
        'and the fellowship hall, 1200 Maple Avenue.',
        'This certificate expires on September 30, 2027.',
      ],
      1400,
    ),
  );
  writeFileSync(
    join(fileDir, LEASE),
    await textPdf([
      [
        'Lease Agreement for the Chapel',
        'Grace Community Church leases the chapel and the vestry to Riverside Arts.',
        'The term of this lease ends on June 30, 2028.',
      ],
    ]),
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchForErrors(page);
  await signIn(page, server.url, 'demo@example.org');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fileDir) rmSync(fileDir, { recursive: true, force: true });
});

function row(name: string) {
  return page.getByRole('region', { name: 'Documents' }).locator('tr').filter({ hasText: name });
}

/** The names of the documents listed now, read from their checkboxes ("Select {name}"). */
async function listedNames() {
  // In one step: a row replaced between a count of the rows and a read of it would wait out the timeout.
  const labels = await page
    .getByRole('region', { name: 'Documents' })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
  return labels.flatMap((label) =>
    label?.startsWith('Select ') && !/^Select all/i.test(label) ? [label.slice('Select '.length)] : [],
  );
}

async function search(text: string) {
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(text);
  await page.waitForURL((url) => (url.searchParams.get('q') ?? '') === text);
}

describe('the text inside documents', () => {
  it('reads a scan and a PDF, finds each by a word inside it, and accepts the expiry date it states', async () => {
    await page.goto(`${server.url}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
    await page
      .getByLabel('Choose files to upload')
      .setInputFiles([join(fileDir, SCAN), join(fileDir, LEASE)]);
    await page.getByLabel('Category').selectOption('Legal');
    await page.getByRole('button', { name: 'Upload 2 Documents' }).click();
    await page.getByText('Successfully uploaded 2 document(s)!').waitFor({ timeout: 30_000 });

    await page.goto(`${server.url}/documents`);
    // Both are read in the background; the list follows until each says what it found.
    await row(LEASE)
      .getByText(/Text: 1 page · \d+ words/)
      .waitFor({ timeout: 60_000 });
    await row(SCAN)
      .getByText(/Text: \d+ words · OCR/)
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'document-text-01-read');

    await search('mezzanine');
    await expect.poll(() => listedNames()).toEqual([SCAN]);
    await expect(row(SCAN).locator('mark').first().textContent()).resolves.toMatch(/mezzanine/i);
    await screenshot(page, 'document-text-02-found-in-scan');

    await search('vestry');
    await expect.poll(() => listedNames()).toEqual([LEASE]);
    await expect(row(LEASE).locator('mark').first().textContent()).resolves.toBe('vestry');
    await screenshot(page, 'document-text-03-found-in-lease');

    // The date the lease states is offered, and applied only when accepted.
    const suggestion = page.getByText(`We found an expiry date in ${LEASE}`);
    await suggestion.waitFor({ timeout: 30_000 });
    await expect(
      page.getByText('The term of this lease ends on June 30, 2028.').first().isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'document-text-04-suggestion');
    const documents = await callApi<{ items: { id: string; name: string; expiryDate: string | null }[] }>(
      page,
      'GET',
      `/api/documents?q=${encodeURIComponent('Chapel Lease')}`,
    );
    const lease = documents.items.find((item) => item.name === LEASE);
    expect(lease?.expiryDate).toBeNull();
    await page.getByRole('button', { name: `Use this date (expiry date of ${LEASE})` }).click();
    await expect
      .poll(
        async () =>
          (await callApi<{ expiryDate: string | null }>(page, 'GET', `/api/documents/${lease?.id}`))
            .expiryDate,
      )
      .toBe('2028-06-30');
    // The row shows the date as the document's own, its "Suggested expiry" mark gone with the answer.
    await row(LEASE).getByText('Jun 30, 2028', { exact: true }).waitFor();
    await row(LEASE)
      .getByText(/Suggested expiry/)
      .waitFor({ state: 'detached' });
    await page.getByText(`We found an expiry date in ${LEASE}`).waitFor({ state: 'hidden' });
    await screenshot(page, 'document-text-05-date-accepted');

    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  }, 180_000);
});
