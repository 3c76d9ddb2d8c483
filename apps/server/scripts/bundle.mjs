// Bundles the server for production: npm packages stay external (installed in node_modules),
// the @steward/* workspace packages, which export TypeScript source, are inlined.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
          args.path.startsWith('@steward/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
