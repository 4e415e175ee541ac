/**
 * A seeded simulation of the whole platform: simulated people (players.ts) act through the real
 * endpoints while the test clock moves and the platform's own jobs run (draws and settlement,
 * deposit notifications and expiry, payouts, red-packet refunds); after every step the money
 * invariants are checked (invariants.ts). The same seed replays the same steps exactly: every
 * decision comes from one PRNG and the app's entropy is seeded from it too.
 */
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../clock';
import type { ServerConfig } from '../config';
import { seedDemo } from '../db/seed';
import type { Db } from '../db/client';
import { buildApp } from '../app';
import { runEveryJob } from '../jobs';
import { seededEntropy } from '../entropy';
import { defaultConfig } from '../config';
import { defaultPaymentSettings } from '../domains/payments/settings';
import { defaultWithdrawSettings } from '../domains/withdraw/settings';
import { InvariantChecker, type PrizeReference, type Violation } from './invariants';
import { Population, type ActionOutcome, type MoneyKind, type SimAgent, type SimPlayer } from './players';
import { SimRandom } from './random';
import { inProcessPlatform, type SimPlatform } from './client';
import * as q from './queries';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 2026-11-22 12:00:30 Beijing time: the simulated platform's first moment. */
export const SIMULATION_START = Date.UTC(2026, 10, 22, 4, 0, 30);
const SCRYPT_N = 2 ** 10;

/** Jobs run only when the simulation moves time (no timers), and cheap password hashing. */
export const simulationConfig: Partial<ServerConfig> = {
  scryptN: SCRYPT_N,
  tickMs: 0,
  warmOdds: false,
  loadShedding: false,
  withdraw: { ...defaultWithdrawSettings, payoutTickMs: 0 },
  payments: { ...defaultPaymentSettings, tickMs: 0 },
  groups: { ...defaultConfig.groups, expiryTickMs: 0 },
};

export interface SimulationOptions {
  seed: number;
  /** Platform time to simulate, in days (fractions allowed: 5 minutes = 5 / 1440). */
  days: number;
  players: number;
  /** Actions per player per simulated day, on average (sign-ups and the platform's jobs not counted). */
  actionsPerPlayerDay?: number;
  /** Plays offered per family, a seeded sample (default: every play; each play's odds model is built once per app, up to seconds). */
  playsPerFamily?: number;
  /** Stop after this step (for replaying up to a failure). */
  stopAt?: number;
  /** Stop (with the final full check) once this much wall time has passed: the report says how far it got. */
  wallBudgetMs?: number;
  /** A full check every this many steps (and always at the end). */
  fullCheckEvery?: number;
  /** How often the platform's jobs run, in platform ms. */
  jobEveryMs?: number;
  reference?: PrizeReference;
  faults?: FaultInjector;
  knownDifference?: (order: q.CheckedOrder, difference: string) => string | undefined;
  /** Progress lines (every `progressEvery` steps) and each step when `trace` is set. */
  log?: (line: string) => void;
  progressEvery?: number;
  trace?: boolean;
}

export interface SimulationReport {
  seed: number;
  steps: number;
  actions: Record<string, { accepted: number; refused: number; actionMs: number; checkMs: number }>;
  refusals: Record<string, number>;
  orders: number;
  /** Minor units moved, by kind. */
  moved: Record<MoneyKind, bigint>;
  settledOrders: number;
  drawsVerified: number;
  referenceChecked: number;
  checks: number;
  fullChecks: number;
  platformMs: number;
  wallMs: number;
  knownDifferences: InvariantChecker['counts']['knownDifferences'];
  refusedPlays: Record<string, number>;
  /** What the ledger moved during the run, by journal kind: journals and Σ of their credits (minor units). */
  ledger: Record<string, { journals: number; amount: bigint }>;
  stoppedAt?: number;
}

export class SimulationFailure extends Error {
  constructor(
    readonly seed: number,
    readonly step: number,
    readonly action: string,
    readonly violations: Violation[],
  ) {
    super(
      `simulation seed ${seed} failed at step ${step} (${action}):\n${violations.map((v) => `  [${v.invariant}] ${v.detail}`).join('\n')}\n` +
        `replay: npm run simulate -- --seed ${seed} --stop-at ${step} (with the same --days and --players)`,
    );
  }
}

/** How the simulation moves platform time and runs the platform's jobs. */
export interface SimTime {
  now(): number;
  /** Moves platform time forward to `at`; nothing runs. */
  set(at: number): Promise<void>;
  /** Runs the platform's jobs (draws and settlement, deposits, payouts, red-packet refunds) now: what they did. */
  jobs(): Promise<string>;
}

/** Faults injected between steps (a process killed, the database restarted …): each is a step of its own, checked like any. */
export interface FaultInjector {
  /** The fault to inject before step `step`, if any: it resolves with what it did once the platform serves again. */
  next(step: number): (() => Promise<string>) | undefined;
}

/** The platform as the simulation runs it in this process: the demo data seeded, the app built on a ManualClock with seeded entropy. */
export async function openSimulatedPlatform(
  db: Db,
  seed: number,
  config: Partial<ServerConfig> = {},
): Promise<{ app: FastifyInstance; platform: SimPlatform; time: SimTime }> {
  const clock = new ManualClock(SIMULATION_START);
  // The demo's history draws its issues from the seed too: the players bet on the issue it left open, and one seed replays the run.
  await seedDemo(db, clock.now(), SCRYPT_N, { drawEntropy: seededEntropy(`simulation:${seed}:demo`) });
  const app = await buildApp({ db, clock, config: { ...simulationConfig, ...config }, entropy: seededEntropy(`simulation:${seed}`) });
  await app.ready();
  await app.scheduler.caughtUp;
  const time: SimTime = {
    now: () => clock.now(),
    set: async (at) => clock.set(at),
    async jobs() {
      const ran = await runEveryJob(app);
      return describeJobs({ ...ran, packets: ran.packets.refunded.length });
    },
  };
  return { app, platform: inProcessPlatform(app), time };
}

/** One line for a run of the platform's jobs. */
export function describeJobs(r: { drawn: Array<{ settled: number }>; deposits: unknown; payouts: unknown; packets: number }): string {
  const settled = r.drawn.reduce((s, d) => s + d.settled, 0);
  return (
    `${r.drawn.length} draws (${settled} orders settled), deposits ${JSON.stringify(r.deposits)}, ` +
    `payouts ${JSON.stringify(r.payouts)}, ${r.packets} packets refunded`
  );
}

function poisson(random: SimRandom, mean: number): number {
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * (random.next() + random.next() + random.next() - 1.5) * 2));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random.next(); p > limit; p *= random.next()) k++;
  return k;
}

export async function runSimulation(platform: SimPlatform, clock: SimTime, options: SimulationOptions): Promise<SimulationReport> {
  const started = performance.now();
  const random = new SimRandom(options.seed);
  const people = new Population(platform, random, options.players, `s${(options.seed >>> 0).toString(36).slice(0, 4)}`, options.playsPerFamily);
  const checker = new InvariantChecker(platform, { reference: options.reference, knownDifference: options.knownDifference });
  const rate = (options.players * (options.actionsPerPlayerDay ?? 24)) / DAY;
  const jobEvery = options.jobEveryMs ?? MINUTE;
  const fullEvery = options.fullCheckEvery ?? 2_000;
  const startAt = clock.now();
  const end = startAt + Math.round(options.days * DAY);
  const report: SimulationReport = {
    seed: options.seed,
    steps: 0,
    actions: {},
    refusals: {},
    orders: 0,
    moved: { stakes: 0n, deposits: 0n, withdrawals: 0n, transfers: 0n, gameStakes: 0n, redPackets: 0n, teamTransfers: 0n },
    settledOrders: 0,
    drawsVerified: 0,
    referenceChecked: 0,
    checks: 0,
    fullChecks: 0,
    platformMs: 0,
    wallMs: 0,
    knownDifferences: [],
    refusedPlays: {},
    ledger: {},
  };

  const initial = await checker.start();
  if (initial.length > 0) throw new SimulationFailure(options.seed, 0, 'the platform as seeded', initial);
  const firstJournal = await q.lastJournalId(platform.db);

  /** Runs one step: the action, then every invariant. */
  const step = async (kind: string, run: () => Promise<ActionOutcome>): Promise<boolean> => {
    const n = report.steps + 1;
    if (options.stopAt !== undefined && n > options.stopAt) return false;
    if (options.wallBudgetMs !== undefined && performance.now() - started > options.wallBudgetMs) return false;
    report.steps = n;
    let outcome: ActionOutcome;
    const began = performance.now();
    try {
      outcome = await run();
    } catch (error) {
      throw new SimulationFailure(options.seed, n, kind, [
        { invariant: 'step-ran', detail: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      ]);
    }
    const tally = (report.actions[kind] ??= { accepted: 0, refused: 0, actionMs: 0, checkMs: 0 });
    const acted = performance.now();
    tally.actionMs += acted - began;
    if (outcome.accepted) tally.accepted++;
    else {
      tally.refused++;
      if (outcome.code !== undefined) report.refusals[`${kind} ${outcome.code}`] = (report.refusals[`${kind} ${outcome.code}`] ?? 0) + 1;
    }
    if (outcome.accepted) {
      report.orders += outcome.orders ?? 0;
      for (const [k, v] of Object.entries(outcome.moved ?? {}) as Array<[MoneyKind, bigint]>) report.moved[k] += v;
    }
    if (options.trace)
      options.log?.(`#${n} ${new Date(clock.now()).toISOString()} ${outcome.action} → ${outcome.accepted ? 'ok' : `refused ${outcome.code ?? ''}`}`);
    const violations = await checker.step({ expectNoMoney: outcome.expectNoMoney });
    if (n % fullEvery === 0) violations.push(...(await checker.full()));
    tally.checkMs += performance.now() - acted;
    if (violations.length > 0) throw new SimulationFailure(options.seed, n, outcome.action, violations);
    if (options.progressEvery && n % options.progressEvery === 0) {
      options.log?.(
        `step ${n}: platform ${((clock.now() - startAt) / DAY).toFixed(3)} d, ${report.orders} orders, ${checker.counts.checks} checks, ` +
          `${Math.round((performance.now() - started) / 1000)} s`,
      );
    }
    return true;
  };

  const jobs = async (): Promise<ActionOutcome> => ({
    action: `the platform's jobs at ${new Date(clock.now()).toISOString()}: ${await clock.jobs()}`,
    accepted: true,
  });

  const fault = async (n: number): Promise<boolean> => {
    const inject = options.faults?.next(n);
    return inject ? await step('fault', async () => ({ action: `fault: ${await inject()}`, accepted: true })) : true;
  };

  /** Who acts and how: a player (signed up on first action) or, sometimes, an agent. */
  const act = async (): Promise<boolean> => {
    if (random.chance(0.06)) {
      const agent = random.pick(people.agents);
      if (!agent.ready) return step('agentSignUp', () => people.readyAgent(agent));
      return agentAction(agent);
    }
    const player = random.pick(people.players);
    if (!player.agent.ready) return step('agentSignUp', () => people.readyAgent(player.agent));
    if (!player.ready) return step('signUp', () => people.readyPlayer(player));
    return playerAction(player);
  };

  const agentAction = (agent: SimAgent): Promise<boolean> => {
    const ready = agent.players.filter((p) => p.ready).length;
    if (agent.groupId === undefined && ready >= 3) return step('makeGroup', () => people.makeGroup(agent));
    const choice = random.weighted({
      deposit: agent.openDeposits.length < 3 ? 3 : 0,
      payDeposit: agent.openDeposits.length > 0 ? 4 : 0,
      sendPacket: agent.groupId !== undefined && agent.funded ? 4 : 0,
      addMembers: agent.groupId !== undefined && agent.players.some((p) => p.ready && !p.inGroup) ? 2 : 0,
      lowerTransfer: ready > 0 && agent.funded ? 2 : 0,
      withdraw: agent.funded ? 1 : 0,
      replayNotification: agent.paidDeposits.length > 0 ? 0.5 : 0,
      contract: agent.contracts.size < 5 ? 0.5 : 0,
    });
    if (choice === 'payDeposit') agent.funded = true;
    switch (choice) {
      case 'deposit':
        return step('deposit', () => people.deposit(agent));
      case 'payDeposit':
        return step('payDeposit', () => people.payDeposit(agent));
      case 'sendPacket':
        return step('sendPacket', () => people.sendPacket(agent));
      case 'lowerTransfer':
        return step('lowerTransfer', () => people.lowerTransfer(agent));
      case 'addMembers':
        return step('addMembers', () => people.addMembers(agent));
      case 'withdraw':
        return step('withdraw', () => people.withdraw(agent));
      case 'contract':
        return step('contract', () => people.contract(agent));
      default:
        return step('replayNotification', () => people.replayNotification(agent));
    }
  };

  const playerAction = (player: SimPlayer): Promise<boolean> => {
    if (!player.funded) {
      if (player.paidDeposits.length > 0) player.funded = true;
      else if (player.openDeposits.length > 0 && random.chance(0.5)) return step('payDeposit', () => people.payDeposit(player));
      else return step('deposit', () => people.deposit(player));
    }
    const choice = random.weighted({
      order: 30,
      chase: 8,
      instant: 10,
      retryOrder: player.lastOrder ? 2 : 0,
      cancel: player.orders.length > 0 ? 5 : 0,
      cancelChase: player.traces.length > 0 ? 2 : 0,
      deposit: player.openDeposits.length < 2 ? 5 : 0,
      payDeposit: player.openDeposits.length > 0 ? 5 : 0,
      replayNotification: player.paidDeposits.length > 0 ? 1 : 0,
      toGame: player.gameWallets.size < 2 ? 4 : 1,
      gameRound: player.gameWallets.size > 0 ? 12 : 0,
      fromGame: player.gameWallets.size > 0 ? 3 : 0,
      withdraw: 3,
      confirmReceipt: player.withdrawals.length > 0 ? 3 : 0,
      grab: player.inGroup && player.agent.packets.length > 0 ? 8 : 0,
      protect: player.stakeLimit === undefined ? 0.5 : 0,
    });
    switch (choice) {
      case 'order':
        return step('order', () => people.order(player));
      case 'chase':
        return step('chase', () => people.chase(player));
      case 'instant':
        return step('instant', () => people.instant(player));
      case 'retryOrder':
        return step('retryOrder', () => people.retryOrder(player));
      case 'cancel':
        return step('cancel', () => people.cancel(player));
      case 'cancelChase':
        return step('cancelChase', () => people.cancelChase(player));
      case 'deposit':
        return step('deposit', () => people.deposit(player));
      case 'payDeposit':
        return step('payDeposit', () => people.payDeposit(player));
      case 'replayNotification':
        return step('replayNotification', () => people.replayNotification(player));
      case 'toGame':
        return step('transfer', () => people.transfer(player, true));
      case 'fromGame':
        return step('transfer', () => people.transfer(player, false));
      case 'gameRound':
        return step('gameRound', () => people.gameRound(player));
      case 'withdraw':
        return step('withdraw', () => people.withdraw(player));
      case 'confirmReceipt':
        return step('confirmReceipt', () => people.confirmReceipt(player));
      case 'protect':
        return step('protect', () => people.protect(player));
      default:
        return step('grab', () => people.grab(player));
    }
  };

  let running = true;
  while (running && clock.now() < end) {
    // One job interval: its actions at random moments inside it, then the platform's jobs at its end.
    const intervalEnd = Math.min(end, clock.now() + jobEvery);
    const count = poisson(random, rate * (intervalEnd - clock.now()));
    const moments = Array.from({ length: count }, () => clock.now() + Math.floor(random.next() * (intervalEnd - clock.now()))).sort((a, b) => a - b);
    for (const moment of moments) {
      await clock.set(moment);
      if (!(await fault(report.steps + 1)) || !(await act())) {
        running = false;
        break;
      }
    }
    if (!running) break;
    await clock.set(intervalEnd);
    if (!(await step('jobs', jobs))) break;
  }
  if (running && clock.now() >= end) {
    // Drain: ten more platform minutes of jobs, so the last orders of a short run settle and get checked too.
    await clock.set(end + 10 * MINUTE);
    await step('jobs', jobs);
  }
  if ((options.stopAt !== undefined && report.steps >= options.stopAt) || clock.now() < end) report.stoppedAt = report.steps;
  const finalViolations = await checker.full();
  if (finalViolations.length > 0) throw new SimulationFailure(options.seed, report.steps, 'the final full check', finalViolations);
  report.settledOrders = checker.counts.settledOrders;
  report.drawsVerified = checker.counts.drawsVerified;
  report.referenceChecked = checker.counts.referenceChecked;
  report.checks = checker.counts.checks;
  report.fullChecks = checker.counts.fullChecks;
  report.knownDifferences = checker.counts.knownDifferences;
  report.refusedPlays = Object.fromEntries(people.refusedPlays);
  report.ledger = Object.fromEntries(
    (await q.moneyByJournalKind(platform.db, firstJournal)).map((r) => [r.kind, { journals: Number(r.journals), amount: BigInt(r.amount) }]),
  );
  report.platformMs = clock.now() - startAt;
  report.wallMs = performance.now() - started;
  return report;
}
