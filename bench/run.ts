// `npm run bench`: medians of a few server paths on the embedded database, in this process.
// Numbers on a shared 2-core machine are noisy: compare medians, never single runs.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/demo/seed';
import { hashPassword, verifyPassword } from '../apps/server/src/platform/passwords';
import { LocalDiskStorage } from '../apps/server/src/platform/storage/local-disk';

async function expectOk(response: Promise<{ statusCode: number }>) {
  const { statusCode } = await response;
  if (statusCode !== 200) throw new Error(`expected 200, got ${statusCode}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function time(label: string, runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  console.log(`${label.padEnd(40)} median ${median(samples).toFixed(2)} ms over ${runs} runs`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'steward-bench-'));
try {
  const started = performance.now();
  const database = await openPglite(null);
  await runMigrations(database);
  await seedDemoData(database, new LocalDiskStorage(dataDir));
  console.log(
    `${'open + migrate + seed (PGlite, memory)'.padEnd(40)} ${(performance.now() - started).toFixed(0)} ms`,
  );

  const app = await buildApp({
    config: parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_SECRET: 'bench-secret-'.repeat(4) }),
    database,
    logger: false,
  });
  const headers = { 'x-steward-csrf': '1', 'content-type': 'application/json' };
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers,
      payload: { email: 'demo@example.org', password: 'demo1234' },
    });
  const cookie = String((await signIn()).headers['set-cookie']).split(';')[0] as string;

  await time('GET /api/health', 200, () => expectOk(app.inject({ method: 'GET', url: '/api/health' })));
  await time('GET /api/auth/session (cookie lookup)', 200, () =>
    expectOk(app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })),
  );
  await time('GET /api/members (tenant tx + RLS)', 200, () =>
    expectOk(app.inject({ method: 'GET', url: '/api/members', headers: { cookie } })),
  );
  await time('GET /api/audit (first page)', 200, () =>
    expectOk(app.inject({ method: 'GET', url: '/api/audit', headers: { cookie } })),
  );
  // Successful sign-ins are not throttled (only failures count).
  await time('POST /api/auth/sign-in', 30, () => expectOk(signIn()));
  const hash = await hashPassword('demo1234');
  await time('argon2id verify (part of sign-in)', 30, () => verifyPassword(hash, 'demo1234'));
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
