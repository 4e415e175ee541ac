/**
 * The red-packet share rules against the written rules (count 1..limit; a lucky total within its
 * limits with every share at least the minimum; an ordinary share within the per-share limits; the
 * cost is the amount, or amount × count) and against integer arithmetic in cents, a simpler
 * computation than the decimals the rules use. The lucky split is checked as a property: whatever
 * the random draws, the shares are whole cents, at least the minimum, and sum to the total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evenShare,
  isRedPacketAmount,
  luckyShare,
  redPacketAmountProblem,
  redPacketCountProblem,
  redPacketShareMin,
  redPacketTotal,
  type RedPacketLimits,
} from '../../../rules/red-packets';
import { formatCents, MINOR_UNITS_PER_CENT, minorUnits, subtractMinor, toMinorUnits } from '../../../rules/money';

const limits: RedPacketLimits = {
  redPacketLimit: 100,
  redPacketMinAmount: '1',
  redPacketMaxAmount: '20000',
  perRedPacketMinAmount: '0.5',
  perRedPacketMaxAmount: '200',
};
/** Yuan text of a whole number of cents, by integer arithmetic. */
/** A number of cents as money. */
const cents = (n: number) => minorUnits(n * MINOR_UNITS_PER_CENT);
const yuanText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

describe('red-packets', () => {
  it('takes 1 to redPacketLimit packets and names the range otherwise', () => {
    expect(redPacketCountProblem(1, 100)).toBeNull();
    expect(redPacketCountProblem(100, 100)).toBeNull();
    for (const bad of [0, 101, 1.5, -1, NaN]) expect(redPacketCountProblem(bad, 100)).toEqual({ code: 'redPacketCount', message: '红包个数1-100个' });
  });

  it('keeps a lucky total within its limits and every share at least the minimum', () => {
    expect(redPacketAmountProblem(true, '1', 2, limits)).toBeNull();
    expect(redPacketAmountProblem(true, '20000', 2, limits)).toBeNull();
    const total = { code: 'redPacketTotal', message: '红包总金额须在1-20000元之间' };
    expect(redPacketAmountProblem(true, '0.99', 1, limits)).toEqual(total);
    expect(redPacketAmountProblem(true, '20000.01', 1, limits)).toEqual(total);
    // 10 shares of at least 0.5 need 5 yuan
    expect(redPacketAmountProblem(true, '4.99', 10, limits)).toEqual({ code: 'redPacketShareMin', message: '单个红包不可低于0.5元' });
    expect(redPacketAmountProblem(true, '5', 10, limits)).toBeNull();
    // no count yet: the share minimum waits for one
    expect(redPacketAmountProblem(true, '4', 0, limits)).toBeNull();
  });

  it('keeps an ordinary share within the per-share limits', () => {
    const perAmount = { code: 'redPacketPerAmount', message: '单个红包金额须在0.5-200元之间' };
    expect(redPacketAmountProblem(false, '0.5', 3, limits)).toBeNull();
    expect(redPacketAmountProblem(false, '200', 3, limits)).toBeNull();
    expect(redPacketAmountProblem(false, '0.49', 3, limits)).toEqual(perAmount);
    expect(redPacketAmountProblem(false, '200.01', 3, limits)).toEqual(perAmount);
  });

  it('refuses an amount that is not a positive number of whole cents, with the catalogue message', () => {
    for (const bad of ['', '0', '0.00', '1.234', 'abc', '-1', '1e3', '1,000', '1234567890'])
      expect(redPacketAmountProblem(true, bad, 1, limits)).toEqual({ code: 'redPacketAmount' });
    expect(isRedPacketAmount(' 12.5 ')).toBe(true);
  });

  it('costs the amount for a lucky packet and amount × count for an ordinary one, as integer cents do', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_999_99n }), fc.integer({ min: 1, max: 100 }), (cents, count) => {
        const amount = yuanText(cents);
        expect(isRedPacketAmount(amount)).toBe(true);
        expect(redPacketTotal(true, amount, count)).toBe(amount);
        expect(redPacketTotal(false, amount, count)).toBe(yuanText(cents * BigInt(count)));
      }),
    );
    expect(redPacketTotal(false, '', 3)).toBe('0.00');
    expect(redPacketTotal(false, '1', 0)).toBe('0.00');
    expect(redPacketShareMin(true, '10', limits)).toBe('0.5');
    expect(redPacketShareMin(false, '10', limits)).toBe('10');
  });

  it('turns a whole-cent amount into minor units and back to the same text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_99n }), (cents) => {
        const units = toMinorUnits(yuanText(cents));
        expect(units).toBe(Number(cents) * MINOR_UNITS_PER_CENT);
        expect(formatCents(units)).toBe(yuanText(cents));
      }),
    );
  });

  it('splits a lucky packet into whole-cent shares of at least the minimum that sum to the total, whatever the draws', () => {
    const packet = fc.record({
      num: fc.integer({ min: 1, max: 100 }),
      minCents: fc.integer({ min: 1, max: 1000 }),
      extraCents: fc.integer({ min: 0, max: 2_000_000 }),
    });
    fc.assert(
      fc.property(
        packet,
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 100, maxLength: 100 }),
        ({ num, minCents, extraCents }, draws) => {
          const min = minorUnits(minCents * MINOR_UNITS_PER_CENT);
          const total = minorUnits(num * min + extraCents * MINOR_UNITS_PER_CENT);
          let left = total;
          const shares: number[] = [];
          for (let n = num; n > 0; n--) {
            const share = luckyShare(left, n, min, (max) => Math.floor(draws[n - 1]! * (max + 1)));
            shares.push(share);
            left = subtractMinor(left, share);
          }
          expect(left).toBe(0);
          expect(shares.every((share) => share >= min && share % MINOR_UNITS_PER_CENT === 0)).toBe(true);
        },
      ),
    );
  });

  it('draws a lucky share between the minimum and twice the mean extra, the last taking the rest', () => {
    // 10 cents for 2 shares of at least 1 cent: 8 extra cents, ⌊8 / 2⌋ = 4, so 0..8 extra for the first
    const draws: number[] = [];
    expect(luckyShare(cents(10), 2, cents(1), (max) => (draws.push(max), max))).toBe(9 * MINOR_UNITS_PER_CENT);
    expect(draws).toEqual([8]);
    expect(luckyShare(cents(10), 2, cents(1), () => 0)).toBe(MINOR_UNITS_PER_CENT);
    expect(luckyShare(cents(7), 1, cents(1), () => 0)).toBe(7 * MINOR_UNITS_PER_CENT);
    // 100 cents, 3 shares of at least 10: 70 extra, ⌊70 / 3⌋ = 23, so 0..46 extra cents
    expect(luckyShare(cents(100), 3, cents(10), (max) => max)).toBe(56 * MINOR_UNITS_PER_CENT);
  });

  it('splits an ordinary packet evenly, and refuses a total that does not divide (its total is share × count)', () => {
    // 3 packets of 12.5 yuan cost 37.5 yuan: each share is 12.5 again
    expect(evenShare(toMinorUnits(redPacketTotal(false, '12.5', 3)), 3)).toBe(toMinorUnits('12.5'));
    expect(evenShare(cents(7), 1)).toBe(cents(7));
    expect(() => evenShare(cents(10), 3)).toThrow(/最小单位金额必须是整数/);
  });
});
