/** Player protection on PostgreSQL (DATABASE_URL; `npm run test:pg`): concurrent orders against a daily stake limit, and a pause stopping a chase. */
import { describe, it } from 'vitest';
import { concurrentStakeLimitScenario, pauseStopsChaseScenario } from '../support/protection';
import { postgresServerPerTest } from '../support/postgres-server';
import type { TestServer } from '../support/server-harness';

let s: TestServer;
postgresServerPerTest((server) => (s = server));

describe('player protection on PostgreSQL', () => {
  it('holds a daily stake limit exactly when 50 orders arrive at once', () => concurrentStakeLimitScenario(s));
  it('stops an open chase at a cool-off, refunding exactly its issues still on sale', () => pauseStopsChaseScenario(s));
});
