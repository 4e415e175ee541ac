/** The user's bet and chase records: reads, and the row → wire shapes. */
import { orderStatusLabels, SETTLED_ORDER_STATUSES, type BetRecord, type TraceRecord } from '../../../contract/lottery';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { formatBeijing } from '../../../rules/beijing-time';
import { lotteryNameOf, playNameOf } from './lotteries';
import { findOrderByNo, findTraceByNo, listOrders, listTraces, ordersOfTrace, traceNoOf, type OrderRow, type TraceRow } from './queries';
import { fromMinorUnits, sumMinor } from '../../../rules/money';

/** Orders the draw settled (a chase's finished issues), as against pending or cancelled ones. */
const settledStatuses = new Set<number>(SETTLED_ORDER_STATUSES);

export function betRecordOf(order: OrderRow, username: string, traceNo?: string): BetRecord {
  return {
    orderId: order.order_no,
    singleStatus: order.status,
    status: orderStatusLabels[order.status] ?? '',
    istrace: order.trace_id !== null ? 1 : 0,
    ...(traceNo ? { traceId: traceNo } : {}),
    orderTime: formatBeijing(order.created_at),
    username,
    lottery: order.lottery,
    lotteryName: lotteryNameOf(order.lottery),
    method: order.method,
    methodName: playNameOf(order.lottery, order.method),
    code: order.code.length > 2000 ? `${order.code.slice(0, 2000)}…` : order.code,
    ...(order.position ? { position: order.position } : {}),
    issue: order.issue_no,
    odds: order.odds,
    point: order.point,
    amount: fromMinorUnits(order.amount),
    perAmount: order.price,
    nums: order.nums,
    count: order.piece,
    awardMoney: fromMinorUnits(order.award),
    wonMoney: fromMinorUnits(order.won),
    refundMoney: fromMinorUnits(order.refund),
    singlePick: order.single_max > 0 ? 1 : 0,
    singlePickMaxBonus: fromMinorUnits(order.single_max),
    lotteryNumber: order.draw_code ?? '',
  };
}

export function traceRecordOf(trace: TraceRow, orders: OrderRow[]): TraceRecord {
  const pending = orders.filter((o) => o.status === 0).length;
  const finished = orders.filter((o) => settledStatuses.has(o.status));
  return {
    traceId: trace.trace_no,
    createTime: formatBeijing(trace.created_at),
    singleStatus: trace.status,
    lottery: trace.lottery,
    lotteryName: lotteryNameOf(trace.lottery),
    methodName: playNameOf(trace.lottery, trace.method),
    method: trace.method,
    code: trace.code.length > 2000 ? `${trace.code.slice(0, 2000)}…` : trace.code,
    num: trace.nums,
    perAmount: trace.price,
    odds: trace.odds,
    totalMoney: fromMinorUnits(trace.total_money),
    finishMoney: fromMinorUnits(sumMinor(finished.map((o) => o.amount))),
    finishCount: finished.length,
    issueCount: trace.issue_count,
    winStop: trace.win_stop ? 1 : 0,
    status: pending > 0 || trace.unbooked !== null ? 0 : trace.status === 2 ? 2 : 1,
    userId: trace.user_id,
    issues: orders.map((o) => ({
      orderId: o.order_no,
      issue: o.issue_no,
      count: o.piece,
      status: o.status === 0 ? 0 : settledStatuses.has(o.status) ? 1 : 2,
      money: fromMinorUnits(o.amount),
      awardMoney: fromMinorUnits(o.award),
    })),
  };
}

export interface RecordFilter {
  lottery?: string;
  status?: number;
  page?: number;
  size?: number;
  startTime?: number;
  endTime?: number;
  /** 1: single picks only; 0: the other bets only. */
  singlePick?: 0 | 1;
}

/** A page of the user's bets, newest first. */
export async function betHistoryOf(db: Db, user: SessionUser, filter: RecordFilter) {
  const { page = 1, size = 20 } = filter;
  const { rows, total } = await listOrders(
    db,
    {
      userId: user.id,
      lottery: filter.lottery?.toUpperCase(),
      status: filter.status,
      from: filter.startTime,
      to: filter.endTime,
      ...(filter.singlePick !== undefined ? { singlePick: filter.singlePick === 1 } : {}),
    },
    page,
    size,
  );
  return { list: rows.map((o) => betRecordOf(o, user.username)), total, page, size };
}

/** The user's latest bets (of one lottery when given). */
export async function recentBetsOf(db: Db, user: SessionUser, lottery: string | undefined, size = 10): Promise<BetRecord[]> {
  const { rows } = await listOrders(db, { userId: user.id, lottery: lottery?.toUpperCase() }, 1, size);
  return rows.map((o) => betRecordOf(o, user.username));
}

/** One of the user's bets; another user's answers 订单不存在 as a missing one does. */
export async function betOf(db: Db, user: SessionUser, orderNo: string): Promise<BetRecord> {
  const order = await findOrderByNo(db, orderNo);
  if (!order || order.user_id !== user.id) return fail('orderNotFound');
  const traceNo = order.trace_id !== null ? await traceNoOf(db, order.trace_id) : undefined;
  return betRecordOf(order, user.username, traceNo);
}

/** A page of the user's chases, newest first. */
export async function chasesOf(db: Db, user: SessionUser, filter: RecordFilter) {
  const { page = 1, size = 20 } = filter;
  const { rows, total } = await listTraces(db, user.id, filter.lottery?.toUpperCase(), page, size);
  const list: TraceRecord[] = [];
  for (const trace of rows) list.push(traceRecordOf(trace, await ordersOfTrace(db, trace.id)));
  return { list, total, page, size };
}

/** One of the user's chases with its issues. */
export async function chaseOf(db: Db, user: SessionUser, traceNo: string): Promise<TraceRecord> {
  const trace = await findTraceByNo(db, traceNo);
  if (!trace || trace.user_id !== user.id) return fail('notFound', '追号记录不存在');
  return traceRecordOf(trace, await ordersOfTrace(db, trace.id));
}
