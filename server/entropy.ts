/**
 * Where the server's money-relevant randomness comes from: draw seeds (scheduled and instant), lucky
 * red-packet shares and the demo games' outcomes. Production uses the OS CSPRNG; a simulation injects
 * a seeded stream so that one seed replays a whole run exactly (buildApp's `entropy`).
 */
import crypto from 'node:crypto';

export interface Entropy {
  /** `n` random bytes. */
  bytes(n: number): Buffer;
  /** A uniform integer in [0, max), max ≤ 2^48. */
  int(max: number): number;
}

export const systemEntropy: Entropy = {
  bytes: (n) => crypto.randomBytes(n),
  int: (max) => crypto.randomInt(max),
};

const RANGE = 2 ** 48;

/**
 * A deterministic stream: HMAC-SHA256(seed, counter) blocks, integers by 48-bit rejection sampling.
 * Predictable by design (anyone with the seed knows every draw): simulations and tests only.
 */
export function seededEntropy(seed: string): Entropy {
  let counter = 0;
  let pool = Buffer.alloc(0);
  const bytes = (n: number): Buffer => {
    const blocks: Buffer[] = [pool];
    let have = pool.length;
    while (have < n) {
      const block = crypto.createHmac('sha256', seed).update(String(counter++)).digest();
      blocks.push(block);
      have += block.length;
    }
    const all = Buffer.concat(blocks);
    pool = all.subarray(n);
    return Buffer.from(all.subarray(0, n));
  };
  return {
    bytes,
    int(max) {
      if (!Number.isSafeInteger(max) || max <= 0 || max > RANGE) throw new RangeError(`entropy.int: bad max ${max}`);
      const limit = RANGE - (RANGE % max);
      for (;;) {
        const value = bytes(6).readUIntBE(0, 6);
        if (value < limit) return value % max;
      }
    },
  };
}
