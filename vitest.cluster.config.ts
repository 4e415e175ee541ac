import { defineConfig } from 'vitest/config';

// Several server processes over one PostgreSQL and one Redis. Run with `npm run test:cluster`,
// which starts throwaway ones (tests/support/ensure-postgres.sh and ensure-redis.sh).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
