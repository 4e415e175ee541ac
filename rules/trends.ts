/**
 * Trend statistics (遗漏 / 冷热) over a window of past draws, per position and per
 * number, for the plate's 遗漏/冷热 toggles and the trend chart.
 *
 * Draws are given NEWEST FIRST (index 0 = the latest draw), as the draw-history API lists
 * them. Each draw is the drawn numbers in position order (ssc 5 digits, pk10 10 ranks …).
 *
 * Definitions, for one number at one position over a window of N draws:
 *   - hits: draws in the window where the number fell there (冷热: hot numbers hit often);
 *   - currentSkip (当前遗漏): draws since its latest hit, 0 when it fell in the latest draw,
 *     N when it never fell in the window;
 *   - maxSkip (最大遗漏): the longest run of consecutive draws without it, the runs before the
 *     first hit and after the last hit included;
 *   - averageSkip (平均遗漏): (N − hits) / (hits + 1), the mean length of the hits + 1 runs of
 *     misses the hits cut the window into (empty runs count); not rounded;
 *   - maxStreak (最大连出): the longest run of consecutive draws with it.
 * `any` gives the same figures for "the number fell at any position of the draw" (11x5
 * and kl12 charts, 不定位); a digit drawn twice in one draw counts once.
 */
export interface NumberTrend {
  number: number;
  hits: number;
  currentSkip: number;
  maxSkip: number;
  averageSkip: number;
  maxStreak: number;
}

export interface Trends {
  /** Window size N. */
  draws: number;
  /** positions[p][i] is the trend of number min + i at position p. */
  positions: NumberTrend[][];
  /** any[i] is the trend of number min + i anywhere in the draw. */
  any: NumberTrend[];
}

/** The numbers a draw position holds, min…max, and how many positions a draw has (a shorter draw's missing positions count as misses). */
export interface NumberRange {
  min: number;
  max: number;
  length?: number;
}

/** Running state of one (row, number) cell while walking from the oldest draw to the newest. */
class Tally {
  readonly hits: Int32Array;
  readonly skip: Int32Array;
  readonly maxSkip: Int32Array;
  readonly streak: Int32Array;
  readonly maxStreak: Int32Array;
  constructor(size: number) {
    this.hits = new Int32Array(size);
    this.skip = new Int32Array(size);
    this.maxSkip = new Int32Array(size);
    this.streak = new Int32Array(size);
    this.maxStreak = new Int32Array(size);
  }
  step(cell: number, hit: boolean): void {
    if (hit) {
      this.hits[cell]!++;
      if (this.skip[cell]! > this.maxSkip[cell]!) this.maxSkip[cell] = this.skip[cell]!;
      this.skip[cell] = 0;
      this.streak[cell]!++;
      if (this.streak[cell]! > this.maxStreak[cell]!) this.maxStreak[cell] = this.streak[cell]!;
    } else {
      this.skip[cell]!++;
      this.streak[cell] = 0;
    }
  }
  result(cell: number, number: number, draws: number): NumberTrend {
    const hits = this.hits[cell]!;
    const skip = this.skip[cell]!;
    return {
      number,
      hits,
      currentSkip: skip,
      maxSkip: Math.max(this.maxSkip[cell]!, skip),
      averageSkip: (draws - hits) / (hits + 1),
      maxStreak: this.maxStreak[cell]!,
    };
  }
}

/** Trends of every number at every position over the given draws (newest first); numbers outside `range` are ignored. */
export function computeTrends(draws: readonly (readonly number[])[], range: NumberRange): Trends {
  const { min, max } = range;
  const width = max - min + 1;
  const positionCount = draws.reduce((most, d) => Math.max(most, d.length), range.length ?? 0);
  const byPosition = new Tally(positionCount * width);
  const anywhere = new Tally(width);
  const seen = new Uint8Array(width);
  for (let i = draws.length - 1; i >= 0; i--) {
    const draw = draws[i]!;
    seen.fill(0);
    for (let p = 0; p < positionCount; p++) {
      const value = draw[p];
      const hitIndex = value !== undefined && value >= min && value <= max ? value - min : -1;
      if (hitIndex >= 0) seen[hitIndex] = 1;
      const base = p * width;
      for (let n = 0; n < width; n++) byPosition.step(base + n, n === hitIndex);
    }
    for (let n = 0; n < width; n++) anywhere.step(n, seen[n] === 1);
  }
  const n = draws.length;
  return {
    draws: n,
    positions: Array.from({ length: positionCount }, (_, p) => Array.from({ length: width }, (_, i) => byPosition.result(p * width + i, min + i, n))),
    any: Array.from({ length: width }, (_, i) => anywhere.result(i, min + i, n)),
  };
}

/**
 * The trend chart's grid for one position (or 'any'): one row per draw, in the input's
 * newest-first order, with one cell per number: 0 where the number fell, otherwise the
 * running omission (draws since it last fell, counting from the oldest draw of the window).
 */
export function omissionGrid(draws: readonly (readonly number[])[], range: NumberRange, position: number | 'any'): Int32Array[] {
  const { min, max } = range;
  const width = max - min + 1;
  const rows = new Array<Int32Array>(draws.length);
  const skip = new Int32Array(width);
  for (let i = draws.length - 1; i >= 0; i--) {
    const draw = draws[i]!;
    const row = new Int32Array(width);
    for (let n = 0; n < width; n++) {
      const value = min + n;
      const hit = position === 'any' ? draw.includes(value) : draw[position] === value;
      skip[n] = hit ? 0 : skip[n]! + 1;
      row[n] = skip[n]!;
    }
    rows[i] = row;
  }
  return rows;
}
