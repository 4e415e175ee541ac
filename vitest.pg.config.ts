import { defineConfig } from 'vitest/config';

// Server tests that need real PostgreSQL concurrency (PGlite runs one transaction at a
// time and hides races). Run with `npm run test:pg`, which starts a throwaway cluster.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/server-pg/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One file after another in one module graph: the server loads once, not once per file.
    isolate: false,
  },
});
