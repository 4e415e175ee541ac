/**
 * Bulk entry parsing benchmark (npm run bench). For 10k, 100k and 1M entries of ssc
 * 五星直选单式 and 11x5 前三直选单式 (random, ~5% duplicates, mixed separators) it times,
 * in the same run: the engine's parser, a baseline written the common way (regex split,
 * per-entry regex test, Set de-duplication) and a bare loop reading every character code.
 * It also measures the memory a parsed million entries retains.
 */
import { parseEntries } from '../../engine-worker/parsing/parse-entries';
import type { EntryFormat } from '../../engine-worker/types';
import { mulberry32 } from '../support/random';

const ssc: EntryFormat = { kind: 'digits', length: 5, min: 0, max: 9 };
const frontThree: EntryFormat = { kind: 'numbers', length: 3, min: 1, max: 11, distinct: true };

function makeText(kind: 'ssc' | '11x5', count: number): string {
  const random = mulberry32(count + (kind === 'ssc' ? 1 : 2));
  const separators = kind === 'ssc' ? ['\n', ' ', ',', ';', '\r\n', '，'] : ['\n', ',', ';', '\r\n', '|', '；'];
  const parts: string[] = [];
  const made: string[] = [];
  for (let i = 0; i < count; i++) {
    let entry: string;
    if (made.length > 0 && random() < 0.05) entry = made[Math.floor(random() * made.length)]!;
    else if (kind === 'ssc') entry = String(Math.floor(random() * 100000)).padStart(5, '0');
    else {
      const picks: number[] = [];
      while (picks.length < 3) {
        const n = 1 + Math.floor(random() * 11);
        if (!picks.includes(n)) picks.push(n);
      }
      entry = picks.map((n) => String(n).padStart(2, '0')).join(random() < 0.5 ? ' ' : '');
    }
    made.push(entry);
    parts.push(entry, separators[Math.floor(random() * separators.length)]!);
  }
  return parts.join('');
}

/** The common way: split by regex, test each entry by regex, de-duplicate with a Set of strings. */
function baseline(kind: 'ssc' | '11x5', text: string): number {
  const seen = new Set<string>();
  let invalid = 0;
  if (kind === 'ssc') {
    for (const entry of text.split(/[^0-9]+/)) {
      if (entry === '') continue;
      if (!/^\d{5}$/.test(entry)) invalid++;
      else seen.add(entry);
    }
  } else {
    for (const entry of text.split(/[\n\r,;|，；]+/)) {
      if (entry.trim() === '') continue;
      const m = /^\s*(\d{2})\s*(\d{2})\s*(\d{2})\s*$/.exec(entry);
      if (!m) {
        invalid++;
        continue;
      }
      const numbers = [m[1], m[2], m[3]].map(Number);
      if (numbers.some((n) => n < 1 || n > 11) || new Set(numbers).size !== 3) invalid++;
      else seen.add(numbers.join(' '));
    }
  }
  return invalid > 0 ? 0 : seen.size;
}

function bareLoop(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0; // int32: a sum past 2^31 would turn to doubles
  return sum;
}

/** The best of the runs (as timeit does): noise on a shared machine only ever adds time. */
function best(times: number[]): number {
  return Math.min(...times);
}

const gc = (globalThis as { gc?: () => void }).gc;
function time(fn: () => unknown, runs: number): number {
  fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    gc?.(); // every run starts from a collected heap, so no run pays for garbage an earlier one left
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return best(times);
}

function retainedBytes(make: () => unknown): number | null {
  if (!gc) return null;
  gc();
  const before = process.memoryUsage();
  const kept = make();
  gc();
  const after = process.memoryUsage();
  void kept;
  const bytes = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
  (globalThis as { keep?: unknown }).keep = kept; // keep it alive past the measurement
  return bytes;
}

const fmt = (ms: number) => `${ms.toFixed(2).padStart(8)} ms`;
const rows: string[] = [];
let targetsMet = true;
console.log('Bulk entry parsing (best of 5-15 runs each, every run after a full GC; same machine, same run)\n');
console.log('play          entries   engine        baseline      bare loop     engine/bare  baseline/engine  count');
for (const kind of ['ssc', '11x5'] as const) {
  const format = kind === 'ssc' ? ssc : frontThree;
  for (const count of [10_000, 100_000, 1_000_000]) {
    const text = makeText(kind, count);
    const runs = count >= 1_000_000 ? 7 : 15;
    const parsed = parseEntries(format, text);
    const expected = baseline(kind, text);
    if (parsed.summary.count !== expected) throw new Error(`engine and baseline disagree: ${parsed.summary.count} vs ${expected}`);
    const engineMs = time(() => parseEntries(format, text), runs);
    const baselineMs = time(() => baseline(kind, text), count >= 1_000_000 ? 5 : runs);
    const bareMs = time(() => bareLoop(text), runs);
    const ratio = engineMs / bareMs;
    const speedup = baselineMs / engineMs;
    rows.push(`${kind} ${count}: ${ratio.toFixed(2)}x bare, ${speedup.toFixed(1)}x faster than baseline`);
    console.log(
      `${(kind === 'ssc' ? 'ssc 五星单式' : '11x5 前三单式').padEnd(12)} ${String(count).padStart(9)}  ${fmt(engineMs)}  ${fmt(baselineMs)}  ${fmt(bareMs)}  ` +
        `${ratio.toFixed(2).padStart(9)}x  ${speedup.toFixed(1).padStart(12)}x     ${parsed.summary.count} (+${parsed.summary.duplicates} dup)`,
    );
    if (count === 1_000_000) {
      const limit = kind === 'ssc' ? 2 : 3;
      const ok = ratio <= limit && speedup >= 25;
      targetsMet &&= ok;
      console.log(`  target at 1M: within ${limit}x of the bare loop and ≥ 25x faster than the baseline → ${ok ? 'met' : 'MISSED'}`);
      const retained = retainedBytes(() => parseEntries(format, text));
      if (retained === null) console.log('  retained memory: run with node --expose-gc to measure');
      else {
        const mb = retained / 1024 / 1024;
        targetsMet &&= mb < 16;
        console.log(`  retained by a parsed million entries: ${mb.toFixed(1)} MB (target < 16 MB) → ${mb < 16 ? 'met' : 'MISSED'}`);
      }
    }
  }
}
console.log(`\n${targetsMet ? 'All targets met.' : 'Some targets missed.'}`);
