import AxeBuilder from '@axe-core/playwright';
import { type Dashboard, DEPARTMENTS, type OutboxPage } from '@steward/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

// Signed out, the session check answers 401 by design; the browser logs that as a failed load.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  // axe needs a page of an explicit browser context.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(p: Page) {
  await p.goto(server.url);
  await p.getByLabel('Email').fill('demo@example.org');
  await p.getByLabel('Password', { exact: true }).fill('demo1234');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  // The pointer rests where Sign in was, over a department tile: move it off so pictures show tiles at rest.
  await p.mouse.move(0, 0);
}

/** A GET of the API with the page's session cookie. */
function apiGet<T>(p: Page, path: string): Promise<T> {
  return p.evaluate(async (url) => (await fetch(url)).json(), path);
}

async function violations(p: Page) {
  const results = await new AxeBuilder({ page: p })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Nothing spills sideways: the page is no wider than the window. */
function sidewaysOverflow(p: Page): Promise<number> {
  return p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('the demo admin on the dashboard', () => {
  let dashboard: Dashboard;

  it('signs in and sees the four totals the API reports, none of them zero', async () => {
    await signIn(page);
    dashboard = await apiGet<Dashboard>(page, '/api/dashboard');
    const { documents, expiringSoon, overdue, categories } = dashboard.totals;
    expect(Math.min(documents, expiringSoon, overdue, categories)).toBeGreaterThan(0);

    const totals = page.getByRole('list', { name: 'Document totals' });
    await totals.getByText(String(documents), { exact: true }).waitFor();
    const cards = await totals
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(cards).toEqual([
      [`Total Documents${documents}All documents`, '/documents'],
      [`Expiring Soon${expiringSoon}Within 30 days`, '/documents?status=Expiring+Soon'],
      [`Overdue${overdue}Past their expiry date`, '/documents?status=Overdue'],
      [`Categories${categories}In use`, '/documents'],
    ]);
    expect(await page.getByText('Grace Community Church').count()).toBeGreaterThan(0);
  });

  it('shows the ten department tiles, each linking to its department', async () => {
    const tiles = page.getByRole('list', { name: 'Business Departments' }).getByRole('link');
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      DEPARTMENTS.map((department) => `/department/${department.slug}`),
    );
    await tiles.filter({ hasText: 'AI-powered donor analytics' }).waitFor();
  });

  it('lists five recent documents and the five nearest renewals, as the API does', async () => {
    const recent = page.getByRole('list', { name: 'Recent Documents' }).getByRole('listitem');
    const upcoming = page.getByRole('list', { name: 'Upcoming Renewals' }).getByRole('listitem');
    expect(await recent.count()).toBe(5);
    expect(await upcoming.count()).toBe(5);
    for (const [index, document] of dashboard.recent.entries()) {
      expect(await recent.nth(index).textContent()).toContain(document.name);
    }
    for (const [index, document] of dashboard.upcoming.entries()) {
      const badge = { Overdue: 'overdue', 'Expiring Soon': 'soon', Active: 'ok' }[document.status];
      expect(await upcoming.nth(index).textContent()).toMatch(
        new RegExp(`^${literal(document.name)}.*${badge}$`),
      );
    }
    // The seeded renewals include overdue ones, which come first (nearest expiry date).
    expect(await upcoming.first().textContent()).toMatch(/overdue$/);
    expect(await violations(page)).toEqual([]);
    await wholePage(page, 'dashboard-1366');
  });

  it('reaches a department tile with Tab and opens it with Enter', async () => {
    await page.getByRole('list', { name: 'Document totals' }).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '/department/foster-adopt',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('R/Youth');
    // Let the edge's colour transition end before the picture.
    await page.waitForTimeout(300);
    await screenshot(page, 'dashboard-tile-focused');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'R/Youth' }).waitFor();
  });

  it('follows the Overdue card to the document list filtered by status', async () => {
    await page.goBack();
    await page.getByRole('link', { name: /^Overdue/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    expect(new URL(page.url()).search).toBe('?status=Overdue');
  });
});

describe('the demo admin in the outbox', () => {
  it('sees the outbox as the API reports it', async () => {
    await page.goto(`${server.url}/outbox`);
    await page.getByRole('heading', { level: 1, name: 'Email Outbox' }).waitFor();
    const outbox = await apiGet<OutboxPage>(page, '/api/outbox');
    if (outbox.total === 0) {
      await page
        .getByText('No emails yet. Messages Steward sends for your organization will appear here.')
        .waitFor();
    } else {
      await page.getByRole('table').waitFor();
      expect(await page.locator('tbody > tr').count()).toBe(outbox.items.length);
    }
  });

  it('finds an email it just sent kept in the outbox, with its text behind "Show message"', async () => {
    const { recent } = await apiGet<Dashboard>(page, '/api/dashboard');
    const subject = `Renewal papers ${Date.now()}`;
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/email', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Steward-CSRF': '1' },
            body: JSON.stringify(body),
          })
        ).status,
      {
        to: ['treasurer@example.org'],
        cc: ['board@example.org'],
        bcc: [],
        subject,
        message: 'Please review before Sunday.',
        documentIds: [recent[0]?.id],
      },
    );
    expect(status).toBe(200);

    await page.reload();
    const row = page.locator('tbody > tr').filter({ hasText: subject });
    // No mail server in this test: the message stays in the outbox.
    await row.getByText('Kept in outbox').waitFor();
    expect(await row.textContent()).toContain('To:treasurer@example.org');
    expect(await row.textContent()).toContain('Cc:board@example.org');
    await row.getByRole('button', { name: 'Show message' }).click();
    await page.locator('pre').filter({ hasText: 'Please review before Sunday.' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await wholePage(page, 'outbox-1366');
  });

  it('logged no page errors along the way', () => {
    expect(errors.filter((e) => !expectedNoise.test(e))).toEqual([]);
  });
});

describe('on a phone', () => {
  it('shows the dashboard and the outbox without sideways scrolling', async () => {
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(phone);
    await phone.getByRole('list', { name: 'Recent Documents' }).waitFor();
    const tiles = phone.getByRole('list', { name: 'Business Departments' }).getByRole('link');
    expect(await tiles.count()).toBe(10);
    // Two tiles to a row: the first two share a top edge.
    const [first, second] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()]);
    expect(second?.y).toBe(first?.y);
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await wholePage(phone, 'dashboard-390');

    await phone.goto(`${server.url}/outbox`);
    await phone.getByRole('heading', { level: 1, name: 'Email Outbox' }).waitFor();
    await phone.getByRole('region', { name: 'Outbox messages' }).waitFor();
    expect(await phone.getByRole('table').count()).toBe(0);
    await phone.getByRole('button', { name: 'Show message' }).first().click();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    // The text wraps inside its card rather than running off under the card's edge.
    const text = await phone.locator('pre').first().boundingBox();
    expect((text?.x ?? 0) + (text?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    await wholePage(phone, 'outbox-390');
    await phone.close();
  });
});

/** A document name as a literal inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
