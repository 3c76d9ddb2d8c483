// One measurement of the donor benchmark, in its own process so that its peak memory (maxRSS) is
// its own: `node --import tsx bench/donor-worker.ts <task> <csv file> [postgres url]`, or, as
// bench/donors.ts runs it, bundled like the production server.
// Prints one JSON line: { ms, rows, maxRssMiB, ... }. Each task imports only what it uses, so a
// parser's peak memory is not inflated by the database driver's.

import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../apps/server/src/db/client';

const [task, file, postgresUrl] = process.argv.slice(2) as [string, string, string | undefined];
const CHUNK = 256 * 1024;
const STORAGE_KEY = 'bench/donations.csv';

/**
 * This process's peak resident memory. Linux's VmHWM belongs to the process's own memory map;
 * maxRSS also carries the high-water mark of the parent it was forked from (a bench process that
 * has just loaded 100,000 documents), which would be reported instead of the worker's.
 */
function peakRssKiB() {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(status);
    if (hwm) return Number(hwm[1]);
  } catch {}
  return process.resourceUsage().maxRSS;
}

function report(result: Record<string, number | string | Record<string, number>>) {
  const maxRssMiB = peakRssKiB() / 1024;
  console.log(JSON.stringify({ ...result, maxRssMiB: Math.round(maxRssMiB) }));
}

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function openDatabase(): Promise<Database> {
  const { openPglite, openPostgres } = await import('../apps/server/src/db/client');
  const { runMigrations } = await import('../apps/server/src/db/migrate');
  const database = postgresUrl ? await openPostgres(postgresUrl) : await openPglite(null);
  await runMigrations(database);
  return database;
}

/** A fresh organisation with the file imported, and what the import took. */
async function importInto(database: Database) {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../apps/server/src/db/client');
  const { mergeFile } = await import('../apps/server/src/modules/donor-imports/service/merge');
  const { LocalDiskStorage } = await import('../apps/server/src/platform/storage/local-disk');
  const [organization] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into organizations (name) values ('Donor bench') returning id`,
  );
  const member = {
    userId: null as unknown as string,
    organizationId: organization?.id as string,
    role: 'admin' as const,
    isCounter: false,
    email: 'bench@example.org',
    ipAddress: null,
  };
  // The file waits in storage as an upload does; copying it there is not timed.
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'steward-donor-bench-storage-')));
  await storage.put(STORAGE_KEY, createReadStream(file));
  const deps = { db: database.db, storage };
  const { steps, step } = stepTimer();
  const [result, ms] = await timed(() =>
    mergeFile(
      deps,
      member,
      { importId: randomUUID(), storageKey: STORAGE_KEY, fileName: 'bench.csv', mapping: null },
      { step },
    ),
  );
  return { deps, member, result, ms, steps };
}

/** A merge step runner that adds up the milliseconds of each named step. */
function stepTimer() {
  const steps: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      steps[name] = (steps[name] ?? 0) + performance.now() - started;
    }
  };
  return { steps, step };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

switch (task) {
  case 'papaparse': {
    const { default: Papa } = await import('papaparse');
    // As the original product did: the whole file as text, header mode.
    const [parsed, ms] = await timed(() =>
      Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }),
    );
    report({ ms, rows: parsed.data.length });
    break;
  }
  case 'udsv': {
    const { inferSchema, initParser } = await import('udsv');
    const [rows, ms] = await timed(() => {
      const text = readFileSync(file, 'utf8');
      const parser = initParser(inferSchema(text));
      return parser.stringArrs(text).length;
    });
    report({ ms, rows });
    break;
  }
  case 'tokenizer': {
    const { readCsv } = await import('../apps/server/src/platform/csv-reading/read-csv');
    const [rows, ms] = await timed(async () => {
      let count = 0;
      for await (const batch of readCsv(createReadStream(file, { highWaterMark: CHUNK })))
        count += batch.length;
      return count - 1;
    });
    report({ ms, rows });
    break;
  }
  case 'parse': {
    const { parseDonorFile } = await import('../apps/server/src/modules/donor-imports/parse-file');
    // Steward's parse stage: stream, tokenize, apply every row rule (names, amounts, dates).
    const [parsed, ms] = await timed(() =>
      parseDonorFile(createReadStream(file, { highWaterMark: CHUNK }), {
        today: new Date(),
        onBatch: async () => {},
      }),
    );
    report({ ms, rows: parsed.rowsKept });
    break;
  }
  case 'import': {
    const { sql } = await import('drizzle-orm');
    const { withTenant } = await import('../apps/server/src/db/tenant');
    const { analyse } = await import('../apps/server/src/modules/insights/service/analysis');
    const { mergeFile } = await import('../apps/server/src/modules/donor-imports/service/merge');
    const database = await openDatabase();
    const { deps, member, result, ms, steps } = await importInto(database);
    // The import's own peak, before the yardstick queries below read their answers into memory.
    const importPeakMiB = Math.round(peakRssKiB() / 1024);
    const analysis: number[] = [];
    for (let i = 0; i < 5; i++) analysis.push((await timed(() => analyse(deps, member)))[1]);
    // The same figures straight from the gifts, as plain aggregate queries.
    const plain: number[] = [];
    for (let i = 0; i < 3; i++) {
      plain.push(
        (
          await timed(() =>
            withTenant(deps.db, member, async (tx) => {
              await tx.execute(
                sql`select count(distinct donor_id), sum(amount_cents), count(*) from donations`,
              );
              await tx.execute(
                sql`select donor_id, sum(amount_cents) as t from donations group by donor_id order by t desc limit 10`,
              );
              await tx.execute(sql`select date_trunc('month', gift_date), sum(amount_cents), count(*), count(distinct donor_id)
                                   from donations group by 1 order by 1`);
              await tx.execute(
                sql`select n, count(*) from (select donor_id, count(*) as n from donations group by donor_id) g group by n`,
              );
              await tx.execute(
                sql`select extract(year from gift_date), donor_id from donations group by 1, 2`,
              );
            }),
          )
        )[1],
      );
    }
    const again = stepTimer();
    const [reimport, reimportMs] = await timed(() =>
      mergeFile(
        deps,
        member,
        { importId: randomUUID(), storageKey: STORAGE_KEY, fileName: 'again.csv', mapping: null },
        { step: again.step },
      ),
    );
    report({
      ms,
      rows: result?.recordsAdded ?? 0,
      donors: result?.donorsAdded ?? 0,
      analysisMs: median(analysis),
      plainAggregatesMs: median(plain),
      reimportMs,
      reimportAdded: reimport?.recordsAdded ?? -1,
      steps,
      reimportSteps: again.steps,
      importPeakMiB,
    });
    await database.close();
    break;
  }
  case 'copy-bound': {
    // The lower bound of a first import: the file's gifts, with their donor, occurrence and
    // first transaction id worked out and sorted beforehand (not timed), loaded by one bare COPY
    // into the donations table of a new organisation, with the table's keys and indexes.
    const { donorKey, isRefund } = await import('@steward/domain');
    const { parseDonorFile } = await import('../apps/server/src/modules/donor-imports/parse-file');
    const { copyLine, openCopy } = await import('../apps/server/src/db/copy');
    const { queryRows } = await import('../apps/server/src/db/client');
    const { sql } = await import('drizzle-orm');
    const database = await openDatabase();
    const [organization] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into organizations (name) values ('Donor bench lower bound') returning id`,
    );
    const organizationId = organization?.id as string;
    const importId = randomUUID();
    const donors = new Map<string, string>();
    const occurrences = new Map<string, number>();
    const externalIds = new Set<string>();
    const gifts: [string, string, number, string, number, string | null][] = [];
    await parseDonorFile(createReadStream(file, { highWaterMark: CHUNK }), {
      today: new Date(),
      onBatch: async (records) => {
        for (const r of records) {
          if (isRefund(r)) continue;
          const key = donorKey(r.firstName, r.lastName);
          let donor = donors.get(key);
          if (!donor) {
            donor = randomUUID();
            donors.set(key, donor);
          }
          const fund = r.fund ?? '';
          if (r.externalId !== null) {
            const external = `${r.externalId}\t${fund}`;
            if (externalIds.has(external)) continue;
            externalIds.add(external);
          }
          const identity = `${donor}|${r.date}|${r.amountCents}|${fund}`;
          const occurrence = (occurrences.get(identity) ?? 0) + 1;
          occurrences.set(identity, occurrence);
          gifts.push([donor, r.date, r.amountCents, fund, occurrence, r.externalId]);
        }
      },
    });
    // In the order of the gifts' key, as the merge inserts them (its numbering sorts by donor): a
    // load in file order would put each row at a random place of the key's index.
    const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    gifts.sort(
      (a, b) => text(a[0], b[0]) || text(a[1], b[1]) || a[2] - b[2] || text(a[3], b[3]) || a[4] - b[4],
    );
    const rows = gifts.length;
    const chunks: string[] = [];
    for (let i = 0; i < gifts.length; i += 10_000) {
      let lines = '';
      for (const [donor, date, cents, fund, occurrence, externalId] of gifts.slice(i, i + 10_000))
        lines += copyLine([organizationId, donor, date, cents, fund, occurrence, externalId, importId]);
      chunks.push(lines);
    }
    gifts.length = 0;
    const [, ms] = await timed(() =>
      database.db.transaction(async (tx) => {
        const copy = openCopy(tx, 'donations', [
          'organization_id',
          'donor_id',
          'gift_date',
          'amount_cents',
          'fund',
          'occurrence',
          'external_id',
          'import_id',
        ]);
        for (const lines of chunks) await copy.write(lines);
        await copy.end();
      }),
    );
    report({ ms, rows });
    await database.close();
    break;
  }
  default:
    throw new Error(`unknown task ${task}`);
}
