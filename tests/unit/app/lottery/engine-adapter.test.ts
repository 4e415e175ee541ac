import { describe, expect, it } from 'vitest';
import { drawShape, drawTimeOfIssue, markSixYearAt, waveOf, zodiacNumbers } from '../../../../app/features/lottery/engine-adapter';

const beijing = (isoMinute: string) => Date.parse(`${isoMinute}:00+08:00`);

describe('the engine tables the lottery screen renders with', () => {
  it("follows the Chinese New Year of the draw's Beijing date, not 1 January, for the zodiac year (16 Feb 2026 is still 蛇年)", () => {
    expect(markSixYearAt(beijing('2026-02-16T23:59'))).toBe('蛇');
    // 2026-02-17 00:00 Beijing is still 16 Feb in UTC: the Beijing date decides.
    expect(markSixYearAt(beijing('2026-02-17T00:00'))).toBe('马');
    expect(markSixYearAt(0)).toBeUndefined(); // outside the table: no year rather than a guess
    expect(zodiacNumbers('蛇', '蛇')).toEqual(['01', '13', '25', '37', '49']);
    expect(zodiacNumbers('龙', '蛇')).toEqual(['02', '14', '26', '38']);
    expect(zodiacNumbers('马', '马')).toEqual(['01', '13', '25', '37', '49']);
  });

  it("finds a drawn issue's draw time from its number, for periodic and daily lotteries", () => {
    expect(drawTimeOfIssue('20260217-0001', 60)).toBe(beijing('2026-02-17T00:01'));
    expect(drawTimeOfIssue('2026048', 86_400)).toBe(beijing('2026-02-17T00:00'));
    expect(drawTimeOfIssue('20260217-1441', 60)).toBeUndefined();
  });

  it('colours Mark Six balls by wave', () => {
    expect([1, 3, 5, 46, 48, 49].map(waveOf)).toEqual(['red', 'blue', 'green', 'red', 'blue', 'green']);
  });

  it('describes recent draws by family, and shows nothing for a malformed code', () => {
    expect(drawShape('ssc', '1,2,3,4,5')).toBe('组六 小单 虎');
    expect(drawShape('ssc', '9,9,8,8,8')).toBe('豹子 大双 龙');
    expect(drawShape('3d', '1,1,2')).toBe('组三 小双');
    expect(drawShape('k3', '4,5,6')).toBe('15 大单');
    expect(drawShape('lhc', '1,2,3,4,5,6,13', beijing('2026-02-16T21:30'))).toBe('特 13 蛇');
    expect(drawShape('lhc', '1,2,3,4,5,6,13', beijing('2026-02-17T21:30'))).toBe('特 13 马');
    expect(drawShape('lhc', '1,2,3,4,5,6,13')).toBe('特 13');
    expect(drawShape('ssc', '1,x,3,4,5')).toBe('');
    expect(drawShape('3d', '1,2')).toBe('');
  });
});
