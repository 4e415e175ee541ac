import { mutationScope } from './stryker.scopes.mjs';

const scopeName = process.env.STRYKER_SCOPE;
const scope = mutationScope(scopeName);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
  mutate: scope.mutate,
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  // a mutant that loops forever waits this long on top of its tests' own time (STRYKER_TIMEOUT_MS shortens it for quick engine scopes)
  timeoutMS: Number(process.env.STRYKER_TIMEOUT_MS ?? 60_000),
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `.tmp/mutation/${scopeName}.json` },
  tempDirName: `.tmp/stryker-${scopeName}`,
  incremental: false,
  ignorePatterns: ['build', 'build-ladle', 'data', 'test-results', 'playwright-report', '.tmp'],
  thresholds: { high: 90, low: 80, break: null },
};
