import { describe, expect, it } from 'vitest';
import { families } from '../../../../engine-worker/client';
import { BrowserStream, recomputeDraw, sha256Hex } from '../../../../app/features/verify/recompute';
import { ByteStream, drawCode, deriveDraw, newSeed, seedHashOf } from '../../../../server/domains/lottery/fairness';

describe('the browser recomputation (WebCrypto) agrees with the server (node:crypto)', () => {
  it('hashes the seed bytes like the commitment', async () => {
    for (let i = 0; i < 5; i++) {
      const seed = newSeed();
      expect(await sha256Hex(seed)).toBe(seedHashOf(seed));
    }
  });

  it.each(families)('%s: the same numbers and code for many seeds, each step recorded', async (family) => {
    for (let i = 0; i < 60; i++) {
      const seed = newSeed();
      const issue = `20261122-${String(i).padStart(4, '0')}`;
      const result = await recomputeDraw({ family, lottery: 'TEST', issue, seed, seedHash: seedHashOf(seed) });
      expect(result.numbers).toEqual(deriveDraw(family, seed, 'TEST', issue));
      expect(result.code).toBe(drawCode(family, seed, 'TEST', issue));
      expect(result.hashMatches).toBe(true);
      expect(result.steps.filter((s) => s.accepted).map((s) => s.pick)).toEqual(result.numbers.map((_, pick) => pick));
      expect(result.blocks[0]).toMatchObject({ round: 0, message: `TEST:${issue}:0` });
    }
  });

  it('rejects the values past the largest multiple of n, as the server does, and says so', async () => {
    // n just over 2^31: almost half of all 32-bit values are rejected.
    const n = 2 ** 31 + 1;
    const seed = newSeed();
    const server = new ByteStream(seed, 'R:1');
    const browser = await BrowserStream.open(seed, 'R:1');
    for (let i = 0; i < 100; i++) expect((await browser.uniform(n)).result).toBe(server.uniform(n));
    const rejected = browser.steps.filter((s) => !s.accepted);
    // About 100 of some 200 values are rejected; fewer than 20 would take a run of luck of odds below 1e-30.
    expect(rejected.length).toBeGreaterThan(20);
    for (const step of rejected) expect(step.value).toBeGreaterThanOrEqual(step.limit);
    // Each HMAC block yields 8 values, and every value drawn is recorded as a step.
    expect(browser.blocks.length).toBe(Math.ceil(browser.steps.length / 8));
  });

  it('says when the seed does not hash to the commitment, or a draw differs', async () => {
    const seed = newSeed();
    const result = await recomputeDraw({ family: 'ssc', lottery: 'HN1FC', issue: '1', seed, seedHash: seedHashOf(newSeed()) });
    expect(result.hashMatches).toBe(false);
    expect(result.code).toBe(drawCode('ssc', seed, 'HN1FC', '1'));
    expect((await recomputeDraw({ family: 'ssc', lottery: 'HN1FC', issue: '2', seed, seedHash: seedHashOf(seed) })).code).toBe(
      drawCode('ssc', seed, 'HN1FC', '2'),
    );
  });
});
