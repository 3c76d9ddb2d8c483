import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, watchForErrors } from './support/browser';
import { samplePdf, samplePng } from './support/sample-files';
import { type RunningServer, startBuiltServer } from './support/server';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let desktop: BrowserContext;
let page: Page;
let errors: string[];
let fileDir: string;

const PDF = 'Board Minutes E2E.pdf';
const PNG = 'Harvest Banner E2E.png';
const TXT = 'Volunteer Notes E2E.txt';
const REFUSED = 'installer-e2e.exe';
const files: Record<string, Buffer> = {
  [PDF]: samplePdf('Board minutes: approved'),
  // About 1 MB that hardly compresses: long enough to upload that its progress shows.
  [PNG]: samplePng(640, 520),
  [TXT]: Buffer.from('Volunteer notes\n- Set up chairs at 8\n'),
  [REFUSED]: Buffer.from('MZ not really a program'),
};

// Before sign-in the session check answers 401 by design; the browser logs it as a failed load.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

beforeAll(async () => {
  smtp = await startSmtpSink();
  [server, browser] = await Promise.all([startBuiltServer({ SMTP_URL: smtp.url }), launchChromium()]);
  fileDir = mkdtempSync(join(tmpdir(), 'steward-e2e-files-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(fileDir, name), bytes);
  desktop = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  page = await desktop.newPage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (fileDir) rmSync(fileDir, { recursive: true, force: true });
});

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

function documentsTable(p: Page = page) {
  return p.getByRole('region', { name: 'Documents' });
}

function documentRow(name: string) {
  return documentsTable().locator('tr').filter({ hasText: name });
}

async function search(text: string) {
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(text);
  await page.waitForURL((url) => (url.searchParams.get('q') ?? '') === text);
}

/** The names of the documents listed now, read from their checkboxes. */
async function listedNames(p: Page = page) {
  await p.getByText(/^Showing \d+–\d+ of \d+$/).waitFor();
  // Read in one step: the rows of a list still on screen may be replaced by the next answer's
  // between a count of them and a read of each, and a read of a row gone waits out the timeout.
  return documentsTable(p)
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => box.getAttribute('aria-label')?.replace(/^Select /, '') ?? ''),
    );
}

describe('documents: upload, find, view, edit, download, email and delete', () => {
  it('signs in with the demo account', async () => {
    await page.goto(server.url);
    await page.getByLabel('Email').fill('demo@example.org');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('refuses a program, validates the form, and uploads three files at once with progress', async () => {
    await page.getByRole('link', { name: 'Upload', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
    await page
      .getByLabel('Choose files to upload')
      .setInputFiles([PDF, PNG, TXT, REFUSED].map((name) => join(fileDir, name)));
    const refused = page.getByRole('alert').filter({ hasText: 'This file was not added:' });
    expect(await refused.innerText()).toContain(`${REFUSED}: .exe files are not accepted`);
    const selected = page.getByRole('region', { name: 'Selected files' });
    for (const name of [PDF, PNG, TXT]) await selected.getByText(name).waitFor();

    await page.getByRole('button', { name: 'Upload 3 Documents' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a category' }).waitFor();

    await page.getByLabel('Category *').selectOption('Operations');
    await page.getByLabel('Tags (optional)').fill('e2e-batch, harvest');
    await page.getByLabel('Description (optional)').fill('Uploaded by the browser test');
    await screenshot(page, 'documents-00-upload-form');
    await expect(accessibilityViolations(page)).resolves.toEqual([]);

    // A slow uplink, so that the upload takes long enough to see its progress.
    const cdp = await desktop.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    await page.getByRole('button', { name: 'Upload 3 Documents' }).click();
    const progress = page.getByRole('progressbar', { name: `Uploading ${PNG}` });
    await page.waitForFunction(
      (name) => {
        const bar = document.querySelector(`[role=progressbar][aria-label="Uploading ${name}"]`);
        const value = Number(bar?.getAttribute('aria-valuenow'));
        return value > 0 && value < 100;
      },
      PNG,
      { timeout: 10_000 },
    );
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await screenshot(page, 'documents-01-upload-progress');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.getByText('Successfully uploaded 3 document(s)!').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/documents');
    await documentRow(PDF).waitFor();
    await screenshot(page, 'documents-02-list');
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
  });

  it('finds the new documents by search and by tag', async () => {
    await search('e2e');
    await expect.poll(async () => (await listedNames()).sort()).toEqual([PDF, PNG, TXT].sort());
    expect(await page.getByText('Showing 1–3 of 3').isVisible()).toBe(true);
    await screenshot(page, 'documents-03-search');

    await search('');
    await documentRow(PDF).getByRole('button', { name: 'Filter by tag harvest' }).click();
    await page.getByText('Tag: harvest').waitFor();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'harvest');
    await expect.poll(async () => (await listedNames()).sort()).toEqual([PDF, PNG, TXT].sort());

    await page.getByRole('button', { name: 'Name' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    await page
      .getByRole('columnheader', { name: /Name/ })
      .and(page.locator('[aria-sort=ascending]'))
      .waitFor();
    await expect.poll(() => listedNames()).toEqual([PDF, PNG, TXT]);
  });

  it('previews the PDF and the image', async () => {
    await documentRow(PDF)
      .getByRole('button', { name: `View ${PDF}` })
      .click();
    const pdfViewer = page.getByRole('dialog', { name: PDF });
    const frame = pdfViewer.getByTitle(`Preview of ${PDF}`);
    await frame.waitFor();
    const pdfResponse = await page.request.get(
      new URL((await frame.getAttribute('src')) ?? '', server.url).href,
    );
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await pdfResponse.body()).equals(files[PDF] as Buffer)).toBe(true);
    await settled(pdfViewer);
    await page.waitForTimeout(1000);
    await screenshot(page, 'documents-04-view-pdf');
    await page.keyboard.press('Escape');
    await pdfViewer.waitFor({ state: 'detached' });

    await documentRow(PNG)
      .getByRole('button', { name: `View ${PNG}` })
      .click();
    const imageViewer = page.getByRole('dialog', { name: PNG });
    const image = imageViewer.getByRole('img', { name: PNG });
    await image.waitFor();
    await page.waitForFunction((name) => {
      const img = document.querySelector(`img[alt="${name}"]`) as HTMLImageElement | null;
      return img?.complete && img.naturalWidth === 640;
    }, PNG);
    await settled(imageViewer);
    await screenshot(page, 'documents-05-view-image');
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await imageViewer.waitFor({ state: 'detached' });
  });

  it("edits the text file's content and saves it", async () => {
    await documentRow(TXT)
      .getByRole('button', { name: `Edit Content ${TXT}` })
      .click();
    const editor = page.getByRole('dialog', { name: `Edit ${TXT}` });
    const field = editor.getByLabel(`Content of ${TXT}`);
    await expect.poll(() => field.inputValue()).toBe(files[TXT]?.toString());
    await field.fill('Volunteer notes\n- Set up chairs at 7:30\n- Coffee at 8\n');
    await settled(editor);
    await screenshot(page, 'documents-06-edit-content');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved "${TXT}"`).waitFor();
    await editor.waitFor({ state: 'detached' });

    await documentRow(TXT)
      .getByRole('button', { name: `View ${TXT}` })
      .click();
    const viewer = page.getByRole('dialog', { name: TXT });
    await viewer
      .getByRole('region', { name: `Content of ${TXT}` })
      .getByText('Coffee at 8', { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it("edits the image's properties", async () => {
    await documentRow(PNG)
      .getByRole('button', { name: `Edit Properties ${PNG}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Document' });
    await dialog.getByLabel('Category').selectOption('Branding');
    await dialog.getByLabel('Expiry Date (optional)').fill('2031-05-20');
    await dialog.getByLabel('Tags (optional)').fill('e2e-batch, harvest, banner');
    await dialog.getByLabel('Description (optional)').fill('Banner for the harvest festival');
    await settled(dialog);
    await screenshot(page, 'documents-07-edit-properties');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Document updated').waitFor();

    const row = documentRow(PNG);
    await row.getByText('Branding').waitFor();
    await row.getByText('May 20, 2031').waitFor();
    await row.getByRole('button', { name: 'Filter by tag banner' }).waitFor();
  });

  it('downloads the PDF byte for byte', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documentRow(PDF)
        .getByRole('button', { name: `Download ${PDF}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(PDF);
    const path = await download.path();
    expect(readFileSync(path).equals(files[PDF] as Buffer)).toBe(true);
  });

  it('emails two documents with the files attached', async () => {
    await documentRow(PDF)
      .getByRole('checkbox', { name: `Select ${PDF}` })
      .check();
    await documentRow(PNG)
      .getByRole('checkbox', { name: `Select ${PNG}` })
      .check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Email Selected' }).click();

    const dialog = page.getByRole('dialog', { name: 'Email Documents' });
    await dialog.getByText(/^2 documents · .+ total$/).waitFor();
    const send = dialog.getByRole('button', { name: 'Send Email' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Subject').fill('Harvest festival papers');
    await send.click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Please enter at least one recipient email address.' })
      .waitFor();

    await dialog.getByLabel('To').fill('treasurer@example.org, pastor@example.org');
    await dialog.getByLabel('Message (optional)').fill('The minutes and the banner, attached.');
    await dialog.getByLabel('Attach files').check();
    await settled(dialog);
    await screenshot(page, 'documents-08-email');
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
    await send.click();

    await page.getByText('Email sent successfully to treasurer@example.org, pastor@example.org!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const email = await smtp.waitFor((message) => message.raw.includes('Harvest festival papers'));
    expect(email.to.sort()).toEqual(['pastor@example.org', 'treasurer@example.org']);
    const attachmentParts =
      email.raw.match(/Content-Disposition: attachment;[^\r\n]*(\r\n[ \t][^\r\n]*)*/gi) ?? [];
    expect(attachmentParts).toHaveLength(2);
    const unfolded = attachmentParts.join(' ').replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toContain(PDF);
    expect(unfolded).toContain(PNG);
    expect(email.raw).toContain('The minutes and the banner, attached.');
  });

  it('deletes the text file after confirming', async () => {
    await documentRow(TXT)
      .getByRole('button', { name: `Delete ${TXT}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete document?' });
    await confirm.getByText(`Are you sure you want to delete "${TXT}"?`).waitFor();
    await settled(confirm);
    await screenshot(page, 'documents-09-delete-confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Deleted "${TXT}"`).waitFor();
    await documentRow(TXT).waitFor({ state: 'detached' });
    await expect.poll(async () => (await listedNames()).sort()).toEqual([PDF, PNG].sort());
  });

  it('works on a phone: cards, filters, the upload form and the email modal', async () => {
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await desktop.storageState(),
    });
    const phone = await phoneContext.newPage();
    const phoneErrors = watchForErrors(phone);
    await phone.goto(`${server.url}/documents?q=e2e`);
    await phone.getByText('Showing 1–2 of 2').waitFor();
    expect(await documentsTable(phone).locator('table').count()).toBe(0);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'documents-10-phone-list');
    await expect(accessibilityViolations(phone)).resolves.toEqual([]);
    await phone.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await screenshot(phone, 'documents-10b-phone-list-end');

    await phone.getByRole('checkbox', { name: 'Select All' }).check();
    await phone.getByRole('button', { name: 'Email Selected' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Email Documents' });
    await settled(dialog);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(phone, 'documents-11-phone-email');
    await phone.keyboard.press('Escape');

    await phone.goto(`${server.url}/upload`);
    await phone.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
    await phone.getByLabel('Choose files to upload').setInputFiles([join(fileDir, PDF)]);
    await phone.getByLabel('Category *').selectOption('Donor Data');
    await phone
      .getByText('Donor Data files are automatically processed for analytics', { exact: false })
      .waitFor();
    await phone.getByRole('button', { name: 'Upload Document' }).click();
    await phone
      .getByRole('alert')
      .filter({ hasText: 'Donor Data files must be in CSV format. Please select only CSV files.' })
      .waitFor();
    await phone.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await screenshot(phone, 'documents-12-phone-upload');
    expect(phoneErrors).toEqual([]);
    await phoneContext.close();
  });

  it('logged no page errors along the way', () => {
    expect(errors.filter((e) => !expectedNoise.test(e))).toEqual([]);
  });
});
