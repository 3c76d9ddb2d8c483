import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorizationServer, startAuthorizationServer } from '../apps/server/test/oauth-server';
import {
  animationsDone,
  axeFindings,
  describeFocus,
  focusIsIn,
  focusIsOn,
  settled,
  signIn,
  tabTo,
} from './support/accessibility';
import { callApi } from './support/api';
import { FUNDRAISING_PATH } from './support/app-routes';
import { launchChromium, screenshot, watchForErrors } from './support/browser';
import { type RunningServer, startBuiltServer } from './support/server';

let authorizationServer: AuthorizationServer;
let server: RunningServer;
let browser: Browser;
let desktop: BrowserContext;
let page: Page;
let errors: string[];

// Signed out, the session check answers 401 by design.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

/** A plain text document of the demo data, which every document action applies to. */
const TEXT_DOCUMENT = 'Year-End Giving Letter.txt';
const CUSTOMISED_CARD = 'HR Ministry Solutions';
const CUSTOM_CARD = 'E2E Keyboard Tool';
const INVITED = 'new.volunteer@example.org';

beforeAll(async () => {
  authorizationServer = await startAuthorizationServer();
  [server, browser] = await Promise.all([
    startBuiltServer({ OAUTH_PROVIDER_OVERRIDES: JSON.stringify(authorizationServer.overrides) }),
    launchChromium(),
  ]);
  desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  page = await desktop.newPage();
  errors = watchForErrors(page);
  await signIn(page, server.url, 'demo@example.org');
  await prepareData(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await authorizationServer?.stop();
});

/**
 * What some dialogs need before they are offered: a logo (Remove logo), a customised built-in card
 * (Reset) and a custom one (Remove), and an OAuth provider configured and connected (Remove
 * configuration, Disconnect). Made through the API: only the dialogs are the subject here.
 */
async function prepareData(p: Page) {
  await p.evaluate(async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" fill="#4338ca"/></svg>';
    const body = new FormData();
    body.append('file', new File([svg], 'logo.svg', { type: 'image/svg+xml' }));
    const response = await fetch('/api/organizations/logo', {
      method: 'PUT',
      headers: { Accept: 'application/json', 'X-Steward-CSRF': '1' },
      body,
    });
    if (!response.ok) throw new Error(`logo: ${response.status}`);
  });

  const hr = await callApi<{ integrations: { key: string; name: string; url: string; category: string }[] }>(
    p,
    'GET',
    '/api/operations/hr',
  );
  const builtIn = hr.integrations.find((card) => card.name === CUSTOMISED_CARD);
  if (!builtIn) throw new Error(`no ${CUSTOMISED_CARD} card`);
  await callApi(p, 'PUT', `/api/integrations/${encodeURIComponent(builtIn.key)}`, {
    name: CUSTOMISED_CARD,
    description: 'HR guidance for churches, customised by the keyboard test.',
    url: builtIn.url,
    category: builtIn.category,
    note: '',
  });
  await callApi(p, 'POST', '/api/integrations', {
    name: CUSTOM_CARD,
    description: 'A card added for the keyboard test.',
    url: 'https://example.org/tool',
    category: builtIn.category,
    note: '',
    operationsCategory: 'hr',
  });

  await callApi(p, 'PUT', '/api/oauth/configs/google-workspace', {
    clientId: 'steward-e2e-client',
    clientSecret: 'steward-e2e-secret',
  });
  const { authorizationUrl } = await callApi<{ authorizationUrl: string }>(
    p,
    'POST',
    '/api/oauth/google-workspace/authorize',
  );
  await p.goto(authorizationUrl);
  await p.getByText('Successfully connected to Google Workspace').waitFor();
}

async function open(p: Page, path: string, heading: string | RegExp) {
  await p.goto(`${server.url}${path}`);
  await p.getByRole('heading', { level: 1, name: heading }).waitFor();
  await settled(p);
}

/**
 * The whole round with the keyboard alone: Tab to the trigger, Enter (or Space), the focus moves into
 * the dialog, axe finds nothing serious with it open, Escape closes it and the focus is back on the
 * trigger.
 */
async function roundTrip(
  p: Page,
  trigger: Locator,
  dialog: Locator,
  {
    key = 'Enter',
    picture,
    whileOpen,
  }: { key?: 'Enter' | ' '; picture?: string; whileOpen?: () => Promise<void> } = {},
) {
  await tabTo(p, trigger);
  await p.keyboard.press(key);
  await dialog.waitFor();
  await animationsDone(dialog);
  await settled(p);
  await expect.poll(() => focusIsIn(dialog), { message: 'focus moves into the dialog' }).toBe(true);
  expect((await axeFindings(p)).serious).toEqual([]);
  await whileOpen?.();
  if (picture) await screenshot(p, picture);
  await p.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusBackOn(p, trigger);
}

async function expectFocusBackOn(p: Page, trigger: Locator) {
  try {
    await expect.poll(() => focusIsOn(trigger)).toBe(true);
  } catch {
    throw new Error(`The focus did not return to the trigger: it is on ${await describeFocus(p)}`);
  }
}

describe('every dialog opens and closes with the keyboard alone', () => {
  describe('top bar', () => {
    it('Change logo, and Remove logo inside it', async () => {
      await open(page, '/', 'Dashboard');
      const trigger = page.getByRole('button', { name: 'Change logo' });
      const dialog = page.getByRole('dialog', { name: 'Change logo' });
      await tabTo(page, trigger);
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect.poll(() => focusIsIn(dialog)).toBe(true);
      // A confirmation inside the dialog: Escape closes that one only, back to its button.
      await roundTrip(
        page,
        dialog.getByRole('button', { name: 'Remove logo' }),
        page.getByRole('alertdialog', { name: 'Remove logo?' }),
      );
      expect(await dialog.isVisible()).toBe(true);
      expect((await axeFindings(page)).serious).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusBackOn(page, trigger);
    });
  });

  describe('document center', () => {
    const row = () =>
      page.getByRole('region', { name: 'Documents' }).locator('tr').filter({ hasText: TEXT_DOCUMENT });

    it('View', async () => {
      await open(page, '/documents', 'Documents');
      await roundTrip(
        page,
        row().getByRole('button', { name: `View ${TEXT_DOCUMENT}` }),
        page.getByRole('dialog', { name: TEXT_DOCUMENT }),
      );
    });

    it('Edit Properties', async () => {
      await roundTrip(
        page,
        row().getByRole('button', { name: `Edit Properties ${TEXT_DOCUMENT}` }),
        page.getByRole('dialog', { name: 'Edit Document' }),
      );
    });

    it('Edit Content', async () => {
      await roundTrip(
        page,
        row().getByRole('button', { name: `Edit Content ${TEXT_DOCUMENT}` }),
        page.getByRole('dialog', { name: `Edit ${TEXT_DOCUMENT}` }),
      );
    });

    it('Delete (the confirmation)', async () => {
      await roundTrip(
        page,
        row().getByRole('button', { name: `Delete ${TEXT_DOCUMENT}` }),
        page.getByRole('alertdialog', { name: 'Delete document?' }),
      );
    });

    it('Email Selected, after choosing a document with Space', async () => {
      await tabTo(page, row().getByRole('checkbox', { name: `Select ${TEXT_DOCUMENT}` }));
      await page.keyboard.press(' ');
      await page.getByText('1 selected').waitFor();
      await roundTrip(
        page,
        page.getByRole('button', { name: 'Email Selected' }),
        page.getByRole('dialog', { name: 'Email Documents' }),
      );
    });
  });

  describe('an operations category', () => {
    const card = (name: string) => page.getByRole('article', { name, exact: true });
    const editIntegration = () => page.getByRole('dialog', { name: 'Edit Integration' });

    it('Add Integration', async () => {
      await open(page, '/operations/hr', 'Human Resources');
      await roundTrip(page, page.getByRole('button', { name: 'Add Integration' }), editIntegration());
    });

    it("a card's Edit and Configure (the Edit Integration dialog)", async () => {
      await roundTrip(
        page,
        card(CUSTOMISED_CARD).getByRole('button', { name: `Edit ${CUSTOMISED_CARD}` }),
        editIntegration(),
      );
      await roundTrip(
        page,
        card(CUSTOMISED_CARD).getByRole('button', { name: `Configure ${CUSTOMISED_CARD}` }),
        editIntegration(),
      );
    });

    it("a card's Reset and Remove (the confirmations)", async () => {
      await roundTrip(
        page,
        card(CUSTOMISED_CARD).getByRole('button', { name: `Reset ${CUSTOMISED_CARD}` }),
        page.getByRole('alertdialog', { name: `Reset ${CUSTOMISED_CARD}?` }),
      );
      await roundTrip(
        page,
        card(CUSTOM_CARD).getByRole('button', { name: `Remove ${CUSTOM_CARD}` }),
        page.getByRole('alertdialog', { name: `Remove ${CUSTOM_CARD}?` }),
      );
    });

    it('Add contact (Primary Contact)', async () => {
      await roundTrip(
        page,
        card(CUSTOMISED_CARD).getByRole('button', { name: `Add contact for ${CUSTOMISED_CARD}` }),
        page.getByRole('dialog', { name: 'Primary Contact' }),
      );
    });

    it("the documents panel's View, Email and Email Selected", async () => {
      const panel = page.getByRole('list', { name: 'Human Resources Documents' });
      const item = panel.getByRole('listitem').first();
      const name =
        (await item.getByRole('checkbox').getAttribute('aria-label'))?.replace(/^Select /, '') ?? '';
      await roundTrip(
        page,
        item.getByRole('button', { name: `View ${name}` }),
        page.getByRole('dialog', { name }),
      );
      await roundTrip(
        page,
        item.getByRole('button', { name: `Email ${name}` }),
        page.getByRole('dialog', { name: 'Email Documents' }),
      );
      await tabTo(page, item.getByRole('checkbox'));
      await page.keyboard.press(' ');
      await roundTrip(
        page,
        page.getByRole('button', { name: 'Email Selected' }),
        page.getByRole('dialog', { name: 'Email Documents' }),
      );
    });
  });

  describe('a department', () => {
    it('Manage Access, from the header and from Manage Team', async () => {
      await open(page, '/department/worship', 'Worship');
      const dialog = page.getByRole('dialog', { name: 'Manage Access' });
      await roundTrip(page, page.getByRole('button', { name: 'Manage Access' }), dialog);
      await roundTrip(page, page.getByRole('button', { name: 'Manage Team' }), dialog);
    });
  });

  describe('the fundraising department', () => {
    it('Analytics Settings', async () => {
      await open(page, FUNDRAISING_PATH, 'Fundraising & Donor Management');
      await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
      await settled(page);
      await roundTrip(
        page,
        page.getByRole('button', { name: 'Analytics Settings' }),
        page.getByRole('dialog', { name: 'Analytics Settings' }),
      );
    });

    it('Clear All Data (the confirmation), on the Data Management tab reached with the arrow keys', async () => {
      await tabTo(page, page.getByRole('tab', { name: 'Analytics', selected: true }));
      // Radix moves the focus a moment after the key: one press at a time.
      for (const next of ['All Donors', 'Data Management']) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => focusIsOn(page.getByRole('tab', { name: next }))).toBe(true);
      }
      await page.getByRole('tab', { name: 'Data Management', selected: true }).waitFor();
      await settled(page);
      await roundTrip(
        page,
        page.getByRole('tabpanel').getByRole('button', { name: 'Clear All Data' }),
        page.getByRole('alertdialog', { name: 'Clear all donor data?' }),
      );
    });

    it('the donor assistant (a window, not modal): Escape closes it, back on its button', async () => {
      const launcher = page.getByRole('button', { name: 'Open the donor assistant' });
      const assistant = page.getByRole('region', { name: 'Donor Assistant' });
      await tabTo(page, launcher);
      await page.keyboard.press('Enter');
      await assistant.waitFor();
      await expect.poll(() => focusIsIn(assistant)).toBe(true);
      expect((await axeFindings(page)).serious).toEqual([]);
      await page.keyboard.press('Escape');
      await assistant.waitFor({ state: 'detached' });
      await expectFocusBackOn(page, launcher);
    });
  });

  describe('user management', () => {
    it('Invite User', async () => {
      await open(page, '/users', 'User Management');
      await roundTrip(
        page,
        page.getByRole('button', { name: 'Invite User' }),
        page.getByRole('dialog', { name: 'Invite User' }),
      );
    });

    it('Deactivate (the confirmation)', async () => {
      await roundTrip(
        page,
        page.getByRole('button', { name: 'Deactivate Maria Lopez' }),
        page.getByRole('alertdialog', { name: 'Deactivate Maria Lopez?' }),
      );
    });

    it('Cancel an invitation (the confirmation)', async () => {
      await roundTrip(
        page,
        page.getByRole('button', { name: `Cancel invitation for ${INVITED}` }),
        page.getByRole('alertdialog', { name: `Cancel the invitation for ${INVITED}?` }),
      );
    });
  });

  describe('OAuth management', () => {
    const card = () => page.getByRole('article', { name: 'Google Workspace', exact: true });

    it('Configure, and Remove configuration inside it', async () => {
      await open(page, '/oauth', 'OAuth Management');
      const trigger = card().getByRole('button', { name: 'Configure Google Workspace' });
      const dialog = page.getByRole('dialog', { name: 'Configure Google Workspace' });
      await roundTrip(page, trigger, dialog);
      await tabTo(page, trigger);
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await roundTrip(
        page,
        dialog.getByRole('button', { name: 'Remove configuration' }),
        page.getByRole('alertdialog', { name: 'Remove the Google Workspace configuration?' }),
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusBackOn(page, trigger);
    });

    it('Disconnect (the confirmation)', async () => {
      await roundTrip(
        page,
        card().getByRole('button', { name: 'Disconnect Google Workspace' }),
        page.getByRole('alertdialog', { name: 'Disconnect Google Workspace?' }),
      );
    });
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});

describe('dialogs on a 390x844 phone, with the keyboard alone', () => {
  let phone: Page;

  beforeAll(async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
      storageState: await desktop.storageState(),
    });
    phone = await context.newPage();
  });

  /** The keyboard round, with a check that the dialog fits the screen and a picture of it. */
  async function onPhone(trigger: Locator, dialog: Locator, name: string) {
    await roundTrip(phone, trigger, dialog, {
      picture: `phone-dialog-${name}-390`,
      whileOpen: async () => {
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} fits`).toBe(true);
        expect(await phone.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          390,
        );
      },
    });
  }

  it('the navigation menu', async () => {
    await open(phone, '/', 'Dashboard');
    const menu = phone.getByRole('dialog', { name: 'Steward navigation' });
    await onPhone(phone.getByRole('button', { name: 'Open navigation' }), menu, 'navigation');
  });

  it('fits every dialog inside the screen', async () => {
    const checks: [path: string, heading: string, trigger: Locator, dialog: Locator, name: string][] = [
      [
        '/documents',
        'Documents',
        phone.getByRole('button', { name: `Edit Properties ${TEXT_DOCUMENT}` }),
        phone.getByRole('dialog', { name: 'Edit Document' }),
        'edit-document',
      ],
      [
        '/operations/hr',
        'Human Resources',
        phone.getByRole('button', { name: 'Add Integration' }),
        phone.getByRole('dialog', { name: 'Edit Integration' }),
        'add-integration',
      ],
      [
        '/department/worship',
        'Worship',
        phone.getByRole('button', { name: 'Manage Access' }),
        phone.getByRole('dialog', { name: 'Manage Access' }),
        'manage-access',
      ],
      [
        FUNDRAISING_PATH,
        'Fundraising & Donor Management',
        phone.getByRole('button', { name: 'Analytics Settings' }),
        phone.getByRole('dialog', { name: 'Analytics Settings' }),
        'analytics-settings',
      ],
      [
        '/users',
        'User Management',
        phone.getByRole('button', { name: 'Deactivate Maria Lopez' }),
        phone.getByRole('alertdialog', { name: 'Deactivate Maria Lopez?' }),
        'deactivate',
      ],
      [
        '/oauth',
        'OAuth Management',
        phone.getByRole('button', { name: 'Configure Google Workspace' }),
        phone.getByRole('dialog', { name: 'Configure Google Workspace' }),
        'configure-oauth',
      ],
    ];
    for (const [path, heading, trigger, dialog, name] of checks) {
      await open(phone, path, heading);
      await onPhone(trigger, dialog, name);
    }
  });
});
