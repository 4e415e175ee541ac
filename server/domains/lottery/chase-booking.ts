/**
 * Booking a big chase in batches. Its order transaction decides everything (every check, the
 * whole stake main → escrow in one journal, the traces) and inserts the first batch of order
 * rows, the issue on sale first; each trace keeps the rest in `unbooked`, and later batches of
 * BIG_CHASE_ROWS rows, each its own short transaction taking its turn (chase-turns.ts), insert
 * them issue by issue. On PGlite a transaction holds the one connection: another player's query
 * now waits behind one batch, not behind the whole booking.
 *
 * Money stays exact at every step: escrow holds the stakes of the pending orders and of those
 * still to book. An issue whose sale closed before its batch ran (a crash or a long stall) is
 * not booked and its stake goes back; a stop or a win-stop while booking drops the issues it
 * stops from `unbooked` and refunds them. Every such refund is keyed on a trace and the number
 * of orders it had left to book, which only falls, so a batch retried never pays twice. A
 * booking a crash cut short is finished by the scheduler's next pass (and at start).
 */
import { retryingConflicts, type Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Tx } from '../../db/transaction';
import { bookingTraces, insertOrders, lockBookingTraces, saveUnbooked, shareLockIssues, type NewOrder, type TraceRow } from './queries';
import { mainAccountIdsOf, postJournal, SYSTEM_IDS, type Posting } from '../wallet/ledger';
import { BIG_CHASE_ROWS, inChaseTurn } from './chase-turns';
import { addMinor, minorUnits, negateMinor, sumMinor, type MinorUnits } from '../../../rules/money';
import type { TraceId, UserId } from '../../db/ids';

/**
 * One order still to book: its position in the whole booking, issue, order number, multiple, stake, and its bonuses' index.
 * Stored as JSON, so the stake (and the trace's singleMax) are plain numbers until read back through minorUnits.
 */
type UnbookedRow = [position: number, issue: string, orderNo: string, piece: number, amount: number, bonuses: number];

/** A trace's orders still to book, with what they share that the trace row does not hold. */
interface Unbooked {
  betType: number;
  singleMax: number;
  /** The distinct stored bonuses of its rows (plays whose odds differ by draw date have several). */
  bonuses: string[];
  rows: UnbookedRow[];
}

const parse = (trace: Pick<TraceRow, 'unbooked'>) => JSON.parse(trace.unbooked!) as Unbooked;

/** The issues a chase still booking has left to book. */
export const unbookedIssuesOf = (trace: Pick<TraceRow, 'unbooked'>): string[] => parse(trace).rows.map((row) => row[1]);

/**
 * Splits a chase's rows (issue by issue, each issue's rows in line order) into those its order
 * transaction inserts, whole issues up to BIG_CHASE_ROWS rows (at least one issue), and the rest.
 */
export function firstBatchOf<T extends { issue_no: string }>(rows: readonly T[]): { first: T[]; rest: T[] } {
  const end = batchEnd(rows.map((row) => row.issue_no));
  return { first: rows.slice(0, end), rest: rows.slice(end) };
}

/** How many of the issue-ordered rows make one batch: whole issues, as many rows as fit in BIG_CHASE_ROWS, and at least one issue. */
function batchEnd(issues: readonly string[]): number {
  let end = Math.min(issues.length, BIG_CHASE_ROWS);
  if (end < issues.length && issues[end] === issues[end - 1]) {
    const cut = issues[end]!;
    const start = issues.indexOf(cut);
    end = start > 0 ? start : issues.lastIndexOf(cut) + 1;
  }
  return end;
}

/** Each trace's `unbooked` (JSON) from the rows left after the first batch; `offset` is the first of them's position in the booking. */
export function unbookedByTrace(rest: readonly NewOrder[], offset: number): Map<TraceId, string> {
  const byTrace = new Map<TraceId, Unbooked>();
  for (const [i, row] of rest.entries()) {
    let unbooked = byTrace.get(row.trace_id!);
    if (!unbooked) byTrace.set(row.trace_id!, (unbooked = { betType: row.bet_type, singleMax: row.single_max ?? 0, bonuses: [], rows: [] }));
    let bonuses = unbooked.bonuses.indexOf(row.bonuses);
    if (bonuses < 0) bonuses = unbooked.bonuses.push(row.bonuses) - 1;
    unbooked.rows.push([offset + i, row.issue_no, row.order_no, row.piece, row.amount, bonuses]);
  }
  return new Map([...byTrace].map(([id, unbooked]) => [id, JSON.stringify(unbooked)]));
}

/** The refund journal's key when a trace's unbooked orders shrink from `left`: no two changes of one trace share it. */
const unbookedRefundKey = (traceId: TraceId, left: number) => `unbooked:${traceId}:${left}`;

/** Refunds stakes never booked, escrow → each player's main account, in one journal. */
async function refundUnbooked(tx: Tx, byUser: ReadonlyMap<UserId, MinorUnits>, idemKey: string, ref: string, now: number): Promise<void> {
  const total = sumMinor(byUser.values());
  if (total === 0) return;
  const accountOf = await mainAccountIdsOf(tx, [...byUser.keys()]);
  const postings: Posting[] = [
    { accountId: SYSTEM_IDS['sys:bet_escrow'], amount: negateMinor(total) },
    ...[...byUser].map(([userId, amount]) => ({ accountId: accountOf.get(userId)!, amount })),
  ];
  await postJournal(tx, { kind: 'refund', idemKey, ref, now, postings });
}

/**
 * Books the next batch of the booking of `traceIds` (the traces of one chase order) under their
 * row locks: the rows of the lowest positions left, whole issues, up to BIG_CHASE_ROWS. Rows of an
 * issue no longer on sale are refunded instead. Answers whether rows are left to book.
 */
export async function bookNextBatch(tx: Tx, traceIds: readonly TraceId[], now: number): Promise<boolean> {
  const traces = await lockBookingTraces(tx, traceIds);
  if (traces.length === 0) return false;
  const left = new Map(traces.map((trace) => [trace.id, parse(trace)]));
  const queue = traces.flatMap((trace) => left.get(trace.id)!.rows.map((row) => ({ trace, row }))).sort((a, b) => a.row[0] - b.row[0]);
  const batch = queue.slice(0, batchEnd(queue.map((q) => q.row[1])));
  const lottery = traces[0]!.lottery;
  const issues = await shareLockIssues(tx, lottery, [...new Set(batch.map((q) => q.row[1]))]);
  const onSale = new Set(issues.filter((i) => i.state === 'open' && i.sale_close > now).map((i) => i.issue_no));
  const orders: NewOrder[] = [];
  const closed = new Map<UserId, MinorUnits>(); // user id → stakes of issues closed before their batch
  for (const { trace, row } of batch) {
    const [, issue, orderNo, piece, stored, bonuses] = row;
    const amount = minorUnits(stored);
    if (!onSale.has(issue)) {
      closed.set(trace.user_id, addMinor(closed.get(trace.user_id) ?? minorUnits(0), amount));
      continue;
    }
    const unbooked = left.get(trace.id)!;
    orders.push({
      order_no: orderNo,
      user_id: trace.user_id,
      lottery: trace.lottery,
      issue_no: issue,
      method: trace.method,
      code: trace.code,
      position: trace.position,
      nums: trace.nums,
      piece,
      price: trace.price,
      amount,
      odds: trace.odds,
      point: trace.point,
      bonuses: unbooked.bonuses[bonuses]!,
      bet_type: unbooked.betType,
      single_max: minorUnits(unbooked.singleMax),
      trace_id: trace.id,
      created_at: trace.created_at,
    });
  }
  await insertOrders(tx, orders);
  const taken = new Set(batch.map((q) => q.row[2]));
  const changed = traces.filter((trace) => left.get(trace.id)!.rows.some((row) => taken.has(row[2])));
  if (closed.size > 0) {
    const keyTrace = changed[0]!;
    await refundUnbooked(tx, closed, unbookedRefundKey(keyTrace.id, left.get(keyTrace.id)!.rows.length), keyTrace.trace_no, now);
  }
  let more = false;
  for (const trace of changed) {
    const unbooked = left.get(trace.id)!;
    unbooked.rows = unbooked.rows.filter((row) => !taken.has(row[2]));
    more ||= unbooked.rows.length > 0;
    await saveUnbooked(tx, trace.id, unbooked.rows.length > 0 ? JSON.stringify(unbooked) : null);
  }
  return more || traces.some((trace) => !changed.includes(trace));
}

/**
 * Stops booking the chosen issues (all of them without `chosen`) of the chases among `traceIds`
 * still booking: they are never inserted, and their stakes go back escrow → main in one journal.
 * Answers the issues dropped, by trace id, and the players refunded.
 */
export async function dropUnbooked(
  tx: Tx,
  traceIds: readonly TraceId[],
  now: number,
  chosen?: ReadonlySet<string>,
): Promise<{ issues: Map<TraceId, string[]>; users: Set<UserId> }> {
  const dropped = new Map<TraceId, string[]>();
  const byUser = new Map<UserId, MinorUnits>();
  const traceNos: string[] = [];
  let key: string | undefined;
  for (const trace of await lockBookingTraces(tx, traceIds)) {
    const unbooked = parse(trace);
    const stopped = unbooked.rows.filter((row) => !chosen || chosen.has(row[1]));
    if (stopped.length === 0) continue;
    key ??= unbookedRefundKey(trace.id, unbooked.rows.length);
    traceNos.push(trace.trace_no);
    byUser.set(trace.user_id, addMinor(byUser.get(trace.user_id) ?? minorUnits(0), sumMinor(stopped.map((row) => minorUnits(row[4])))));
    dropped.set(
      trace.id,
      stopped.map((row) => row[1]),
    );
    unbooked.rows = unbooked.rows.filter((row) => !stopped.includes(row));
    await saveUnbooked(tx, trace.id, unbooked.rows.length > 0 ? JSON.stringify(unbooked) : null);
  }
  if (key) await refundUnbooked(tx, byUser, key, traceNos.slice(0, 20).join(','), now);
  return { issues: dropped, users: new Set(byUser.keys()) };
}

/** Bookings this process is running now, per database: the scheduler's pass leaves them to their request. */
const running = new WeakMap<Db, Set<TraceId>>();

/** What booking depends on: the chase tables, the clock, and the log of a booking stopped between batches. */
export type BookingDeps = Pick<ServerDeps, 'db' | 'clock' | 'log'>;

/**
 * Books the rest of a chase, batch after batch, each its own transaction in its turn with a turn
 * of the event loop before it. A batch that fails leaves the rest to the scheduler's next pass
 * (the order was taken and charged whole; only the inserts wait): logged, not thrown.
 */
export async function finishBooking(deps: BookingDeps, userId: UserId, traceIds: readonly TraceId[]): Promise<void> {
  let mine = running.get(deps.db);
  if (!mine) running.set(deps.db, (mine = new Set()));
  for (const id of traceIds) mine.add(id);
  try {
    for (let more = true; more;) {
      await new Promise((resolve) => setImmediate(resolve));
      more = await inChaseTurn(deps, userId, () =>
        retryingConflicts(() => deps.db.transaction().execute((tx) => bookNextBatch(tx, traceIds, deps.clock.now()))),
      );
    }
  } catch (error) {
    deps.log.error({ err: error, traceIds }, 'chase booking stopped between batches: the scheduler finishes it');
  } finally {
    for (const id of traceIds) mine.delete(id);
  }
}

/** Finishes every booking a crash (or a failed batch) left unfinished; those running in this process are left to their request. */
export async function resumeBookings(deps: BookingDeps): Promise<number> {
  const mine = running.get(deps.db);
  const groups = new Map<string, { userId: UserId; ids: TraceId[] }>();
  for (const trace of await bookingTraces(deps.db)) {
    if (mine?.has(trace.id)) continue;
    const key = `${trace.user_id}:${trace.lottery}:${trace.created_at}`;
    const group = groups.get(key);
    if (group) group.ids.push(trace.id);
    else groups.set(key, { userId: trace.user_id, ids: [trace.id] });
  }
  for (const { userId, ids } of groups.values()) await finishBooking(deps, userId, ids);
  return groups.size;
}
