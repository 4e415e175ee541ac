/**
 * A bank-style test on PostgreSQL: random concurrent orders and cancels by 20 users while
 * issues close and draw. After each issue: ledger invariants hold, every order is in one
 * final state, and no order was accepted after its issue's sales closed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../contract/paths';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { currentIssue, line } from '../support/order-helpers';
import { startTestServer, type TestServer } from '../support/server-harness';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  await s.close();
});

describe('mixed load on PostgreSQL', () => {
  it('keeps the ledger exact through racing orders, cancels, closes and draws', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => s.createUser(`m${i}`, '30')));
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'JSK3' } })).json.result.JSK3;
    const lines = [
      line('bth3_bth3_fs', '1,2,3', 1, '70.56'),
      line('hz_hz_hz', '9,10,11', 3, odds.hz_hz_hz.bonusA),
      line('dxds_dxds_dxds', '0,3', 2, odds.dxds_dxds_dxds.bonusA, { piece: 2 }),
    ];
    const placed: Array<{ user: number; orderId: string }> = [];
    let rnd = 12345;
    const random = (n: number) => ((rnd = (rnd * 1103515245 + 12345) % 2 ** 31), rnd % n);
    for (let round = 0; round < 4; round++) {
      const issue = await currentIssue(s, 'JSK3');
      const placedBefore = placed.length;
      const ops = Array.from({ length: 120 }, async (_, i) => {
        const u = random(users.length);
        const cookie = users[u]!.cookie;
        if (i === 60) {
          // Once some orders are in (or after 2 s), the sales close and the issue draws while the other operations race.
          for (const started = Date.now(); placed.length - placedBefore < 8 && Date.now() - started < 2_000;) await new Promise((r) => setTimeout(r, 5));
          s.clock.advance(60_000);
          await s.app.scheduler.tick();
          return;
        }
        const mine = placed.filter((p) => p.user === u);
        if (mine.length > 0 && random(3) === 0) {
          const target = mine[random(mine.length)]!;
          const res = await s.call('POST', lotteryPaths.cancelOrder, { cookie, body: { orderId: target.orderId } });
          expect([1, 2013]).toContain(res.json.code);
          return;
        }
        const res = await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: 'JSK3', issue, order: [lines[random(lines.length)]!] } });
        expect([1, 2003, 4001]).toContain(res.json.code);
        if (res.json.code === 1) placed.push({ user: u, orderId: res.json.result.orderIds[0] });
      });
      await Promise.all(ops);
      await s.app.scheduler.tick();
      expect(await checkLedger(s.db)).toMatchObject({ ok: true });
    }
    const late = await s.db
      .selectFrom('orders')
      .innerJoin('issues', (j) => j.onRef('issues.lottery', '=', 'orders.lottery').onRef('issues.issue_no', '=', 'orders.issue_no'))
      .select(['orders.order_no'])
      .whereRef('orders.created_at', '>=', 'issues.sale_close')
      .execute();
    expect(late).toEqual([]);
    const states = await s.db.selectFrom('orders').select(['status']).execute();
    expect(states.every((o) => [1, 2, 3].includes(o.status))).toBe(true);
    expect(placed.length).toBeGreaterThan(20);
  });
});
