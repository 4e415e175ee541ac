/** The pure protection rules: which amount a limit has at an instant, and how a change is stored. */
import { describe, expect, it } from 'vitest';
import { changeLimit, limitAt, limitText } from '../../../server/domains/protection/rules';
import { minorUnits } from '../../../rules/money';

const DAY = 24 * 60 * 60 * 1000;
const none = { amount: null, pendingAmount: null, pendingAt: null };

describe('limit changes', () => {
  it('sets a first limit at once (it lowers "no limit")', () => {
    expect(changeLimit(none, minorUnits(100), 0)).toEqual({ amount: 100, pendingAmount: null, pendingAt: null });
  });

  it('lowers at once, dropping a waiting raise', () => {
    expect(changeLimit({ amount: minorUnits(100), pendingAmount: minorUnits(300), pendingAt: 5 * DAY }, minorUnits(50), DAY)).toEqual({
      amount: 50,
      pendingAmount: null,
      pendingAt: null,
    });
  });

  it('raises and removes only 24 hours after the request, the amount in force standing meanwhile', () => {
    const raised = changeLimit({ amount: minorUnits(100), pendingAmount: null, pendingAt: null }, minorUnits(200), 7);
    expect(raised).toEqual({ amount: 100, pendingAmount: 200, pendingAt: 7 + DAY });
    expect(limitAt(raised, 7 + DAY - 1)).toBe(100);
    expect(limitAt(raised, 7 + DAY)).toBe(200);
    const removed = changeLimit({ amount: minorUnits(100), pendingAmount: null, pendingAt: null }, null, 7);
    expect(limitAt(removed, 7 + DAY - 1)).toBe(100);
    expect(limitAt(removed, 7 + DAY)).toBeNull();
  });

  it('judges a change against the amount in force once a waiting raise has applied', () => {
    const applied = { amount: minorUnits(100), pendingAmount: minorUnits(200), pendingAt: DAY };
    // 150 lowers the 200 now in force: at once.
    expect(changeLimit(applied, minorUnits(150), 2 * DAY)).toEqual({ amount: 150, pendingAmount: null, pendingAt: null });
  });

  it('writes amounts with thousands separators and two decimals', () => {
    expect(limitText(minorUnits(10_000_000))).toBe('1,000.00');
    expect(limitText(minorUnits(12_345_678_900))).toBe('1,234,567.89');
    expect(limitText(minorUnits(10_000))).toBe('1.00');
  });
});
