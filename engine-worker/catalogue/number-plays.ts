/**
 * Builders of the number-family plays (11x5, kl12, pk10): each returns a PlayDefinition with
 * its plate, texts and rule factory, so the family catalogues read as lists.
 */
import type { EntryFormat, Family, Plate, PlateRow, PlayDefinition, PlayRules, QuickFilter } from '../types';
import { anyPositionRules } from '../rules/any-position-rules';
import { poolOptions, type NumberPool } from '../rules/number-pool';
import { numberSetRules, type NumberSetSelection } from '../rules/number-set-rules';
import { anyOrderedRules, orderedEntryRules, orderedNumberRules } from '../rules/ordered-distinct-rules';
import { rankOptionRules } from '../rules/rank-rules';

export interface NumberFamily {
  family: Family;
  pool: NumberPool;
  /** Labels of the draw's ranks (第一位 … 第五位; 冠军 … 第十名). */
  rankLabels: string[];
  singlePickLimit: number;
}

export interface PlayText {
  id: string;
  tab: string;
  subTab: string;
  name: string;
  fullName: string;
  rule: string;
}

const numberFilters: QuickFilter[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

export function numberRow(ctx: NumberFamily, label: string, maxPicks?: number): PlateRow {
  // a 胆码 row gets no filters: 全 would pick past its limit
  return maxPicks ? { label, options: poolOptions(ctx.pool), maxPicks } : { label, options: poolOptions(ctx.pool), filters: numberFilters };
}

function define(ctx: NumberFamily, text: PlayText, countRule: string, plate: Plate, rules: PlayRules): PlayDefinition {
  return { ...text, family: ctx.family, countRule, plate, rules, prizeLevels: ['一等奖'], singlePickLimit: ctx.singlePickLimit };
}

const labelsOf = (ctx: NumberFamily, ranks: number[]) => ranks.map((r) => ctx.rankLabels[r]!);

function entryOf(ctx: NumberFamily, length: number, unordered: boolean): EntryFormat {
  return { kind: 'numbers', length, min: ctx.pool.min, max: ctx.pool.max, distinct: true, ...(unordered ? { unordered } : {}) };
}

/** 直选复式 / 猜前N (11x5zxfs), 猜冠军 / 第N名 with one rank (leijia). */
export function orderedCompound(ctx: NumberFamily, text: PlayText, ranks: number[]): PlayDefinition {
  return define(
    ctx,
    text,
    ranks.length === 1 ? 'leijia' : '11x5zxfs',
    { kind: 'click', rows: labelsOf(ctx, ranks).map((label) => numberRow(ctx, label)), randomPick: true },
    orderedNumberRules({ ranks, pool: ctx.pool }),
  );
}

/** 直选单式 / 猜前N单式: entries of distinct numbers in rank order. */
export function orderedEntry(ctx: NumberFamily, text: PlayText, ranks: number[]): PlayDefinition {
  return define(ctx, text, 'leijia', { kind: 'input', rows: [], entry: entryOf(ctx, ranks.length, false) }, orderedNumberEntryRules(ctx, ranks));
}

const orderedNumberEntryRules = (ctx: NumberFamily, ranks: number[]) => orderedEntryRules({ ranks, pool: ctx.pool });

/** 组选 / 任选 / 不定位 over the numbers drawn at `scope`: 复式, 单式 or 胆拖. */
export function numberSet(ctx: NumberFamily, text: PlayText, scope: number[], pick: number, from: NumberSetSelection, rowLabel = '选号'): PlayDefinition {
  const rules = numberSetRules({ scope, pick, pool: ctx.pool, from });
  if (from === 'entries') return define(ctx, text, 'leijia', { kind: 'input', rows: [], entry: entryOf(ctx, pick, true) }, rules);
  if (from === 'bankDrag')
    return define(ctx, text, '11x5rxdt', { kind: 'click', rows: [numberRow(ctx, '胆码', pick - 1), numberRow(ctx, '拖码')], bankDrag: true }, rules);
  return define(ctx, text, pick === 1 ? 'leijia' : 'zuhe', { kind: 'click', rows: [numberRow(ctx, rowLabel)], randomPick: true }, rules);
}

/** 定位胆: one number row per rank, each picked number one bet on its rank. */
export function positionNumbers(ctx: NumberFamily, text: PlayText, ranks: number[]): PlayDefinition {
  return define(
    ctx,
    text,
    'leijia',
    { kind: 'click', rows: labelsOf(ctx, ranks).map((label) => numberRow(ctx, label)), randomPick: true },
    rankOptionRules({ pool: ctx.pool, ranksOf: (row) => [ranks[row]!], wins: (option, [drawn]) => Number(option) === drawn }),
  );
}

/** Option plays judged on the numbers at `ranks` (one row): 大小单双, 和值, 龙虎, 定单双, 猜中位. */
export function rankOptions(
  ctx: NumberFamily,
  text: PlayText,
  row: PlateRow,
  ranks: number[],
  wins: (option: string, numbers: readonly number[]) => boolean,
  extra: Partial<Plate> = {},
): PlayDefinition {
  return define(
    ctx,
    text,
    'leijia',
    { kind: 'click', rows: [row], ...extra },
    rankOptionRules({ pool: ctx.pool, ranksOf: () => ranks, wins: (option, numbers) => wins(option, numbers) }),
  );
}

/** 任选直选复式 (pk10rzxfs): one row per rank; every `pick` of the rows with distinct numbers. */
export function anyOrderedCompound(ctx: NumberFamily, text: PlayText, pick: number): PlayDefinition {
  return define(
    ctx,
    text,
    'pk10rzxfs',
    { kind: 'click', rows: ctx.rankLabels.map((label) => numberRow(ctx, label)), randomPick: true },
    anyOrderedRules({ pick, pool: ctx.pool }),
  );
}

/** 任选直选单式: ticked ranks × ordered entries, C(k, pick) · entries. */
export function anyOrderedEntry(ctx: NumberFamily, text: PlayText, pick: number): PlayDefinition {
  return define(
    ctx,
    text,
    'leijia',
    {
      kind: 'input',
      rows: [],
      entry: entryOf(ctx, pick, false),
      positionPicker: { labels: ctx.rankLabels, minimum: pick, defaults: ctx.rankLabels.map((_, i) => i) },
    },
    anyPositionRules({ pick, inner: (ranks) => orderedNumberEntryRules(ctx, ranks) }),
  );
}
