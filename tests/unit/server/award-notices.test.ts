import { describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../../contract/paths';
import { AWARD_NOTICES_MAX, type AwardNotices, type LotteryAwardMessage } from '../../../contract/socket';
import { currentIssue, futureDraw, line } from '../../support/order-helpers';
import type { TestServer } from '../../support/server-harness';
import { serverOnLoopbackPerTest, testSocket } from '../../support/test-sockets';

let s: TestServer;
let url: string;
serverOnLoopbackPerTest((server, base) => {
  s = server;
  url = base;
});

const fetchNotices = async (cookie: string, after?: number): Promise<AwardNotices> => {
  const response = await s.call('GET', lotteryPaths.awardNotices, { cookie, query: after === undefined ? {} : { after: String(after) } });
  expect(response.json.code).toBe(1);
  return response.json.result;
};

/**
 * A client as the app is one: it shows pushed wins, and on every (re)connect fetches the
 * notices after its cursor; what it shows is deduplicated by order.
 */
function winClient(cookie: string) {
  const socket = testSocket(url, { cookie }, { reconnection: true, reconnectionDelay: 200, randomizationFactor: 0 });
  let cursor: number | undefined;
  const shown = new Map<string, LotteryAwardMessage>();
  const pushed: LotteryAwardMessage[] = [];
  let caughtUp = Promise.resolve();
  const show = (m: LotteryAwardMessage) => {
    if (!shown.has(m.orderId)) shown.set(m.orderId, m);
  };
  socket.on('lottery_award_message', (m: LotteryAwardMessage) => {
    pushed.push(m);
    show(m);
  });
  socket.on('connect', () => {
    caughtUp = fetchNotices(cookie, cursor).then((r) => {
      r.notices.forEach(show);
      cursor = r.cursor;
    });
  });
  const connected = () => new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, shown, pushed, connected, settled: () => caughtUp };
}

/** Places JSK3 sum bets (`lines` of them) that win the current issue; returns the order numbers and the bonus each will pay. */
async function winningOrders(cookie: string, lines = 1): Promise<{ orderIds: string[]; orderId: string; bonus: string; issue: string }> {
  const issue = await currentIssue(s, 'JSK3');
  const sum = (await futureDraw(s, 'JSK3', issue)).reduce((x, y) => x + y, 0);
  const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'JSK3' } })).json.result.JSK3.hz_hz_hz;
  const order = Array.from({ length: lines }, () => line('hz_hz_hz', String(sum), 1, odds.bonusA, { price: '0.2' }));
  const placed = await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: 'JSK3', issue, order } });
  expect(placed.json.code).toBe(1);
  const orderIds: string[] = placed.json.result.orderIds;
  return { orderIds, orderId: orderIds[0]!, bonus: String(Number(odds.options[String(sum)].bonusA) / 10), issue };
}

async function drawNow(): Promise<void> {
  s.clock.advance(60_000);
  await s.app.scheduler.tick();
}

describe('win notices across reconnects', () => {
  it('delivers a win settled while the socket was disconnected, once, after it reconnects', async () => {
    const { cookie } = await s.createUser('winner', '10');
    const client = winClient(cookie);
    await client.connected();
    await client.settled();
    const { orderId, bonus, issue } = await winningOrders(cookie);
    client.socket.disconnect(); // a full disconnect: no state recovery on the way back
    await drawNow();
    expect(client.shown.size).toBe(0);
    const back = client.connected();
    client.socket.connect();
    await back;
    await client.settled();
    expect([...client.shown.values()]).toEqual([{ noticeId: expect.any(Number), bonus, issue, lottery: 'JSK3', method: '和值', orderId }]);
    expect(client.pushed).toEqual([]);
  });

  it('shows a win once when the transport drops as it is settled, whether recovery or the catch-up brings it', async () => {
    const { cookie } = await s.createUser('winner', '10');
    const client = winClient(cookie);
    await client.connected();
    await client.settled();
    const { orderId, bonus } = await winningOrders(cookie);
    const back = client.connected();
    const dropped = new Promise((resolve) => client.socket.once('disconnect', resolve));
    client.socket.io.engine.close(); // the network drops: socket.io reconnects by itself
    await dropped;
    await drawNow();
    await back;
    await client.settled();
    await new Promise((r) => setTimeout(r, 200)); // room for a late recovered packet
    expect([...client.shown.values()]).toEqual([expect.objectContaining({ bonus, orderId })]);
    // A later catch-up brings nothing new.
    const again = await fetchNotices(cookie, [...client.shown.values()][0]!.noticeId);
    expect(again.notices).toEqual([]);
  });

  it("starts a fresh page at the current cursor, and answers only the user's own notices", async () => {
    const winner = await s.createUser('winner', '10');
    const other = await s.createUser('other', '10');
    expect(await fetchNotices(winner.cookie)).toEqual({ notices: [], cursor: 0 });
    const { orderIds } = await winningOrders(winner.cookie, 2);
    await drawNow();
    const start = await fetchNotices(winner.cookie);
    expect(start.notices).toEqual([]);
    expect(start.cursor).toBeGreaterThan(0);
    // One notice for the draw, naming both wins.
    const missed = await fetchNotices(winner.cookie, 0);
    expect(missed.notices.map((n) => [n.orderId, n.noticeId])).toEqual(orderIds.map((id) => [id, start.cursor]));
    expect(missed.cursor).toBe(start.cursor);
    expect(await fetchNotices(other.cookie, 0)).toEqual({ notices: [], cursor: 0 });
    expect((await s.call('GET', lotteryPaths.awardNotices, { query: { after: '0' } })).status).toBe(401);
    expect((await s.call('GET', lotteryPaths.awardNotices, { cookie: winner.cookie, query: { after: '-1' } })).json.code).toBe(400);
  });

  it('brings the latest wins, at most AWARD_NOTICES_MAX, after a long absence', async () => {
    const { cookie } = await s.createUser('winner', '100');
    const first = await winningOrders(cookie, 10);
    await drawNow();
    const second = await winningOrders(cookie, AWARD_NOTICES_MAX);
    await drawNow();
    const missed = await fetchNotices(cookie, 0);
    expect(missed.notices.map((n) => n.orderId)).toEqual([...first.orderIds, ...second.orderIds].slice(-AWARD_NOTICES_MAX));
    expect(missed.notices.at(-1)!.noticeId).toBe(missed.cursor);
    expect(new Set(missed.notices.map((n) => n.noticeId)).size).toBe(1);
    expect(await fetchNotices(cookie, missed.cursor)).toEqual({ notices: [], cursor: missed.cursor });
  });
});
