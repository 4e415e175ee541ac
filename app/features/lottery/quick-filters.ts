import type { PlateRow } from '../../../engine-worker/client';

export type QuickFilter = NonNullable<PlateRow['filters']>[number];

export const quickFilterLabels: Record<QuickFilter, string> = { all: '全', big: '大', small: '小', odd: '奇', even: '偶', clear: '清' };

/**
 * The options a quick filter picks in a row: big is above the midpoint of the
 * row's numeric range, small at or below it, odd and even by value; clear picks nothing.
 */
export function applyQuickFilter(row: Pick<PlateRow, 'options'>, filter: QuickFilter): string[] {
  const numeric = row.options.map(Number);
  if (filter === 'all') return [...row.options];
  if (filter === 'clear' || numeric.some((n) => !Number.isFinite(n))) return [];
  const mid = (Math.min(...numeric) + Math.max(...numeric)) / 2;
  const keep = (n: number) => (filter === 'big' ? n > mid : filter === 'small' ? n <= mid : filter === 'odd' ? n % 2 === 1 : n % 2 === 0);
  return row.options.filter((_, i) => keep(numeric[i]!));
}

/** Toggles one value in a row; a row with maxPicks drops its oldest pick when full. */
export function togglePick(picked: readonly string[], value: string, options: readonly string[], maxPicks?: number): string[] {
  if (picked.includes(value)) return picked.filter((v) => v !== value);
  let next = [...picked, value];
  if (maxPicks !== undefined && next.length > maxPicks) next = next.slice(next.length - maxPicks);
  return next.sort((a, b) => options.indexOf(a) - options.indexOf(b));
}

/**
 * 胆拖 plates: a number is either 胆码 (row 0) or 拖码 (row 1), never both, so the numbers
 * just picked in `changedRow` leave the other row.
 */
export function separateBankAndDrag(rows: readonly (readonly string[])[], changedRow: number): string[][] {
  const next = rows.map((row) => [...row]);
  if (changedRow > 1) return next;
  const other = 1 - changedRow;
  const picked = new Set(next[changedRow] ?? []);
  next[other] = (next[other] ?? []).filter((value) => !picked.has(value));
  return next;
}
