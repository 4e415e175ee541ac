import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryPaths, walletPaths } from '../../../contract/paths';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { capSinglePicks, isSinglePick, singlePickMaxBonusOf } from '../../../server/domains/lottery/single-picks';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { currentIssue, futureDraw, line } from '../../support/order-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { minorUnits } from '../../../rules/money';
import { orderId, userId } from '../../../server/db/ids';

/** capSinglePicks on orders and prizes written in plain hao (and plain order and user ids). */
const capped = (orders: ReadonlyArray<{ id: number; user_id: number; single_max: number }>, prizes: ReadonlyMap<number, number>) =>
  capSinglePicks(
    orders.map((o) => ({ id: orderId(o.id), user_id: userId(o.user_id), single_max: minorUnits(o.single_max) })),
    new Map([...prizes].map(([id, prize]) => [orderId(id), minorUnits(prize)])),
  );

describe('single-pick rules', () => {
  it('marks a line at or below the play limit, never one of a play without a limit', () => {
    expect([0, 1, 50, 51].map((n) => isSinglePick(n, 50))).toEqual([false, true, true, false]);
    expect([33, 34].map((n) => isSinglePick(n, 33))).toEqual([true, false]);
    expect(isSinglePick(1, 0)).toBe(false);
    expect(isSinglePick(1, undefined)).toBe(false);
  });

  it("shares one cap among a player's single picks pro rata to what each won, per player, leaving other orders alone", () => {
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
    // user 1 won 130 against a cap of 100: order 1 gets 100 × 60/130 = 46 rem 20, order 3 100 × 70/130 = 53 rem 110,
    // and the unit left over goes to the larger remainder (order 3); user 2's 100 is exactly its cap
    expect(new Map(capped(orders, prizes))).toEqual(
      new Map([
        [1, 46],
        [3, 54],
      ]),
    );
  });

  it('gives the units a pro rata split leaves over to the largest remainders, ties to the earlier order, never paying more than the cap', () => {
    const three = [7, 5, 9].map((id) => ({ id, user_id: 1, single_max: 10 }));
    // 10 × 10/30 = 3 rem 10 each: one unit left, to the lowest id
    expect(
      new Map(
        capped(
          three,
          new Map([
            [5, 10],
            [7, 10],
            [9, 10],
          ]),
        ),
      ),
    ).toEqual(
      new Map([
        [5, 4],
        [7, 3],
        [9, 3],
      ]),
    );
    // the order placed later is not paid less for it: 1 of 3 won, 2 of 3 won, cap 2 → 2 × 1/3 = 0 rem 2, 2 × 2/3 = 1 rem 1
    expect(
      new Map(
        capped(
          [
            { id: 1, user_id: 1, single_max: 2 },
            { id: 2, user_id: 1, single_max: 2 },
          ],
          new Map([
            [1, 1],
            [2, 2],
          ]),
        ),
      ),
    ).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );
    for (let trial = 0; trial < 200; trial++) {
      const orders = Array.from({ length: 1 + (trial % 7) }, (_, i) => ({ id: i + 1, user_id: 1, single_max: 1_000 + trial }));
      const prizes = new Map(orders.map((o) => [o.id, 1 + ((o.id * 7919 + trial * 104729) % 5_000)]));
      const total = [...prizes.values()].reduce((a, b) => a + b, 0);
      const paid = capped(orders, prizes);
      if (total <= 1_000 + trial) expect(paid.size).toBe(0);
      else {
        expect([...paid.values()].reduce((a, b) => a + b, 0)).toBe(1_000 + trial);
        for (const [id, pay] of paid) expect(Math.abs(pay - ((1_000 + trial) * prizes.get(id)!) / total)).toBeLessThan(1);
      }
    }
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

  it(`publishes the cap with the odds, marks orders by the server's count, caps a player's single picks of an issue together and pays the capped \
amount`, async () => {
    const L = 'HN1FC';
    const allOdds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result;
    expect(allOdds[L].wx_zx_fs).toMatchObject({ s: 50, singlePickMaxBonus: '100000' });
    const oddsOf = (method: string) =>
      allOdds[L][method].choices.find((c: { type: string; point: string }) => c.type === 'A' && c.point === '0').odds as string;

    const a = await s.createUser('single_a', '2000');
    const b = await s.createUser('single_b', '100');
    const issue = await currentIssue(s, L);
    const draw = await futureDraw(s, L, issue);
    const exact = draw.join('|');
    const three = (d: number) => [d, (d + 1) % 10, (d + 2) % 10].join(',');
    // A: a 1-bet 前三直选 (wins 1960) then a 1-bet 五星直选 (wins 196000): one cap of 100000 shared pro rata;
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
    const placedB = await s.call('POST', lotteryPaths.addOrder, {
      cookie: b.cookie,
      body: { lottery: L, issue, order: [line('wx_zx_fs', exact, 1, oddsOf('wx_zx_fs'))] },
    });
    expect(placedB.json).toMatchObject({ code: 1 });
    // 2000 - 2 - 2 - 486
    expect((await s.call('GET', walletPaths.balance, { cookie: a.cookie })).json.data.cash).toBe('1510');

    s.clock.advance(60_000);
    await s.app.scheduler.tick();

    const detail = async (cookie: string, orderId: string) => (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId } })).json.result;
    const [front, five, wide] = placedA.json.result.orderIds as string[];
    // 197960 won against 100000, in 0.0001 yuan: 1e9 × 1960/197960 = 9900990.099 → 9900990, 1e9 × 196000/197960 = 990099009.9
    // → 990099009; the unit left over goes to the larger remainder (五星)
    expect(await detail(a.cookie, front!)).toMatchObject({
      status: '已中奖',
      singlePick: 1,
      singlePickMaxBonus: '100000',
      wonMoney: '1960',
      awardMoney: '990.099',
    });
    expect(await detail(a.cookie, five!)).toMatchObject({ status: '已中奖', singlePick: 1, wonMoney: '196000', awardMoney: '99009.901' });
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
