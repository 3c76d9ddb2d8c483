import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issue 9 item 5: the JavaScript a first visit must download before the app can draw, read from
// the build `npm test` makes before this runs.
const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const BUDGET_BYTES = 200 * 1000;

/** The chunks a module imports statically (`import ... from "./x.js"`), not the lazy `import()`s. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    found.add(match[1] as string);
  }
  return [...found];
}

/** The entry script of index.html and everything it reaches through static imports. */
function initialChunks(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module entry script in apps/web/dist/index.html');
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(DIST, 'assets', name), 'utf8');
    for (const path of staticImports(code)) queue.push(path.slice(2));
  }
  return [...seen];
}

const gzipped = (name: string) => gzipSync(readFileSync(join(DIST, 'assets', name))).length;

describe('the web app bundle', () => {
  const chunks = initialChunks();

  it(`starts with at most ${BUDGET_BYTES / 1000} KB of JavaScript (gzip)`, () => {
    const sizes = chunks.map((name) => `${name}: ${gzipped(name)}`);
    const total = chunks.reduce((sum, name) => sum + gzipped(name), 0);
    expect(total, sizes.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('preloads every chunk the entry needs, so none is fetched one after another', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    expect(new Set([entry, ...preloaded])).toEqual(new Set(chunks));
  });

  it('leaves the charts out of the first load: recharts comes with the analytics screens only', () => {
    const withCharts = chunks.filter((name) =>
      readFileSync(join(DIST, 'assets', name), 'utf8').includes('recharts'),
    );
    expect(withCharts).toEqual([]);
  });
});
