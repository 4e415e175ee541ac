/**
 * The issues after the one on sale, for a chase: numbered by the same rule the server numbers
 * issues with, from the current issue's draw time, its period and the daily break the issue
 * info names (no draws held inside it, JNDSSM).
 */
import { DAY_MS, beijingDayStart } from '../../../rules/beijing-time';
import { dailyIssueNo, inDailyBreak, periodicIssueNo } from '../../../rules/issue-numbers';

export interface UpcomingIssue {
  issue: string;
  drawAt: number;
  /** Drawn on a later Beijing day than the current issue (shown as 明天). */
  isTomorrow: boolean;
}

/** `count` issues starting with the current one (durationTime in seconds: 86400 = daily; breakMinutes: [from, to) of the Beijing day without draws). */
export function upcomingIssues(
  current: { issue: string; drawTime: number; durationTime: number; breakMinutes?: readonly [number, number] },
  count: number,
): UpcomingIssue[] {
  if (!current.issue || current.durationTime <= 0) return [];
  const today = beijingDayStart(current.drawTime - 1);
  const out: UpcomingIssue[] = [];
  if (current.durationTime >= 86_400) {
    for (let k = 0; k < count; k++) {
      const drawAt = current.drawTime + k * DAY_MS;
      out.push({ issue: dailyIssueNo(drawAt), drawAt, isTomorrow: k > 0 });
    }
    return out;
  }
  const period = current.durationTime * 1000;
  // (a day past the last issue bounds the walk, whatever the break)
  const last = current.drawTime + count * period + DAY_MS;
  for (let drawAt = current.drawTime; out.length < count && drawAt < last; drawAt += period) {
    if (inDailyBreak(drawAt, current.breakMinutes)) continue;
    out.push({ issue: periodicIssueNo(drawAt, period), drawAt, isTomorrow: beijingDayStart(drawAt - 1) > today });
  }
  return out;
}
