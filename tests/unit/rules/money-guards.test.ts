import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../../../rules/rule-input-error';
import {
  bonusOf,
  divide,
  formatAmount,
  formatMoney,
  fromMinorUnits,
  moneyModeOf,
  multiply,
  parlayBonus,
  prizeOf,
  prizeRange,
  stakeOf,
  toMinorUnits,
  truncateDecimals,
} from '../../../rules/money';

/** The RuleInputError a call throws: its code and the message players see. */
function errorOf(call: () => unknown): { code: string; message: string } {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleInputError);
    return { code: (error as RuleInputError).code, message: (error as RuleInputError).message };
  }
  throw new Error('expected an RuleInputError');
}
/** Every guard refuses with the code BAD_INPUT (what callers can branch on) and a message naming the figure. */
const badInput = (message: string) => ({ code: 'BAD_INPUT', message });

describe('bonusOf (the odds formula)', () => {
  it('is 2 × (return − point) ÷ levels ÷ probability, truncated to 2 decimals', () => {
    expect(bonusOf('0.00001', 1, '0.98', '0')).toBe('196000');
    expect(bonusOf('0.00001', 1, '0.98', '0.065')).toBe('183000');
    expect(bonusOf('0.001', 2, '0.98', '0')).toBe('980');
    // 2 × 0.98 ÷ (1/3 as 0.333…) = 5.8800000000000588… → 5.88; 1.96 ÷ 0.7 = 2.8 exactly
    expect(bonusOf('0.33333333333333331483', 1, '0.98', '0')).toBe('5.88');
    expect(bonusOf('0.7', 1, '0.98', '0')).toBe('2.8');
    // truncated, never rounded up: 1.96 ÷ 0.45 = 4.3555…
    expect(bonusOf('0.45', 1, '0.98', '0')).toBe('4.35');
  });

  it('is 0 for an outcome that cannot happen, and refuses malformed figures with their names', () => {
    expect(bonusOf('0', 1, '0.98', '0')).toBe('0');
    expect(bonusOf('0.00', 3, '0.98', '0.01')).toBe('0');
    expect(errorOf(() => bonusOf('1e-5', 1, '0.98', '0'))).toEqual({ code: 'BAD_INPUT', message: '概率格式错误：1e-5' });
    expect(errorOf(() => bonusOf('0.1', 1.5, '0.98', '0'))).toEqual(badInput('奖级数必须是整数：1.5'));
    expect(errorOf(() => bonusOf('0.1', 1, 'x', '0'))).toEqual(badInput('金额格式错误：x'));
  });
});

describe('money helpers refuse what they cannot compute, saying why', () => {
  it('names the figure that is wrong', () => {
    expect(errorOf(() => stakeOf(1.5, '2', 1))).toEqual(badInput('注数必须是整数：1.5'));
    expect(errorOf(() => stakeOf(1, '2', 2 ** 53))).toEqual(badInput(`倍数必须是整数：${2 ** 53}`));
    expect(errorOf(() => moneyModeOf('2x'))).toEqual({ code: 'BAD_INPUT', message: '模式格式错误：2x' });
    expect(errorOf(() => moneyModeOf('3'))).toEqual(badInput('无效的投注模式：3'));
    expect(errorOf(() => prizeOf('abc', '2', 1))).toEqual(badInput('奖金格式错误：abc'));
    expect(errorOf(() => prizeOf('10', '2', 0.5))).toEqual(badInput('倍数必须是整数：0.5'));
    expect(errorOf(() => parlayBonus(['4', 'four']))).toEqual(badInput('奖金格式错误：four'));
    expect(errorOf(() => prizeRange([], '2', 1))).toEqual(badInput('奖金不能为空'));
    expect(errorOf(() => multiply())).toEqual(badInput('缺少乘数'));
    expect(errorOf(() => divide('1', '0.00'))).toEqual(badInput('除数不能为0'));
    expect(errorOf(() => toMinorUnits('1.23456'))).toEqual(badInput('金额精度超过4位小数：1.23456'));
    // a plain number is no MinorUnits to the compiler either; the guard stands for values that slip past it (JSON, casts)
    // @ts-expect-error: 0.5 is a plain number
    expect(errorOf(() => fromMinorUnits(0.5))).toEqual(badInput('最小单位金额必须是整数：0.5'));
    // @ts-expect-error: 2 ** 53 is a plain number
    expect(errorOf(() => fromMinorUnits(2 ** 53))).toEqual(badInput(`最小单位金额必须是整数：${2 ** 53}`));
    expect(errorOf(() => toMinorUnits('900719925474.0993'))).toEqual(badInput('金额超出范围：900719925474.0993'));
  });

  it('refuses a non-bettable mode by its label', () => {
    const notBettable = ['0.01', '0.001', '0.2', '1', '2'].find((value) => {
      try {
        return !moneyModeOf(value).bettable;
      } catch {
        return false;
      }
    });
    if (notBettable !== undefined) expect(errorOf(() => stakeOf(1, notBettable, 1))).toEqual(badInput(`${moneyModeOf(notBettable).label}模式不能投注`));
  });

  it('accepts 0 to 4 decimals only, as whole numbers', () => {
    expect(truncateDecimals('1.23456', 0)).toBe('1');
    expect(truncateDecimals('1.23456', 4)).toBe('1.2346');
    for (const bad of [-1, 5, 1.5]) expect(errorOf(() => truncateDecimals('1', bad))).toEqual(badInput('小数位数必须是0-4'));
  });

  it('groups the digits of negative amounts after the sign, and keeps 2 to 4 decimals when showing amounts', () => {
    expect(formatMoney('-1234567.5', 2, { grouping: true })).toBe('-1,234,567.50');
    expect(formatMoney('-123.5', 2, { grouping: true })).toBe('-123.50');
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('0.002')).toBe('0.002');
    expect(formatAmount('1.9499')).toBe('1.9499');
    // only the zeros at the end go: a zero between decimals stays
    expect(formatAmount('2.5001')).toBe('2.5001');
    expect(formatAmount('10000.1001')).toBe('10,000.1001');
    expect(formatAmount('10')).toBe('10.00');
    expect(formatAmount('-0.1')).toBe('-0.10');
  });

  it('keeps 50 significant digits and no exponent form', () => {
    expect(divide('1', '3')).toBe(`0.${'3'.repeat(50)}`);
    expect(multiply('0.00000001', '0.00000001')).toBe('0.0000000000000001');
    expect(multiply('100000000000000000000', '100000000000000000000')).toBe(`1${'0'.repeat(40)}`);
  });
});
