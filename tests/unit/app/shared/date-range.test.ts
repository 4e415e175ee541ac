import { describe, expect, it } from 'vitest';
import { dateRangeInput, recordRange, recordRangePresets, timeRangeInput } from '../../../../app/shared/date-range';

describe('record date range', () => {
  const today = new Date(2026, 2, 5, 15, 30); // 5 March 2026, afternoon, local time

  it('offers today, the last 3 days and the last 7 days, counted in whole local days', () => {
    expect(recordRangePresets.map((preset) => recordRange(preset, today))).toEqual([
      { start: '2026-03-05', end: '2026-03-05' },
      { start: '2026-03-03', end: '2026-03-05' },
      { start: '2026-02-27', end: '2026-03-05' },
    ]);
  });

  it('shapes a range as epoch milliseconds from the first midnight to the midnight after the last day', () => {
    expect(timeRangeInput({ start: '2026-03-03', end: '2026-03-05' })).toEqual({
      startTime: new Date(2026, 2, 3).getTime(),
      endTime: new Date(2026, 2, 6).getTime(),
    });
    // across a month end, and a single day is 24 hours
    const oneDay = timeRangeInput({ start: '2026-02-28', end: '2026-02-28' });
    expect(oneDay.endTime).toBe(new Date(2026, 2, 1).getTime());
  });

  it('shapes a range as its days for endpoints that take dates', () => {
    expect(dateRangeInput({ start: '2026-03-03', end: '2026-03-05' })).toEqual({ startDate: '2026-03-03', endDate: '2026-03-05' });
  });
});
