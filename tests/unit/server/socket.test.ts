import { describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../../contract/paths';
import type { LotteryAwardMessage, LotteryDrawMessage } from '../../../contract/socket';
import { currentIssue, futureDraw, line } from '../../support/order-helpers';
import type { TestServer } from '../../support/server-harness';
import { handshakeOutcome, serverOnLoopbackPerTest, testSocket } from '../../support/test-sockets';

let s: TestServer;
let url: string;
serverOnLoopbackPerTest((server, base) => {
  s = server;
  url = base;
});

const open = (headers: Record<string, string>) => testSocket(url, headers);
const outcome = handshakeOutcome;

describe('socket.io on /onlineio', () => {
  it('refuses a handshake without a session, or from a foreign Origin', async () => {
    expect(await outcome(open({}))).toBe('refused: not logged in');
    const { cookie } = await s.createUser('sam', '10');
    expect(await outcome(open({ cookie, origin: 'https://evil.example' }))).toBe('refused: origin not allowed');
    expect(await outcome(open({ cookie, origin: url }))).toBe('connected');
  });

  it('broadcasts draws and sends lottery_award_message to the winner only', async () => {
    const winner = await s.createUser('winner', '10');
    const other = await s.createUser('other', '10');
    const a = open({ cookie: winner.cookie });
    const b = open({ cookie: other.cookie });
    const hello = new Promise((resolve) => a.on('hello', resolve));
    expect(await outcome(a)).toBe('connected');
    expect(await outcome(b)).toBe('connected');
    expect(await hello).toMatchObject({ cn: 'winner' });
    const issue = await currentIssue(s, 'JSK3');
    const draw = await futureDraw(s, 'JSK3', issue);
    const sum = draw.reduce((x, y) => x + y, 0);
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'JSK3' } })).json.result.JSK3.hz_hz_hz;
    const placed = await s.call('POST', lotteryPaths.addOrder, {
      cookie: winner.cookie,
      body: { lottery: 'JSK3', issue, order: [line('hz_hz_hz', String(sum), 1, odds.bonusA)] },
    });
    expect(placed.json.code).toBe(1);
    const draws: LotteryDrawMessage[] = [];
    b.on('lottery_draw_message', (m: LotteryDrawMessage) => draws.push(m));
    const awardsB: LotteryAwardMessage[] = [];
    b.on('lottery_award_message', (m: LotteryAwardMessage) => awardsB.push(m));
    const award = new Promise<LotteryAwardMessage>((resolve) => a.on('lottery_award_message', resolve));
    s.clock.advance(60_000);
    await s.app.scheduler.tick();
    expect(await award).toEqual({
      noticeId: expect.any(Number),
      bonus: odds.options[String(sum)].bonusA,
      issue,
      lottery: 'JSK3',
      method: '和值',
      orderId: placed.json.result.orderIds[0],
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(draws.find((d) => d.lottery === 'JSK3')).toMatchObject({ issue, code: draw.join(',') });
    expect(awardsB).toEqual([]);
  });

  it("disconnects the user's sockets at logout", async () => {
    const { cookie } = await s.createUser('leaver', '0');
    const socket = open({ cookie });
    expect(await outcome(socket)).toBe('connected');
    const gone = new Promise((resolve) => socket.on('disconnect', resolve));
    await s.call('GET', '/sso/logout', { cookie });
    expect(await gone).toBeTruthy();
  });
});
