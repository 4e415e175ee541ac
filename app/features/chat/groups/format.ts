const pad = (n: number) => String(n).padStart(2, '0');

/** 11-25 21:05: a message's time in the conversation. */
export function shortTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getMonth() + 1}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 2026-11-25 21:05: expiry and record times. */
export function dateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
