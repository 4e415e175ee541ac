/**
 * Recomputes a draw in the browser from its revealed seed, with WebCrypto only, step by step:
 *   1. SHA-256(seed bytes) must equal the commitment published before the issue's sales opened;
 *   2. the byte stream is HMAC-SHA256(key = seed bytes, msg = `${lottery}:${issue}:${round}`),
 *      round = 0, 1, …, read 4 bytes at a time as big-endian 32-bit values;
 *   3. uniform(n) rejects a value u ≥ ⌊2^32 / n⌋ × n (no modulo bias), else gives u mod n;
 *   4. digit families draw each number independently in [min..max]; distinct families take a
 *      partial Fisher–Yates shuffle of [min..max] (swap position i with i + uniform(size − i)).
 * The same algorithm as the server's; every HMAC is awaited, so the page never blocks.
 */
import { drawShapes, formatDraw, type Family } from '../../../engine-worker/client';

export interface HmacBlock {
  round: number;
  message: string;
  /** The 32 bytes, hex. */
  hex: string;
}

/** One 32-bit value read from the stream and what uniform(n) made of it. */
export interface SampleStep {
  /** Which drawn number it is for (0-based). */
  pick: number;
  round: number;
  /** Byte offset in the block (0, 4, … 28). */
  offset: number;
  value: number;
  n: number;
  limit: number;
  accepted: boolean;
  /** u mod n when accepted. */
  result?: number;
  /** Distinct families: the pool positions swapped and the number taken. */
  swap?: { from: number; to: number; number: number };
}

export interface Recomputation {
  hash: string;
  hashMatches: boolean;
  blocks: HmacBlock[];
  steps: SampleStep[];
  numbers: number[];
  code: string;
}

const encoder = new TextEncoder();

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error('种子格式错误');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(seed: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', hexToBytes(seed))));
}

/** The issue's byte stream with rejection sampling; records every block and every value it reads. */
export class BrowserStream {
  private round = 0;
  private block = new DataView(new ArrayBuffer(0));
  private at = 0;
  readonly blocks: HmacBlock[] = [];
  readonly steps: SampleStep[] = [];
  pick = 0;

  private constructor(
    private readonly key: CryptoKey,
    private readonly message: string,
  ) {}

  static async open(seed: string, message: string): Promise<BrowserStream> {
    const key = await crypto.subtle.importKey('raw', hexToBytes(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return new BrowserStream(key, message);
  }

  private async next32(): Promise<{ value: number; round: number; offset: number }> {
    if (this.at + 4 > this.block.byteLength) {
      const message = `${this.message}:${this.round}`;
      const bytes = await crypto.subtle.sign('HMAC', this.key, encoder.encode(message));
      this.block = new DataView(bytes);
      this.blocks.push({ round: this.round, message, hex: bytesToHex(new Uint8Array(bytes)) });
      this.round++;
      this.at = 0;
    }
    const offset = this.at;
    this.at += 4;
    return { value: this.block.getUint32(offset), round: this.round - 1, offset };
  }

  /** Uniform integer in [0, n). */
  async uniform(n: number): Promise<{ result: number; step: SampleStep }> {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const { value, round, offset } = await this.next32();
      const accepted = value < limit;
      const step: SampleStep = { pick: this.pick, round, offset, value, n, limit, accepted, ...(accepted ? { result: value % n } : {}) };
      this.steps.push(step);
      if (accepted) return { result: value % n, step };
    }
  }
}

/** Recomputes the draw of `lottery`/`issue` from its seed, checking the seed against the commitment. */
export async function recomputeDraw(input: { family: Family; lottery: string; issue: string; seed: string; seedHash: string }): Promise<Recomputation> {
  const hash = await sha256Hex(input.seed);
  const rule = drawShapes[input.family];
  const stream = await BrowserStream.open(input.seed, `${input.lottery}:${input.issue}`);
  const numbers: number[] = [];
  if (!rule.distinct) {
    for (let i = 0; i < rule.length; i++) {
      stream.pick = i;
      numbers.push(rule.min + (await stream.uniform(rule.max - rule.min + 1)).result);
    }
  } else {
    const pool = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
    for (let i = 0; i < rule.length; i++) {
      stream.pick = i;
      const { result, step } = await stream.uniform(pool.length - i);
      const j = i + result;
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      step.swap = { from: i, to: j, number: pool[i]! };
    }
    numbers.push(...pool.slice(0, rule.length));
  }
  return {
    hash,
    hashMatches: hash === input.seedHash.toLowerCase(),
    blocks: stream.blocks,
    steps: stream.steps,
    numbers,
    code: formatDraw(input.family, numbers),
  };
}
