export type CountdownFormat = 'mm:ss' | 'hh:mm:ss' | 'auto';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Formats remaining seconds. 'mm:ss' lets minutes run past 59 (90 min -> "90:00"); 'hh:mm:ss' always
 * shows hours; 'auto' shows hours only when there are any. Negative input shows zero.
 */
export function formatCountdown(seconds: number, format: CountdownFormat = 'auto'): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (format === 'hh:mm:ss' || (format === 'auto' && h > 0)) return `${two(h)}:${two(m)}:${two(s)}`;
  return `${two(Math.floor(total / 60))}:${two(s)}`;
}
