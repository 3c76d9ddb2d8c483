// A Steward app for a bench on a throwaway PostgreSQL 15 with the real migrations and the demo
// organisation, called through app.inject as the signed-in demo admin, with a superuser client
// beside it for writing the bench's data; everything is removed afterwards, Ctrl-C included.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/demo/seed';
import { LocalDiskStorage } from '../apps/server/src/platform/storage/local-disk';
import { startPostgres } from '../apps/server/test/postgres-server';

export interface BenchSteward {
  app: FastifyInstance;
  /** The demo admin's session cookie. */
  cookie: string;
  /** A superuser connection (outside row-level security). */
  admin: pg.Client;
  url: string;
  /** The cluster's data directory (its server.log is beside it). */
  postgresDataDir: string;
}

export async function withStewardOnPostgres<T>(
  options: { settings: string[]; env?: Record<string, string> },
  work: (steward: BenchSteward) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-bench-'));
  const postgres = await startPostgres(options.settings);
  // Ctrl-C must not leave PostgreSQL (a daemon, outside this process group) running.
  const onSignal = (signal: NodeJS.Signals) => {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
  try {
    database = await openPostgres(postgres.url, { max: 10 });
    await runMigrations(database);
    await seedDemoData(database, new LocalDiskStorage(dataDir));
    const app = await buildApp({
      config: parseConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        APP_SECRET: 'bench-secret-'.repeat(4),
        ...options.env,
      }),
      database,
      logger: false,
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'x-steward-csrf': '1', 'content-type': 'application/json' },
        payload: { email: 'demo@example.org', password: 'demo1234' },
      });
      const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      try {
        return await work({ app, cookie, admin, url: postgres.url, postgresDataDir: postgres.dataDir });
      } finally {
        await admin.end();
      }
    } finally {
      await app.close();
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await database?.close();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
