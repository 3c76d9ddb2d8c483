import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, signIn } from './support/accessibility';
import { inviteSomeone } from './support/api';
import {
  type AppScreen,
  FUNDRAISING_PATH,
  FUNDRAISING_TABS,
  openFundraisingTab,
  openScreen,
  PLAIN_USER_SCREENS,
  SHELL_SCREENS,
  STANDALONE_SCREENS,
} from './support/app-routes';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

const WIDTH = 390;
const HEIGHT = 844;

/** Screens whose lists become cards on a phone (documents, members, invitations, audit log, outbox). */
const CARD_LAYOUTS = new Set(['/documents', '/users', '/outbox', '/giving/donors']);

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

// Signed out, the session check answers 401 by design; the made-up OAuth state and invitation token
// are refused (400, 404), as they should be.
const expectedNoise = /Failed to load resource: the server responded with a status of 40[014]/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  page = await newPhonePage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPhonePage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/**
 * What sticks out sideways: the page itself wider than the phone, or the shell's scrolling <main>
 * wider than its box (it would scroll sideways); names the first elements past the edge to say where.
 */
function overflow(p: Page) {
  return p.evaluate((width) => {
    const main = document.querySelector('main');
    const offenders = [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // Content that scrolls sideways inside its own box (tables) does not widen the page.
        for (let parent = element.parentElement; parent && parent !== main; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 0.5)
            return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : '';
        return `<${element.tagName.toLowerCase()} class="${classes}"> right=${Math.round(element.getBoundingClientRect().right)}`;
      });
    return {
      pageWidth: document.documentElement.scrollWidth,
      mainOverflow: main ? main.scrollWidth - main.clientWidth : 0,
      offenders,
    };
  }, WIDTH);
}

async function pictureAndCheck(p: Page, name: string) {
  await wholePage(p, `phone-${name}-390`);
  const found = await overflow(p);
  expect(found.pageWidth, `${name}: ${found.offenders.join('; ')}`).toBeLessThanOrEqual(WIDTH);
  expect(found.mainOverflow, `${name}: ${found.offenders.join('; ')}`).toBeLessThanOrEqual(0);
}

describe(`every route on a ${WIDTH}x${HEIGHT} phone: a picture, and nothing wider than the screen`, () => {
  it('shows the sign-in screen', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Sign in to Steward' }).waitFor();
    await page.getByText('demo1234').first().waitFor();
    await pictureAndCheck(page, 'sign-in');
  });

  it.each(STANDALONE_SCREENS)('shows $path, signed out', async (screen: AppScreen) => {
    await openScreen(page, server.url, screen);
    await pictureAndCheck(page, screen.name);
  });

  it('signs in as the demo administrator', async () => {
    await signIn(page, server.url, 'demo@example.org');
    // An email in the outbox and a second pending invitation, so that those lists are not empty.
    await inviteSomeone(page);
  });

  it.each(SHELL_SCREENS)('shows $path', async (screen: AppScreen) => {
    await openScreen(page, server.url, screen);
    await pictureAndCheck(page, screen.name);
    // Where the phone shows cards instead of tables, axe looks at the cards too.
    if (CARD_LAYOUTS.has(screen.path)) expect((await axeFindings(page)).serious).toEqual([]);
  });

  it('shows the navigation menu', async () => {
    await openScreen(page, server.url, SHELL_SCREENS[0] as AppScreen);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Steward navigation' });
    await menu.waitFor();
    await screenshot(page, 'phone-navigation-menu-390');
    expect((await overflow(page)).pageWidth).toBeLessThanOrEqual(WIDTH);
    expect((await axeFindings(page)).serious).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });

  it.each(FUNDRAISING_TABS)('shows the fundraising tab %s', async (tab) => {
    if (!page.url().endsWith(FUNDRAISING_PATH)) {
      await page.goto(`${server.url}${FUNDRAISING_PATH}`);
      await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
    }
    await openFundraisingTab(page, tab);
    await pictureAndCheck(page, `fundraising-tab-${tab.toLowerCase().replaceAll(' ', '-')}`);
    if (tab === 'All Donors') expect((await axeFindings(page)).serious).toEqual([]);
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});

describe(`a plain user's screens on a ${WIDTH}x${HEIGHT} phone`, () => {
  let user: Page;

  beforeAll(async () => {
    user = await newPhonePage();
    await signIn(user, server.url, 'worship@example.org');
  });

  it.each(PLAIN_USER_SCREENS)('shows $path', async (screen: AppScreen) => {
    await openScreen(user, server.url, screen);
    await pictureAndCheck(user, screen.name);
  });
});
