import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, settled, signIn } from './support/accessibility';
import { callApi } from './support/api';
import { FUNDRAISING_PATH } from './support/app-routes';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

/**
 * A treasurer's trust in what the screens say: a statement run is never made on settings not saved
 * (and says which it printed), an expiry date a document suggests stays on its row until answered,
 * on a phone a tapped tab shows its content and the assistant's button covers no control, and a
 * counted batch changes only with two admins, each page following the other's without a reload.
 */

let server: RunningServer;
let browser: Browser;
let errors: string[];
// Signed out, the session check answers 401 by design.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  errors = watchForErrors(page);
  await signIn(page, server.url, 'demo@example.org');
  return page;
}

function box(page: Page, selector: string) {
  return page.locator(selector).first().boundingBox();
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('statements only on saved settings', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(1366, 900);
  }, 60_000);

  it('asks to save settings never saved, makes no run on Cancel, and shows the settings a run used', async () => {
    await page.goto(`${server.url}${FUNDRAISING_PATH}/statements`);
    const main = page.locator('main');
    await main.getByText('Not saved yet').waitFor();
    await main.getByLabel(/^EIN/).fill('12-3456789');
    await main.getByLabel(/^Mailing address/).fill('100 Main Street\nSpringfield, IL 62701');
    await main.getByLabel('Period').selectOption('2025');
    await main.getByRole('button', { name: 'Generate statements' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Save the statement settings first?' });
    await dialog.getByText(/which have not been saved yet/).waitFor();
    await screenshot(page, 'statements-save-first-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await callApi<{ items: unknown[] }>(page, 'GET', '/api/statements/runs')).items).toEqual([]);

    await main.getByRole('button', { name: 'Generate statements' }).click();
    await dialog.getByRole('button', { name: 'Save and generate' }).click();
    await page.getByText('Statement settings saved').waitFor();
    const run = page.getByRole('list', { name: 'Statement runs' }).locator(':scope > li').first();
    await run
      .getByText(
        'Settings used: Grace Community Church · EIN 12-3456789 · 100 Main Street, Springfield, IL 62701',
      )
      .waitFor();
    await run.getByText('Done', { exact: true }).waitFor({ timeout: 60_000 });
    await wholePage(page, 'statements-run-settings-used-1366');

    // Never emailed: it can be deleted, files and all.
    await run.getByRole('button', { name: /^Delete run/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this run?' })
      .getByRole('button', { name: 'Delete run' })
      .click();
    await page.getByText('Deleted the statements for 2025').waitFor();
    expect((await callApi<{ items: unknown[] }>(page, 'GET', '/api/statements/runs')).items).toEqual([]);
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  }, 120_000);

  it('on a phone, asks before generating on edits not saved', async () => {
    const phone = await newPage(390, 844);
    await phone.goto(`${server.url}${FUNDRAISING_PATH}/statements`);
    const main = phone.locator('main');
    await main.getByRole('button', { name: 'Edit settings' }).click();
    await main.getByLabel(/^EIN/).fill('98-7654321');
    await main.getByRole('button', { name: 'Generate statements' }).click();
    const dialog = phone.getByRole('alertdialog', { name: 'Save the statement settings first?' });
    await dialog.getByText(/have changes that are not saved/).waitFor();
    await screenshot(phone, 'statements-save-first-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await callApi<{ items: unknown[] }>(phone, 'GET', '/api/statements/runs')).items).toEqual([]);
    const saved = await callApi<{ settings: { ein: string } }>(phone, 'GET', '/api/statements/settings');
    expect(saved.settings.ein).toBe('12-3456789');
    await phone.context().close();
  }, 60_000);
});

describe('a suggested expiry date that stays', () => {
  it('marks the row after a reload until accepted, on desktop and phone', async () => {
    const page = await newPage(1366, 900);
    const id = await page.evaluate(async () => {
      const body = new FormData();
      body.append('category', 'Legal');
      const text = 'Certificate of Liability Insurance.\nThis certificate expires on December 31, 2029.';
      body.append('file', new File([text], 'Liability Certificate.txt', { type: 'text/plain' }));
      const response = await fetch('/api/documents', {
        method: 'POST',
        headers: { Accept: 'application/json', 'X-Steward-CSRF': '1' },
        body,
      });
      if (!response.ok) throw new Error(`upload: ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    });
    await expect
      .poll(
        async () =>
          (await callApi<{ suggestedExpiry: unknown }>(page, 'GET', `/api/documents/${id}`)).suggestedExpiry,
        { timeout: 30_000 },
      )
      .not.toBeNull();

    await page.goto(`${server.url}/documents?q=Liability%20Certificate`);
    const row = page.locator('tr').filter({ hasText: 'Liability Certificate.txt' });
    await row.getByText('Suggested expiry: Dec 31, 2029').waitFor();
    await screenshot(page, 'documents-suggested-expiry-1366');

    const phone = await newPage(390, 844);
    await phone.goto(`${server.url}/documents?q=Liability%20Certificate`);
    const card = phone.locator('li').filter({ hasText: 'Liability Certificate.txt' }).last();
    await card.getByText('Suggested expiry: Dec 31, 2029').waitFor();
    await screenshot(phone, 'documents-suggested-expiry-390');
    await card.getByRole('button', { name: /^Accept/ }).click();
    await phone.getByText('Expiry date of Liability Certificate.txt set to Dec 31, 2029').waitFor();
    await card.getByText('Dec 31, 2029', { exact: true }).waitFor();
    expect(await card.getByText(/Suggested expiry/).count()).toBe(0);
    await phone.context().close();
    await page.context().close();
  }, 90_000);
});

describe('the fundraising page on a phone', () => {
  it("keeps the assistant's button off the tab bar's scroll button, and shows a tapped tab's panel", async () => {
    const page = await newPage(390, 844);
    await page.goto(`${server.url}${FUNDRAISING_PATH}`);
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
    await screenshot(page, 'fundraising-tabs-390');

    // The bar at the foot of the screen, under the assistant's button.
    await page.evaluate(() => {
      const main = document.querySelector('main');
      const bar = document.querySelector('[role=tablist]');
      if (!main || !bar) throw new Error('no page');
      main.scrollTop += bar.getBoundingClientRect().bottom - (window.innerHeight - 24);
    });
    const more = '[data-more-tabs=end] button';
    const launcher = 'button[aria-label="Open the donor assistant"]';
    await expect
      .poll(async () => {
        const [button, bubble] = await Promise.all([box(page, more), box(page, launcher)]);
        return button && bubble ? overlap(button, bubble) : null;
      })
      .toBe(false);
    await screenshot(page, 'fundraising-assistant-clear-390');

    await page.getByRole('tab', { name: 'Security' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Security' });
    await expect
      .poll(async () => {
        const top = (await panel.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
        return top < 844 - 160;
      })
      .toBe(true);
    await screenshot(page, 'fundraising-tab-tapped-390');
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  }, 60_000);
});

describe('a counted batch takes two admins, and each page follows the other without a reload', () => {
  /** The demo's open batch (Hannah Lee entered its gifts): one $50.00 check short of its count sheet. */
  const BATCH = 'Sunday 9:00, Nov 29 2026';

  const watched: string[][] = [];

  async function adminPage(email: string, width = 1366, height = 900): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    watched.push(watchForErrors(page));
    await signIn(page, server.url, email);
    return page;
  }

  async function openBatch(page: Page, path: string) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: BATCH }).waitFor();
  }

  it('commits after a confirmation once the other admin left, then corrects, exports and reopens only with a second admin', async () => {
    const jordan = await adminPage('demo@example.org');
    const samuel = await adminPage('pastor@example.org');
    const batches = await callApi<{ items: { id: string; name: string }[] }>(
      jordan,
      'GET',
      '/api/batches?state=open',
    );
    const batchId = batches.items.find((batch) => batch.name === BATCH)?.id;
    if (!batchId) throw new Error(`no ${BATCH} in the demo`);
    const path = `/giving/batches/${batchId}`;
    // The missing check, from a donor with no other gift in the batch (David Nguyen's is corrected below).
    const entered = await callApi<{ gifts: { donor: { id: string } | null }[] }>(
      jordan,
      'GET',
      `/api/batches/${batchId}`,
    );
    const donors = await callApi<{ items: { id: string }[] }>(
      jordan,
      'GET',
      '/api/donors?pageSize=20&sort=name',
    );
    const donorId = donors.items.find(
      (donor) => !entered.gifts.some((gift) => gift.donor?.id === donor.id),
    )?.id;

    // Jordan has the grid open and types the missing check: Samuel's page says so and holds Commit.
    await openBatch(jordan, path);
    await jordan.getByRole('combobox', { name: 'Donor' }).waitFor();
    await callApi(jordan, 'POST', `/api/batches/${batchId}/gifts`, {
      donor: { kind: 'existing', donorId },
      method: 'check',
      checkNumber: '5101',
      giftDate: '2026-11-29',
      memo: null,
      inKindDescription: null,
      allocations: [{ fund: 'General Fund', amountCents: 5_000 }],
      acknowledgeWarnings: true,
    });
    await openBatch(samuel, path);
    const entering = samuel.getByText(
      /^Also entering gifts now: Jordan Reyes \(last saved a gift at \d\d:\d\d\)/,
    );
    await entering.waitFor();
    const commit = samuel.getByRole('button', { name: 'Commit', exact: true });
    expect(await commit.getAttribute('aria-disabled')).toBe('true');
    const refusal = samuel.getByText('Jordan Reyes is still entering gifts in this batch.');
    await refusal.waitFor();
    expect(await commit.getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'));
    await settled(samuel);
    await screenshot(samuel, 'batch-lifecycle-held-1366');

    // Jordan leaves; Samuel's page follows by itself, and Commit asks first with the figures.
    await jordan.goto(`${server.url}/giving/batches`);
    await entering.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => commit.getAttribute('aria-disabled'), { timeout: 20_000 }).toBeNull();
    await commit.click();
    const confirm = samuel.getByRole('dialog', { name: 'Commit this batch?' });
    await confirm.getByText('$352.10').waitFor();
    expect(await confirm.locator('dt').allTextContents()).toEqual([
      'Gifts',
      'Total',
      'Cash',
      'Checks',
      'In-kind gifts',
    ]);
    expect(await confirm.locator('dd').allTextContents()).toEqual(['4', '$352.10', '$52.10', '$300.00', '1']);
    await screenshot(samuel, 'batch-lifecycle-commit-confirm-1366');
    expect((await axeFindings(samuel)).serious).toEqual([]);
    await confirm.getByRole('button', { name: 'Commit batch' }).click();
    await samuel.getByText(`${BATCH} committed: its gifts now count`).waitFor();

    // Samuel proposes a correction: it waits, and he cannot approve his own.
    await samuel.getByRole('button', { name: "Correct David Nguyen's gift" }).click();
    const correct = samuel.getByRole('dialog', { name: 'Correct a gift' });
    await correct.getByText(/the correction waits for their approval/).waitFor();
    await correct.getByLabel('Amount ($)').fill('150.00');
    await correct.getByLabel('Reason').fill('Check 319 was for $150.00');
    await correct.getByRole('button', { name: 'Propose correction' }).click();
    await samuel.getByText("Correction proposed: it waits for a second admin's approval").waitFor();
    const adjustments = samuel.getByRole('list', { name: 'Adjustments' });
    await adjustments.getByText('Waiting for approval').waitFor();
    expect(await adjustments.getByRole('button').allTextContents()).toEqual(['Withdraw']);

    // Jordan approves it from his own page.
    await openBatch(jordan, path);
    const jordanAdjustments = jordan.getByRole('list', { name: 'Adjustments' });
    await jordanAdjustments.getByRole('button', { name: "Approve David Nguyen's correction" }).click();
    await jordan.getByText('Adjustment approved: the correction now counts').waitFor();
    await jordanAdjustments.getByText(/Approved by Jordan Reyes on/).waitFor();
    await settled(jordan);
    await wholePage(jordan, 'batch-lifecycle-adjusted-1366');

    // Deposited and exported, the batch reopens only once a second admin approves.
    await samuel.getByRole('button', { name: 'Record deposit' }).click();
    await samuel
      .getByRole('dialog', { name: 'Record deposit' })
      .getByRole('button', { name: 'Record deposit' })
      .click();
    await samuel.getByText('Deposit recorded').waitFor();
    const [journal] = await Promise.all([
      samuel.waitForEvent('download'),
      samuel.getByRole('button', { name: 'Export journal' }).click(),
    ]);
    expect(journal.suggestedFilename()).toMatch(/\.csv$/);
    await samuel.getByRole('button', { name: 'Ask to reopen' }).click();
    const reopen = samuel.getByRole('dialog', { name: 'Ask to reopen batch' });
    await reopen
      .getByText(/Exported to the accounting software on .* by Samuel Okafor\. The books already hold it/)
      .waitFor();
    await reopen.getByText('A second admin must approve the reopening.', { exact: false }).waitFor();
    await screenshot(samuel, 'batch-lifecycle-reopen-ask-1366');
    expect((await axeFindings(samuel)).serious).toEqual([]);
    await reopen.getByLabel('Reason').fill('The bank returned check 5101');
    await reopen.getByRole('button', { name: 'Ask to reopen' }).click();
    await samuel.getByText('Reopening asked for: a second admin must approve it').waitFor();
    const waiting = samuel.getByRole('region', { name: 'Reopening waiting for approval' });
    await waiting.getByText('The bank returned check 5101').waitFor();
    expect(await waiting.getByRole('button').allTextContents()).toEqual(['Withdraw']);

    // On Jordan's phone: the request is there to approve, and the reopened batch cannot be deleted.
    const phone = await adminPage('demo@example.org', 390, 844);
    await openBatch(phone, path);
    const request = phone.getByRole('region', { name: 'Reopening waiting for approval' });
    await request.getByText(/Samuel Okafor asked on/).waitFor();
    await settled(phone);
    await screenshot(phone, 'batch-lifecycle-reopen-request-390');
    expect((await axeFindings(phone)).serious).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await request.getByRole('button', { name: 'Approve reopening' }).click();
    await phone.getByText('Reopening approved: the batch is open again').waitFor();
    const remove = phone.getByRole('button', { name: 'Delete', exact: true });
    await remove.waitFor();
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    const why = await remove.getAttribute('aria-describedby');
    expect(await phone.locator(`[id="${why}"]`).textContent()).toMatch(/committed/i);
    // Samuel's page shows the batch open again, without a reload.
    await samuel.getByRole('button', { name: 'Commit', exact: true }).waitFor({ timeout: 20_000 });
    expect(watched.flat().filter((error) => !expectedNoise.test(error))).toEqual([]);
    for (const page of [jordan, samuel, phone]) await page.context().close();
  }, 240_000);
});
