import { describe, expect, it } from 'vitest';
import { add, multiply, prizeOf, toMinorUnits } from '../../../engine-worker/orders/money';
import { prizeMinorUnits } from '../../../server/domains/lottery/settlement';
import { bonusFor } from '../../../server/domains/lottery/odds';

describe('settlement arithmetic', () => {
  it('computes prizes in minor units exactly as money.ts does (prizeOf summed, rounded half up)', () => {
    const prices = ['2', '1', '0.2', '0.1', '0.02', '0.002'];
    const bonuses = ['1.94', '3.92', '9.8', '19.5', '70.56', '423.36', '1949.8', '196000', '27405879.36'];
    for (const price of prices)
      for (const bonus of bonuses)
        for (const piece of [1, 3, 7, 99999])
          for (const [wins, refunds] of [
            [1, 0],
            [2, 1],
            [5, 0],
          ] as const) {
            const expected = add(multiply(prizeOf(bonus, price, piece), String(wins)), multiply(price, String(piece), String(refunds)));
            expect(prizeMinorUnits({ levels: [wins], refunds }, [bonus], price, piece)).toBe(Number(toMinorUnits(expected, 'round')));
          }
  });

  it('derives bonuses from the probability and the return, truncated to 2 decimals', () => {
    expect(bonusFor(1 / 100000, 1, '0.98', '0')).toBe('196000');
    expect(bonusFor(1 / 100000, 1, '0.98', '0.065')).toBe('183000');
    expect(bonusFor(0.5, 1, '0.98', '0')).toBe('3.92');
    expect(bonusFor(1 / 3, 1, '0.98', '0')).toBe('5.88');
    expect(bonusFor(1 / 13983816, 1, '0.95', '0')).toBe('26569250.4');
    expect(bonusFor(0.1, 2, '0.98', '0')).toBe('9.8'); // two levels share the return
  });
});
