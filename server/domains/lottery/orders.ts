/**
 * Order checks and placement. Every line is recounted with the engine (count, stake,
 * money mode, multiple, odds and point must match what the server computes); the stake
 * moves main → escrow in one journal in the same transaction as the order rows; a retry
 * with the same request id returns the first answer and charges nothing.
 */
import crypto from 'node:crypto';
import { countBets, getPlay } from '../../../engine-worker/engine';
import { EngineError } from '../../../engine-worker/errors';
import { compare, fromMinorUnits, minorUnits, type MinorUnits, moneyModeOf, negateMinor, stakeOf, sumMinor, toMinorUnits } from '../../../rules/money';
import { MAX_MULTIPLE, MAX_ORDER_CODE_CHARS, MAX_ORDER_LINES as MAX_LINES, MAX_ORDER_ROWS, MAX_TRACE_ISSUES } from '../../../contract/bet-limits';
import { selectionFromCode } from '../../../engine-worker/orders/order-code';
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { BET_TYPES, OrderLineWire, TracePlan, type AddOrderRequest, type AddOrderResult, type InstantResult } from '../../../contract/lottery';
import { errorCodes } from '../../../contract/primitives';
import type { Db } from '../../db/client';
import { idempotent, storedAnswerOf, type Tx } from '../../db/transaction';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { hasControlCharacters } from '../../plugins/security';
import type { SessionUser } from '../../plugins/session';
import { mainAccountId, mainAccountOf, postJournal, SYSTEM_IDS } from '../wallet/ledger';
import { newSeed, seedHashOf, deriveDraw, drawCode } from './fairness';
import { lotteryOf, type LotteryDef } from './lotteries';
import {
  insertIssues,
  insertOrders,
  insertTrace,
  instantSeedHashOf,
  isPaused,
  markDrawn,
  saveUnbooked,
  shareLockIssues,
  takeInstantSeed,
  type NewOrder,
} from './queries';
import { currentSeq, seqOfIssue, timingOf } from './schedule';
import { formatBeijing } from '../../../rules/beijing-time';
import { settleIssue, type StoredBonuses } from './settlement';
import { singlePickCapOf } from './single-picks';
import { BIG_CHASE_ROWS, inChaseTurn } from './chase-turns';
import { finishBooking, firstBatchOf, unbookedByTrace } from './chase-booking';
import { guardStake } from '../protection/guard';
import type { TraceId, UserId } from '../../db/ids';

/**
 * What placing an order depends on: the order and ledger tables, the clock, the odds book, the randomness of an
 * instant draw, the scheduler (issues made on demand, an instant win's notice) and the log of a chase's booking.
 */
export type OrderDeps = Pick<ServerDeps, 'db' | 'clock' | 'odds' | 'entropy' | 'scheduler' | 'log'>;

export interface CheckedLine {
  method: string;
  code: string;
  position: string | null;
  nums: number;
  piece: number;
  price: string;
  amount: MinorUnits;
  odds: string;
  point: string;
  bonuses: StoredBonuses;
  /** Plays whose tickets differ in odds: every ticket class's bonuses at the line's type and point, for an issue's draw date. */
  classBonuses?: (drawDate: string) => Record<string, string[]> | undefined;
  /** Single pick: the lottery's maximum bonus the line's prize is capped at; 0 = not a single pick. */
  singleMax: MinorUnits;
  /** The stake of one multiple (count × price), in minor units. */
  unitStake: bigint;
}

// A chase books lines × issues rows up front, at most MAX_ORDER_ROWS (tests import it from here).
export { MAX_ORDER_ROWS };
const MAX_SAFE_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Money sums are computed exactly (BigInt); a stake or total past what any balance can hold
 * (2^53 minor units) is refused as 余额不足 rather than rounded.
 */
function safeMinor(value: bigint): MinorUnits {
  if (value > MAX_SAFE_MINOR) fail('insufficient');
  return minorUnits(Number(value));
}

/**
 * The stake of one multiple of a line (count × price), in minor units: exact, as every bettable price
 * is a whole number of minor units, so a line's stake at any multiple is this times the multiple,
 * in integers (a chase prices every line at every issue's multiple: decimal arithmetic there was
 * most of the booking's own work).
 */
const unitStakeOf = (nums: number, price: string) => BigInt(toMinorUnits(stakeOf(nums, price, 1)));
const stakeAt = (line: CheckedLine, multiple: number) => line.unitStake * BigInt(multiple);

/** The line and chase shapes of the contract, checked here so a malformed one answers 2011 or 2014. */
const orderLinesCheck = TypeCompiler.Compile(Type.Array(OrderLineWire));
const tracePlanCheck = TypeCompiler.Compile(TracePlan);

/** A field sent as the value itself or as its JSON text (form bodies); parsed strings get the control-character check every body gets. */
function parsedField(value: unknown, error: 'badOrder' | 'badTrace'): unknown {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail(error);
  }
  if (hasControlCharacters(parsed)) fail('badRequest', `${errorCodes.badRequest.msg}：不能包含控制字符`, 400);
  return parsed;
}

/** The value converted the way the body's own fields are (a number where text is declared …) and checked against its schema. */
function checked<T>(value: unknown, check: TypeCheck<TSchema>, error: 'badOrder' | 'badTrace'): T {
  const converted = Value.Convert(check.Schema(), value);
  if (!check.Check(converted)) fail(error);
  return converted as T;
}

/** Recounts one line with the engine and checks every figure the client sent. */
export function checkLine(deps: Pick<ServerDeps, 'odds'>, lottery: LotteryDef, line: OrderLineWire): CheckedLine {
  const method = line.method.trim();
  if (!method) fail('unknownPlay');
  const key = `${lottery.family}:${method}`;
  let play;
  try {
    play = getPlay(key);
  } catch {
    return fail('unknownPlay', `玩法不存在：${method}`);
  }
  const { piece } = line;
  if (piece < 1 || piece > MAX_MULTIPLE) fail('badMultiple');
  const price = line.price.trim();
  let bettable = false;
  try {
    bettable = moneyModeOf(price).bettable;
  } catch {
    bettable = false;
  }
  if (!bettable) fail('badPrice');
  const code = line.code.trim();
  if (!code) fail('badSelection', '投注内容不能为空');
  const position = line.position?.trim() || undefined;
  let count: number;
  try {
    count = countBets(key, selectionFromCode(play, code, position));
  } catch (error) {
    if (error instanceof EngineError) return fail('badSelection', error.message);
    throw error;
  }
  if (count === 0) fail('badSelection', '投注注数为0，请完善投注号码');
  if (line.nums !== count) fail('badCount', `注数错误：应为${count}注`);
  const stake = stakeOf(count, price, piece);
  let amountOk = false;
  try {
    amountOk = compare(line.amount.trim(), stake) === 0;
  } catch {
    amountOk = false;
  }
  if (!amountOk) fail('badAmount', `投注金额错误：应为${stake}`);
  const model = deps.odds.model(lottery.family, play.id);
  if (!model) fail('unknownPlay', `玩法暂未开放：${play.fullName}`);
  const point = line.point.trim();
  const odds = line.odds.trim();
  const pointOffered = model.odds.choices.some((c) => {
    try {
      return compare(c.point, point) === 0;
    } catch {
      return false;
    }
  });
  if (!pointOffered) fail('badPoint');
  const match = deps.odds.match(model, odds, point);
  if (!match) fail('badOdds');
  return {
    method: play.id,
    code,
    position: position ?? null,
    nums: count,
    piece,
    price: moneyModeOf(price).value,
    amount: safeMinor(unitStakeOf(count, price) * BigInt(piece)),
    odds: odds,
    point: match.point,
    bonuses: { t: match.type, l: deps.odds.bonuses(model, model.probabilities, match.type, match.point) },
    ...(model.classOf || model.legOptions ? { classBonuses: (drawDate: string) => deps.odds.classBonuses(model, match.type, match.point, drawDate) } : {}),
    // Marked from the server's own count, whatever the client's slip showed.
    singleMax: singlePickCapOf(lottery, count, play.singlePickLimit),
    unitStake: unitStakeOf(count, moneyModeOf(price).value),
  };
}

export interface ParsedOrder {
  lottery: LotteryDef;
  issue: string;
  lines: CheckedLine[];
  betType: number;
  sourceType: number;
  /** Chase: issue → multiple (times each line's piece). */
  trace?: { issues: Array<{ issue: string; piece: number }>; winStop: boolean; mode: number; total: MinorUnits };
}

export function parseOrder(deps: Pick<ServerDeps, 'odds'>, body: AddOrderRequest, instant: boolean): ParsedOrder {
  const lottery = lotteryOf(body.lottery);
  if (!lottery) fail('unknownLottery');
  if ((lottery.schedule.kind === 'instant') !== instant) fail(instant ? 'notInstant' : 'issueClosed', instant ? undefined : '即开彩请使用立即开奖');
  const rawLines = parsedField(body.order, 'badOrder');
  if (!Array.isArray(rawLines)) return fail('badOrder');
  if (rawLines.length === 0) fail('emptyOrder');
  if (rawLines.length > MAX_LINES) fail('badOrder', `单次最多${MAX_LINES}注单`);
  const betType = body.betType ?? BET_TYPES.normal;
  if (!Object.values(BET_TYPES).includes(betType as 1)) fail('badOrder', 'betType 错误');
  const isTrace = body.istrace === 1 || betType === BET_TYPES.chase;
  // The chase plan's size is checked before any line is checked or recounted: lines × issues rows.
  let plan: TracePlan | undefined;
  if (isTrace && !instant) {
    if (body.trace === undefined) fail('badTrace');
    plan = checked<TracePlan>(parsedField(body.trace, 'badTrace'), tracePlanCheck, 'badTrace');
    if (plan.issues.length === 0 || plan.issues.length > MAX_TRACE_ISSUES) fail('badTrace');
    const rows = rawLines.length * plan.issues.length;
    if (rows > MAX_ORDER_ROWS) fail('badTrace', `追号注单过多：注单数×期数为${rows}，单次最多${MAX_ORDER_ROWS}`);
  }
  const wireLines = checked<OrderLineWire[]>(rawLines, orderLinesCheck, 'badOrder');
  // Before any line is recounted; the bound that sizes the order routes' body limit.
  const codeChars = wireLines.reduce((sum, line) => sum + line.code.length, 0);
  if (codeChars > MAX_ORDER_CODE_CHARS) fail('badOrder', `投注内容过长：共${codeChars}个字符，单次最多${MAX_ORDER_CODE_CHARS}`);
  const lines = wireLines.map((line) => checkLine(deps, lottery, line));
  const parsed: ParsedOrder = { lottery: lottery, issue: body.issue?.trim() ?? '', lines, betType, sourceType: body.sourceType ?? 0 };
  if (plan) {
    const issues = plan.issues.map(({ issue, piece }) => {
      if (!issue.trim() || piece < 1 || piece > MAX_MULTIPLE) fail('badTrace');
      if (lines.some((l) => l.piece * piece > MAX_MULTIPLE)) fail('badMultiple');
      return { issue: issue.trim(), piece };
    });
    if (new Set(issues.map((i) => i.issue)).size !== issues.length) fail('badTrace', '追号奖期重复');
    let total = 0n;
    for (const i of issues) for (const l of lines) total += stakeAt(l, l.piece * i.piece);
    const totalUnits = safeMinor(total);
    let totalOk = false;
    try {
      totalOk = toMinorUnits(plan.totalMoney.trim()) === totalUnits;
    } catch {
      totalOk = false;
    }
    if (!totalOk) fail('badTrace', `追号总金额错误：应为${fromMinorUnits(totalUnits)}`);
    parsed.trace = { issues, winStop: plan.winStop === true || plan.winStop === 1, mode: plan.mode ?? 3, total: totalUnits };
    parsed.issue = issues[0]!.issue;
  }
  return parsed;
}

/** The idempotency key (the body's requestId, or the Idempotency-Key header the security plugin put there): 8-100 characters. */
export function requestKeyOf(body: AddOrderRequest): string | undefined {
  const key = body.requestId;
  if (key !== undefined && (key.length < 8 || key.length > 100)) fail('badOrder', '请求编号须为8-100个字符');
  return key;
}

export function newOrderNo(prefix: string): string {
  return newOrderNos(prefix, 1)[0]!;
}

/** `count` order numbers: the time, then 40 random bits each (drawn in one call for a whole chase). */
function newOrderNos(prefix: string, count: number): string[] {
  const time = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const random = crypto
    .randomBytes(5 * count)
    .toString('hex')
    .toUpperCase();
  return Array.from({ length: count }, (_, i) => time + random.slice(10 * i, 10 * i + 10));
}

/** The issue's draw date (Beijing 'YYYY-MM-DD'): Mark Six ticket classes depend on its year zodiac. */
function drawDateOf(lottery: LotteryDef, issue: string, now: number): string {
  const seq = seqOfIssue(lottery, issue);
  return formatBeijing(seq === undefined ? now : timingOf(lottery, seq).drawAt).slice(0, 10);
}

/**
 * The order rows of every issue of the plan, issue by issue, each in line order (trace ids
 * are set once the traces exist). At most MAX_ORDER_ROWS: about 10-15 ms cold. A line of a
 * play whose tickets differ in odds stores every class's bonuses for its issue's draw date.
 */
function orderRows(
  parsed: ParsedOrder,
  user: SessionUser,
  plan: ReadonlyArray<{ issue: string; piece: number }>,
  now: number,
  prefix: string,
  drawDate?: (issue: string) => string,
): NewOrder[] {
  const plain = parsed.lines.map((line) => JSON.stringify(line.bonuses));
  const byDate = new Map<string, string>(); // line index and draw date → stored bonuses
  const storedOf = (i: number, line: CheckedLine, issue: string) => {
    if (!line.classBonuses) return plain[i]!;
    const date = drawDate ? drawDate(issue) : drawDateOf(parsed.lottery, issue, now);
    const key = `${i}:${date}`;
    let json = byDate.get(key);
    if (json === undefined) {
      const c = line.classBonuses(date);
      json = c ? JSON.stringify({ ...line.bonuses, c } satisfies StoredBonuses) : plain[i]!;
      byDate.set(key, json);
    }
    return json;
  };
  const rows: NewOrder[] = [];
  const orderNos = newOrderNos(prefix, plan.length * parsed.lines.length);
  for (const p of plan) {
    for (const [i, line] of parsed.lines.entries()) {
      rows.push({
        order_no: orderNos[rows.length]!,
        user_id: user.id,
        lottery: parsed.lottery.code,
        issue_no: p.issue,
        method: line.method,
        code: line.code,
        position: line.position,
        nums: line.nums,
        piece: line.piece * p.piece,
        price: line.price,
        amount: p.piece === 1 ? line.amount : safeMinor(stakeAt(line, line.piece * p.piece)),
        odds: line.odds,
        point: line.point,
        bonuses: storedOf(i, line, p.issue),
        bet_type: parsed.betType,
        single_max: line.singleMax,
        trace_id: null,
        created_at: now,
      });
    }
  }
  return rows;
}

const totalOf = (rows: readonly NewOrder[]) => safeMinor(rows.reduce((sum, row) => sum + BigInt(row.amount), 0n));

/** The stake of the booking's largest order: one issue's lines together (a plain order has one issue). */
function largestIssueStake(rows: readonly NewOrder[]): MinorUnits {
  const byIssue = new Map<string, bigint>();
  for (const row of rows) byIssue.set(row.issue_no, (byIssue.get(row.issue_no) ?? 0n) + BigInt(row.amount));
  return safeMinor([...byIssue.values()].reduce((max, v) => (v > max ? v : max), 0n));
}

/** Moves the stake main → escrow; returns the user's new balance. */
async function chargeStake(db: Db, tx: Tx, userId: UserId, total: MinorUnits, idemKey: string, ref: string, now: number): Promise<MinorUnits> {
  const accountId = await mainAccountId(db, tx, userId);
  const balances = await postJournal(tx, {
    kind: 'bet',
    idemKey,
    ref,
    now,
    postings: [
      { accountId, amount: negateMinor(total) },
      { accountId: SYSTEM_IDS['sys:bet_escrow'], amount: total },
    ],
  });
  return balances.get(accountId)!;
}

/** add_order: normal, quick, re-bet and chase orders. */
export async function placeOrder(deps: OrderDeps, user: SessionUser, body: AddOrderRequest, key: string | undefined): Promise<AddOrderResult> {
  const answered = await storedAnswerOf<AddOrderResult>(deps, user, key, body);
  if (answered) return answered;
  const parsed = parseOrder(deps, body, false);
  const { lottery } = parsed;
  const now = deps.clock.now();
  const plan = parsed.trace?.issues ?? [{ issue: parsed.issue, piece: 1 }];
  const seqs = plan.map((p) => seqOfIssue(lottery, p.issue));
  if (seqs.some((s) => s === undefined)) fail('issueClosed', '奖期不存在');
  const current = currentSeq(lottery, now);
  if (seqs.some((s) => s! < current)) fail('issueClosed');
  const maxSeq = Math.max(...(seqs as number[]));
  if (maxSeq > current + 2 * MAX_TRACE_ISSUES) fail('badTrace', '追号奖期超出范围');
  await deps.scheduler.ensureIssues(lottery, now, maxSeq);
  // Built before the transaction opens: the database waits only for the inserts.
  const rows = orderRows(parsed, user, plan, now, 'O');
  const total = totalOf(rows);
  const stake = { total, largestOrder: largestIssueStake(rows) };
  // A big chase books its first batch here and the rest after, in batches (chase-booking.ts).
  const { first, rest } = parsed.trace ? firstBatchOf(rows) : { first: rows, rest: [] };
  let booking: TraceId[] | undefined; // the traces of a chase still booking, once its transaction committed
  const book = () =>
    idempotent(deps, user, key, body, async (tx) => {
      const issues = await shareLockIssues(
        tx,
        lottery.code,
        plan.map((p) => p.issue),
      );
      if (issues.some((i) => i.paused)) fail('lotteryPaused');
      const byNo = new Map(issues.map((i) => [i.issue_no, i]));
      for (const [index, p] of plan.entries()) {
        const issue = byNo.get(p.issue);
        if (!issue || issue.state !== 'open' || issue.sale_close <= now) fail('issueClosed');
        if (index === 0 && issue.sale_start > now) fail('issueClosed', '该奖期尚未开售');
      }
      await guardStake(tx, user.id, now, stake);
      const traceNos: string[] = [];
      if (parsed.trace) {
        const traceIds: TraceId[] = [];
        for (const line of parsed.lines) {
          const traceNo = newOrderNo('T');
          traceNos.push(traceNo);
          const lineTotal = safeMinor(plan.reduce((sum, p) => sum + stakeAt(line, line.piece * p.piece), 0n));
          traceIds.push(
            await insertTrace(tx, {
              trace_no: traceNo,
              user_id: user.id,
              lottery: lottery.code,
              method: line.method,
              code: line.code,
              position: line.position,
              nums: line.nums,
              price: line.price,
              odds: line.odds,
              point: line.point,
              win_stop: parsed.trace.winStop,
              chase_type: parsed.trace.mode,
              issue_count: plan.length,
              total_money: lineTotal,
              created_at: now,
            }),
          );
        }
        // Rows run issue by issue, each issue's rows in line order.
        for (const [i, row] of rows.entries()) row.trace_id = traceIds[i % traceIds.length]!;
        for (const [traceId, unbooked] of unbookedByTrace(rest, first.length)) await saveUnbooked(tx, traceId, unbooked);
        booking = rest.length > 0 ? traceIds : undefined;
      }
      await insertOrders(tx, first);
      const balance = await chargeStake(deps.db, tx, user.id, total, `bet:${rows[0]!.order_no}`, `${lottery.code}:${parsed.issue}`, now);
      return { orderIds: rows.map((o) => o.order_no), traceIds: traceNos, totalMoney: fromMinorUnits(total), balance: fromMinorUnits(balance) };
    });
  const answer = await (rows.length > BIG_CHASE_ROWS ? inChaseTurn(deps, user.id, book) : book());
  // Answered once every row is in, as when the chase was booked in one transaction; meanwhile the others are served.
  if (booking) await finishBooking(deps, user.id, booking);
  return answer;
}

/** add_order_now: the instant lottery, drawn at once from the user's pre-committed seed. */
export async function placeInstantOrder(deps: OrderDeps, user: SessionUser, body: AddOrderRequest, key: string | undefined): Promise<InstantResult> {
  const answered = await storedAnswerOf<InstantResult>(deps, user, key, body);
  if (answered) return answered;
  const parsed = parseOrder(deps, body, true);
  const { lottery } = parsed;
  if (await isPaused(deps.db, lottery.code)) fail('lotteryPaused');
  const now = deps.clock.now();
  // The awards of the last try that drew, with its first order number: a try rolled back
  // (lost connection) and followed by a replay of another request must not notify.
  let drawn: { orderNo: string; awards: Awaited<ReturnType<typeof settleIssue>> } | undefined;
  const result = await idempotent(deps, user, key, body, async (tx) => {
    const used = await takeInstantSeed(tx, user.id, () => {
      const seed = newSeed(deps.entropy);
      return { seed, seed_hash: seedHashOf(seed) };
    });
    const issueNo = `U${user.id}-${used.nonce + 1}`;
    await insertIssues(tx, [
      {
        lottery: lottery.code,
        issue_no: issueNo,
        seq: used.nonce + 1,
        sale_start: now,
        sale_close: now + 1,
        draw_at: now,
        seed: used.seed,
        seed_hash: used.seed_hash,
      },
    ]);
    const rows = orderRows(parsed, user, [{ issue: issueNo, piece: 1 }], now, 'M', () => formatBeijing(now).slice(0, 10));
    const total = totalOf(rows);
    await guardStake(tx, user.id, now, { total, largestOrder: total });
    await insertOrders(tx, rows);
    await chargeStake(deps.db, tx, user.id, total, `bet:${rows[0]!.order_no}`, `${lottery.code}:${issueNo}`, now);
    const draw = deriveDraw(lottery.family, used.seed, lottery.code, issueNo);
    const wire = drawCode(lottery.family, used.seed, lottery.code, issueNo);
    const awards = await settleIssue(tx, {
      lottery: lottery.code,
      family: lottery.family,
      issueNo,
      draw,
      drawCode: wire,
      drawAt: now,
      now,
      odds: deps.odds,
    });
    drawn = { orderNo: rows[0]!.order_no, awards };
    await markDrawn(tx, lottery.code, issueNo, wire, now, awards.settled);
    const bonus = sumMinor(awards.awards.map((a) => a.award));
    const nextSeedHash = await instantSeedHashOf(tx, user.id);
    const balance = await mainAccountOf(tx, user.id);
    return {
      code: wire,
      bonus: fromMinorUnits(bonus),
      ...(awards.refunded > 0 ? { refund: fromMinorUnits(awards.refunded) } : {}),
      issue: issueNo,
      orderIds: rows.map((o) => o.order_no),
      seed: used.seed,
      seedHash: used.seed_hash,
      nextSeedHash,
      balance: fromMinorUnits(balance.balance),
    } satisfies InstantResult;
  });
  if (drawn && drawn.orderNo === result.orderIds[0]) deps.scheduler.notifyAwards(lottery, result.issue, drawn.awards);
  return result;
}
