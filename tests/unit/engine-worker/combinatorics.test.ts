import { describe, expect, it } from 'vitest';
import { cartesian, choose, combinations, elementarySymmetric } from '../../../engine-worker/counting/combinatorics';

describe('combinatorics', () => {
  it('gives binomial coefficients that match Pascal when n is small', () => {
    for (let n = 0; n <= 20; n++) for (let r = 0; r <= n; r++) expect(choose(n, r)).toBe(combinations([...Array(n).keys()], r).length);
    expect(choose(3, 5)).toBe(0);
    expect(choose(11, 5)).toBe(462);
  });

  it('equals the sum of products over subsets when computing elementary symmetric polynomials', () => {
    const sizes = [3, 1, 4, 1, 5];
    for (let r = 1; r <= 5; r++) {
      const brute = combinations(sizes, r).reduce((sum, pick) => sum + pick.reduce((p, x) => p * x, 1), 0);
      expect(elementarySymmetric(sizes, r)).toBe(brute);
    }
    expect(cartesian([[1, 2], [3]])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });
});
