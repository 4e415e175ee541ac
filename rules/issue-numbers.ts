/**
 * Issue numbers, from the draw time alone, so the server (which creates issues) and the page
 * (which lists a chase's coming issues) always agree, across restarts and midnights:
 * - periodic lotteries: the Beijing day of (draw − 1 ms) and the draw's index in that day,
 *   `YYYYMMDD-NNNN`, as wide as the day's count (the issue drawn at 24:00 is the day's last);
 * - daily lotteries: `YYYYDDD`, the year and the day of the year of the draw.
 */
import { beijingDate, beijingDayOfYear, beijingDayStart, beijingDayStartOf, beijingYear, beijingYearRange, DAY_MS, minuteOfBeijingDay } from './beijing-time';

/** The number of the periodic issue drawn at `drawAt` (a multiple of `periodMs`, which divides a day). */
export function periodicIssueNo(drawAt: number, periodMs: number): string {
  const dayStart = beijingDayStart(drawAt - 1);
  const index = Math.round((drawAt - dayStart) / periodMs);
  return `${beijingDate(dayStart)}-${String(index).padStart(String(DAY_MS / periodMs).length, '0')}`;
}

/** The number of the daily issue drawn at `drawAt`. */
export function dailyIssueNo(drawAt: number): string {
  return `${beijingYear(drawAt)}${String(beijingDayOfYear(drawAt)).padStart(3, '0')}`;
}

/** Whether a draw at `drawAt` falls in the daily break [from, to) (minutes of the Beijing day), when no draws are held. */
export function inDailyBreak(drawAt: number, breakMinutes: readonly [number, number] | undefined): boolean {
  if (!breakMinutes) return false;
  const minute = minuteOfBeijingDay(drawAt);
  return minute >= breakMinutes[0] && minute < breakMinutes[1];
}

/** The draw time of periodic issue `issueNo`, or undefined when no issue of that period has the number. */
export function periodicDrawAtOf(issueNo: string, periodMs: number): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{1,4})$/.exec(issueNo);
  if (!m) return undefined;
  const drawAt = beijingDayStartOf(`${m[1]}-${m[2]}-${m[3]}`) + Number(m[4]) * periodMs;
  return Number.isSafeInteger(drawAt) && periodicIssueNo(drawAt, periodMs) === issueNo ? drawAt : undefined;
}

/** The start of the Beijing day of daily issue `issueNo`, or undefined when no day has that number. */
export function dailyIssueDayStartOf(issueNo: string): number | undefined {
  const m = /^(\d{4})(\d{3})$/.exec(issueNo);
  if (!m) return undefined;
  const dayStart = beijingYearRange(Number(m[1]))[0] + (Number(m[2]) - 1) * DAY_MS;
  return Number.isSafeInteger(dayStart) && dailyIssueNo(dayStart) === issueNo ? dayStart : undefined;
}
