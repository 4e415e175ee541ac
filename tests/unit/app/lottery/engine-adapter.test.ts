import { describe, expect, it, vi } from 'vitest';

// The zodiac year is read once, from the Beijing date: fix it before the module first asks.
vi.useFakeTimers({ now: new Date('2026-02-16T12:00:00+08:00'), toFake: ['Date'] });
const { drawShape, markSixYear, waveOf, zodiacNumbers } = await import('../../../../app/features/lottery/engine-adapter');
markSixYear();
vi.useRealTimers();

describe('the engine tables the lottery screen renders with', () => {
  it('follows the Chinese New Year, not 1 January, for the zodiac year (16 Feb 2026 is still 蛇年)', () => {
    expect(markSixYear()).toBe('蛇');
    expect(zodiacNumbers('蛇')).toEqual(['01', '13', '25', '37', '49']);
    expect(zodiacNumbers('龙')).toEqual(['02', '14', '26', '38']);
  });

  it('colours Mark Six balls by wave', () => {
    expect([1, 3, 5, 46, 48, 49].map(waveOf)).toEqual(['red', 'blue', 'green', 'red', 'blue', 'green']);
  });

  it('describes recent draws by family, and shows nothing for a malformed code', () => {
    expect(drawShape('ssc', '1,2,3,4,5')).toBe('组六 小单 虎');
    expect(drawShape('ssc', '9,9,8,8,8')).toBe('豹子 大双 龙');
    expect(drawShape('3d', '1,1,2')).toBe('组三 小双');
    expect(drawShape('k3', '4,5,6')).toBe('15 大单');
    expect(drawShape('lhc', '1,2,3,4,5,6,13')).toBe('特 13 蛇');
    expect(drawShape('ssc', '1,x,3,4,5')).toBe('');
    expect(drawShape('3d', '1,2')).toBe('');
  });
});
