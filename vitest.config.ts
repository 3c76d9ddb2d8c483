import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          ...serverTest,
          name: 'server:pglite',
          include: ['apps/server/src/**/*.test.ts'],
          env: { STEWARD_TEST_DRIVER: 'pglite' },
        },
      },
      {
        test: {
          ...serverTest,
          name: 'server:postgres',
          include: ['apps/server/src/**/*.db.test.ts', 'apps/server/test/**/*.test.ts'],
          env: { STEWARD_TEST_DRIVER: 'postgres' },
          globalSetup: ['apps/server/test/postgres-server.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
