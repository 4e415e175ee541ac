/**
 * Red-packet share rules: the send form checks them as the player types and the server checks them
 * again before it takes the money. The count and amount limits, what a packet costs, and how a lucky
 * packet's total is split into shares.
 *
 * A red packet moves whole cents, so every share shows with 2 decimals, while the ledger counts
 * minor units of 0.0001 yuan: the split works in minor units, a cent at a time.
 */
import { Decimal } from 'decimal.js';
import { addMinor, MINOR_UNITS_PER_CENT, minorUnits, type MinorUnits } from './money';

/** The group settings that bound a packet; amounts are yuan decimal strings. */
export interface RedPacketLimits {
  redPacketLimit: number;
  redPacketMinAmount: string;
  redPacketMaxAmount: string;
  perRedPacketMinAmount: string;
  perRedPacketMaxAmount: string;
}

/**
 * A limit the packet breaks: its error code in the catalogue (contract/error-catalogue.ts) and, when the
 * limit has figures to name, the message naming them; without one the catalogue's message stands.
 */
export interface RedPacketProblem {
  code: 'redPacketCount' | 'redPacketAmount' | 'redPacketTotal' | 'redPacketShareMin' | 'redPacketPerAmount';
  message?: string;
}

/** A red-packet amount: yuan with up to 9 whole digits and at most 2 decimals (whole cents). */
const wholeCentAmount = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Whether `yuan` is a positive red-packet amount in whole cents ('12.5', '0.01'; not '1.001', '0', '1e3'). */
export function isRedPacketAmount(yuan: string): boolean {
  const text = yuan.trim();
  return wholeCentAmount.test(text) && new Decimal(text).greaterThan(0);
}

/** The count: 1 to the group's redPacketLimit. */
export function redPacketCountProblem(count: number, limit: number): RedPacketProblem | null {
  return Number.isInteger(count) && count >= 1 && count <= limit ? null : { code: 'redPacketCount', message: `红包个数1-${limit}个` };
}

/**
 * The amount: a lucky packet's is its total, within redPacketMin..MaxAmount and enough for every one
 * of `count` shares to get perRedPacketMinAmount (judged once the count is at least 1); an ordinary
 * packet's is each share, within perRedPacketMin..MaxAmount.
 */
export function redPacketAmountProblem(lucky: boolean, amount: string, count: number, limits: RedPacketLimits): RedPacketProblem | null {
  if (!isRedPacketAmount(amount)) return { code: 'redPacketAmount' };
  const value = new Decimal(amount.trim());
  const { redPacketMinAmount: min, redPacketMaxAmount: max, perRedPacketMinAmount: perMin, perRedPacketMaxAmount: perMax } = limits;
  if (lucky) {
    if (value.lessThan(min) || value.greaterThan(max)) return { code: 'redPacketTotal', message: `红包总金额须在${min}-${max}元之间` };
    if (count >= 1 && value.lessThan(new Decimal(perMin).times(count))) return { code: 'redPacketShareMin', message: `单个红包不可低于${perMin}元` };
    return null;
  }
  if (value.lessThan(perMin) || value.greaterThan(perMax)) return { code: 'redPacketPerAmount', message: `单个红包金额须在${perMin}-${perMax}元之间` };
  return null;
}

/** What the packet costs, in yuan with 2 decimals: a lucky packet its amount, an ordinary one amount × count; '0.00' until both are valid. */
export function redPacketTotal(lucky: boolean, amount: string, count: number): string {
  if (!isRedPacketAmount(amount)) return '0.00';
  const value = new Decimal(amount.trim());
  return (lucky ? value : value.times(Number.isInteger(count) && count > 0 ? count : 0)).toFixed(2);
}

/** The least share, in yuan: a lucky packet's is the group's minimum per share, an ordinary packet's is its amount. */
export function redPacketShareMin(lucky: boolean, amount: string, limits: Pick<RedPacketLimits, 'perRedPacketMinAmount'>): string {
  return lucky ? limits.perRedPacketMinAmount : amount.trim();
}

/** An ordinary packet's share: its total split evenly (the total is the share × the count, so it divides; minorUnits checks). */
export function evenShare(total: MinorUnits, count: number): MinorUnits {
  return minorUnits(total / count);
}

/**
 * The next lucky share, in minor units: `left` of the total remains for `shares` grabs, each at least
 * `min`. Double mean over what is above the minimum: the minimum plus a whole number of cents drawn
 * uniformly from 0 to 2·⌊extra cents / shares⌋ by `drawCents(maxInclusive)`; the last share takes
 * everything left. So each share is at least `min`, whole cents, and the shares sum to the total exactly.
 */
export function luckyShare(left: MinorUnits, shares: number, min: MinorUnits, drawCents: (maxInclusive: number) => number): MinorUnits {
  if (shares <= 1) return left;
  const extraCents = (left - shares * min) / MINOR_UNITS_PER_CENT;
  return addMinor(min, minorUnits(drawCents(2 * Math.floor(extraCents / shares)) * MINOR_UNITS_PER_CENT));
}
