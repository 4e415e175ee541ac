/**
 * lz-string's Base64 decompression (the `Content-Encoding: lzstring` order bodies of
 * engine-worker/orders/order-body.ts) with a cap on the output, checked while inflating.
 *
 * lz-string's own decompressFromBase64 builds the whole output before returning it, and a
 * crafted input of a few hundred kilobytes inflates to hundreds of millions of characters
 * (each code may repeat the previous dictionary entry plus one character, so the output
 * grows with the square of the input). No ratio between input and output bounds it, so
 * the cap is counted as entries are emitted: this is lz-string 1.5.0's `_decompress` loop,
 * unchanged except that it stops once the output passes `maxChars`.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
const base64Values = new Uint8Array(128);
for (let i = 0; i < BASE64.length; i++) base64Values[BASE64.charCodeAt(i)] = i;

export class InflateLimitError extends Error {
  constructor(readonly maxChars: number) {
    super(`inflated body passes ${maxChars} characters`);
    this.name = 'InflateLimitError';
  }
}

/** How long one stretch of inflating may hold the event loop before it lets other work run. */
const SLICE_MS = 10;

/**
 * The text lz-string's `compressToBase64` compressed; null when the input is not a
 * complete compressed text. Throws InflateLimitError once the output passes `maxChars`.
 * A large legitimate body takes about a second to inflate: it is done in slices of
 * SLICE_MS, between which other requests are served.
 */
export async function inflateLzBase64(input: string, maxChars: number): Promise<string | null> {
  // Each code adds at most two dictionary entries and emits at least one character, so
  // under this cap the code width stays below the 31 bits readBits can hold.
  if (!(maxChars <= 2 ** 28)) throw new RangeError('maxChars must be at most 2^28');
  if (input === '') return null;
  // Characters outside the alphabet read as 0, as in lz-string.
  const valueAt = (index: number) => {
    const code = input.charCodeAt(index);
    return code < 128 ? base64Values[code]! : 0;
  };
  let value = valueAt(0);
  let position = 32;
  let index = 1;
  const readBits = (count: number): number => {
    let bits = 0;
    for (let power = 1, end = 1 << count; power !== end; power <<= 1) {
      if (value & position) bits |= power;
      position >>= 1;
      if (position === 0) {
        position = 32;
        value = valueAt(index++);
      }
    }
    return bits;
  };

  // Each entry's first character is kept apart: reading it from a long concatenated string
  // would flatten that string each time (quadratic on a crafted input).
  const dictionary: string[] = [];
  const firstChars: string[] = [];
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  const first = readBits(2);
  if (first === 2) return '';
  if (first === 3) return null;
  let w = String.fromCharCode(readBits(first === 0 ? 8 : 16));
  let wFirst = w;
  dictionary[3] = w;
  firstChars[3] = w;
  const parts = [w];
  let size = w.length;
  let sliceStart = performance.now();
  for (let codes = 1; ; codes++) {
    if ((codes & 0xfff) === 0 && performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    if (index > input.length) return '';
    let code = readBits(numBits);
    if (code === 2) return parts.join('');
    if (code < 2) {
      const literal = String.fromCharCode(readBits(code === 0 ? 8 : 16));
      firstChars[dictSize] = literal;
      dictionary[dictSize++] = literal;
      code = dictSize - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry = dictionary[code];
    let entryFirst: string;
    if (entry !== undefined) {
      entryFirst = firstChars[code]!;
    } else if (code === dictSize) {
      entry = w + wFirst;
      entryFirst = wFirst;
    } else return null;
    size += entry.length;
    if (size > maxChars) throw new InflateLimitError(maxChars);
    parts.push(entry);
    firstChars[dictSize] = wFirst;
    dictionary[dictSize++] = w + entryFirst;
    enlargeIn--;
    w = entry;
    wFirst = entryFirst;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
