/**
 * Money rules the wallet pages show and the server charges by, on yuan decimal strings (decimal.js,
 * never floats): a deposit channel's fee, the random reduction (随机立减) of a deposit, and the
 * security deposit held on a withdrawal.
 */
import { Decimal } from 'decimal.js';

/** A channel's fee on what the player pays: amount × rate, to the cent, half up. */
export function depositFee(paid: string, costRate: string): string {
  return new Decimal(paid).times(costRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The largest reduction in tenths of a yuan: 0.9 below 10 yuan, else 1.9. */
export const maxCutPointTenths = (amount: string): number => (new Decimal(amount).lessThan(10) ? 9 : 19);

/**
 * The reduction for a draw `random` in [0, 1): 0.1 up to the largest, in tenths. Exactly 1 yuan would
 * leave a round amount again, so it becomes 1.1.
 */
export function cutPointsReduction(amount: string, random: number): string {
  const tenths = Math.floor(random * maxCutPointTenths(amount)) + 1;
  return new Decimal(tenths === 10 ? 11 : tenths).dividedBy(10).toFixed(1);
}

/** Whether `reduction` ('0.3') is one the rule can draw for `amount`. */
export function isCutPointsReduction(amount: string, reduction: string): boolean {
  if (!/^\d\.\d$/.test(reduction)) return false;
  const tenths = Number(reduction.replace('.', ''));
  return tenths >= 1 && tenths <= maxCutPointTenths(amount) && tenths !== 10;
}

/** The security deposit held on a bank withdrawal: amount × ratio %, rounded up to the cent. */
export function securityDeposit(amount: string, ratioPercent: number): string {
  return new Decimal(amount).times(ratioPercent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed();
}
