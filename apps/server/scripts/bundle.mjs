// Bundles the server for production (node-bundle.mjs: npm packages external, Steward's own code
// inlined).
import { build } from 'esbuild';
import { nodeBundle } from './node-bundle.mjs';

// main.js is the server; rotate-secret.js the re-seal command of docs/deploy.md;
// text-extraction-worker.js the entry of the text extractor's worker threads, which main.js
// starts from beside itself (platform/text-extraction/pool.ts).
await build({
  ...nodeBundle,
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/rotate-secret.ts', out: 'rotate-secret' },
    { in: 'src/platform/text-extraction/worker.ts', out: 'text-extraction-worker' },
  ],
  outdir: 'dist',
  sourcemap: true,
});
