// How Steward's code is bundled to run under plain node: npm packages stay external (installed in
// node_modules), the @steward/* workspace packages, which export TypeScript source, are inlined,
// and `@/` is the tsconfig's alias of src (esbuild reads its paths). The server's build
// (bundle.mjs) and the donor bench's worker (bench/donors.ts) share it.

/** @type {import('esbuild').BuildOptions} */
export const nodeBundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
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
};
