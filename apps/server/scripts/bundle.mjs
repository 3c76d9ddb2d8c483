// Bundles the server for production (node-bundle.mjs: npm packages external, Steward's own code
// inlined).
import { build } from 'esbuild';
import { nodeBundle } from './node-bundle.mjs';

// main.js is the server; rotate-secret.js the re-seal command of docs/deploy.md; the workers are
// the entries of worker threads, which main.js starts from beside itself (platform/worker-pool):
// the text extractor's (platform/text-extraction/pool.ts), the PDF renderer's
// (platform/pdf/renderer.ts: statements, batch reports, deposit slips) and the duplicate finder's
// (modules/donors/duplicates/finder.ts) and the pledge file reader's (modules/campaigns/pledge-file/reader.ts).
await build({
  ...nodeBundle,
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/rotate-secret.ts', out: 'rotate-secret' },
    { in: 'src/platform/text-extraction/worker.ts', out: 'text-extraction-worker' },
    { in: 'src/platform/pdf/render-worker.ts', out: 'pdf-render-worker' },
    { in: 'src/modules/donors/duplicates/pairing-worker.ts', out: 'duplicate-pairing-worker' },
    { in: 'src/modules/campaigns/pledge-file/reading-worker.ts', out: 'pledge-file-worker' },
  ],
  outdir: 'dist',
  sourcemap: true,
});
