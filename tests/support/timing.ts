/**
 * Timing checks that hold on a busy machine: a figure is never compared with a number of
 * milliseconds, only with a baseline measured in the same test, on the same machine, under the
 * same conditions (a CPU hog slows both). Throughput figures belong in tests/bench.
 */
import { expect } from 'vitest';

const msText = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/** Milliseconds `work` took, with what it returned. */
export async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/**
 * The CPU time this process spent while `work` ran (ms, user + system, every thread): for work done in
 * the process itself (the embedded database runs here), a figure other processes' load hardly moves.
 */
export async function cpuTimed<T>(work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const start = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, value };
}

/** The fastest of `runs` runs of `work` (ms): noise on a shared machine only ever adds time. */
export async function bestOf(runs: number, work: () => Promise<unknown> | unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, (await timed(work)).ms);
  return best;
}

/**
 * The fastest of `runs` runs of each, taken in turn so that both meet the same moments of a busy
 * machine (a stretch when another process holds the core slows one run of each, not all of one).
 */
export async function bestOfEach(
  runs: number,
  work: { measured: () => Promise<unknown> | unknown; baseline: () => Promise<unknown> | unknown },
): Promise<{ measured: number; baseline: number }> {
  let measured = Infinity;
  let baseline = Infinity;
  for (let i = 0; i < runs; i++) {
    baseline = Math.min(baseline, (await timed(work.baseline)).ms);
    measured = Math.min(measured, (await timed(work.measured)).ms);
  }
  return { measured, baseline };
}

/**
 * Expects `measured` to be at most `factor` × `baseline`. `what` says what a failure means; the
 * message names both figures and their ratio.
 */
export function expectWithin(factor: number, { measured, baseline }: { measured: number; baseline: number }, what: string): void {
  const figures = `${msText(measured)} against a baseline of ${msText(baseline)}: ${(measured / baseline).toFixed(2)}×, at most ${factor}×`;
  expect(measured, `${what} (${figures})`).toBeLessThanOrEqual(factor * baseline);
}

/** "12.3 ms vs 4.50 ms (2.73×)", for the logs of the tests that compare figures. */
export const ratioText = (measured: number, baseline: number) => `${msText(measured)} vs ${msText(baseline)} (${(measured / baseline).toFixed(2)}×)`;
