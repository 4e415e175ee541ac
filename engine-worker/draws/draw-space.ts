import type { Family } from '../types';
import { drawShapes } from './draw-shape';

/**
 * Every possible draw of a family, for exact win probabilities (odds) and brute-force
 * tests. Only for families whose space is small enough to walk: ssc 100 000, 3d 1 000,
 * ky481 4 096, k3 216, 11x5 55 440, kl12 95 040. pk10 and lhc plays compute their
 * probabilities on the positions they read (see their catalogues).
 */
export function* drawSpace(family: Family): Generator<number[]> {
  const { length, min, max, distinct } = drawShapes[family];
  if (family === 'pk10' || family === 'lhc') throw new Error(`draw space of ${family} is too large to walk`);
  const current: number[] = [];
  const used = new Set<number>();
  function* walk(): Generator<number[]> {
    if (current.length === length) {
      yield current.slice();
      return;
    }
    for (let n = min; n <= max; n++) {
      if (distinct && used.has(n)) continue;
      current.push(n);
      used.add(n);
      yield* walk();
      current.pop();
      used.delete(n);
    }
  }
  yield* walk();
}

const spaceCache = new Map<Family, number[][]>();

/** The draw space as an array, built once per family. */
export function allDraws(family: Family): number[][] {
  let draws = spaceCache.get(family);
  if (!draws) {
    draws = [...drawSpace(family)];
    spaceCache.set(family, draws);
  }
  return draws;
}

/** Exact probability per prize level that `outcome` reports a win, over the family's whole draw space. */
export function probabilityOver(family: Family, levels: number, outcome: (draw: readonly number[]) => number): number[] {
  const wins = new Array<number>(levels).fill(0);
  const draws = allDraws(family);
  for (const draw of draws) {
    const level = outcome(draw);
    if (level >= 0) wins[level] = (wins[level] as number) + 1;
  }
  return wins.map((w) => w / draws.length);
}
