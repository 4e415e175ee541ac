import { defineConfig } from 'vitest/config';

// Several server processes over one PostgreSQL and one Redis. Run with `npm run test:cluster`,
// which starts throwaway ones (tests/support/ensure-postgres.sh and ensure-redis.sh).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/support/cluster-run.ts'],
    // Each test starts two real servers: about 25-35 s on an idle 2-core machine, far longer on a loaded one.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
