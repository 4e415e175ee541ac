/**
 * The number pools of the number families (11x5 01-11, kl12 01-12, pk10 01-10) and the
 * ticket text the number rules share: two-digit numbers joined by a space ('01 05 11').
 */

/** The numbers a draw of the family takes, min..max inclusive; a draw never repeats a number. */
export interface NumberPool {
  min: number;
  max: number;
}

export const elevenPool: NumberPool = { min: 1, max: 11 };
export const twelvePool: NumberPool = { min: 1, max: 12 };
export const tenPool: NumberPool = { min: 1, max: 10 };

export const poolSize = (pool: NumberPool) => pool.max - pool.min + 1;

/** '07' for 7: the text of a plate button and of a number in a ticket. */
export const formatNumber = (n: number) => String(n).padStart(2, '0');

/** The plate options of a pool: '01' … '11'. */
export const poolOptions = (pool: NumberPool) => Array.from({ length: poolSize(pool) }, (_, i) => formatNumber(pool.min + i));

export const formatNumbers = (numbers: readonly number[]) => numbers.map(formatNumber).join(' ');

export const parseNumbers = (ticket: string) => ticket.split(' ').map(Number);

/** Number text sorted by value (tickets of unordered plays are ascending). */
export const byValue = (a: string, b: string) => Number(a) - Number(b);

/** The drawn numbers at the given ranks (0-based positions of the draw). */
export const atRanks = (draw: readonly number[], ranks: readonly number[]) => ranks.map((r) => draw[r] as number);

/** Falling factorial n·(n−1)·…·(n−k+1): the ordered distinct k-tuples of n numbers. */
export function orderedTuples(n: number, k: number): number {
  let product = 1;
  for (let i = 0; i < k; i++) product *= n - i;
  return product;
}
