/**
 * Settlement money-rule scenarios shared by the embedded-database tests
 * (tests/unit/server/settlement-rules.test.ts) and PostgreSQL (tests/server-pg): tied bets of
 * single picks, and 连肖/尾连 orders paid at the class odds they stored. Expected figures come
 * from the play rules (counting the zodiac's and the tail's numbers, the odds formula), not from
 * the code under test.
 */
import crypto from 'node:crypto';
import { expect } from 'vitest';
import { lotteryPaths, walletPaths } from '../../contract/paths';
import { getPlay } from '../../engine-worker/engine';
import { codeFromSelection } from '../../engine-worker/orders/order-code';
import type { ManualClock } from '../../server/clock';
import type { DbHandle } from '../../server/db/client';
import { deriveDraw, seedHashOf } from '../../server/domains/lottery/fairness';
import { lotteryOf } from '../../server/domains/lottery/lotteries';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { currentIssue, line } from './order-helpers';
import { startTestServer, type TestServer } from './server-harness';

/** Gives an issue a seed whose draw satisfies `wanted` (tests only: the seed is the issue's secret). */
export async function forceDraw(s: TestServer, lottery: string, issue: string, wanted: (draw: number[]) => boolean): Promise<number[]> {
  const family = lotteryOf(lottery)!.family;
  for (let i = 0; i < 100_000; i++) {
    const seed = crypto.randomBytes(32).toString('hex');
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
  throw new Error('no seed found');
}

export const cash = async (s: TestServer, cookie: string) => (await s.call('GET', walletPaths.balance, { cookie })).json.data.cash as string;
export const detail = async (s: TestServer, cookie: string, orderId: string) =>
  (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId } })).json.result;

// ------------------------------------------------------------------ the odds rules, computed independently

const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
/** Draws of 7 of the 49 numbers. */
export const ALL_DRAWS = choose(49, 7);
/** Draws in which two sets of a and b numbers are both hit / both missed (inclusion–exclusion). */
export const bothHit = (a: number, b: number) => ALL_DRAWS - choose(49 - a, 7) - choose(49 - b, 7) + choose(49 - a - b, 7);
export const bothMiss = (a: number, b: number) => choose(49 - a - b, 7);
/** bonus = 2 × (return − point) ÷ p, p = wins ÷ ALL_DRAWS, truncated to 2 decimals; return in hundredths (98 = 0.98). */
export function markSixBonus(wins: bigint, returnHundredths: number): string {
  const cents = (2n * BigInt(returnHundredths) * ALL_DRAWS * 100n) / (100n * wins);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`.replace(/\.?0+$/, '');
}

/** Yuan strings added exactly (in cents: every figure here has at most 2 decimals). */
const sumYuan = (...values: string[]) => {
  const cents = values.reduce((total, v) => total + BigInt(Math.round(Number(v) * 100)), 0n);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`.replace(/\.?0+$/, '');
};

// ------------------------------------------------------------------ 连肖 / 尾连 classes

/**
 * 二连肖（中/不中）, 二尾连 and a 正码过关 on JSLHC (2026-11-22, a 马 year): placed at return 0.98,
 * the return configured down to 0.9 before the draw (a new app on the same database), then
 * settled. Each ticket must be paid its class's odds (过关: each leg's) shown and stored at 0.98.
 * Returns the server it ends with.
 */
export async function linkedClassesScenario(handle: DbHandle, clock: ManualClock): Promise<TestServer> {
  let s = await startTestServer({ handle, clock });
  const L = 'JSLHC';
  const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result[L];
  const withYear = markSixBonus(bothHit(5, 4), 98);
  const without = markSixBonus(bothHit(4, 4), 98);
  expect(odds.lx_lx_2lx.classes.map((c: { label: string; bonusA: string }) => [c.label, c.bonusA])).toEqual([
    ['不含本命肖', without],
    ['含本命肖', withYear],
  ]);
  const user = await s.createUser('lianxiao', '1000');
  const issue = await currentIssue(s, L);
  // 马 owns 01 13 25 37 49; number n belongs to the zodiac n − 1 steps before 马 in the cycle.
  const cycle = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];
  const zodiacOf = (n: number) => cycle[(((6 - (n - 1)) % 12) + 12) % 12]!;
  // …and 正码一 大 (25-48), 正码二 双 for the 过关
  const draw = await forceDraw(
    s,
    L,
    issue,
    (d) => d.some((n) => zodiacOf(n) === '马') && new Set(d.map(zodiacOf).filter((z) => z !== '马')).size >= 2 && d[0]! >= 25 && d[0]! < 49 && d[1]! % 2 === 0,
  );
  const drawn = draw.map(zodiacOf);
  const others = [...new Set(drawn.filter((z) => z !== '马'))].slice(0, 2);
  const missing = cycle.filter((z) => !drawn.includes(z) && z !== '马').slice(0, 2);
  const tails = [...new Set(draw.map((n) => n % 10))].slice(0, 2);
  const codeOf = (method: string, picks: string[]) => codeFromSelection(getPlay(`lhc:${method}`), { rows: [picks] });
  const placed = await s.call('POST', lotteryPaths.addOrder, {
    cookie: user.cookie,
    body: {
      lottery: L,
      issue,
      order: [
        // 马 + two drawn zodiacs: 3 winning tickets, 2 含本命肖 and 1 不含本命肖, quoted at the class paying most
        line('lx_lx_2lx', codeOf('lx_lx_2lx', ['马', ...others]), 3, odds.lx_lx_2lx.bonusA),
        // two zodiacs not drawn: 1 winning ticket 不含本命肖
        line('lx_lxbz_2lx', codeOf('lx_lxbz_2lx', missing), 1, odds.lx_lxbz_2lx.bonusA),
        // two drawn tails: 1 winning ticket
        line(
          'wl_wl_2wl',
          codeOf(
            'wl_wl_2wl',
            tails.map((t) => `${t}尾`),
          ),
          1,
          odds.wl_wl_2wl.bonusA,
        ),
        // 正码一 大 × 正码二 双: 大 and 双 are 24 of the 48 numbers besides the 49 tie, 1.96 × 49/24 = 4.0016 → 4 each
        line('gg_gg_zmgg', codeFromSelection(getPlay('lhc:gg_gg_zmgg'), { rows: [['大'], ['双'], [], [], [], []] }), 1, odds.gg_gg_zmgg.bonusA),
      ],
    },
  });
  expect(placed.json).toMatchObject({ code: 1 });
  const [first, second, third, parlay] = placed.json.result.orderIds as string[];
  const stored = await s.db.selectFrom('orders').select('bonuses').where('order_no', '=', first!).executeTakeFirstOrThrow();
  expect(JSON.parse(stored.bonuses).c).toEqual({ 不含本命肖: [without], 含本命肖: [withYear] });

  // The operator lowers the return before the draw: what the orders stored is what they pay.
  await s.close();
  s = await startTestServer({ handle, clock, config: { returnA: '0.9' } });
  const cookie = await s.login('lianxiao');
  clock.advance(60_000);
  await s.app.scheduler.tick();

  const missBoth = markSixBonus(bothMiss(4, 4), 98);
  const tailBonus = tails.includes(0) ? markSixBonus(bothHit(4, 5), 98) : markSixBonus(bothHit(5, 5), 98);
  expect(await detail(s, cookie, first!)).toMatchObject({ status: '已中奖', awardMoney: sumYuan(withYear, withYear, without) });
  expect(await detail(s, cookie, second!)).toMatchObject({ status: '已中奖', awardMoney: missBoth });
  expect(await detail(s, cookie, third!)).toMatchObject({ status: '已中奖', awardMoney: tailBonus });
  // 2 × (4 ÷ 2) × (4 ÷ 2); at the new return it would be 2 × 1.835 × 1.835 = 6.73
  expect(await detail(s, cookie, parlay!)).toMatchObject({ status: '已中奖', awardMoney: '8' });
  expect(await cash(s, cookie)).toBe(sumYuan('1000', '-12', withYear, withYear, without, missBoth, tailBonus, '8'));
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  return s;
}

// ------------------------------------------------------------------ group single entries (组选单式)

/** 2 ÷ p × (return − point) truncated to 2 decimals, p = wins ÷ of; return and point in thousandths. */
function entryBonus(wins: bigint, of: bigint, returnMilli: bigint, pointMilli: bigint): string {
  const cents = (200n * (returnMilli - pointMilli) * of) / (1000n * wins);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`.replace(/\.?0+$/, '');
}
const milli = (value: string) => BigInt(Math.round(Number(value) * 1000));

/**
 * 二星组选单式 and 组六单式: the plate takes only entries of distinct digits (二星 '18', never the
 * 对子 '11'; 组六 '128', never the 组三 '118'), each drawn in 2 (6) orders, so every line quotes
 * 2 ÷ p × (return − point) at p = 2/100 (ky481: 2/64, digits 1-8) or 6/1000, at every type and
 * point, and shows no class of entries the plate refuses. On HN1FC a line at that quote pays it;
 * a line at the old quote (196, from a 对子 entry) is refused; an order stored before with those
 * classes (对子 196, 非对子 98; line 196) is paid what it stored for its entry's class.
 */
export async function groupEntryOddsScenario(s: TestServer): Promise<void> {
  const plays: Array<[string, string, bigint, bigint]> = [
    ['HN1FC', 'em_zux_qds', 2n, 100n],
    ['HN1FC', 'em_zux_hds', 2n, 100n],
    ['HN1FC', 'rx2_zux_ds', 2n, 100n],
    ['HN1FC', 'qsm_zux_z6ds', 6n, 1000n],
    ['HN1FC', 'zsm_zux_z6ds', 6n, 1000n],
    ['HN1FC', 'hsm_zux_z6ds', 6n, 1000n],
    ['JS3D', 'em_zux_qds', 2n, 100n],
    ['JS3D', 'em_zux_hds', 2n, 100n],
    ['KY481', 'em_zux_qds', 2n, 64n],
    ['KY481', 'em_zux_hds', 2n, 64n],
    ['KY481', 'rx2_zux_ds', 2n, 64n],
  ];
  for (const [L, method, wins, of] of plays) {
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result[L][method];
    const returnOf = (type: string) => milli(type === 'A' ? odds.returnA : odds.returnB);
    const want = odds.choices.map((c: { type: string; point: string }) => `${c.type} ${c.point} ${entryBonus(wins, of, returnOf(c.type), milli(c.point))}`);
    expect(
      odds.choices.map((c: { type: string; point: string; odds: string }) => `${c.type} ${c.point} ${c.odds}`),
      `${L} ${method}`,
    ).toEqual(want);
    expect({ bonusA: odds.bonusA, bonusB: odds.bonusB, classes: odds.classes }, `${L} ${method}`).toEqual({
      bonusA: entryBonus(wins, of, returnOf('A'), 0n),
      bonusB: entryBonus(wins, of, returnOf('B'), 0n),
      classes: undefined,
    });
  }
  expect(entryBonus(2n, 100n, 980n, 0n)).toBe('98');
  expect(entryBonus(2n, 64n, 980n, 0n)).toBe('62.72');
  expect(entryBonus(6n, 1000n, 980n, 0n)).toBe('326.66');

  const L = 'HN1FC';
  const user = await s.createUser('groupentry', '1000');
  const issue = await currentIssue(s, L);
  await forceDraw(s, L, issue, (d) => d[0] === 1 && d[1] === 8);
  const old = await s.call('POST', lotteryPaths.addOrder, { cookie: user.cookie, body: { lottery: L, issue, order: [line('em_zux_qds', '18', 1, '196')] } });
  expect(old.json.code).not.toBe(1);
  const placed = await s.call('POST', lotteryPaths.addOrder, {
    cookie: user.cookie,
    body: { lottery: L, issue, order: [line('em_zux_qds', '18', 1, '98'), line('em_zux_qds', '18', 1, '98')] },
  });
  expect(placed.json).toMatchObject({ code: 1 });
  const [fresh, stored] = placed.json.result.orderIds as string[];
  expect(JSON.parse((await s.db.selectFrom('orders').select('bonuses').where('order_no', '=', fresh!).executeTakeFirstOrThrow()).bonuses)).toEqual({
    t: 'A',
    l: ['98'],
  });
  // the second as an order placed before: quoted 196, the classes stored as the odds then priced them
  await s.db
    .updateTable('orders')
    .set({ odds: '196', bonuses: JSON.stringify({ t: 'A', l: ['196'], c: { 对子: ['196'], 非对子: ['98'] } }) })
    .where('order_no', '=', stored!)
    .execute();
  s.clock.advance(60_000);
  await s.app.scheduler.tick();
  expect(await detail(s, user.cookie, fresh!)).toMatchObject({ status: '已中奖', awardMoney: '98' });
  expect(await detail(s, user.cookie, stored!)).toMatchObject({ status: '已中奖', awardMoney: '98' });
  expect(await cash(s, user.cookie)).toBe(sumYuan('1000', '-4', '98', '98'));
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
}

// ------------------------------------------------------------------ tied single picks

export interface TiedSinglePicks {
  cookie: string;
  /** 直选 capped, 龙虎斗百十 tied, 龙虎斗百个 lost. */
  orderIds: [string, string, string];
}

/**
 * One JS3D issue drawn with 百 = 十 and 百 < 个. One player: a 1-bet 直选 at 30 times wins
 * 1960 × 30 = 58800, above JS3D's single-pick maximum of 50000; 龙虎斗百十 龙 at point 6.5 %
 * ties (its 2 yuan come back); 龙虎斗百个 龙 at the same point loses.
 */
export async function placeTiedSinglePicks(s: TestServer): Promise<TiedSinglePicks> {
  const cookie = (await s.createUser('tie_player', '1000')).cookie;
  const L = 'JS3D';
  const issue = await currentIssue(s, L);
  const draw = await forceDraw(s, L, issue, (d) => d[0] === d[1] && d[0]! < d[2]!);
  const codeOf = (method: string, rows: string[][]) => codeFromSelection(getPlay(`3d:${method}`), { rows });
  const placed = await s.call('POST', lotteryPaths.addOrder, {
    cookie,
    body: {
      lottery: L,
      issue,
      order: [
        line(
          'sm_zx_fs',
          codeOf(
            'sm_zx_fs',
            draw.map((d) => [String(d)]),
          ),
          1,
          '1960',
          { piece: 30 },
        ),
        line('qw_lhh_bs', codeOf('qw_lhh_bs', [['龙']]), 1, '4.06', { point: '0.065' }),
        line('qw_lhh_bg', codeOf('qw_lhh_bg', [['龙']]), 1, '4.06', { point: '0.065' }),
      ],
    },
  });
  expect(placed.json).toMatchObject({ code: 1 });
  s.clock.advance(60_000);
  await s.app.scheduler.tick();
  return { cookie, orderIds: placed.json.result.orderIds };
}

/** The cap holds back prizes only: the tied stake comes back whole though the 直选 used the whole cap. */
export async function expectRefundNotCapped(s: TestServer, { cookie, orderIds }: TiedSinglePicks): Promise<void> {
  // 1000 − 64 staked + 50000 capped prize + 2 refunded + the lost 龙虎斗's rebate 2 × 0.065
  expect(await cash(s, cookie)).toBe('50938.13');
  expect(await detail(s, cookie, orderIds[1])).toMatchObject({ singlePick: 1, awardMoney: '2' });
  expect(await detail(s, cookie, orderIds[0])).toMatchObject({ status: '已中奖', singlePick: 1, wonMoney: '58800', awardMoney: '50000', refundMoney: '0' });
  expect(await detail(s, cookie, orderIds[1])).toMatchObject({ refundMoney: '2' });
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
}

/** An order whose bets only tied is 和局退款, listed under that status, with no win notice. */
export async function expectRefundOnlyStatus(s: TestServer, { cookie, orderIds }: TiedSinglePicks): Promise<void> {
  expect(await detail(s, cookie, orderIds[1])).toMatchObject({ status: '和局退款', singleStatus: 5 });
  expect(await detail(s, cookie, orderIds[2])).toMatchObject({ status: '未中奖', awardMoney: '0' });
  const listed = (await s.call('GET', lotteryPaths.historyOrders, { cookie, query: { status: '5' } })).json.result.list.map(
    (r: { orderId: string }) => r.orderId,
  );
  expect(listed).toEqual([orderIds[1]]);
  const notices = await s.db.selectFrom('win_notices').selectAll().execute();
  expect(JSON.stringify(notices)).not.toContain(orderIds[1]);
}

/** No rebate on the refunded stake; the rebate on a stake that played. */
export async function expectNoRebateOnRefund(s: TestServer, { orderIds }: TiedSinglePicks): Promise<void> {
  const rebates = await s.db.selectFrom('orders').select(['order_no', 'rebate']).where('order_no', 'in', orderIds).execute();
  const rebateOf = new Map(rebates.map((r) => [r.order_no, Number(r.rebate)]));
  expect([orderIds[1], orderIds[2]].map((no) => rebateOf.get(no))).toEqual([0, 1_300]); // 2 × 0.065 yuan in 0.0001 yuan
  const refunds = await s.db.selectFrom('orders').select(['order_no', 'refund']).where('order_no', 'in', orderIds).execute();
  expect(new Map(refunds.map((r) => [r.order_no, Number(r.refund)]))).toEqual(
    new Map([
      [orderIds[0], 0],
      [orderIds[1], 20_000],
      [orderIds[2], 0],
    ]),
  );
}
