/**
 * The set-up every tests/server-pg file shares: a fresh app on PostgreSQL (the DATABASE_URL
 * `npm run test:pg` sets) before each test, closed after it with the whole ledger checked, so a
 * race that created or lost money fails the test that caused it.
 */
import { expect } from 'vitest';
import type { startTestServer, TestServer } from './server-harness';
import { serverPerTest } from './server-per-test';

/**
 * Starts a server on PostgreSQL before each test of the file and hands it to `use`. `options` is
 * called for each test: a test may change its server's config, and the next one starts afresh.
 */
export function postgresServerPerTest(use: (server: TestServer) => void, options?: () => Parameters<typeof startTestServer>[0]): void {
  serverPerTest(
    (server) => {
      expect(server.handle.kind).toBe('postgres');
      use(server);
    },
    () => {
      if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
      return options?.();
    },
  );
}
