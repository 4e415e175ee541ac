/** SQL of issues, orders and traces. */
import { sql, type Insertable, type Selectable } from 'kysely';
import { ORDER_STATUS } from '../../../contract/lottery';
import type { Db } from '../../db/client';
import type { IssuesTable, OrdersTable, TracesTable } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { minorUnits, type MinorUnits } from '../../../rules/money';
import { orderId, userId, type OrderId, type TraceId, type UserId } from '../../db/ids';

export type IssueRow = Selectable<IssuesTable>;
export type NewIssue = Insertable<IssuesTable>;

export async function insertIssues(db: Db | Tx, issues: NewIssue[]): Promise<void> {
  for (let i = 0; i < issues.length; i += 500)
    await db
      .insertInto('issues')
      .values(issues.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['lottery', 'issue_no']).doNothing())
      .execute();
}

export async function lastSeq(db: Db, lottery: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('issues')
    .select(sql<number>`MAX(seq)`.as('seq'))
    .where('lottery', '=', lottery)
    .executeTakeFirst();
  return row?.seq ?? undefined;
}

export async function dueIssues(db: Db, now: number, limit = 100): Promise<Array<{ lottery: string; issue_no: string }>> {
  return db
    .selectFrom('issues')
    .select(['lottery', 'issue_no'])
    .where('state', '=', 'open')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/** Due issues with no pending order whose sales closed over `marginMs` ago (no order transaction can still touch them). */
export async function dueEmptyIssues(
  db: Db,
  now: number,
  marginMs: number,
  limit: number,
): Promise<Array<{ lottery: string; issue_no: string; seed: string; seed_hash: string; draw_at: number }>> {
  const r = await sql<{ lottery: string; issue_no: string; seed: string; seed_hash: string; draw_at: number }>`
    SELECT i.lottery, i.issue_no, i.seed, i.seed_hash, i.draw_at FROM issues i
    WHERE i.state = 'open' AND i.draw_at <= ${now} AND i.sale_close <= ${now - marginMs}
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.lottery = i.lottery AND o.issue_no = i.issue_no AND o.status = 0)
    ORDER BY i.draw_at LIMIT ${limit}`.execute(db);
  return r.rows;
}

/** Marks many order-less issues drawn in one statement (catch-up after downtime). */
export async function markManyDrawn(db: Db, rows: Array<{ lottery: string; issue_no: string; code: string }>, now: number): Promise<number> {
  if (rows.length === 0) return 0;
  const r = await sql`
    UPDATE issues i SET state = 'drawn', code = v.code, drawn_at = ${now}, settled_orders = 0
    FROM unnest(${rows.map((x) => x.lottery)}::text[], ${rows.map((x) => x.issue_no)}::text[], ${rows.map((x) => x.code)}::text[]) AS v(lottery, issue_no, code)
    WHERE i.lottery = v.lottery AND i.issue_no = v.issue_no AND i.state = 'open'
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.lottery = i.lottery AND o.issue_no = i.issue_no AND o.status = 0)`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

export async function findIssue(db: Db | Tx, lottery: string, issueNo: string): Promise<IssueRow | undefined> {
  return db.selectFrom('issues').selectAll().where('lottery', '=', lottery).where('issue_no', '=', issueNo).executeTakeFirst();
}

/** Locks an open issue for drawing (exactly once: the state check runs under the row lock). */
export async function lockOpenIssue(tx: Tx, lottery: string, issueNo: string): Promise<IssueRow | undefined> {
  const r = await sql<IssueRow>`SELECT * FROM issues WHERE lottery = ${lottery} AND issue_no = ${issueNo} AND state = 'open' FOR UPDATE`.execute(tx);
  return r.rows[0];
}

/** What a booking or a cancellation checks of an issue it share-locks. */
export type LockedIssue = Pick<IssueRow, 'issue_no' | 'state' | 'sale_start' | 'sale_close'> & { paused: boolean };

/**
 * Share-locks issues while orders are placed or cancelled (a draw waits for them, they wait for a draw).
 * Only the columns checked: a chase locks up to a thousand issues, and their seeds and codes would
 * only cross the protocol to be dropped.
 */
export async function shareLockIssues(tx: Tx, lottery: string, issueNos: string[]): Promise<LockedIssue[]> {
  const r = await sql<LockedIssue>`
    SELECT i.issue_no, i.state, i.sale_start, i.sale_close, COALESCE(s.paused, FALSE) AS paused
    FROM issues i LEFT JOIN lottery_settings s ON s.lottery = i.lottery
    WHERE i.lottery = ${lottery} AND i.issue_no = ANY(${issueNos}::text[]) FOR SHARE OF i`.execute(tx);
  return r.rows;
}

/** Records an issue's draw; `settling` while some of its pending orders are still to be settled in batches. */
export async function markDrawn(tx: Tx, lottery: string, issueNo: string, code: string, now: number, settled: number, settling = false): Promise<void> {
  await tx
    .updateTable('issues')
    .set({ state: 'drawn', code, drawn_at: now, settled_orders: settled, settling })
    .where('lottery', '=', lottery)
    .where('issue_no', '=', issueNo)
    .execute();
}

/** Locks an issue whose settlement is under way (batches run one at a time, each under this lock). */
export async function lockSettlingIssue(tx: Tx, lottery: string, issueNo: string): Promise<IssueRow | undefined> {
  const r = await sql<IssueRow>`SELECT * FROM issues WHERE lottery = ${lottery} AND issue_no = ${issueNo} AND settling FOR UPDATE`.execute(tx);
  return r.rows[0];
}

/** Drawn issues whose settlement a crash or a lost lease left unfinished, oldest draw first. */
export async function settlingIssues(db: Db): Promise<IssueRow[]> {
  return db.selectFrom('issues').selectAll().where('settling', '=', true).orderBy('draw_at').execute();
}

/** Counts a settled batch on its issue; the last one ends the issue's settlement. */
export async function recordSettledBatch(tx: Tx, lottery: string, issueNo: string, orders: number, last: boolean): Promise<void> {
  await sql`UPDATE issues SET settled_orders = settled_orders + ${orders}, settle_batches = settle_batches + ${orders > 0 ? 1 : 0}, settling = ${!last}
    WHERE lottery = ${lottery} AND issue_no = ${issueNo}`.execute(tx);
}

/**
 * The players of an issue's next settlement batch: the lowest user ids with pending orders, as
 * many as fit in `maxOrders` orders, and always at least one (a player with more orders than
 * that is still settled whole: the single-pick cap is shared over all of a player's orders of
 * the issue). Answers the last user id of the batch (undefined: nothing pending) and whether
 * the batch surely takes every pending order left (a whole-player batch past `maxOrders` may
 * leave the next call nothing to do).
 */
export async function nextSettlementBatch(
  tx: Tx,
  lottery: string,
  issueNo: string,
  maxOrders: number,
): Promise<{ lastUserId: UserId; last: boolean } | undefined> {
  // The first maxOrders + 1 pending orders in user order (the partial index, read no further):
  // the player of the one past the limit may have more, so the batch ends before that player.
  const r = await sql<{ user_id: number }>`
    SELECT user_id FROM orders WHERE lottery = ${lottery} AND issue_no = ${issueNo} AND status = 0
    ORDER BY user_id LIMIT ${maxOrders + 1}`.execute(tx);
  const users = r.rows.map((row) => userId(Number(row.user_id)));
  if (users.length === 0) return undefined;
  if (users.length <= maxOrders) return { lastUserId: users[users.length - 1]!, last: true };
  const cut = users[maxOrders]!;
  const before = users.findLast((user) => user !== cut);
  return { lastUserId: before ?? cut, last: false };
}

export async function lastDraws(db: Db, lottery: string, size: number): Promise<Array<{ issue_no: string; code: string; seed: string; seed_hash: string }>> {
  return db
    .selectFrom('issues')
    .select(['issue_no', 'code', 'seed', 'seed_hash'])
    .where('lottery', '=', lottery)
    .where('state', '=', 'drawn')
    .orderBy('draw_at', 'desc')
    .limit(size)
    .execute() as Promise<Array<{ issue_no: string; code: string; seed: string; seed_hash: string }>>;
}

export async function issueOnSale(db: Db, lottery: string, now: number): Promise<IssueRow | undefined> {
  return db
    .selectFrom('issues')
    .selectAll()
    .where('lottery', '=', lottery)
    .where('sale_close', '>', now)
    .where('state', '=', 'open')
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirst();
}

export async function isPaused(db: Db, lottery: string): Promise<boolean> {
  const row = await db.selectFrom('lottery_settings').select('paused').where('lottery', '=', lottery).executeTakeFirst();
  return row?.paused ?? false;
}

export async function setPaused(db: Db, lottery: string, paused: boolean): Promise<void> {
  await db
    .insertInto('lottery_settings')
    .values({ lottery, paused })
    .onConflict((oc) => oc.column('lottery').doUpdateSet({ paused }))
    .execute();
}

// ------------------------------------------------------------------ orders

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;

/** The columns insertOrders writes: what varies per row, and what the rows of one line share. */
type OrderInsert = Pick<
  NewOrder,
  | 'order_no'
  | 'user_id'
  | 'lottery'
  | 'issue_no'
  | 'method'
  | 'code'
  | 'position'
  | 'nums'
  | 'piece'
  | 'price'
  | 'amount'
  | 'odds'
  | 'point'
  | 'bonuses'
  | 'bet_type'
  | 'trace_id'
  | 'created_at'
> & { single_max?: number };

/**
 * Inserts orders in one statement whatever their number: the columns that vary per row (number,
 * issue, multiple, stake, chase) as arrays, and each distinct line (play, code, odds, bonuses …)
 * once, joined back by its index. A chase repeats its lines over up to a thousand issues: sent as
 * 500-row multi-VALUES inserts, the query building, the 36,000 parameters and the line's code
 * repeated in every row held the one embedded connection for most of the booking.
 * Rows get their ids in the order given.
 */
export async function insertOrders(tx: Tx, orders: readonly OrderInsert[]): Promise<void> {
  if (orders.length === 0) return;
  // Distinct lines: keyed by their short fields, then their code, then their bonuses (long strings a Map hashes once each).
  const lineIndex = new Map<string, Map<string, Map<string, number>>>();
  const lines: OrderInsert[] = [];
  const lineOf: number[] = [];
  for (const o of orders) {
    const key =
      `${o.user_id}\u0000${o.lottery}\u0000${o.method}\u0000${o.position ?? '\u0001'}\u0000${o.nums}\u0000${o.price}\u0000` +
      `${o.odds}\u0000${o.point}\u0000${o.bet_type}\u0000${o.single_max ?? 0}\u0000${o.created_at}`;
    let byCode = lineIndex.get(key);
    if (!byCode) lineIndex.set(key, (byCode = new Map()));
    let byBonuses = byCode.get(o.code);
    if (!byBonuses) byCode.set(o.code, (byBonuses = new Map()));
    let index = byBonuses.get(o.bonuses);
    if (index === undefined) {
      index = lines.length + 1;
      byBonuses.set(o.bonuses, index);
      lines.push(o);
    }
    lineOf.push(index);
  }
  const column = <K extends keyof OrderInsert>(rows: readonly OrderInsert[], key: K) => rows.map((row) => row[key] ?? null);
  await sql`
    INSERT INTO orders (order_no, user_id, lottery, issue_no, method, code, position, nums, piece, price, amount, odds, point, bonuses,
        bet_type, single_max, trace_id, created_at)
    SELECT r.order_no, l.user_id, l.lottery, r.issue_no, l.method, l.code, l.position, l.nums, r.piece, l.price, r.amount, l.odds, l.point,
        l.bonuses, l.bet_type, l.single_max, r.trace_id, l.created_at
    FROM unnest(${column(orders, 'order_no')}::text[], ${column(orders, 'issue_no')}::text[], ${column(orders, 'piece')}::int[],
          ${column(orders, 'amount')}::bigint[], ${column(orders, 'trace_id')}::bigint[], ${lineOf}::int[])
        WITH ORDINALITY AS r(order_no, issue_no, piece, amount, trace_id, line, n)
      JOIN unnest(${column(lines, 'user_id')}::bigint[], ${column(lines, 'lottery')}::text[], ${column(lines, 'method')}::text[],
          ${column(lines, 'code')}::text[], ${column(lines, 'position')}::text[], ${column(lines, 'nums')}::int[], ${column(lines, 'price')}::text[],
          ${column(lines, 'odds')}::text[], ${column(lines, 'point')}::text[], ${column(lines, 'bonuses')}::text[], ${column(lines, 'bet_type')}::int[],
          ${lines.map((l) => l.single_max ?? 0)}::bigint[], ${column(lines, 'created_at')}::bigint[])
        WITH ORDINALITY AS l(user_id, lottery, method, code, position, nums, price, odds, point, bonuses, bet_type, single_max, created_at, n) ON l.n = r.line
    ORDER BY r.n`.execute(tx);
}

export type PendingOrder = Pick<
  OrderRow,
  'id' | 'order_no' | 'user_id' | 'method' | 'code' | 'position' | 'piece' | 'price' | 'amount' | 'point' | 'bonuses' | 'trace_id' | 'single_max'
>;

/** The pending orders of an issue; with `throughUserId`, only those of users up to that id (a settlement batch). */
export async function pendingOrdersOf(tx: Tx, lottery: string, issueNo: string, throughUserId?: UserId): Promise<PendingOrder[]> {
  let q = tx
    .selectFrom('orders')
    .select(['id', 'order_no', 'user_id', 'method', 'code', 'position', 'piece', 'price', 'amount', 'point', 'bonuses', 'trace_id', 'single_max'])
    .where('lottery', '=', lottery)
    .where('issue_no', '=', issueNo)
    .where('status', '=', 0);
  if (throughUserId !== undefined) q = q.where('user_id', '<=', throughUserId);
  return q.execute() as Promise<PendingOrder[]>;
}

export interface OrderOutcome {
  id: OrderId;
  status: number;
  /** Paid prize (after the single-pick cap). */
  award: MinorUnits;
  /** Prize before the single-pick cap, plus the refund. */
  won: MinorUnits;
  /** Stake refunded for tied bets (in award and won). */
  refund: MinorUnits;
  rebate: MinorUnits;
}

export async function applyOutcomes(tx: Tx, outcomes: OrderOutcome[], drawCode: string, now: number): Promise<void> {
  // Most orders share an outcome (every loser: status 2, award 0, same rebate): one UPDATE per distinct outcome.
  const groups = new Map<string, OrderId[]>();
  for (const o of outcomes) {
    const key = `${o.status}:${o.award}:${o.won}:${o.refund}:${o.rebate}`;
    const ids = groups.get(key);
    if (ids) ids.push(o.id);
    else groups.set(key, [o.id]);
  }
  if (groups.size > outcomes.length / 4) {
    for (let i = 0; i < outcomes.length; i += 20_000) {
      const chunk = outcomes.slice(i, i + 20_000);
      await sql`
        UPDATE orders o SET status = v.status, award = v.award, won = v.won, refund = v.refund, rebate = v.rebate, draw_code = ${drawCode}, settled_at = ${now}
        FROM unnest(${chunk.map((o) => o.id)}::bigint[], ${chunk.map((o) => o.status)}::int[], ${chunk.map((o) => o.award)}::bigint[],
            ${chunk.map((o) => o.won)}::bigint[], ${chunk.map((o) => o.refund)}::bigint[], ${chunk.map((o) => o.rebate)}::bigint[])
          AS v(id, status, award, won, refund, rebate)
        WHERE o.id = v.id AND o.status = 0`.execute(tx);
    }
    return;
  }
  for (const [key, ids] of groups) {
    const [status, award, won, refund, rebate] = key.split(':').map(Number) as [number, number, number, number, number];
    for (let i = 0; i < ids.length; i += 50_000)
      await sql`UPDATE orders
        SET status = ${status}, award = ${award}, won = ${won}, refund = ${refund}, rebate = ${rebate}, draw_code = ${drawCode}, settled_at = ${now}
        WHERE id = ANY(${ids.slice(i, i + 50_000)}::bigint[]) AND status = 0`.execute(tx);
  }
}

/** Cancels pending orders by id (CAS on status 0); returns those cancelled. */
export async function cancelPending(
  tx: Tx,
  ids: OrderId[],
  status: number,
  now: number,
): Promise<Array<{ id: OrderId; user_id: UserId; amount: MinorUnits; order_no: string }>> {
  if (ids.length === 0) return [];
  const r = await sql<{ id: number; user_id: number; amount: number; order_no: string }>`
    UPDATE orders SET status = ${status}, settled_at = ${now} WHERE id = ANY(${ids}::bigint[]) AND status = 0 RETURNING id, user_id, amount, order_no`.execute(
    tx,
  );
  return r.rows.map((row) => ({ ...row, id: orderId(Number(row.id)), user_id: userId(Number(row.user_id)), amount: minorUnits(row.amount) }));
}

export async function pendingOrdersOfTraces(
  tx: Tx,
  traceIds: TraceId[],
): Promise<Array<{ id: OrderId; trace_id: TraceId; issue_no: string; lottery: string }>> {
  if (traceIds.length === 0) return [];
  return tx
    .selectFrom('orders')
    .select(['id', 'trace_id', 'issue_no', 'lottery'])
    .where('trace_id', 'in', traceIds)
    .where('status', '=', 0)
    .execute() as Promise<Array<{ id: OrderId; trace_id: TraceId; issue_no: string; lottery: string }>>;
}

export async function winStopTraces(tx: Tx, traceIds: TraceId[]): Promise<TraceId[]> {
  if (traceIds.length === 0) return [];
  const rows = await tx.selectFrom('traces').select('id').where('id', 'in', traceIds).where('win_stop', '=', true).execute();
  return rows.map((r) => r.id);
}

export async function setTraceStatus(tx: Tx | Db, traceIds: TraceId[], status: number): Promise<void> {
  if (traceIds.length === 0) return;
  await tx.updateTable('traces').set({ status }).where('id', 'in', traceIds).execute();
}

export async function findOrderByNo(db: Db | Tx, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export interface OrderFilter {
  userId: UserId;
  lottery?: string;
  status?: number;
  from?: number;
  to?: number;
  traceOnly?: boolean;
  /** Single picks only (true) or the other bets only (false). */
  singlePick?: boolean;
}

export async function listOrders(db: Db, filter: OrderFilter, page: number, size: number): Promise<{ rows: OrderRow[]; total: number }> {
  let q = db.selectFrom('orders').where('user_id', '=', filter.userId);
  if (filter.lottery) q = q.where('lottery', '=', filter.lottery);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.from !== undefined) q = q.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('created_at', '<', filter.to);
  if (filter.singlePick !== undefined) q = q.where('single_max', filter.singlePick ? '>' : '=', minorUnits(0));
  const total = await q.select(sql<number>`COUNT(*)::bigint`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * size)
    .limit(size)
    .execute();
  return { rows, total: total.n };
}

// ------------------------------------------------------------------ traces

export type TraceRow = Selectable<TracesTable>;

export async function insertTrace(tx: Tx, trace: Insertable<TracesTable>): Promise<TraceId> {
  const row = await tx.insertInto('traces').values(trace).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The chase number of a trace id. */
export async function traceNoOf(db: Db | Tx, traceId: TraceId): Promise<string | undefined> {
  return (await db.selectFrom('traces').select('trace_no').where('id', '=', traceId).executeTakeFirst())?.trace_no;
}

export async function findTraceByNo(db: Db | Tx, traceNo: string): Promise<TraceRow | undefined> {
  return db.selectFrom('traces').selectAll().where('trace_no', '=', traceNo).executeTakeFirst();
}

export async function ordersOfTrace(db: Db | Tx, traceId: TraceId): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('trace_id', '=', traceId).orderBy('id').execute();
}

/** The pending orders of a chase, in id order: only what a stop needs to choose them. */
export async function pendingOrdersOfTrace(db: Db | Tx, traceId: TraceId): Promise<Array<{ id: OrderId; issue_no: string }>> {
  return db.selectFrom('orders').select(['id', 'issue_no']).where('trace_id', '=', traceId).where('status', '=', 0).orderBy('id').execute();
}

/** Whether the chase has issues left to play: orders pending, or orders still to book. */
export async function hasIssuesLeft(tx: Tx, traceId: TraceId): Promise<boolean> {
  const r = await sql<{ left: boolean }>`
    SELECT EXISTS (SELECT 1 FROM orders WHERE trace_id = ${traceId} AND status = 0)
      OR EXISTS (SELECT 1 FROM traces WHERE id = ${traceId} AND unbooked IS NOT NULL) AS left`.execute(tx);
  return r.rows[0]!.left;
}

/** The chases among `traceIds` still booking, row-locked in id order (a batch, a stop and a win-stop each change what is left to book). */
export async function lockBookingTraces(tx: Tx, traceIds: readonly TraceId[]): Promise<TraceRow[]> {
  if (traceIds.length === 0) return [];
  return tx.selectFrom('traces').selectAll().where('id', 'in', traceIds).where('unbooked', 'is not', null).orderBy('id').forUpdate().execute();
}

/** What is left to book of a chase; null: booked. */
export async function saveUnbooked(tx: Tx, traceId: TraceId, unbooked: string | null): Promise<void> {
  await tx.updateTable('traces').set({ unbooked }).where('id', '=', traceId).execute();
}

/** Chases still booking, oldest first: their id, player, lottery and creation time (the traces of one order share the last two). */
export async function bookingTraces(db: Db): Promise<Array<{ id: TraceId; user_id: UserId; lottery: string; created_at: number }>> {
  return db.selectFrom('traces').select(['id', 'user_id', 'lottery', 'created_at']).where('unbooked', 'is not', null).orderBy('id').execute();
}

/** The player's chases that still have pending issues, with those issues. */
export async function openChasesOf(db: Db | Tx, userId: UserId): Promise<Array<{ traceNo: string; issues: string[] }>> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('traces as t', 't.id', 'o.trace_id')
    .select(['t.trace_no', 'o.issue_no'])
    .where('t.user_id', '=', userId)
    .where('o.status', '=', ORDER_STATUS.pending)
    .execute();
  const byTrace = new Map<string, string[]>();
  for (const r of rows) byTrace.set(r.trace_no, [...(byTrace.get(r.trace_no) ?? []), r.issue_no]);
  return [...byTrace].map(([traceNo, issues]) => ({ traceNo, issues }));
}

/** Those of `userIds` who still have chase issues pending, or chases still booking (in the order given). */
export async function usersWithOpenChases(db: Db, userIds: readonly UserId[]): Promise<UserId[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .where('trace_id', 'is not', null)
    .where('status', '=', ORDER_STATUS.pending)
    .union(
      db
        .selectFrom('traces')
        .select('user_id')
        .where('user_id', 'in', [...userIds])
        .where('unbooked', 'is not', null),
    )
    .execute();
  const open = new Set(rows.map((r) => r.user_id));
  return userIds.filter((id) => open.has(id));
}

/** The player's chases still booking, with what is left to book. */
export async function bookingTracesOf(db: Db | Tx, userId: UserId): Promise<Array<{ trace_no: string; unbooked: string }>> {
  return db.selectFrom('traces').select(['trace_no', 'unbooked']).where('user_id', '=', userId).where('unbooked', 'is not', null).execute() as Promise<
    Array<{ trace_no: string; unbooked: string }>
  >;
}

export async function listTraces(
  db: Db,
  userId: UserId,
  lottery: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: TraceRow[]; total: number }> {
  let q = db.selectFrom('traces').where('user_id', '=', userId);
  if (lottery) q = q.where('lottery', '=', lottery);
  const total = await q.select(sql<number>`COUNT(*)::bigint`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * size)
    .limit(size)
    .execute();
  return { rows, total: total.n };
}

// ------------------------------------------------------------------ favourites, instant seeds

export async function favouritesOf(db: Db, userId: UserId): Promise<string[]> {
  const row = await db.selectFrom('favourites').select('lotteries').where('user_id', '=', userId).executeTakeFirst();
  return row ? (JSON.parse(row.lotteries) as string[]) : [];
}

export async function saveFavourites(db: Db, userId: UserId, lotteries: string[]): Promise<void> {
  const json = JSON.stringify(lotteries);
  await db
    .insertInto('favourites')
    .values({ user_id: userId, lotteries: json })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ lotteries: json }))
    .execute();
}

export async function instantSeedOf(
  db: Db | Tx,
  userId: UserId,
  fresh: { seed: string; seed_hash: string },
): Promise<{ seed: string; seed_hash: string; nonce: number }> {
  await db
    .insertInto('instant_seeds')
    .values({ user_id: userId, ...fresh })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db.selectFrom('instant_seeds').select(['seed', 'seed_hash', 'nonce']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** The commitment of the user's next instant draw. */
export async function instantSeedHashOf(db: Db | Tx, userId: UserId): Promise<string> {
  return (await db.selectFrom('instant_seeds').select('seed_hash').where('user_id', '=', userId).executeTakeFirstOrThrow()).seed_hash;
}

/** Uses the user's committed seed (row-locked) and commits the next one in its place. */
export async function takeInstantSeed(
  tx: Tx,
  userId: UserId,
  makeSeed: () => { seed: string; seed_hash: string },
): Promise<{ seed: string; seed_hash: string; nonce: number }> {
  await instantSeedOf(tx, userId, makeSeed());
  const next = makeSeed();
  const r = await sql<{
    seed: string;
    seed_hash: string;
    nonce: number;
  }>`SELECT seed, seed_hash, nonce FROM instant_seeds WHERE user_id = ${userId} FOR UPDATE`.execute(tx);
  const current = r.rows[0]!;
  await tx
    .updateTable('instant_seeds')
    .set({ seed: next.seed, seed_hash: next.seed_hash, nonce: current.nonce + 1 })
    .where('user_id', '=', userId)
    .execute();
  return current;
}
