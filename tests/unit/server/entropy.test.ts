import { describe, expect, it } from 'vitest';
import { seededEntropy } from '../../../server/entropy';
import { newSeed } from '../../../server/domains/lottery/fairness';

describe('seededEntropy', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const a = seededEntropy('s1');
    const b = seededEntropy('s1');
    const c = seededEntropy('s2');
    const take = (e: ReturnType<typeof seededEntropy>) => [newSeed(e), e.int(10), e.bytes(5).toString('hex'), e.int(2 ** 48)];
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws integers uniformly within their range when asked for many', () => {
    const e = seededEntropy('uniform');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[e.int(6)]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(400);
    expect(() => e.int(0)).toThrow(RangeError);
  });
});
