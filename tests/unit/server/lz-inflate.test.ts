import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { inflateLzBase64, InflateLimitError } from '../../../server/lz-inflate';
import { lzBomb } from '../../support/hostile';

describe('inflateLzBase64', () => {
  it('reads back whatever lz-string compressed, as lz-string does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 1000 }), fc.string({ unit: 'binary', maxLength: 300 }), fc.stringMatching(/^[0-9,|]{0,2000}$/)), async (text) => {
        const compressed = LZString.compressToBase64(text);
        expect(await inflateLzBase64(compressed, 1_000_000)).toBe(text);
      }),
      { numRuns: 150, seed: 14 },
    );
  });

  it('stops once the output passes the cap, without building the rest', async () => {
    const bomb = lzBomb(412_000_000);
    const start = performance.now();
    await expect(inflateLzBase64(bomb, 1_000_000)).rejects.toBeInstanceOf(InflateLimitError);
    expect(performance.now() - start).toBeLessThan(500);
    const text = 'x'.repeat(1000);
    await expect(inflateLzBase64(LZString.compressToBase64(text), 999)).rejects.toBeInstanceOf(InflateLimitError);
    expect(await inflateLzBase64(LZString.compressToBase64(text), 1000)).toBe(text);
  });

  it('answers no text (null or empty, as lz-string) for input that is not a complete compressed body', async () => {
    const good = LZString.compressToBase64('{"lottery":"JSK3","order":[]}');
    for (const broken of ['', '@@@not-lz@@@', good.slice(0, good.length - 4), '////'])
      expect([await inflateLzBase64(broken, 100), LZString.decompressFromBase64(broken)]).toEqual([expect.toSatisfy((text) => !text), expect.toSatisfy((text) => !text)]);
  });
});
