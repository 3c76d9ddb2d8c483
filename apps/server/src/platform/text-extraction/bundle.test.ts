import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headedScanPdf, scanPng } from '@test/document-files';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '@/paths';
import { nodeBundle } from '../../../scripts/node-bundle.mjs';
import type * as TextExtraction from './index';

// In production the reading threads run dist/text-extraction-worker.js under plain node, which
// resolves imports more strictly than tsx does for the source. This bundles the extractor and its
// thread as scripts/bundle.mjs does, side by side as in dist/, and reads files through them.

let outdir = '';
let extractor: TextExtraction.TextExtractor | undefined;

beforeAll(async () => {
  // Under node_modules, so that the bundles' npm imports resolve as dist/'s do.
  const cache = join(serverRoot(), '..', '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  outdir = mkdtempSync(join(cache, 'steward-text-extraction-'));
  await build({
    ...nodeBundle,
    entryPoints: [
      { in: join(import.meta.dirname, 'index.ts'), out: 'text-extraction' },
      { in: join(import.meta.dirname, 'worker.ts'), out: 'text-extraction-worker' },
    ],
    outdir,
    tsconfig: join(serverRoot(), 'tsconfig.json'),
  });
  const bundled: typeof TextExtraction = await import(pathToFileURL(join(outdir, 'text-extraction.js')).href);
  extractor = new bundled.TextExtractor({ concurrency: 1, limits: bundled.DEFAULT_EXTRACTION_LIMITS });
}, 60_000);

afterAll(async () => {
  await extractor?.close();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('TextExtractor as bundled for production', () => {
  it('reads a scanned page whose thin text layer uses an embedded font, by OCR of the page as drawn', async () => {
    const pdf = await headedScanPdf('RECEIPT', scanPng(['Received with thanks', 'Margaret Okafor']));
    const result = await extractor?.extract({
      bytes: pdf,
      contentType: 'application/pdf',
      fileName: 'receipt.pdf',
    });
    expect(result).toMatchObject({ outcome: 'text', ocr: true });
    expect(result?.outcome === 'text' && result.text).toMatch(
      /^RECEIPT\s+RECEIPT\s+Received with thanks\s+Margaret Okafor$/,
    );
  });
});
