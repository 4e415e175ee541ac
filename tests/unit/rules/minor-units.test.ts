/** MinorUnits, the branded money type: the one conversion from a plain number, and the arithmetic money code uses. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinor, fromMinorUnits, minorUnits, multiplyMinor, negateMinor, subtractMinor, sumMinor, toMinorUnits, type MinorUnits } from '../../../rules/money';
import { RuleInputError } from '../../../rules/rule-input-error';

const refusal = (units: number) => new RuleInputError('BAD_INPUT', `最小单位金额必须是整数：${String(units)}`);
/** Amounts whose sums stay far inside the safe range. */
const amount = fc.integer({ min: -1e12, max: 1e12 });

describe('minorUnits', () => {
  it('takes a safe integer as money, unchanged', () => {
    for (const units of [0, 1, -1, 12_345, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) expect(minorUnits(units)).toBe(units);
  });

  it('refuses a fraction, a number past 2^53, NaN and the infinities', () => {
    for (const units of [1.5, 0.0001, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => minorUnits(units)).toThrow(refusal(units));
    }
  });

  it('is what toMinorUnits returns and fromMinorUnits takes: hao, 0.0001 yuan', () => {
    expect(toMinorUnits('1.2345')).toBe(minorUnits(12_345));
    expect(fromMinorUnits(minorUnits(12_345))).toBe('1.2345');
  });
});

describe('money arithmetic', () => {
  it('sums a list to what an independent BigInt sum gives', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 200 }), (list) => {
        const exact = list.reduce((sum, units) => sum + BigInt(units), 0n);
        expect(BigInt(sumMinor(list.map(minorUnits)))).toBe(exact);
        expect(BigInt(addMinor(...list.map(minorUnits)))).toBe(exact);
      }),
    );
    expect(sumMinor([])).toBe(0);
    expect(sumMinor(new Set([minorUnits(3), minorUnits(4)]).values())).toBe(7);
  });

  it('subtracts and negates exactly, never giving -0', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(BigInt(subtractMinor(minorUnits(a), minorUnits(b)))).toBe(BigInt(a) - BigInt(b));
        expect(BigInt(negateMinor(minorUnits(a)))).toBe(-BigInt(a));
      }),
    );
    expect(Object.is(negateMinor(minorUnits(0)), 0)).toBe(true);
  });

  it('multiplies by a whole count', () => {
    expect(multiplyMinor(minorUnits(2_500), 4)).toBe(10_000);
    expect(multiplyMinor(minorUnits(-20), 3)).toBe(-60);
    expect(() => multiplyMinor(minorUnits(2_500), 1.5)).toThrow(new RuleInputError('BAD_INPUT', '倍数必须是整数：1.5'));
  });

  it('refuses a result past the safe range rather than rounding it', () => {
    const max = minorUnits(Number.MAX_SAFE_INTEGER);
    expect(() => addMinor(max, minorUnits(1))).toThrow(RuleInputError);
    expect(() => sumMinor([max, max])).toThrow(RuleInputError);
    // a partial sum past 2^53 is refused even when the list would come back into range: the float sum would be off
    expect(() => sumMinor([max, minorUnits(2), minorUnits(-2)])).toThrow(RuleInputError);
    expect(() => subtractMinor(negateMinor(max), minorUnits(2))).toThrow(RuleInputError);
    expect(() => multiplyMinor(max, 2)).toThrow(RuleInputError);
  });
});

describe('MinorUnits as a type', () => {
  it('refuses a plain number, a count or an id where money is expected, and lets money be read as a number', () => {
    const plain = 12_345;
    const count: number = 3;
    // @ts-expect-error: a plain number is not money
    const notMoney: MinorUnits = plain;
    // @ts-expect-error: nor is a count
    const countAsMoney: MinorUnits = count;
    // @ts-expect-error: nor a number computed from money (arithmetic gives a number back)
    const difference: MinorUnits = minorUnits(5) - minorUnits(3);
    // money is still a number: compared, counted, shown
    const asNumber: number = minorUnits(plain);
    expect(minorUnits(5) > minorUnits(3)).toBe(true);
    expect([notMoney, countAsMoney, difference, asNumber]).toEqual([12_345, 3, 2, 12_345]);
  });
});
