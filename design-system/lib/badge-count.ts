/** The badge rule: a count below 100 shows as is, anything larger shows 99. */
export function badgeCountText(count: number): string {
  const whole = Math.max(0, Math.trunc(Number.isFinite(count) ? count : 0));
  return String(whole < 100 ? whole : 99);
}
