import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accessibility';
import { callApi } from './support/api';
import { FUNDRAISING_PATH } from './support/app-routes';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

/**
 * A treasurer's trust in what the screens say: a statement run is never made on settings not saved
 * (and says which it printed), an expiry date a document suggests stays on its row until answered,
 * and on a phone a tapped tab shows its content and the assistant's button covers no control.
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
