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

describe('upcomingIssues across a daily break', () => {
  it('skips the draws of the break (JNDSSM: none from 19:00 to 20:00 Beijing)', () => {
    const list = upcomingIssues({ issue: '20261122-2278', drawTime: at('2026-11-22T10:59:00Z'), durationTime: 30, breakMinutes: [1140, 1200] }, 3);
    expect(list.map((i) => i.issue)).toEqual(['20261122-2278', '20261122-2279', '20261122-2400']);
    expect(list[2]!.drawAt).toBe(at('2026-11-22T12:00:00Z'));
  });

  it('lists the same issues, in order, as the server schedule for every periodic lottery', async () => {
    const { lotteries } = await import('../../../../server/domains/lottery/lotteries');
    const { currentSeq, isHeld, timingOf } = await import('../../../../server/domains/lottery/schedule');
    for (const lottery of lotteries) {
      const s = lottery.schedule;
      if (s.kind !== 'periodic') continue;
      // an hour before the break (or any time) on 2026-11-22
      const now = at('2026-11-22T10:15:10Z');
      const expected: string[] = [];
      for (let seq = currentSeq(lottery, now); expected.length < 150; seq++) if (isHeld(lottery, seq)) expected.push(timingOf(lottery, seq).issueNo);
      const first = timingOf(lottery, currentSeq(lottery, now));
      const list = upcomingIssues(
        { issue: first.issueNo, drawTime: first.drawAt, durationTime: s.periodMs / 1000, ...(s.breakMinutes ? { breakMinutes: s.breakMinutes } : {}) },
        150,
      );
      expect(
        list.map((i) => i.issue),
        lottery.code,
      ).toEqual(expected);
    }
  });
});
