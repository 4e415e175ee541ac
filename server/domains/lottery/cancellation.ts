/**
 * Cancelling bets: an undrawn order, or chosen issues of a chase, while their issue is on sale.
 * The issues are share-locked (a draw waits for the refund) and the stake goes back escrow → main
 * in the same transaction that marks the orders cancelled.
 */
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from '../../../contract/lottery';
import { fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { mainAccountOf } from '../wallet/ledger';
import { findOrderByNo, findTraceByNo, ordersOfTrace, setTraceStatus, shareLockIssues } from './queries';
import { yuan } from '../../money';
import { refundOrders } from './settlement';

/** Cancels one of the user's undrawn orders; answers the new balance. */
export async function cancelOrder(app: FastifyInstance, user: SessionUser, orderNo: string): Promise<{ orderId: string; balance: string }> {
  const now = app.clock.now();
  const balance = await app.db.transaction().execute(async (tx) => {
    const order = await findOrderByNo(tx, orderNo);
    if (!order) return fail('notFound', '订单不存在');
    if (order.user_id !== user.id) fail('forbidden', '只能撤销自己的订单', 403);
    if (order.status !== ORDER_STATUS.pending) fail('cannotCancel');
    const [issue] = await shareLockIssues(tx, order.lottery, [order.issue_no]);
    if (!issue || issue.state !== 'open' || issue.sale_close <= now) fail('cannotCancel', '该奖期已截止，不可撤单');
    const users = await refundOrders(tx, [order.id], ORDER_STATUS.cancelled, `cancel:${order.order_no}`, now);
    if (users.size === 0) fail('cannotCancel');
    return (await mainAccountOf(tx, user.id)).balance;
  });
  return { orderId: orderNo, balance: yuan(balance) };
}

/** Cancels the chosen issues of one of the user's chases that are still on sale; answers those cancelled. */
export async function cancelChaseIssues(app: FastifyInstance, user: SessionUser, traceNo: string, chosen: ReadonlySet<string>): Promise<string[]> {
  if (chosen.size === 0) fail('badRequest', '请选择要撤销的奖期');
  const now = app.clock.now();
  return app.db.transaction().execute(async (tx) => {
    const trace = await findTraceByNo(tx, traceNo);
    if (!trace) return fail('notFound', '追号记录不存在');
    if (trace.user_id !== user.id) fail('forbidden', '只有追号发起人可以撤销', 403);
    const orders = (await ordersOfTrace(tx, trace.id)).filter((o) => chosen.has(o.issue_no) && o.status === ORDER_STATUS.pending);
    const open = await shareLockIssues(
      tx,
      trace.lottery,
      orders.map((o) => o.issue_no),
    );
    const cancellable = new Set(open.filter((i) => i.state === 'open' && i.sale_close > now).map((i) => i.issue_no));
    const ids = orders.filter((o) => cancellable.has(o.issue_no)).map((o) => o.id);
    if (ids.length === 0) fail('cannotCancel', '所选奖期均不可撤销');
    await refundOrders(tx, ids, ORDER_STATUS.cancelled, `tracecancel:${trace.trace_no}`, now);
    const left = (await ordersOfTrace(tx, trace.id)).some((o) => o.status === ORDER_STATUS.pending);
    if (!left) await setTraceStatus(tx, [trace.id], 2);
    return orders.filter((o) => cancellable.has(o.issue_no)).map((o) => o.issue_no);
  });
}
