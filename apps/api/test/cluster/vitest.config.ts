import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the product on several processes (cluster.spec.ts). Needs a PostgreSQL
 * server (DATABASE_URL, default the local one) and Redis (REDIS_URL, default the local one).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['apps/api/test/cluster/**/*.spec.ts'],
    root: new URL('../../../..', import.meta.url).pathname,
    testTimeout: 1_800_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
