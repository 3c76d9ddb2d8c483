import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@/app';
import type { Config } from '@/config';
import type { Storage } from '@/platform/storage/storage';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-steward-test-data',
    databaseUrl: null,
    demoMode: true,
    appSecret: 'test-secret-test-secret-test-secret-0123',
    publicUrl: null,
    trustProxy: false,
    logLevel: 'silent',
    smtpUrl: null,
    mailFrom: 'Steward <no-reply@steward.test>',
    maxUploadBytes: 100 * 1024 * 1024,
    s3: null,
    oauthProviderOverrides: {},
    assistant: { anthropicApiKey: null, anthropicBaseUrl: null, model: 'claude-test', timeoutMs: 2000 },
    // Nothing outside the machine: the economic services are unreachable in tests unless a test says so.
    economicData: {
      fredApiKey: null,
      fredUrl: 'http://127.0.0.1:9/fred',
      beaApiKey: null,
      beaUrl: 'http://127.0.0.1:9/bea',
      noaaToken: null,
      noaaUrl: 'http://127.0.0.1:9/noaa',
      noaaLocation: 'ZIP:28801',
      timeoutMs: 2000,
    },
    jobIntervalMs: null,
    ...overrides,
  };
}

/**
 * The whole app on a fresh database of this project's driver and a fresh DATA_DIR (files on
 * local disk, unless `options.storage` builds another storage for that DATA_DIR), called through
 * `app.inject`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { storage?: (dataDir: string) => Storage } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-test-'));
  const app = await buildApp({
    config: testConfig({ dataDir, ...overrides }),
    database,
    logger: false,
    ...(options.storage ? { storage: options.storage(dataDir) } : {}),
  });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers the web app sends with a request that changes something. */
export const MUTATION_HEADERS = {
  'x-steward-csrf': '1',
  origin: TEST_ORIGIN,
  host: 'localhost:3000',
} as const;

/** The `name=value` pair of a Set-Cookie header, ready to send back as Cookie. */
export function cookiePair(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('No Set-Cookie header');
  return first.split(';')[0] as string;
}
