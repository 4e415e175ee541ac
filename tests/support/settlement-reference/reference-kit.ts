/**
 * The small vocabulary the settlement reference is written in: what a ticket is, what it can
 * come to against a draw, and the plain combinatorics used to expand a plate selection into
 * tickets. Nothing here comes from the engine: the reference must stand on its own.
 */

/** A prize level index (0 = the play's first level), a loss, or a tie whose stake is refunded. */
export type Outcome = number | 'lose' | 'refund';

/** The Mark Six year zodiac (index into zodiacNames) the draw was made in; other families ignore it. */
export interface DrawContext {
  yearZodiac: number;
}

/** One single bet: how it fares against a draw; `option` names the plate option it stands for, when it is one. */
export interface RefTicket {
  name: string;
  judge(draw: readonly number[], context: DrawContext): Outcome;
  option?: string;
  /** 过关 only: the legs (正码 row, option) of the ticket. */
  legs?: Array<{ row: number; option: string }>;
}

export interface RefSelection {
  rows: string[][];
  positions?: number[];
}

/** A play of the reference: its tickets for a selection (empty when the selection makes no bet). */
export type RefPlay = (selection: RefSelection) => RefTicket[];

export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((first, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([first, ...rest]);
  });
  return out;
}

export function product<T>(rows: readonly (readonly T[])[]): T[][] {
  return rows.reduce<T[][]>((acc, row) => acc.flatMap((prefix) => row.map((v) => [...prefix, v])), [[]]);
}

export const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
export const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
export const sameMultiset = (a: readonly number[], b: readonly number[]) => sorted(a).join(',') === sorted(b).join(',');
export const distinctCount = (values: readonly number[]) => new Set(values).size;
export const countOf = (values: readonly number[], value: number) => values.filter((v) => v === value).length;
export const pick = (draw: readonly number[], positions: readonly number[]) => positions.map((p) => draw[p]!);

/** The digits of a digit-play entry: '123' → [1,2,3]. */
export const digitsOf = (entry: string) => [...entry.replace(/\D/g, '')].map(Number);

/** The numbers of a number-play entry, two digits each: '01 05 11' → [1,5,11]. */
export const numbersOf = (entry: string) => (entry.replace(/\D/g, '').match(/\d\d/g) ?? []).map(Number);

/** A ticket that wins level 0 when `wins` holds. */
export function simple(name: string, wins: (draw: readonly number[], context: DrawContext) => boolean, option?: string): RefTicket {
  return { name, option, judge: (draw, context) => (wins(draw, context) ? 0 : 'lose') };
}

/**
 * 胆拖: row 0 the bank, row 1 the drag; each ticket is the bank plus `size − bank` drag numbers.
 * A 胆拖 makes bets only with at least one bank number, at most size − 1 of them, and more
 * numbers in all than one ticket holds (otherwise it would be a single plain ticket).
 */
export function bankDragSets(rows: string[][], size: number): number[][] {
  const bank = (rows[0] ?? []).map(Number);
  const drag = (rows[1] ?? []).map(Number).filter((n) => !bank.includes(n));
  if (bank.length < 1 || bank.length > size - 1 || bank.length + drag.length <= size) return [];
  return combinations(drag, size - bank.length).map((rest) => [...bank, ...rest]);
}
