/** Row → wire shapes for bet records and traces. */
import { getPlay } from '../../../engine-worker/engine';
import { fromMinorUnits } from '../../../engine-worker/orders/money';
import { orderStatusLabels, type BetRecord, type TraceRecord } from '../../../contract/lottery';
import { formatBeijing } from '../../time';
import { lotteryOf } from './lotteries';
import type { OrderRow, TraceRow } from './queries';

export const yuan = (minor: number) => fromMinorUnits(BigInt(minor)) as string;

export function playName(lottery: string, method: string): string {
  const def = lotteryOf(lottery);
  if (!def) return method;
  try {
    return getPlay(`${def.family}:${method}`).fullName;
  } catch {
    return method;
  }
}

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
    lotteryName: lotteryOf(order.lottery)?.name ?? order.lottery,
    method: order.method,
    methodName: playName(order.lottery, order.method),
    code: order.code.length > 2000 ? `${order.code.slice(0, 2000)}…` : order.code,
    ...(order.position ? { position: order.position } : {}),
    issue: order.issue_no,
    odds: order.odds,
    point: order.point,
    amount: yuan(order.amount),
    perAmount: order.price,
    nums: order.nums,
    count: order.piece,
    awardMoney: yuan(order.award),
    lotteryNumber: order.draw_code ?? '',
  };
}

export function traceRecordOf(trace: TraceRow, orders: OrderRow[]): TraceRecord {
  const pending = orders.filter((o) => o.status === 0).length;
  const finished = orders.filter((o) => o.status === 1 || o.status === 2);
  return {
    traceId: trace.trace_no,
    createTime: formatBeijing(trace.created_at),
    singleStatus: trace.status,
    lottery: trace.lottery,
    methodName: playName(trace.lottery, trace.method),
    method: trace.method,
    code: trace.code.length > 2000 ? `${trace.code.slice(0, 2000)}…` : trace.code,
    num: trace.nums,
    perAmount: trace.price,
    odds: trace.odds,
    totalMoney: yuan(trace.total_money),
    finishMoney: yuan(finished.reduce((s, o) => s + o.amount, 0)),
    finishCount: finished.length,
    issueCount: trace.issue_count,
    winStop: trace.win_stop ? 1 : 0,
    status: pending > 0 ? 0 : trace.status === 2 ? 2 : 1,
    userId: trace.user_id,
    issues: orders.map((o) => ({
      orderId: o.order_no,
      issue: o.issue_no,
      count: o.piece,
      status: o.status === 0 ? 0 : o.status === 1 || o.status === 2 ? 1 : 2,
      money: yuan(o.amount),
      awardMoney: yuan(o.award),
    })),
  };
}
