/**
 * The platform simulation on two server processes over a PostgreSQL and a Redis of its own, with a
 * fault every 40 steps, each kind in turn: a process killed between steps, a process killed in the
 * middle of a request that carries an idempotency key, PostgreSQL crashed and restarted, Redis
 * stopped for 20 s. Every money invariant holds after every step, and every answer given after a
 * kill is the one the platform keeps (tests/simulation/cluster-platform.ts).
 */
import { describe, expect, it } from 'vitest';
import { runSimulation } from '../../server/simulation/run';
import { SimRandom } from '../../server/simulation/random';
import { ClusterPlatform } from '../simulation/cluster-platform';
import { simulationReference } from '../simulation/reference';

describe('platform simulation with faults', () => {
  it('loses and doubles nothing acknowledged through kills, a PostgreSQL crash and a Redis outage', { timeout: 600_000 }, async () => {
    const platform = await ClusterPlatform.open(new SimRandom(20261127), 2, (line) => console.log(line));
    platform.faultEvery = 40;
    try {
      const report = await runSimulation(platform, platform, {
        ...simulationReference(),
        seed: 20261127,
        days: 3 / 1440,
        players: 80,
        actionsPerPlayerDay: 1500,
        playsPerFamily: 4,
        faults: platform,
      });
      console.log(`${report.steps} steps, ${report.orders} orders, ${report.checks} checks; faults ${JSON.stringify(platform.figures)}`);
      expect(report.steps).toBeGreaterThan(200);
      expect(report.settledOrders).toBeGreaterThan(0);
      expect(report.ledger.deposit?.journals).toBeGreaterThan(0);
      for (const kind of ['kill', 'killMidRequest', 'restartPostgres', 'stopRedis'] as const) expect(platform.figures.injected[kind], kind).toBeGreaterThan(0);
      // A kill in the middle of a keyed request cut it, and the answer given after was the kept one.
      expect(platform.figures.inDoubtChecked).toBeGreaterThan(0);
      expect(platform.figures.failedStarts).toBe(0);
    } finally {
      await platform.close();
    }
  });
});
