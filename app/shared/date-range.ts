/**
 * The date range of a record query: today, the last 3 or 7 days, or any start and end day the player
 * picks, in local days (the player's calendar), shaped into what each endpoint takes.
 */
import { presetRange, toIsoDate, type DateRangePreset, type DateRangeValue } from '../../design-system';

export type { DateRangeValue };

/** The quick buttons of record pages. */
export const recordRangePresets: readonly DateRangePreset[] = ['today', 'last3', 'last7'];

export function recordRange(preset: DateRangePreset = 'today', today = new Date()): DateRangeValue {
  return presetRange(preset, today);
}

function localMidnight(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).getTime();
}

/** Epoch milliseconds from the start day's midnight to the midnight after the end day (end excluded). */
export function timeRangeInput(range: DateRangeValue): { startTime: number; endTime: number } {
  const end = localMidnight(range.end);
  return { startTime: localMidnight(range.start), endTime: new Date(end).setDate(new Date(end).getDate() + 1) };
}

/** The days themselves, 'YYYY-MM-DD' (deposit and withdraw records take startDate and endDate). */
export function dateRangeInput(range: DateRangeValue): { startDate: string; endDate: string } {
  return { startDate: range.start, endDate: range.end };
}

/** Today as the latest day the picker offers. */
export const todayIso = (today = new Date()) => toIsoDate(today);
