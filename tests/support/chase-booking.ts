/**
 * Chases booked in batches: a 2,000-row chase books every row once with escrow holding exactly
 * its stake; a booking cut short between batches (the database refuses one batch's rows, as a
 * process dying there would leave it) is finished by the scheduler's pass, once; an issue whose
 * sale closed meanwhile is refunded instead of booked; a stop or a pause while booking never
 * books the rest and refunds it, nor does a win-stop. Shared by tests/unit/server/chase-booking.test.ts (PGlite) and
 * tests/server-pg/chase-booking.test.ts. Stakes are summed here from the plan as sent.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { ORDER_STATUS } from '../../contract/lottery';
import { lotteryPaths } from '../../contract/paths';
import { resumeBookings } from '../../server/domains/lottery/chase-booking';
import { serverDeps } from '../../server/deps';
import { deriveDraw, seedHashOf } from '../../server/domains/lottery/fairness';
import { checkLedger, mainAccountOf } from '../../server/domains/wallet/ledger';
import { line } from './order-helpers';
import { HAO, L, nextIssues, pause } from './protection';
import type { TestServer } from './server-harness';
import type { UserId } from '../../server/db/ids';

const ODDS_123 = '70.56'; // 三不同号 at point 0
const ISSUES = 1000;
/** 4 bets × 2元 at multiple 2, and 1 bet × 2角: each issue's multiple (1-7) times these, in minor units. */
const LINES = [
  { wire: line('bth3_bth3_fs', '1,2,3,4', 4, ODDS_123, { piece: 2 }), code: '1,2,3,4', stake: 4 * 2 * HAO * 2 },
  { wire: line('bth3_bth3_fs', '4,5,6', 1, ODDS_123, { price: '0.2' }), code: '4,5,6', stake: 1 * 0.2 * HAO },
];
const START = 100_000 * HAO;

interface Placed {
  player: { id: UserId; cookie: string };
  issues: string[];
  /** The issue's multiple in the plan. */
  piece: (issue: string) => number;
  total: number;
  orderIds: string[];
  traceIds: string[];
}

const issueStake = (piece: number) => LINES.reduce((sum, l) => sum + l.stake * piece, 0);

/** Places the 2-line chase over 1,000 issues (2,000 rows) and answers what was sent and answered. */
async function placeBigChase(s: TestServer, name: string): Promise<Placed> {
  const player = await s.createUser(name, String(START / HAO));
  const issues = await nextIssues(s, ISSUES);
  const plan = issues.map((issue, i) => ({ issue, piece: (i % 7) + 1 }));
  const pieces = new Map(plan.map((p) => [p.issue, p.piece]));
  const total = plan.reduce((sum, p) => sum + issueStake(p.piece), 0);
  const placed = await s.call('POST', lotteryPaths.addOrder, {
    cookie: player.cookie,
    body: {
      lottery: L,
      issue: issues[0],
      betType: 4,
      order: LINES.map((l) => l.wire),
      trace: { winStop: false, totalMoney: String(total / HAO), issues: plan },
    },
  });
  expect(placed.json.code, JSON.stringify(placed.json).slice(0, 300)).toBe(1);
  expect(placed.json.result.totalMoney).toBe(String(total / HAO));
  expect(placed.json.result.orderIds).toHaveLength(2 * ISSUES);
  return { player, issues, piece: (issue) => pieces.get(issue)!, total, orderIds: placed.json.result.orderIds, traceIds: placed.json.result.traceIds };
}

/** The player's main wallet, read from its account (a stall of hours outlives the log-in session). */
const balanceOf = async (s: TestServer, userId: UserId) => Number((await mainAccountOf(s.db, userId)).balance);
const escrowOf = async (s: TestServer) =>
  Number((await s.db.selectFrom('accounts').select('balance').where('kind', '=', 'sys:bet_escrow').executeTakeFirstOrThrow()).balance);
const ordersOf = (s: TestServer, userId: UserId) =>
  s.db.selectFrom('orders').select(['order_no', 'issue_no', 'code', 'piece', 'amount', 'status']).where('user_id', '=', userId).orderBy('id').execute();
const journalCount = async (s: TestServer) => Number((await sql<{ n: string }>`SELECT COUNT(*)::text AS n FROM journal`.execute(s.db)).rows[0]!.n);

async function expectLedgerOk(s: TestServer) {
  const ledger = await checkLedger(s.db);
  expect(ledger, JSON.stringify(ledger)).toMatchObject({ ok: true });
}

/** Every row booked exactly once: the answer's order numbers, each issue's two lines at its multiple's stake, in plan order. */
async function expectEveryRowBookedOnce(s: TestServer, placed: Placed, issues = placed.issues) {
  const orders = await ordersOf(s, placed.player.id);
  expect(orders.map((o) => o.issue_no)).toEqual(issues.flatMap((issue) => [issue, issue]));
  expect(new Set(orders.map((o) => o.order_no)).size).toBe(orders.length);
  for (const o of orders) expect(placed.orderIds).toContain(o.order_no);
  for (const o of orders) expect(o.amount, `${o.issue_no} ${o.code}`).toBe(LINES.find((l) => l.code === o.code)!.stake * placed.piece(o.issue_no));
  const traces = await s.db.selectFrom('traces').select(['unbooked', 'status']).where('user_id', '=', placed.player.id).execute();
  expect(traces).toEqual([
    { unbooked: null, status: 0 },
    { unbooked: null, status: 0 },
  ]);
}

/** Makes the database refuse the rows of `issue` (a batch failing there, as a crash would cut it); answers the undo. */
async function refuseRowsOf(s: TestServer, issue: string): Promise<() => Promise<void>> {
  await sql
    .raw(
      `CREATE FUNCTION test_refuse_issue() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW.issue_no = '${issue}' THEN RAISE EXCEPTION 'injected failure between booking batches'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER test_refuse_issue BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION test_refuse_issue();`,
    )
    .execute(s.db);
  return async () => {
    await sql.raw('DROP TRIGGER test_refuse_issue ON orders; DROP FUNCTION test_refuse_issue();').execute(s.db);
  };
}

/** A 2,000-row chase cut short in its fifth batch: the first four (100 issues × 2 lines each) are in. */
async function placeCutShort(s: TestServer, name: string): Promise<Placed & { undo: () => Promise<void> }> {
  const issues = await nextIssues(s, ISSUES);
  const undo = await refuseRowsOf(s, issues[450]!);
  try {
    const placed = await placeBigChase(s, name);
    expect(placed.issues).toEqual(issues);
    // The order was taken and charged whole; only the inserts wait.
    expect(await balanceOf(s, placed.player.id)).toBe(START - placed.total);
    expect((await ordersOf(s, placed.player.id)).map((o) => o.issue_no)).toEqual(issues.slice(0, 400).flatMap((issue) => [issue, issue]));
    // Escrow holds the whole stake: the booked orders' and those still to book.
    expect(await escrowOf(s)).toBe(placed.total);
    await expectLedgerOk(s);
    return { ...placed, undo };
  } catch (error) {
    await undo();
    throw error;
  }
}

export async function bookingMoneyScenario(s: TestServer): Promise<void> {
  const placed = await placeBigChase(s, 'bigchase');
  await expectEveryRowBookedOnce(s, placed);
  expect(await balanceOf(s, placed.player.id)).toBe(START - placed.total);
  expect(await escrowOf(s)).toBe(placed.total);
  // One charge: the whole chase in one journal.
  const charges = await sql<{ amount: string }>`
    SELECT e.amount::text AS amount FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE a.user_id = ${placed.player.id} AND a.kind = 'main' ORDER BY j.id`.execute(s.db);
  expect(charges.rows.map((r) => Number(r.amount))).toEqual([START, -placed.total]);
  await expectLedgerOk(s);
}

export async function crashResumeScenario(s: TestServer): Promise<void> {
  const placed = await placeCutShort(s, 'resumed');
  await placed.undo();
  await s.app.scheduler.tick();
  await expectEveryRowBookedOnce(s, placed);
  expect(await balanceOf(s, placed.player.id)).toBe(START - placed.total);
  expect(await escrowOf(s)).toBe(placed.total);
  await expectLedgerOk(s);
  // Run again: nothing left, nothing changes.
  const journals = await journalCount(s);
  expect(await resumeBookings(serverDeps(s.app))).toBe(0);
  await s.app.scheduler.tick();
  await expectEveryRowBookedOnce(s, placed);
  expect(await journalCount(s)).toBe(journals);
  expect(await balanceOf(s, placed.player.id)).toBe(START - placed.total);
}

export async function closedWhileStalledScenario(s: TestServer): Promise<void> {
  const placed = await placeCutShort(s, 'stalled');
  await placed.undo();
  // The stall outlasts the sales of issues 400-419, the first ones left to book.
  const closing = await s.db
    .selectFrom('issues')
    .select('sale_close')
    .where('lottery', '=', L)
    .where('issue_no', '=', placed.issues[419]!)
    .executeTakeFirstOrThrow();
  s.clock.set(closing.sale_close);
  expect(await resumeBookings(serverDeps(s.app))).toBe(1);
  const closed = placed.issues.slice(400, 420);
  const booked = placed.issues.filter((issue) => !closed.includes(issue));
  await expectEveryRowBookedOnce(s, placed, booked);
  const refund = closed.reduce((sum, issue) => sum + issueStake(placed.piece(issue)), 0);
  expect(await balanceOf(s, placed.player.id)).toBe(START - placed.total + refund);
  expect(await escrowOf(s)).toBe(placed.total - refund);
  await expectLedgerOk(s);
  expect(await resumeBookings(serverDeps(s.app))).toBe(0);
  expect(await balanceOf(s, placed.player.id)).toBe(START - placed.total + refund);
}

/** After the booking was stopped: nothing more booked by a resume, every stake back, the chases over. */
async function expectStoppedWhole(s: TestServer, placed: Placed & { undo: () => Promise<void> }) {
  await placed.undo();
  await s.app.scheduler.tick();
  const orders = await ordersOf(s, placed.player.id);
  expect(orders).toHaveLength(800);
  expect(new Set(orders.map((o) => o.status))).toEqual(new Set([ORDER_STATUS.cancelled]));
  expect(await balanceOf(s, placed.player.id)).toBe(START);
  expect(await escrowOf(s)).toBe(0);
  const traces = await s.db.selectFrom('traces').select(['unbooked', 'status']).where('user_id', '=', placed.player.id).execute();
  expect(traces).toEqual([
    { unbooked: null, status: 2 },
    { unbooked: null, status: 2 },
  ]);
  await expectLedgerOk(s);
}

export async function stopWhileBookingScenario(s: TestServer): Promise<void> {
  const placed = await placeCutShort(s, 'stopper');
  for (const traceId of placed.traceIds) {
    const stopped = await s.call('POST', lotteryPaths.traceCancel, { cookie: placed.player.cookie, body: { traceId, issues: placed.issues } });
    expect(stopped.json.code, JSON.stringify(stopped.json).slice(0, 300)).toBe(1);
    expect([...stopped.json.result.issues].sort()).toEqual([...placed.issues].sort());
  }
  await expectStoppedWhole(s, placed);
}

export async function pauseWhileBookingScenario(s: TestServer): Promise<void> {
  const placed = await placeCutShort(s, 'pauser');
  expect((await pause(s, placed.player.cookie, 'coolOff24h')).json.code).toBe(0);
  await expectStoppedWhole(s, placed);
}

/**
 * A win-stop chase wins its first issue while still booking: its booked later issues are cancelled
 * and those not booked are never booked, every one of them refunded (the prize is settlement's, not
 * checked here). The first issue's seed is set so its dice differ, and the line bets on them.
 */
export async function winStopWhileBookingScenario(s: TestServer): Promise<void> {
  const issues = await nextIssues(s, ISSUES);
  const first = issues[0]!;
  let dice: number[] = [];
  for (let n = 0; ; n++) {
    const seed = n.toString(16).padStart(64, '0');
    dice = deriveDraw('k3', seed, L, first);
    if (new Set(dice).size === 3) {
      await s.db
        .updateTable('issues')
        .set({ seed, seed_hash: seedHashOf(seed) })
        .where('lottery', '=', L)
        .where('issue_no', '=', first)
        .execute();
      break;
    }
  }
  const stake = 2 * HAO; // one bet at 2元 per issue
  const player = await s.createUser('winstop', String(START / HAO));
  const undo = await refuseRowsOf(s, issues[450]!);
  try {
    const placed = await s.call('POST', lotteryPaths.addOrder, {
      cookie: player.cookie,
      body: {
        lottery: L,
        issue: first,
        betType: 4,
        order: [line('bth3_bth3_fs', [...dice].sort((a, b) => a - b).join(','), 1, ODDS_123)],
        trace: { winStop: true, totalMoney: String((ISSUES * stake) / HAO), issues: issues.map((issue) => ({ issue, piece: 1 })) },
      },
    });
    expect(placed.json.code, JSON.stringify(placed.json).slice(0, 300)).toBe(1);
    // 200 issues per batch: the first two batches are in, the third was refused.
    expect(await ordersOf(s, player.id)).toHaveLength(400);
    const draw = await s.db.selectFrom('issues').select('draw_at').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow();
    s.clock.set(draw.draw_at + 1_000);
    await s.app.scheduler.tick();
  } finally {
    await undo();
  }
  const orders = await ordersOf(s, player.id);
  expect(orders[0]).toMatchObject({ issue_no: first, status: ORDER_STATUS.won });
  expect(orders.slice(1).map((o) => o.status)).toEqual(issues.slice(1, 400).map(() => ORDER_STATUS.traceStopped));
  const trace = await s.db.selectFrom('traces').select(['unbooked', 'status']).where('user_id', '=', player.id).executeTakeFirstOrThrow();
  expect(trace).toEqual({ unbooked: null, status: 2 });
  // Every issue after the win back, once: 999 stakes in refund journals; escrow empty.
  const refunded = await sql<{ total: string }>`
    SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.kind = 'refund' AND a.user_id = ${player.id} AND a.kind = 'main'`.execute(s.db);
  expect(Number(refunded.rows[0]!.total)).toBe((ISSUES - 1) * stake);
  expect(await escrowOf(s)).toBe(0);
  await expectLedgerOk(s);
  // Nothing left to book at the next pass.
  await s.app.scheduler.tick();
  expect(await ordersOf(s, player.id)).toHaveLength(400);
}
