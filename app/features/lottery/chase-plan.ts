/**
 * Chase (追号) plans, pure: three types over the next
 * issues, each issue's multiple multiplying every slip line's own multiple.
 * - 2 同倍: every issue at the trace multiple;
 * - 3 翻倍: the start multiple, multiplied by `multiple` every `gap` issues;
 * - 1 利润率: each issue the smallest multiple ≥ start whose win (the lowest single prize of
 *   the slip) still returns at least `minRate` % over everything staked so far.
 */
import Decimal from 'decimal.js';
import { clampMultiple } from '../../../contract/bet-limits';
import { MAX_MULTIPLE, type ChaseType } from './lottery-constants';
import type { UpcomingIssue } from './issue-numbers';

export interface ChaseSettings {
  type: ChaseType;
  start: number;
  count: number;
  gap: number;
  multiple: number;
  minRate: number;
}

export interface ChaseRow {
  index: number;
  issue: string;
  isTomorrow: boolean;
  piece: number;
  /** Stake of this issue: slip total × piece. */
  money: string;
  checked: boolean;
}

export interface ChaseResult {
  rows: ChaseRow[];
  /** Why a profit-rate plan stopped early (the rate cannot be reached). */
  error?: string;
}

/**
 * @param slipTotal stake of the whole slip at multiple 1 per issue
 * @param lowestPrize the smallest prize one winning bet of the slip pays at multiple 1
 */
export function buildChase(settings: ChaseSettings, issues: readonly UpcomingIssue[], slipTotal: string, lowestPrize: string): ChaseResult {
  const total = new Decimal(slipTotal || '0');
  const rows: ChaseRow[] = [];
  const count = Math.min(settings.count, issues.length);
  let spent = new Decimal(0);
  for (let i = 0; i < count; i++) {
    let piece: number;
    if (settings.type === 2) piece = settings.multiple;
    else if (settings.type === 3) piece = settings.start * Math.pow(settings.multiple, Math.floor(i / Math.max(1, settings.gap)));
    else {
      const rate = new Decimal(settings.minRate).dividedBy(100).plus(1);
      const prize = new Decimal(lowestPrize || '0');
      const denominator = prize.minus(rate.times(total));
      if (denominator.lte(0)) return { rows, error: '当前投注无法达到最低收益率' };
      piece = Math.max(settings.start, rate.times(spent).dividedBy(denominator).ceil().toNumber());
    }
    if (!Number.isFinite(piece) || piece > MAX_MULTIPLE) return { rows, error: `追号倍数不能超过${MAX_MULTIPLE}` };
    piece = Math.max(1, Math.floor(piece));
    const money = total.times(piece);
    spent = spent.plus(money);
    const issue = issues[i]!;
    rows.push({ index: i + 1, issue: issue.issue, isTomorrow: issue.isTomorrow, piece, money: money.toFixed(), checked: true });
  }
  return { rows };
}

/** The trace part of the order request: only ticked issues. */
export function tracePayload(rows: readonly ChaseRow[], type: ChaseType, winStop: boolean, slipCount: number) {
  const picked = rows.filter((r) => r.checked);
  const totalMoney = picked.reduce((s, r) => s.plus(r.money), new Decimal(0));
  return {
    winStop: winStop ? 1 : 0,
    mode: type,
    startIssue: picked[0]?.issue ?? '',
    totalMoney: totalMoney.toFixed(),
    totalCount: slipCount * picked.length,
    issues: picked.map((r) => ({ issue: r.issue, piece: r.piece })),
  };
}

/** Recomputes one row's money after its multiple was edited. */
export function withPiece(row: ChaseRow, piece: number, slipTotal: string): ChaseRow {
  const p = clampMultiple(piece);
  return { ...row, piece: p, money: new Decimal(slipTotal || '0').times(p).toFixed() };
}
