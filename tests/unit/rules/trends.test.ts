import { describe, expect, it } from 'vitest';
import { drawShapes } from '../../../engine-worker/draws/draw-shape';
import { computeTrends, omissionGrid } from '../../../rules/trends';
import { mulberry32 } from '../../support/random';
import { bestOfEach, expectWithin, ratioText } from '../../support/timing';

/** Reference: the hit sequence oldest → newest, then runs read off it directly. */
function reference(hitsNewestFirst: boolean[]) {
  const seq = [...hitsNewestFirst].reverse();
  const runs = (value: boolean) => {
    let best = 0;
    let run = 0;
    for (const h of seq) {
      run = h === value ? run + 1 : 0;
      best = Math.max(best, run);
    }
    return best;
  };
  const hits = seq.filter(Boolean).length;
  const latest = hitsNewestFirst.indexOf(true);
  return {
    hits,
    currentSkip: latest < 0 ? seq.length : latest,
    maxSkip: runs(false),
    averageSkip: (seq.length - hits) / (hits + 1),
    maxStreak: runs(true),
  };
}

describe('trends', () => {
  // newest first: the latest draw is 1,2,3
  const draws = [
    [1, 2, 3],
    [1, 5, 3],
    [4, 5, 3],
    [1, 1, 0],
    [9, 9, 9],
  ];

  it('gives the hand-computed figures when draws are newest first', () => {
    const t = computeTrends(draws, { min: 0, max: 9 });
    expect(t.draws).toBe(5);
    // position 0, number 1: hit in draws 0, 1, 3 (newest first) → oldest→newest: miss hit miss hit hit
    expect(t.positions[0]![1]).toEqual({ number: 1, hits: 3, currentSkip: 0, maxSkip: 1, averageSkip: 0.5, maxStreak: 2 });
    // position 0, number 4: only draw 2 → oldest→newest: miss miss hit miss miss
    expect(t.positions[0]![4]).toEqual({ number: 4, hits: 1, currentSkip: 2, maxSkip: 2, averageSkip: 2, maxStreak: 1 });
    // position 2, number 3: draws 0-2 → maxStreak 3, current 0, max skip 2 (the two oldest)
    expect(t.positions[2]![3]).toMatchObject({ hits: 3, currentSkip: 0, maxSkip: 2, maxStreak: 3 });
    // never drawn: skip = window
    expect(t.positions[1]![7]).toEqual({ number: 7, hits: 0, currentSkip: 5, maxSkip: 5, averageSkip: 5, maxStreak: 0 });
    // anywhere: 1 falls in draws 0, 1, 3 (twice in draw 3, counted once)
    expect(t.any[1]).toMatchObject({ hits: 3, currentSkip: 0, maxStreak: 2 });
    expect(t.any[9]).toMatchObject({ hits: 1, currentSkip: 4, maxSkip: 4 });
  });

  it('reads the range from the family and ignores numbers outside it', () => {
    const t = computeTrends([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]], drawShapes.pk10);
    expect(t.positions).toHaveLength(10);
    expect(t.positions[9]![9]).toMatchObject({ number: 10, hits: 1 });
    expect(computeTrends([[0, 12]], { min: 1, max: 11 }).any.every((x) => x.hits === 0)).toBe(true);
    const empty = computeTrends([], drawShapes.ssc);
    expect(empty.positions).toHaveLength(5);
    expect(empty.positions[4]![9]).toEqual({ number: 9, hits: 0, currentSkip: 0, maxSkip: 0, averageSkip: 0, maxStreak: 0 });
  });

  it('agrees with the direct definitions on random windows', () => {
    const random = mulberry32(7);
    for (let round = 0; round < 30; round++) {
      const n = 1 + Math.floor(random() * 60);
      const window = Array.from({ length: n }, () => Array.from({ length: 5 }, () => Math.floor(random() * 10)));
      const t = computeTrends(window, drawShapes.ssc);
      for (let p = 0; p < 5; p++)
        for (let d = 0; d <= 9; d++) {
          const expected = reference(window.map((draw) => draw[p] === d));
          expect(t.positions[p]![d]).toEqual({ number: d, ...expected });
        }
      for (let d = 0; d <= 9; d++) expect(t.any[d]).toEqual({ number: d, ...reference(window.map((draw) => draw.includes(d))) });
      const grid = omissionGrid(window, drawShapes.ssc, 2);
      for (let i = 0; i < n; i++)
        for (let d = 0; d <= 9; d++) {
          // running omission = draws since the last hit at or before row i, looking older
          const older = window.slice(i).map((draw) => draw[2] === d);
          const since = older.indexOf(true);
          expect(grid[i]![d]).toBe(since < 0 ? older.length : since);
        }
    }
  });

  it('draws the chart grid newest first with 0 at hits', () => {
    const grid = omissionGrid(draws, { min: 0, max: 9 }, 0);
    expect([...grid[4]!].slice(0, 5)).toEqual([1, 1, 1, 1, 1]); // oldest draw 9…: everything else missed once
    expect(grid[4]![9]).toBe(0);
    expect([...grid[0]!].slice(0, 5)).toEqual([5, 0, 5, 5, 2]);
    expect([...omissionGrid(draws, { min: 0, max: 9 }, 'any')[3]!].slice(0, 2)).toEqual([0, 0]);
  });

  it('handles a long window in time linear in its length', async () => {
    const random = mulberry32(11);
    const window = Array.from({ length: 5000 }, () => Array.from({ length: 10 }, () => 1 + Math.floor(random() * 10)));
    const t = computeTrends(window, drawShapes.pk10);
    expect(t.positions[0]!.reduce((s, x) => s + x.hits, 0)).toBe(5000);
    // The baseline: the same draws as five windows of 1000. One window of 5000 may cost at most twice
    // that: a cost per draw that grows with the window (quadratic: five times the baseline) fails.
    const shorts = Array.from({ length: 5 }, (_, i) => window.slice(i * 1000, (i + 1) * 1000));
    // Many runs: on a busy machine the compiler thread may be slow to optimise either side.
    const { measured, baseline } = await bestOfEach(30, {
      measured: () => computeTrends(window, drawShapes.pk10),
      baseline: () => shorts.forEach((short) => computeTrends(short, drawShapes.pk10)),
    });
    console.log(`trends: one window of 5000 draws vs five of 1000: ${ratioText(measured, baseline)}`);
    expectWithin(2, { measured, baseline }, 'the trends cost more per draw in a longer window');
  });
});
