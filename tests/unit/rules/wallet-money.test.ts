/**
 * The wallet's money rules against integer arithmetic in cents (a simpler computation than the
 * decimals the rules use): the fee rounds half up to the cent, the security deposit rounds up,
 * and the random reduction draws only what the rule allows, each allowed value with some draw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutPointsReduction, depositFee, isCutPointsReduction, maxCutPointTenths, securityDeposit } from '../../../rules/wallet-money';

const yuanOf = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const cents = fc.bigInt({ min: 1n, max: 10_000_000_00n });

describe('wallet money rules', () => {
  it('charges a fee of amount × rate rounded half up to the cent', () => {
    // rates in ten-thousandths: 0.0001 … 0.2000
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 2000 }), (paid, rate) => {
        const exact = paid * BigInt(rate); // in 1/10000 of a cent
        const fee = exact / 10_000n + (exact % 10_000n >= 5_000n ? 1n : 0n);
        expect(depositFee(yuanOf(paid), `0.${String(rate).padStart(4, '0')}`)).toBe(yuanOf(fee));
      }),
    );
  });

  it('holds a security deposit of amount × ratio % rounded up to the cent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (amount, ratio) => {
        const exact = amount * BigInt(ratio); // in 1/100 of a cent
        const deposit = exact / 100n + (exact % 100n > 0n ? 1n : 0n);
        expect(Number(securityDeposit(yuanOf(amount), ratio))).toBe(Number(yuanOf(deposit)));
      }),
    );
  });

  it('reduces a deposit by 0.1-0.9 below 10 yuan and 0.1-1.9 from 10, never by exactly 1', () => {
    for (const [amount, allowed] of [
      ['9.99', ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9']],
      ['10', ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9', '1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '1.7', '1.8', '1.9']],
    ] as const) {
      const drawn = new Set(Array.from({ length: 2000 }, (_, i) => cutPointsReduction(amount, i / 2000)));
      expect([...drawn].sort()).toEqual([...allowed]);
      expect(maxCutPointTenths(amount)).toBe(amount === '10' ? 19 : 9);
      for (let tenths = 0; tenths <= 25; tenths++) {
        const reduction = (tenths / 10).toFixed(1);
        expect(isCutPointsReduction(amount, reduction), `${amount} − ${reduction}`).toBe((allowed as readonly string[]).includes(reduction));
      }
    }
    for (const malformed of ['1', '0.10', '.5', '1.05', '-0.5', '']) expect(isCutPointsReduction('50', malformed)).toBe(false);
  });
});
