/**
 * Big chases (追号) and everyone else: booking a chase of 2,000 order rows and stopping it
 * refund every issue, while another player reads its balance every 20 ms. Each read's latency
 * counts from the moment it was due (a stalled event loop delays the send as much as the
 * answer), against the median of the same reads with nothing else running, just before and
 * just after, in the same test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { lotteryPaths, walletPaths } from '../../../contract/paths';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { currentIssue, line } from '../../support/order-helpers';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';
import { median, percentile } from '../../support/hostile';
import { expectWithin, ratioText } from '../../support/timing';

const L = 'JSK3';
const ODDS_123 = '70.56'; // 三不同号 at point 0
const ISSUES = 1000; // the most a chase may hold
const READ_EVERY_MS = 20;

let s: TestServer;
let issues: string[];
serverPerTest((server) => (s = server));
beforeEach(async () => {
  const first = await currentIssue(s, L);
  const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
  await s.app.scheduler.ensureIssues(lotteryOf(L)!, s.clock.now(), seq + ISSUES + 10);
  issues = (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(ISSUES).execute()).map(
    (r) => r.issue_no,
  );
});

/** Two lines over every issue: 2,000 order rows, 0.2 each (the stake is irrelevant to the work). */
const chaseLines = [line('bth3_bth3_fs', '1,2,3', 1, ODDS_123, { price: '0.2' }), line('bth3_bth3_fs', '4,5,6', 1, ODDS_123, { price: '0.2' })];
const CHASE_TOTAL = '400'; // 2 lines × 1,000 issues × 0.2

/** Books the 2,000-row chase and stops both of its traces, every issue chosen (unless `stop` is false); answers how long each took. */
async function chaseAndStop(cookie: string, stop = true): Promise<{ bookMs: number; stopMs: number }> {
  let started = performance.now();
  const placed = await s.call('POST', lotteryPaths.addOrder, {
    cookie,
    body: {
      lottery: L,
      issue: issues[0],
      betType: 4,
      order: chaseLines,
      trace: { winStop: false, totalMoney: CHASE_TOTAL, issues: issues.map((issue) => ({ issue, piece: 1 })) },
    },
  });
  const bookMs = performance.now() - started;
  expect(placed.json.code, JSON.stringify(placed.json)).toBe(1);
  if (!stop) return { bookMs, stopMs: 0 };
  started = performance.now();
  for (const traceId of placed.json.result.traceIds as string[]) {
    const stopped = await s.call('POST', lotteryPaths.traceCancel, { cookie, body: { traceId, issues } });
    expect(stopped.json.result.issues).toHaveLength(ISSUES);
  }
  return { bookMs, stopMs: performance.now() - started };
}

/**
 * The bystander's balance reads, one due every READ_EVERY_MS while `load` runs (or `count` of them when
 * there is none); each latency counts from when the read was due.
 */
async function bystanderReads(cookie: string, load: Promise<unknown> | undefined, count = 0): Promise<number[]> {
  const latencies: number[] = [];
  const reads: Array<Promise<void>> = [];
  let done = false;
  void load?.finally(() => (done = true));
  const start = performance.now();
  for (let k = 0; load ? !done : k < count; k++) {
    const due = start + k * READ_EVERY_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    reads.push(
      s.call('GET', walletPaths.balance, { cookie }).then((answer) => {
        expect(answer.status).toBe(200);
        latencies.push(performance.now() - due);
      }),
    );
  }
  await load;
  await Promise.all(reads);
  return latencies;
}

async function measure(players: number, cycles: number, stop = true) {
  const bystander = await s.createUser('bystander', '10');
  const chasers = await Promise.all(Array.from({ length: players }, (_, i) => s.createUser(`chaser${i}`, String(Number(CHASE_TOTAL) * (stop ? 1 : cycles)))));
  // Warm: the odds models (built on first use), the engine's plays and the queries, as a running server has them.
  await chaseAndStop((await s.createUser('warm', CHASE_TOTAL)).cookie);
  await bystanderReads(bystander.cookie, undefined, 25);
  const idleBefore = await bystanderReads(bystander.cookie, undefined, 75);
  const times: Array<{ bookMs: number; stopMs: number }> = [];
  const load = Promise.all(
    chasers.map(async (chaser) => {
      for (let c = 0; c < cycles; c++) times.push(await chaseAndStop(chaser.cookie, stop));
    }),
  );
  const during = await bystanderReads(bystander.cookie, load);
  // Idle reads on both sides of the load: a stretch when other processes hold the cores moves both halves' median less.
  const idle = [...idleBefore, ...(await bystanderReads(bystander.cookie, undefined, 75))];
  // Every chase was stopped whole, each chaser's stake back; or booked whole, all of it staked.
  for (const chaser of chasers) expect((await s.call('GET', walletPaths.balance, { cookie: chaser.cookie })).json.data.cash).toBe(stop ? CHASE_TOTAL : '0');
  const idleMedian = median(idle);
  console.log(
    `${players} player(s) × ${cycles}: ` +
      `book ${median(times.map((t) => t.bookMs)).toFixed(0)} ms, stop ${median(times.map((t) => t.stopMs)).toFixed(0)} ms (medians); ` +
      `bystander idle median ${idleMedian.toFixed(2)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms; ` +
      `during median ${ratioText(median(during), idleMedian)}, p99 ${ratioText(percentile(during, 99), idleMedian)}, ` +
      `max ${Math.max(...during).toFixed(0)} ms over ${during.length} reads`,
  );
  return { idleMedian, during };
}

/**
 * Bounds, against the bystander's idle median, with margin both ways on a busy 2-core machine: one
 * 2,000-row booking held the embedded connection and the event loop for its whole length (the
 * bystander's median read 34-50×, its p99 114-130×), four players' bookings and stops queued back to
 * back (median 280-400×, p99 505-625×). Now a read waits behind one booking's insert or one stop batch
 * at most (one player: median 7-25×, p99 56-100×; four: median 20-43×, p99 about 100-125×).
 * Only the four players' median is asserted. One player's case, before and after, differs too little
 * for a bound that holds both ways on a busy machine (a CI run beside the browser tests measured 25×
 * after), and so does the p99, which other stages' load moves (336× in one CI run, median 23× there).
 *
 * One player booking chases back to back (no stops): when a booking was one transaction, the
 * bystander's reads spent most of the time behind it (median 39-73×, p99 133-163×); booked 200 rows
 * per transaction, a read waits behind a batch or two (median 4.5-7.6×, p99 32-50×). Its median is
 * asserted, between the two with room either way.
 */
const BOUNDS = { four: { median: 120 }, booking: { median: 25 } };

describe('chases beside other players', () => {
  it('keeps another player served while one player books 2,000-row chases back to back', async () => {
    const { idleMedian, during } = await measure(1, 5, false);
    expectWithin(
      BOUNDS.booking.median,
      { measured: median(during), baseline: idleMedian },
      "the bystander's median read while one player books chases back to back",
    );
  }, 180_000);

  it('keeps another player served while four players book and stop 2,000-row chases in a loop', async () => {
    const { idleMedian, during } = await measure(4, 2);
    expectWithin(BOUNDS.four.median, { measured: median(during), baseline: idleMedian }, "the bystander's median read while four players book and stop chases");
  }, 180_000);
});
