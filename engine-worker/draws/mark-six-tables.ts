/**
 * Mark Six (六合彩) number tables: colour waves (波色), tails (尾数), digit sums (合数), the
 * 特码 size/parity attributes with the 49 tie, the exact distribution of the sum of the seven
 * drawn numbers, and the year zodiac the zodiac plays judge with while a draw settles (the
 * zodiac rules themselves are in rules/mark-six-zodiac.ts). The lhc catalogue and the chart page read them.
 */
import { EngineError } from '../errors';
import { isZodiac, markSixMax, yearZodiacOn, type Zodiac } from '../../rules/mark-six-zodiac';
import { parityOf, sizeOf } from '../../rules/chart-shapes';

/** All Mark Six numbers 1..49. */
export const markSixNumbers: readonly number[] = Array.from({ length: markSixMax }, (_, i) => i + 1);

/**
 * The year zodiac the lhc plays judge with. The play rules carry no date, so zodiac plays (特肖,
 * 一肖, 连肖, 六肖) read this setting while they run; `winningBets(key, sel, code, { drawDate })` in
 * engine.ts sets it for the draw's date around the (synchronous) call with `withMarkSixYear`. The
 * engine never reads the clock: unset, a zodiac play refuses to judge rather than guess the year
 * (a process running across Chinese New Year would otherwise keep the year of its first call).
 */
let currentYearZodiac: Zodiac | undefined;

/** Sets the year zodiac for play rules called directly, outside a draw's `withMarkSixYear` (tests of the rules); undefined clears it. */
export function setMarkSixYear(zodiac: Zodiac | undefined): void {
  if (zodiac !== undefined && !isZodiac(zodiac)) throw new EngineError('BAD_INPUT', `生肖无效：${String(zodiac)}`);
  currentYearZodiac = zodiac;
}

/** Runs `fn` with the year zodiac of `date` ('YYYY-MM-DD'), restoring the previous setting after. */
export function withMarkSixYear<T>(date: string, fn: () => T): T {
  const previous = currentYearZodiac;
  currentYearZodiac = yearZodiacOn(date);
  try {
    return fn();
  } finally {
    currentYearZodiac = previous;
  }
}

export function markSixYear(): Zodiac {
  if (!currentYearZodiac) throw new EngineError('BAD_INPUT', '六合彩生肖玩法需要开奖日期');
  return currentYearZodiac;
}

/** Colour waves (波色). */
export const waves = {
  红: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  蓝: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  绿: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
} as const satisfies Record<string, readonly number[]>;
export type Wave = keyof typeof waves;
export const waveNames = Object.keys(waves) as Wave[];

const waveByNumber = new Map<number, Wave>();
for (const wave of waveNames) for (const n of waves[wave]) waveByNumber.set(n, wave);

export function waveOf(number: number): Wave {
  const wave = waveByNumber.get(number);
  if (!wave) throw new EngineError('BAD_INPUT', `号码超出范围：${number}`);
  return wave;
}

/** Tail (尾数): the last digit. 0尾 owns 10 20 30 40, the others five numbers each. */
export function tailOf(number: number): number {
  return number % 10;
}

export function numbersOfTail(tail: number): number[] {
  return markSixNumbers.filter((n) => n % 10 === tail);
}

/** Digit sum (合数): 07 → 7, 38 → 11. */
export function digitSumOf(number: number): number {
  return Math.floor(number / 10) + (number % 10);
}

/** The number that is a tie (和) for the 特码 size/parity plays. */
export const tieNumber = 49;

/** 特码 attributes; `null` for 49, which ties (stake refunded) for size, parity, 合数 parity and tail size. */
export function specialAttributes(number: number): {
  size: '大' | '小' | null;
  parity: '单' | '双' | null;
  digitSumParity: '合单' | '合双' | null;
  tailSize: '尾大' | '尾小' | null;
} {
  if (number === tieNumber) return { size: null, parity: null, digitSumParity: null, tailSize: null };
  return {
    size: sizeOf(number, 25),
    parity: parityOf(number),
    digitSumParity: digitSumOf(number) % 2 === 1 ? '合单' : '合双',
    tailSize: number % 10 >= 5 ? '尾大' : '尾小',
  };
}

/** Sum of the seven drawn numbers: 175 and above is 大, 174 and below 小 (总和/总分). */
export const totalBigFrom = 175;

let sumTable: number[] | undefined;

/**
 * Number of 7-number subsets of 1..49 per sum (index = sum, 28..322); Σ = C(49,7) = 85 900 584.
 * Built once by dynamic programming over (count, sum).
 */
export function sevenNumberSumCounts(): readonly number[] {
  if (sumTable) return sumTable;
  const maxSum = 49 + 48 + 47 + 46 + 45 + 44 + 43;
  // ways[k][s]: subsets of size k with sum s among the numbers seen so far
  const ways = Array.from({ length: 8 }, () => new Array<number>(maxSum + 1).fill(0));
  ways[0]![0] = 1;
  for (let n = 1; n <= markSixMax; n++)
    for (let k = 7; k >= 1; k--) {
      const into = ways[k]!;
      const from = ways[k - 1]!;
      for (let s = maxSum; s >= n; s--) into[s]! += from[s - n]!;
    }
  sumTable = ways[7]!;
  return sumTable;
}
