/**
 * Omission and hit statistics of a trend table, pure: per position and number, the
 * omission in each draw (0 on a hit), hits, the longest and the current omission.
 */
export interface TrendTable {
  /** [draw][position][number - min] omission (0 = hit), oldest draw first. */
  cells: number[][][];
  hits: number[][];
  maxSkip: number[][];
  currentSkip: number[][];
}

/** For numbered lotteries where position p holds one number (ssc, 3d, k3 …); Mark Six uses the special number. */
export function trendTable(draws: number[][], positions: number, min: number, max: number): TrendTable {
  const width = max - min + 1;
  const zero = () => Array.from({ length: positions }, () => new Array<number>(width).fill(0));
  const skip = zero();
  const hits = zero();
  const maxSkip = zero();
  const cells: number[][][] = [];
  for (const draw of draws) {
    const row: number[][] = [];
    for (let p = 0; p < positions; p++) {
      const cellRow = new Array<number>(width);
      for (let n = 0; n < width; n++) {
        if (draw[p] === n + min) {
          skip[p]![n] = 0;
          hits[p]![n]!++;
        } else skip[p]![n]!++;
        maxSkip[p]![n] = Math.max(maxSkip[p]![n]!, skip[p]![n]!);
        cellRow[n] = skip[p]![n]!;
      }
      row.push(cellRow);
    }
    cells.push(row);
  }
  return { cells, hits, maxSkip, currentSkip: skip };
}
