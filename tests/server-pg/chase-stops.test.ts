/** Stopping long chases on PostgreSQL (DATABASE_URL; `npm run test:pg`): the scenarios of tests/support/chase-stops.ts. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { stopCutShortScenario, stopRefundScenario } from '../support/chase-stops';
import { startTestServer, type TestServer } from '../support/server-harness';

let s: TestServer;
beforeEach(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
  s = await startTestServer();
  expect(s.handle.kind).toBe('postgres');
});
afterEach(async () => {
  const ledger = await checkLedger(s.db);
  await s.close();
  expect(ledger).toMatchObject({ ok: true });
});

describe('chase stops on PostgreSQL', () => {
  it('refunds exactly the stakes of the stopped issues not yet drawn, one journal per batch', () => stopRefundScenario(s));
  it('refunds every issue exactly once when a stop fails between batches and is sent again', () => stopCutShortScenario(s));
});
