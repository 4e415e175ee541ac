import { describe, expect, it } from 'vitest';
import { upcomingIssues } from '../../../../app/features/lottery/issue-numbers';

// 2026-11-22 23:58:00 Beijing = 15:58:00 UTC
const at = (iso: string) => Date.parse(iso);

describe('upcomingIssues', () => {
  it('numbers one-minute issues by the Beijing day and rolls over at midnight', () => {
    const list = upcomingIssues({ issue: '20261122-1438', drawTime: at('2026-11-22T15:58:00Z'), durationTime: 60 }, 4);
    expect(list.map((i) => i.issue)).toEqual(['20261122-1438', '20261122-1439', '20261122-1440', '20261123-0001']);
    expect(list.map((i) => i.isTomorrow)).toEqual([false, false, false, true]);
  });
  it('uses three digits for five-minute lotteries', () => {
    const list = upcomingIssues({ issue: '20261122-100', drawTime: at('2026-11-22T00:20:00Z'), durationTime: 300 }, 2);
    expect(list.map((i) => i.issue)).toEqual(['20261122-100', '20261122-101']);
  });
  it('numbers daily issues by the day of the year', () => {
    const list = upcomingIssues({ issue: '2026326', drawTime: at('2026-11-22T13:30:00Z'), durationTime: 86_400 }, 2);
    expect(list.map((i) => i.issue)).toEqual(['2026326', '2026327']);
  });
  it('returns nothing without a current issue', () => {
    expect(upcomingIssues({ issue: '', drawTime: 0, durationTime: 60 }, 3)).toEqual([]);
  });
});
