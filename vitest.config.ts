import { defineConfig } from 'vitest/config';

/** Unit and API tests of every package; the browser tests run from e2e/ after a build. */
export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer: the API tests spend much of their time
    // waiting on the database and on jobs, and on two cores one worker left the other idle
    // (api project alone, PostgreSQL: 472 s with one worker, 340 s with two).
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // Generous: `npm test` runs these beside the browser tests on two cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'engine',
          include: ['packages/engine/src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
