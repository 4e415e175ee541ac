/**
 * The Mark Six zodiac rules against simpler computations: the Gregorian year Y (once its Chinese New
 * Year has passed) is the animal (Y − 4) mod 12 of the cycle (2020 鼠), and a year's own zodiac owns
 * 01 13 25 37 49 with the others following backwards. The draw date is always passed in, so the
 * change at Chinese New Year is tested on the days either side of it.
 */
import { describe, expect, it } from 'vitest';
import { lunarNewYears, numbersOfZodiac, yearZodiacOn, zodiacOf, zodiacs } from '../../../rules/mark-six-zodiac';
import { RuleInputError } from '../../../rules/rule-input-error';

/** The day before an ISO date, by calendar arithmetic in UTC (no time zone can shift it). */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('mark-six-zodiac', () => {
  it('changes the year zodiac on each Chinese New Year, not on 1 January', () => {
    for (const [i, { date }] of lunarNewYears.entries()) {
      const year = Number(date.slice(0, 4));
      expect(yearZodiacOn(date)).toBe(zodiacs[(year - 4) % 12]);
      expect(yearZodiacOn(`${year}-12-31`)).toBe(zodiacs[(year - 4) % 12]);
      if (i > 0) {
        expect(yearZodiacOn(dayBefore(date))).toBe(zodiacs[(year - 5) % 12]);
        expect(yearZodiacOn(`${year}-01-01`)).toBe(zodiacs[(year - 5) % 12]);
      }
    }
  });

  it('gives a Mark Six number the zodiac of its draw date, so 01 drawn the day before 2026 New Year is 蛇 and on it 马', () => {
    expect(zodiacOf(1, yearZodiacOn('2026-02-16'))).toBe('蛇');
    expect(zodiacOf(1, yearZodiacOn('2026-02-17'))).toBe('马');
    expect(zodiacOf(2, yearZodiacOn('2026-02-17'))).toBe('蛇');
  });

  it('refuses a date outside the table or not YYYY-MM-DD with the Chinese message', () => {
    for (const [date, message] of [
      ['2020-01-24', '日期超出生肖年份表范围：2020-01-24'],
      ['2032-02-11', '日期超出生肖年份表范围：2032-02-11'],
      ['2026/02/17', '日期格式错误：2026/02/17'],
    ] as const) {
      expect(() => yearZodiacOn(date)).toThrow(RuleInputError);
      expect(() => yearZodiacOn(date)).toThrow(message);
    }
    expect(yearZodiacOn('2032-02-10')).toBe('猪');
  });

  it('splits 01-49 among the twelve zodiacs, and numbersOfZodiac lists exactly the numbers zodiacOf gives each', () => {
    for (const year of zodiacs) {
      const owned = zodiacs.flatMap((zodiac) => numbersOfZodiac(zodiac, year));
      expect(owned.sort((a, b) => a - b)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
      for (let n = 1; n <= 49; n++) {
        expect(numbersOfZodiac(zodiacOf(n, year), year)).toContain(n);
        // n − 1 steps back in the cycle from the year's own zodiac
        expect(zodiacOf(n, year)).toBe(zodiacs[(((zodiacs.indexOf(year) - (n - 1)) % 12) + 12) % 12]);
      }
      expect(numbersOfZodiac(year, year)).toEqual([1, 13, 25, 37, 49]);
    }
  });
});
