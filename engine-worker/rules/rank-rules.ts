/**
 * Option plays of the number families judged on the numbers drawn at some ranks: 定位胆
 * (one row per rank), pk10 大小/单双 per rank, 冠亚和, 前三和值, 龙虎, 11x5 定单双 and 猜中位.
 * Each picked option is one bet (leijia); tickets are `row:option` as in optionRules.
 *
 * `ranksOf(row)` names the ranks a row's options read; `wins` sees the numbers drawn there,
 * in rank order. The numbers at k ranks of a draw without repeats are a uniform ordered
 * k-tuple of distinct numbers, so a ticket's probability is exact by walking those
 * n·(n−1)·…·(n−k+1) tuples (90 for 冠亚和, 720 for 前三和值, 55 440 for all five 11x5
 * numbers) — never whole pk10 draws. Computed once per row and option.
 */
import { LOSE, type PlayRules } from '../types';
import { atRanks, orderedTuples, poolSize, type NumberPool } from './number-pool';
import { optionRules } from './option-rules';

/** Calls `visit` with every ordered tuple of `length` distinct numbers of the pool (the array is reused). */
export function forEachOrderedTuple(pool: NumberPool, length: number, visit: (tuple: readonly number[]) => void): void {
  const tuple: number[] = [];
  const used = new Set<number>();
  const walk = () => {
    if (tuple.length === length) {
      visit(tuple);
      return;
    }
    for (let n = pool.min; n <= pool.max; n++) {
      if (used.has(n)) continue;
      used.add(n);
      tuple.push(n);
      walk();
      tuple.pop();
      used.delete(n);
    }
  };
  walk();
}

export function rankOptionRules({
  pool,
  ranksOf,
  wins,
}: {
  pool: NumberPool;
  /** Ranks (0-based draw positions) the options of a row read. */
  ranksOf: (row: number) => number[];
  /** Whether `option` wins given the numbers drawn at ranksOf(row). */
  wins: (option: string, numbers: readonly number[], row: number) => boolean;
}): PlayRules {
  const cache = new Map<string, number[]>();
  return optionRules({
    outcome: (option, draw, row) => (wins(option, atRanks(draw, ranksOf(row)), row) ? 0 : LOSE),
    probability: (option, row) => {
      const key = `${row}:${option}`;
      let p = cache.get(key);
      if (!p) {
        const length = ranksOf(row).length;
        let won = 0;
        forEachOrderedTuple(pool, length, (tuple) => {
          if (wins(option, tuple, row)) won++;
        });
        p = [won / orderedTuples(poolSize(pool), length)];
        cache.set(key, p);
      }
      return p;
    },
  });
}
