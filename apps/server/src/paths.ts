import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The apps/server folder, found by walking up from this module to its package.json. This holds
 * both when running from src/ (tsx, tests) and from the dist/main.js bundle.
 */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@steward/server') {
      cached = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @steward/server package folder');
    dir = parent;
  }
}

/** The built web app (apps/web/dist), served by the same process. */
export function webDistFolder(): string {
  return process.env.WEB_DIST_DIR ?? join(serverRoot(), '..', 'web', 'dist');
}
