/**
 * Beijing time against an independent clock: the platform's Intl with the Asia/Shanghai zone
 * (the ICU time-zone database), over random instants from 1970 to 2100.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBeijingMonths,
  beijingDate,
  beijingDayOfYear,
  beijingDayStart,
  beijingDayStartOf,
  beijingIsoDate,
  beijingMonthStartOf,
  beijingWeekStart,
  beijingYear,
  beijingYearRange,
  DAY_MS,
  formatBeijing,
  formatBeijingShort,
  minuteOfBeijingDay,
} from '../../../rules/beijing-time';

const shanghaiWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', weekday: 'short' });
const shanghai = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** The Shanghai wall clock of `ms`, field by field. */
function wallClock(ms: number) {
  const parts = Object.fromEntries(shanghai.formatToParts(ms).map((part) => [part.type, part.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}
// China has kept UTC+8 without daylight saving since 1991.
const instant = fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('Beijing time', () => {
  it('formats an instant as the Shanghai wall clock shows it', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const c = wallClock(ms);
        expect(formatBeijing(ms)).toBe(`${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`);
        expect(formatBeijingShort(ms)).toBe(`${Number(c.month)}-${c.day} ${c.hour}:${c.minute}`);
        expect(beijingIsoDate(ms)).toBe(`${c.year}-${c.month}-${c.day}`);
        expect(beijingDate(ms)).toBe(`${c.year}${c.month}${c.day}`);
        expect(beijingYear(ms)).toBe(Number(c.year));
        expect(minuteOfBeijingDay(ms)).toBe(Number(c.hour) * 60 + Number(c.minute));
      }),
    );
  });

  it('starts a day at the Shanghai midnight that holds the instant, and a date back to its day start', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const start = beijingDayStart(ms);
        expect(formatBeijing(start).slice(11)).toBe('00:00:00');
        expect(start <= ms && ms < start + DAY_MS).toBe(true);
        expect(beijingDayStartOf(beijingIsoDate(ms))).toBe(start);
      }),
    );
  });

  it('starts a week at the Shanghai Monday midnight and a month at the 1st, both holding the instant', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const week = beijingWeekStart(ms);
        expect(shanghaiWeekday.format(week)).toBe('Mon');
        expect(formatBeijing(week).slice(11)).toBe('00:00:00');
        expect(week <= ms && ms < week + 7 * DAY_MS).toBe(true);
        const month = beijingMonthStartOf(ms);
        const c = wallClock(ms);
        expect(formatBeijing(month)).toBe(`${c.year}-${c.month}-01 00:00:00`);
      }),
    );
    // Sunday 23:59 Beijing is still the week of Monday the 16th; Monday 00:00 Beijing (Sunday 16:00 UTC) starts the next.
    expect(formatBeijing(beijingWeekStart(Date.UTC(2026, 10, 22, 15, 59)))).toBe('2026-11-16 00:00:00');
    expect(formatBeijing(beijingWeekStart(Date.UTC(2026, 10, 22, 16, 0)))).toBe('2026-11-23 00:00:00');
  });

  it('moves calendar months on the Beijing clock, keeping the time and clamping the day to the month', () => {
    const at = (text: string) => Date.parse(`${text}+08:00`);
    expect(formatBeijing(addBeijingMonths(at('2026-11-22T12:00:30'), 6))).toBe('2027-05-22 12:00:30');
    expect(formatBeijing(addBeijingMonths(at('2026-08-31T23:30:00'), 6))).toBe('2027-02-28 23:30:00');
    expect(formatBeijing(addBeijingMonths(at('2027-08-31T07:00:00'), 6))).toBe('2028-02-29 07:00:00');
    expect(formatBeijing(addBeijingMonths(at('2026-01-31T00:10:00'), 60))).toBe('2031-01-31 00:10:00');
  });

  it('counts the days of the year from 1 January, 365 or 366 of them', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const [from, to] = beijingYearRange(beijingYear(ms));
        expect(formatBeijing(from)).toBe(`${beijingYear(ms)}-01-01 00:00:00`);
        expect(from <= ms && ms < to).toBe(true);
        expect([365, 366]).toContain((to - from) / DAY_MS);
        expect(beijingDayOfYear(ms)).toBe((beijingDayStart(ms) - from) / DAY_MS + 1);
      }),
    );
    expect(beijingDayOfYear(Date.UTC(2024, 11, 31, 12))).toBe(366);
    expect(beijingDayOfYear(Date.UTC(2025, 11, 31, 15, 59))).toBe(365); // 23:59 Beijing
    expect(beijingDayOfYear(Date.UTC(2025, 11, 31, 16))).toBe(1); // 2026-01-01 00:00 Beijing
  });

  it('refuses a malformed date instead of reading it some other way', () => {
    for (const date of ['2026-1-05', '2026/01/05', '20260105', '2026-01-05T00:00', '', 'yesterday']) expect(beijingDayStartOf(date)).toBeNaN();
  });
});
