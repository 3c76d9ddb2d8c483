// One measurement of the donor benchmark, in its own process so that its peak memory (maxRSS) is
// its own: `node --import tsx bench/donor-worker.ts <task> <csv file> [postgres url]`.
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

function report(result: Record<string, number | string>) {
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
  const { mergeFile } = await import('../apps/server/src/modules/fundraising/service/merge');
  const { LocalDiskStorage } = await import('../apps/server/src/platform/storage/local-disk');
  const [organization] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into organizations (name) values ('Donor bench') returning id`,
  );
  const member = {
    userId: null as unknown as string,
    organizationId: organization?.id as string,
    role: 'admin' as const,
    email: 'bench@example.org',
    ipAddress: null,
  };
  // The file waits in storage as an upload does; copying it there is not timed.
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'steward-donor-bench-storage-')));
  await storage.put(STORAGE_KEY, createReadStream(file));
  const deps = { db: database.db, storage };
  const [result, ms] = await timed(() =>
    mergeFile(deps, member, {
      importId: randomUUID(),
      storageKey: STORAGE_KEY,
      fileName: 'bench.csv',
      mapping: null,
    }),
  );
  return { deps, member, result, ms };
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
    const { readCsv } = await import('../apps/server/src/modules/fundraising/csv/read-csv');
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
    const { parseDonorFile } = await import('../apps/server/src/modules/fundraising/parse-file');
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
    const { analyse } = await import('../apps/server/src/modules/fundraising/service/analysis');
    const { mergeFile } = await import('../apps/server/src/modules/fundraising/service/merge');
    const database = await openDatabase();
    const { deps, member, result, ms } = await importInto(database);
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
    const [reimport, reimportMs] = await timed(() =>
      mergeFile(deps, member, {
        importId: randomUUID(),
        storageKey: STORAGE_KEY,
        fileName: 'again.csv',
        mapping: null,
      }),
    );
    report({
      ms,
      rows: result?.recordsAdded ?? 0,
      donors: result?.donorsAdded ?? 0,
      analysisMs: median(analysis),
      plainAggregatesMs: median(plain),
      reimportMs,
      reimportAdded: reimport?.recordsAdded ?? -1,
    });
    await database.close();
    break;
  }
  default:
    throw new Error(`unknown task ${task}`);
}
