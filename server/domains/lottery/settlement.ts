/**
 * Settlement of a drawn issue's pending orders, one batch of players per transaction: each
 * order is judged with the engine's win rules, prizes and rebates are credited and stakes leave
 * escrow in one journal per batch (idempotency key settle:<lottery>:<issue> for the first batch,
 * settle:<lottery>:<issue>:<n> for batch n, numbered on the issue row, so no batch can be paid
 * twice), and chases with win-stop cancel their later issues with a refund. An issue small enough
 * for one batch (nearly all, and every instant draw) is settled in its draw's transaction.
 *
 * Prize and refund stay apart: a tied bet (和: 龙虎斗, the Mark Six 49, 3D/k3 ties) gets its
 * stake back, which is neither a prize nor a win. The single-pick cap limits prizes only, the
 * rebate is paid on the stake that played (amount − refunded stake), and an order whose bets
 * only tied is 和局退款 (no win notice, no win-stop). An order with a prize is 已中奖 and is
 * paid prize + refund. Plays whose tickets differ in odds pay each ticket its class's bonus
 * as the order stored it when placed (odds.ts, ticket classes). Whichever way an order is judged
 * (all its bets at once, or ticket by ticket), its prize is summed exactly and rounded once.
 */
import { expandTickets, getPlay, winningBets } from '../../../engine-worker/engine';
import {
  addMinor,
  fromMinorUnits,
  MINOR_UNITS_PER_YUAN,
  minorUnits,
  type MinorUnits,
  multiply,
  negateMinor,
  parlayBonus,
  subtractMinor,
  sumMinor,
  toMinorUnits,
} from '../../../rules/money';
import { selectionFromCode } from '../../../engine-worker/orders/order-code';
import { LOSE, REFUND, type Family, type WinResult } from '../../../engine-worker/types';
import { inDrawYear } from './engine-adapter';
import { formatBeijing } from '../../../rules/beijing-time';
import { ORDER_STATUS } from '../../../contract/lottery';
import { mainAccountIdsOf, postJournal, systemAccounts, type Posting } from '../wallet/ledger';
import { recordWinNotices } from './notices';
import { capSinglePicks } from './single-picks';
import type { OddsBook } from './odds';
import {
  applyOutcomes,
  cancelPending,
  lockSettlingIssue,
  nextSettlementBatch,
  pendingOrdersOf,
  pendingOrdersOfTraces,
  recordSettledBatch,
  setTraceStatus,
  winStopTraces,
  type OrderOutcome,
  type OrderRow,
  type PendingOrder,
} from './queries';
import type { Tx } from '../../db/transaction';
import { dropUnbooked } from './chase-booking';
import type { OrderId, TraceId, UserId } from '../../db/ids';

export interface StoredBonuses {
  /** Odds type A or B. */
  t: 'A' | 'B';
  /** Per-level bonuses at the order's point (uniform plays). */
  l: string[];
  /** Plays whose tickets differ in odds: ticket class → per-level bonuses at the order's type and point, for its issue's draw date. */
  c?: Record<string, string[]>;
}

/** What an order's bets returned, in minor units: the prize of the bets won and the stake of the bets tied. */
export interface OrderReturn {
  prize: MinorUnits;
  refund: MinorUnits;
}

export interface Award {
  userId: UserId;
  orderId: OrderId;
  orderNo: string;
  method: string;
  award: MinorUnits;
  /** The stored notice of this user's wins in this draw (set once written). */
  noticeId: number;
}

export interface SettlementResult {
  settled: number;
  awards: Award[];
  /** Users whose balance changed. */
  users: Set<number>;
  /** The stakes refunded to orders whose bets only tied (和局退款). */
  refunded: MinorUnits;
}

const minorCache = new Map<string, bigint>();
/** toMinorUnits of a bonus or price string, memoised (settlement reads a handful of distinct strings 100k times). */
function cachedMinorUnits(value: string): bigint {
  let units = minorCache.get(value);
  if (units === undefined) {
    units = BigInt(toMinorUnits(value, 'round'));
    if (minorCache.size > 10_000) minorCache.clear();
    minorCache.set(value, units);
  }
  return units;
}

/**
 * An order's return summed exactly, whatever path judged it (one result for a uniform play,
 * one per ticket or 过关 ticket otherwise), and the prize rounded half up once, at the end: so
 * an order is paid the same whether its wins are counted together or ticket by ticket.
 */
class ReturnSum {
  private readonly stake: bigint; // price × piece, in minor units
  private numerator = 0n; // the prize in (minor units)² ÷ 2
  private refunds = 0n;

  constructor(price: string, piece: number) {
    this.stake = cachedMinorUnits(price) * BigInt(piece);
  }

  add(result: WinResult, bonuses: readonly string[]): this {
    result.levels.forEach((wins, level) => {
      if (wins !== 0) this.numerator += cachedMinorUnits(bonuses[level] ?? '0') * this.stake * BigInt(wins);
    });
    this.refunds += BigInt(result.refunds);
    return this;
  }

  total(): OrderReturn {
    const denominator = 2n * BigInt(MINOR_UNITS_PER_YUAN);
    return { prize: minorUnits(Number((2n * this.numerator + denominator) / (2n * denominator))), refund: minorUnits(Number(this.stake * this.refunds)) };
  }
}

/**
 * Σ wins × bonus × price ÷ 2 × piece (+ refunds × price × piece), in minor units, rounded
 * half up once at the end: the same figure as rules/money.ts's prizeOf summed and rounded with
 * toMinorUnits(…, 'round') (a test checks both agree), in BigInt instead of decimal.js.
 */
export function prizeMinorUnits(result: WinResult, bonuses: readonly string[], price: string, piece: number): MinorUnits {
  const { prize, refund } = returnMinorUnits(result, bonuses, price, piece);
  return addMinor(prize, refund);
}

/** prizeMinorUnits kept apart: the prize of the levels won, and the refunded stake (price × piece per tied bet). */
export function returnMinorUnits(result: WinResult, bonuses: readonly string[], price: string, piece: number): OrderReturn {
  return new ReturnSum(price, piece).add(result, bonuses).total();
}

const parsedBonuses = new Map<string, StoredBonuses>();
function bonusesOf(json: string): StoredBonuses {
  let stored = parsedBonuses.get(json);
  if (!stored) {
    stored = JSON.parse(json) as StoredBonuses;
    if (parsedBonuses.size > 10_000) parsedBonuses.clear();
    parsedBonuses.set(json, stored);
  }
  return stored;
}

/** Prize plus refund of one order against drawn numbers, in minor units (0 for a loss). */
export function prizeOfOrder(order: Omit<PendingOrder, 'single_max'>, family: Family, draw: readonly number[], odds: OddsBook, drawDate?: string): MinorUnits {
  const { prize, refund } = returnOfOrder(order, family, draw, odds, drawDate);
  return addMinor(prize, refund);
}

/** What one order's bets return against drawn numbers, in minor units. `drawDate` (Beijing 'YYYY-MM-DD') matters for Mark Six zodiac plays. */
export function returnOfOrder(
  order: Omit<PendingOrder, 'single_max'>,
  family: Family,
  draw: readonly number[],
  odds: OddsBook,
  drawDate?: string,
): OrderReturn {
  const key = `${family}:${order.method}`;
  const play = getPlay(key);
  const selection = selectionFromCode(play, order.code, order.position ?? undefined);
  const stored = bonusesOf(order.bonuses);
  const model = odds.model(family, order.method, drawDate);
  const parlay = play.rules.parlay;
  if (parlay && model) {
    // 过关: per ticket, a lost leg loses; the legs won multiply their odds; tied legs count 1, and a
    // ticket whose every leg ties gets its stake back (a refund)
    const sum = new ReturnSum(order.price, order.piece);
    for (const ticket of expandTickets(play, selection)) {
      const results = parlay.legsOf(ticket).map(({ row, option }) => ({ option, result: parlay.legResult(row, option, draw) }));
      if (results.some((leg) => leg.result === 'lose')) continue;
      const won = results.filter((leg) => leg.result === 'win');
      if (won.length === 0) {
        // every leg tied: the stake comes back
        sum.add({ levels: [0], refunds: 1 }, ['0']);
        continue;
      }
      // each leg at its option's bonus as the order stored it (older orders: recomputed)
      const legBonus = (option: string) => stored.c?.[option]?.[0] ?? odds.bonuses(model, [parlay.legProbability(option)], stored.t, order.point)[0]!;
      const bonus = parlayBonus(won.map((leg) => legBonus(leg.option)));
      sum.add({ levels: [1], refunds: 0 }, [bonus]);
    }
    return sum.total();
  }
  // An order that stored ticket classes is paid by them even where its play is now priced as
  // uniform (二星组选单式 and 组六单式 were once quoted, and classed, from entries the plate refuses).
  const classBonuses = stored.c;
  const classOf = model?.classOf ?? play.rules.ticketClass?.bind(play.rules);
  if (model?.perTicket || (classBonuses && classOf)) {
    // Tickets with different odds: judge each ticket alone, paid at its class's bonus as the
    // order stored it (orders placed before classes were stored: recomputed from its probability).
    return inDrawYear(family, drawDate, () => {
      const sum = new ReturnSum(order.price, order.piece);
      const levels = play.prizeLevels.length || 1;
      for (const ticket of expandTickets(play, selection)) {
        const outcome = play.rules.ticketOutcome(ticket, draw);
        if (outcome === LOSE) continue;
        const result: WinResult = { levels: new Array<number>(levels).fill(0), refunds: outcome === REFUND ? 1 : 0 };
        if (outcome >= 0) result.levels[outcome] = 1;
        let bonuses: readonly string[];
        if (classBonuses) {
          const name = classOf!(ticket);
          const found = classBonuses[name];
          if (!found) throw new Error(`${key}: ticket ${ticket} of class ${name} has no stored bonus`);
          bonuses = found;
        } else {
          bonuses = odds.bonuses(model!, play.rules.winProbability(ticket), stored.t, order.point);
        }
        sum.add(result, bonuses);
      }
      return sum.total();
    });
  }
  return returnMinorUnits(winningBets(key, selection, draw, { drawDate }), stored.l, order.price, order.piece);
}

/** The rebate (返点) of an order: its point on the stake that played, `refund` (the stake of tied bets, returned) left out. */
export function rebateOf(order: Pick<OrderRow, 'amount' | 'point'>, refund = minorUnits(0)): MinorUnits {
  if (order.point === '0') return minorUnits(0);
  const played = subtractMinor(order.amount, refund);
  if (played <= 0) return minorUnits(0);
  return toMinorUnits(multiply(fromMinorUnits(played), order.point), 'round');
}

export interface SettlementInput {
  lottery: string;
  family: Family;
  issueNo: string;
  draw: readonly number[];
  drawCode: string;
  drawAt: number;
  now: number;
  odds: OddsBook;
}

/** The idempotency key of an issue's settlement batch `batch` (0 keeps the key of an issue settled whole). */
export function settleKey(lottery: string, issueNo: string, batch: number): string {
  return batch === 0 ? `settle:${lottery}:${issueNo}` : `settle:${lottery}:${issueNo}:${batch}`;
}

/** Settles every pending order of the issue in this transaction, as one batch (an instant draw: one order). */
export async function settleIssue(tx: Tx, input: SettlementInput): Promise<SettlementResult> {
  return settleOrders(tx, input, await pendingOrdersOf(tx, input.lottery, input.issueNo), settleKey(input.lottery, input.issueNo, 0));
}

/**
 * Settles the next batch of a drawn issue whose settlement is under way (`settling`), under its
 * row lock: the pending orders of the lowest user ids, whole players, up to `maxOrders` orders.
 * The batch's orders, its journal and its count on the issue row commit together, so a crash
 * after batch k leaves batches 0…k paid and the next call takes the players after them (the
 * orders it settled are no longer pending); the batch number read under the lock keeps the
 * journal key the same on any retry. The last batch ends the issue's settlement. Answers
 * undefined when the issue is not settling (settled already, or by another process).
 */
export async function settleNextBatch(tx: Tx, input: SettlementInput, maxOrders: number): Promise<{ result: SettlementResult; last: boolean } | undefined> {
  const issue = await lockSettlingIssue(tx, input.lottery, input.issueNo);
  if (!issue) return undefined;
  const batch = await nextSettlementBatch(tx, input.lottery, input.issueNo, maxOrders);
  const orders = batch ? await pendingOrdersOf(tx, input.lottery, input.issueNo, batch.lastUserId) : [];
  const result = await settleOrders(tx, input, orders, settleKey(input.lottery, input.issueNo, issue.settle_batches));
  const last = batch?.last ?? true;
  await recordSettledBatch(tx, input.lottery, input.issueNo, orders.length, last);
  return { result, last };
}

/**
 * Judges and pays `orders` (every pending order of some players of one issue: the single-pick
 * cap is shared over a player's orders of the issue) in one journal under `idemKey`, with their
 * win notices and win-stops.
 */
async function settleOrders(tx: Tx, input: SettlementInput, orders: PendingOrder[], idemKey: string): Promise<SettlementResult> {
  const result: SettlementResult = { settled: orders.length, awards: [], users: new Set(), refunded: minorUnits(0) };
  if (orders.length === 0) return result;
  const sys = await systemAccounts(tx);
  const outcomes: OrderOutcome[] = [];
  const credit = new Map<UserId, MinorUnits>(); // user id → prize + rebate
  let stakes = minorUnits(0);
  let paid = minorUnits(0);
  const wonTraces = new Set<TraceId>();
  const drawDate = formatBeijing(input.drawAt).slice(0, 10);
  const won = new Map<OrderId, MinorUnits>(); // order id → prize before the single-pick cap
  const refunded = new Map<OrderId, MinorUnits>(); // order id → stake refunded for tied bets
  for (const order of orders) {
    try {
      const { prize, refund } = returnOfOrder(order, input.family, input.draw, input.odds, drawDate);
      won.set(order.id, prize);
      if (refund > 0) refunded.set(order.id, refund);
    } catch (error) {
      // Every order was recounted by the engine when placed: one it cannot judge now is a fault to
      // fix, not a loss for the player. The batch rolls back: the issue stays undrawn, or settling.
      throw new Error(`settlement ${input.lottery} ${input.issueNo}: order ${order.order_no} cannot be judged`, { cause: error });
    }
  }
  const capped = capSinglePicks(orders, won);
  for (const order of orders) {
    const prize = won.get(order.id)!;
    const refund = refunded.get(order.id) ?? minorUnits(0);
    // the cap holds back prize only; the refund is the player's own stake
    const award = addMinor(capped.get(order.id) ?? prize, refund);
    const rebate = rebateOf(order, refund);
    const credited = addMinor(award, rebate);
    stakes = addMinor(stakes, order.amount);
    paid = addMinor(paid, credited);
    if (credited > 0) credit.set(order.user_id, addMinor(credit.get(order.user_id) ?? minorUnits(0), credited));
    const status = prize > 0 ? ORDER_STATUS.won : refund > 0 ? ORDER_STATUS.refunded : ORDER_STATUS.lost;
    outcomes.push({ id: order.id, status, award, won: addMinor(prize, refund), refund, rebate });
    if (status === ORDER_STATUS.refunded) result.refunded = addMinor(result.refunded, refund);
    if (prize > 0) {
      result.awards.push({ userId: order.user_id, orderId: order.id, orderNo: order.order_no, method: order.method, award, noticeId: 0 });
      if (order.trace_id !== null) wonTraces.add(order.trace_id);
    }
  }
  await applyOutcomes(tx, outcomes, input.drawCode, input.now);
  const accountOf = await mainAccountIdsOf(tx, [...credit.keys()]);
  const postings: Posting[] = [
    { accountId: sys['sys:bet_escrow'], amount: negateMinor(stakes) },
    { accountId: sys['sys:house'], amount: subtractMinor(stakes, paid) },
    ...[...credit].map(([userId, amount]) => ({ accountId: accountOf.get(userId)!, amount })),
  ];
  for (const userId of credit.keys()) result.users.add(userId);
  await postJournal(tx, { kind: 'settle', idemKey, ref: `${input.lottery}:${input.issueNo}`, now: input.now, postings });
  // After the journal: it holds every winner's account row, which orders each user's notice ids.
  const noticeOf = await recordWinNotices(tx, result.awards, input.now);
  for (const award of result.awards) award.noticeId = noticeOf.get(award.userId)!;

  // Win-stop: a winning chase cancels its later issues and refunds them.
  const stopping = await winStopTraces(tx, [...wonTraces]);
  if (stopping.length > 0) {
    const later = await pendingOrdersOfTraces(tx, stopping);
    const refunds = await refundOrders(
      tx,
      later.map((o) => o.id),
      ORDER_STATUS.traceStopped,
      `winstop:${input.lottery}:${input.issueNo}`,
      input.now,
    );
    for (const u of refunds) result.users.add(u);
    // A chase still booking never books the rest.
    for (const u of (await dropUnbooked(tx, stopping, input.now)).users) result.users.add(u);
    await setTraceStatus(tx, stopping, 2);
  }
  return result;
}

/** Cancels pending orders (CAS) and refunds their stakes from escrow in one journal. Returns the users refunded. */
export async function refundOrders(tx: Tx, ids: OrderId[], status: number, idemKey: string, now: number): Promise<Set<UserId>> {
  const cancelled = await cancelPending(tx, ids, status, now);
  const users = new Set<UserId>();
  if (cancelled.length === 0) return users;
  const sys = await systemAccounts(tx);
  const byUser = new Map<UserId, MinorUnits>();
  for (const o of cancelled) byUser.set(o.user_id, addMinor(byUser.get(o.user_id) ?? minorUnits(0), o.amount));
  const accountOf = await mainAccountIdsOf(tx, [...byUser.keys()]);
  const total = sumMinor(cancelled.map((o) => o.amount));
  await postJournal(tx, {
    kind: 'refund',
    idemKey: `${idemKey}:${cancelled.map((o) => o.id).sort((a, b) => a - b)[0]}:${cancelled.length}`,
    ref: cancelled
      .map((o) => o.order_no)
      .slice(0, 20)
      .join(','),
    now,
    postings: [
      { accountId: sys['sys:bet_escrow'], amount: negateMinor(total) },
      ...[...byUser].map(([userId, amount]) => ({ accountId: accountOf.get(userId)!, amount })),
    ],
  });
  for (const u of byUser.keys()) users.add(u);
  return users;
}
