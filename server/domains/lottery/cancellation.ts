/**
 * Cancelling bets: an undrawn order, or chosen issues of a chase, while their issue is on sale.
 * The issues are share-locked (a draw waits for the refund) and the stake goes back escrow → main
 * in the same transaction that marks the orders cancelled.
 */
import { ORDER_STATUS } from '../../../contract/lottery';
import { fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { mainAccountOf } from '../wallet/ledger';
import { bookingTracesOf, findOrderByNo, findTraceByNo, hasIssuesLeft, pendingOrdersOfTrace, setTraceStatus, shareLockIssues } from './queries';
import { dropUnbooked, unbookedIssuesOf } from './chase-booking';
import { retryingConflicts, type Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { fromMinorUnits } from '../../../rules/money';
import { refundOrders } from './settlement';
import { inChaseTurn } from './chase-turns';
import type { TraceId, UserId } from '../../db/ids';

// What the chase stop's caller (a cool-off or self-exclusion) reads of the chases left open.
export { openChasesOf, usersWithOpenChases } from './queries';

/** What a cancellation depends on: the order tables and the clock. */
export type CancelDeps = Pick<ServerDeps, 'db' | 'clock'>;

/** Cancels one of the user's undrawn orders; answers the new balance. */
export async function cancelOrder(deps: CancelDeps, user: SessionUser, orderNo: string): Promise<{ orderId: string; balance: string }> {
  const now = deps.clock.now();
  const balance = await deps.db.transaction().execute(async (tx) => {
    const order = await findOrderByNo(tx, orderNo);
    if (!order) return fail('orderNotFound');
    if (order.user_id !== user.id) fail('forbidden', '只能撤销自己的订单', 403);
    if (order.status !== ORDER_STATUS.pending) fail('cannotCancel');
    const [issue] = await shareLockIssues(tx, order.lottery, [order.issue_no]);
    if (!issue || issue.state !== 'open' || issue.sale_close <= now) fail('cannotCancel', '该奖期已截止，不可撤单');
    const users = await refundOrders(tx, [order.id], ORDER_STATUS.cancelled, `cancel:${order.order_no}`, now);
    if (users.size === 0) fail('cannotCancel');
    return (await mainAccountOf(tx, user.id)).balance;
  });
  return { orderId: orderNo, balance: fromMinorUnits(balance) };
}

/**
 * Orders one stop refunds per transaction. PGlite has one connection: a transaction holds it and
 * every other player's query waits until it ends, so a thousand-issue stop runs as short
 * transactions, each taking its turn with the other big chase writes (chase-turns.ts).
 */
export const STOP_BATCH = 200;

/**
 * Cancels the chosen issues of one of the user's chases that are still on sale; answers those cancelled.
 * Each batch cancels its orders (only those still pending) and refunds them in one journal in its own
 * transaction, so a stop cut short between batches has refunded exactly what it cancelled, and sent
 * again it refunds the rest: nothing twice, nothing lost.
 */
/** The issues chosen in a GET traceCancel: a list whose items may each be a comma list. */
export const chosenIssuesOf = (list: readonly string[]): Set<string> => new Set(list.flatMap((item) => item.split(',')).filter(Boolean));

/** traceCancel: the chosen issues of one of the user's chases cancelled; answers the chase and those cancelled. */
export async function cancelChosenIssues(deps: CancelDeps, userId: UserId, traceId: string, chosen: ReadonlySet<string>) {
  return { traceId, issues: await cancelChaseIssues(deps, userId, traceId, chosen) };
}

export async function cancelChaseIssues(
  deps: CancelDeps,
  userId: UserId,
  traceNo: string,
  chosen: ReadonlySet<string>,
  batchSize = STOP_BATCH,
): Promise<string[]> {
  if (chosen.size === 0) fail('badRequest', '请选择要撤销的奖期');
  const now = deps.clock.now();
  const trace = await findTraceByNo(deps.db, traceNo);
  if (!trace) return fail('notFound', '追号记录不存在');
  if (trace.user_id !== userId) fail('forbidden', '只有追号发起人可以撤销', 403);
  const cancelled: string[] = [];
  // A chase still booking: the chosen issues not booked yet are never booked, their stakes refunded.
  // First, so that an issue booked meanwhile is among the pending orders read next.
  if (trace.unbooked !== null) cancelled.push(...(await dropChosenUnbooked(deps, trace.id, chosen)));
  // Read once, outside the batches: each batch checks under its locks that its orders are still pending and on sale.
  const chosenOrders = (await pendingOrdersOfTrace(deps.db, trace.id)).filter((o) => chosen.has(o.issue_no));
  if (chosenOrders.length === 0 && cancelled.length === 0) fail('cannotCancel', '所选奖期均不可撤销');
  for (let start = 0; start < chosenOrders.length; start += batchSize) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const orders = chosenOrders.slice(start, start + batchSize);
    const last = start + batchSize >= chosenOrders.length;
    const refund = () =>
      deps.db.transaction().execute(async (tx) => {
        const open = await shareLockIssues(tx, trace.lottery, [...new Set(orders.map((o) => o.issue_no))]);
        const onSale = new Set(open.filter((i) => i.state === 'open' && i.sale_close > now).map((i) => i.issue_no));
        const cancellable = orders.filter((o) => onSale.has(o.issue_no));
        if (last && cancellable.length === 0 && cancelled.length === 0) fail('cannotCancel', '所选奖期均不可撤销');
        if (cancellable.length > 0)
          await refundOrders(
            tx,
            cancellable.map((o) => o.id),
            ORDER_STATUS.cancelled,
            `tracecancel:${trace.trace_no}`,
            now,
          );
        // A chase left with nothing to play is over.
        if (last && !(await hasIssuesLeft(tx, trace.id))) await setTraceStatus(tx, [trace.id], 2);
        return cancellable;
      });
    const batch = chosenOrders.length > batchSize ? await inChaseTurn(deps, userId, refund) : await refund();
    for (const order of batch) cancelled.push(order.issue_no);
  }
  return cancelled;
}

/** Drops the chosen issues a booking chase has not booked yet, with their refund; ends the chase when nothing is left. */
async function dropChosenUnbooked(deps: CancelDeps, traceId: TraceId, chosen: ReadonlySet<string>): Promise<string[]> {
  return retryingConflicts(() =>
    deps.db.transaction().execute(async (tx) => {
      const dropped = (await dropUnbooked(tx, [traceId], deps.clock.now(), chosen)).issues.get(traceId) ?? [];
      if (dropped.length > 0 && !(await hasIssuesLeft(tx, traceId))) await setTraceStatus(tx, [traceId], 2);
      return dropped;
    }),
  );
}

/** The player's chases still booking, with the issues each has left to book (a stop of everything chooses them too). */
export async function unbookedChasesOf(db: Db, userId: UserId): Promise<Array<{ traceNo: string; issues: string[] }>> {
  return (await bookingTracesOf(db, userId)).map((trace) => ({ traceNo: trace.trace_no, issues: unbookedIssuesOf(trace) }));
}
