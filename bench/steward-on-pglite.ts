// A Steward app for a bench on PGlite in memory with the real migrations and the demo
// organisation, called through app.inject as the signed-in demo admin, with the PGlite instance
// itself beside it (as a superuser, outside row-level security) for writing the bench's data.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/demo/seed';
import { LocalDiskStorage } from '../apps/server/src/platform/storage/local-disk';

/** A statement as the superuser (outside row-level security), whichever the database: its rows. */
export type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Steward {
  app: FastifyInstance;
  /** The demo admin's session cookie. */
  cookie: string;
  run: Run;
}

/** The demo organisation with the PGlite app in memory; `name` names its DATA_DIR. */
export async function withStewardOnPglite<T>(
  name: string,
  work: (steward: Steward) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `steward-bench-${name}-`));
  const database = await openPglite(null);
  try {
    await runMigrations(database);
    await seedDemoData(database, new LocalDiskStorage(dataDir));
    const app = await buildApp({
      config: parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_SECRET: 'bench-secret-'.repeat(4) }),
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
      const pglite = database.pglite;
      if (!pglite) throw new Error('no PGlite instance');
      const run: Run = async (text, params) =>
        (await pglite.query<Record<string, unknown>>(text, params)).rows;
      return await work({ app, cookie, run });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
