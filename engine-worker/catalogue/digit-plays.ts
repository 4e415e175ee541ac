/**
 * Builders of the digit-family plays (ssc, 3d, ky481): each returns a PlayDefinition with
 * its plate, Chinese texts and rule factory, so the family catalogues read as lists.
 */
import type { EntryFormat, Family, PlateRow, PlayDefinition, PlayRules, QuickFilter, TicketOutcome } from '../types';
import { probabilityOver } from '../draws/draw-space';
import { anyDirectCompoundRules, anyPositionRules } from '../rules/any-position-rules';
import { groupBankDragRules, groupEntryRules, groupPropertyRules, groupShapeRules, threeDigitGroupLevel, type GroupRole } from '../rules/digit-group-rules';
import {
  attributeTupleRules,
  directCombinationRules,
  directEntryRules,
  directRules,
  directValueRules,
  allTuples,
  positionDigitRules,
  rangeDigits,
  segmentOf,
  unfixedRules,
  type DigitRange,
} from '../rules/digit-rules';
import { optionRules } from '../rules/option-rules';

export interface DigitFamily {
  family: Family;
  range: DigitRange;
  /** Position labels of the draw (万位 千位 百位 十位 个位; 百位 十位 个位; 自由泳 …). */
  labels: string[];
}

export interface PlayText {
  id: string;
  tab: string;
  subTab: string;
  name: string;
  fullName: string;
  rule: string;
  unlimited?: boolean;
}

/** The texts of a play; the full name is tab + sub-tab + name unless given. */
export function playText(id: string, tab: string, subTab: string, name: string, rule: string, unlimited?: boolean): PlayText {
  return { id, tab, subTab, name, fullName: `${tab}${subTab}${name}`, rule, ...(unlimited ? { unlimited } : {}) };
}

const numberFilters: QuickFilter[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];
const SINGLE_PICK_LIMIT = 50;

export function numberRow(ctx: DigitFamily, label: string, maxPicks?: number): PlateRow {
  return { label, options: rangeDigits(ctx.range), filters: numberFilters, ...(maxPicks ? { maxPicks } : {}) };
}

function define(
  ctx: DigitFamily,
  text: PlayText,
  countRule: string,
  plate: PlayDefinition['plate'],
  rules: PlayRules,
  prizeLevels = ['一等奖'],
): PlayDefinition {
  return { ...text, family: ctx.family, countRule, plate, rules, prizeLevels, singlePickLimit: SINGLE_PICK_LIMIT };
}

const labelsOf = (ctx: DigitFamily, positions: number[]) => positions.map((p) => ctx.labels[p]!);
const entryOf = (ctx: DigitFamily, length: number, extra: Partial<EntryFormat> = {}): EntryFormat => ({
  kind: 'digits',
  length,
  min: ctx.range.min,
  max: ctx.range.max,
  ...extra,
});
const inputPlate = (entry: EntryFormat): PlayDefinition['plate'] => ({ kind: 'input', rows: [], entry });

export function directCompound(ctx: DigitFamily, text: PlayText, positions: number[]): PlayDefinition {
  return define(
    ctx,
    text,
    'jiecheng',
    { kind: 'click', rows: labelsOf(ctx, positions).map((label) => numberRow(ctx, label)), randomPick: true },
    directRules({ positions, range: ctx.range }),
  );
}

export function directEntry(ctx: DigitFamily, text: PlayText, positions: number[]): PlayDefinition {
  return define(ctx, text, 'leijia', inputPlate(entryOf(ctx, positions.length)), directEntryRules({ positions, range: ctx.range }));
}

export function directCombination(ctx: DigitFamily, text: PlayText, positions: number[]): PlayDefinition {
  const stars = ['一星', '二星', '三星', '四星', '五星'];
  return define(
    ctx,
    text,
    'jiecheng',
    { kind: 'click', rows: labelsOf(ctx, positions).map((label) => numberRow(ctx, label)), randomPick: true },
    directCombinationRules({ positions, range: ctx.range }),
    positions.map((_, level) => stars[positions.length - 1 - level]!),
  );
}

export function directValue(ctx: DigitFamily, text: PlayText, positions: number[], measure: 'sum' | 'span'): PlayDefinition {
  const values = [...new Set(rangeDigits(ctx.range).map(Number))];
  const lowest = measure === 'sum' ? ctx.range.min * positions.length : 0;
  const highest = measure === 'sum' ? ctx.range.max * positions.length : values.length - 1;
  const options = Array.from({ length: highest - lowest + 1 }, (_, i) => String(lowest + i));
  return define(
    ctx,
    text,
    measure === 'sum' ? 'hezhi' : 'kuadu',
    { kind: 'click', rows: [{ label: measure === 'sum' ? '和值' : '跨度', options }] },
    directValueRules({ positions, range: ctx.range, measure }),
  );
}

export function groupShape(ctx: DigitFamily, text: PlayText, positions: number[], roles: GroupRole[], rowLabels: string[]): PlayDefinition {
  const countRule = roles.length === 2 && roles[0]!.row !== roles[1]!.row ? 'zucheng' : 'zuhe';
  return define(
    ctx,
    text,
    countRule,
    { kind: 'click', rows: rowLabels.map((label) => numberRow(ctx, label)), randomPick: true },
    groupShapeRules({ positions, range: ctx.range, roles }),
  );
}

/** 混合组选 (levels 组三/组六), 组三单式, 组六单式, 二星组选单式. */
export function groupEntry(ctx: DigitFamily, text: PlayText, positions: number[], reject: EntryFormat['reject'], mixed = false): PlayDefinition {
  return define(
    ctx,
    text,
    'leijia',
    inputPlate(entryOf(ctx, positions.length, { unordered: true, reject })),
    groupEntryRules({ positions, range: ctx.range, ...(mixed ? { levelOf: threeDigitGroupLevel } : {}) }),
    mixed ? ['组三', '组六'] : ['一等奖'],
  );
}

const digitSum = (digits: number[]) => digits.reduce((a, b) => a + b, 0);

/**
 * 组选和值: every group ticket (never 豹子/对子) with a picked sum. `only` narrows it to the
 * 3D split plays 组三和值 ('pair': one pair) and 组六和值 ('distinct'), each paid at one level;
 * otherwise three-digit tickets pay 组三 or 组六 by their shape.
 */
export function groupSum(ctx: DigitFamily, text: PlayText, positions: number[], only?: 'pair' | 'distinct'): PlayDefinition {
  const n = positions.length;
  const shapeOk = (digits: number[]) => {
    const distinct = new Set(digits).size;
    return only === 'pair' ? distinct === n - 1 : only === 'distinct' ? distinct === n : distinct > 1;
  };
  const sums = new Set(allTuples(ctx.range, n).filter(shapeOk).map(digitSum));
  const options = [...sums].sort((a, b) => a - b).map(String);
  const levelled = n === 3 && !only;
  return define(
    ctx,
    text,
    'zuxhezhi',
    { kind: 'click', rows: [{ label: '和值', options }] },
    groupPropertyRules({
      positions,
      range: ctx.range,
      matches: (digits, option) => digitSum(digits) === Number(option) && shapeOk(digits),
      ...(levelled ? { levelOf: threeDigitGroupLevel } : {}),
    }),
    levelled ? ['组三', '组六'] : ['一等奖'],
  );
}

/** 3D 组三胆拖 / 组六胆拖: a 胆码 row and a 拖码 row (groupBankDragRules). */
export function groupBankDrag(ctx: DigitFamily, text: PlayText, positions: number[], form: 'pair' | 'distinct'): PlayDefinition {
  return define(
    ctx,
    text,
    // 组三胆拖 has no platform count-rule name, so ours is zusandt (2 × 拖码); 组六胆拖 counts as 11x5rxdt
    form === 'pair' ? 'zusandt' : '11x5rxdt',
    { kind: 'click', rows: [numberRow(ctx, '胆码', form === 'pair' ? 1 : 2), numberRow(ctx, '拖码')], bankDrag: true },
    groupBankDragRules({ positions, range: ctx.range, form }),
  );
}

/** 组选包胆: one digit; every group ticket (no 豹子/对子) holding it. */
export function baodan(ctx: DigitFamily, text: PlayText, positions: number[]): PlayDefinition {
  const three = positions.length === 3;
  return define(
    ctx,
    text,
    'baodan',
    { kind: 'click', rows: [numberRow(ctx, '包胆', 1)] },
    groupPropertyRules({
      positions,
      range: ctx.range,
      matches: (digits, option) => digits.includes(Number(option)),
      ...(three ? { levelOf: threeDigitGroupLevel } : {}),
    }),
    three ? ['组三', '组六'] : ['一等奖'],
  );
}

export function positionDigits(ctx: DigitFamily, text: PlayText, positions: number[]): PlayDefinition {
  return define(
    ctx,
    text,
    'leijia',
    { kind: 'click', rows: labelsOf(ctx, positions).map((label) => numberRow(ctx, label)), randomPick: true },
    positionDigitRules({ positions, range: ctx.range }),
  );
}

export function unfixed(ctx: DigitFamily, text: PlayText, positions: number[], pick: number): PlayDefinition {
  return define(
    ctx,
    text,
    pick === 1 ? 'leijia' : 'zuhe',
    { kind: 'click', rows: [numberRow(ctx, '不定位')], randomPick: true },
    unfixedRules({ positions, range: ctx.range, pick }),
  );
}

/** 大 = upper half of the range, 小 = lower half, 单/双 by parity. */
export function sizeParity(ctx: DigitFamily): Record<string, (digit: number) => boolean> {
  const middle = (ctx.range.min + ctx.range.max) / 2;
  return { 大: (d) => d > middle, 小: (d) => d <= middle, 单: (d) => d % 2 === 1, 双: (d) => d % 2 === 0 };
}

export function attributeTuple(ctx: DigitFamily, text: PlayText, positions: number[]): PlayDefinition {
  const attributes = sizeParity(ctx);
  return define(
    ctx,
    text,
    'jiecheng',
    { kind: 'click', rows: labelsOf(ctx, positions).map((label) => ({ label, options: Object.keys(attributes) })) },
    attributeTupleRules({ positions, attributes, range: ctx.range }),
  );
}

/**
 * Option plays judged on the draw: each picked option is one bet. `outcome` reads the
 * whole draw; probabilities are exact over the family's draw space (computed once per option).
 */
export function drawOptions(
  ctx: DigitFamily,
  text: PlayText,
  options: readonly string[],
  outcome: (option: string, draw: readonly number[]) => TicketOutcome,
  extra: Partial<PlayDefinition['plate']> = {},
  label = '',
): PlayDefinition {
  const probabilities = new Map<string, number[]>();
  return define(
    ctx,
    text,
    'leijia',
    { kind: 'click', rows: [{ label, options: [...options] }], ...extra },
    optionRules({
      outcome: (option, draw) => outcome(option, draw),
      probability: (option) => {
        let p = probabilities.get(option);
        if (!p) probabilities.set(option, (p = probabilityOver(ctx.family, 1, (draw) => outcome(option, draw))));
        return p;
      },
    }),
  );
}

/** Digit plays whose every picked digit is judged on the draw (趣味 一帆风顺 …). */
export function digitOptions(ctx: DigitFamily, text: PlayText, outcome: (digit: number, draw: readonly number[]) => TicketOutcome, label = ''): PlayDefinition {
  const play = drawOptions(ctx, text, rangeDigits(ctx.range), (option, draw) => outcome(Number(option), draw));
  return { ...play, plate: { ...play.plate, rows: [numberRow(ctx, label)], randomPick: true } };
}

export function anyCompound(ctx: DigitFamily, text: PlayText, pick: number): PlayDefinition {
  return define(
    ctx,
    text,
    'rzxfs',
    { kind: 'click', rows: ctx.labels.map((label) => numberRow(ctx, label)), randomPick: true },
    anyDirectCompoundRules({ pick, range: ctx.range }),
  );
}

/** Any-position play over ticked positions: the inner play is built on every r-subset. */
export function anyPosition(ctx: DigitFamily, text: PlayText, pick: number, innerPlay: (positions: number[]) => PlayDefinition): PlayDefinition {
  const sample = innerPlay(Array.from({ length: pick }, (_, i) => i));
  return {
    ...sample,
    ...text,
    plate: {
      ...sample.plate,
      positionPicker: { labels: ctx.labels, minimum: pick, defaults: ctx.labels.map((_, i) => i) },
    },
    rules: anyPositionRules({ pick, inner: (positions) => innerPlay(positions).rules, levels: sample.prizeLevels.length }),
  };
}

export { segmentOf };
