/** Stopping long chases on PostgreSQL (DATABASE_URL; `npm run test:pg`): the scenarios of tests/support/chase-stops.ts. */
import { describe, it } from 'vitest';
import { stopCutShortScenario, stopRefundScenario } from '../support/chase-stops';
import { postgresServerPerTest } from '../support/postgres-server';
import type { TestServer } from '../support/server-harness';

let s: TestServer;
postgresServerPerTest((server) => (s = server));

describe('chase stops on PostgreSQL', () => {
  it('refunds exactly the stakes of the stopped issues not yet drawn, one journal per batch', () => stopRefundScenario(s));
  it('refunds every issue exactly once when a stop fails between batches and is sent again', () => stopCutShortScenario(s));
});
