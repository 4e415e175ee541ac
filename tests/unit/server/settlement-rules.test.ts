/**
 * The money rules of settlement against what the player was shown: refunds of tied bets (和)
 * are neither capped nor rebated and make an order 和局退款; plays whose tickets differ in odds
 * show each ticket class and pay each ticket at its class's odds as the order stored them.
 * Expected figures come from the play rules (hypergeometric counts of the zodiac's and the
 * tail's numbers, the odds formula 2 ÷ p × (return − point) truncated to 2 decimals), not from
 * the code under test.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryPaths, walletPaths } from '../../../contract/paths';
import { getPlay } from '../../../engine-worker/engine';
import { codeFromSelection } from '../../../engine-worker/orders/order-code';
import { ManualClock } from '../../../server/clock';
import { defaultConfig } from '../../../server/config';
import { deriveDraw, seedHashOf } from '../../../server/domains/lottery/fairness';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { OddsBook } from '../../../server/domains/lottery/odds';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { currentIssue, line } from '../../support/order-helpers';
import { freshDatabase, startTestServer, T0, type TestServer } from '../../support/server-harness';
import type { DbHandle } from '../../../server/db/client';

/** Gives an issue a seed whose draw satisfies `wanted` (tests only: the seed is the issue's secret). */
async function forceDraw(s: TestServer, lottery: string, issue: string, wanted: (draw: number[]) => boolean): Promise<number[]> {
  const family = lotteryOf(lottery)!.family;
  for (let i = 0; i < 100_000; i++) {
    const seed = crypto.randomBytes(32).toString('hex');
    const draw = deriveDraw(family, seed, lottery, issue);
    if (!wanted(draw)) continue;
    await s.db.updateTable('issues').set({ seed, seed_hash: seedHashOf(seed) }).where('lottery', '=', lottery).where('issue_no', '=', issue).execute();
    return draw;
  }
  throw new Error('no seed found');
}

const cash = async (s: TestServer, cookie: string) => (await s.call('GET', walletPaths.balance, { cookie })).json.data.cash as string;
const detail = async (s: TestServer, cookie: string, orderId: string) => (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId } })).json.result;

// ------------------------------------------------------------------ the rules, computed independently

const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
const ALL = choose(49, 7);
/** Draws of 7 of 49 in which two sets of a and b numbers are both hit / both missed. */
const bothHit = (a: number, b: number) => ALL - choose(49 - a, 7) - choose(49 - b, 7) + choose(49 - a - b, 7);
const bothMiss = (a: number, b: number) => choose(49 - a - b, 7);
/** bonus = 2 × (return − point) ÷ p, p = wins ÷ ALL, truncated to 2 decimals; return in hundredths. */
function bonusOf(wins: bigint, returnHundredths: number): string {
  const cents = (2n * BigInt(returnHundredths) * ALL * 100n) / (100n * wins);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`.replace(/\.?0+$/, '');
}

describe('ticket classes of plays whose tickets differ in odds', () => {
  // This year's zodiac owns 5 numbers, every other zodiac 4; 0尾 has 4 numbers (10 20 30 40), every other tail 5.
  const expected = {
    lx_lx_2lx: { 含本命肖: bonusOf(bothHit(5, 4), 98), 不含本命肖: bonusOf(bothHit(4, 4), 98) },
    lx_lxbz_2lx: { 含本命肖: bonusOf(bothMiss(5, 4), 98), 不含本命肖: bonusOf(bothMiss(4, 4), 98) },
    wl_wl_2wl: { 含0尾: bonusOf(bothHit(4, 5), 98), 不含0尾: bonusOf(bothHit(5, 5), 98) },
    wl_wlbz_2wl: { 含0尾: bonusOf(bothMiss(4, 5), 98), 不含0尾: bonusOf(bothMiss(5, 5), 98) },
  };

  it('shows each class with its Chinese label and the odds its tickets pay, the line quoting the class that pays most', () => {
    const odds = new OddsBook(defaultConfig);
    for (const [method, classes] of Object.entries(expected)) {
      const play = odds.model('lhc', method)!.odds;
      expect(Object.fromEntries(play.classes!.map((c) => [c.label, c.bonusA])), method).toEqual(classes);
      expect(play.bonusA, method).toBe(Object.values(classes).sort((a, b) => Number(b) - Number(a))[0]);
    }
    // the figures this fixes: 二连肖 含本命肖 was quoted 9.55 and paid 8.07
    expect(expected.lx_lx_2lx).toEqual({ 含本命肖: '8.07', 不含本命肖: '9.55' });
    expect(expected.lx_lxbz_2lx).toEqual({ 含本命肖: '9.03', 不含本命肖: '7.48' });
    expect(expected.wl_wl_2wl).toEqual({ 含0尾: '8.07', 不含0尾: '6.83' });
  });

  it('gives every play whose tickets differ in odds a class for each ticket, tickets of one class sharing their probability', () => {
    const odds = new OddsBook(defaultConfig);
    for (const family of ['ssc', '3d', 'k3', 'lhc', 'ky481', 'pk10', '11x5', 'kl12'] as const) {
      for (const [method] of Object.entries(odds.family(family))) {
        const model = odds.model(family, method)!;
        if (!model.perTicket || getPlay(`${family}:${method}`).rules.parlay) continue;
        expect(model.classOf, `${family}:${method}`).toBeDefined();
        const probabilityOf = new Map<string, string>();
        for (const [ticket, p] of model.perTicket) {
          const name = model.classOf!(ticket);
          const key = p.map((x) => x.toPrecision(12)).join('/');
          expect(probabilityOf.get(name) ?? key, `${family}:${method} ${ticket}`).toBe(key);
          probabilityOf.set(name, key);
        }
        if (model.odds.classes) expect(model.odds.classes.length, `${family}:${method}`).toBe(probabilityOf.size);
      }
    }
  });

  it('stores the classes of the issue\'s draw date: 特码生肖 pays the year\'s own zodiac (5 numbers) by Chinese New Year, not 1 January', () => {
    const odds = new OddsBook(defaultConfig);
    const model = odds.model('lhc', 'tm_tm_sx')!;
    const five = bonusOf(5n * (ALL / 49n), 98); // p = 5/49
    const four = bonusOf(4n * (ALL / 49n), 98);
    // 2027 羊年 starts 2027-02-06
    const before = odds.classBonuses(model, 'A', '0', '2027-02-05')!;
    const after = odds.classBonuses(model, 'A', '0', '2027-02-06')!;
    expect([before['0:马'], before['0:羊']]).toEqual([[five], [four]]);
    expect([after['0:马'], after['0:羊']]).toEqual([[four], [five]]);
  });
});

describe('连肖 and 尾连 orders placed and settled', () => {
  let handle: DbHandle;
  let clock: ManualClock;
  let s: TestServer;
  beforeAll(async () => {
    handle = await freshDatabase();
    clock = new ManualClock(T0);
    s = await startTestServer({ handle, clock });
  });
  afterAll(async () => {
    await s.close();
    await handle.close();
  });

  it('pays each ticket the odds of its class shown and stored when placed, even after the configured return changed', async () => {
    const L = 'JSLHC';
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result[L];
    expect(odds.lx_lx_2lx.classes.map((c: { label: string; bonusA: string }) => [c.label, c.bonusA])).toEqual([
      ['不含本命肖', '9.55'],
      ['含本命肖', '8.07'],
    ]);
    const user = await s.createUser('lianxiao', '1000');
    const issue = await currentIssue(s, L);
    // 2026-11-22 is in the 马 year: 马 owns 01 13 25 37 49; number n belongs to the zodiac n − 1 steps before 马.
    const cycle = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];
    const zodiacOf = (n: number) => cycle[(((6 - (n - 1)) % 12) + 12) % 12]!;
    const draw = await forceDraw(s, L, issue, (d) => d.some((n) => zodiacOf(n) === '马') && new Set(d.map(zodiacOf).filter((z) => z !== '马')).size >= 2);
    const others = [...new Set(draw.map(zodiacOf).filter((z) => z !== '马'))].slice(0, 2);
    const missing = cycle.filter((z) => !draw.map(zodiacOf).includes(z) && z !== '马').slice(0, 2);
    const tails = [...new Set(draw.map((n) => n % 10))];
    // 二连肖（中）: 马 + two drawn zodiacs: 3 tickets, 2 with 马 (含本命肖), 1 without
    const lianxiao = getPlay('lhc:lx_lx_2lx');
    const lianxiaoCode = codeFromSelection(lianxiao, { rows: [['马', ...others]] });
    // 二连肖（不中）: two zodiacs none drawn, 1 ticket 不含本命肖
    const buzhong = codeFromSelection(getPlay('lhc:lx_lxbz_2lx'), { rows: [missing] });
    // 二尾连（中）: two drawn tails, 1 ticket
    const tailCode = codeFromSelection(getPlay('lhc:wl_wl_2wl'), { rows: [tails.slice(0, 2).map((t) => `${t}尾`)] });
    const placed = await s.call('POST', lotteryPaths.addOrder, {
      cookie: user.cookie,
      body: {
        lottery: L,
        issue,
        order: [line('lx_lx_2lx', lianxiaoCode, 3, '9.55'), line('lx_lxbz_2lx', buzhong, 1, '9.03'), line('wl_wl_2wl', tailCode, 1, '8.07')],
      },
    });
    expect(placed.json).toMatchObject({ code: 1 });
    const [first, second, third] = placed.json.result.orderIds as string[];
    const stored = await s.db.selectFrom('orders').select(['order_no', 'bonuses']).where('order_no', '=', first!).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.bonuses).c).toEqual({ 不含本命肖: ['9.55'], 含本命肖: ['8.07'] });

    // The operator lowers the return before the draw: what the orders stored is what they pay.
    await s.close();
    s = await startTestServer({ handle, clock, config: { returnA: '0.9' } });
    const relogged = await s.login('lianxiao');
    clock.advance(60_000);
    await s.app.scheduler.tick();

    const tailTicket = tails.slice(0, 2).includes(0) ? '含0尾' : '不含0尾';
    const tailBonus = { 含0尾: bonusOf(bothHit(4, 5), 98), 不含0尾: bonusOf(bothHit(5, 5), 98) }[tailTicket];
    // 2 × 含本命肖 + 1 × 不含本命肖, in cents to add exactly
    const cents = (v: string) => Math.round(Number(v) * 100);
    const sum = (...values: string[]) => (values.reduce((a, v) => a + cents(v), 0) / 100).toString();
    expect(await detail(s, relogged, first!)).toMatchObject({ status: '已中奖', awardMoney: sum(bonusOf(bothHit(5, 4), 98), bonusOf(bothHit(5, 4), 98), bonusOf(bothHit(4, 4), 98)) });
    expect(await detail(s, relogged, second!)).toMatchObject({ status: '已中奖', awardMoney: bonusOf(bothMiss(4, 4), 98) });
    expect(await detail(s, relogged, third!)).toMatchObject({ status: '已中奖', awardMoney: tailBonus });
    expect(await cash(s, relogged)).toBe(sum('1000', '-10', '8.07', '8.07', '9.55', '7.48', tailBonus!));
    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  }, 180_000);
});

describe('tied bets (和) of single picks', () => {
  let s: TestServer;
  let cookie: string;
  let orderIds: string[];
  let draw: number[];
  beforeAll(async () => {
    s = await startTestServer();
    cookie = (await s.createUser('tie_player', '1000')).cookie;
    const L = 'JS3D';
    const issue = await currentIssue(s, L);
    // 百 = 十 (龙虎斗百十 ties), 百 < 个 (龙虎斗百个 is 虎)
    draw = await forceDraw(s, L, issue, (d) => d[0] === d[1] && d[0]! < d[2]!);
    const placed = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: {
        lottery: L,
        issue,
        order: [
          // a 1-bet 直选 at 30 times wins 1960 × 30 = 58800, above JS3D's single-pick maximum of 50000
          line('sm_zx_fs', codeFromSelection(getPlay('3d:sm_zx_fs'), { rows: draw.map((d) => [String(d)]) }), 1, '1960', { piece: 30 }),
          // 龙虎斗百十 龙 at the highest rebate point: tied, its 2 yuan come back
          line('qw_lhh_bs', codeFromSelection(getPlay('3d:qw_lhh_bs'), { rows: [['龙']] }), 1, '4.06', { point: '0.065' }),
          // 龙虎斗百个 龙 at the same point: lost, its stake played
          line('qw_lhh_bg', codeFromSelection(getPlay('3d:qw_lhh_bg'), { rows: [['龙']] }), 1, '4.06', { point: '0.065' }),
        ],
      },
    });
    expect(placed.json).toMatchObject({ code: 1 });
    orderIds = placed.json.result.orderIds;
    s.clock.advance(60_000);
    await s.app.scheduler.tick();
  }, 180_000);
  afterAll(async () => {
    await s.close();
  });

  it('refunds a tied stake in full when the player\'s single picks already reached the cap', async () => {
    // 1000 − 64 staked + 50000 capped prize + 2 refunded + the lost 龙虎斗's rebate 2 × 0.065
    expect(await cash(s, cookie)).toBe('50938.13');
    expect(await detail(s, cookie, orderIds[1]!)).toMatchObject({ singlePick: 1, awardMoney: '2' });
    expect(await detail(s, cookie, orderIds[0]!)).toMatchObject({ status: '已中奖', singlePick: 1, wonMoney: '58800', awardMoney: '50000', refundMoney: '0' });
    expect(await detail(s, cookie, orderIds[1]!)).toMatchObject({ refundMoney: '2' });
    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  });

  it('records an order whose bets only tied as 和局退款, not a win, and lists it under that status', async () => {
    expect(await detail(s, cookie, orderIds[1]!)).toMatchObject({ status: '和局退款', singleStatus: 5 });
    expect(await detail(s, cookie, orderIds[2]!)).toMatchObject({ status: '未中奖', awardMoney: '0' });
    const listed = (await s.call('GET', lotteryPaths.historyOrders, { cookie, query: { status: '5' } })).json.result.list.map((r: { orderId: string }) => r.orderId);
    expect(listed).toEqual([orderIds[1]]);
    const notices = await s.db.selectFrom('win_notices').selectAll().execute();
    expect(JSON.stringify(notices)).not.toContain(orderIds[1]!);
  });

  it('pays no rebate on a refunded stake, and the rebate on a stake that played', async () => {
    const rebates = await s.db.selectFrom('orders').select(['order_no', 'rebate']).where('order_no', 'in', orderIds).execute();
    const rebateOf = new Map(rebates.map((r) => [r.order_no, Number(r.rebate)]));
    expect([orderIds[1], orderIds[2]].map((no) => rebateOf.get(no!))).toEqual([0, 1_300]); // 2 × 0.065 yuan in 0.0001 yuan
    const refunds = await s.db.selectFrom('orders').select(['order_no', 'refund']).where('order_no', 'in', orderIds).execute();
    expect(new Map(refunds.map((r) => [r.order_no, Number(r.refund)]))).toEqual(new Map([[orderIds[0], 0], [orderIds[1], 20_000], [orderIds[2], 0]]));
  });
});
