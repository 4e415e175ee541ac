import { EngineError } from '../errors';
import type { Family } from '../types';

/** How many numbers a draw of each family has, and their range. */
export const drawShapes: Record<Family, { length: number; min: number; max: number; distinct: boolean }> = {
  ssc: { length: 5, min: 0, max: 9, distinct: false },
  '3d': { length: 3, min: 0, max: 9, distinct: false },
  ky481: { length: 4, min: 1, max: 8, distinct: false },
  k3: { length: 3, min: 1, max: 6, distinct: false },
  '11x5': { length: 5, min: 1, max: 11, distinct: true },
  kl12: { length: 5, min: 1, max: 12, distinct: true },
  pk10: { length: 10, min: 1, max: 10, distinct: true },
  lhc: { length: 7, min: 1, max: 49, distinct: true },
};

/** Reads a draw code ("1,2,3,4,5" or "01,02,…"; commas or spaces) into numbers, checking the family's shape. */
export function parseDraw(family: Family, code: string | readonly number[]): number[] {
  const shape = drawShapes[family];
  const numbers =
    typeof code === 'string'
      ? code
          .split(/[\s,|]+/)
          .filter(Boolean)
          .map(Number)
      : [...code];
  const ok =
    numbers.length === shape.length &&
    numbers.every((n) => Number.isInteger(n) && n >= shape.min && n <= shape.max) &&
    (!shape.distinct || new Set(numbers).size === numbers.length);
  if (!ok) throw new EngineError('BAD_DRAW', `开奖号码格式错误：${String(code)}`);
  return numbers;
}

/** Formats drawn numbers as the wire code: two digits for number families, one for digit families. */
export function formatDraw(family: Family, numbers: readonly number[]): string {
  const pad = drawShapes[family].max >= 10;
  return numbers.map((n) => (pad ? String(n).padStart(2, '0') : String(n))).join(',');
}
