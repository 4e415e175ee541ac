/**
 * Chart shape rules: the labels the draw list and the trend chart show (形态, 梭哈, 牛牛,
 * 百家乐, 组选 shapes, 大小单双, 龙虎, k3 dice forms, chart zodiac sets). The same classifiers decide the
 * 形态/梭哈/牛牛/百家乐 plays, so a chart label and a settled bet can never disagree.
 *
 * Every helper is a pure function over a number array. Input is checked: not an array
 * → RuleInputError('BAD_CHART_INPUT', '输入必须是数组'); wrong length → '号码个数必须是3或5'
 * (the lengths the helper accepts); a value that is not an integer in range → '号码超出范围'.
 */
import { zodiacOf as markSixZodiacOf, zodiacs, type Zodiac } from './mark-six-zodiac';
import { RuleInputError } from './rule-input-error';

function lengthMessage(lengths: readonly number[]): string {
  const list = lengths.length <= 2 ? lengths.join('或') : `${lengths.slice(0, -1).join('、')}或${lengths[lengths.length - 1]}`;
  return `号码个数必须是${list}`;
}

/** Checks a chart input and returns it typed. */
export function checkChartInput(input: unknown, lengths: readonly number[], min = 0, max = 9): readonly number[] {
  if (!Array.isArray(input)) throw new RuleInputError('BAD_CHART_INPUT', '输入必须是数组');
  if (!lengths.includes(input.length)) throw new RuleInputError('BAD_CHART_INPUT', lengthMessage(lengths));
  for (const value of input as unknown[])
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new RuleInputError('BAD_CHART_INPUT', '号码超出范围');
  return input as readonly number[];
}

/** Occurrences of each value, largest first (e.g. 11223 → [2, 2, 1]). */
export function multiplicities(values: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}

/** Whether `set` (distinct digits) is a run of consecutive digits on the 0-9 circle (9-0-1 wraps). */
function isCircularRun(set: readonly number[], modulo = 10): boolean {
  const has = new Set(set);
  return set.some((start) => set.every((_, i) => has.has((start + i) % modulo)));
}

// ---------------------------------------------------------------- 形态 / 梭哈

export const threeDigitForms = ['豹子', '顺子', '对子', '半顺', '杂六'] as const;
export type ThreeDigitForm = (typeof threeDigitForms)[number];

/**
 * 炸金花/形态 of three digits 0-9: 豹子 (all equal), 对子 (exactly two equal), 顺子 (three
 * consecutive, 890 and 901 count), 半顺 (distinct, exactly one adjacent pair, 9-0 adjacent),
 * 杂六 (distinct, no adjacent pair). Of 1000 draws: 10 / 270 / 60 / 360 / 300.
 */
export function threeDigitFormOf(digits: readonly number[]): ThreeDigitForm {
  const [a, b, c] = checkChartInput(digits, [3]) as [number, number, number];
  if (a === b && b === c) return '豹子';
  if (a === b || b === c || a === c) return '对子';
  const adjacent = (x: number, y: number) => (x - y + 10) % 10 === 1 || (y - x + 10) % 10 === 1;
  const pairs = Number(adjacent(a, b)) + Number(adjacent(b, c)) + Number(adjacent(a, c));
  return pairs >= 2 ? '顺子' : pairs === 1 ? '半顺' : '杂六';
}

export const fiveDigitForms = ['四条', '葫芦', '顺子', '三条', '两对', '一对', '单牌'] as const;
export type FiveDigitForm = (typeof fiveDigitForms)[number];

/**
 * 梭哈 of five digits 0-9: 四条 (four equal; five equal counts as 四条 by decision), 葫芦
 * (3+2), 三条 (3+1+1), 两对, 一对, 顺子 (five distinct consecutive, 67890 and 89012
 * count), 单牌 (distinct, not 顺子). Of 100 000: 460 / 900 / 1200 / 7200 / 10800 / 50400 / 29040.
 */
export function fiveDigitFormOf(digits: readonly number[]): FiveDigitForm {
  checkChartInput(digits, [5]);
  const m = multiplicities(digits);
  if (m[0]! >= 4) return '四条';
  if (m[0] === 3) return m[1] === 2 ? '葫芦' : '三条';
  if (m[0] === 2) return m[1] === 2 ? '两对' : '一对';
  return isCircularRun(digits) ? '顺子' : '单牌';
}

/** 形态 of a 3-digit or 梭哈 of a 5-digit draw: the one entry point the chart column uses. */
export function digitFormOf(digits: readonly number[]): ThreeDigitForm | FiveDigitForm {
  checkChartInput(digits, [3, 5]);
  return digits.length === 3 ? threeDigitFormOf(digits) : fiveDigitFormOf(digits);
}

// ---------------------------------------------------------------- 组选 shapes

export type GroupShape = '组120' | '组60' | '组30' | '组20' | '组10' | '组5' | '组24' | '组12' | '组6' | '组4' | '组三' | '组六' | '豹子';

const groupShapes: Record<number, Record<string, GroupShape>> = {
  5: { '1,1,1,1,1': '组120', '2,1,1,1': '组60', '2,2,1': '组30', '3,1,1': '组20', '3,2': '组10', '4,1': '组5', '5': '豹子' },
  4: { '1,1,1,1': '组24', '2,1,1': '组12', '2,2': '组6', '3,1': '组4', '4': '豹子' },
  3: { '1,1,1': '组六', '2,1': '组三', '3': '豹子' },
};

/**
 * The ssc/3d 组选 shape of a segment: five digits 组120/60/30/20/10/5, four digits
 * 组24/12/6/4, three digits 组六/组三; all digits equal is 豹子 (no group shape wins).
 */
export function groupShapeOf(digits: readonly number[]): GroupShape {
  checkChartInput(digits, [3, 4, 5]);
  return groupShapes[digits.length]![multiplicities(digits).join(',')]!;
}

// ---------------------------------------------------------------- 大小单双 / 龙虎

/** Where a draw's sum turns 大: five digits (0-45) from 23, three digits (0-27) from 14, three k3 dice (3-18) from 11. */
export const sumBigFrom = { fiveDigits: 23, threeDigits: 14, threeDice: 11 } as const;

/** 大 when value ≥ bigFrom (digits: bigFrom 5, so 5-9 大 and 0-4 小), else 小. */
export function sizeOf(value: number, bigFrom: number): '大' | '小' {
  return value >= bigFrom ? '大' : '小';
}

export function parityOf(value: number): '单' | '双' {
  return Math.abs(value) % 2 === 1 ? '单' : '双';
}

/** Combined label: 大单, 大双, 小单, 小双. */
export function sizeParityOf(value: number, bigFrom: number): '大单' | '大双' | '小单' | '小双' {
  return `${sizeOf(value, bigFrom)}${parityOf(value)}`;
}

/** 龙 when the first is larger, 虎 when smaller, 和 when equal. */
export function dragonTigerOf(first: number, second: number): '龙' | '虎' | '和' {
  return first > second ? '龙' : first < second ? '虎' : '和';
}

// ---------------------------------------------------------------- 牛牛

export const bullLabels = ['无牛', '牛1', '牛2', '牛3', '牛4', '牛5', '牛6', '牛7', '牛8', '牛9', '牛牛'] as const;
export type BullLabel = (typeof bullLabels)[number];

export interface Bull {
  /** 1-9, 0 for 牛牛, null for 无牛. */
  value: number | null;
  label: BullLabel;
  /** 牛大 = 牛6-9 and 牛牛; 牛小 = 牛1-5; null for 无牛. */
  size: '牛大' | '牛小' | null;
  /** 牛单 = 牛1/3/5/7/9; 牛双 = 牛2/4/6/8 and 牛牛; null for 无牛. */
  parity: '牛单' | '牛双' | null;
}

/**
 * 牛牛 of five digits: if some three digits sum to a multiple of 10, the value is the sum of
 * the other two mod 10 (0 = 牛牛); otherwise 无牛. The value does not depend on which three
 * are chosen (it is the total mod 10). 00000 is 牛牛; other all-equal draws are 无牛.
 */
export function bullOf(digits: readonly number[]): Bull {
  checkChartInput(digits, [5]);
  let found = false;
  for (let i = 0; i < 5 && !found; i++)
    for (let j = i + 1; j < 5 && !found; j++) for (let k = j + 1; k < 5 && !found; k++) found = (digits[i]! + digits[j]! + digits[k]!) % 10 === 0;
  if (!found) return { value: null, label: '无牛', size: null, parity: null };
  const value = digits.reduce((s, d) => s + d, 0) % 10;
  return {
    value,
    label: value === 0 ? '牛牛' : (`牛${value}` as BullLabel),
    size: value === 0 || value >= 6 ? '牛大' : '牛小',
    parity: value !== 0 && value % 2 === 1 ? '牛单' : '牛双',
  };
}

/** Whether a 牛牛 play option (牛大 牛小 牛单 牛双 无牛 牛1…牛9 牛牛) wins: 无牛 loses every 大小单双 option. */
export function bullOptionWins(option: string, bull: Bull): boolean {
  return option === bull.label || option === bull.size || option === bull.parity;
}

// ---------------------------------------------------------------- 百家乐

export interface Baccarat {
  /** (d1 + d2) mod 10. */
  banker: number;
  /** (d4 + d5) mod 10. */
  player: number;
  winner: '庄' | '闲' | '和';
  /** d1 = d2. */
  bankerPair: boolean;
  /** d4 = d5. */
  playerPair: boolean;
  /** Banker 6 beats a player below 6. */
  s6: boolean;
  bankerSize: '大' | '小';
  playerSize: '大' | '小';
}

/**
 * 百家乐 of five digits: 庄 = (d1+d2) mod 10, 闲 = (d4+d5) mod 10 (d3 is not used); the
 * higher total wins, equal is 和; 庄对/闲对 for equal digits; S6 when 庄 is 6 and 闲 below 6.
 * Sizes: a total ≥ `bigFrom` is 大 (the chart's cut-off, supplied by the caller).
 */
export function baccaratOf(digits: readonly number[], bigFrom: number): Baccarat {
  const [d1, d2, , d4, d5] = checkChartInput(digits, [5]) as [number, number, number, number, number];
  const banker = (d1 + d2) % 10;
  const player = (d4 + d5) % 10;
  return {
    banker,
    player,
    winner: banker > player ? '庄' : banker < player ? '闲' : '和',
    bankerPair: d1 === d2,
    playerPair: d4 === d5,
    s6: banker === 6 && player < 6,
    bankerSize: sizeOf(banker, bigFrom),
    playerSize: sizeOf(player, bigFrom),
  };
}

export const baccaratOptions = ['庄', '闲', '和', '庄对', '闲对', 'S6'] as const;

/** Whether a 百家乐 play option wins (each option is judged on its own; 和 does not refund 庄/闲). */
export function baccaratOptionWins(option: string, result: Baccarat): boolean {
  switch (option) {
    case '庄对':
      return result.bankerPair;
    case '闲对':
      return result.playerPair;
    case 'S6':
      return result.s6;
    default:
      return option === result.winner;
  }
}

// ---------------------------------------------------------------- k3 dice forms

export type DiceForm = '三同号' | '二同号' | '三连号' | '半顺' | '杂六';

/**
 * k3 form of three dice 1-6 (order irrelevant; no 6-1 wrap): 三同号 (all equal), 二同号 (a
 * pair), 三连号 (123 234 345 456), 半顺 (distinct, exactly one adjacent pair: 12 sets),
 * 杂六 (distinct, no adjacent pair: 135 136 146 246). Of 216: 6 / 90 / 24 / 72 / 24.
 */
export function diceFormOf(dice: readonly number[]): DiceForm {
  checkChartInput(dice, [3], 1, 6);
  const [a, b, c] = [...dice].sort((x, y) => x - y) as [number, number, number];
  if (a === c) return '三同号';
  if (a === b || b === c) return '二同号';
  const pairs = Number(b - a === 1) + Number(c - b === 1);
  return pairs === 2 ? '三连号' : pairs === 1 ? '半顺' : '杂六';
}

// ---------------------------------------------------------------- chart zodiac sets

/**
 * Chart zodiac sets: the twelve animals own the two-digit numbers 01-60 in steps of 12
 * (鼠 01 13 25 37 49, 牛 02 14 26 38 50, … 猪 12 24 36 48 60). This is the fixed chart
 * layout; Mark Six plays use the year-dependent mapping of mark-six-zodiac.
 */
export function chartZodiacOf(number: number): Zodiac {
  checkChartInput([number], [1], 1, 60);
  return zodiacs[(number - 1) % 12]!;
}

export function chartZodiacNumbers(zodiac: Zodiac): string[] {
  const first = zodiacs.indexOf(zodiac) + 1;
  if (first === 0) throw new RuleInputError('BAD_CHART_INPUT', '号码超出范围');
  const out: string[] = [];
  for (let n = first; n <= 60; n += 12) out.push(String(n).padStart(2, '0'));
  return out;
}

// ---------------------------------------------------------------- trend chart columns

/** One shape column of the trend chart: its title and the label of a draw's numbers. */
export interface ChartShapeColumn {
  title: string;
  of: (numbers: readonly number[]) => string;
}

const sumOf = (numbers: readonly number[]) => String(numbers.reduce((s, n) => s + n, 0));

/** '庄', '闲' or '和', then 庄对 / 闲对 / S6 when they hold: '庄 庄对 S6'. */
function baccaratLabel(digits: readonly number[]): string {
  const result = baccaratOf(digits, 5);
  const marks = [result.bankerPair ? '庄对' : '', result.playerPair ? '闲对' : '', result.s6 ? 'S6' : ''].filter(Boolean);
  return [result.winner, ...marks].join(' ');
}

/** A column's label, or '—' for a draw the classifier refuses (a malformed code must not break the chart). */
function column(title: string, of: (numbers: readonly number[]) => string): ChartShapeColumn {
  return {
    title,
    of: (numbers) => {
      try {
        return of(numbers);
      } catch (error) {
        if (error instanceof RuleInputError) return '—';
        throw error;
      }
    },
  };
}

/**
 * The shape columns the trend chart shows for a family, built on the classifiers above so
 * a chart label and a settled bet agree. Mark Six reads the special number (the 7th).
 */
export function chartShapeColumns(family: string): ChartShapeColumn[] {
  switch (family) {
    case 'ssc':
      return [
        column('牛牛', (d) => bullOf(d).label),
        column('牛大小', (d) => bullOf(d).size?.slice(1) ?? '—'),
        column('庄闲', baccaratLabel),
        column('梭哈', fiveDigitFormOf),
        column('前三', (d) => threeDigitFormOf(d.slice(0, 3))),
        column('后三', (d) => threeDigitFormOf(d.slice(2))),
      ];
    case '3d':
      return [column('和值', sumOf), column('形态', threeDigitFormOf)];
    case 'k3':
      return [column('和值', sumOf), column('形态', diceFormOf)];
    case 'pk10':
      return [column('冠亚和', (d) => String(d[0]! + d[1]!)), column('1v10', (d) => dragonTigerOf(d[0]!, d[9]!))];
    case 'lhc':
      return [column('特码', (d) => String(d[6]).padStart(2, '0')), column('生肖', (d) => chartZodiacOf(d[6]!))];
    default:
      return [column('和值', sumOf)];
  }
}

// ---------------------------------------------------------------- the recent-draws list

/**
 * The shape the recent-draws list shows beside a draw: ssc, the 组选 shape of the last three, the
 * sum's 大小单双 and 万 vs 个 龙虎; 3d, the group shape and the sum's 大小单双; k3, the sum and its
 * 大小单双; pk10, 冠亚和 and 1v10 龙虎; Mark Six, the special number and its zodiac in `yearZodiac`
 * (left out when the year is unknown); any other family, the sum. A draw the classifiers refuse
 * (a malformed code) shows no shape: '' rather than breaking the list.
 */
export function drawListShape(family: string, numbers: readonly number[], yearZodiac?: Zodiac): string {
  const d = numbers;
  const sum = d.reduce((a, b) => a + b, 0);
  try {
    if (family === 'ssc') return `${groupShapeOf(d.slice(2))} ${sizeParityOf(sum, sumBigFrom.fiveDigits)} ${dragonTigerOf(d[0]!, d[4]!)}`;
    if (family === '3d') return `${groupShapeOf(d)} ${sizeParityOf(sum, sumBigFrom.threeDigits)}`;
    if (family === 'k3') return `${sum} ${sizeParityOf(sum, sumBigFrom.threeDice)}`;
    if (family === 'pk10') return `冠亚和 ${d[0]! + d[1]!} ${dragonTigerOf(d[0]!, d[9]!)}`;
  } catch (error) {
    if (error instanceof RuleInputError) return '';
    throw error;
  }
  if (family === 'lhc') {
    const special = `特 ${String(d[6] ?? '').padStart(2, '0')}`;
    return yearZodiac ? `${special} ${markSixZodiacOf(d[6]!, yearZodiac)}` : special;
  }
  return `和 ${sum}`;
}
