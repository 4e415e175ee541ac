/** Times shown to players are Beijing time (UTC+8, no daylight saving). */
export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function formatBeijing(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Start of the Beijing day containing `ms`, as epoch ms. */
export function beijingDayStart(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/** 'YYYYMMDD' of the Beijing day starting at `dayStart`. */
export function beijingDate(dayStart: number): string {
  const d = new Date(dayStart + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}
