/**
 * Mark Six (六合彩) zodiac (生肖) rules: the twelve animals, which numbers each owns in a zodiac year,
 * and the year zodiac of a draw date. The date is always an argument: the zodiac changes at Chinese
 * New Year, so a year read once from the clock would be wrong for a process running across it.
 */
import { RuleInputError } from './rule-input-error';

/** The twelve zodiac animals in cycle order (鼠 first). */
export const zodiacs = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;
export type Zodiac = (typeof zodiacs)[number];

/** The largest Mark Six number: 1..49 are drawn. */
export const markSixMax = 49;

export function isZodiac(value: string): value is Zodiac {
  return (zodiacs as readonly string[]).includes(value);
}

function zodiacIndex(zodiac: Zodiac): number {
  return zodiacs.indexOf(zodiac);
}

/**
 * The zodiac of a number in a year of `yearZodiac`: the year's own zodiac (本命) owns
 * 01 13 25 37 49, and number n belongs to the zodiac n−1 steps before it in the cycle
 * (鼠年: 02 = 猪, 03 = 狗 … 12 = 牛).
 */
export function zodiacOf(number: number, yearZodiac: Zodiac): Zodiac {
  const index = (((zodiacIndex(yearZodiac) - (number - 1)) % 12) + 12) % 12;
  return zodiacs[index] as Zodiac;
}

/** The numbers (ascending) a zodiac owns in a year of `yearZodiac`: five for the year's own zodiac, four for the others. */
export function numbersOfZodiac(zodiac: Zodiac, yearZodiac: Zodiac): number[] {
  const first = ((((zodiacIndex(yearZodiac) - zodiacIndex(zodiac)) % 12) + 12) % 12) + 1;
  const out: number[] = [];
  for (let n = first; n <= markSixMax; n += 12) out.push(n);
  return out;
}

/**
 * Chinese New Year dates (Beijing/Hong Kong calendar) and the zodiac each one starts.
 * The zodiac of a draw changes on these days, not on 1 January.
 */
export const lunarNewYears: ReadonlyArray<{ date: string; zodiac: Zodiac }> = [
  { date: '2020-01-25', zodiac: '鼠' },
  { date: '2021-02-12', zodiac: '牛' },
  { date: '2022-02-01', zodiac: '虎' },
  { date: '2023-01-22', zodiac: '兔' },
  { date: '2024-02-10', zodiac: '龙' },
  { date: '2025-01-29', zodiac: '蛇' },
  { date: '2026-02-17', zodiac: '马' },
  { date: '2027-02-06', zodiac: '羊' },
  { date: '2028-01-26', zodiac: '猴' },
  { date: '2029-02-13', zodiac: '鸡' },
  { date: '2030-02-03', zodiac: '狗' },
  { date: '2031-01-23', zodiac: '猪' },
];
/** The first day after the table (2032 鼠年 starts 2032-02-11); dates from here on are refused. */
const tableEnd = '2032-02-11';

/**
 * The year zodiac on a calendar date 'YYYY-MM-DD' (the draw's Beijing/Hong Kong date).
 * Throws outside the table (2020-01-25 … 2032-02-10) rather than guess.
 */
export function yearZodiacOn(date: string): Zodiac {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RuleInputError('BAD_INPUT', `日期格式错误：${date}`);
  const first = lunarNewYears[0]!;
  if (date < first.date || date >= tableEnd) throw new RuleInputError('BAD_INPUT', `日期超出生肖年份表范围：${date}`);
  let zodiac = first.zodiac;
  for (const entry of lunarNewYears) if (date >= entry.date) zodiac = entry.zodiac;
  return zodiac;
}
