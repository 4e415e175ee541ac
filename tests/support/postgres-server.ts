/**
 * The set-up every tests/server-pg file shares: a fresh app on PostgreSQL (the DATABASE_URL
 * `npm run test:pg` sets) before each test, closed after it with the whole ledger checked, so a
 * race that created or lost money fails the test that caused it.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { startTestServer, type TestServer } from './server-harness';

/**
 * Starts a server on PostgreSQL before each test of the file and hands it to `use`. `options` is
 * called for each test: a test may change its server's config, and the next one starts afresh.
 */
export function postgresServerPerTest(use: (server: TestServer) => void, options?: () => Parameters<typeof startTestServer>[0]): void {
  let server: TestServer;
  beforeEach(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
    server = await startTestServer(options?.());
    expect(server.handle.kind).toBe('postgres');
    use(server);
  });
  afterEach(async () => {
    const ledger = await checkLedger(server.db);
    await server.close();
    expect(ledger).toMatchObject({ ok: true });
  });
}
