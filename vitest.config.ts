import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where
    // the server files (each test builds an app on an embedded database) leave the second core idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // Engine, contract, lint and server files share nothing between files but what they build in
          // each test: a worker runs them one after another in one module graph, so the server, the engine
          // catalogue and the embedded database's WebAssembly load once per worker instead of once per file.
          name: 'shared',
          include: ['tests/unit/{engine-worker,contract,lint,rules,server}/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The client's files mock modules and globals (vi.mock, stubbed storage): each in a fresh worker.
          name: 'isolated',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: ['tests/unit/{engine-worker,contract,lint,rules,server}/**'],
        },
      },
    ],
  },
});
