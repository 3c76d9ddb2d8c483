import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from '@test/app';
import { createTestDatabase, type TestDatabase } from '@test/database';
import { type AuthorizationServer, startAuthorizationServer } from '@test/oauth-server';
import { buildWorld, call, upload, type World } from '@test/world';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '@/db/client';
import { oauthConfigs } from '@/db/schema';
import { secretContext } from '@/modules/oauth/service/configs';
import { accessTokenFor } from '@/modules/oauth/service/connections';
import { type ResealCount, resealStoredSecrets } from '@/modules/oauth/service/reseal';
import { oauthCredentialsBox } from '@/platform/secret-box';
import { buildApp } from './app';

// One database and one DATA_DIR seen by apps configured with different secrets, as the processes
// of one deployment are before, during and after a rotation.
const OLD = 'old-app-secret-old-app-secret-old-0123';
const NEW = 'new-app-secret-new-app-secret-new-0456';
const OTHER = 'unrelated-secret-unrelated-secret-0789';
const CLIENT = { clientId: 'steward-client', clientSecret: 'steward-client-secret' };
const PROVIDER = 'google-workspace';

let database: TestDatabase;
let dataDir: string;
let as: AuthorizationServer;
let w: World;
const apps: FastifyInstance[] = [];
let before: FastifyInstance;
let tokens: { accessToken: string; refreshToken: string };
/** A consent the user gave while the old secret was in use, whose callback has not arrived yet. */
let pendingCallback: Record<string, string>;
/** A link to a stored file, made while the old secret was in use. */
let oldLink: string;

async function appWith(appSecret: string, appSecretPrevious: string[] = []) {
  const app = await buildApp({
    config: testConfig({
      DATA_DIR: dataDir,
      APP_SECRET: appSecret,
      APP_SECRET_PREVIOUS: appSecretPrevious.join(','),
      OAUTH_PROVIDER_OVERRIDES: JSON.stringify(as.overrides),
    }),
    // The apps share the database; afterAll closes it once.
    database: { ...database, close: async () => {} },
    logger: false,
  });
  apps.push(app);
  return app;
}

async function authorize(app: FastifyInstance) {
  const response = await call(app, 'POST', `/api/oauth/${PROVIDER}/authorize`, { cookie: w.admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (await as.consent(response.json().authorizationUrl)).parameters;
}

function callback(app: FastifyInstance, parameters: Record<string, string>) {
  return call(app, 'POST', `/api/oauth/${PROVIDER}/callback`, {
    cookie: w.admin.cookie,
    payload: parameters,
  });
}

const tenant = () => ({ organizationId: w.organizationA, userId: null });

/**
 * The database, with each raw statement (the re-seal's compare-and-swap writes; its reads go
 * through the query builder) held until `parties` of them are waiting: racing re-seals then both
 * read every value before either writes it, on either driver.
 */
function writesInStep(db: Db, parties: number): Db {
  let waiting: (() => void)[] = [];
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length < parties) return;
          for (const release of waiting) release();
          waiting = [];
        });
        return target.execute(query);
      };
    },
  });
}

async function sealedValues() {
  return queryRows<{ value: string }>(
    database.db,
    sql`select client_secret_sealed as value from oauth_configs
        union all select access_token_sealed from oauth_connections where is_active
        union all select refresh_token_sealed from oauth_connections where is_active
        union all select code_verifier_sealed from oauth_states`,
  );
}

function summary(counts: ResealCount[]) {
  return Object.fromEntries(
    counts.map((c) => [c.column, [c.resealed, c.current, c.changedMeanwhile, c.unreadable.length]]),
  );
}

beforeAll(async () => {
  as = await startAuthorizationServer();
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'steward-rotation-'));
  before = await appWith(OLD);
  w = await buildWorld(before, 'rotation');
  const saved = await call(before, 'PUT', `/api/oauth/configs/${PROVIDER}`, {
    cookie: w.admin.cookie,
    payload: CLIENT,
  });
  expect(saved.statusCode, saved.body).toBe(204);
  const connected = await callback(before, await authorize(before));
  expect(connected.statusCode, connected.body).toBe(200);
  tokens = as.issued.at(-1) as typeof tokens;
  pendingCallback = await authorize(before);

  const uploaded = await upload(before, w.user, { filename: 'minutes.txt', content: 'board minutes' });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const link = await call(before, 'GET', `/api/documents/${uploaded.json().id}/link`, {
    cookie: w.user.cookie,
  });
  oldLink = link.json().url;
  expect(oldLink).toMatch(/^\/files\//);
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.destroy();
  await as?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('APP_SECRET rotation', () => {
  it('keeps a link signed with the old secret working while APP_SECRET_PREVIOUS lists it, and only then', async () => {
    const rotated = await appWith(NEW, [OLD]);
    const served = await rotated.inject({ method: 'GET', url: oldLink });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('board minutes');

    for (const app of [await appWith(NEW), await appWith(NEW, [OTHER])]) {
      const refused = await app.inject({ method: 'GET', url: oldLink });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toBe('This link is not valid');
    }
  });

  it('opens credentials sealed with the old secret while APP_SECRET_PREVIOUS lists it, and not with the new secret alone', async () => {
    expect(await accessTokenFor((await appWith(NEW, [OLD])).oauth, tenant(), PROVIDER)).toBe(
      tokens.accessToken,
    );
    await expect(accessTokenFor((await appWith(NEW)).oauth, tenant(), PROVIDER)).rejects.toThrow(
      'unknown APP_SECRET',
    );
    await expect(accessTokenFor((await appWith(NEW, [OTHER])).oauth, tenant(), PROVIDER)).rejects.toThrow(
      'unknown APP_SECRET',
    );
  });

  it('re-seals every stored credential with APP_SECRET, once, without changing what it holds', async () => {
    const box = oauthCredentialsBox(NEW, [OLD]);
    const sealedBefore = (await sealedValues()).map((row) => row.value);
    expect(sealedBefore).toHaveLength(4);

    expect(summary(await resealStoredSecrets(database.db, box))).toEqual({
      'oauth_configs.client_secret_sealed': [1, 0, 0, 0],
      'oauth_connections.access_token_sealed': [1, 0, 0, 0],
      'oauth_connections.refresh_token_sealed': [1, 0, 0, 0],
      'oauth_states.code_verifier_sealed': [1, 0, 0, 0],
    });
    const sealedAfter = (await sealedValues()).map((row) => row.value);
    expect(sealedAfter.filter((value) => sealedBefore.includes(value))).toEqual([]);

    // Nothing left for a second run.
    expect(summary(await resealStoredSecrets(database.db, box))).toEqual({
      'oauth_configs.client_secret_sealed': [0, 1, 0, 0],
      'oauth_connections.access_token_sealed': [0, 1, 0, 0],
      'oauth_connections.refresh_token_sealed': [0, 1, 0, 0],
      'oauth_states.code_verifier_sealed': [0, 1, 0, 0],
    });
  });

  it('lets an app with the new secret alone use every re-sealed credential; the old secret no longer opens them', async () => {
    const after = await appWith(NEW);
    expect(await accessTokenFor(after.oauth, tenant(), PROVIDER)).toBe(tokens.accessToken);

    // The callback of the authorization started before the rotation opens its PKCE verifier and
    // the client secret, and the new connection's tokens are sealed with the new secret.
    const done = await callback(after, pendingCallback);
    expect(done.statusCode, done.body).toBe(200);
    expect(as.tokenRequests.at(-1)?.body).toMatchObject({
      grant_type: 'authorization_code',
      client_secret: CLIENT.clientSecret,
    });
    expect(await accessTokenFor(after.oauth, tenant(), PROVIDER)).toBe(as.issued.at(-1)?.accessToken);
    await expect(accessTokenFor((await appWith(OLD)).oauth, tenant(), PROVIDER)).rejects.toThrow(
      'unknown APP_SECRET',
    );
  });

  it('writes each value once when two re-seals race: the second finds it changed and leaves it', async () => {
    // Back to the old secret, then two re-seals to the new one that read before either writes.
    await resealStoredSecrets(database.db, oauthCredentialsBox(OLD, [NEW]));
    const box = oauthCredentialsBox(NEW, [OLD]);
    const inStep = writesInStep(database.db, 2);
    const runs = await Promise.all([resealStoredSecrets(inStep, box), resealStoredSecrets(inStep, box)]);
    // Per value, one run wrote it and the other found it changed; which one won may differ.
    const [first, second] = runs.map(summary);
    for (const column of Object.keys(first ?? {})) {
      const outcomes = [first?.[column], second?.[column]];
      if (column === 'oauth_states.code_verifier_sealed') {
        expect(outcomes).toEqual([
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ]);
      } else {
        expect(outcomes).toEqual(
          expect.arrayContaining([
            [1, 0, 0, 0],
            [0, 0, 1, 0],
          ]),
        );
      }
    }
    expect(await accessTokenFor((await appWith(NEW)).oauth, tenant(), PROVIDER)).toBe(
      as.issued.at(-1)?.accessToken,
    );
  });

  it('names a credential no known secret opens and leaves it as it is', async () => {
    const unknown = oauthCredentialsBox(OTHER).seal('slack-secret', secretContext(w.organizationA, 'slack'));
    await database.db.insert(oauthConfigs).values({
      organizationId: w.organizationA,
      providerId: 'slack',
      clientId: 'slack-client',
      clientSecretSealed: unknown,
    });
    const counts = await resealStoredSecrets(database.db, oauthCredentialsBox(NEW, [OLD]));
    expect(counts.find((c) => c.column === 'oauth_configs.client_secret_sealed')).toMatchObject({
      resealed: 0,
      current: 1,
      unreadable: [`organization ${w.organizationA} provider slack`],
    });
    const [row] = await queryRows<{ value: string }>(
      database.db,
      sql`select client_secret_sealed as value from oauth_configs where provider_id = 'slack'`,
    );
    expect(row?.value).toBe(unknown);
  });
});
