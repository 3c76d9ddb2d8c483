import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pdfFonts, pdfPageLines } from '@test/pdf-text';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '@/paths';
import { nodeBundle } from '../../../scripts/node-bundle.mjs';
import type * as Pdf from './index';

// In production the rendering threads run dist/pdf-render-worker.js under plain node, which
// resolves imports (the fonts' packages, the subsetter's WebAssembly) more strictly than tsx does
// for the source. This bundles the renderer and its thread as scripts/bundle.mjs does, side by
// side as in dist/, and renders through them.

let outdir = '';
let renderer: Pdf.PdfRenderer | undefined;

beforeAll(async () => {
  // Under node_modules, so that the bundles' npm imports resolve as dist/'s do.
  const cache = join(serverRoot(), '..', '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  outdir = mkdtempSync(join(cache, 'steward-pdf-'));
  await build({
    ...nodeBundle,
    entryPoints: [
      { in: join(import.meta.dirname, 'index.ts'), out: 'pdf' },
      { in: join(import.meta.dirname, 'render-worker.ts'), out: 'pdf-render-worker' },
    ],
    outdir,
    tsconfig: join(serverRoot(), 'tsconfig.json'),
  });
  const bundled: typeof Pdf = await import(pathToFileURL(join(outdir, 'pdf.js')).href);
  renderer = new bundled.PdfRenderer({
    limits: { threads: 1, timeoutMs: 30_000, memoryMb: 256 },
    log: { error: () => undefined, warn: () => undefined },
  });
}, 60_000);

afterAll(async () => {
  await renderer?.close();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('PdfRenderer as bundled for production', () => {
  it('renders a statement in another script and a deposit slip with emoji from the bundled thread', async () => {
    const organization = { legalName: 'Grace Community Church', addressLines: [] };
    const statement = await renderer?.statement({
      organization: {
        ...organization,
        ein: null,
        phone: null,
        website: null,
        signerName: null,
        signerTitle: null,
        message: '',
        logoPng: null,
      },
      donor: { name: 'דוד כהן', addressLines: [] },
      period: { start: '2026-01-01', end: '2026-12-31' },
      gifts: [{ date: '2026-03-01', fund: '', amountCents: 5_000 }],
      inKind: [{ date: '2026-04-12', description: 'Upright piano' }],
      issuedOn: '2027-01-05',
    });
    expect(statement?.ok && (await pdfPageLines(statement.bytes)).flat()).toEqual(
      expect.arrayContaining(['דוד כהן', 'Mar 1, 2026 General $50.00', 'Apr 12, 2026 Upright piano']),
    );
    const slip = await renderer?.renderDepositSlip({
      organization,
      batchName: 'Sunday 9:00',
      bankAccount: null,
      depositDate: '2026-11-23',
      checks: [{ checkNumber: '1042', donorName: 'Ann Lee 🙏', amountCents: 25_000 }],
      cashCents: 0,
      checkCents: 25_000,
      totalCents: 25_000,
    });
    expect(slip?.ok && (await pdfPageLines(slip.bytes)).flat()).toContain('1 1042 Ann Lee 🙏 $250.00');
    // The emoji face's file is found beside the others in node_modules.
    expect(slip?.ok && (await pdfFonts(slip.bytes)).map((font) => font.name)).toContain('NotoEmoji-Regular');
  });
});
