/**
 * Stopping long chases: the refund of exactly the stakes of the issues stopped, and a stop cut
 * short between its batches then sent again. Shared by tests/unit/server/chase-stops.test.ts
 * (PGlite) and tests/server-pg/chase-stops.test.ts.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { ORDER_STATUS } from '../../contract/lottery';
import { lotteryPaths, walletPaths } from '../../contract/paths';
import { STOP_BATCH } from '../../server/domains/lottery/cancellation';
import { lotteryOf } from '../../server/domains/lottery/lotteries';
import { currentIssue, line } from './order-helpers';
import type { TestServer } from './server-harness';
import type { UserId } from '../../server/db/ids';

const L = 'JSK3';
const ODDS_123 = '70.56'; // 三不同号 at point 0
/** Minor units of a yuan, written out here rather than taken from the code under test. */
const HAO = 10_000;

/** The next `count` issues of JSK3 from the one on sale, created if the schedule has not yet. */
async function nextIssues(s: TestServer, count: number): Promise<string[]> {
  const first = await currentIssue(s, L);
  const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
  await s.app.scheduler.ensureIssues(lotteryOf(L)!, s.clock.now(), seq + count + 5);
  return (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(count).execute()).map(
    (r) => r.issue_no,
  );
}

const balanceOf = async (s: TestServer, cookie: string) => Math.round(Number((await s.call('GET', walletPaths.balance, { cookie })).json.data.cash) * HAO);

/** What the player's main account received from refund journals, from the ledger's entries. */
async function refundedTo(s: TestServer, userId: UserId): Promise<{ total: number; journals: number }> {
  const r = await sql<{ total: string; journals: string }>`
    SELECT COALESCE(SUM(e.amount), 0)::text AS total, COUNT(DISTINCT j.id)::text AS journals
    FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.kind = 'refund' AND a.user_id = ${userId} AND a.kind = 'main'`.execute(s.db);
  return { total: Number(r.rows[0]!.total), journals: Number(r.rows[0]!.journals) };
}

/**
 * Two lines (2元 × 3 bets at multiple 2, 2角 × 1 bet) over 450 issues at multiples 1-7: the first two
 * issues are drawn, then the player stops every issue but each tenth. The refund is the stake of
 * every stopped, undrawn issue, summed here from the plan as sent; the rest stay pending.
 */
export async function stopRefundScenario(s: TestServer): Promise<void> {
  const player = await s.createUser('stopper', '100000');
  const issues = await nextIssues(s, 450);
  const lines = [line('bth3_bth3_fs', '1,2,3,4', 4, ODDS_123, { piece: 2 }), line('bth3_bth3_fs', '4,5,6', 1, ODDS_123, { price: '0.2' })];
  // Per line: bets × price in minor units × the line's multiple; an issue multiplies both.
  const lineStakes = [4 * 2 * HAO * 2, 1 * 0.2 * HAO * 1];
  const plan = issues.map((issue, i) => ({ issue, piece: (i % 7) + 1 }));
  const issueStake = (i: number) => lineStakes.reduce((sum, stake) => sum + stake * plan[i]!.piece, 0);
  const total = plan.reduce((sum, _, i) => sum + issueStake(i), 0);
  const placed = await s.call('POST', lotteryPaths.addOrder, {
    cookie: player.cookie,
    body: { lottery: L, issue: issues[0], betType: 4, order: lines, trace: { winStop: false, totalMoney: String(total / HAO), issues: plan } },
  });
  expect(placed.json.code, JSON.stringify(placed.json)).toBe(1);
  expect(placed.json.result.orderIds).toHaveLength(900);
  const traceIds = placed.json.result.traceIds as string[];
  expect(await balanceOf(s, player.cookie)).toBe(100_000 * HAO - total);

  for (let i = 0; i < 2; i++) {
    s.clock.advance(60_000);
    await s.app.scheduler.tick();
  }
  const stopped = issues.map((issue, i) => ({ issue, i })).filter(({ i }) => i % 10 !== 9);
  const refundable = stopped.filter(({ i }) => i >= 2);
  const before = await balanceOf(s, player.cookie);
  for (const traceId of traceIds) {
    const answer = await s.call('POST', lotteryPaths.traceCancel, { cookie: player.cookie, body: { traceId, issues: stopped.map((x) => x.issue) } });
    expect(answer.json, JSON.stringify(answer.json).slice(0, 300)).toMatchObject({ code: 1, result: { traceId } });
    expect(answer.json.result.issues).toEqual(refundable.map((x) => x.issue));
  }
  const expected = refundable.reduce((sum, { i }) => sum + issueStake(i), 0);
  expect((await balanceOf(s, player.cookie)) - before).toBe(expected);
  // One journal per batch of each trace's stop, together exactly the refund.
  const batchesPerTrace = Math.ceil(refundable.length / STOP_BATCH);
  expect(await refundedTo(s, player.id)).toEqual({ total: expected, journals: 2 * batchesPerTrace });
  const orders = await s.db.selectFrom('orders').select(['issue_no', 'status']).where('user_id', '=', player.id).execute();
  const refundedIssues = new Set(refundable.map((x) => x.issue));
  for (const order of orders) {
    const i = issues.indexOf(order.issue_no);
    if (i < 2) expect([ORDER_STATUS.won, ORDER_STATUS.lost]).toContain(order.status);
    else expect(order.status, order.issue_no).toBe(refundedIssues.has(order.issue_no) ? ORDER_STATUS.cancelled : ORDER_STATUS.pending);
  }
  // Issues left to play: the chases go on.
  const traces = await s.db.selectFrom('traces').select('status').where('user_id', '=', player.id).execute();
  expect(traces.map((t) => t.status)).toEqual([0, 0]);
}

/**
 * A stop of 500 issues fails at its second batch (the database refuses that batch's refund
 * journal, as a process dying there would leave it): the first batch stays cancelled and refunded;
 * sent again, the stop refunds the rest, and every issue has been refunded exactly once.
 */
export async function stopCutShortScenario(s: TestServer): Promise<void> {
  const player = await s.createUser('cutshort', '1000');
  const issues = await nextIssues(s, 500);
  const stake = 0.2 * HAO; // one bet at 2角
  const placed = await s.call('POST', lotteryPaths.addOrder, {
    cookie: player.cookie,
    body: {
      lottery: L,
      issue: issues[0],
      betType: 4,
      order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS_123, { price: '0.2' })],
      trace: { winStop: true, totalMoney: '100', issues: issues.map((issue) => ({ issue, piece: 1 })) },
    },
  });
  expect(placed.json.code).toBe(1);
  const traceId = (placed.json.result.traceIds as string[])[0]!;
  expect(await balanceOf(s, player.cookie)).toBe(900 * HAO);

  await sql`CREATE FUNCTION test_fail_second_stop_batch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.kind = 'refund' AND NEW.idem_key LIKE 'tracecancel:%'
          AND EXISTS (SELECT 1 FROM journal WHERE kind = 'refund' AND idem_key LIKE 'tracecancel:%') THEN
        RAISE EXCEPTION 'injected failure between stop batches';
      END IF;
      RETURN NEW;
    END $$`.execute(s.db);
  await sql`CREATE TRIGGER test_fail_second_stop_batch BEFORE INSERT ON journal FOR EACH ROW EXECUTE FUNCTION test_fail_second_stop_batch()`.execute(s.db);
  let cut;
  try {
    cut = await s.call('POST', lotteryPaths.traceCancel, { cookie: player.cookie, body: { traceId, issues } });
  } finally {
    await sql`DROP TRIGGER test_fail_second_stop_batch ON journal`.execute(s.db);
    await sql`DROP FUNCTION test_fail_second_stop_batch()`.execute(s.db);
  }
  expect(cut.status).toBe(500);
  const cancelledAfterCut = await s.db
    .selectFrom('orders')
    .select('issue_no')
    .where('user_id', '=', player.id)
    .where('status', '=', ORDER_STATUS.cancelled)
    .orderBy('id')
    .execute();
  expect(cancelledAfterCut.map((o) => o.issue_no)).toEqual(issues.slice(0, STOP_BATCH));
  expect(await balanceOf(s, player.cookie)).toBe(900 * HAO + STOP_BATCH * stake);
  expect(await refundedTo(s, player.id)).toEqual({ total: STOP_BATCH * stake, journals: 1 });

  const again = await s.call('POST', lotteryPaths.traceCancel, { cookie: player.cookie, body: { traceId, issues } });
  expect(again.json).toMatchObject({ code: 1, result: { traceId } });
  expect(again.json.result.issues).toEqual(issues.slice(STOP_BATCH));
  expect(await balanceOf(s, player.cookie)).toBe(1000 * HAO);
  expect(await refundedTo(s, player.id)).toEqual({ total: 500 * stake, journals: Math.ceil(500 / STOP_BATCH) });
  const statuses = await s.db.selectFrom('orders').select('status').where('user_id', '=', player.id).execute();
  expect(statuses.map((o) => o.status)).toEqual(issues.map(() => ORDER_STATUS.cancelled));
  expect((await s.db.selectFrom('traces').select('status').where('trace_no', '=', traceId).executeTakeFirstOrThrow()).status).toBe(2);
  // Nothing left to stop.
  expect((await s.call('POST', lotteryPaths.traceCancel, { cookie: player.cookie, body: { traceId, issues } })).json.code).toBe(2013);
}
