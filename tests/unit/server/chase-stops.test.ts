/** Stopping long chases on the embedded database: the scenarios of tests/support/chase-stops.ts. */
import { describe, it } from 'vitest';
import { stopCutShortScenario, stopRefundScenario } from '../../support/chase-stops';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';

let s: TestServer;
serverPerTest((server) => (s = server));

describe('chase stops', () => {
  it('refunds exactly the stakes of the stopped issues not yet drawn, one journal per batch, when a stop spans several batches', () => stopRefundScenario(s));
  it('refunds every issue exactly once when a stop fails between batches and is sent again', () => stopCutShortScenario(s));
});
