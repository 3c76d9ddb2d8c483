import { gunzipSync } from 'node:zlib';
import { cookiePair, createTestApp, testConfig } from '@test/app';
import { call } from '@test/world';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { DEMO_CREDENTIALS } from '@/demo/credentials';
import { seedDemoData } from '@/demo/seed';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The same database behind the app as production builds it: answers written by the compiled serialiser. */
let production: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.database, t.app.storage)).toBe(true);
  const signedIn = await call(t.app, 'POST', '/api/auth/sign-in', { payload: DEMO_CREDENTIALS });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  cookie = cookiePair(signedIn.headers['set-cookie']);
  production = await buildApp({
    config: testConfig({ DATA_DIR: t.dataDir }),
    // The test app owns the database and closes it.
    database: { ...t.database, close: async () => {} },
    storage: t.app.storage,
    logger: false,
    responses: 'compiled',
  });
}, 120_000);
afterAll(async () => {
  await production.close();
  await t.close();
});

const MAIN_ROUTES = [
  '/api/auth/session',
  '/api/documents?sort=created&order=desc&page=1&pageSize=50',
  '/api/documents?sort=name&order=asc&page=2&pageSize=5',
  '/api/dashboard',
  '/api/donors?sort=totalAmount&frequency=all&page=1&pageSize=50',
];

describe('the production serialiser (compiled from the schemas)', () => {
  it.each(MAIN_ROUTES)('writes exactly what zod validates and writes for %s', async (url) => {
    const validated = await call(t.app, 'GET', url, { cookie });
    const compiled = await call(production, 'GET', url, { cookie });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(compiled.statusCode, compiled.body).toBe(200);
    expect(compiled.body).toBe(validated.body);
  });

  it('is run over answers with rows in them (nulls, dates, nested arrays), not empty pages', async () => {
    const list = (await call(t.app, 'GET', MAIN_ROUTES[1] as string, { cookie })).json();
    expect(list.items.length).toBeGreaterThan(10);
    expect(list.items.some((item: { expiryDate: unknown }) => item.expiryDate === null)).toBe(true);
    expect(list.items.some((item: { expiryDate: unknown }) => typeof item.expiryDate === 'string')).toBe(
      true,
    );
    const donors = (await call(t.app, 'GET', MAIN_ROUTES[4] as string, { cookie })).json();
    expect(donors.items.length).toBeGreaterThan(10);
  });
});

describe('compression', () => {
  const gzip = { 'accept-encoding': 'gzip' };

  it('leaves a small JSON answer (under 1 KB) uncompressed', async () => {
    const small = await call(t.app, 'GET', '/api/auth/session', { cookie, headers: gzip });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
    expect(small.json().user.email).toBe(DEMO_CREDENTIALS.email);
  });

  it('compresses a large JSON answer', async () => {
    const large = await call(t.app, 'GET', MAIN_ROUTES[1] as string, { cookie, headers: gzip });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    const json = gunzipSync(large.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(large.rawPayload.length).toBeLessThan(json.length);
    expect(JSON.parse(json).items.length).toBeGreaterThan(10);
  });
});
