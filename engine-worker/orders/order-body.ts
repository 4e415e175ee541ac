/**
 * The order request body and its lz-string form (a body of 10,000 characters
 * or more is sent compressed with `Content-Encoding: lzstring`). Both ends use these two
 * functions, so the encoding is defined once: JSON, compressed with lz-string's Base64
 * variant (ASCII only, safe in any HTTP body).
 */
import LZString from 'lz-string';

export const LZSTRING_THRESHOLD = 10_000;
export const LZSTRING_ENCODING = 'lzstring';

export interface EncodedBody {
  body: string;
  /** 'lzstring' when compressed (send it as the Content-Encoding header); null for plain JSON. */
  encoding: typeof LZSTRING_ENCODING | null;
}

export function encodeBody(payload: unknown): EncodedBody {
  const json = JSON.stringify(payload);
  if (json.length < LZSTRING_THRESHOLD) return { body: json, encoding: null };
  return { body: LZString.compressToBase64(json), encoding: LZSTRING_ENCODING };
}

/** Reads a body sent by encodeBody; throws on anything undecodable (the server answers with a clear error). */
export function decodeBody(body: string, encoding: string | null | undefined): unknown {
  let json = body;
  if (encoding === LZSTRING_ENCODING) {
    const inflated = LZString.decompressFromBase64(body);
    if (!inflated) throw new SyntaxError('订单数据无法解压');
    json = inflated;
  }
  return JSON.parse(json);
}
