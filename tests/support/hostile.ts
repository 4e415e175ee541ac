/** Tools for the hostile-input tests: an lz-string bomb and another client's latency. */
import { expectWithin, ratioText } from './timing';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

/**
 * A valid lz-string Base64 text that inflates to exactly `chars` × 'a' and is about √(2·chars)
 * codes long (each code repeats the previous entry plus one character): 412 million characters
 * from about 70 KB. Written bit by bit the way lz-string's decoder reads them. The same text
 * up to a server's cap is a legitimate body of the bomb's shape (a baseline for its cost).
 */
export function lzBomb(chars: number): string {
  const out: string[] = [];
  let value = 0;
  let filled = 0;
  const write = (bits: number, count: number) => {
    for (let i = 0; i < count; i++) {
      value = (value << 1) | ((bits >> i) & 1);
      if (++filled === 6) {
        out.push(BASE64[value]!);
        value = 0;
        filled = 0;
      }
    }
  };
  write(0, 2); // an 8-bit literal
  write('a'.charCodeAt(0), 8);
  let numBits = 3;
  let enlargeIn = 4;
  let length = 1;
  let produced = 1;
  while (produced < chars) {
    // The entry of k characters is at index k + 2; the next one (k = length + 1) is the one not yet
    // in the dictionary, previous + its first character. The last code may repeat a shorter one.
    length = Math.min(length + 1, chars - produced);
    write(length + 2, numBits);
    produced += length;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits); // end of stream
  if (filled > 0) out.push(BASE64[value << (6 - filled)]!);
  return out.join('');
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Runs `attack` while another client reads its balance back to back; returns that client's latencies (ms). */
export async function latencyDuring(
  base: string,
  cookie: string,
  attack: () => Promise<unknown>,
  path: string,
): Promise<{ latencies: number[]; attack: unknown }> {
  const latencies: number[] = [];
  let done = false;
  const reader = (async () => {
    while (!done || latencies.length < 20) {
      const start = performance.now();
      const response = await fetch(base + path, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`balance read answered ${response.status}`);
      latencies.push(performance.now() - start);
    }
  })();
  try {
    return { latencies, attack: await attack() };
  } finally {
    done = true;
    await reader;
  }
}

export const median = (values: number[]) => percentile(values, 50);

export interface Side<T> {
  /** The other client's read latencies (ms) while this side's load ran. */
  latencies: number[];
  answers: T[];
}

/**
 * Another client reads back to back while `baseline` (a legitimate load of the attack's shape, which
 * the server must serve anyway) and `attack` run in turn, `turns` times each: a busy machine slows
 * both sides alike, never only one.
 */
export async function latencyBeside<T>(
  base: string,
  cookie: string,
  path: string,
  turns: number,
  load: { baseline: () => Promise<T[]>; attack: () => Promise<T[]> },
): Promise<{ baseline: Side<T>; attack: Side<T> }> {
  const sides = { baseline: { latencies: [], answers: [] } as Side<T>, attack: { latencies: [], answers: [] } as Side<T> };
  for (let turn = 0; turn < turns; turn++) {
    for (const side of ['baseline', 'attack'] as const) {
      const { latencies, attack } = await latencyDuring(base, cookie, load[side], path);
      sides[side].latencies.push(...latencies);
      sides[side].answers.push(...(attack as T[]));
    }
  }
  return sides;
}

/**
 * The other client is served during the attack about as during the legitimate load: its median read
 * within 3×, its slowest within 5× (one slow read is the shared machine, a GC pause; a server held
 * by the attack shows in the median).
 */
export function expectServedAlike(sides: { baseline: Side<unknown>; attack: Side<unknown> }, attack: string): void {
  expectWithin(
    3,
    { measured: median(sides.attack.latencies), baseline: median(sides.baseline.latencies) },
    `the other client's median read is held up by ${attack}`,
  );
  expectWithin(
    5,
    { measured: Math.max(...sides.attack.latencies), baseline: Math.max(...sides.baseline.latencies) },
    `the other client's slowest read is held up by ${attack}`,
  );
}

export const describeSides = (sides: { baseline: Side<unknown>; attack: Side<unknown> }) =>
  `other client's median read ${ratioText(median(sides.attack.latencies), median(sides.baseline.latencies))}, ` +
  `slowest ${ratioText(Math.max(...sides.attack.latencies), Math.max(...sides.baseline.latencies))} ` +
  `over ${sides.attack.latencies.length} / ${sides.baseline.latencies.length} reads`;
