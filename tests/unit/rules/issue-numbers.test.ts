/**
 * Issue numbers from the written rule: a periodic issue is the Beijing date of the day it closes
 * and its index in that day counted from 1 (the draw at 24:00 is the day's last, not the next
 * day's 0); a daily issue is the year and the day of the year. Expected numbers are built from
 * the Shanghai wall clock (Intl), not from the code under test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../../rules/beijing-time';
import { dailyIssueDayStartOf, dailyIssueNo, inDailyBreak, periodicDrawAtOf, periodicIssueNo } from '../../../rules/issue-numbers';

const dateOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
// A Beijing midnight: 16:00 UTC of the day before.
const midnight = fc.integer({ min: 0, max: 40_000 }).map((day) => Date.UTC(2000, 0, 1, 16) + day * DAY_MS);
const periods = [1, 3, 5, 10, 20].map((minutes) => minutes * MINUTE_MS);

describe('issue numbers', () => {
  it('number a periodic draw by the day it closes and its index from 1, as wide as the day count', () => {
    fc.assert(
      fc.property(midnight, fc.constantFrom(...periods), fc.double({ min: 0, max: 1, noNaN: true }), (dayStart, period, at) => {
        const perDay = DAY_MS / period;
        const index = 1 + Math.min(perDay - 1, Math.floor(at * perDay));
        const expected = `${dateOf(dayStart).replaceAll('-', '')}-${String(index).padStart(String(perDay).length, '0')}`;
        expect(periodicIssueNo(dayStart + index * period, period)).toBe(expected);
        expect(periodicDrawAtOf(expected, period)).toBe(dayStart + index * period);
      }),
    );
    // 1-minute issues: 00:01 is 0001, 24:00 is the day's 1440th
    const day = Date.UTC(2026, 10, 21, 16);
    expect(periodicIssueNo(day + MINUTE_MS, MINUTE_MS)).toBe('20261122-0001');
    expect(periodicIssueNo(day + DAY_MS, MINUTE_MS)).toBe('20261122-1440');
    expect(periodicIssueNo(day + DAY_MS + MINUTE_MS, MINUTE_MS)).toBe('20261123-0001');
  });

  it('finds no draw for a number no issue has', () => {
    for (const issueNo of ['20261122-0000', '20261122-1441', '20261132-0001', '20261122-001', '2026112-0001', 'x'])
      expect(periodicDrawAtOf(issueNo, MINUTE_MS)).toBeUndefined();
    expect(periodicDrawAtOf('20261122-289', 5 * MINUTE_MS)).toBeUndefined(); // 288 five-minute issues a day
    expect(periodicDrawAtOf('20261122-288', 5 * MINUTE_MS)).toBe(Date.UTC(2026, 10, 22, 16));
  });

  it('number a daily draw by its year and day of the year, and back', () => {
    fc.assert(
      fc.property(midnight, fc.integer({ min: 0, max: DAY_MS - 1 }), (dayStart, offset) => {
        const [year, month, day] = dateOf(dayStart).split('-').map(Number) as [number, number, number];
        const dayOfYear = Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / DAY_MS) + 1;
        const expected = `${year}${String(dayOfYear).padStart(3, '0')}`;
        expect(dailyIssueNo(dayStart + offset)).toBe(expected);
        expect(dailyIssueDayStartOf(expected)).toBe(dayStart);
      }),
    );
    expect(dailyIssueDayStartOf('2025366')).toBeUndefined();
    expect(dailyIssueDayStartOf('2024366')).toBe(Date.UTC(2024, 11, 30, 16));
    expect(dailyIssueDayStartOf('2026000')).toBeUndefined();
  });

  it('holds no draws inside the daily break [from, to) of the Beijing day', () => {
    const day = Date.UTC(2026, 10, 21, 16);
    const brk = [4 * 60, 7 * 60] as const;
    expect(inDailyBreak(day + 4 * 60 * MINUTE_MS - 1, brk)).toBe(false);
    expect(inDailyBreak(day + 4 * 60 * MINUTE_MS, brk)).toBe(true);
    expect(inDailyBreak(day + 7 * 60 * MINUTE_MS - 1, brk)).toBe(true);
    expect(inDailyBreak(day + 7 * 60 * MINUTE_MS, brk)).toBe(false);
    expect(inDailyBreak(day + 5 * 60 * MINUTE_MS, undefined)).toBe(false);
  });
});
