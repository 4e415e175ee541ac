/**
 * Issue timing, pure: which issue is on sale at a time, and each issue's sale start,
 * sale close and draw time. Issue numbers derive from the draw time, so every restart
 * computes the same numbers (nothing skipped, nothing doubled).
 *
 * - periodic: issue `seq` draws at seq × period (epoch ms; periods divide a day and the
 *   UTC+8 offset). Its number is the Beijing day of (draw − 1 ms) and the index of the
 *   draw within that day: 20261122-0001 draws at 00:01, …-1440 at 24:00. Sales of an issue
 *   open when the previous one closes. Draws inside the daily break are not held.
 * - daily: seq = the Beijing day number; number YYYYDDD (day of year); sales open at the
 *   previous day's draw.
 */
import { DAY_MS, BEIJING_OFFSET_MS } from '../../../rules/beijing-time';
import { dailyIssueDayStartOf, dailyIssueNo, inDailyBreak, periodicDrawAtOf, periodicIssueNo } from '../../../rules/issue-numbers';
import type { LotteryDef } from './lotteries';

export interface IssueTiming {
  seq: number;
  issueNo: string;
  saleStart: number;
  saleClose: number;
  drawAt: number;
}

/** Whether issue `seq` is held (false inside a daily break). */
export function isHeld(lottery: LotteryDef, seq: number): boolean {
  const s = lottery.schedule;
  return s.kind !== 'periodic' || !inDailyBreak(seq * s.periodMs, s.breakMinutes);
}

export function timingOf(lottery: LotteryDef, seq: number): IssueTiming {
  const s = lottery.schedule;
  if (s.kind === 'periodic') {
    const drawAt = seq * s.periodMs;
    return {
      seq,
      issueNo: periodicIssueNo(drawAt, s.periodMs),
      saleStart: drawAt - s.periodMs - s.closeMs,
      saleClose: drawAt - s.closeMs,
      drawAt,
    };
  }
  if (s.kind === 'daily') {
    const dayStart = seq * DAY_MS - BEIJING_OFFSET_MS;
    const drawAt = dayStart + s.drawMinute * 60_000;
    return { seq, issueNo: dailyIssueNo(drawAt), saleStart: drawAt - DAY_MS, saleClose: drawAt - s.closeMs, drawAt };
  }
  throw new Error(`${lottery.code} has no schedule`);
}

/** The first issue whose sales have not closed at `now` (on sale now, or the next to open). */
export function currentSeq(lottery: LotteryDef, now: number): number {
  const s = lottery.schedule;
  let seq: number;
  if (s.kind === 'periodic') seq = Math.floor((now + s.closeMs) / s.periodMs) + 1;
  else if (s.kind === 'daily') {
    seq = Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS);
    if (timingOf(lottery, seq).saleClose <= now) seq++;
  } else throw new Error(`${lottery.code} has no schedule`);
  while (!isHeld(lottery, seq)) seq++;
  return seq;
}

/** The seq of an issue number, if it is a held issue of this lottery. */
export function seqOfIssue(lottery: LotteryDef, issueNo: string): number | undefined {
  const s = lottery.schedule;
  let seq: number | undefined;
  if (s.kind === 'periodic') {
    const drawAt = periodicDrawAtOf(issueNo, s.periodMs);
    if (drawAt !== undefined) seq = drawAt / s.periodMs;
  } else if (s.kind === 'daily') {
    const dayStart = dailyIssueDayStartOf(issueNo);
    if (dayStart !== undefined) seq = (dayStart + BEIJING_OFFSET_MS) / DAY_MS;
  }
  if (seq === undefined || !Number.isSafeInteger(seq) || !isHeld(lottery, seq)) return undefined;
  return timingOf(lottery, seq).issueNo === issueNo ? seq : undefined;
}

/** Issues per day. */
export function issuesPerDay(lottery: LotteryDef): number {
  const s = lottery.schedule;
  if (s.kind === 'periodic') {
    const breakIssues = s.breakMinutes ? ((s.breakMinutes[1] - s.breakMinutes[0]) * 60_000) / s.periodMs : 0;
    return DAY_MS / s.periodMs - breakIssues;
  }
  return s.kind === 'daily' ? 1 : 0;
}

export function durationSeconds(lottery: LotteryDef): number {
  const s = lottery.schedule;
  return s.kind === 'periodic' ? s.periodMs / 1000 : s.kind === 'daily' ? 86_400 : 0;
}
