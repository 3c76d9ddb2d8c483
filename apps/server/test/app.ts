import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDependencies, buildApp } from '@/app';
import { type Config, parseConfig } from '@/config';
import type { Storage } from '@/platform/storage/storage';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The environment every test app starts from: an APP_SECRET, no logs, and nothing outside the
 * machine (the economic data services are unreachable unless a test says otherwise).
 */
const TEST_ENV: Record<string, string> = {
  DATA_DIR: '/nonexistent-steward-test-data',
  APP_SECRET: 'test-secret-test-secret-test-secret-0123',
  LOG_LEVEL: 'silent',
  FRED_API_URL: 'http://127.0.0.1:9/fred',
  BEA_API_URL: 'http://127.0.0.1:9/bea',
  NOAA_API_URL: 'http://127.0.0.1:9/noaa',
};

/** The config parseConfig makes of the test environment with `env` (variables, as in production) on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ ...TEST_ENV, ...env });
}

/**
 * The whole app on a fresh database of this project's driver and a fresh DATA_DIR (files on
 * local disk, unless `options.storage` builds another storage for that DATA_DIR), called through
 * `app.inject`. `env` sets variables over the test environment; `options.config` changes what no
 * variable can express (the outside services' timeouts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    storage?: (dataDir: string) => Storage;
    config?: (config: Config) => Config;
    logger?: AppDependencies['logger'];
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const app = await buildApp({
    config: options.config ? options.config(config) : config,
    database,
    logger: options.logger ?? false,
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
