import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, MUTATION_HEADERS } from '@test/app';
import { testDriver } from '@test/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A stand-in for the built web app, so these tests do not depend on `vite build`.
const webDist = mkdtempSync(join(tmpdir(), 'steward-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Steward</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("steward")');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // For this file alone: the files that run after it in the same worker must not serve a folder
  // deleted at its end.
  vi.stubEnv('WEB_DIST_DIR', webDist);
  t = await createTestApp();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database as reachable and names the driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', driver: testDriver(), version: '2.1.0' });
  });
});

describe('GET /api/app-info', () => {
  it('shows the demo sign-in in demo mode only', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(demo.json()).toEqual({
      version: '2.1.0',
      demoMode: true,
      environment: 'demo',
      demoCredentials: { email: 'demo@example.org', password: 'demo1234' },
      maxUploadBytes: 100 * 1024 * 1024,
      services: { aiAssistant: false, economicData: false, weather: false, email: false },
      ssoProviders: [],
      ssoProviderNames: {},
    });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404 of the one error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('answers malformed JSON with 400 of the one error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...MUTATION_HEADERS, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy without unsafe scripts, nosniff and a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('asks browsers for HTTPS only when the public address is HTTPS', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://steward.example.org' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('the web app', () => {
  it('serves index.html for a deep link a browser navigates to (history fallback)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/operations/hr',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
    const head = await t.app.inject({ method: 'HEAD', url: '/documents', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
  });

  it('serves hashed assets as immutable and a missing asset as 404, not as HTML', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('publishes an OpenAPI document generated from the shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info.version).toBe('2.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/sign-in']));
    expect(document.paths['/api/auth/sign-in'].post.requestBody).toBeDefined();
  });
});

/**
 * The OpenAPI document as a contract: every path, method, parameter and schema, its objects' keys
 * sorted (the order routes register in is no part of it) and the operations' tags left out (they
 * name the server's areas, which may be split or renamed). A change of the API shows here as a
 * diff of the recorded file, made on purpose with `vitest -u`.
 */
function contractOf(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => contractOf(item));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([name]) => !(name === 'tags' && key !== 'properties'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, item]) => [name, contractOf(item, name)]));
}

describe('the OpenAPI document', () => {
  it('is the recorded contract: the same paths, parameters and schemas, whatever the tags', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json();
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    await expect(`${JSON.stringify(contractOf(document), null, 1)}\n`).toMatchFileSnapshot(
      './__snapshots__/openapi-contract.json',
    );
  });
});

describe('health when the database is gone', () => {
  it('answers 503 degraded instead of pretending', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
