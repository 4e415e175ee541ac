/**
 * Win notices under real concurrency, on PostgreSQL (DATABASE_URL; `npm run test:pg`): a
 * client that keeps fetching the notices after its cursor while wins are settled in parallel
 * transactions gets every win exactly once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../contract/paths';
import type { AwardNotices } from '../../contract/socket';
import { lotteries } from '../../server/domains/lottery/lotteries';
import { currentIssue, futureDraw, line } from '../support/order-helpers';
import { startTestServer, type TestServer } from '../support/server-harness';

let s: TestServer;
beforeEach(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
  s = await startTestServer();
  expect(s.handle.kind).toBe('postgres');
  // A k3 instant lottery: a bet on every sum always wins.
  lotteries.push({ code: 'TESTMMC', name: '测试秒秒彩', family: 'k3', category: '快3', hot: false, isNew: false, schedule: { kind: 'instant' } });
});
afterEach(async () => {
  lotteries.pop();
  await s.close();
});

describe('win notices on PostgreSQL', () => {
  it('hands a polling client every win once while instant and scheduled wins settle in parallel', async () => {
    const { cookie } = await s.createUser('lucky', '1000');
    const fetchAfter = async (after?: number): Promise<AwardNotices> =>
      (await s.call('GET', lotteryPaths.awardNotices, { cookie, query: after === undefined ? {} : { after: String(after) } })).json.result;

    const issue = await currentIssue(s, 'JSK3');
    const sum = (await futureDraw(s, 'JSK3', issue)).reduce((a, b) => a + b, 0);
    const k3 = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'JSK3' } })).json.result.JSK3.hz_hz_hz;
    const scheduled = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: { lottery: 'JSK3', issue, order: [line('hz_hz_hz', String(sum), 1, k3.bonusA)] },
    });
    expect(scheduled.json.code).toBe(1);
    const instantOdds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'TESTMMC' } })).json.result.TESTMMC.hz_hz_hz;
    const everySum = Array.from({ length: 16 }, (_, i) => String(i + 3)).join(',');

    let cursor = (await fetchAfter()).cursor;
    const received: string[] = [];
    let settling = true;
    const poller = (async () => {
      for (;;) {
        const done = !settling; // one more read after the last settlement
        const page = await fetchAfter(cursor);
        expect(page.notices.length).toBeLessThan(50); // never near the cap: nothing dropped by it
        received.push(...page.notices.map((n) => n.orderId));
        cursor = page.cursor;
        if (done) return;
      }
    })();
    s.clock.advance(60_000);
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        s.call('POST', lotteryPaths.addOrderNow, {
          cookie,
          body: {
            lottery: 'TESTMMC',
            betType: 2,
            order: [line('hz_hz_hz', everySum, 16, instantOdds.bonusA, { price: '0.2' })],
            requestId: `instant-${String(i).padStart(6, '0')}`,
          },
        }),
      ),
      s.app.scheduler.tick(),
    ]);
    settling = false;
    await poller;
    const instantWins = results.slice(0, 30).flatMap((r) => (r as { json: { result: { orderIds: string[] } } }).json.result.orderIds);
    const expected = [scheduled.json.result.orderIds[0], ...instantWins];
    expect(received.toSorted()).toEqual(expected.toSorted());
  });
});
