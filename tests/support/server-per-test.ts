/**
 * A fresh app before each test of a file, closed after it with the whole ledger checked, so a test
 * that created or lost money fails itself.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { startTestServer, type TestServer } from './server-harness';

/**
 * Starts a server before each test of the file and hands it to `use`; `options` is called for each test, so a
 * test may change its server's config and the next one starts afresh.
 */
export function serverPerTest(use: (server: TestServer) => void, options?: () => Parameters<typeof startTestServer>[0]): void {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(options?.());
    use(server);
  });
  afterEach(async () => {
    const ledger = await checkLedger(server.db);
    await server.close();
    expect(ledger).toMatchObject({ ok: true });
  });
}
