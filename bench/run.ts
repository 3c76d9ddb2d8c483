// `npm run bench`: medians of a few server paths on the embedded database, in this process, then
// the donor data, HTTP load, text and statement benches. `npm run bench -- text load` runs only the
// parts named (server, donors, load, text, statements, households, batch-pdfs, batches,
// campaigns), in that order.
// Numbers on a shared 2-core machine are noisy: compare medians, never single runs.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/demo/seed';
import { hashPassword, verifyPassword } from '../apps/server/src/platform/passwords';
import { LocalDiskStorage } from '../apps/server/src/platform/storage/local-disk';
import { sanitizeSvgLogo } from '../apps/server/src/platform/svg-sanitizer';
import { benchBatchPdfs } from './batch-pdfs';
import { benchBatches } from './batches';
import { benchCampaigns } from './campaigns';
import { benchDonors } from './donors';
import { benchHouseholds } from './households';
import { benchLoad } from './load';
import { benchStatements } from './statements';
import { benchText } from './text';

async function expectOk(response: Promise<{ statusCode: number }>) {
  const { statusCode } = await response;
  if (statusCode !== 200) throw new Error(`expected 200, got ${statusCode}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function time(label: string, runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  console.log(
    `${label.padEnd(52)} median ${median(samples).toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms over ${runs} runs`,
  );
}

const CATEGORIES = ['HR', 'Accounting', 'Legal', 'Governance', 'Reports', 'Operations', 'Other'];
const WORDS = [
  'budget',
  'lease',
  'insurance',
  'volunteer',
  'minutes',
  'policy',
  'grant',
  'payroll',
  'audit',
  'plan',
];

/** 100,000 documents in the demo organisation, written in SQL (the bytes are not needed to search). */
async function addDocuments(database: Awaited<ReturnType<typeof openPglite>>, count: number) {
  const started = performance.now();
  await database.db.execute(sql`
    insert into documents (organization_id, name, category, storage_key, size_bytes, content_type, sha256,
                           tags, description, upload_date, expiry_date, created_at)
    select o.id,
           initcap(${sql.raw(`(array['${WORDS.join("','")}'])`)}[1 + i % 10]) || ' ' || i || '.pdf',
           ${sql.raw(`(array['${CATEGORIES.join("','")}'])`)}[1 + i % 7],
           'bench/' || i, 1000 + i, 'application/pdf', repeat('0', 64),
           array[${sql.raw(`(array['${WORDS.join("','")}'])`)}[1 + (i / 7) % 10], 'y' || (2000 + i % 27)],
           'Bench document number ' || i,
           current_date - (i % 400),
           case when i % 3 = 0 then null else current_date + (i % 900) - 300 end,
           now() - make_interval(mins => i)
    from generate_series(1, ${count}) as i, (select id from organizations limit 1) as o`);
  console.log(
    `${`insert ${count} documents (SQL)`.padEnd(52)} ${(performance.now() - started).toFixed(0)} ms`,
  );
}

async function benchServer() {
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

    // A page of documents must answer in under 100 ms with 100,000 in one organisation.
    await addDocuments(database, 100_000);
    await database.db.execute(sql`analyze documents`);
    const documentPage = (query: string) => () =>
      expectOk(app.inject({ method: 'GET', url: `/api/documents?${query}`, headers: { cookie } }));
    await time('GET /api/documents (100k, first page)', 50, documentPage(''));
    await time('GET /api/documents (100k, search "insurance 12")', 50, documentPage('q=insurance%2012'));
    await time('GET /api/documents (100k, search tag "y2013")', 50, documentPage('q=y2013'));
    await time(
      'GET /api/documents (100k, category + sort by name)',
      50,
      documentPage('category=Legal&sort=name&order=asc'),
    );
    await time(
      'GET /api/documents (100k, status Overdue, page 40)',
      50,
      documentPage('status=Overdue&page=40'),
    );
    await time('GET /api/dashboard (100k)', 50, () =>
      expectOk(app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })),
    );
    // Logo uploads block the event loop while jsdom works: keep an eye on ordinary and hostile files.
    const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);
    const ordinaryLogo = svg('<path d="M0 0h10v10z" fill="#4f46e5"/>'.repeat(300));
    const hostileLogo = svg(`${'<g/>'.repeat(5_000)}${'<q/>'.repeat(4_999)}${'<!---->'.repeat(15_000)}`);
    await time('sanitize a 300-path SVG logo', 20, async () => sanitizeSvgLogo(ordinaryLogo));
    await time('sanitize a hostile SVG (25,000 nodes to remove)', 5, async () =>
      sanitizeSvgLogo(hostileLogo),
    );
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const PARTS = {
  server: benchServer,
  donors: benchDonors,
  load: benchLoad,
  text: benchText,
  statements: benchStatements,
  households: benchHouseholds,
  'batch-pdfs': benchBatchPdfs,
  batches: benchBatches,
  campaigns: benchCampaigns,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  throw new Error(`unknown bench part ${unknown.join(', ')}: choose among ${Object.keys(PARTS).join(', ')}`);
}
for (const [name, bench] of Object.entries(PARTS)) {
  if (asked.length === 0 || asked.includes(name)) await bench();
}
