import { createTestApp } from '@test/app';
import { buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'oauthcfg');
}, 60_000);
afterAll(() => t.close());

async function providers(cookie: string) {
  const response = await call(t.app, 'GET', '/api/oauth/providers', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().items as {
    id: string;
    configured: boolean;
    configuration: unknown;
    redirectUri: string;
  }[];
}

const SECRET = 'super-secret-client-value';

describe('OAuth provider configuration', () => {
  it('lists the ten providers with their redirect address, none configured yet', async () => {
    const items = await providers(w.user.cookie);
    expect(items.map((p) => p.id)).toEqual([
      'google-workspace',
      'google-search-console',
      'youtube',
      'microsoft-365',
      'quickbooks',
      'slack',
      'mailchimp',
      'gusto',
      'bamboohr',
      'github',
    ]);
    expect(items.find((p) => p.id === 'slack')?.redirectUri).toBe(
      'http://localhost:3000/oauth/callback/slack',
    );
    expect(items.every((p) => !p.configured && p.configuration === null)).toBe(true);
  });

  it('stores the client secret sealed, never returns it, and shows members only that it is configured', async () => {
    const saved = await call(t.app, 'PUT', '/api/oauth/configs/github', {
      cookie: w.admin.cookie,
      payload: { clientId: ' Iv1.abc ', clientSecret: SECRET },
    });
    expect(saved.statusCode).toBe(204);

    const [row] = await queryRows<{ client_id: string; client_secret_sealed: string }>(
      t.database.db,
      sql`select client_id, client_secret_sealed from oauth_configs where provider_id = 'github'`,
    );
    expect(row?.client_id).toBe('Iv1.abc');
    expect(row?.client_secret_sealed).toMatch(/^v1\./);
    expect(row?.client_secret_sealed).not.toContain(SECRET);

    const asAdmin = await call(t.app, 'GET', '/api/oauth/providers', { cookie: w.admin.cookie });
    expect(asAdmin.body).not.toContain(SECRET);
    const github = asAdmin.json().items.find((p: { id: string }) => p.id === 'github');
    expect(github).toMatchObject({
      configured: true,
      configuration: { clientId: 'Iv1.abc', clientSecretSet: true },
    });

    const asUser = (await providers(w.user.cookie)).find((p) => p.id === 'github');
    expect(asUser).toMatchObject({ configured: true, configuration: null });
    const otherOrganization = (await providers(w.otherMaster.cookie)).find((p) => p.id === 'github');
    expect(otherOrganization?.configured).toBe(false);
  });

  it.each([
    ['github', { clientId: '', clientSecret: 'x' }, 'Please enter the client ID'],
    ['github', { clientId: 'x', clientSecret: '  ' }, 'Please enter the client secret'],
    ['bamboohr', { clientId: 'x', clientSecret: 'y' }, 'Please enter your company domain'],
  ])('refuses %s %o with a clear message', async (provider, payload, message) => {
    const response = await call(t.app, 'PUT', `/api/oauth/configs/${provider}`, {
      cookie: w.admin.cookie,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('answers "Provider {id} not found" for an unknown provider', async () => {
    const response = await call(t.app, 'PUT', '/api/oauth/configs/myspace', {
      cookie: w.admin.cookie,
      payload: { clientId: 'x', clientSecret: 'y' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Provider myspace not found');
  });

  it('is configured by admins only, and removable', async () => {
    const refused = await call(t.app, 'PUT', '/api/oauth/configs/slack', {
      cookie: w.user.cookie,
      payload: { clientId: 'x', clientSecret: 'y' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only admins can configure OAuth providers');
    const removed = await call(t.app, 'DELETE', '/api/oauth/configs/github', { cookie: w.master.cookie });
    expect(removed.statusCode).toBe(204);
    expect((await providers(w.admin.cookie)).find((p) => p.id === 'github')?.configured).toBe(false);
  });
});
