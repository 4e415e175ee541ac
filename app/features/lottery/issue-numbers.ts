/**
 * The issues after the one on sale, for a chase (the server numbers periodic issues
 * `YYYYMMDD-NNNN` by the Beijing day of the draw and its index in that day, daily ones
 * `YYYYDDD`), so the client derives the upcoming ones from the current issue's draw time,
 * its period and the daily break the issue info names (no draws held inside it, JNDSSM).
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BEIJING = 8 * HOUR;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

function beijingDayStart(t: number): number {
  return Math.floor((t + BEIJING) / DAY) * DAY - BEIJING;
}
function beijingYmd(t: number): string {
  const d = new Date(t + BEIJING);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

export interface UpcomingIssue {
  issue: string;
  drawAt: number;
  /** Drawn on a later Beijing day than the current issue (shown as 明天). */
  isTomorrow: boolean;
}

const minuteOfBeijingDay = (t: number) => Math.floor((((t + BEIJING) % DAY) + DAY) % DAY / 60_000);

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
      const drawAt = current.drawTime + k * DAY;
      const d = new Date(drawAt + BEIJING);
      const dayOfYear = Math.floor((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY) + 1;
      out.push({ issue: `${d.getUTCFullYear()}${pad(dayOfYear, 3)}`, drawAt, isTomorrow: k > 0 });
    }
    return out;
  }
  const period = current.durationTime * 1000;
  const width = String(DAY / period).length;
  const held = (drawAt: number) => !current.breakMinutes || minuteOfBeijingDay(drawAt) < current.breakMinutes[0] || minuteOfBeijingDay(drawAt) >= current.breakMinutes[1];
  // (a day past the last issue bounds the walk, whatever the break)
  const last = current.drawTime + count * period + DAY;
  for (let drawAt = current.drawTime; out.length < count && drawAt < last; drawAt += period) {
    if (!held(drawAt)) continue;
    const dayStart = beijingDayStart(drawAt - 1);
    const index = Math.round((drawAt - dayStart) / period);
    out.push({ issue: `${beijingYmd(dayStart)}-${pad(index, width)}`, drawAt, isTomorrow: dayStart > today });
  }
  return out;
}
