import { createTestApp } from '@test/app';
import { buildWorld, call, upload, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'ops');
  await upload(t.app, w.user, { filename: 'Handbook.txt', content: 'x' }, { category: 'HR' });
  await upload(t.app, w.user, { filename: 'Payroll.txt', content: 'x' }, { category: 'Other', tags: 'hr' });
}, 60_000);
afterAll(() => t.close());

const view = (slug: string, cookie = w.user.cookie) =>
  call(t.app, 'GET', `/api/operations/${slug}`, { cookie });

describe('category page', () => {
  it('shows the spec’s tools with the spec’s counting rules', async () => {
    const hr = (await view('hr')).json();
    expect(hr.integrations.map((c: { name: string }) => c.name)).toEqual([
      'HR Ministry Solutions',
      'Ministry Safe',
      'Gusto',
      'GuideStone',
      'The Standard',
    ]);
    expect(hr.stats).toEqual({ relatedDocuments: 2, availableTools: 5, oauthReady: 1, activeContacts: 0 });
    const gusto = hr.integrations.find((c: { key: string }) => c.key === 'gusto');
    expect(gusto).toMatchObject({ connection: 'available', builtIn: true, customised: false });
    expect(hr.integrations[0]).toMatchObject({
      connection: 'manual',
      can: { edit: false, editContact: false },
    });
    expect((await view('communications')).json().stats.oauthReady).toBe(2);
  });

  it('answers "Category Not Found" for an unknown category', async () => {
    const response = await view('finance');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Category Not Found');
  });
});

describe('integrations', () => {
  let customKey: string;

  it('lets the master admin add a custom integration, which everyone in the organisation sees', async () => {
    const created = await call(t.app, 'POST', '/api/integrations', {
      cookie: w.master.cookie,
      payload: {
        operationsCategory: 'hr',
        name: ' Background Checks ',
        description: 'Volunteer screening',
        url: 'https://checks.example.org/login',
        category: 'Safety',
      },
    });
    expect(created.statusCode).toBe(201);
    customKey = created.json().key;
    expect(created.json()).toMatchObject({
      name: 'Background Checks',
      builtIn: false,
      connection: 'manual',
      can: { remove: true },
    });
    const seen = (await view('hr', w.admin.cookie)).json();
    expect(seen.integrations.at(-1).name).toBe('Background Checks');
    expect(seen.stats.availableTools).toBe(6);
    expect((await view('hr', w.otherMaster.cookie)).json().stats.availableTools).toBe(5);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://x.org',
  ])('refuses the URL %s and changes nothing', async (url) => {
    const response = await call(t.app, 'PUT', '/api/integrations/gusto', {
      cookie: w.master.cookie,
      payload: { name: 'Gusto', description: 'Payroll', url, category: 'Payroll' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Please enter a web address starting with http:// or https://',
    );
    expect(
      (await view('hr')).json().integrations.find((c: { key: string }) => c.key === 'gusto').url,
    ).toMatch(/^https:/);
  });

  it('customises a built-in card and resets it', async () => {
    const edited = await call(t.app, 'PUT', '/api/integrations/gusto', {
      cookie: w.master.cookie,
      payload: {
        name: 'Gusto Payroll',
        description: 'Our payroll',
        url: 'https://app.gusto.com/',
        category: 'Payroll',
      },
    });
    expect(edited.json()).toMatchObject({ name: 'Gusto Payroll', customised: true, can: { reset: true } });
    const reset = await call(t.app, 'DELETE', '/api/integrations/gusto', { cookie: w.master.cookie });
    expect(reset.statusCode).toBe(204);
    const gusto = (await view('hr')).json().integrations.find((c: { key: string }) => c.key === 'gusto');
    expect(gusto).toMatchObject({ name: 'Gusto', customised: false });
  });

  it('keeps integrations to the master admin', async () => {
    const response = await call(t.app, 'PUT', `/api/integrations/${customKey}`, {
      cookie: w.admin.cookie,
      payload: { name: 'X', description: 'Y', url: 'https://x.org', category: 'Custom' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only the master admin can add or edit integrations');
  });

  it('answers 404 for another organisation’s integration', async () => {
    const response = await call(t.app, 'PUT', `/api/integrations/${customKey}`, {
      cookie: w.otherMaster.cookie,
      payload: { name: 'Mine now', description: 'Y', url: 'https://x.org', category: 'Custom' },
    });
    expect(response.statusCode).toBe(404);
    const removal = await call(t.app, 'DELETE', `/api/integrations/${customKey}`, {
      cookie: w.otherMaster.cookie,
    });
    expect(removal.statusCode).toBe(404);
    expect((await view('hr')).json().integrations.at(-1).name).toBe('Background Checks');
  });
});

describe('contacts', () => {
  it('are edited by admins, shared, counted, and cleared by emptying every field', async () => {
    const saved = await call(t.app, 'PUT', '/api/integrations/ministry-safe/contact', {
      cookie: w.admin.cookie,
      payload: {
        name: 'Dana Reed',
        title: 'Account Manager',
        email: 'dana@ministrysafe.example',
        phone: '555-0100',
        company: 'Safety Team',
        notes: '',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contact).toEqual({
      name: 'Dana Reed',
      title: 'Account Manager',
      email: 'dana@ministrysafe.example',
      phone: '555-0100',
      company: 'Safety Team',
      notes: null,
    });
    expect((await view('hr', w.user.cookie)).json().stats.activeContacts).toBe(1);
    const overview = (await call(t.app, 'GET', '/api/operations', { cookie: w.user.cookie })).json();
    expect(overview).toMatchObject({ totalOperations: 9, activeIntegrations: 2, accessLevel: 'User' });

    const refused = await call(t.app, 'PUT', '/api/integrations/ministry-safe/contact', {
      cookie: w.user.cookie,
      payload: { name: 'Me' },
    });
    expect(refused.statusCode).toBe(403);
    const badEmail = await call(t.app, 'PUT', '/api/integrations/ministry-safe/contact', {
      cookie: w.admin.cookie,
      payload: { email: 'nope' },
    });
    expect(badEmail.json().error.message).toBe('Please enter a valid email address');

    const cleared = await call(t.app, 'PUT', '/api/integrations/ministry-safe/contact', {
      cookie: w.admin.cookie,
      payload: {},
    });
    expect(cleared.json().contact).toBeNull();
    expect((await view('hr')).json().stats.activeContacts).toBe(0);
  });
});
