import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryPaths, walletPaths } from '../../../contract/paths';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { capSinglePicks, isSinglePick, singlePickMaxBonusOf } from '../../../server/domains/lottery/single-picks';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { currentIssue, futureDraw, line } from '../../support/order-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';

describe('single-pick rules', () => {
  it('marks a line at or below the play limit, never one of a play without a limit', () => {
    expect([0, 1, 50, 51].map((n) => isSinglePick(n, 50))).toEqual([false, true, true, false]);
    expect([33, 34].map((n) => isSinglePick(n, 33))).toEqual([true, false]);
    expect(isSinglePick(1, 0)).toBe(false);
    expect(isSinglePick(1, undefined)).toBe(false);
  });

  it('shares one cap among a player\'s single picks in order placed, per player, leaving other orders alone', () => {
    const orders = [
      { id: 3, user_id: 1, single_max: 100 },
      { id: 1, user_id: 1, single_max: 100 },
      { id: 2, user_id: 1, single_max: 0 },
      { id: 4, user_id: 2, single_max: 100 },
      { id: 5, user_id: 1, single_max: 100 },
    ];
    const prizes = new Map([
      [1, 60],
      [2, 500],
      [3, 70],
      [4, 100],
      [5, 0],
    ]);
    // order 1 takes 60 of user 1's 100, order 3 the 40 left; user 2's 100 is exactly its cap
    expect([...capSinglePicks(orders, prizes)]).toEqual([[3, 40]]);
  });

  it('is configured per lottery, 0 where no play has a limit', () => {
    expect(singlePickMaxBonusOf(lotteryOf('HN1FC')!)).toBe('100000');
    expect(singlePickMaxBonusOf(lotteryOf('MJMMC')!)).toBe('20000');
    expect(singlePickMaxBonusOf(lotteryOf('JS11X5')!)).toBe('50000');
    expect(singlePickMaxBonusOf(lotteryOf('JSK3')!)).toBe('0');
  });
});

describe('single picks placed and settled', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('publishes the cap with the odds, marks orders by the server\'s count, caps a player\'s single picks of an issue together and pays the capped amount', async () => {
    const L = 'HN1FC';
    const allOdds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result;
    expect(allOdds[L].wx_zx_fs).toMatchObject({ s: 50, singlePickMaxBonus: '100000' });
    const oddsOf = (method: string) => allOdds[L][method].choices.find((c: { type: string; point: string }) => c.type === 'A' && c.point === '0').odds as string;

    const a = await s.createUser('single_a', '2000');
    const b = await s.createUser('single_b', '100');
    const issue = await currentIssue(s, L);
    const draw = await futureDraw(s, L, issue);
    const exact = draw.join('|');
    const three = (d: number) => [d, (d + 1) % 10, (d + 2) % 10].join(',');
    // A: a 1-bet 前三直选 (wins 1960) then a 1-bet 五星直选 (wins 196000): one cap of 100000 for both;
    // a 243-bet 五星直选 (not a single pick) wins 196000 uncapped. The client's flag is ignored.
    const placedA = await s.call('POST', lotteryPaths.addOrder, {
      cookie: a.cookie,
      body: {
        lottery: L,
        issue,
        order: [
          line('qsm_zx_fs', draw.slice(0, 3).join('|'), 1, oddsOf('qsm_zx_fs')),
          { ...line('wx_zx_fs', exact, 1, oddsOf('wx_zx_fs')), singlePickFlag: false },
          line('wx_zx_fs', draw.map(three).join('|'), 243, oddsOf('wx_zx_fs')),
        ],
      },
    });
    expect(placedA.json).toMatchObject({ code: 1 });
    const placedB = await s.call('POST', lotteryPaths.addOrder, { cookie: b.cookie, body: { lottery: L, issue, order: [line('wx_zx_fs', exact, 1, oddsOf('wx_zx_fs'))] } });
    expect(placedB.json).toMatchObject({ code: 1 });
    // 2000 - 2 - 2 - 486
    expect((await s.call('GET', walletPaths.balance, { cookie: a.cookie })).json.data.cash).toBe('1510');

    s.clock.advance(60_000);
    await s.app.scheduler.tick();

    const detail = async (cookie: string, orderId: string) => (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId } })).json.result;
    const [front, five, wide] = placedA.json.result.orderIds as string[];
    expect(await detail(a.cookie, front!)).toMatchObject({ status: '已中奖', singlePick: 1, singlePickMaxBonus: '100000', wonMoney: '1960', awardMoney: '1960' });
    expect(await detail(a.cookie, five!)).toMatchObject({ status: '已中奖', singlePick: 1, wonMoney: '196000', awardMoney: '98040' });
    expect(await detail(a.cookie, wide!)).toMatchObject({ status: '已中奖', singlePick: 0, singlePickMaxBonus: '0', wonMoney: '196000', awardMoney: '196000' });
    expect(await detail(b.cookie, placedB.json.result.orderIds[0])).toMatchObject({ singlePick: 1, wonMoney: '196000', awardMoney: '100000' });
    // 1510 + 100000 (capped singles) + 196000
    expect((await s.call('GET', walletPaths.balance, { cookie: a.cookie })).json.data.cash).toBe('297510');
    expect((await s.call('GET', walletPaths.balance, { cookie: b.cookie })).json.data.cash).toBe('100098');

    const history = async (query: Record<string, string>) =>
      (await s.call('GET', lotteryPaths.historyOrders, { cookie: a.cookie, query })).json.result.list.map((r: { orderId: string }) => r.orderId).sort();
    expect(await history({ singlePick: '1' })).toEqual([front, five].sort());
    expect(await history({ singlePick: '0' })).toEqual([wide]);
    expect(await history({})).toHaveLength(3);

    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  }, 180_000);
});
