/** How the protection screens word the server's figures: limits, waiting changes, time played, a session's net result. */
import { Decimal } from 'decimal.js';
import type { ProtectionLimitState, StatementDay } from '../../../contract/protection';
import { formatYuan } from '../../lib/money';

/** The limit in force: '1,000.00 元', or 未设置. */
export function limitAmountText(amount: string): string {
  return amount === '' ? '未设置' : `${formatYuan(amount)} 元`;
}

/** What a waiting raise or removal will do ('' when none waits). */
export function pendingChangeText(limit: Pick<ProtectionLimitState, 'pendingAt' | 'pendingAmount'>): string {
  if (limit.pendingAt === 0) return '';
  return limit.pendingAmount === '' ? '取消限额' : `提高至 ${formatYuan(limit.pendingAmount)} 元`;
}

/** Whole seconds from the server's `now` to `at`, never below zero (the countdown's start). */
export function secondsUntil(at: number, serverNow: number): number {
  return Math.max(0, Math.ceil((at - serverNow) / 1000));
}

/** Time played as players read it: 45分钟, 1小时, 2小时5分钟 (whole minutes, rounded down). */
export function playedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

/** A session's net result of play: 盈利 12.00 元, 亏损 2.00 元, or 持平. */
export function netText(net: string): string {
  const value = new Decimal(net);
  if (value.isZero()) return '持平';
  return `${value.isNegative() ? '亏损' : '盈利'} ${formatYuan(value.abs().toFixed())} 元`;
}

/** The statement's minutes played in a day: 0, 45分钟, 1小时30分钟. */
export function playedMinutesText(minutes: number): string {
  return minutes === 0 ? '0' : playedText(minutes * 60_000);
}

/** The sums of the statement's days (exact decimals). */
export function statementTotals(days: readonly StatementDay[]): StatementDay {
  const sum = (pick: (d: StatementDay) => string) => days.reduce((total, d) => total.plus(pick(d)), new Decimal(0)).toFixed(4);
  return {
    date: '合计',
    stake: sum((d) => d.stake),
    win: sum((d) => d.win),
    deposit: sum((d) => d.deposit),
    withdraw: sum((d) => d.withdraw),
    playedMinutes: days.reduce((t, d) => t + d.playedMinutes, 0),
  };
}
