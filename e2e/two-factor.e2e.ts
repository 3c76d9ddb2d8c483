import { join } from 'node:path';
import { SECURITY_MESSAGES } from '@steward/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, axeFindings, settled, signIn } from './support/accessibility';
import { launchChromium, SCREENSHOT_DIR, screenshot, watchForErrors, wholePage } from './support/browser';
import {
  addVirtualAuthenticator,
  authenticatorCode,
  storedCredentials,
  untilNextStep,
} from './support/second-factor';
import { type RunningServer, startBuiltServer } from './support/server';

/**
 * Two-step verification as members meet it in the browser: an admin (Maria, office@) sets up an
 * authenticator app, signs in with its codes (a replayed one refused), with a recovery code, and with
 * a passkey alone; the organisation then requires it of admins and another admin (Samuel, pastor@) is
 * sent to enrolment; the master admin (demo@, whose sign-in stays one password) resets Samuel's.
 */

let server: RunningServer;
let browser: Browser;
/** WebAuthn needs a domain for its relying party: an IP address is not one, so localhost it is. */
let baseUrl: string;
let office: Page;
let pastor: Page;
let demo: Page;
const errors: string[][] = [];

const OFFICE = { email: 'office@example.org', name: 'Maria Lopez' };
const PASTOR = { email: 'pastor@example.org', name: 'Samuel Okafor' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Maria's authenticator app: the setup key read off the page. */
let officeSecret = '';
let officeRecoveryCodes: string[] = [];

// Signed out, the session check answers 401 by design, and so does a refused code; a wrong password
// to confirm a change is 403: the browser logs each as a failed load. (The enrolment screen asks for
// nothing the gate refuses.)
const expectedNoise = /Failed to load resource: the server responded with a status of 40[13]/;

/** The organisation of the demo's members, which names their entry in an authenticator app. */
const ORGANIZATION = 'Grace Community Church';

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  baseUrl = server.url.replace('127.0.0.1', 'localhost');
  [office, pastor, demo] = await Promise.all([ownBrowser(), ownBrowser(), ownBrowser()]);
});

/** A member's own browser (no shared cookies), on a desktop, its console watched. */
async function ownBrowser(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  errors.push(watchForErrors(page));
  return page;
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function heading(page: Page, name: string, level = 1): Locator {
  return page.getByRole('heading', { level, name, exact: true });
}

/**
 * Signed in: the app's shell with its user menu. The app opens where the member was (the address
 * survives signing out), so the page's own heading varies.
 */
function inTheApp(page: Page): Promise<void> {
  return page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Waits for the toast that says `text`, then closes it as a person would. */
async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await heading(page, 'Sign in to Steward').waitFor();
}

/** The password form; what comes after it (the second step, the app, enrolment) is the caller's. */
async function enterPassword(page: Page, email: string, password = 'demo1234') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function openSecurityPage(page: Page) {
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await heading(page, 'Sign-in and security').waitFor();
  await settled(page);
}

/** The authentication code field of the second step: fill it and press Verify. */
async function verifyCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The one message the step shows when the server refuses (the form's alert). */
function refusal(page: Page, message: string): Locator {
  return page.getByRole('alert').filter({ hasText: message });
}

/**
 * Sets up the authenticator app from its dialog (opened by `trigger`): reads the setup key off the
 * page as a person would type it into their phone, and confirms with a code computed from it. The
 * code is the previous step's, as a phone whose clock is a little slow shows it (the server allows
 * one step of drift): the current step's code is left for the sign-in that follows, with no wait.
 */
async function setUpAuthenticator(page: Page, trigger: Locator, picture?: string): Promise<string> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  const key = dialog.locator('code');
  await key.waitFor();
  const secret = (await key.innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }).count()).toBe(
    1,
  );
  if (picture) {
    await animationsDone(dialog);
    await screenshot(page, picture);
    await expectAuthenticatorLink(page, dialog, secret, `${picture}-phone`);
  }
  // The step before now (one step of drift, which Steward accepts): not in a step's last seconds,
  // where the server, a moment later, would be two steps on and rightly refuse it.
  if (30_000 - (Date.now() % 30_000) < 5_000) await page.waitForTimeout(untilNextStep());
  await dialog.getByLabel('Authentication code').fill(authenticatorCode(secret, -1));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  return secret;
}

/**
 * "Open in authenticator app": on a phone (where the QR code cannot be scanned) a link with the
 * otpauth URL, which names this installation (without PUBLIC_URL: the organisation); not on a desktop.
 */
async function expectAuthenticatorLink(page: Page, dialog: Locator, secret: string, picture: string) {
  const link = dialog.getByRole('link', { name: 'Open in authenticator app' });
  expect(await link.isVisible()).toBe(false);
  await page.setViewportSize(PHONE);
  await link.waitFor();
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(url.protocol).toBe('otpauth:');
  expect(decodeURIComponent(url.pathname)).toBe(`/${ORGANIZATION}:${OFFICE.email}`);
  expect(url.searchParams.get('issuer')).toBe(ORGANIZATION);
  expect(url.searchParams.get('secret')).toBe(secret);
  await animationsDone(dialog);
  await screenshot(page, picture);
  await page.setViewportSize(DESKTOP);
}

/** The recovery codes dialog: reads the ten codes, says they are saved, closes. */
async function saveRecoveryCodes(page: Page, picture?: string): Promise<string[]> {
  const dialog = page.getByRole('alertdialog', { name: 'Save your recovery codes' });
  await dialog.waitFor();
  const codes = await dialog
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/i);
  const close = dialog.getByRole('button', { name: 'Close' });
  // Closed only once the member says the codes are saved: losing them can lock the member out.
  // Neither Escape nor a click beside it closes it, and the focus is in it (not on the page behind).
  expect(await close.isDisabled()).toBe(true);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  expect(await dialog.isVisible()).toBe(true);
  if (picture) {
    await animationsDone(dialog);
    await screenshot(page, picture);
  }
  await dialog.getByLabel('I have saved these codes').check();
  await close.click();
  await dialog.waitFor({ state: 'detached' });
  return codes;
}

async function expectNoAccessibilityViolations(page: Page) {
  expect((await axeFindings(page)).all).toEqual([]);
}

describe('two-step verification in the browser', () => {
  it('sets up the authenticator app from the security page, with ten recovery codes saved once', async () => {
    await signIn(office, baseUrl, OFFICE.email);
    await openSecurityPage(office);
    await expectNoAccessibilityViolations(office);

    officeSecret = await setUpAuthenticator(
      office,
      office.getByRole('button', { name: 'Set up', exact: true }),
      'two-factor-01-setup-dialog',
    );
    officeRecoveryCodes = await saveRecoveryCodes(office, 'two-factor-02-recovery-codes');
    expect(new Set(officeRecoveryCodes).size).toBe(10);
    await office.getByText('Authenticator app turned on').waitFor();
    await office.getByText('10 of 10 codes left.').waitFor();
  });

  it('asks for the code after the password, and refuses the same code twice', async () => {
    await signOut(office);
    await enterPassword(office, OFFICE.email);
    await heading(office, 'Two-step verification').waitFor();
    expect(await office.getByText(OFFICE.email, { exact: true }).count()).toBe(1);
    await settled(office);
    await expectNoAccessibilityViolations(office);
    await screenshot(office, 'two-factor-03-second-step');
    await office.setViewportSize(PHONE);
    await screenshot(office, 'two-factor-04-second-step-phone');
    await office.setViewportSize(DESKTOP);

    const code = authenticatorCode(officeSecret);
    await verifyCode(office, code);
    await inTheApp(office);

    await signOut(office);
    await enterPassword(office, OFFICE.email);
    await heading(office, 'Two-step verification').waitFor();
    await verifyCode(office, code);
    await refusal(office, SECURITY_MESSAGES.reusedCode).waitFor();
    // Still the step: no session came of the replayed code.
    expect(await office.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    // The next step's code, as the phone shows it a moment later.
    await verifyCode(office, authenticatorCode(officeSecret, 1));
    await inTheApp(office);
  });

  it('signs in with a recovery code once, and suggests setting up again', async () => {
    const [first, second] = officeRecoveryCodes;
    await signOut(office);
    await enterPassword(office, OFFICE.email);
    await heading(office, 'Two-step verification').waitFor();
    await office.getByRole('button', { name: 'Use a recovery code' }).click();
    await office.getByLabel('Recovery code').fill(first ?? '');
    await office.getByRole('button', { name: 'Verify' }).click();
    await inTheApp(office);
    await office.getByText('You signed in with a recovery code').waitFor();
    await office.getByRole('button', { name: 'Set up now' }).click();
    await heading(office, 'Sign-in and security').waitFor();
    await office.getByText('9 of 10 codes left.').waitFor();

    await signOut(office);
    await enterPassword(office, OFFICE.email);
    await heading(office, 'Two-step verification').waitFor();
    await office.getByRole('button', { name: 'Use a recovery code' }).click();
    await office.getByLabel('Recovery code').fill(first ?? '');
    await office.getByRole('button', { name: 'Verify' }).click();
    await refusal(office, SECURITY_MESSAGES.wrongRecoveryCode).waitFor();
    expect(await office.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    // Another of the saved codes, typed as a person might: upper case, no dash.
    await office.getByLabel('Recovery code').fill((second ?? '').replace('-', '').toUpperCase());
    await office.getByRole('button', { name: 'Verify' }).click();
    await inTheApp(office);
    // The advice stays until closed, and below the header: the user menu is still there to use.
    const advice = office.getByRole('listitem').filter({ hasText: 'You signed in with a recovery code' });
    await advice.waitFor();
    await animationsDone(advice);
    await screenshot(office, 'two-factor-05-recovery-code-advice');
    await openSecurityPage(office);
    await closeToast(office, 'You signed in with a recovery code');
  });

  it('adds a passkey, then signs in with it alone', async () => {
    const authenticator = await addVirtualAuthenticator(office);
    await openSecurityPage(office);
    await office.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = office.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('Office laptop');
    // Asked before the browser's prompt: a stolen session alone cannot add a passkey of its own.
    await dialog.getByLabel('Your password').fill('demo1234');
    await animationsDone(dialog);
    await screenshot(office, 'two-factor-06-add-passkey-dialog');
    await office.setViewportSize(PHONE);
    await screenshot(office, 'two-factor-07-add-passkey-dialog-phone');
    await office.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    await closeToast(office, 'Passkey “Office laptop” added');
    await office.locator('main').getByRole('listitem').filter({ hasText: 'Office laptop' }).waitFor();
    expect(await storedCredentials(authenticator)).toHaveLength(1);
    // Not the first factor: no new recovery codes.
    expect(await office.getByRole('alertdialog').count()).toBe(0);

    await settled(office);
    await expectNoAccessibilityViolations(office);
    await wholePage(office, 'two-factor-08-security-page');
    await office.setViewportSize(PHONE);
    await wholePage(office, 'two-factor-09-security-page-phone');
    await office.setViewportSize(DESKTOP);

    await signOut(office);
    await office.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await inTheApp(office);
    await openSecurityPage(office);
    expect(
      await office.locator('main').getByRole('listitem').filter({ hasText: 'Office laptop' }).innerText(),
    ).not.toContain('Never used');
  });

  it('makes new recovery codes only with the password', async () => {
    await office.getByRole('button', { name: 'Create new codes' }).click();
    const dialog = office.getByRole('dialog', { name: 'Create new recovery codes?' });
    await dialog.getByLabel('Your password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Create new codes' }).click();
    const codes = await saveRecoveryCodes(office);
    expect(codes.filter((code) => officeRecoveryCodes.includes(code))).toEqual([]);
    await office.getByText('10 of 10 codes left.').waitFor();
  });

  it('removing the app asks for the password: a wrong one changes nothing, the right one removes it', async () => {
    const remove = office.getByRole('button', { name: 'Remove', exact: true });
    await remove.click();
    const dialog = office.getByRole('dialog', { name: 'Remove the authenticator app?' });
    const password = dialog.getByLabel('Your password');
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await refusal(office, SECURITY_MESSAGES.stepUpPasswordWrong).waitFor();
    // The message is in the dialog, which stays open with the focus back in the field.
    expect(await dialog.getByRole('alert').innerText()).toBe(SECURITY_MESSAGES.stepUpPasswordWrong);
    expect(await password.evaluate((element) => element === document.activeElement)).toBe(true);
    await settled(office);
    await expectNoAccessibilityViolations(office);
    await animationsDone(dialog);
    await screenshot(office, 'two-factor-10-remove-app-wrong-password');
    await office.setViewportSize(PHONE);
    await screenshot(office, 'two-factor-11-remove-app-wrong-password-phone');
    await office.setViewportSize(DESKTOP);

    // Nothing changed: the server still has the app.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await office.reload();
    await heading(office, 'Sign-in and security').waitFor();
    await office.locator('main').getByText('On', { exact: true }).waitFor();

    await remove.click();
    await password.fill('demo1234');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'detached' });
    await closeToast(office, 'Authenticator app removed');
    await office.reload();
    await heading(office, 'Sign-in and security').waitFor();
    await office.locator('main').getByText('Not set up', { exact: true }).waitFor();
  });

  it('sends an admin without a second factor to enrolment once the organisation requires it', async () => {
    await office.goto(`${baseUrl}/users`);
    const policy = office.getByRole('form', { name: 'Sign-in policy' });
    await policy.waitFor();
    await policy.getByRole('radio', { name: 'Admins' }).check();
    // The card: the form and its title above it.
    const card = policy.locator('xpath=..');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(SCREENSHOT_DIR, 'two-factor-12-policy-card.png') });
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await closeToast(office, 'Sign-in policy saved');

    await pastor.goto(baseUrl);
    await enterPassword(pastor, PASTOR.email);
    await heading(pastor, 'Set up two-step verification').waitFor();
    await pastor.getByText(SECURITY_MESSAGES.mustEnrol).waitFor();
    await settled(pastor);
    await expectNoAccessibilityViolations(pastor);
    await screenshot(pastor, 'two-factor-13-enrolment-gate');

    // Nothing else opens until a second factor is set up.
    await pastor.goto(`${baseUrl}/documents`);
    await heading(pastor, 'Set up two-step verification').waitFor();
    expect(await heading(pastor, 'Documents').count()).toBe(0);

    await setUpAuthenticator(pastor, pastor.getByRole('button', { name: 'Set up an authenticator app' }));
    await saveRecoveryCodes(pastor);
    await heading(pastor, 'Documents').waitFor();

    await policy.getByRole('radio', { name: 'Nobody' }).check();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    const log = office.getByRole('region', { name: 'Audit log entries' });
    await log.getByText(/two-step verification not required/i).waitFor();
    await log.getByText(/two-step verification required for admins/i).waitFor();
  });

  it("lets the master admin reset a member's two-step verification, audited", async () => {
    // The demo account signs in with its password alone, policy or not.
    await signIn(demo, baseUrl, 'demo@example.org');
    await demo.goto(`${baseUrl}/users`);
    // The policy card above the list grows when its figures arrive; a menu opened before that follows
    // its button below the fold, where the open menu's scroll lock keeps it (a loaded run failed so).
    await demo.getByRole('form', { name: 'Sign-in policy' }).getByRole('radio', { name: 'Nobody' }).waitFor();
    await demo.getByRole('button', { name: `More actions for ${PASTOR.name}` }).click();
    await demo.getByRole('menuitem', { name: 'Reset two-step verification' }).click();
    const confirm = demo.getByRole('alertdialog', {
      name: `Reset two-step verification for ${PASTOR.name}?`,
    });
    await confirm.getByRole('button', { name: 'Reset two-step verification' }).click();
    await demo.getByText(`Two-step verification reset for ${PASTOR.name}`).waitFor();
    await demo
      .getByRole('region', { name: 'Audit log entries' })
      .getByText("Reset a member's two-step verification")
      .waitFor();

    // Samuel was signed out everywhere; his next sign-in is the password alone.
    await pastor.reload();
    await heading(pastor, 'Sign in to Steward').waitFor();
    await enterPassword(pastor, PASTOR.email);
    await heading(pastor, 'Documents').waitFor();
  });

  it('logged nothing unexpected in the browser console', () => {
    expect(errors.flat().filter((line) => !expectedNoise.test(line))).toEqual([]);
  });
});
