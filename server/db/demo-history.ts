/**
 * The demo's history, made by the platform itself. A second app over the same database runs on
 * a clock set days back; the demo users' orders, chase, deposits, withdrawals, transfers, game
 * rounds, group messages and red packets go through the same services their requests would (order recount and booking, deposit orders paid on the
 * sandbox cashier and credited by the signed notification, withdrawals paid by the payout
 * provider), while the clock moves to the present and the platform's jobs run: the scheduler
 * draws each issue from the seed it committed before sales opened and settles it, deposits are
 * credited, payouts are made, contracts are paid. So every order can be checked on /verify, every
 * win follows from its draw, and every balance is the sum of its journals.
 *
 * The demo players know each draw in advance (the seeder reads the committed seed), so they
 * pick the selection that tells the demo's story (this bet wins, that one loses) and every
 * fresh start shows the same amounts; the draws themselves are the scheduler's.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import { ManualClock } from '../clock';
import { defaultConfig, type ServerConfig } from '../config';
import { serverDeps, type ServerDeps } from '../deps';
import { seededEntropy, systemEntropy, type Entropy } from '../entropy';
import { runEveryJob } from '../jobs';
import type { SessionUser } from '../plugins/session';
import { fromMinorUnits, multiplyMinor, stakeOf, toMinorUnits } from '../../rules/money';
import { BET_TYPES, type OrderLineWire } from '../../contract/lottery';
import { getPlay } from '../../engine-worker/engine';
import { codeFromSelection } from '../../engine-worker/orders/order-code';
import { deriveDraw } from '../domains/lottery/fairness';
import { lotteryOf } from '../domains/lottery/lotteries';
import { placeOrder } from '../domains/lottery/orders';
import { currentSeq, isHeld, timingOf } from '../domains/lottery/schedule';
import { cancelOrder, recharge } from '../domains/payments/service';
import { providerPay } from '../domains/payments/sandbox';
import { confirmReceipt, submitWithdrawal } from '../domains/withdraw/service';
import { transfer } from '../domains/wallet/transfers';
import { MINUTE_MS, HOUR_MS, DAY_MS, beijingDayStart } from '../../rules/beijing-time';
import { parityOf, sizeOf } from '../../rules/chart-shapes';
import type { Db } from './client';

/** How far back the history starts: the oldest order is five days old. */
export const HISTORY_DAYS = 6;
/** The jobs run at least this often while the history moves on (the scheduler catches up at most a day). */
const JOB_STEP_MS = 6 * HOUR_MS;

/** The demo's lottery and play: 河内5分彩 后二大小单双 (each of the last two digits 大/小 or 单/双). */
export const DEMO_LOTTERY = 'HN5FC';
const DEMO_PLAY = 'dxds_dxds_h2';

/** What one position's digit is: 大 (5-9) or 小, 单 or 双. */
const attributesOf = (digit: number): string[] => [sizeOf(digit, 5), parityOf(digit)];
type Pick2 = readonly [ten: string, unit: string];
/** Every single-attribute selection of the play (one attribute per position), in a fixed order. */
const selections: Pick2[] = ['大', '小', '单', '双'].flatMap((ten) => ['大', '小', '单', '双'].map((unit) => [ten, unit] as const));
const wins = ([ten, unit]: Pick2, draw: number[]) => attributesOf(draw[3]!).includes(ten) && attributesOf(draw[4]!).includes(unit);

/** The order code of the first selection whose results over `draws` are `wanted` (win or lose, issue by issue), if one has. */
function selectionFor(draws: number[][], wanted: boolean[]): string | undefined {
  const picked = selections.find((s) => wanted.every((win, i) => wins(s, draws[i]!) === win));
  return picked && codeFromSelection(getPlay(`ssc:${DEMO_PLAY}`), { rows: picked.map((option) => [option]) });
}

export interface DemoBet {
  user: string;
  /** Placed this long before the history ends (at the latest a few minutes before it). */
  agoMs: number;
  /** Yuan: 2元 mode, the multiple is stake ÷ 2. */
  stake: number;
  won: boolean;
}

/** A chase over consecutive issues that stops after its first win. */
export interface DemoChase {
  user: string;
  agoMs: number;
  /** Yuan per issue. */
  stake: number;
  /** Each issue's outcome until the win; the issues after it are stopped. */
  outcomes: boolean[];
  issues: number;
}

export interface DemoDeposit {
  user: string;
  agoMs: number;
  channelCode: string;
  amount: string;
  /** paid: on the cashier within minutes; expired: never paid; cancelled: by the player. */
  outcome: 'paid' | 'expired' | 'cancelled';
  extra?: Record<string, string>;
}

export interface DemoWithdrawal {
  user: string;
  agoMs: number;
  amount: string;
  payPassword: string;
  /** Received and confirmed by the player (the provider refuses amounts ending in its failing cents). */
  confirm: boolean;
}

/** A transfer between the main wallet and a game wallet (cbPointTransfer), with the fund password. */
export interface DemoTransfer {
  user: string;
  agoMs: number;
  turnOut: string;
  turnIn: string;
  cash: string;
  payPassword: string;
}

/** What the history's steps can reach: the app's dependencies (on the history's clock) and the demo users as sessions. */
export interface HistoryContext {
  deps: ServerDeps;
  user(name: string): SessionUser;
}

/** Any other activity, run by its own domain's services at its time (game rounds, group chat and red packets). */
export interface DemoEvent {
  agoMs: number;
  what: string;
  run(context: HistoryContext): Promise<void>;
}

export interface DemoHistory {
  bets: DemoBet[];
  chases: DemoChase[];
  deposits: DemoDeposit[];
  withdrawals: DemoWithdrawal[];
  transfers: DemoTransfer[];
  events: DemoEvent[];
}

interface Step {
  at: number;
  what: string;
  run: () => Promise<void>;
  /** The platform answers it by a job (a notification delivered, a payout made): the jobs also run a minute later. */
  answered?: boolean;
}

/**
 * Runs the demo's history on the database (users, their bindings and opening balances already
 * there), ending at `now`. The app is closed again before this returns.
 */
export async function playDemoHistory(
  db: Db,
  history: DemoHistory,
  options: { now: number; scryptN: number; schemaController?: FastifyServerOptions['schemaController']; drawEntropy?: Entropy },
): Promise<void> {
  const { now } = options;
  const start = now - HISTORY_DAYS * DAY_MS;
  const clock = new ManualClock(start);
  const config: Partial<ServerConfig> = {
    scryptN: options.scryptN,
    tickMs: 0,
    warmOdds: false,
    loadShedding: false,
    sandboxProviders: true,
    scheduledLotteries: [DEMO_LOTTERY],
    payments: { ...defaultConfig.payments, tickMs: 0 },
    withdraw: { ...defaultConfig.withdraw, payoutTickMs: 0 },
    groups: { ...defaultConfig.groups, expiryTickMs: 0 },
    contracts: { tickMs: 0 },
    protection: { chaseSweepMs: 0 },
  };
  // Draw seeds from the OS (the issues still ahead when the history ends must stay unpredictable), or from a
  // simulation's seeded stream (its players bet on those issues, and one seed replays the run); lucky red-packet
  // shares from a fixed stream, so every fresh start shows the same shares.
  const entropy: Entropy = { bytes: (options.drawEntropy ?? systemEntropy).bytes, int: seededEntropy('demo-history').int };
  const app = await buildApp({ db, clock, config, entropy, schemaController: options.schemaController });
  try {
    await app.ready();
    await app.scheduler.caughtUp;
    const deps = serverDeps(app);
    const users = await usersByName(deps);
    const user = (name: string) => users.get(name) ?? fail(`demo history: no user ${name}`);
    const context: HistoryContext = { deps, user };
    // Not later than a few minutes before the end, so every order is drawn and settled by then.
    const at = (agoMs: number) => Math.min(now - agoMs, now - 15 * MINUTE_MS);
    const steps: Step[] = [
      ...history.bets.map((b) => ({ at: at(b.agoMs), what: `${b.user} bets`, run: () => bet(deps, user(b.user), b) })),
      ...history.chases.map((c) => ({ at: at(c.agoMs), what: `${c.user} chases`, run: () => chase(deps, clock, user(c.user), c) })),
      ...history.deposits.flatMap((d) => depositSteps(deps, user(d.user), d, at(d.agoMs))),
      ...history.withdrawals.flatMap((w) => withdrawalSteps(deps, user(w.user), w, at(w.agoMs))),
      ...history.transfers.map((t) => ({
        at: at(t.agoMs),
        what: `${t.user} transfers ${t.cash} ${t.turnOut} → ${t.turnIn}`,
        run: () => transfer(deps, user(t.user), t).then(() => {}),
      })),
      ...history.events.map((e) => ({ at: at(e.agoMs), what: e.what, run: () => e.run(context) })),
    ];
    // The platform's answer within the minute: a notification delivered, a payout made.
    for (const step of steps.filter((s) => s.answered))
      steps.push({ at: step.at + MINUTE_MS, what: `the jobs after: ${step.what}`, run: () => runEveryJob(app).then(() => {}) });
    steps.sort((a, b) => a.at - b.at);
    for (const step of steps) {
      await moveTo(app, clock, step.at);
      try {
        await step.run();
      } catch (error) {
        throw new Error(`demo history: ${step.what} at ${new Date(step.at).toISOString()}: ${(error as Error).message}`, { cause: error });
      }
    }
    await moveTo(app, clock, now);
    await runEveryJob(app);
  } finally {
    await app.close();
  }
}

/**
 * Moves the clock to `at`, running the jobs every JOB_STEP_MS on the way (the draws of the hours
 * passed, the contracts of the days ended). An order needs no job first: it creates its issue.
 */
async function moveTo(app: FastifyInstance, clock: ManualClock, at: number): Promise<void> {
  const jobStep = (time: number) => Math.floor(time / JOB_STEP_MS);
  while (jobStep(clock.now()) < jobStep(at)) {
    clock.set((jobStep(clock.now()) + 1) * JOB_STEP_MS);
    await runEveryJob(app);
  }
  clock.set(Math.max(clock.now(), at));
}

async function usersByName(deps: ServerDeps): Promise<Map<string, SessionUser>> {
  const rows = await deps.db.selectFrom('users').select(['id', 'username', 'user_type']).execute();
  return new Map(rows.map((r) => [r.username, { id: r.id, username: r.username, userType: Number(r.user_type), tokenHash: 'demo-history' }]));
}

function fail(message: string): never {
  throw new Error(message);
}

/** The draws of the issues on sale from now on (`count` of them): the scheduler has committed their seeds. */
async function comingDraws(deps: ServerDeps, count: number): Promise<Array<{ issue: string; draw: number[] }>> {
  const lottery = lotteryOf(DEMO_LOTTERY)!;
  const now = deps.clock.now();
  const plan: Array<{ issue: string; seq: number }> = [];
  for (let seq = currentSeq(lottery, now); plan.length < count; seq++) if (isHeld(lottery, seq)) plan.push({ issue: timingOf(lottery, seq).issueNo, seq });
  await deps.scheduler.ensureIssues(lottery, now, plan[plan.length - 1]!.seq);
  const rows = await deps.db
    .selectFrom('issues')
    .select(['issue_no', 'seed'])
    .where('lottery', '=', DEMO_LOTTERY)
    .where(
      'issue_no',
      'in',
      plan.map((p) => p.issue),
    )
    .execute();
  const seeds = new Map(rows.map((r) => [r.issue_no, r.seed]));
  return plan.map((p) => ({ issue: p.issue, draw: deriveDraw(lottery.family, seeds.get(p.issue)!, DEMO_LOTTERY, p.issue) }));
}

/** One line of the demo play at the best odds the player may take (rebate point 0), 2元 mode. */
function lineOf(deps: ServerDeps, selection: string, stakeYuan: number): OrderLineWire {
  const model = deps.odds.model('ssc', DEMO_PLAY)!;
  const choice = model.odds.choices.find((c) => c.point === '0' && c.type === 'A')!;
  const piece = stakeYuan / 2;
  return { method: DEMO_PLAY, code: selection, nums: 1, amount: stakeOf(1, '2', piece), piece, price: '2', odds: choice.odds, point: choice.point };
}

async function bet(deps: ServerDeps, user: SessionUser, b: DemoBet): Promise<void> {
  const [coming] = await comingDraws(deps, 1);
  // One attribute per position always wins (the draw's own) or loses (the other size).
  const line = lineOf(deps, selectionFor([coming!.draw], [b.won])!, b.stake);
  await placeOrder(deps, user, { lottery: DEMO_LOTTERY, issue: coming!.issue, order: [line], betType: BET_TYPES.normal }, undefined);
}

/** How many issues a chase waits at most for draws its story fits (two draws alike in both digits' attributes fit no lose-then-win selection). */
const CHASE_PATIENCE = 24;

async function chase(deps: ServerDeps, clock: ManualClock, user: SessionUser, c: DemoChase): Promise<void> {
  const lottery = lotteryOf(DEMO_LOTTERY)!;
  for (let wait = 0; wait < CHASE_PATIENCE; wait++) {
    const coming = await comingDraws(deps, c.issues);
    const code = selectionFor(
      coming.map((x) => x.draw),
      c.outcomes,
    );
    if (code === undefined) {
      // The player waits for the next issue's sales.
      clock.set(timingOf(lottery, currentSeq(lottery, clock.now()) + 1).saleStart + 1_000);
      continue;
    }
    const line = lineOf(deps, code, c.stake);
    const issues = coming.map((x) => ({ issue: x.issue, piece: 1 }));
    const totalMoney = fromMinorUnits(multiplyMinor(toMinorUnits(line.amount), issues.length));
    await placeOrder(
      deps,
      user,
      {
        lottery: DEMO_LOTTERY,
        issue: coming[0]!.issue,
        order: [line],
        betType: BET_TYPES.chase,
        istrace: 1,
        trace: { winStop: true, mode: 2, totalMoney, issues },
      },
      undefined,
    );
    return;
  }
  throw new Error(`no ${CHASE_PATIENCE} issues in a row fit the chase's story`);
}

/** A deposit order, then (a few minutes later) paid on the sandbox cashier or cancelled; an unpaid one expires by itself. */
function depositSteps(deps: ServerDeps, user: SessionUser, d: DemoDeposit, at: number): Step[] {
  let spsn = '';
  const made: Step = {
    at,
    what: `${d.user} deposits ${d.amount} (${d.channelCode})`,
    run: async () => {
      spsn = (await recharge(deps, user, { channelCode: d.channelCode, amount: d.amount, cutPointsSwitch: 0, ...d.extra })).orderId;
    },
  };
  if (d.outcome === 'expired') return [made];
  const closed: Step = {
    at: at + 3 * MINUTE_MS,
    what: `${d.user} ${d.outcome === 'paid' ? 'pays' : 'cancels'} deposit`,
    answered: true,
    run: async () => {
      if (d.outcome === 'paid') await providerPay(deps, user.id, spsn);
      else await cancelOrder(deps, user, spsn);
    },
  };
  return [made, closed];
}

/** A bank withdrawal to the player's first card; the provider pays it out (or refuses it), then the player confirms receipt. */
function withdrawalSteps(deps: ServerDeps, user: SessionUser, w: DemoWithdrawal, at: number): Step[] {
  let spsn = '';
  const made: Step = {
    at,
    what: `${w.user} withdraws ${w.amount}`,
    answered: true,
    run: async () => {
      const card = await deps.db
        .selectFrom('bank_cards')
        .select('id')
        .where('user_id', '=', user.id)
        .where('removed_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      spsn = (
        await submitWithdrawal(deps, user, {
          operation: 'add',
          user_bank_id: Number(card.id),
          pay_password: w.payPassword,
          withdrawMoney: w.amount,
          withDrawType: '0',
          channelType: '1',
        })
      ).spsn;
    },
  };
  if (!w.confirm) return [made];
  return [made, { at: at + 2 * MINUTE_MS, what: `${w.user} confirms receipt`, run: () => confirmReceipt(deps, user.id, spsn).then(() => {}) }];
}

/** A Beijing hour of a day `daysAgo` before `now`, as an age in ms (today's hours still to come are moved to just before now). */
export function beijingHourAgo(now: number, daysAgo: number, hour: number, minute = 0): number {
  const at = beijingDayStart(now) - daysAgo * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;
  return now - at;
}
