/**
 * Provably fair draws (commit and reveal). Before an issue's sales open, the server stores a
 * 32-byte random seed and publishes SHA-256(seed). At the draw it reveals the seed; the
 * numbers derive from the byte stream
 *   B = HMAC-SHA256(key = seed bytes, msg = `${lottery}:${issue}:${round}`), round = 0, 1, …
 * read 4 bytes at a time (big-endian) with rejection sampling, so uniform(n) has no modulo
 * bias: u in [0, 2^32) is discarded when u ≥ ⌊2^32 / n⌋ × n, else the result is u mod n.
 * Digit families draw independent numbers; distinct families (11x5, kl12, pk10, lhc) take
 * a partial Fisher–Yates shuffle of [min..max], results in draw order.
 * Pure (node:crypto only): the standalone verifier (`npm run verify:draw`) uses it too.
 */
import crypto from 'node:crypto';
import type { LotteryFamily } from '../../../contract/lottery';
import { drawShapes, formatDraw } from '../../../engine-worker/engine';
import { systemEntropy, type Entropy } from '../../entropy';

export const FAIRNESS_ALGORITHM =
  'HMAC-SHA256(seed, "LOTTERY:ISSUE:round") byte stream; uniform(n) by 32-bit rejection sampling; ' +
  'distinct draws by partial Fisher-Yates over [min..max]; seedHash = SHA-256(seed bytes) hex';

/** Draw shapes come from the engine (one definition for client, server and verifier). */
export const drawRules = drawShapes;

/** A fresh 32-byte seed (hex), from the app's entropy (the OS CSPRNG unless a simulation injects its own). */
export function newSeed(entropy: Entropy = systemEntropy): string {
  return entropy.bytes(32).toString('hex');
}

export function seedHashOf(seed: string): string {
  return crypto.createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** An endless unbiased integer source over the issue's HMAC byte stream. */
export class ByteStream {
  private round = 0;
  private block = Buffer.alloc(0);
  private at = 0;
  constructor(
    private readonly seed: string,
    private readonly message: string,
  ) {}

  private next32(): number {
    if (this.at + 4 > this.block.length) {
      this.block = crypto.createHmac('sha256', Buffer.from(this.seed, 'hex')).update(`${this.message}:${this.round++}`).digest();
      this.at = 0;
    }
    const u = this.block.readUInt32BE(this.at);
    this.at += 4;
    return u;
  }

  /** Uniform integer in [0, n). */
  uniform(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniform(${n})`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const u = this.next32();
      if (u < limit) return u % n;
    }
  }
}

/** The drawn numbers of an issue, in draw order. */
export function deriveDraw(family: LotteryFamily, seed: string, lottery: string, issue: string): number[] {
  const rule = drawRules[family];
  const stream = new ByteStream(seed, `${lottery}:${issue}`);
  if (!rule.distinct) return Array.from({ length: rule.length }, () => rule.min + stream.uniform(rule.max - rule.min + 1));
  const pool = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  for (let i = 0; i < rule.length; i++) {
    const j = i + stream.uniform(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, rule.length);
}

export function formatCode(family: LotteryFamily, numbers: readonly number[]): string {
  return formatDraw(family, numbers);
}

export function drawCode(family: LotteryFamily, seed: string, lottery: string, issue: string): string {
  return formatCode(family, deriveDraw(family, seed, lottery, issue));
}

/** Checks a revealed draw: the seed hashes to the commitment and reproduces the code. */
export function verifyDraw(input: { family: LotteryFamily; lottery: string; issue: string; seed: string; seedHash: string; code: string }) {
  const recomputed = drawCode(input.family, input.seed, input.lottery, input.issue);
  return { recomputed, hashMatches: seedHashOf(input.seed) === input.seedHash, codeMatches: recomputed === input.code };
}
