/** Player protection on PostgreSQL (DATABASE_URL; `npm run test:pg`): concurrent orders against a daily stake limit. */
import { describe, it } from 'vitest';
import { concurrentStakeLimitScenario } from '../support/protection';
import { postgresServerPerTest } from '../support/postgres-server';
import type { TestServer } from '../support/server-harness';

let s: TestServer;
postgresServerPerTest((server) => (s = server));

describe('player protection on PostgreSQL', () => {
  it('holds a daily stake limit exactly when 50 orders arrive at once', () => concurrentStakeLimitScenario(s));
});
