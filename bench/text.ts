// The text part of `npm run bench` (`npm run bench -- text` runs it alone): reading documents'
// text against the native tools, searching it at 100,000 documents, and the API's event loop
// while OCR runs. In one run, on the same files:
//
//   1. PDF text: Steward's TextExtractor (unpdf / pdf.js in a worker thread) against poppler's
//      pdftotext, one process per file as an application would call it, on 20 generated reports
//      of 2-50 pages; one at a time, then all cores on both sides.
//   2. OCR: TextExtractor (tesseract.js 7, WebAssembly) against the tesseract CLI (5.3, native,
//      one process per page, OMP_THREAD_LIMIT=1), all cores on both sides, on 12 generated
//      200 dpi letter-size scans of known text: pages per second and word accuracy. The native
//      side runs with Steward's own model (@tesseract.js-data/eng 4.0.0_best_int) for the ratio,
//      and with Debian's tesseract-ocr-eng model (tessdata_fast) besides.
//   3. Search: 100,000 documents of ~800 words in one organisation of PostgreSQL 15, the list
//      route's p50 and p99 per kind of query (text-search.ts).
//   4. The event loop's delay (perf_hooks) in this process while OCR runs in the pool.
//
// pdftotext and tesseract are installed from Debian's packages when missing (text-tools.ts); a
// comparison whose tool is missing is skipped with a line that says why.

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import {
  DEFAULT_EXTRACTION_LIMITS,
  type ExtractionResult,
  TextExtractor,
} from '../apps/server/src/platform/text-extraction';
import { normalizedWords, wordEditDistance } from './text-corpus';
import { type BenchPdf, type BenchScan, reportPdf, scanPage } from './text-files';
import { benchSearch } from './text-search';
import { ensureTextTools, type Tool } from './text-tools';

const run = promisify(execFile);

const line = (label: string, text: string) => console.log(`${label.padEnd(52)} ${text}`);
const verdict = (ok: boolean) => (ok ? 'meets the target' : 'MISSES the target');
const skip = (label: string, tool: Tool) => line(label, `SKIPPED: ${tool.name} ${tool.problem}`);
const rate = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Runs `work` on every item with at most `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

function textOf(result: ExtractionResult, what: string): string {
  if (result.outcome !== 'text')
    throw new Error(`Steward read no text from ${what}: ${JSON.stringify(result)}`);
  return result.text;
}

/** The share of the known words found, as a bag (order ignored): a check that both sides read it all. */
function wordRecall(known: string, found: string): number {
  const counts = new Map<string, number>();
  const reference = normalizedWords(known);
  for (const word of reference) counts.set(word, (counts.get(word) ?? 0) + 1);
  let hits = 0;
  for (const word of normalizedWords(found)) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      hits++;
      counts.set(word, left - 1);
    }
  }
  return hits / reference.length;
}

/** Word accuracy of a set of pages: 1 - (word edit distance / known words), summed over the pages. */
function wordAccuracy(known: string[], found: string[]): number {
  let distance = 0;
  let words = 0;
  known.forEach((text, i) => {
    const reference = normalizedWords(text);
    distance += wordEditDistance(reference, normalizedWords(found[i] ?? ''));
    words += reference.length;
  });
  return 1 - distance / words;
}

// ---------------------------------------------------------------------------------------------
// 1. PDF text

const PDF_FILES = 20;
const PDF_ROUNDS = 3;

async function benchPdfText(dir: string, pdftotext: Tool, cores: number) {
  const files: (BenchPdf & { path: string })[] = [];
  for (let i = 0; i < PDF_FILES; i++) {
    const pages = Math.round(2 + (48 * i) / (PDF_FILES - 1));
    const pdf = await reportPdf(pages, i);
    const path = join(dir, `report-${i}.pdf`);
    writeFileSync(path, pdf.bytes);
    files.push({ ...pdf, path });
  }
  const pages = files.reduce((sum, file) => sum + file.pages, 0);
  const words = files.reduce((sum, file) => sum + normalizedWords(file.text).length, 0);
  console.log(
    `\nPDF text: ${PDF_FILES} generated reports of 2-50 pages (pdf-lib), ${pages} pages, ${words.toLocaleString('en-US')} words; Steward's TextExtractor (unpdf in worker threads) vs pdftotext run once per file (a process each, as an application calls it); median of ${PDF_ROUNDS} rounds after one not counted; reading the file from disk included on both sides`,
  );

  const steward = async (extractor: TextExtractor, file: (typeof files)[number]) =>
    textOf(
      await extractor.extract({
        bytes: new Uint8Array(readFileSync(file.path)),
        contentType: 'application/pdf',
        fileName: 'report.pdf',
      }),
      file.path,
    );
  const native = async (file: (typeof files)[number]) =>
    (
      await run(pdftotext.path as string, ['-enc', 'UTF-8', file.path, '-'], {
        maxBuffer: 64 << 20,
        encoding: 'utf8',
      })
    ).stdout;

  for (const concurrency of [1, cores]) {
    const extractor = new TextExtractor({ concurrency, limits: DEFAULT_EXTRACTION_LIMITS });
    try {
      // Warm-up, not counted: a whole round on each side. The threads start, import pdf.js and
      // get its code compiled, as in a server that has been running; the files are in the page cache.
      await pool(files, concurrency, (file) => steward(extractor, file));
      if (pdftotext.path) await pool(files, concurrency, native);
      const stewardMs: number[] = [];
      const nativeMs: number[] = [];
      let stewardTexts: string[] = [];
      let nativeTexts: string[] = [];
      // A-B, then B-A: a drift in what else the machine does falls on both sides.
      for (let round = 0; round < PDF_ROUNDS; round++) {
        const sides = [
          async () => {
            const { ms, result } = await timed(() => pool(files, concurrency, (f) => steward(extractor, f)));
            stewardMs.push(ms);
            stewardTexts = result;
          },
          async () => {
            if (!pdftotext.path) return;
            const { ms, result } = await timed(() => pool(files, concurrency, native));
            nativeMs.push(ms);
            nativeTexts = result;
          },
        ];
        if (round % 2 === 1) sides.reverse();
        for (const side of sides) await side();
      }
      const known = files.map((file) => file.text).join('\n');
      const title = concurrency === 1 ? '1 file at a time' : `${concurrency} at a time (all cores)`;
      const stewardRate = (pages / median(stewardMs)) * 1000;
      line(
        `  Steward, ${title}`,
        `${rate(stewardRate)} pages/s (${(median(stewardMs) / 1000).toFixed(2)} s), words found ${percent(wordRecall(known, stewardTexts.join('\n')))}`,
      );
      if (!pdftotext.path) {
        skip(`  pdftotext, ${title}`, pdftotext);
        continue;
      }
      const nativeRate = (pages / median(nativeMs)) * 1000;
      line(
        `  pdftotext, ${title}`,
        `${rate(nativeRate)} pages/s (${(median(nativeMs) / 1000).toFixed(2)} s), words found ${percent(wordRecall(known, nativeTexts.join('\n')))}`,
      );
      const ratio = stewardRate / nativeRate;
      line(
        `  Steward / pdftotext, ${title}`,
        `${ratio.toFixed(2)}x pages/s (target >= 0.5x): ${verdict(ratio >= 0.5)}`,
      );
    } finally {
      await extractor.close();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 2. OCR, and 4. the event loop while it runs

const SCANS = 12;

/** A one-page PDF holding the scan at 200 dpi, as a scanner's "scan to PDF" writes it. */
async function scannedPdf(scan: BenchScan): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(scan.jpeg);
  const width = (image.width * 72) / 200;
  const height = (image.height * 72) / 200;
  pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}

interface OcrRun {
  label: string;
  /** Milliseconds of each timed pass over all the scans. */
  ms: number[];
  texts: string[];
}

const LOOP_RESOLUTION_MS = 10;

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** The share of the time the loop was running code (performance.eventLoopUtilization). */
  busy: number;
}

/**
 * The event loop's delay while `work` runs: perf_hooks' histogram of a 10 ms timer's lateness. It
 * records each interval whole, so the timer's own 10 ms are taken off (as under-pressure does).
 * With the loop's utilisation beside it: a loop late but seldom busy waited for a core (the
 * machine's other threads), it was not blocked by its own code.
 */
async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: LoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  const utilization = performance.eventLoopUtilization();
  histogram.enable();
  try {
    const result = await work();
    const late = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
    return {
      result,
      delay: {
        p50: late(histogram.percentile(50)),
        p99: late(histogram.percentile(99)),
        max: late(histogram.max),
        busy: performance.eventLoopUtilization(utilization).utilization,
      },
    };
  } finally {
    histogram.disable();
  }
}

const delayText = (delay: LoopDelay) =>
  `p50 ${delay.p50.toFixed(1)} ms, p99 ${delay.p99.toFixed(1)} ms, max ${delay.max.toFixed(1)} ms, loop busy ${percent(delay.busy)}`;

function writeScans(dir: string) {
  const scans = Array.from({ length: SCANS }, (_, i) => scanPage(i));
  const paths = scans.map((scan, i) => {
    const path = join(dir, `scan-${i}.jpg`);
    writeFileSync(path, scan.jpeg);
    return path;
  });
  return { scans, paths };
}

async function benchOcr(dir: string, tesseract: Tool, cores: number) {
  const { scans, paths } = writeScans(dir);
  const known = scans.map((scan) => scan.text);
  const words = known.reduce((sum, text) => sum + normalizedWords(text).length, 0);
  console.log(
    `\nOCR: ${SCANS} generated letter-size scans at 200 dpi (JPEG, 10-12 pt, skew up to 0.8 degrees, specks), ${words.toLocaleString('en-US')} words; all ${cores} cores on each side: TextExtractor with concurrency ${cores}, ${cores} tesseract processes at a time (OMP_THREAD_LIMIT=1, one per page); Steward and the CLI with Steward's model in A-B-B-A passes`,
  );

  // Steward's model, unpacked for the native CLI: the same network and dictionaries on both sides.
  const stewardModelDir = join(dir, 'tessdata-steward');
  const stewardModel = join(
    dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int/eng.traineddata.gz',
  );
  mkdirSync(stewardModelDir, { recursive: true });
  writeFileSync(join(stewardModelDir, 'eng.traineddata'), gunzipSync(readFileSync(stewardModel)));

  const extractor = new TextExtractor({ concurrency: cores, limits: DEFAULT_EXTRACTION_LIMITS });
  const ocrImage = async (path: string) =>
    textOf(
      await extractor.extract({
        bytes: new Uint8Array(readFileSync(path)),
        contentType: 'image/jpeg',
        fileName: 'scan.jpg',
      }),
      path,
    );
  const native = (tessdata: string | null) => async (path: string) => {
    const args = [path, 'stdout', '--oem', '1', '-l', 'eng'];
    if (tessdata) args.push('--tessdata-dir', tessdata);
    const { stdout } = await run(tesseract.path as string, args, {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      encoding: 'utf8',
      maxBuffer: 16 << 20,
    });
    return stdout;
  };
  const steward: OcrRun = { label: 'Steward TextExtractor (tesseract.js, best_int)', ms: [], texts: [] };
  const same: OcrRun = { label: "tesseract CLI, Steward's model (best_int)", ms: [], texts: [] };
  const debian: OcrRun = { label: "tesseract CLI, Debian's model (tessdata_fast)", ms: [], texts: [] };
  const pdfs: OcrRun = { label: 'Steward, the same pages as 1-page scanned PDFs', ms: [], texts: [] };
  const delays: LoopDelay[] = [];
  const pass = async (into: OcrRun, work: (path: string) => Promise<string>) => {
    const { ms, result } = await timed(() => pool(paths, cores, work));
    into.ms.push(ms);
    into.texts = result;
  };
  try {
    // Warm-up, not counted: each thread starts and loads tesseract.js and the model once.
    await Promise.all(paths.slice(0, cores).map(ocrImage));
    const stewardPass = async () => {
      const { delay } = await withLoopDelay(() => pass(steward, ocrImage));
      delays.push(delay);
    };
    if (tesseract.path) {
      await stewardPass();
      await pass(same, native(stewardModelDir));
      await pass(same, native(stewardModelDir));
      await stewardPass();
      await pass(debian, native(null));
    } else {
      await stewardPass();
    }

    const pdfBytes = await Promise.all(scans.map(scannedPdf));
    const ocrPdf = async (bytes: Uint8Array) =>
      textOf(
        await extractor.extract({
          bytes: new Uint8Array(bytes),
          contentType: 'application/pdf',
          fileName: 'scan.pdf',
        }),
        'a scanned PDF',
      );
    await Promise.all(pdfBytes.slice(0, cores).map(ocrPdf)); // pdf.js and its canvas load once
    const { ms, result } = await timed(() => pool(pdfBytes, cores, ocrPdf));
    pdfs.ms.push(ms);
    pdfs.texts = result;
  } finally {
    await extractor.close();
  }

  const measured = new Map<OcrRun, { pagesPerSecond: number; accuracy: number }>();
  for (const ocr of [steward, same, debian, pdfs]) {
    if (ocr.ms.length === 0) {
      skip(`  ${ocr.label}`, tesseract);
      continue;
    }
    const seconds = ocr.ms.reduce((sum, ms) => sum + ms, 0) / 1000;
    const pagesPerSecond = (SCANS * ocr.ms.length) / seconds;
    const accuracy = wordAccuracy(known, ocr.texts);
    measured.set(ocr, { pagesPerSecond, accuracy });
    line(
      `  ${ocr.label}`,
      `${rate(pagesPerSecond)} pages/s (${ocr.ms.map((ms) => (ms / 1000).toFixed(1)).join(' + ')} s; ${(cores / pagesPerSecond).toFixed(2)} core-s a page), word accuracy ${percent(accuracy)}`,
    );
  }
  const ours = measured.get(steward);
  const theirs = measured.get(same);
  if (ours && theirs) {
    const ratio = ours.pagesPerSecond / theirs.pagesPerSecond;
    line(
      '  Steward / tesseract CLI (same model): pages/s',
      `${ratio.toFixed(2)}x (target >= 0.5x): ${verdict(ratio >= 0.5)}`,
    );
    const points = (theirs.accuracy - ours.accuracy) * 100;
    line(
      '  Steward vs tesseract CLI (same model): accuracy',
      `${points <= 0 ? `${(-points).toFixed(1)} points higher or equal` : `${points.toFixed(1)} points lower`} (target within 2 points): ${verdict(points <= 2)}`,
    );
  }
  const worst = delays.reduce<LoopDelay | undefined>((a, b) => (!a || b.p99 > a.p99 ? b : a), undefined);
  return { scans: paths, loop: worst };
}

async function benchLoopDelay(scans: string[], cores: number, allCores: LoopDelay | undefined) {
  console.log(
    `\nEvent loop of this process (the API's) while OCR runs in the pool: perf_hooks.monitorEventLoopDelay, delay beyond its ${LOOP_RESOLUTION_MS} ms timer`,
  );
  // The same wait with nothing running: what the machine itself adds (other processes, timers).
  const idle = await withLoopDelay(() => new Promise((resolve) => setTimeout(resolve, 5000)));
  line('  idle, 5 s (the baseline)', delayText(idle.delay));
  // Steward's default: TEXT_READERS = one core fewer than the machine has, at least one. A fresh
  // pool, as when the first scan of the day arrives: its thread starts and loads tesseract.js.
  const readers = Math.max(1, cores - 1);
  const files = scans.slice(0, 4);
  const extractor = new TextExtractor({ concurrency: readers, limits: DEFAULT_EXTRACTION_LIMITS });
  try {
    const measured = await withLoopDelay(() =>
      Promise.all(
        files.map(async (path) =>
          extractor.extract({
            bytes: new Uint8Array(readFileSync(path)),
            contentType: 'image/jpeg',
            fileName: 'scan.jpg',
          }),
        ),
      ),
    );
    line(
      `  ${files.length} scans, ${readers} reader thread (default), new pool`,
      `${delayText(measured.delay)} (target p99 < 50 ms): ${verdict(measured.delay.p99 < 50)}`,
    );
    if (allCores) {
      line(
        `  ${SCANS} scans, ${cores} threads (all cores, OCR pass above)`,
        `${delayText(allCores)} (target p99 < 50 ms): ${verdict(allCores.p99 < 50)}`,
      );
    }
  } finally {
    await extractor.close();
  }
}

/** TEXT_BENCH_PARTS: some of pdf,ocr,loop,search (default all). */
const PARTS = (process.env.TEXT_BENCH_PARTS ?? 'pdf,ocr,loop,search').split(',');

export async function benchText() {
  const started = performance.now();
  const cores = availableParallelism();
  const tools = ensureTextTools();
  console.log(
    `\nText: ${cores} cores, load average ${loadavg()[0]?.toFixed(2)}; ${tools.pdftotext.path ? tools.pdftotext.version : 'no pdftotext'}; ${tools.tesseract.path ? tools.tesseract.version : 'no tesseract'}`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'steward-text-bench-'));
  try {
    if (PARTS.includes('pdf')) await benchPdfText(dir, tools.pdftotext, cores);
    const ocr = PARTS.includes('ocr') ? await benchOcr(dir, tools.tesseract, cores) : undefined;
    if (PARTS.includes('loop')) await benchLoopDelay(ocr?.scans ?? writeScans(dir).paths, cores, ocr?.loop);
    if (PARTS.includes('search')) await benchSearch();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  line(
    'text bench, all parts',
    `${((performance.now() - started) / 1000).toFixed(0)} s; load average (1 min) at the end ${loadavg()[0]?.toFixed(2)}`,
  );
}
