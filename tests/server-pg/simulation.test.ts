/**
 * The short platform simulation of tests/unit/server/simulation.test.ts on PostgreSQL (DATABASE_URL;
 * `npm run test:pg`): the same seed, every money invariant checked after every step.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../support/simulation-run';

describe('platform simulation on PostgreSQL', () => {
  it('keeps every money invariant after every step when 200 players act for 3 minutes', { timeout: 240_000 }, async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
    const report = await simulate({ seed: 20261122, days: 3 / 1440, players: 200, actionsPerPlayerDay: 2000, playsPerFamily: 8 });
    expect(report.steps).toBeGreaterThan(300);
    expect(report.settledOrders).toBeGreaterThan(0);
    expect(report.ledger.deposit?.journals).toBeGreaterThan(0);
  });
});
