// `npm run typecheck`: TypeScript 7's compiler (the native port, 3-4x the speed of TypeScript 6's
// here) on every workspace. It is started by its package's path rather than as `tsc` from
// node_modules/.bin: the scripts that read the code (import-graph.ts, spec-references.test.ts) need
// TypeScript 6's compiler API, which TypeScript 7 does not have, and the package that provides it
// (@typescript/typescript6) brings TypeScript 6's `tsc` too, which npm may link there instead.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The projects named (from the repository root), or every workspace's and the root's.
const PROJECTS =
  process.argv.length > 2 ? process.argv.slice(2) : ['packages/domain', 'apps/server', 'apps/web', '.'];

const manifest = createRequire(import.meta.url).resolve('typescript/package.json');
const tsc = join(dirname(manifest), 'bin', 'tsc');
for (const project of PROJECTS) {
  try {
    execFileSync(process.execPath, [tsc, '-p', project], {
      cwd: join(import.meta.dirname, '..'),
      stdio: 'inherit',
    });
  } catch {
    process.exit(1);
  }
}
