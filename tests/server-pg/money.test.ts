/**
 * Money under real concurrency, on PostgreSQL (DATABASE_URL; `npm run test:pg`).
 * Every test ends with the ledger invariants: Σ balances = 0, journals balance, balances
 * equal their ledger sums, no user below zero, escrow = stakes of undrawn orders.
 */
import { describe, expect, it } from 'vitest';
import { lotteryPaths, walletPaths } from '../../contract/paths';
import { currentIssue, futureDraw, line } from '../support/order-helpers';
import { postgresServerPerTest } from '../support/postgres-server';
import type { TestServer } from '../support/server-harness';

let s: TestServer;
postgresServerPerTest((server) => (s = server));

const L = 'JSK3';
const ODDS = '70.56';

describe('money on PostgreSQL', () => {
  it('accepts exactly 100 of 200 simultaneous orders against a balance that covers 100', async () => {
    const { cookie } = await s.createUser('racer', '200');
    const issue = await currentIssue(s, L);
    const body = { lottery: L, issue, betType: 2, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS)] };
    const results = await Promise.all(Array.from({ length: 200 }, () => s.call('POST', lotteryPaths.addOrder, { cookie, body })));
    const codes = results.map((r) => r.json.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(100);
    expect(codes.filter((c) => c === 4001)).toHaveLength(100);
    expect((await s.call('GET', walletPaths.balance, { cookie })).json.data.cash).toBe('0');
    const orders = await s.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(100);
  });

  it('books one order and one debit for the same request sent 50 times at once', async () => {
    const { cookie, id } = await s.createUser('retrier', '100');
    const issue = await currentIssue(s, L);
    const body = { lottery: L, issue, betType: 2, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS)], requestId: 'same-request-0001' };
    const results = await Promise.all(Array.from({ length: 50 }, () => s.call('POST', lotteryPaths.addOrder, { cookie, body })));
    expect(results.every((r) => r.json.code === 1)).toBe(true);
    expect(new Set(results.map((r) => r.json.result.orderIds[0])).size).toBe(1);
    expect(await s.db.selectFrom('orders').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
    expect(await s.db.selectFrom('journal').select('id').where('kind', '=', 'bet').execute()).toHaveLength(1);
    expect((await s.call('GET', walletPaths.balance, { cookie })).json.data.cash).toBe('98');
  });

  it('pays a winning issue once when two draws race, and cancels race the deadline cleanly', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => s.createUser(`u${i}`, '50')));
    const issue = await currentIssue(s, L);
    const draw = await futureDraw(s, L, issue);
    const sum = draw.reduce((a, b) => a + b, 0);
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result[L].hz_hz_hz;
    const placed = await Promise.all(
      users.map((u) =>
        s.call('POST', lotteryPaths.addOrder, { cookie: u.cookie, body: { lottery: L, issue, order: [line('hz_hz_hz', String(sum), 1, odds.bonusA)] } }),
      ),
    );
    expect(placed.every((p) => p.json.code === 1)).toBe(true);
    // Half the users cancel while the draw runs (the clock already passed the deadline for the draw).
    s.clock.advance(60_000);
    const [a, b, ...cancels] = await Promise.all([
      s.app.scheduler.drawIssue(L, issue, s.clock.now()),
      s.app.scheduler.drawIssue(L, issue, s.clock.now()),
      ...users
        .slice(0, 10)
        .map((u, i) => s.call('POST', lotteryPaths.cancelOrder, { cookie: u.cookie, body: { orderId: placed[i]!.json.result.orderIds[0] } })),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(cancels.every((c) => (c as { json: { code: number } }).json.code === 2013)).toBe(true);
    const prize = Number(odds.options[String(sum)].bonusA);
    for (const u of users) expect(Number((await s.call('GET', walletPaths.balance, { cookie: u.cookie })).json.data.cash)).toBeCloseTo(48 + prize, 4);
    expect(await s.db.selectFrom('journal').select('id').where('kind', '=', 'settle').execute()).toHaveLength(1);
  });

  it('settles a chase on PostgreSQL', async () => {
    const { cookie } = await s.createUser('chaser', '100');
    const first = await currentIssue(s, L);
    const res = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: {
        lottery: L,
        issue: first,
        betType: 4,
        istrace: 1,
        order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS)],
        trace: { winStop: true, totalMoney: '6', issues: [{ issue: first, piece: 1 }] },
      },
    });
    expect(res.json.code).toBe(2014); // total must cover the plan: 1 issue × 2
    const ok = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: {
        lottery: L,
        issue: first,
        betType: 4,
        istrace: 1,
        order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS)],
        trace: { winStop: true, totalMoney: '2', issues: [{ issue: first, piece: 1 }] },
      },
    });
    expect(ok.json.code).toBe(1);
    s.clock.advance(60_000);
    await s.app.scheduler.tick();
    const trace = (await s.call('GET', lotteryPaths.trace, { cookie, query: { traceId: ok.json.result.traceIds[0] } })).json.result;
    expect(trace.issues[0].status).toBe(1);
  });
});
