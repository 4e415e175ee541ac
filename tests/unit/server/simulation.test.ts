/**
 * The seeded platform simulation (server/simulation), short: a few hundred players for a few minutes
 * of platform time, every money invariant checked after every step; and one seed run twice replays
 * the same steps with the same outcomes and the same ledger.
 */
import { describe, expect, it } from 'vitest';
import { replayFingerprint, simulate } from '../../support/simulation-run';

describe('platform simulation', () => {
  it('keeps every money invariant after every step when 200 players act for 3 minutes', { timeout: 240_000 }, async () => {
    const report = await simulate({ seed: 20261122, days: 3 / 1440, players: 200, actionsPerPlayerDay: 2000, playsPerFamily: 8 });
    expect(report.steps).toBeGreaterThan(300);
    expect(report.orders).toBeGreaterThan(0);
    expect(report.settledOrders).toBeGreaterThan(0);
    expect(report.ledger.deposit?.journals).toBeGreaterThan(0);
    expect(report.checks).toBeGreaterThan(report.steps * 2);
  });

  it('replays the same steps, outcomes and ledger from the same seed', { timeout: 120_000 }, async () => {
    const options = { seed: 7, days: 2 / 1440, players: 40, actionsPerPlayerDay: 3000, playsPerFamily: 4 };
    const first = await simulate(options);
    const second = await simulate(options);
    expect(replayFingerprint(second)).toEqual(replayFingerprint(first));
    expect(first.steps).toBeGreaterThan(50);
  });
});
