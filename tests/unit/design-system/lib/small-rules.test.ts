import { describe, expect, it } from 'vitest';
import { badgeCountText } from '../../../../design-system/lib/badge-count';
import { formatCountdown } from '../../../../design-system/lib/countdown';
import { daysInRange, matchingPreset, presetRange, validateDateRange } from '../../../../design-system/lib/date-range';
import { pageItems } from '../../../../design-system/lib/pagination';
import type { PageItem } from '../../../../design-system/lib/pagination';

describe('badgeCountText', () => {
  it('shows the count when it is below 100', () => {
    expect(badgeCountText(0)).toBe('0');
    expect(badgeCountText(7)).toBe('7');
    expect(badgeCountText(99)).toBe('99');
  });
  it('shows 99 when the count is 100 or more', () => {
    expect(badgeCountText(100)).toBe('99');
    expect(badgeCountText(12345)).toBe('99');
  });
  it('shows 0 when the count is negative or not a number', () => {
    expect(badgeCountText(-4)).toBe('0');
    expect(badgeCountText(Number.NaN)).toBe('0');
  });
});

describe('formatCountdown', () => {
  it('formats mm:ss when asked, letting minutes pass 59', () => {
    expect(formatCountdown(65, 'mm:ss')).toBe('01:05');
    expect(formatCountdown(900, 'mm:ss')).toBe('15:00');
    expect(formatCountdown(5400, 'mm:ss')).toBe('90:00');
  });
  it('formats hh:mm:ss when asked', () => {
    expect(formatCountdown(3661, 'hh:mm:ss')).toBe('01:01:01');
    expect(formatCountdown(59, 'hh:mm:ss')).toBe('00:00:59');
  });
  it('adds hours only when there are some in auto mode', () => {
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3600)).toBe('01:00:00');
  });
  it('shows zero when the time is up or negative', () => {
    expect(formatCountdown(-5, 'mm:ss')).toBe('00:00');
  });
});

describe('pageItems', () => {
  const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');
  it('lists every page when there are few', () => {
    expect(show(pageItems(1, 5))).toBe('1 2 3 4 5');
    expect(show(pageItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });
  it('adds ellipses around the current page when there are many', () => {
    expect(show(pageItems(10, 20))).toBe('1 … 9 10 11 … 20');
  });
  it('keeps seven buttons when the current page is near an edge', () => {
    expect(show(pageItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(pageItems(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageItems(17, 20))).toBe('1 … 16 17 18 19 20');
  });
  it('returns nothing when there are no pages and clamps an out-of-range page', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(show(pageItems(99, 3))).toBe('1 2 3');
  });
});

describe('date range presets', () => {
  const today = new Date(2026, 2, 5); // 5 March 2026, local time
  it('computes the quick ranges when counted back from today', () => {
    expect(presetRange('today', today)).toEqual({ start: '2026-03-05', end: '2026-03-05' });
    expect(presetRange('yesterday', today)).toEqual({ start: '2026-03-04', end: '2026-03-04' });
    expect(presetRange('last3', today)).toEqual({ start: '2026-03-03', end: '2026-03-05' });
    expect(presetRange('last7', today)).toEqual({ start: '2026-02-27', end: '2026-03-05' });
    expect(presetRange('last30', today)).toEqual({ start: '2026-02-04', end: '2026-03-05' });
    expect(presetRange('thisMonth', today)).toEqual({ start: '2026-03-01', end: '2026-03-05' });
  });
  it('finds the preset a range equals', () => {
    expect(matchingPreset({ start: '2026-02-27', end: '2026-03-05' }, today)).toBe('last7');
    expect(matchingPreset({ start: '2026-01-01', end: '2026-03-05' }, today)).toBeUndefined();
  });
  it('reports a reversed or out-of-bounds range in Chinese', () => {
    expect(validateDateRange({ start: '2026-03-05', end: '2026-03-01' })).toBe('开始日期不能晚于结束日期');
    expect(validateDateRange({ start: '', end: '2026-03-01' })).toBe('请选择开始和结束日期');
    expect(validateDateRange({ start: '2025-01-01', end: '2026-03-01' }, { min: '2026-01-01' })).toBe('开始日期不能早于2026-01-01');
    expect(validateDateRange({ start: '2026-03-01', end: '2026-03-02' })).toBeUndefined();
  });
  it('counts both ends of a range and holds it to the longest allowed, across a month and a leap day', () => {
    expect(daysInRange({ start: '2026-03-05', end: '2026-03-05' })).toBe(1);
    expect(daysInRange({ start: '2028-02-01', end: '2028-03-02' })).toBe(31);
    expect(validateDateRange({ start: '2028-02-01', end: '2028-03-02' }, { maxDays: 31 })).toBeUndefined();
    expect(validateDateRange({ start: '2028-01-31', end: '2028-03-02' }, { maxDays: 31 })).toBe('查询范围不能超过31天');
    // the order of the checks: a reversed range is reported as reversed, not as too long
    expect(validateDateRange({ start: '2026-05-01', end: '2026-03-01' }, { maxDays: 31 })).toBe('开始日期不能晚于结束日期');
  });
});
