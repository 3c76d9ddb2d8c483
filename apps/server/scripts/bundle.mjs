// Bundles the server for production: npm packages stay external (installed in node_modules),
// the @steward/* workspace packages, which export TypeScript source, are inlined, and `@/` is the
// tsconfig's alias of src (esbuild reads its paths).
import { build } from 'esbuild';

// main.js is the server; rotate-secret.js the re-seal command of docs/deploy.md.
await build({
  entryPoints: ['src/main.ts', 'src/rotate-secret.ts'],
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
