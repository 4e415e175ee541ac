/** Small exact combinatorics shared by the count rules. Inputs are small (≤ 80), so plain loops are exact in doubles. */

/** Binomial coefficient C(n, r); 0 when r > n or r < 0. */
export function choose(n: number, r: number): number {
  if (r < 0 || n < r) return 0;
  const k = Math.min(r, n - r);
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** All r-element subsets of `items`, in lexicographic index order. */
export function combinations<T>(items: readonly T[], r: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === r) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i <= items.length - (r - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  if (r >= 0 && r <= items.length) walk(0);
  return out;
}

/** Cartesian product of rows (one value from each). */
export function cartesian<T>(rows: readonly (readonly T[])[]): T[][] {
  let out: T[][] = [[]];
  for (const row of rows) {
    const next: T[][] = [];
    for (const prefix of out) for (const value of row) next.push([...prefix, value]);
    out = next;
  }
  return out;
}

export function intersectionSize<T>(a: readonly T[], b: readonly T[]): number {
  const set = new Set(b);
  let n = 0;
  for (const x of new Set(a)) if (set.has(x)) n++;
  return n;
}

/** Elementary symmetric polynomial e_r of the given sizes (任选直选复式: sum of products over r-subsets of rows). */
export function elementarySymmetric(sizes: readonly number[], r: number): number {
  const e = new Array<number>(r + 1).fill(0);
  e[0] = 1;
  for (const size of sizes) for (let j = r; j >= 1; j--) e[j] = (e[j] as number) + (e[j - 1] as number) * size;
  return e[r] as number;
}

/** Distinct values of a row, preserving order (a plate never sends duplicates, but the server must not trust that). */
export function distinct(row: readonly string[]): string[] {
  return [...new Set(row)];
}
