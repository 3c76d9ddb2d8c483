import AxeBuilder from '@axe-core/playwright';
import { SECURITY_MESSAGES } from '@steward/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, watchForErrors } from './support/browser';
import { authenticatorCode } from './support/second-factor';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let inviteeContext: BrowserContext;
/** The organisation's creator, on a desktop browser. */
let admin: Page;
/** The invited member, on a phone, in a browser of their own (no shared cookies). */
let invitee: Page;
let adminErrors: string[];
let inviteeErrors: string[];
let invitationLink: string;

const ADMIN = { name: 'Morgan Ellis', email: 'morgan@hope.test', password: 'morgan-secret' };
const INVITEE = { name: 'Riley Park', email: 'riley@hope.test', password: 'riley-secret' };
const ORGANIZATION = 'Hope Chapel';

// Signed out, the session check answers 401 by design, and the deactivated member's sign-in is refused:
// the browser logs both as failed loads.
const expectedNoise = /Failed to load resource: the server responded with a status of (401|403)/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  admin = await adminContext.newPage();
  adminErrors = watchForErrors(admin);
  inviteeContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  invitee = await inviteeContext.newPage();
  inviteeErrors = watchForErrors(invitee);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectHeading(page: Page, expected: string) {
  await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
}

/** Nothing spills sideways: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** One member: a table row on wide screens, a card on phones. */
/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, listed with their elements. */
async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Lets a dialog's fade-in finish before a picture is taken. */
async function settled(dialog: Locator) {
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
}

function memberRow(page: Page, name: string) {
  return page.getByRole('region', { name: 'Members' }).locator('tr, li').filter({ hasText: name });
}

/** The day `days` from now as the app writes dates ("Dec 16, 2026"), in the browser's time zone. */
function daysFromNow(page: Page, days: number): Promise<string> {
  return page.evaluate(
    (n) =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(
        new Date(Date.now() + n * 24 * 60 * 60 * 1000),
      ),
    days,
  );
}

/** The sign-in policy card on the Users page: its form and the sentence that says whom the rule covers. */
function policyCard(page: Page) {
  const form = page.getByRole('form', { name: 'Sign-in policy' });
  return { form, coverage: form.getByRole('status'), card: form.locator('xpath=..') };
}

/** Waits for the toast that says `text`, then closes it as a person would. */
async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** The policy card's sentence, once it says `sentence` (it follows the choice as it changes). */
async function saysWhomItCovers(coverage: Locator, sentence: string) {
  await coverage.filter({ hasText: sentence }).waitFor();
  expect(await coverage.innerText()).toBe(sentence);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('an organisation creator and the member they invite', () => {
  it('creates an account, signs in and is welcomed without an organisation', async () => {
    await admin.goto(server.url);
    await admin.getByRole('button', { name: 'Sign up' }).click();
    await expectHeading(admin, 'Create your account');
    await admin.getByLabel('Full name').fill(ADMIN.name);
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Create account' }).click();
    await admin.getByText('Account created successfully! You can now sign in.').waitFor();
    await expectHeading(admin, 'Sign in to Steward');

    await signIn(admin, ADMIN.email, ADMIN.password);
    await expectHeading(admin, 'Welcome');
    expect(await admin.locator('main').innerText()).toContain('Set up your organization');
  });

  it('sets up the organisation from the welcome screen and becomes its Master Admin', async () => {
    await admin.getByRole('link', { name: 'Set Up Organization' }).click();
    await expectHeading(admin, 'User Management');
    const create = admin.getByRole('button', { name: 'Create Organization' });
    expect(await create.isDisabled()).toBe(true);
    await admin.getByLabel('Organization name').fill(`  ${ORGANIZATION}  `);
    await screenshot(admin, 'accounts-01-organization-setup');
    await create.click();

    await admin.getByText(`Invite people to ${ORGANIZATION} and manage their roles.`).waitFor();
    expect(await admin.locator('header').innerText()).toContain('Master Admin');
    const me = memberRow(admin, ADMIN.name);
    expect(await me.innerText()).toContain('(you)');
    expect(await me.getByRole('button').count()).toBe(0);
    await admin
      .getByRole('region', { name: 'Audit log entries' })
      .getByText('Created the organization')
      .waitFor();
  });

  it('invites a user and gets a link to share', async () => {
    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill(INVITEE.email);
    await dialog.getByLabel('Full name').fill(INVITEE.name);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('user');
    await settled(dialog);
    await screenshot(admin, 'accounts-02-invite-dialog');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();

    const success = admin.getByRole('dialog', { name: 'Invitation Created' });
    await success.waitFor();
    invitationLink = await success.getByLabel('Invitation link').inputValue();
    expect(invitationLink).toMatch(new RegExp(`^${server.url}/invite/[\\w-]{20,}$`));
    // No mail server in this test: the email waits in the outbox.
    expect(await success.innerText()).toContain('kept in the outbox');

    await success.getByRole('button', { name: 'Copy' }).click();
    await success.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(invitationLink);
    await screenshot(admin, 'accounts-03-invitation-link');
    expect(await accessibilityViolations(admin)).toEqual([]);
    // The confirmation lasts 2 seconds.
    await success.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4000 });

    await success.getByRole('button', { name: 'Done' }).click();
    await success.waitFor({ state: 'detached' });
    await admin
      .getByRole('region', { name: 'Pending invitations' })
      .getByText(INVITEE.email, { exact: true })
      .waitFor();
  });

  it('lets the invitee accept on a phone, in a browser of their own, and lands them signed in', async () => {
    await invitee.goto(invitationLink);
    await expectHeading(invitee, 'Accept Invitation');
    await invitee.getByText(`${ADMIN.name} invited you to join ${ORGANIZATION} as a User.`).waitFor();
    expect(await invitee.locator('main').innerText()).toContain(INVITEE.email);
    expect(await accessibilityViolations(invitee)).toEqual([]);

    await invitee.getByLabel('Password', { exact: true }).fill(INVITEE.password);
    await invitee.getByLabel('Confirm password').fill('something-else');
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await invitee.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    await screenshot(invitee, 'accounts-04-phone-accept-invitation');

    await invitee.getByLabel('Confirm password').fill(INVITEE.password);
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectHeading(invitee, 'Dashboard');
    expect(new URL(invitee.url()).pathname).toBe('/');
    expect(await invitee.locator('header').innerText()).toContain('User');
    expect(await invitee.locator('main').innerText()).toContain(ORGANIZATION);
  });

  it('shows the invitee "Access Restricted" on /users', async () => {
    await invitee.goto(`${server.url}/users`);
    await expectHeading(invitee, 'Access Restricted');
    expect(await invitee.locator('main').innerText()).toContain(
      'You need admin privileges to access user management.',
    );
    await screenshot(invitee, 'accounts-05-phone-access-restricted');
  });

  it('says an used invitation link is no longer valid', async () => {
    const page = await inviteeContext.newPage();
    await page.goto(invitationLink);
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired invitation' }).waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).waitFor();
    await screenshot(page, 'accounts-06-phone-invalid-invitation');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('lets the Master Admin make the invitee an Admin, who then sees the member table', async () => {
    await admin.reload();
    const row = memberRow(admin, INVITEE.name);
    expect(await row.innerText()).toContain('Active');
    await row.getByRole('combobox', { name: `Role for ${INVITEE.name}` }).selectOption('admin');
    await admin.getByText('Role updated').waitFor();
    // Accepted: no longer pending.
    await admin.getByText('No pending invitations.', { exact: false }).waitFor();
    await screenshot(admin, 'accounts-07-role-changed');

    await invitee.reload();
    await expectHeading(invitee, 'User Management');
    await memberRow(invitee, ADMIN.name).waitFor();
    expect(await invitee.locator('header').innerText()).toContain('Admin');
    // An admin may not change roles: badges, no dropdowns; and not act on the master admin or themself.
    expect(await invitee.getByRole('region', { name: 'Members' }).getByRole('combobox').count()).toBe(0);
    expect(await memberRow(invitee, ADMIN.name).getByRole('button').count()).toBe(0);
    await expectNoSidewaysScroll(invitee);
    await screenshot(invitee, 'accounts-08-phone-user-management');
  });

  it('gives the admins a grace period when it requires two-step verification of them; the one without it sees until when', async () => {
    // The Master Admin sets up their own first: the rule covers them too.
    await admin.getByRole('link', { name: 'Sign-in and security' }).click();
    await expectHeading(admin, 'Sign-in and security');
    await admin.getByRole('button', { name: 'Set up', exact: true }).click();
    const setup = admin.getByRole('dialog', { name: 'Set up an authenticator app' });
    const secret = (await setup.locator('code').innerText()).replace(/\s+/g, '');
    await setup.getByLabel('Authentication code').fill(authenticatorCode(secret));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const codes = admin.getByRole('alertdialog', { name: 'Save your recovery codes' });
    await codes.getByLabel('I have saved these codes').check();
    await codes.getByRole('button', { name: 'Close' }).click();
    await codes.waitFor({ state: 'detached' });

    await admin.goto(`${server.url}/users`);
    const { form, coverage, card } = policyCard(admin);
    await form.waitFor();
    // The policy comes first, above the members it covers.
    const [policyTop, membersTop] = await Promise.all([
      card.evaluate((element) => element.getBoundingClientRect().top),
      admin
        .getByRole('region', { name: 'Members' })
        .evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(policyTop).toBeLessThan(membersTop);

    expect(await form.getByLabel('Grace period').count()).toBe(0);
    await form.getByRole('radio', { name: 'Admins' }).check();
    await saysWhomItCovers(
      coverage,
      'This applies to 2 admins; 1 has not set up two-step verification and will be asked to at their next step.',
    );
    await form.getByLabel('Grace period').selectOption('7');
    const due = await daysFromNow(admin, 7);
    await saysWhomItCovers(
      coverage,
      `This applies to 2 admins; 1 has not set up two-step verification and will be asked to from ${due}.`,
    );
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin, 'accounts-08a-policy-grace-before-saving');
    await form.getByRole('button', { name: 'Save policy' }).click();
    await closeToast(admin, 'Sign-in policy saved');

    // While the grace runs, the card says until when and who has still to set it up.
    await form.getByText(`Grace period until ${due}.`).waitFor();
    const waiting = form.getByRole('list', { name: 'Not set up yet (1):' });
    expect(await waiting.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^${INVITEE.name}\\s+${INVITEE.email}$`)),
    ]);
    expect(await form.getByLabel('Grace period').count()).toBe(0);
    await screenshot(admin, 'accounts-08b-policy-grace-running');
    expect(await accessibilityViolations(admin)).toEqual([]);

    // The admin it covers, at their next visit: a banner with the date on every page, and the app
    // still theirs.
    await invitee.reload();
    const banner = invitee
      .getByRole('status')
      .filter({ hasText: 'Your organization requires two-step verification from' });
    expect(await banner.innerText()).toBe(
      `Your organization requires two-step verification from ${due}. Set it up now.`,
    );
    await expectNoSidewaysScroll(invitee);
    await screenshot(invitee, 'accounts-08c-phone-grace-banner');
    await invitee.getByRole('button', { name: 'Open navigation' }).click();
    await invitee.getByRole('dialog').getByRole('link', { name: 'Dashboard' }).click();
    await expectHeading(invitee, 'Dashboard');
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Set it up now' }).getAttribute('href')).toBe(
      '/account/security',
    );
  });

  it('sends a member to enrolment at their next click when a rule covering them is turned on while they are signed in', async () => {
    const { form, coverage, card } = policyCard(admin);
    await form.getByRole('radio', { name: 'Everyone' }).check();
    // Wider than the saved rule: a grace may be given again; none this time.
    expect(await form.getByLabel('Grace period').inputValue()).toBe('0');
    await saysWhomItCovers(
      coverage,
      'This applies to 2 members; 1 has not set up two-step verification and will be asked to at their next step.',
    );
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin, 'accounts-08d-policy-everyone-before-saving');
    await admin.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin, 'accounts-08e-phone-policy-everyone-before-saving');
    await admin.setViewportSize({ width: 1366, height: 900 });
    await form.getByRole('button', { name: 'Save policy' }).click();
    await closeToast(admin, 'Sign-in policy saved');
    await form.getByText(/Grace period until/).waitFor({ state: 'detached' });

    // The member is still on a page of the app, as it was before the rule: no reload from here on.
    await invitee.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });
    await invitee.getByRole('button', { name: 'Open navigation' }).click();
    await invitee.getByRole('dialog').getByRole('link', { name: 'Document Center' }).click();
    await expectHeading(invitee, 'Set up two-step verification');
    await invitee.getByText(SECURITY_MESSAGES.mustEnrol).waitFor();
    expect(await invitee.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(await invitee.getByRole('heading', { level: 1, name: 'Documents' }).count()).toBe(0);
    await screenshot(invitee, 'accounts-08f-phone-enrolment-at-next-click');

    // The Master Admin, who has set it up, carries on.
    await admin.reload();
    await expectHeading(admin, 'User Management');
  });

  it('deactivates the invitee after confirming, which ends their session and their sign-ins', async () => {
    const row = memberRow(admin, INVITEE.name);
    await row.getByRole('button', { name: `Deactivate ${INVITEE.name}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Deactivate ${INVITEE.name}?` });
    await confirm.getByText('Are you sure you want to deactivate this user?').waitFor();
    await settled(confirm);
    await screenshot(admin, 'accounts-09-deactivate-confirmation');
    expect(await accessibilityViolations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await admin.getByText('User deactivated').waitFor();
    await row.getByText('Inactive').waitFor();
    await row.getByRole('button', { name: `Reactivate ${INVITEE.name}` }).waitFor();
    await admin
      .getByRole('region', { name: 'Audit log entries' })
      .getByText('Deactivated a user')
      .first()
      .waitFor();
    await screenshot(admin, 'accounts-10-user-management');

    await invitee.reload();
    await expectHeading(invitee, 'Sign in to Steward');
    await signIn(invitee, INVITEE.email, INVITEE.password);
    await invitee
      .getByRole('alert')
      .filter({ hasText: 'Your account has been deactivated. Please contact your administrator.' })
      .waitFor();
    await screenshot(invitee, 'accounts-11-phone-deactivated-sign-in');
  });

  it('keeps user management usable at phone width for the Master Admin too', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await memberRow(admin, INVITEE.name).waitFor();
    await screenshot(admin, 'accounts-12-phone-user-management');
    await expectNoSidewaysScroll(admin);
    expect(await accessibilityViolations(admin)).toEqual([]);
    // The page scrolls inside <main>: show its end, the audit log as cards.
    await admin.getByRole('region', { name: 'Audit log entries' }).getByText('Deactivated a user').waitFor();
    await admin.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await screenshot(admin, 'accounts-13-phone-audit-log');

    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite User' });
    await settled(dialog);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(admin, 'accounts-14-phone-invite-dialog');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('logged no page errors along the way', () => {
    expect(adminErrors.filter((e) => !expectedNoise.test(e))).toEqual([]);
    expect(inviteeErrors.filter((e) => !expectedNoise.test(e))).toEqual([]);
  });
});
