import { defineConfig } from 'vitest/config';
import { mutationScope } from './stryker.scopes.mjs';

// Mutation runs only the test files that guard the scope's money files (STRYKER_SCOPE), so each mutant runs in seconds.
export default defineConfig({
  test: {
    environment: 'node',
    include: mutationScope(process.env.STRYKER_SCOPE).tests,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
