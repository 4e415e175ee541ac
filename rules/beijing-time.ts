/**
 * Beijing time (UTC+8, no daylight saving): every time a player sees and every day, month and
 * year boundary of the platform (reports, issue numbers, limits, red-packet years) is Beijing's,
 * whatever the zone of the server or the browser. Pure: each function takes the instant (epoch
 * ms) it works on.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar fields of `ms` on a Beijing clock (read with getUTC…). */
const beijingClock = (ms: number) => new Date(ms + BEIJING_OFFSET_MS);

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function formatBeijing(ms: number): string {
  const d = beijingClock(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD HH:mm' in Beijing time: expiry and record times where seconds say nothing. */
export function formatBeijingMinute(ms: number): string {
  return formatBeijing(ms).slice(0, 16);
}

/** 'M-DD HH:mm' in Beijing time: a message's time in a conversation. */
export function formatBeijingShort(ms: number): string {
  const d = beijingClock(ms);
  return `${d.getUTCMonth() + 1}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** 'YYYY-MM-DD' of the Beijing day holding `ms`. */
export function beijingIsoDate(ms: number): string {
  const d = beijingClock(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'YYYYMMDD' of the Beijing day holding `ms`. */
export function beijingDate(ms: number): string {
  return beijingIsoDate(ms).replaceAll('-', '');
}

/** Start of the Beijing day holding `ms`, as epoch ms. */
export function beijingDayStart(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/** Start of the Beijing day 'YYYY-MM-DD', as epoch ms (NaN for a malformed date). */
export function beijingDayStartOf(isoDate: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) - BEIJING_OFFSET_MS : NaN;
}

/** The minute of the Beijing day at `ms` (0 to 1439). */
export function minuteOfBeijingDay(ms: number): number {
  return Math.floor(((((ms + BEIJING_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** The Beijing calendar year at `ms`. */
export function beijingYear(ms: number): number {
  return beijingClock(ms).getUTCFullYear();
}

/** Start of Beijing month `month` (0-11; past 11 rolls into the next year) of `year`, as epoch ms. */
export function beijingMonthStart(year: number, month: number): number {
  return Date.UTC(year, month, 1) - BEIJING_OFFSET_MS;
}

/** [start, end) of Beijing year `year`, as epoch ms. */
export function beijingYearRange(year: number): [number, number] {
  return [beijingMonthStart(year, 0), beijingMonthStart(year + 1, 0)];
}

/** The day of the Beijing year at `ms` (1 on 1 January). */
export function beijingDayOfYear(ms: number): number {
  return Math.floor((beijingDayStart(ms) - beijingYearRange(beijingYear(ms))[0]) / DAY_MS) + 1;
}

/** Start of the Beijing week (Monday 00:00) holding `ms`, as epoch ms. */
export function beijingWeekStart(ms: number): number {
  const day = beijingDayStart(ms);
  const weekday = (beijingClock(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return day - weekday * DAY_MS;
}

/** Start of the Beijing month holding `ms`, as epoch ms. */
export function beijingMonthStartOf(ms: number): number {
  const d = beijingClock(ms);
  return beijingMonthStart(d.getUTCFullYear(), d.getUTCMonth());
}

/** `ms` moved `months` Beijing calendar months on (the day clamped to the target month's last). */
export function addBeijingMonths(ms: number, months: number): number {
  const d = beijingClock(ms);
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime() - BEIJING_OFFSET_MS;
}
