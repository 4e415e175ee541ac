/**
 * npm run simulate -- --seed S --days D --players N [--rate A] [--plays P] [--stop-at STEP] [--max-wall-minutes M] [--trace] [--full-every K]
 *                     [--processes P [--fault-every F]]
 *
 * Runs the seeded platform simulation (server/simulation) on a fresh database: PGlite in memory, or a
 * fresh schema on PostgreSQL when DATABASE_URL is set (bash tests/support/ensure-postgres.sh npm run
 * simulate -- …). A failure prints the seed, the step and its action; the same arguments with
 * --stop-at STEP --trace replay it exactly, step by step.
 *
 * With --processes, P server processes over a PostgreSQL and a Redis of the run's own (PostgreSQL
 * and Redis must be installed: tests/support/ensure-postgres.sh and ensure-redis.sh install them),
 * and with --fault-every F a fault every F steps (a process killed between steps or in the middle of a
 * keyed request, PostgreSQL crashed and restarted, Redis stopped for 20 s): cluster-platform.ts.
 * Faults and real processes make a run unrepeatable: the seed replays the people's choices only.
 */
import { parseArgs } from 'node:util';
import { fromMinorUnits, minorUnits } from '../../rules/money';
import { openSimulatedPlatform, runSimulation, SimulationFailure, type SimulationReport } from '../../server/simulation/run';
import { SimRandom } from '../../server/simulation/random';
import { freshDatabase } from '../support/server-harness';
import { ClusterPlatform } from './cluster-platform';
import { simulationReference } from './reference';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    days: { type: 'string', default: '1' },
    players: { type: 'string', default: '100' },
    rate: { type: 'string', default: '24' },
    plays: { type: 'string' },
    'max-wall-minutes': { type: 'string' },
    'stop-at': { type: 'string' },
    'full-every': { type: 'string', default: '2000' },
    'progress-every': { type: 'string', default: '5000' },
    trace: { type: 'boolean', default: false },
    processes: { type: 'string' },
    'fault-every': { type: 'string', default: '0' },
  },
});

const seed = Number(values.seed);
const log = (line: string) => process.stdout.write(`${line}\n`);
const processes = values.processes === undefined ? 0 : Number(values.processes);
const { platform, time, faults, close } = processes > 0 ? await openCluster() : await openInProcess();
log(
  `simulation seed ${seed}: ${values.players} players, ${values.days} days, ${values.rate} actions per player-day, ${
    processes > 0
      ? `${processes} server processes on PostgreSQL and Redis, a fault every ${values['fault-every']} steps`
      : `on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`
  }`,
);
let exitCode = 0;
try {
  const report = await runSimulation(platform, time, {
    seed,
    days: Number(values.days),
    players: Number(values.players),
    actionsPerPlayerDay: Number(values.rate),
    wallBudgetMs: values['max-wall-minutes'] === undefined ? undefined : Number(values['max-wall-minutes']) * 60_000,
    playsPerFamily: values.plays === undefined ? undefined : Number(values.plays),
    stopAt: values['stop-at'] === undefined ? undefined : Number(values['stop-at']),
    fullCheckEvery: Number(values['full-every']),
    progressEvery: Number(values['progress-every']),
    trace: values.trace,
    log,
    faults,
    ...simulationReference(),
  });
  log(summary(report));
  if (faults)
    log(
      `faults injected: ${JSON.stringify(faults.figures.injected)}; requests sent again after a break or a 503: ${faults.figures.retried}; ` +
        `answers given after a kill checked against what the platform keeps: ${faults.figures.inDoubtChecked}; ` +
        `failed process starts: ${faults.figures.failedStarts}`,
    );
} catch (error) {
  exitCode = 1;
  if (error instanceof SimulationFailure) log(`FAILED\n${error.message}`);
  else log(`FAILED (not an invariant): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await close();
}
process.exit(exitCode);

async function openInProcess() {
  const handle = await freshDatabase({ poolSize: 4 });
  const { app, platform, time } = await openSimulatedPlatform(handle.db, seed);
  return { platform, time, faults: undefined, close: async () => (await app.close(), await handle.close()) };
}

async function openCluster() {
  const cluster = await ClusterPlatform.open(new SimRandom(seed ^ 0x5eed), processes, log);
  cluster.faultEvery = Number(values['fault-every']);
  return { platform: cluster, time: cluster, faults: cluster, close: () => cluster.close() };
}

export function summary(r: SimulationReport): string {
  const yuan = (minor: bigint) => fromMinorUnits(minorUnits(Number(minor)));
  const actions = Object.entries(r.actions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([k, t]) =>
        `  ${k}: ${t.accepted} accepted, ${t.refused} refused ` +
        `(${(t.actionMs / (t.accepted + t.refused)).toFixed(1)} ms each, checks ${(t.checkMs / (t.accepted + t.refused)).toFixed(1)} ms)`,
    )
    .join('\n');
  const ledger = Object.entries(r.ledger)
    .map(([k, m]) => `  ${k}: ${m.journals} journals, ${yuan(m.amount)} yuan`)
    .join('\n');
  const refusals = Object.entries(r.refusals)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 15)
    .map(([k, n]) => `  ${k}: ${n}`)
    .join('\n');
  return [
    `seed ${r.seed}: ${r.steps} steps${r.stoppedAt ? ` (stopped at ${r.stoppedAt})` : ''} ` +
      `over ${(r.platformMs / 86_400_000).toFixed(3)} platform days in ${(r.wallMs / 1000).toFixed(1)} s`,
    `orders booked ${r.orders}, orders settled or cancelled and checked ${r.settledOrders} ` +
      `(${r.referenceChecked} judged by the settlement reference), draws verified ${r.drawsVerified}`,
    `invariant checks ${r.checks} (${r.fullChecks} full checks)`,
    `actions:\n${actions}`,
    `top refusals:\n${refusals}`,
    `ledger moved (journals, Σ credits):\n${ledger}`,
    r.knownDifferences.length
      ? `known settlement differences (open bugs, not failed): ${r.knownDifferences.length}, e.g. ${JSON.stringify(r.knownDifferences.slice(0, 3))}`
      : 'known settlement differences: none',
    Object.keys(r.refusedPlays).length ? `plays refused with engine-built selections: ${JSON.stringify(r.refusedPlays)}` : '',
  ].join('\n');
}
