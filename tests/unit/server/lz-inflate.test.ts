import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { inflateLzBase64, InflateLimitError } from '../../../server/lz-inflate';
import { lzBomb } from '../../support/hostile';
import { bestOf, expectWithin, ratioText } from '../../support/timing';

describe('inflateLzBase64', () => {
  it('reads back whatever lz-string compressed, as lz-string does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 1000 }), fc.string({ unit: 'binary', maxLength: 300 }), fc.stringMatching(/^[0-9,|]{0,2000}$/)),
        async (text) => {
          const compressed = LZString.compressToBase64(text);
          expect(await inflateLzBase64(compressed, 1_000_000)).toBe(text);
        },
      ),
      { numRuns: 150, seed: 14 },
    );
  });

  it('stops once the output passes the cap, without building the rest', async () => {
    const cap = 1_000_000;
    const bomb = lzBomb(412_000_000);
    await expect(inflateLzBase64(bomb, cap)).rejects.toBeInstanceOf(InflateLimitError);
    // The baseline: the same shape one character past the cap, refused once the cap's worth is read
    // (what a body of the cap's size costs). Stopped at the cap, the bomb costs the same; a bomb read
    // further, 412× the output, costs many times that even before its text is joined (seconds after).
    const pastCap = lzBomb(cap + 1);
    await expect(inflateLzBase64(pastCap, cap)).rejects.toBeInstanceOf(InflateLimitError);
    const baseline = await bestOf(15, () => inflateLzBase64(pastCap, cap).catch(() => {}));
    const measured = await bestOf(15, () => inflateLzBase64(bomb, cap).catch(() => {}));
    console.log(`412M-character bomb vs one just past the cap (${cap} characters), both refused: ${ratioText(measured, baseline)}`);
    expectWithin(3, { measured, baseline }, 'the bomb was inflated past the cap');

    const text = 'x'.repeat(1000);
    await expect(inflateLzBase64(LZString.compressToBase64(text), 999)).rejects.toBeInstanceOf(InflateLimitError);
    expect(await inflateLzBase64(LZString.compressToBase64(text), 1000)).toBe(text);
  });

  it('answers no text (null or empty, as lz-string) for input that is not a complete compressed body', async () => {
    const good = LZString.compressToBase64('{"lottery":"JSK3","order":[]}');
    for (const broken of ['', '@@@not-lz@@@', good.slice(0, good.length - 4), '////'])
      expect([await inflateLzBase64(broken, 100), LZString.decompressFromBase64(broken)]).toEqual([
        expect.toSatisfy((text) => !text),
        expect.toSatisfy((text) => !text),
      ]);
  });
});
