import { randomUUID } from 'node:crypto';
import { createTestApp } from '@test/app';
import { type AuthorizationServer, startAuthorizationServer } from '@test/oauth-server';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { accessTokenFor, sweepTokenRefresh } from './service/connections';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let as: AuthorizationServer;

const CLIENT = { clientId: 'steward-client', clientSecret: 'steward-client-secret' };

beforeAll(async () => {
  as = await startAuthorizationServer();
  t = await createTestApp({ OAUTH_PROVIDER_OVERRIDES: JSON.stringify(as.overrides) });
  w = await buildWorld(t.app, 'oauthflow');
  for (const provider of ['google-workspace', 'slack', 'microsoft-365', 'quickbooks']) {
    const saved = await call(t.app, 'PUT', `/api/oauth/configs/${provider}`, {
      cookie: w.admin.cookie,
      payload: CLIENT,
    });
    expect(saved.statusCode, saved.body).toBe(204);
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await as.stop();
});
afterEach(async () => {
  as.answerTokenRequests(null);
  await t.database.db.execute(sql`update oauth_connections set is_active = false`);
});

async function authorize(actor: Actor, provider: string) {
  const response = await call(t.app, 'POST', `/api/oauth/${provider}/authorize`, { cookie: actor.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().authorizationUrl as string);
}

function callback(actor: Actor, provider: string, payload: Record<string, string>) {
  return call(t.app, 'POST', `/api/oauth/${provider}/callback`, { cookie: actor.cookie, payload });
}

/** Connect, consent at the authorization server, and the callback page's request. */
async function connect(actor: Actor, provider: string) {
  const { parameters } = await as.consent((await authorize(actor, provider)).toString());
  return callback(actor, provider, parameters);
}

async function providerView(actor: Actor, id: string) {
  const response = await call(t.app, 'GET', '/api/oauth/providers', { cookie: actor.cookie });
  return { body: response.body, provider: response.json().items.find((p: { id: string }) => p.id === id) };
}

async function connectionRows(provider: string) {
  return queryRows<{
    id: string;
    is_active: boolean;
    needs_reconnect: boolean;
    expires_at: Date | string | null;
  }>(
    t.database.db,
    sql`select id, is_active, needs_reconnect, expires_at from oauth_connections
        where provider_id = ${provider} order by created_at`,
  );
}

const tenant = () => ({ organizationId: w.organizationA, userId: null });

describe('OAuth connect and callback against a real authorization server', () => {
  it('builds the spec authorization URL with PKCE S256 and a fresh state', async () => {
    const url = await authorize(w.admin, 'google-workspace');
    expect(url.origin).toBe(as.issuer);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: 'http://localhost:3000/oauth/callback/google-workspace',
      scope: 'openid email profile https://www.googleapis.com/auth/admin.directory.user.readonly',
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(q.state).toMatch(/^[\w-]{40,}$/);
    expect(q.code_challenge).toMatch(/^[\w-]{43}$/);
    const again = await authorize(w.admin, 'google-workspace');
    expect(again.searchParams.get('state')).not.toBe(q.state);
    // Slack documents a comma-separated scope list.
    expect((await authorize(w.admin, 'slack')).searchParams.get('scope')).toBe('channels:read,chat:write');
  });

  it('exchanges the code with the verifier and keeps the tokens sealed: never in the database or any answer', async () => {
    const before = as.tokenRequests.length;
    const done = await connect(w.admin, 'google-workspace');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      providerId: 'google-workspace',
      providerName: 'Google Workspace',
      message: 'Successfully connected to Google Workspace',
    });

    const request = as.tokenRequests[before];
    expect(request?.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      redirect_uri: 'http://localhost:3000/oauth/callback/google-workspace',
    });
    expect(request?.body.code_verifier).toMatch(/^[\w-]{43,128}$/);

    const tokens = as.issued.at(-1);
    if (!tokens) throw new Error('no tokens issued');
    const dump = await queryRows<{ row: string }>(
      t.database.db,
      sql`select row_to_json(c)::text as row from oauth_connections c
          union all select row_to_json(s)::text from oauth_states s
          union all select row_to_json(a)::text from audit_log a`,
    );
    const everything = dump.map((r) => r.row).join('\n');
    expect(everything).not.toContain(tokens.accessToken);
    expect(everything).not.toContain(tokens.refreshToken);
    expect(everything).not.toContain(CLIENT.clientSecret);

    const view = await providerView(w.user, 'google-workspace');
    expect(view.body).not.toContain(tokens.accessToken);
    expect(view.body).not.toContain(tokens.refreshToken);
    expect(view.provider.connection).toMatchObject({
      providerId: 'google-workspace',
      needsReconnect: false,
      refreshError: null,
      connectedBy: { email: w.admin.email },
    });
    const expiresIn = Date.parse(view.provider.connection.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);

    // The stored token is the issued one, readable only through the server.
    expect(await accessTokenFor(t.app.oauth, tenant(), 'google-workspace')).toBe(tokens.accessToken);
  });

  it('shows the integration card as "OAuth Connected" and counts it as an active integration', async () => {
    const overviewBefore = (await call(t.app, 'GET', '/api/operations', { cookie: w.user.cookie })).json();
    const cardBefore = (await call(t.app, 'GET', '/api/operations/it', { cookie: w.user.cookie }))
      .json()
      .integrations.find((c: { oauthProvider: string }) => c.oauthProvider === 'google-workspace');
    expect(cardBefore.connection).toBe('available');

    expect((await connect(w.admin, 'google-workspace')).statusCode).toBe(200);
    const card = (await call(t.app, 'GET', '/api/operations/it', { cookie: w.user.cookie }))
      .json()
      .integrations.find((c: { oauthProvider: string }) => c.oauthProvider === 'google-workspace');
    expect(card.connection).toBe('connected');
    const overview = (await call(t.app, 'GET', '/api/operations', { cookie: w.user.cookie })).json();
    expect(overview.activeIntegrations).toBe(overviewBefore.activeIntegrations + 1);
    // Another organisation sees nothing of it.
    const other = (await call(t.app, 'GET', '/api/operations/it', { cookie: w.otherUser.cookie }))
      .json()
      .integrations.find((c: { oauthProvider: string }) => c.oauthProvider === 'google-workspace');
    expect(other.connection).toBe('available');
    expect((await providerView(w.otherUser, 'google-workspace')).provider.connection).toBeNull();
  });

  it('replaces an older connection to the same provider instead of keeping two', async () => {
    expect((await connect(w.admin, 'google-workspace')).statusCode).toBe(200);
    expect((await connect(w.master, 'google-workspace')).statusCode).toBe(200);
    const rows = await connectionRows('google-workspace');
    expect(rows.filter((row) => row.is_active)).toHaveLength(1);
    expect((await providerView(w.admin, 'google-workspace')).provider.connection.connectedBy.email).toBe(
      w.master.email,
    );
  });
});

describe('token refresh', () => {
  it('uses a token with time left as it is, without calling the provider', async () => {
    expect((await connect(w.admin, 'google-workspace')).statusCode).toBe(200);
    const calls = as.tokenRequests.length;
    await accessTokenFor(t.app.oauth, tenant(), 'google-workspace');
    expect(as.tokenRequests.length).toBe(calls);
  });

  it('refreshes a token with under 5 minutes to expiry before use, keeping the refresh token', async () => {
    as.answerTokenRequests((response) => {
      if (response.body) response.body.expires_in = 120;
    });
    expect((await connect(w.admin, 'google-workspace')).statusCode).toBe(200);
    const first = as.issued.at(-1);
    as.answerTokenRequests((response) => {
      if (!response.body) return;
      response.body.access_token = `refreshed-${randomUUID()}`;
      // Like Google: a refresh answer without a new refresh token.
      delete response.body.refresh_token;
    });
    const token = await accessTokenFor(t.app.oauth, tenant(), 'google-workspace');
    const refresh = as.tokenRequests.at(-1);
    expect(refresh?.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: first?.refreshToken,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
    expect(token).not.toBe(first?.accessToken);
    expect(token).toBe(as.issued.at(-1)?.accessToken);
    const [row] = (await connectionRows('google-workspace')).filter((r) => r.is_active);
    expect(new Date(row?.expires_at as string).getTime() - Date.now()).toBeGreaterThan(3500_000);

    // The kept refresh token still works for the next refresh.
    await t.database.db.execute(
      sql`update oauth_connections set expires_at = now() + interval '1 minute' where id = ${row?.id}`,
    );
    await accessTokenFor(t.app.oauth, tenant(), 'google-workspace');
    expect(as.tokenRequests.at(-1)?.body.refresh_token).toBe(first?.refreshToken);
  });

  it('refreshes tokens due before the next sweep, once even when two sweeps run at the same moment', async () => {
    as.answerTokenRequests((response) => {
      if (response.body) response.body.expires_in = 200;
    });
    expect((await connect(w.admin, 'google-workspace')).statusCode).toBe(200);
    as.answerTokenRequests(null);
    const calls = as.tokenRequests.length;
    const [a, b] = await Promise.all([sweepTokenRefresh(t.app.oauth), sweepTokenRefresh(t.app.oauth)]);
    expect((a?.refreshed ?? 0) + (b?.refreshed ?? 0)).toBe(1);
    expect(as.tokenRequests.length).toBe(calls + 1);
    expect(await sweepTokenRefresh(t.app.oauth)).toEqual({ refreshed: 0, failed: 0 });
  });

  it('marks the connection as needing reconnection when the provider refuses, keeping the row', async () => {
    as.answerTokenRequests((response) => {
      if (response.body) response.body.expires_in = 60;
    });
    expect((await connect(w.admin, 'google-workspace')).statusCode).toBe(200);
    as.answerTokenRequests((response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
    });
    await expect(accessTokenFor(t.app.oauth, tenant(), 'google-workspace')).rejects.toThrow(
      'Token refresh failed: Bad Request',
    );
    const rows = (await connectionRows('google-workspace')).filter((row) => row.is_active);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.needs_reconnect).toBe(true);
    const view = await providerView(w.admin, 'google-workspace');
    expect(view.provider.connection).toMatchObject({
      needsReconnect: true,
      refreshError: 'Token refresh failed: Bad Request',
    });
    // The sweep leaves it alone until someone connects again; the card no longer claims a connection.
    const calls = as.tokenRequests.length;
    await sweepTokenRefresh(t.app.oauth);
    expect(as.tokenRequests.length).toBe(calls);
    const card = (await call(t.app, 'GET', '/api/operations/it', { cookie: w.user.cookie }))
      .json()
      .integrations.find((c: { oauthProvider: string }) => c.oauthProvider === 'google-workspace');
    expect(card.connection).toBe('available');
  });
});

describe('disconnect', () => {
  it('revokes the grant at the provider, sets the connection inactive and wipes its tokens', async () => {
    expect((await connect(w.admin, 'google-workspace')).statusCode).toBe(200);
    const tokens = as.issued.at(-1);
    const { provider } = await providerView(w.admin, 'google-workspace');
    const revocations = as.revocations.length;

    const refused = await call(t.app, 'DELETE', `/api/oauth/connections/${provider.connection.id}`, {
      cookie: w.user.cookie,
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await call(t.app, 'DELETE', `/api/oauth/connections/${provider.connection.id}`, {
      cookie: w.otherMaster.cookie,
    });
    expect(foreign.statusCode).toBe(404);

    const done = await call(t.app, 'DELETE', `/api/oauth/connections/${provider.connection.id}`, {
      cookie: w.admin.cookie,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ revokedAtProvider: true });
    expect(as.revocations.length).toBe(revocations + 1);
    expect((await as.revocations.at(-1))?.body).toMatchObject({
      token: tokens?.refreshToken,
      client_id: CLIENT.clientId,
    });

    expect((await providerView(w.admin, 'google-workspace')).provider.connection).toBeNull();
    const [row] = await queryRows<{
      is_active: boolean;
      access_token_sealed: string;
      refresh_token_sealed: string | null;
    }>(
      t.database.db,
      sql`select is_active, access_token_sealed, refresh_token_sealed from oauth_connections where id = ${provider.connection.id}`,
    );
    expect(row).toEqual({ is_active: false, access_token_sealed: '', refresh_token_sealed: null });
    const again = await call(t.app, 'DELETE', `/api/oauth/connections/${provider.connection.id}`, {
      cookie: w.admin.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it('says when the provider has no revocation endpoint', async () => {
    expect((await connect(w.admin, 'microsoft-365')).statusCode).toBe(200);
    const { provider } = await providerView(w.admin, 'microsoft-365');
    const done = await call(t.app, 'DELETE', `/api/oauth/connections/${provider.connection.id}`, {
      cookie: w.admin.cookie,
    });
    expect(done.json()).toEqual({ revokedAtProvider: null });
  });

  it('authenticates to Intuit with HTTP basic, as Intuit documents', async () => {
    expect((await connect(w.admin, 'quickbooks')).statusCode).toBe(200);
    const request = as.tokenRequests.at(-1);
    const [scheme, encoded] = (request?.authorization ?? '').split(' ');
    expect(scheme).toBe('Basic');
    // RFC 6749 §2.3.1: each half form-encoded, then base64.
    const [id, secret] = Buffer.from(encoded as string, 'base64')
      .toString()
      .split(':')
      .map(decodeURIComponent);
    expect({ id, secret }).toEqual({ id: CLIENT.clientId, secret: CLIENT.clientSecret });
    expect(request?.body.client_secret).toBeUndefined();
  });
});

describe('refused callbacks change nothing', () => {
  async function activeCount() {
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from oauth_connections where is_active`,
    );
    return Number(row?.n);
  }

  it('missing code or state: "Missing required OAuth parameters"', async () => {
    const url = await authorize(w.admin, 'google-workspace');
    const payloads: Record<string, string>[] = [
      { code: 'x' },
      { state: url.searchParams.get('state') as string },
      {},
    ];
    for (const payload of payloads) {
      const response = await callback(w.admin, 'google-workspace', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Missing required OAuth parameters');
    }
    expect(await activeCount()).toBe(0);
  });

  it('a state never issued, replayed, expired, or for another provider: "Failed to complete OAuth connection"', async () => {
    const forged = await callback(w.admin, 'google-workspace', { code: 'abc', state: 'forged-state-value' });
    expect(forged.json().error.message).toBe('Failed to complete OAuth connection');

    const { parameters } = await as.consent((await authorize(w.admin, 'google-workspace')).toString());
    expect((await callback(w.admin, 'google-workspace', parameters)).statusCode).toBe(200);
    const calls = as.tokenRequests.length;
    const replayed = await callback(w.admin, 'google-workspace', parameters);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe('Failed to complete OAuth connection');
    expect(as.tokenRequests.length).toBe(calls);
    expect(await activeCount()).toBe(1);

    const slack = await as.consent((await authorize(w.admin, 'slack')).toString());
    const mixedUp = await callback(w.admin, 'google-workspace', slack.parameters);
    expect(mixedUp.json().error.message).toBe('Failed to complete OAuth connection');

    const late = await as.consent((await authorize(w.admin, 'google-workspace')).toString());
    await t.database.db.execute(sql`update oauth_states set expires_at = now() - interval '1 second'`);
    const expired = await callback(w.admin, 'google-workspace', late.parameters);
    expect(expired.json().error.message).toBe('Failed to complete OAuth connection');
    expect(as.tokenRequests.length).toBe(calls);
  });

  it('a state from another session or organisation is refused, and stays usable by its own session', async () => {
    const second = await call(t.app, 'POST', '/api/auth/sign-in', {
      payload: { email: w.admin.email, password: 'correct-horse' },
    });
    const otherSession = { ...w.admin, cookie: String(second.headers['set-cookie']).split(';')[0] as string };
    const { parameters } = await as.consent((await authorize(w.admin, 'google-workspace')).toString());

    const fromOtherSession = await callback(otherSession, 'google-workspace', parameters);
    expect(fromOtherSession.json().error.message).toBe('Failed to complete OAuth connection');
    const fromOtherOrganisation = await callback(w.otherMaster, 'google-workspace', parameters);
    expect(fromOtherOrganisation.json().error.message).toBe('Failed to complete OAuth connection');
    expect(await activeCount()).toBe(0);

    expect((await callback(w.admin, 'google-workspace', parameters)).statusCode).toBe(200);
  });

  it('an error from the provider: "OAuth error: access_denied", and its state is spent', async () => {
    const url = await authorize(w.admin, 'google-workspace');
    const state = url.searchParams.get('state') as string;
    const denied = await callback(w.admin, 'google-workspace', { error: 'access_denied', state });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().error.message).toBe('OAuth error: access_denied');
    const after = await callback(w.admin, 'google-workspace', { code: 'late-code', state });
    expect(after.json().error.message).toBe('Failed to complete OAuth connection');
    expect(await activeCount()).toBe(0);
  });

  it('a refused token exchange: "Token exchange failed: {status text}"', async () => {
    as.answerTokenRequests((response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const failed = await connect(w.admin, 'google-workspace');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Token exchange failed: Bad Request');
    expect(await activeCount()).toBe(0);
  });

  it('an unknown provider, a provider without configuration, and a member who is not an admin', async () => {
    const unknown = await call(t.app, 'POST', '/api/oauth/nope/authorize', { cookie: w.admin.cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Provider nope not found');
    const unknownCallback = await callback(w.admin, 'nope', { code: 'a', state: 'b' });
    expect(unknownCallback.json().error.message).toBe('Provider nope not found');

    const unconfigured = await call(t.app, 'POST', '/api/oauth/github/authorize', { cookie: w.admin.cookie });
    expect(unconfigured.statusCode).toBe(400);
    expect(unconfigured.json().error.message).toBe('OAuth not configured for github');

    const user = await call(t.app, 'POST', '/api/oauth/google-workspace/authorize', {
      cookie: w.user.cookie,
    });
    expect(user.statusCode).toBe(403);

    // Configuration removed between Connect and the callback.
    const { parameters } = await as.consent((await authorize(w.admin, 'slack')).toString());
    await call(t.app, 'DELETE', '/api/oauth/configs/slack', { cookie: w.admin.cookie });
    const gone = await callback(w.admin, 'slack', parameters);
    expect(gone.json().error.message).toBe('OAuth not configured for slack');
    await call(t.app, 'PUT', '/api/oauth/configs/slack', { cookie: w.admin.cookie, payload: CLIENT });
    expect(await activeCount()).toBe(0);
  });
});
