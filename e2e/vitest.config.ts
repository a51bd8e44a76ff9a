import { defineConfig } from 'vitest/config';

/** Browser flows in Debian's Chromium against the built app; one file at a time (2 cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
