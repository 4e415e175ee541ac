/**
 * The short platform simulation the unit stage runs, on PGlite (tests/unit/server/simulation.test.ts)
 * and on PostgreSQL (tests/server-pg/simulation.test.ts): a fresh database, the seeded platform,
 * simulated players for a few minutes of platform time with every invariant checked after every step.
 */
import { openSimulatedPlatform, runSimulation, type SimulationOptions, type SimulationReport } from '../../server/simulation/run';
import { simulationReference } from '../simulation/reference';
import { freshDatabase } from './server-harness';

export async function simulate(options: SimulationOptions): Promise<SimulationReport> {
  const handle = await freshDatabase({ poolSize: 4 });
  const { app, platform, time } = await openSimulatedPlatform(handle.db, options.seed);
  try {
    return await runSimulation(platform, time, { ...simulationReference(), ...options });
  } finally {
    await app.close();
    await handle.close();
  }
}

/** What must be equal when one seed runs twice: every step's kind and outcome, the orders and the ledger's movements. */
export const replayFingerprint = (r: SimulationReport) => ({
  steps: r.steps,
  actions: Object.fromEntries(Object.entries(r.actions).map(([k, t]) => [k, [t.accepted, t.refused]])),
  refusals: r.refusals,
  orders: r.orders,
  ledger: Object.fromEntries(Object.entries(r.ledger).map(([k, m]) => [k, `${m.journals}:${m.amount}`])),
});
