import { describe, expect, it } from 'vitest';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { currentSeq, issuesPerDay, seqOfIssue, timingOf } from '../../../server/domains/lottery/schedule';

const at = (h: number, m: number, s = 0) => Date.UTC(2026, 10, 22, h - 8, m, s); // Beijing time on 2026-11-22

describe('issue schedule', () => {
  it('numbers periodic issues by Beijing day and index, sales closing before the draw', () => {
    const hn = lotteryOf('HN1FC')!;
    const seq = currentSeq(hn, at(12, 0, 30));
    expect(timingOf(hn, seq)).toMatchObject({ issueNo: '20261122-0721', drawAt: at(12, 1), saleClose: at(12, 0, 55), saleStart: at(11, 59, 55) });
    expect(currentSeq(hn, at(12, 0, 55))).toBe(seq + 1); // at the deadline the next issue is on sale
    expect(timingOf(hn, currentSeq(hn, at(23, 59, 30))).issueNo).toBe('20261122-1440'); // draws at 24:00
    expect(timingOf(hn, currentSeq(hn, at(23, 59, 56))).issueNo).toBe('20261123-0001');
    expect(issuesPerDay(hn)).toBe(1440);
    expect(issuesPerDay(lotteryOf('JNDSSM')!)).toBe(2760);
    expect(timingOf(lotteryOf('HN5FC')!, currentSeq(lotteryOf('HN5FC')!, at(0, 3))).issueNo).toBe('20261122-001');
  });

  it('reads issue numbers back, and refuses unknown ones and ones inside a break', () => {
    for (const code of ['HN1FC', 'HN5FC', 'JNDSSM', 'FC3D', 'XGLHC']) {
      const lottery = lotteryOf(code)!;
      const seq = currentSeq(lottery, at(12, 0));
      expect(seqOfIssue(lottery, timingOf(lottery, seq).issueNo)).toBe(seq);
    }
    expect(seqOfIssue(lotteryOf('HN1FC')!, '20261122-1441')).toBeUndefined();
    expect(seqOfIssue(lotteryOf('HN1FC')!, 'garbage')).toBeUndefined();
    expect(seqOfIssue(lotteryOf('JNDSSM')!, '20261122-2300')).toBeUndefined(); // 19:10, in the break
  });

  it('numbers daily issues by year and day of year', () => {
    const fc = lotteryOf('FC3D')!;
    expect(timingOf(fc, currentSeq(fc, at(12, 0)))).toMatchObject({ issueNo: '2026326', drawAt: at(21, 15), saleClose: at(21, 0) });
    expect(timingOf(fc, currentSeq(fc, at(21, 1))).issueNo).toBe('2026327');
  });
});
