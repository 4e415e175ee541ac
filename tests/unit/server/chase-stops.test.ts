/** Stopping long chases on the embedded database: the scenarios of tests/support/chase-stops.ts. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { stopCutShortScenario, stopRefundScenario } from '../../support/chase-stops';
import { startTestServer, type TestServer } from '../../support/server-harness';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  const ledger = await checkLedger(s.db);
  await s.close();
  expect(ledger).toMatchObject({ ok: true });
});

describe('chase stops', () => {
  it('refunds exactly the stakes of the stopped issues not yet drawn, one journal per batch, when a stop spans several batches', () => stopRefundScenario(s));
  it('refunds every issue exactly once when a stop fails between batches and is sent again', () => stopCutShortScenario(s));
});
