import { configDefaults, defineConfig } from 'vitest/config';

/** The API test that must run in a process no other test file has used. */
const NEEDS_A_FRESH_PROCESS = 'apps/api/src/native-builtins.test.ts';

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
      { test: { name: 'db', include: ['packages/db/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, NEEDS_A_FRESH_PROCESS],
          // The files of a worker share its modules instead of importing the API afresh each: the
          // imports had been a quarter of the unit tests' time (677 s of 2,867 s summed on CI; the
          // api project alone on PostgreSQL: 236 s, 340 s when last measured before). Each file builds its own app and
          // database, so no state is shared but the modules'.
          isolate: false,
          // Generous: `npm test` runs these beside the browser tests on two cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // What this file checks is the process itself (no module of it has patched the built-ins).
        test: {
          name: 'api-process',
          include: [NEEDS_A_FRESH_PROCESS],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'engine',
          include: ['packages/engine/src/**/*.test.ts'],
          // As the API's: the files of a worker share its modules (and the OCR workers they start),
          // engine project alone 124 s -> 72 s, 217 s -> 127 s of CPU.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
