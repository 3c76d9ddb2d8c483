import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** The rules the browser tests hold every screen to: axe-core's WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Findings {
  /** Every violation, one line each: rule, impact and the elements it found. */
  all: string[];
  /** Only those of impact serious or critical. */
  serious: string[];
}

/**
 * Runs axe on the page as it is now (open dialogs included). Legacy mode runs it in the page alone:
 * the default opens a second page to finish the run, which takes the keyboard focus off this one.
 */
export async function axeFindings(page: Page): Promise<Findings> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const describe = (v: (typeof results.violations)[number]) =>
    `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  return {
    all: results.violations.map(describe),
    serious: results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(describe),
  };
}

/** Signs in on the sign-in screen with one of the demo organisation's accounts. */
export async function signIn(page: Page, baseUrl: string, email: string, password = 'demo1234') {
  await page.goto(baseUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/**
 * Waits until the page has stopped loading what it shows: no "Loading..." status, no skeleton, no
 * spinner, and the web fonts ready, so that axe and the pictures see the page a person would.
 */
export async function settled(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    () => {
      const loading = [...document.querySelectorAll('[role=status]')].some((element) =>
        /^\s*(Loading|Connecting)/.test(element.textContent ?? ''),
      );
      return !loading && !document.querySelector('.animate-pulse, .animate-spin');
    },
    undefined,
    { timeout, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Lets the animations under `root` (a dialog's fade-in, say) finish. */
export async function animationsDone(root: Locator) {
  await root.evaluate((element) =>
    // An animation cut short (a spinner removed) rejects its promise: that one is done too.
    Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** What the keyboard focus is on, for messages: tag, accessible-ish name. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60);
    return `<${element.tagName.toLowerCase()}> ${name ?? ''}`;
  });
}

/**
 * Moves the keyboard focus to `target` with the keyboard alone: Tab, or Shift+Tab when that is the
 * shorter way round, at most `limit` presses; fails if it never gets there.
 */
export async function tabTo(page: Page, target: Locator, limit = 200) {
  await target.waitFor();
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: no element');
  try {
    // Which way is shorter, counting the elements in the tab order the way a browser does (roughly:
    // the loop below checks where the focus really is after every press).
    const direction = await handle.evaluate((element) => {
      const selector =
        'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
      const tabbable = [...document.querySelectorAll<HTMLElement>(selector)].filter((candidate) => {
        if (candidate.tabIndex < 0 || (candidate as HTMLButtonElement).disabled) return false;
        if (candidate.closest('[inert]')) return false;
        const style = getComputedStyle(candidate);
        return style.visibility !== 'hidden' && candidate.getClientRects().length > 0;
      });
      const to = tabbable.indexOf(element as HTMLElement);
      const from = tabbable.indexOf(document.activeElement as HTMLElement);
      if (to < 0) return 'Tab';
      const count = tabbable.length;
      const forward = from < 0 ? to + 1 : (to - from + count) % count;
      const backward = from < 0 ? count - to : (from - to + count) % count;
      return backward < forward ? 'Shift+Tab' : 'Tab';
    });
    for (let presses = 0; ; presses++) {
      if (await handle.evaluate((element) => element === document.activeElement)) return;
      if (presses >= limit) {
        throw new Error(
          `tabTo: not reached after ${limit} presses; focus is on ${await describeFocus(page)}`,
        );
      }
      await page.keyboard.press(direction);
    }
  } finally {
    await handle.dispose();
  }
}

/** Whether the focus is inside `root`. */
export function focusIsIn(root: Locator): Promise<boolean> {
  return root.evaluate((element) => element.contains(document.activeElement));
}

/** Whether the focus is on `target`. */
export function focusIsOn(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** How much wider than the window the page is (0 or less: no sideways scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
