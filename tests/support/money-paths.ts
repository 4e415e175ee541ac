/**
 * Money paths of lottery settlement, each placed through the real orders endpoint and settled by
 * the scheduler, checked to the minor unit in the orders, the settle journal and the balances.
 * Shared by tests/unit/server/money-paths.test.ts (PGlite) and tests/server-pg/money-paths.test.ts.
 *
 * The server must run at DRAW_YEAR_NOW: a Mark Six draw of the 蛇 year (before the 2026 lunar new
 * year), a year that is never today's, so zodiac plays prove they settle by the draw's year.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { lotteryPaths } from '../../contract/paths';
import { zodiacOf, type Zodiac } from '../../rules/mark-six-zodiac';
import { getPlay } from '../../engine-worker/engine';
import { codeFromSelection } from '../../engine-worker/orders/order-code';
import { deriveDraw, seedHashOf } from '../../server/domains/lottery/fairness';
import { lotteryOf } from '../../server/domains/lottery/lotteries';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { currentIssue, line } from './order-helpers';
import type { TestServer } from './server-harness';
import type { UserId } from '../../server/db/ids';

/** 2026-02-10 12:00:30 Beijing time: 蛇年 (the 马 year starts 2026-02-17). */
export const DRAW_YEAR_NOW = Date.UTC(2026, 1, 10, 4, 0, 30);
const DRAW_YEAR: Zodiac = '蛇';
/** The year after the draw's, standing in for "today's" mapping (today is never in the 蛇 year again). */
const OTHER_YEAR: Zodiac = '马';

const SSC = 'HN1FC';
const LHC = 'JSLHC';

/**
 * The odds the server quotes for a play at a rebate point (type A), from its odds book: the odds
 * endpoint would compute every play of the lottery (seconds for a 时时彩), these tests need a few.
 */
function oddsAt(s: TestServer, lottery: string, method: string, point: string): string {
  const choice = s.app.odds.model(lotteryOf(lottery)!.family, method)!.odds.choices.find((c) => c.type === 'A' && c.point === point);
  if (!choice) throw new Error(`no odds for ${method} at point ${point}`);
  return choice.odds;
}

/** An order code of option plays (大小单双, 生肖, 半波 …) from the options' names. */
function optionCode(family: 'lhc', method: string, options: string[]): string {
  return codeFromSelection(getPlay(`${family}:${method}`), { rows: [options] });
}

/**
 * Gives the open issue a seed whose draw satisfies `wanted` (white-box: the seed and its hash are
 * replaced before anyone saw them). Returns the numbers the issue will draw.
 */
export async function forceDraw(s: TestServer, lottery: string, issue: string, wanted: (draw: number[]) => boolean): Promise<number[]> {
  const family = lotteryOf(lottery)!.family;
  for (let i = 0; i < 100_000; i++) {
    const seed = i.toString(16).padStart(64, 'a');
    const draw = deriveDraw(family, seed, lottery, issue);
    if (!wanted(draw)) continue;
    await s.db
      .updateTable('issues')
      .set({ seed, seed_hash: seedHashOf(seed) })
      .where('lottery', '=', lottery)
      .where('issue_no', '=', issue)
      .execute();
    return draw;
  }
  throw new Error('no seed draws what the test needs');
}

async function place(s: TestServer, cookie: string, lottery: string, issue: string, order: object[]): Promise<string[]> {
  const res = await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery, issue, order } });
  expect(res.json, JSON.stringify(res.json)).toMatchObject({ code: 1 });
  return res.json.result.orderIds;
}

async function drawNow(s: TestServer, lottery: string, issue: string, draw: number[]): Promise<void> {
  s.clock.advance(60_000);
  await s.app.scheduler.tick();
  const row = await s.db.selectFrom('issues').select(['state', 'code']).where('lottery', '=', lottery).where('issue_no', '=', issue).executeTakeFirstOrThrow();
  expect(row.state).toBe('drawn');
  expect(row.code!.split(',').map(Number)).toEqual(draw);
}

/** Each order's stake, award (paid), won prize and rebate, in minor units, in the order given. */
async function settled(s: TestServer, orderNos: string[]): Promise<Array<{ amount: number; award: number; won: number; rebate: number; status: number }>> {
  const rows = await s.db.selectFrom('orders').select(['order_no', 'amount', 'award', 'won', 'rebate', 'status']).where('order_no', 'in', orderNos).execute();
  return orderNos.map((no) => {
    const r = rows.find((row) => row.order_no === no)!;
    return { amount: Number(r.amount), award: Number(r.award), won: Number(r.won), rebate: Number(r.rebate), status: r.status };
  });
}

/** The user's main balance and what the issue's settle journal credited to it, in minor units. */
async function moneyOf(s: TestServer, userId: UserId, lottery: string, issue: string): Promise<{ balance: number; credited: number }> {
  const balance = (await s.db.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirstOrThrow())
    .balance;
  const credit = await sql<{ amount: number }>`
    SELECT e.amount FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.idem_key = ${`settle:${lottery}:${issue}`} AND a.user_id = ${userId}`.execute(s.db);
  return { balance: Number(balance), credited: credit.rows.reduce((sum, r) => sum + Number(r.amount), 0) };
}

const minor = (yuan: number) => Math.round(yuan * 10_000);

/**
 * Rebates: lines at points other than 0 are paid amount × point (rounded half up to the minor unit)
 * whether they win or lose, on top of the prize at that point's odds; a line at point 0 gets none.
 */
export async function rebatesScenario(s: TestServer): Promise<void> {
  const { id, cookie } = await s.createUser('rebater', '1000');
  const issue = await currentIssue(s, SSC);
  const draw = await forceDraw(s, SSC, issue, () => true);
  const hit = (position: number) => Array.from({ length: 5 }, (_, p) => (p === position ? String(draw[p]) : '')).join('|');
  const miss = (position: number) => Array.from({ length: 5 }, (_, p) => (p === position ? String((draw[p]! + 1) % 10) : '')).join('|');
  const odds065 = oddsAt(s, SSC, 'dwd_dwd_dwd', '0.065');
  const odds0 = oddsAt(s, SSC, 'dwd_dwd_dwd', '0');
  const orderNos = await place(s, cookie, SSC, issue, [
    // wins at the odds of point 0.065, stake 6: rebate 0.39
    line('dwd_dwd_dwd', hit(0), 1, odds065, { point: '0.065', piece: 3 }),
    // loses, stake 0.006 (60 minor units) at 0.045: rebate 2.7 → 3 minor units (half up)
    line('dwd_dwd_dwd', miss(1), 1, oddsAt(s, SSC, 'dwd_dwd_dwd', '0.045'), { point: '0.045', price: '0.002', piece: 3 }),
    // loses, stake 0.014 (140 minor units) at 0.065: rebate 9.1 → 9 minor units
    line('dwd_dwd_dwd', miss(2), 1, odds065, { point: '0.065', price: '0.002', piece: 7 }),
    // loses, stake 0.6 at 0.005: rebate 0.003
    line('dwd_dwd_dwd', miss(3), 1, oddsAt(s, SSC, 'dwd_dwd_dwd', '0.005'), { point: '0.005', price: '0.2', piece: 3 }),
    // wins at point 0: no rebate
    line('dwd_dwd_dwd', hit(4), 1, odds0, { piece: 2 }),
  ]);
  await drawNow(s, SSC, issue, draw);

  const orders = await settled(s, orderNos);
  expect(orders.map((o) => o.amount)).toEqual([60_000, 60, 140, 6_000, 40_000]);
  expect(orders.map((o) => o.rebate)).toEqual([3_900, 3, 9, 30, 0]);
  expect(orders.map((o) => o.award)).toEqual([minor(Number(odds065) * 3), 0, 0, 0, minor(Number(odds0) * 2)]);
  expect(orders.map((o) => o.status)).toEqual([1, 2, 2, 2, 1]);
  const stakes = 106_200;
  const credit = orders.reduce((sum, o) => sum + o.award + o.rebate, 0);
  expect(await moneyOf(s, id, SSC, issue)).toEqual({ balance: 10_000_000 - stakes + credit, credited: credit });
  // the records show the point the order was placed at
  const detail = (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId: orderNos[0]! } })).json.result;
  expect(detail).toMatchObject({ point: '0.065', odds: odds065, awardMoney: String(minor(Number(odds065) * 3) / 10_000) });
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
}

/**
 * Mark Six 特码 49: every 特码 大小/单双/合数单双/尾大尾小 bet and every 半波 ticket (judged ticket
 * by ticket) is a tie and returns exactly its stake; 色波 has no tie (49 is 绿波) and pays or loses.
 */
export async function markSixRefundsScenario(s: TestServer): Promise<void> {
  const { id, cookie } = await s.createUser('tie49', '1000');
  const issue = await currentIssue(s, LHC);
  const draw = await forceDraw(s, LHC, issue, (d) => d[6] === 49);
  const odds = (method: string) => oddsAt(s, LHC, method, '0');
  const orderNos = await place(s, cookie, LHC, issue, [
    line('tm_tm_dxds', optionCode('lhc', 'tm_tm_dxds', ['大', '小', '单', '双']), 4, odds('tm_tm_dxds'), { piece: 3 }),
    line('tm_tm_hsds', optionCode('lhc', 'tm_tm_hsds', ['合单', '合双']), 2, odds('tm_tm_hsds'), { price: '0.2' }),
    line('tm_tm_wdx', optionCode('lhc', 'tm_tm_wdx', ['尾大']), 1, odds('tm_tm_wdx'), { piece: 5 }),
    line('tm_tm_bb', optionCode('lhc', 'tm_tm_bb', ['绿大', '红单']), 2, odds('tm_tm_bb'), { piece: 2 }),
    line('tm_tm_sb', optionCode('lhc', 'tm_tm_sb', ['红波', '绿波']), 2, odds('tm_tm_sb')),
  ]);
  await drawNow(s, LHC, issue, draw);

  const orders = await settled(s, orderNos);
  expect(orders.map((o) => o.amount)).toEqual([240_000, 4_000, 100_000, 80_000, 40_000]);
  // refunds: the stake itself, to the minor unit; 色波: 绿波 wins 6 (its option's odds), 红波 loses
  expect(orders.map((o) => o.award)).toEqual([240_000, 4_000, 100_000, 80_000, 60_000]);
  expect(orders.map((o) => o.won)).toEqual([240_000, 4_000, 100_000, 80_000, 60_000]);
  expect(orders.map((o) => o.rebate)).toEqual([0, 0, 0, 0, 0]);
  const credit = 484_000;
  expect(await moneyOf(s, id, LHC, issue)).toEqual({ balance: 10_000_000 - 464_000 + credit, credited: credit });
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
}

/**
 * 任选 with chosen positions (任二直选单式 on 万, 百, 个): counted C(3,2) × lines and judged on those
 * three pairs only; the same lines on all five positions would count and pay differently.
 */
export async function anyPositionScenario(s: TestServer): Promise<void> {
  const { id, cookie } = await s.createUser('anypos', '1000');
  const issue = await currentIssue(s, SSC);
  // 万百 and 百个 differ from every pair of the unchosen positions' lines, so the count of wins is known
  const draw = await forceDraw(s, SSC, issue, (d) => new Set(d).size === 5);
  const chosen = [0, 2, 4];
  const lines = [`${draw[0]}${draw[2]}`, `${draw[2]}${draw[4]}`, `${draw[1]}${draw[3]}`];
  const winsOn = (positions: number[]) => {
    let wins = 0;
    for (const [a, i] of positions.entries()) for (const j of positions.slice(a + 1)) wins += lines.filter((l) => l === `${draw[i]}${draw[j]}`).length;
    return wins;
  };
  expect(winsOn(chosen)).toBe(2);
  expect(winsOn([0, 1, 2, 3, 4])).toBe(3); // dropping the positions would pay the 千十 line too
  const odds = oddsAt(s, SSC, 'rx2_zx_ds', '0');
  const [orderNo] = await place(s, cookie, SSC, issue, [line('rx2_zx_ds', lines.join(','), 9, odds, { position: '1,3,5' })]);
  // the count is the server's own: 10 pairs × 3 lines on five positions, refused for three
  const wrongCount = await s.call('POST', lotteryPaths.addOrder, {
    cookie,
    body: { lottery: SSC, issue, order: [line('rx2_zx_ds', lines.join(','), 30, odds, { position: '1,3,5' })] },
  });
  expect(wrongCount.json).toMatchObject({ code: 2005, msg: '注数错误：应为9注' });
  await drawNow(s, SSC, issue, draw);

  const [order] = await settled(s, [orderNo!]);
  expect(order).toMatchObject({ amount: 180_000, award: minor(2 * Number(odds)), status: 1 });
  const detail = (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId: orderNo! } })).json.result;
  expect(detail).toMatchObject({ position: '1,3,5', nums: 9, status: '已中奖' });
  expect(await moneyOf(s, id, SSC, issue)).toEqual({ balance: 10_000_000 - 180_000 + order!.award, credited: order!.award });
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
}

/**
 * Zodiac plays settled by the draw's lunar year: in the 蛇 year the 特码 belongs to another zodiac
 * than by the next year's table. The 特码生肖 bet on the draw year's zodiac wins at its own odds
 * (本命 has five numbers), the one on the other year's zodiac of the same number loses, and a 六肖
 * with 蛇 and without 马 wins; the winners are placed at point 0.03 (odds and rebate at that point).
 */
export async function zodiacYearScenario(s: TestServer): Promise<void> {
  const { id, cookie } = await s.createUser('zodiac', '1000');
  const issue = await currentIssue(s, LHC);
  // a 特码 of the 蛇 year's own zodiac (01 13 25 37; 49 aside): 蛇 by the draw year, 马 by the next
  const draw = await forceDraw(s, LHC, issue, (d) => [1, 13, 25, 37].includes(d[6]!));
  const special = draw[6]!;
  expect(zodiacOf(special, DRAW_YEAR)).toBe('蛇');
  expect(zodiacOf(special, OTHER_YEAR)).toBe('马');
  const orderNos = await place(s, cookie, LHC, issue, [
    // judged ticket by ticket (per-option odds), at point 0.03
    line('tm_tm_sx', optionCode('lhc', 'tm_tm_sx', ['蛇']), 1, oddsAt(s, LHC, 'tm_tm_sx', '0.03'), { piece: 5, point: '0.03' }),
    line('tm_tm_sx', optionCode('lhc', 'tm_tm_sx', ['马']), 1, oddsAt(s, LHC, 'tm_tm_sx', '0')),
    // 六肖 is judged by the engine's winningBets with the draw date: six zodiacs with 蛇, without 马
    line('lx6_lx6_z', optionCode('lhc', 'lx6_lx6_z', ['鼠', '牛', '虎', '兔', '龙', '蛇']), 1, oddsAt(s, LHC, 'lx6_lx6_z', '0.03'), { point: '0.03' }),
  ]);
  await drawNow(s, LHC, issue, draw);

  const orders = await settled(s, orderNos);
  // 本命 (five numbers of 49) at point 0.03: 2 ÷ (5/49) × (0.98 − 0.03) = 18.62 a bet, × 5; 六肖 at 0.03: 3.87
  expect(orders.map((o) => o.award)).toEqual([931_000, 0, 38_700]);
  expect(orders.map((o) => o.rebate)).toEqual([3_000, 0, 600]);
  expect(orders.map((o) => o.status)).toEqual([1, 2, 1]);
  const credit = 931_000 + 3_000 + 38_700 + 600;
  expect(await moneyOf(s, id, LHC, issue)).toEqual({ balance: 10_000_000 - 140_000 + credit, credited: credit });
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
}

/**
 * Win-stop: a chase that wins stops, and its later issues are refunded exactly, two players' in one
 * refund journal; a chase line of the same slip that lost keeps its later issues (and stops alone
 * when it wins the next issue), and a chase without win-stop that wins keeps going.
 */
export async function winStopScenario(s: TestServer): Promise<void> {
  const a = await s.createUser('stopper_a', '100');
  const b = await s.createUser('stopper_b', '100');
  const first = await currentIssue(s, SSC);
  const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', SSC).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
  await s.app.scheduler.ensureIssues(lotteryOf(SSC)!, s.clock.now(), seq + 2);
  const issues = (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', SSC).where('seq', '>=', seq).orderBy('seq').limit(3).execute()).map(
    (r) => r.issue_no,
  );
  const draw = await forceDraw(s, SSC, first, () => true);
  const at = (position: number, digit: number) => Array.from({ length: 5 }, (_, p) => (p === position ? String(digit) : '')).join('|');
  const odds = oddsAt(s, SSC, 'dwd_dwd_dwd', '0');
  const chase = async (cookie: string, lines: object[], pieces: number[], winStop: boolean) => {
    const plan = issues.map((issue, i) => ({ issue, piece: pieces[i]! }));
    const totalMoney = String(lines.length * 2 * pieces.reduce((x, y) => x + y, 0));
    const res = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: { lottery: SSC, issue: first, betType: 4, istrace: 1, order: lines, trace: { winStop, totalMoney, issues: plan } },
    });
    expect(res.json, JSON.stringify(res.json)).toMatchObject({ code: 1 });
    return res.json.result.traceIds as string[];
  };
  // A: wins the first issue (stake 2) and stops: 4 + 8 refunded
  const [traceA] = await chase(a.cookie, [line('dwd_dwd_dwd', at(0, draw[0]!), 1, odds)], [1, 2, 4], true);
  // B: one line wins and stops (1 + 3 refunded … × 2), one loses and goes on; a second chase wins without win-stop
  const [traceWon, traceLost] = await chase(
    b.cookie,
    [line('dwd_dwd_dwd', at(1, draw[1]!), 1, odds), line('dwd_dwd_dwd', at(2, (draw[2]! + 1) % 10), 1, odds)],
    [1, 3, 1],
    true,
  );
  const [traceGoesOn] = await chase(b.cookie, [line('dwd_dwd_dwd', at(3, draw[3]!), 1, odds)], [1, 1, 1], false);
  await drawNow(s, SSC, first, draw);

  const ordersOf = async (traceNo: string) =>
    s.db
      .selectFrom('orders')
      .innerJoin('traces', 'traces.id', 'orders.trace_id')
      .select(['orders.status', 'orders.amount', 'orders.award', 'traces.status as traceStatus'])
      .where('traces.trace_no', '=', traceNo)
      .orderBy('orders.id')
      .execute();
  const prize = minor(Number(odds));
  const statuses = async (traceNo: string) => (await ordersOf(traceNo)).map((o) => [o.status, Number(o.award), o.traceStatus]);
  expect(await statuses(traceA!)).toEqual([
    [1, prize, 2],
    [4, 0, 2],
    [4, 0, 2],
  ]);
  expect(await statuses(traceWon!)).toEqual([
    [1, prize, 2],
    [4, 0, 2],
    [4, 0, 2],
  ]);
  expect((await statuses(traceLost!)).map(([status]) => status)).toEqual([2, 0, 0]);
  expect((await statuses(traceGoesOn!)).map(([status]) => status)).toEqual([1, 0, 0]);

  // one journal for the four orders stopped, keyed by the issue, the lowest order id and the count
  const stopped = await s.db
    .selectFrom('orders')
    .select(['id', 'order_no'])
    .where('user_id', 'in', [a.id, b.id])
    .where('status', '=', 4)
    .orderBy('id')
    .execute();
  expect(stopped).toHaveLength(4);
  const journal = await s.db
    .selectFrom('journal')
    .select(['kind', 'ref'])
    .where('idem_key', '=', `winstop:${SSC}:${first}:${stopped[0]!.id}:4`)
    .executeTakeFirstOrThrow();
  expect(journal.kind).toBe('refund');
  expect(journal.ref.split(',').sort()).toEqual(stopped.map((o) => o.order_no).sort());
  const refunds = await sql<{ user_id: number | null; amount: number }>`
    SELECT a.user_id, e.amount FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.idem_key = ${`winstop:${SSC}:${first}:${stopped[0]!.id}:4`} ORDER BY e.amount`.execute(s.db);
  expect(refunds.rows.map((r) => [r.user_id === null ? null : Number(r.user_id), Number(r.amount)])).toEqual([
    [null, -200_000],
    [b.id, 80_000],
    [a.id, 120_000],
  ]);
  // A: 100 - 14 + prize + 12; B: 100 - 10 - 10 - 6 + 2 prizes + 8
  expect(await moneyOf(s, a.id, SSC, first)).toEqual({ balance: 1_000_000 - 140_000 + prize + 120_000, credited: prize });
  expect(await moneyOf(s, b.id, SSC, first)).toEqual({ balance: 1_000_000 - 260_000 + 2 * prize + 80_000, credited: 2 * prize });

  // The second issue: the line that lost now wins, its chase alone stops and its last issue is refunded
  const second = await forceDraw(s, SSC, issues[1]!, (d) => d[2] === (draw[2]! + 1) % 10);
  await drawNow(s, SSC, issues[1]!, second);
  expect((await statuses(traceLost!)).map(([status, award]) => [status, award])).toEqual([
    [2, 0],
    [1, 3 * prize],
    [4, 0],
  ]);
  const last = await s.db
    .selectFrom('orders')
    .innerJoin('traces', 'traces.id', 'orders.trace_id')
    .select('orders.id')
    .where('traces.trace_no', '=', traceLost!)
    .where('orders.status', '=', 4)
    .executeTakeFirstOrThrow();
  const refund = await sql<{ amount: number }>`
    SELECT e.amount FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.idem_key = ${`winstop:${SSC}:${issues[1]}:${last.id}:1`} AND a.user_id = ${b.id}`.execute(s.db);
  expect(refund.rows.map((r) => Number(r.amount))).toEqual([20_000]);
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
}
