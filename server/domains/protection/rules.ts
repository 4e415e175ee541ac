/**
 * The protection rules, pure: which amount a limit has at an instant (a raise or removal waits
 * PROTECTION_RAISE_DELAY_MS, a lowering applies at once), the Beijing periods the limits count
 * over, how long a pause lasts, and the refusals' wording.
 */
import { Decimal } from 'decimal.js';
import {
  PROTECTION_RAISE_DELAY_MS,
  protectionLimitRules,
  protectionPauseRules,
  type LimitPeriod,
  type ProtectionLimit,
  type ProtectionPause,
} from '../../../contract/protection';
import {
  addBeijingMonths,
  beijingDayStart,
  beijingMonthStart,
  beijingMonthStartOf,
  beijingWeekStart,
  DAY_MS,
  formatBeijingMinute,
  HOUR_MS,
} from '../../../rules/beijing-time';
import { ApiError } from '../../errors';
import type { LimitRow, ProtectionRow } from './queries';
import { type MinorUnits } from '../../../rules/money';

/** A limit as stored: the amount in force and a change waiting until `pendingAt` (pendingAmount null = removal). */
export interface StoredLimit {
  amount: MinorUnits | null;
  pendingAmount: MinorUnits | null;
  pendingAt: number | null;
}

/** A limit row as the rules read it; no row: no limit and no change waiting. */
export function storedLimitOf(row: LimitRow | undefined): StoredLimit {
  return { amount: row?.amount ?? null, pendingAmount: row?.pending_amount ?? null, pendingAt: row?.pending_at ?? null };
}

/** Whether the player is in a cool-off or self-exclusion at `now`. */
export function pausedAt(
  row: ProtectionRow | undefined,
  now: number,
): row is ProtectionRow & { pause_kind: NonNullable<ProtectionRow['pause_kind']>; paused_until: number } {
  return row?.pause_kind != null && row.paused_until !== null && row.paused_until > now;
}

/** The amount of a limit at `now` (null = no limit). */
export function limitAt(limit: StoredLimit, now: number): MinorUnits | null {
  return limit.pendingAt !== null && limit.pendingAt <= now ? limit.pendingAmount : limit.amount;
}

/**
 * The stored limit after the player asks for `wanted` (null = remove) at `now`: no higher than
 * the amount in force applies at once and drops any waiting change; higher, or a removal, waits.
 */
export function changeLimit(limit: StoredLimit, wanted: MinorUnits | null, now: number): StoredLimit {
  const current = limitAt(limit, now);
  const lowers = wanted !== null && (current === null || wanted <= current);
  if (lowers) return { amount: wanted, pendingAmount: null, pendingAt: null };
  if (current === null) return { amount: null, pendingAmount: null, pendingAt: null }; // removing what is not there
  return { amount: current, pendingAmount: wanted, pendingAt: now + PROTECTION_RAISE_DELAY_MS };
}

export interface PeriodStarts {
  day: number;
  week: number;
  month: number;
}

export const periodStartsAt = (now: number): PeriodStarts => ({ day: beijingDayStart(now), week: beijingWeekStart(now), month: beijingMonthStartOf(now) });

/** When the period holding `now` ends (0 for the per-order limit). */
export function resetOf(period: LimitPeriod, now: number): number {
  if (period === 'day') return beijingDayStart(now) + DAY_MS;
  if (period === 'week') return beijingWeekStart(now) + 7 * DAY_MS;
  if (period === 'month') {
    const start = beijingMonthStartOf(now);
    const d = new Date(start + 8 * HOUR_MS);
    return beijingMonthStart(d.getUTCFullYear(), d.getUTCMonth() + 1);
  }
  return 0;
}

/** When a pause started at `now` ends. */
export function pauseEnd(pause: ProtectionPause, now: number): number {
  const rule = protectionPauseRules[pause];
  return rule.months !== undefined ? addBeijingMonths(now, rule.months) : now + rule.hours! * HOUR_MS;
}

/** '1,000.00' from minor units (limits are whole cents). */
export function limitText(minor: MinorUnits): string {
  const [whole, cents] = new Decimal(minor).dividedBy(10_000).toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The refusal of a limit: its name, its amount and, for a period, when it resets. */
export function limitRefusal(limit: ProtectionLimit, amount: MinorUnits, now: number): ApiError {
  const rule = protectionLimitRules[limit];
  const verb = rule.period === 'order' ? '超过' : '已达到';
  const reset = rule.period === 'order' ? '' : `，将于 ${formatBeijingMinute(resetOf(rule.period, now))} 重置`;
  return new ApiError(rule.error, `${verb}${rule.title} ${limitText(amount)} 元${reset}`);
}

/** The refusal while paused: which pause, and when it ends. */
export function pauseRefusal(kind: 'coolOff' | 'exclusion', until: number): ApiError {
  const what = kind === 'coolOff' ? '冷静期' : '自我排除期';
  return new ApiError(
    kind === 'coolOff' ? 'coolingOff' : 'selfExcluded',
    `${what}中，暂停充值、转入游戏、投注、追号、红包和游戏，将于 ${formatBeijingMinute(until)} 结束`,
  );
}
