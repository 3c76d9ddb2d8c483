// The donor data engine's part of `npm run bench`: parse throughput against papaparse (the
// original product's parser) and udsv, the whole import into PGlite and PostgreSQL, and the
// analysis against the plain aggregate queries, each in its own process for its peak memory.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { nodeBundle } from '../apps/server/scripts/node-bundle.mjs';
import { startPostgres } from '../apps/server/test/postgres-server';
import { writeDonorCsv } from './donor-csv';

interface Measure {
  ms: number;
  rows: number;
  maxRssMiB: number;
  donors?: number;
  analysisMs?: number;
  plainAggregatesMs?: number;
  reimportMs?: number;
  reimportAdded?: number;
  /** Milliseconds of each step of the merge (the import task). */
  steps?: Record<string, number>;
  reimportSteps?: Record<string, number>;
  /** The import task's peak up to the end of the first import (maxRssMiB is the whole task's). */
  importPeakMiB?: number;
}

/** Each step of a merge with its share, the rest (the commit) last. */
function printSteps(steps: Record<string, number> | undefined, totalMs: number) {
  if (!steps) return;
  let counted = 0;
  for (const [name, ms] of Object.entries(steps)) {
    counted += ms;
    line(`    ${name}`, `${seconds(ms)} (${((100 * ms) / totalMs).toFixed(0)}%)`);
  }
  line('    commit and the rest', seconds(totalMs - counted));
}

const ROOT = join(import.meta.dirname, '..');
const WORKER = join(ROOT, 'node_modules', '.cache', 'steward-bench', 'donor-worker.mjs');

/**
 * The worker bundled as the server is for production (apps/server/scripts/node-bundle.mjs), so
 * that its peak memory is that of built code run by plain node, not of tsx compiling TypeScript in
 * the same process (about 40 MiB more before any work).
 */
async function bundleWorker() {
  await build({
    ...nodeBundle,
    entryPoints: [join(import.meta.dirname, 'donor-worker.ts')],
    outfile: WORKER,
    tsconfig: join(ROOT, 'tsconfig.json'),
  });
}

function measure(task: string, file: string, postgresUrl?: string): Measure {
  const args = [WORKER, task, file];
  if (postgresUrl) args.push(postgresUrl);
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    // The bundle lives outside apps/server, where the migrations are looked for by default.
    env: { ...process.env, MIGRATIONS_DIR: join(ROOT, 'apps', 'server', 'drizzle') },
  });
  return JSON.parse(output.trim().split('\n').at(-1) as string) as Measure;
}

/** The median run of `runs` (by time), each in a fresh process. */
function medianOf(runs: number, task: string, file: string, postgresUrl?: string): Measure {
  const results = Array.from({ length: runs }, () => measure(task, file, postgresUrl));
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(runs / 2)] as Measure;
}

const line = (label: string, text: string) => console.log(`${label.padEnd(52)} ${text}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'meets the target' : 'MISSES the target');

export async function benchDonors(rows = Number(process.env.DONOR_BENCH_ROWS ?? 1_000_000)) {
  const dir = mkdtempSync(join(tmpdir(), 'steward-donor-bench-'));
  const file = join(dir, 'donations.csv');
  try {
    await Promise.all([writeDonorCsv(file, rows), bundleWorker()]);
    const mib = statSync(file).size / 2 ** 20;
    console.log(
      `\nDonor data: ${rows.toLocaleString('en-US')} gifts, ${mib.toFixed(1)} MiB (medians of 3 runs, one process each)`,
    );

    const papa = medianOf(3, 'papaparse', file);
    const udsv = medianOf(3, 'udsv', file);
    const tokenizer = medianOf(3, 'tokenizer', file);
    const parse = medianOf(3, 'parse', file);
    for (const [label, m] of [
      ['papaparse, header mode, whole file', papa],
      ['udsv, whole file', udsv],
      ['Steward tokenizer only, streamed', tokenizer],
      ['Steward parse stage (tokenize + row rules)', parse],
    ] as const) {
      line(
        label,
        `${seconds(m.ms)}, ${Math.round((m.rows / m.ms) * 1000).toLocaleString('en-US')} rows/s, peak ${m.maxRssMiB} MiB`,
      );
    }
    const speed = papa.ms / parse.ms;
    const memory = parse.maxRssMiB / papa.maxRssMiB;
    line('  parse stage vs papaparse: speed', `${speed.toFixed(2)}x (target >= 2x): ${verdict(speed >= 2)}`);
    line(
      '  parse stage vs papaparse: peak memory',
      `${memory.toFixed(2)}x (target <= 0.3x): ${verdict(memory <= 0.3)}`,
    );

    const postgres = await startPostgres();
    try {
      const pg = measure('import', file, postgres.url);
      const lite = measure('import', file);
      const bound = medianOf(3, 'copy-bound', file, postgres.url);
      for (const [label, m] of [
        ['import into PostgreSQL 15 (parse, merge, persist)', pg],
        ['import into PGlite', lite],
      ] as const) {
        line(
          label,
          `${seconds(m.ms)}, ${m.rows.toLocaleString('en-US')} gifts, ${(m.donors ?? 0).toLocaleString('en-US')} donors, peak ${m.importPeakMiB} MiB`,
        );
        printSteps(m.steps, m.ms);
        line('  same file again (adds 0)', `${seconds(m.reimportMs as number)}, added ${m.reimportAdded}`);
        printSteps(m.reimportSteps, m.reimportMs as number);
        line(
          '  analysis (rollups) vs plain aggregates',
          `${m.analysisMs?.toFixed(0)} ms vs ${m.plainAggregatesMs?.toFixed(0)} ms = ${((m.analysisMs as number) / (m.plainAggregatesMs as number)).toFixed(2)}x (target <= 0.25x): ${verdict((m.analysisMs as number) <= 0.25 * (m.plainAggregatesMs as number))}`,
        );
      }
      line(
        '  PostgreSQL import vs papaparse parse-only',
        `${(pg.ms / papa.ms).toFixed(2)}x (the 2x target is retired: the bare COPY below alone takes ${(bound.ms / papa.ms).toFixed(2)}x)`,
      );
      line(
        '  lower bound: one bare COPY of the same gifts',
        `${seconds(bound.ms)} for ${bound.rows.toLocaleString('en-US')} gifts into donations, keys and indexes as they are`,
      );
      const boundRatio = pg.ms / bound.ms;
      line(
        '  PostgreSQL import vs that bare COPY',
        `${boundRatio.toFixed(2)}x (target <= 1.5x): ${verdict(boundRatio <= 1.5)}`,
      );
      const reimportRatio = (pg.reimportMs as number) / papa.ms;
      line(
        '  PostgreSQL same file again vs papaparse',
        `${reimportRatio.toFixed(2)}x (target <= 3x): ${verdict(reimportRatio <= 3)}`,
      );
      line(
        '  PostgreSQL import peak memory',
        `${pg.importPeakMiB} MiB (target < 250 MiB): ${verdict((pg.importPeakMiB as number) < 250)}`,
      );
      const liteRatio = lite.ms / pg.ms;
      line(
        '  PGlite import vs PostgreSQL import',
        `${liteRatio.toFixed(2)}x (target <= 3x): ${verdict(liteRatio <= 3)}`,
      );
    } finally {
      postgres.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
