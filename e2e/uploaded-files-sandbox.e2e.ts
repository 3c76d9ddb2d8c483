import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

/**
 * Issue 4: an uploaded HTML file with script, opened through its own link in a real browser,
 * must never run that script in Steward's origin (where it could read the session's API).
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const HOSTILE_HTML = `<!doctype html><html><body>
<h1 id="title">Innocent page</h1>
<script>
  document.title = 'SCRIPT RAN';
  fetch('/api/auth/session').then((r) => r.text()).then((t) => { document.body.dataset.stolen = t; });
</script>
</body></html>`;

describe('uploaded HTML', () => {
  it('shows as text and runs no script, inline or when opened directly', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const api = context.request;
    const headers = { 'x-steward-csrf': '1', origin: server.url };
    const signIn = await api.post(`${server.url}/api/auth/sign-in`, {
      headers,
      data: { email: 'demo@example.org', password: 'demo1234' },
    });
    expect(signIn.status()).toBe(200);
    const uploaded = await api.post(`${server.url}/api/documents`, {
      headers,
      multipart: {
        category: 'Other',
        file: { name: 'welcome.html', mimeType: 'text/html', buffer: Buffer.from(HOSTILE_HTML) },
      },
    });
    expect(uploaded.status()).toBe(201);
    const { id } = await uploaded.json();

    for (const disposition of ['inline', 'attachment'] as const) {
      const link = await api.get(`${server.url}/api/documents/${id}/link?disposition=${disposition}`);
      const { url } = await link.json();
      if (disposition === 'attachment') {
        // A download, not a page: the browser saves it instead of rendering it.
        const response = await api.get(`${server.url}${url}`);
        expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
        expect(response.headers()['content-security-policy']).toMatch(/^sandbox/);
        continue;
      }
      await page.goto(`${server.url}${url}`);
      await page.waitForTimeout(300);
      expect(await page.title()).not.toBe('SCRIPT RAN');
      expect(await page.evaluate(() => document.body.dataset.stolen ?? null)).toBeNull();
      // Shown as plain text: the markup itself is visible.
      expect(await page.locator('body').innerText()).toContain("document.title = 'SCRIPT RAN'");
    }
    await context.close();
  });
});
