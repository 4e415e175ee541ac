/**
 * Seeded random inputs for the reference comparisons: selections a plate can make (read from
 * the play's plate data), draws of each family, and the run settings (seed, runs) that
 * `npm run test:money -- --runs N --seed S` passes through the environment.
 */
import type { Family, PlayInfo } from '../../../engine-worker/types';
import { mulberry32 } from '../random';
import { range } from './reference-kit';
import { referenceTickets } from './index';
import type { RefSelection } from './reference-kit';

export interface MoneyRunSettings {
  seed: number;
  runs: number;
}

/** Seed and run count from MONEY_SEED / MONEY_RUNS (set by scripts/test-money.mjs), else the defaults. */
export function moneyRunSettings(defaultRuns: number): MoneyRunSettings {
  const seed = Number(process.env.MONEY_SEED ?? 20261127);
  const runs = Number(process.env.MONEY_RUNS ?? defaultRuns);
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`bad MONEY_SEED/MONEY_RUNS: ${process.env.MONEY_SEED} ${process.env.MONEY_RUNS}`);
  return { seed, runs };
}

export type Random = () => number;
export const seeded = (seed: number): Random => mulberry32(seed);
export const randomInt = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const randomOf = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const drawShapes: Record<Family, { length: number; min: number; max: number; distinct: boolean }> = {
  ssc: { length: 5, min: 0, max: 9, distinct: false },
  k3: { length: 3, min: 1, max: 6, distinct: false },
  '3d': { length: 3, min: 0, max: 9, distinct: false },
  '11x5': { length: 5, min: 1, max: 11, distinct: true },
  kl12: { length: 5, min: 1, max: 12, distinct: true },
  pk10: { length: 10, min: 1, max: 10, distinct: true },
  ky481: { length: 4, min: 1, max: 8, distinct: false },
  lhc: { length: 7, min: 1, max: 49, distinct: true },
};

/**
 * A draw of the family; with `favour`, each number is taken from those numbers more often (the
 * numbers a selection picked), so that rare wins show up; Mark Six draws 49 as the 特码 now and then.
 */
export function randomDraw(family: Family, random: Random, favour: readonly number[] = []): number[] {
  const { length, min, max, distinct } = drawShapes[family];
  const pool = favour.filter((n) => n >= min && n <= max);
  const draw: number[] = [];
  if (family === 'lhc' && random() < 0.15) draw[6] = 49;
  for (let i = 0; i < length; i++) {
    if (draw[i] !== undefined) continue;
    for (;;) {
      const n = pool.length > 0 && random() < 0.6 ? randomOf(random, pool) : randomInt(random, min, max);
      if (distinct && draw.includes(n)) continue;
      draw[i] = n;
      break;
    }
  }
  return draw;
}

/** The numbers a selection names (picked values and entry digits/numbers), to favour in draws. */
export function numbersIn(selection: RefSelection, digits: boolean): number[] {
  return selection.rows.flat().flatMap((value) => {
    if (!/^[\d ]+$/.test(value)) return [];
    return digits ? [...value.replace(/ /g, '')].map(Number) : value.split(' ').map(Number);
  });
}

function randomEntry(info: PlayInfo, random: Random): string | undefined {
  const format = info.plate.entry!;
  const values = format.distinct
    ? shuffled(random, range(format.min, format.max)).slice(0, format.length)
    : Array.from({ length: format.length }, () => randomInt(random, format.min, format.max));
  const kinds = new Set(values).size;
  for (const reject of format.reject ?? []) {
    if (reject === 'allSame' && kinds === 1) return undefined;
    if (reject === 'notPair' && !(kinds === 2 && format.length === 3)) return undefined;
    if (reject === 'notDistinct' && kinds !== values.length) return undefined;
  }
  return format.kind === 'digits' ? values.join('') : values.map((n) => String(n).padStart(2, '0')).join(' ');
}

/** The key under which two entries are the same bet (sorted numbers for group entries). */
function entryKey(info: PlayInfo, entry: string): string {
  const parts = info.plate.entry!.kind === 'digits' ? [...entry] : entry.split(' ');
  return info.plate.entry!.unordered ? [...parts].sort().join(',') : parts.join(',');
}

/** One selection the plate can make, expanding to at most `maxTickets` reference tickets. */
export function randomSelection(family: Family, info: PlayInfo, random: Random, maxTickets = 1200): RefSelection {
  const picker = info.plate.positionPicker;
  for (let attempt = 0; ; attempt++) {
    const small = attempt > 4;
    const positions = picker
      ? shuffled(random, range(0, picker.labels.length - 1))
          .slice(0, randomInt(random, picker.minimum - (random() < 0.1 ? 1 : 0), picker.labels.length))
          .sort((a, b) => a - b)
      : undefined;
    let rows: string[][];
    if (info.plate.kind === 'input') {
      const entries = new Map<string, string>();
      const wanted = randomInt(random, 1, small ? 3 : 10);
      for (let i = 0; i < wanted * 20 && entries.size < wanted; i++) {
        const entry = randomEntry(info, random);
        if (entry !== undefined && !entries.has(entryKey(info, entry))) entries.set(entryKey(info, entry), entry);
      }
      rows = [[...entries.values()]];
    } else {
      const taken = new Set<string>();
      rows = info.plate.rows.map((row) => {
        const limit = Math.min(row.maxPicks ?? row.options.length, small ? 3 : 9);
        const free = info.plate.bankDrag ? row.options.filter((o) => !taken.has(o)) : row.options;
        const picks = shuffled(random, free).slice(0, randomInt(random, random() < 0.1 ? 0 : 1, limit));
        for (const o of picks) taken.add(o);
        return picks;
      });
    }
    const selection: RefSelection = positions ? { rows, positions } : { rows };
    if (referenceTickets(family, info.id, selection).length <= maxTickets || attempt > 40) return selection;
  }
}
