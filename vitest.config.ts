import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where
    // the server files (each test builds an app on an embedded database) leave the second core idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
