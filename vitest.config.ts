import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The test files under `folder` (from the repository root) that replace a module with vi.mock.
 * Most files share their worker's modules with the files before them (`isolate: false`), so each
 * file no longer loads the app's modules again: the web's 75 files took 118 s with a module
 * registry each and 50 s sharing one. A file that replaces a module needs a registry of its own,
 * or its replacement would reach its neighbours.
 */
function filesThatMock(folder: string): string[] {
  return readdirSync(here(`./${folder}`), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`)
    .filter((path) => /\bvi\.(doMock|mock)\(/.test(readFileSync(here(`./${path}`), 'utf8')));
}

const webFilesThatMock = filesThatMock('apps/web/src');
for (const folder of ['packages/domain/src', 'apps/server/src', 'apps/server/test']) {
  const mocking = filesThatMock(folder);
  if (mocking.length > 0) {
    throw new Error(
      `${mocking.join(', ')} replace modules with vi.mock, but ${folder}'s tests share their modules: give them a project with isolate: true, as the web's have`,
    );
  }
}

// `@/` is each app's src folder (the tsconfig paths of apps/server and apps/web); the browser
// tests load server helpers, so they resolve it as the server does.
const serverAliases = {
  '@/': here('./apps/server/src/'),
  '@test/': here('./apps/server/test/'),
};
const webAliases = { '@/': here('./apps/web/src/') };

// A page rendered and clicked through in happy-dom takes 0.3-2 s alone; with the database and
// browser files loading both cores (and CPU-bound work beside the suite) some took past Vitest's 5 s
// default on 2026-12-02 (the donor's page, the security page). A test that hangs still fails.
const WEB_TEST_TIMEOUT_MS = 20_000;

const serverTest = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 90_000,
};

// One run, several projects: pure domain rules, the React app, the API on both database drivers
// (every *.db.test.ts runs on PGlite and again on a real PostgreSQL 15), and browser tests
// against the built app.
export default defineConfig({
  test: {
    // Two files at once on a 2-core machine: Vitest's default there is one, and the browser files
    // and the database tests mostly wait on another process (Chromium, PostgreSQL). Measured on
    // the whole run: 919 s against 1,115 s.
    maxWorkers: 2,
    reporters: ['default', './scripts/slowest-files-reporter.ts'],
    projects: [
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 60_000,
          // The house rules' hooks run Biome and read the import graph of every file: past 10 s on
          // 2 cores busy with the suite and two CPU-bound processes (2026-12-02).
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['packages/domain/src/**/*.test.ts'],
          isolate: false,
          // Property tests run thousands of cases: 1-2 s alone, past Vitest's 5 s default while the
          // database and browser files load both cores.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: webAliases },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webFilesThatMock],
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: webAliases },
        test: {
          name: 'web:mocks',
          environment: 'happy-dom',
          include: webFilesThatMock,
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: serverAliases },
        test: {
          ...serverTest,
          name: 'server:pglite',
          include: ['apps/server/src/**/*.test.ts'],
          isolate: false,
          env: { STEWARD_TEST_DRIVER: 'pglite' },
          globalSetup: ['apps/server/test/pglite-snapshot.ts'],
        },
      },
      {
        resolve: { alias: serverAliases },
        test: {
          ...serverTest,
          name: 'server:postgres',
          include: ['apps/server/src/**/*.db.test.ts', 'apps/server/test/**/*.test.ts'],
          isolate: false,
          env: { STEWARD_TEST_DRIVER: 'postgres' },
          // PGlite too: the schema parity test opens one of each.
          globalSetup: ['apps/server/test/postgres-server.ts', 'apps/server/test/pglite-snapshot.ts'],
        },
      },
      {
        resolve: { alias: serverAliases },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/seeded-data-dir.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for the page to reach a state (a search applied, a list sorted); its
          // default of 1 s is a fixed time, which a busy machine overran (documents.e2e.ts, 2026-12-02).
          expect: { poll: { timeout: 30_000 } },
          // Last, in a group of their own, three files at once: each has its own server, DATA_DIR
          // and Chromium, so they share nothing but the cores, and each waits on its browser and
          // server often enough that two left a quarter of both cores idle (vmstat: 23% idle at
          // two, 6% at three; the group took 266 s at two and 235 s at three, 2026-11-27). Beside
          // the database files (the group before) they put the duplicates file's waits and
          // main.test.ts's start-up past their limits on a clean clone, so they start once that
          // group has ended.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
        },
      },
    ],
  },
});
