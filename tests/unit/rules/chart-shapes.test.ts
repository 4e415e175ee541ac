import { describe, expect, it } from 'vitest';
import {
  baccaratOf,
  baccaratOptionWins,
  bullOf,
  bullOptionWins,
  chartShapeColumns,
  chartZodiacNumbers,
  chartZodiacOf,
  diceFormOf,
  digitFormOf,
  drawListShape,
  dragonTigerOf,
  fiveDigitFormOf,
  groupShapeOf,
  parityOf,
  sizeOf,
  sizeParityOf,
  sumBigFrom,
  threeDigitFormOf,
} from '../../../rules/chart-shapes';
import { RuleInputError } from '../../../rules/rule-input-error';

/** All digit tuples of a length, 0-9 each. */
function* tuples(length: number, min = 0, max = 9): Generator<number[]> {
  const current = new Array<number>(length).fill(min);
  for (;;) {
    yield current.slice();
    let i = length - 1;
    while (i >= 0 && current[i] === max) current[i--] = min;
    if (i < 0) return;
    current[i]!++;
  }
}

function tally<T extends string>(items: Iterable<number[]>, label: (d: number[]) => T | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of items) {
    const l = label(d);
    if (l !== null) out[l] = (out[l] ?? 0) + 1;
  }
  return out;
}

describe('chart-shapes', () => {
  it('matches the official 形态 distribution when all 1000 three-digit draws are classified', () => {
    expect(tally(tuples(3), threeDigitFormOf)).toEqual({ 豹子: 10, 顺子: 60, 对子: 270, 半顺: 360, 杂六: 300 });
  });

  it('classifies hand-picked three-digit draws with the 9-0-1 wrap', () => {
    expect(threeDigitFormOf([9, 0, 1])).toBe('顺子');
    expect(threeDigitFormOf([8, 9, 0])).toBe('顺子');
    expect(threeDigitFormOf([2, 1, 3])).toBe('顺子');
    expect(threeDigitFormOf([9, 0, 5])).toBe('半顺');
    expect(threeDigitFormOf([1, 3, 5])).toBe('杂六');
    expect(threeDigitFormOf([7, 7, 1])).toBe('对子');
    expect(threeDigitFormOf([4, 4, 4])).toBe('豹子');
  });

  it('matches the official 梭哈 distribution with five equal digits counted as 四条', () => {
    expect(tally(tuples(5), fiveDigitFormOf)).toEqual({
      一对: 50400,
      单牌: 29040,
      两对: 10800,
      三条: 7200,
      顺子: 1200,
      葫芦: 900,
      四条: 450 + 10,
    });
    expect(fiveDigitFormOf([6, 7, 8, 9, 0])).toBe('顺子');
    expect(fiveDigitFormOf([8, 9, 0, 1, 2])).toBe('顺子');
    expect(fiveDigitFormOf([0, 2, 4, 6, 8])).toBe('单牌');
    expect(fiveDigitFormOf([5, 5, 5, 5, 5])).toBe('四条');
    expect(digitFormOf([5, 5, 5, 3, 3])).toBe('葫芦');
    expect(digitFormOf([1, 2, 3])).toBe('顺子');
  });

  it('matches the official 牛牛 distribution when all 100000 draws are classified', () => {
    const bulls = [...tuples(5)].map(bullOf);
    const byLabel: Record<string, number> = {};
    const bySize: Record<string, number> = {};
    for (const b of bulls) {
      byLabel[b.label] = (byLabel[b.label] ?? 0) + 1;
      if (b.size) bySize[b.size] = (bySize[b.size] ?? 0) + 1;
    }
    expect(byLabel).toEqual({
      无牛: 35649,
      牛1: 6375,
      牛3: 6375,
      牛5: 6375,
      牛7: 6375,
      牛9: 6375,
      牛2: 6505,
      牛4: 6505,
      牛6: 6505,
      牛8: 6505,
      牛牛: 6456,
    });
    expect(bySize).toEqual({ 牛大: 32216, 牛小: 32135 });
  });

  it('gives bull values and option wins from the rule text', () => {
    // 2+3+5 = 10, remaining 4+9 = 13 → 牛3
    expect(bullOf([2, 3, 4, 5, 9]).label).toBe('牛3');
    expect(bullOf([0, 0, 0, 0, 0]).label).toBe('牛牛');
    expect(bullOf([1, 1, 1, 1, 1]).label).toBe('无牛');
    expect(bullOf([1, 9, 0, 5, 5]).label).toBe('牛牛');
    const seven = bullOf([1, 2, 7, 3, 4]); // 1+2+7 = 10, 3+4 = 7
    expect(seven).toEqual({ value: 7, label: '牛7', size: '牛大', parity: '牛单' });
    expect(bullOptionWins('牛大', seven)).toBe(true);
    expect(bullOptionWins('牛双', seven)).toBe(false);
    expect(bullOptionWins('牛单', bullOf([1, 1, 1, 1, 1]))).toBe(false);
    expect(bullOptionWins('无牛', bullOf([1, 1, 1, 1, 1]))).toBe(true);
  });

  it('matches the official 百家乐 distribution when all 100000 draws are classified', () => {
    const counts: Record<string, number> = {};
    for (const d of tuples(5)) {
      const r = baccaratOf(d, 5);
      for (const option of ['庄', '闲', '和', '庄对', '闲对', 'S6']) if (baccaratOptionWins(option, r)) counts[option] = (counts[option] ?? 0) + 1;
    }
    expect(counts).toEqual({ 庄: 45000, 闲: 45000, 和: 10000, 庄对: 10000, 闲对: 10000, S6: 6000 });
    expect(baccaratOf([3, 3, 9, 1, 4], 5)).toEqual({
      banker: 6,
      player: 5,
      winner: '庄',
      bankerPair: true,
      playerPair: false,
      s6: true,
      bankerSize: '大',
      playerSize: '大',
    });
    expect(baccaratOf([9, 9, 0, 4, 4], 9).playerSize).toBe('小');
  });

  it('labels 组选 shapes with the official multiset totals', () => {
    const five: Record<string, number> = {};
    const seen = new Set<string>();
    for (const d of tuples(5)) {
      const key = [...d].sort().join('');
      if (seen.has(key)) continue;
      seen.add(key);
      const shape = groupShapeOf(d);
      five[shape] = (five[shape] ?? 0) + 1;
    }
    expect(five).toEqual({ 组120: 252, 组60: 840, 组30: 360, 组20: 360, 组10: 90, 组5: 90, 豹子: 10 });
    const four: Record<string, number> = {};
    seen.clear();
    for (const d of tuples(4)) {
      const key = [...d].sort().join('');
      if (seen.has(key)) continue;
      seen.add(key);
      const shape = groupShapeOf(d);
      four[shape] = (four[shape] ?? 0) + 1;
    }
    expect(four).toEqual({ 组24: 210, 组12: 360, 组6: 45, 组4: 90, 豹子: 10 });
    expect(tally(tuples(3), groupShapeOf)).toEqual({ 组六: 720, 组三: 270, 豹子: 10 });
    expect(groupShapeOf([1, 1, 2, 2, 3])).toBe('组30');
  });

  it('labels size, parity and dragon-tiger with the caller cut-off', () => {
    expect([0, 4, 5, 9].map((d) => sizeOf(d, 5))).toEqual(['小', '小', '大', '大']);
    expect([0, 1, 2, 9].map(parityOf)).toEqual(['双', '单', '双', '单']);
    expect(sizeParityOf(23, 23)).toBe('大单');
    expect(sizeParityOf(22, 23)).toBe('小双');
    expect([dragonTigerOf(5, 3), dragonTigerOf(3, 5), dragonTigerOf(4, 4)]).toEqual(['龙', '虎', '和']);
  });

  it('classifies the 216 dice draws into k3 forms', () => {
    expect(tally(tuples(3, 1, 6), diceFormOf)).toEqual({ 三同号: 6, 二同号: 90, 三连号: 24, 半顺: 72, 杂六: 24 });
    expect(diceFormOf([6, 1, 2])).toBe('半顺');
    expect(diceFormOf([4, 2, 6])).toBe('杂六');
  });

  it('maps chart zodiacs to 01-60 in steps of 12', () => {
    expect(chartZodiacNumbers('鼠')).toEqual(['01', '13', '25', '37', '49']);
    expect(chartZodiacNumbers('猪')).toEqual(['12', '24', '36', '48', '60']);
    expect(chartZodiacOf(50)).toBe('牛');
    expect(chartZodiacOf(60)).toBe('猪');
  });

  it('throws BAD_CHART_INPUT with the Chinese message when the input is malformed', () => {
    const expectError = (fn: () => unknown, message: string) => {
      try {
        fn();
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(RuleInputError);
        expect((error as RuleInputError).code).toBe('BAD_CHART_INPUT');
        expect((error as RuleInputError).message).toBe(message);
      }
    };
    expectError(() => digitFormOf('123' as unknown as number[]), '输入必须是数组');
    expectError(() => digitFormOf([1, 2, 3, 4]), '号码个数必须是3或5');
    expectError(() => digitFormOf([1, 2, 10]), '号码超出范围');
    expectError(() => threeDigitFormOf([1, -1, 3]), '号码超出范围');
    expectError(() => fiveDigitFormOf([1, 2, 3]), '号码个数必须是5');
    expectError(() => bullOf([1, 2, 3, 4, 1.5]), '号码超出范围');
    expectError(() => groupShapeOf([1, 2]), '号码个数必须是3、4或5');
    expectError(() => diceFormOf([0, 1, 2]), '号码超出范围');
    expectError(() => chartZodiacOf(61), '号码超出范围');
  });

  describe('chartShapeColumns', () => {
    const row = (family: string, draw: number[]) => Object.fromEntries(chartShapeColumns(family).map((c) => [c.title, c.of(draw)]));

    it('labels an ssc draw with 牛牛, 牛大小, 庄闲, 梭哈, 前三 and 后三 when the chart asks for its columns', () => {
      expect(row('ssc', [1, 2, 7, 3, 4])).toEqual({ 牛牛: '牛7', 牛大小: '大', 庄闲: '闲', 梭哈: '单牌', 前三: '半顺', 后三: '半顺' });
      expect(row('ssc', [5, 5, 0, 2, 8])).toEqual({ 牛牛: '牛牛', 牛大小: '大', 庄闲: '和 庄对', 梭哈: '一对', 前三: '对子', 后三: '杂六' });
      expect(row('ssc', [3, 3, 1, 0, 0])).toEqual({ 牛牛: '无牛', 牛大小: '—', 庄闲: '庄 庄对 闲对 S6', 梭哈: '两对', 前三: '对子', 后三: '对子' });
      expect(row('ssc', [1, 1, 1, 1, 2])).toEqual({ 牛牛: '无牛', 牛大小: '—', 庄闲: '闲 庄对', 梭哈: '四条', 前三: '豹子', 后三: '对子' });
      expect(row('ssc', [1, 2, 3, 4, 5])['牛大小']).toBe('小');
    });

    it('labels 3d, k3, pk10, Mark Six and other families with the columns the chart shows', () => {
      expect(row('3d', [8, 9, 0])).toEqual({ 和值: '17', 形态: '顺子' });
      expect(row('k3', [2, 4, 3])).toEqual({ 和值: '9', 形态: '三连号' });
      expect(row('pk10', [3, 9, 1, 2, 4, 5, 6, 7, 8, 10])).toEqual({ 冠亚和: '12', '1v10': '虎' });
      expect(row('pk10', [10, 9, 1, 2, 4, 5, 6, 7, 8, 3])).toEqual({ 冠亚和: '19', '1v10': '龙' });
      expect(row('lhc', [11, 22, 33, 44, 45, 46, 5])).toEqual({ 特码: '05', 生肖: '龙' });
      expect(row('11x5', [1, 2, 3, 4, 5])).toEqual({ 和值: '15' });
    });

    it('shows — instead of throwing when a draw does not fit the classifier', () => {
      expect(row('ssc', [1, 2, 3])).toEqual({ 牛牛: '—', 牛大小: '—', 庄闲: '—', 梭哈: '—', 前三: '顺子', 后三: '—' });
      expect(row('k3', [0, 1, 2])['形态']).toBe('—');
    });
  });

  it('turns a sum 大 in the upper half of its range: five digits 0-45, three digits 0-27, three dice 3-18', () => {
    const upperHalf = (sum: number, low: number, high: number) => (sum > (low + high) / 2 ? '大' : '小');
    for (let sum = 0; sum <= 45; sum++) expect(sizeOf(sum, sumBigFrom.fiveDigits)).toBe(upperHalf(sum, 0, 45));
    for (let sum = 0; sum <= 27; sum++) expect(sizeOf(sum, sumBigFrom.threeDigits)).toBe(upperHalf(sum, 0, 27));
    for (let sum = 3; sum <= 18; sum++) expect(sizeOf(sum, sumBigFrom.threeDice)).toBe(upperHalf(sum, 3, 18));
  });

  it('labels a draw in the recent-draws list by its family', () => {
    // ssc: 组选 shape of 3 4 5, sum 15 小单, 万 1 below 个 5 is 虎
    expect(drawListShape('ssc', [1, 2, 3, 4, 5])).toBe('组六 小单 虎');
    expect(drawListShape('ssc', [9, 0, 7, 7, 1])).toBe('组三 大双 龙');
    expect(drawListShape('3d', [9, 9, 9])).toBe('豹子 大单');
    expect(drawListShape('k3', [6, 6, 5])).toBe('17 大单');
    expect(drawListShape('k3', [1, 2, 3])).toBe('6 小双');
    expect(drawListShape('pk10', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe('冠亚和 19 龙');
    // Mark Six: 49 belongs to the year's own zodiac
    expect(drawListShape('lhc', [1, 2, 3, 4, 5, 6, 49], '马')).toBe('特 49 马');
    expect(drawListShape('lhc', [1, 2, 3, 4, 5, 6, 2], '马')).toBe('特 02 蛇');
    expect(drawListShape('lhc', [1, 2, 3, 4, 5, 6, 49])).toBe('特 49');
    expect(drawListShape('11x5', [1, 2, 3, 4, 5])).toBe('和 15');
    expect(drawListShape('ssc', [1, 2, 3, 4, 10])).toBe('');
  });
});
