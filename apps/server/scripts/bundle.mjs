// Bundles the server for production: npm packages stay external (installed in node_modules),
// the @steward/* workspace packages, which export TypeScript source, are inlined, and `@/` is the
// tsconfig's alias of src (esbuild reads its paths).
import { build } from 'esbuild';

// main.js is the server; rotate-secret.js the re-seal command of docs/deploy.md;
// text-extraction-worker.js the entry of the text extractor's worker threads, which main.js
// starts from beside itself (platform/text-extraction/pool.ts).
await build({
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/rotate-secret.ts', out: 'rotate-secret' },
    { in: 'src/platform/text-extraction/worker.ts', out: 'text-extraction-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@steward/') || args.path.startsWith('@/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
