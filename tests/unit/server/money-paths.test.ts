/**
 * Money paths of settlement no other test settles: rebates (point ≠ 0), Mark Six 49 ties refunded
 * bet by bet and ticket by ticket, 任选 with chosen positions, a Mark Six draw of another lunar year
 * than today's, win-stop refunds, and what one settlement returns. One server for the file, at a
 * date of the 蛇 year (see tests/support/money-paths.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../../contract/paths';
import { ORDER_STATUS } from '../../../contract/lottery';
import { refundOrders, settleIssue } from '../../../server/domains/lottery/settlement';
import { checkLedger, mainAccountOf } from '../../../server/domains/wallet/ledger';
import {
  anyPositionScenario,
  DRAW_YEAR_NOW,
  forceDraw,
  markSixRefundsScenario,
  rebatesScenario,
  winStopScenario,
  zodiacYearScenario,
} from '../../support/money-paths';
import { currentIssue, line } from '../../support/order-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';
import type { UserId } from '../../../server/db/ids';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: DRAW_YEAR_NOW });
});
afterAll(async () => {
  await s.close();
});

const balanceOf = async (userId: UserId) => (await mainAccountOf(s.db, userId)).balance;

describe('settlement money paths', () => {
  it('pays the rebate of every line placed at a point other than 0, won or lost, rounded half up to the minor unit', () => rebatesScenario(s));
  it('refunds exactly the stake of each 特码 size/parity bet and 半波 ticket when the 特码 is 49, and pays the 色波 that has no tie', () =>
    markSixRefundsScenario(s));
  it('counts and judges a 任选 order on its chosen positions only, placed through the orders endpoint', () => anyPositionScenario(s));
  it("settles 特码生肖 and 六肖 by the zodiac table of the draw's lunar year, not today's, at the odds and rebate of their point", () => zodiacYearScenario(s));
  it('stops a winning chase with win-stop and refunds its later issues exactly, two players in one journal', () => winStopScenario(s));

  it('returns the orders settled, the awards with their notices and only the users whose balance changed; an issue settled already books nothing', async () => {
    const L = 'JSK3';
    const winner = await s.createUser('settle_w', '10');
    const loser = await s.createUser('settle_l', '10');
    const issue = await currentIssue(s, L);
    const draw = await forceDraw(s, L, issue, (d) => new Set(d).size === 3);
    const sum = draw.reduce((a, b) => a + b, 0);
    const model = s.app.odds.model('k3', 'hz_hz_hz')!;
    const odds = model.odds.choices.find((c) => c.type === 'A' && c.point === '0')!.odds;
    const place = async (cookie: string, code: string) =>
      (await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: L, issue, order: [line('hz_hz_hz', code, 1, odds)] } })).json.result
        .orderIds[0] as string;
    const won = await place(winner.cookie, String(sum));
    await place(loser.cookie, String(sum === 3 ? 4 : 3));
    const row = await s.db.selectFrom('issues').select(['draw_at']).where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirstOrThrow();
    const settle = () =>
      s.db.transaction().execute((tx) =>
        settleIssue(tx, {
          lottery: L,
          family: 'k3',
          issueNo: issue,
          draw,
          drawCode: draw.join(','),
          drawAt: row.draw_at,
          now: s.clock.now(),
          odds: s.app.odds,
        }),
      );

    const result = await settle();
    const prize = Math.round(Number(model.odds.options![String(sum)]!.bonusA) * 10_000);
    const notice = await s.db.selectFrom('win_notices').select(['id', 'order_ids']).where('user_id', '=', winner.id).executeTakeFirstOrThrow();
    const wonId = (await s.db.selectFrom('orders').select('id').where('order_no', '=', won).executeTakeFirstOrThrow()).id;
    expect(notice.order_ids.map(Number)).toEqual([Number(wonId)]);
    expect(result.settled).toBe(2);
    expect(result.awards).toEqual([{ userId: winner.id, orderId: wonId, orderNo: won, method: 'hz_hz_hz', award: prize, noticeId: notice.id }]);
    expect([...result.users]).toEqual([winner.id]);
    const journal = await s.db.selectFrom('journal').select(['kind', 'ref']).where('idem_key', '=', `settle:${L}:${issue}`).executeTakeFirstOrThrow();
    expect(journal).toEqual({ kind: 'settle', ref: `${L}:${issue}` });

    // nothing pending is left: a second settlement of the issue returns at once and writes no journal
    expect(await settle()).toEqual({ settled: 0, awards: [], users: new Set(), refunded: 0 });
  });

  it('refuses to settle an issue holding an order it cannot judge, writing nothing; a refund books the stake back once', async () => {
    const L = 'JSUK3';
    const player = await s.createUser('settle_bad', '10');
    const issue = await currentIssue(s, L);
    const odds = s.app.odds.model('k3', 'hz_hz_hz')!.odds.choices.find((c) => c.type === 'A' && c.point === '0')!.odds;
    const placed = await s.call('POST', lotteryPaths.addOrder, {
      cookie: player.cookie,
      body: { lottery: L, issue, order: [line('hz_hz_hz', '10', 1, odds)] },
    });
    const orderNo = placed.json.result.orderIds[0] as string;
    // a row no placement could make (the engine recounted it): damaged afterwards
    await s.db.updateTable('orders').set({ method: 'no_such_play' }).where('order_no', '=', orderNo).execute();
    const journals = async () =>
      Number(
        (
          await s.db
            .selectFrom('journal')
            .select((e) => e.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { journals: await journals(), balance: await balanceOf(player.id) };

    const settling = s.db.transaction().execute((tx) =>
      settleIssue(tx, {
        lottery: L,
        family: 'k3',
        issueNo: issue,
        draw: [1, 2, 3],
        drawCode: '1,2,3',
        drawAt: s.clock.now(),
        now: s.clock.now(),
        odds: s.app.odds,
      }),
    );
    await expect(settling).rejects.toThrow(`settlement ${L} ${issue}: order ${orderNo} cannot be judged`);
    // the engine's reason kept
    await expect(settling).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringContaining('no_such_play') }) });
    const order = await s.db.selectFrom('orders').select(['id', 'status', 'award']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: ORDER_STATUS.pending, award: 0 });
    expect({ journals: await journals(), balance: await balanceOf(player.id) }).toEqual(before);

    const refund = () => s.db.transaction().execute((tx) => refundOrders(tx, [order.id], ORDER_STATUS.cancelled, 'refund-test', s.clock.now()));
    expect([...(await refund())]).toEqual([player.id]);
    expect(await balanceOf(player.id)).toBe(before.balance + 20_000);
    // already cancelled: nothing to refund, no journal
    expect([...(await refund())]).toEqual([]);
    expect(await journals()).toBe(before.journals + 1);

    // a refund of many orders names the first 20 in its journal's reference
    const many = await s.call('POST', lotteryPaths.addOrder, {
      cookie: player.cookie,
      body: { lottery: L, issue, order: Array.from({ length: 21 }, () => line('hz_hz_hz', '10', 1, odds, { price: '0.2' })) },
    });
    const manyNos = many.json.result.orderIds as string[];
    const ids = (await s.db.selectFrom('orders').select('id').where('order_no', 'in', manyNos).execute()).map((o) => o.id);
    await s.db.transaction().execute((tx) => refundOrders(tx, ids, ORDER_STATUS.cancelled, 'refund-many', s.clock.now()));
    const { ref } = await s.db.selectFrom('journal').select('ref').where('idem_key', 'like', 'refund-many:%').executeTakeFirstOrThrow();
    expect(ref.split(',')).toHaveLength(20);
    expect(manyNos).toEqual(expect.arrayContaining(ref.split(',')));
    expect(await balanceOf(player.id)).toBe(before.balance + 20_000);
    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  });
});
