import { defineConfig } from 'vitest/config';

/** Browser flows in Debian's Chromium against the built app; one file at a time (2 cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Generous: `npm test` runs the unit and API tests beside these on two cores.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // The files share the worker's modules instead of importing the product afresh each (147 s of
    // imports summed on CI); each starts its own app on its own database.
    isolate: false,
    // A page's code now loads with its route: polls give it more than vitest's default second.
    expect: { poll: { timeout: 15_000 } },
  },
});
