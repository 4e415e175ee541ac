import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../../../rules/rule-input-error';
import {
  add,
  bettableMoneyModes,
  compare,
  defaultMoneyMode,
  divide,
  formatAmount,
  formatMoney,
  formatMoneyMode,
  formatPrizeRange,
  formatYuan,
  fromMinorUnits,
  MINOR_UNIT,
  MINOR_UNITS_PER_YUAN,
  minorUnits,
  moneyModeOf,
  moneyModes,
  multiply,
  paidPrizeOf,
  parlayBonus,
  prizeOf,
  prizeRange,
  prizeRangeOf,
  roundDecimals,
  stakeOf,
  subtract,
  toMinorUnits,
  truncateDecimals,
} from '../../../rules/money';
import { mulberry32 } from '../../support/random';

/** Reference: a decimal string as a scaled bigint (value × 10^scale), exact. */
function scaled(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.') as [string, string?];
  if (fraction.length > scale) throw new Error('scale too small');
  const n = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -n : n;
}

describe('money', () => {
  it('lists the money modes with Chinese labels, 1分 and 1厘 for display only', () => {
    expect(moneyModes.map((m) => m.label)).toEqual(['2元', '1元', '2角', '1角', '2分', '1分', '2厘', '1厘']);
    expect(bettableMoneyModes.map((m) => m.value)).toEqual(['2', '1', '0.2', '0.1', '0.02', '0.002']);
    expect(defaultMoneyMode).toBe('2');
    expect(moneyModeOf('0.20').label).toBe('2角');
    expect(formatMoneyMode('0.001')).toBe('1厘');
    expect(() => moneyModeOf('0.5')).toThrow(RuleInputError);
    expect(() => stakeOf(1, '0.01', 1)).toThrow('1分模式不能投注');
  });

  it('computes stakes as count × mode × multiple without floats', () => {
    expect(stakeOf(2, '0.1', 3)).toBe('0.6'); // 0.1 × 6 is 0.6000000000000001 in floats
    expect(stakeOf(3, '0.002', 1)).toBe('0.006');
    expect(stakeOf(100000, '2', 99999)).toBe('19999800000');
    expect(stakeOf(0, '2', 1)).toBe('0');
    expect(() => stakeOf(1.5, '2', 1)).toThrow('注数必须是整数');
    expect(() => stakeOf(1, '2', 0.5)).toThrow('倍数必须是整数');
  });

  it('computes prizes as bonus × (mode ÷ 2) × multiple', () => {
    expect(prizeOf('1700', '2', 1)).toBe('1700');
    expect(prizeOf('1700', '1', 1)).toBe('850');
    expect(prizeOf('1700', '0.2', 3)).toBe('510');
    expect(prizeOf('1949.8', '0.002', 1)).toBe('1.9498');
    expect(prizeOf('19.56', '0.002', 1)).toBe('0.01956');
    expect(prizeRange(['346', '173'], '0.2', 2)).toEqual({ min: '34.6', max: '69.2' });
    expect(formatPrizeRange(prizeRange(['346', '173'], '0.2', 2))).toBe('34.6~69.2');
    expect(formatPrizeRange({ min: '0.01956', max: '0.01956' })).toBe('0.0196');
  });

  it('rounds the paid prize of one bet half up to 4 decimals when the exact prize has more', () => {
    expect(paidPrizeOf('1949.85', '0.002', 1)).toBe('1.9499');
    expect(paidPrizeOf('1949.84', '0.002', 1)).toBe('1.9498');
    expect(paidPrizeOf('19.56', '0.002', 1)).toBe('0.0196');
    expect(paidPrizeOf('1700', '0.2', 3)).toBe('510');
  });

  it('does exact decimal arithmetic on strings', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add('1.005', '-2', '0.995')).toBe('0');
    expect(subtract('0.3', '0.1')).toBe('0.2');
    expect(multiply('1.1', '1.1')).toBe('1.21');
    expect(multiply('0.002', '3', '7')).toBe('0.042');
    expect(divide('1', '0.002')).toBe('500');
    expect(divide('0.6', '3')).toBe('0.2');
    expect(divide('1', '3')).toBe('0.' + '3'.repeat(50));
    expect(() => divide('1', '0')).toThrow('除数不能为0');
    expect(compare('0.10', '0.1')).toBe(0);
    expect(compare('-1', '0.0001')).toBe(-1);
    expect(() => add('1e3')).toThrow(RuleInputError);
    expect(() => add('1,000')).toThrow(RuleInputError);
    expect(() => add(0.1 as unknown as string)).toThrow(RuleInputError);
  });

  it('rounds to 4 decimals before truncating', () => {
    expect(truncateDecimals('1.23456', 4)).toBe('1.2346');
    expect(truncateDecimals('1.23456', 2)).toBe('1.23');
    expect(truncateDecimals('0.99996', 2)).toBe('1');
    expect(truncateDecimals('0.99994', 2)).toBe('0.99');
    expect(truncateDecimals('-1.239', 2)).toBe('-1.23');
    expect(truncateDecimals('5', 0)).toBe('5');
    expect(roundDecimals('2.00005')).toBe('2.0001');
    expect(roundDecimals('2.345', 2)).toBe('2.35');
    expect(() => truncateDecimals('1', 5)).toThrow(RuleInputError);
  });

  it('formats amounts for display', () => {
    expect(formatMoney('1234.5')).toBe('1234.50');
    expect(formatMoney('1234567.891', 2, { grouping: true })).toBe('1,234,567.89');
    expect(formatMoney('-1234.5', 0, { grouping: true })).toBe('-1,234');
    expect(formatMoney('0.12345', 4)).toBe('0.1235');
    expect(formatYuan('12.5')).toBe('12.50元');
    expect(formatAmount('10000')).toBe('10,000.00');
    expect(formatAmount('0.002')).toBe('0.002');
    expect(formatAmount('-1234.56789')).toBe('-1,234.5679');
  });

  it('converts to and from integer hao exactly', () => {
    expect(MINOR_UNIT).toBe('0.0001');
    expect(MINOR_UNITS_PER_YUAN).toBe(10000);
    expect(toMinorUnits('1.2345')).toBe(12345);
    expect(toMinorUnits('-0.002')).toBe(-20);
    expect(toMinorUnits('0')).toBe(0);
    // The largest amount a safe integer of hao holds, exactly, both ways; one hao more is refused.
    expect(toMinorUnits('900719925474.0991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinorUnits('-900719925474.0991')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(fromMinorUnits(minorUnits(Number.MAX_SAFE_INTEGER))).toBe('900719925474.0991');
    expect(() => toMinorUnits('900719925474.0992')).toThrow('金额超出范围');
    expect(() => toMinorUnits('0.00001')).toThrow('金额精度超过4位小数');
    expect(toMinorUnits('0.01956', 'round')).toBe(196);
    expect(fromMinorUnits(minorUnits(12345))).toBe('1.2345');
    expect(fromMinorUnits(minorUnits(-20))).toBe('-0.002');
    expect(fromMinorUnits(minorUnits(20000))).toBe('2');
  });

  it('stores every stake and every one-decimal-bonus prize exactly in hao', () => {
    const random = mulberry32(2024);
    for (let i = 0; i < 2000; i++) {
      const mode = bettableMoneyModes[Math.floor(random() * bettableMoneyModes.length)]!.value;
      const count = 1 + Math.floor(random() * 100000);
      const multiple = 1 + Math.floor(random() * 99999);
      const stake = stakeOf(count, mode, multiple);
      const units = toMinorUnits(stake);
      expect(BigInt(units)).toBe(BigInt(count) * BigInt(multiple) * scaled(mode, 4));
      expect(fromMinorUnits(units)).toBe(stake);
      const bonus = `${Math.floor(random() * 200000)}.${Math.floor(random() * 10)}`;
      const prize = prizeOf(bonus, mode, multiple);
      // bonus × mode ÷ 2 × multiple at scale 1 + 3 + 0 (mode ÷ 2 has at most 4 decimals)
      expect(scaled(prize, 5) * 2n).toBe(scaled(bonus, 1) * scaled(mode, 4) * BigInt(multiple));
      expect(fromMinorUnits(toMinorUnits(prize))).toBe(prize);
    }
  });
});

describe('parlayBonus', () => {
  it("multiplies the legs' odds per 1元 and truncates the 2元 bonus to 2 decimals", () => {
    expect(parlayBonus(['4', '4', '5.64'])).toBe('22.56'); // 2 × 2 × 2 × 2.82
    expect(parlayBonus(['3.87', '3.87'])).toBe('7.48'); // 2 × 1.935² = 7.48845
    expect(parlayBonus(['4'])).toBe('4');
    expect(() => parlayBonus(['x'])).toThrow(RuleInputError);
  });
});

describe('prizeRangeOf', () => {
  it('pays one winning bet at the lowest and the highest bonus, at the mode and multiple', () => {
    // 组选 混合: 组三 346.66, 组六 173.33; 1元 mode (price 0.5), 3 倍
    expect(prizeRangeOf(['346.66', '173.33'], '1', 3)).toEqual({ lowest: '259.995', highest: '519.99' });
    expect(prizeRangeOf(['1960'], '2', 1)).toEqual({ lowest: '1960', highest: '1960' });
  });

  it('rounds each end as settlement pays it, and leaves out levels that pay nothing', () => {
    expect(prizeRangeOf(['1949.85', '0', '19.49'], '0.002', 1)).toEqual({ lowest: '0.0195', highest: '1.9499' });
    expect(prizeRangeOf([], '2', 1)).toEqual({ lowest: '0', highest: '0' });
  });

  it('refuses a malformed bonus', () => {
    expect(() => prizeRangeOf(['1e3'], '2', 1)).toThrow(/奖金格式错误/);
  });
});
