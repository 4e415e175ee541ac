/**
 * Single picks (单挑): a line whose bet count is at or below its play's single-pick limit (the
 * catalogue's singlePickLimit: 50 bets, 33 for 11x5). Few bets cover little of the draw space, so
 * the prizes of one player's single picks in one issue of one lottery are capped at the lottery's
 * single-pick maximum bonus (published with the odds as singlePickMaxBonus).
 */
import type { LotteryFamily } from '../../../contract/lottery';
import { minorUnits, type MinorUnits, toMinorUnits } from '../../../rules/money';
import type { LotteryDef } from './lotteries';
import type { OrderId, UserId } from '../../db/ids';

/** The maximum bonus (yuan) of a family's lotteries, unless the lottery has its own below. */
const familyMaxBonus: Record<LotteryFamily, string> = {
  ssc: '100000',
  '11x5': '50000',
  pk10: '100000',
  '3d': '50000',
  kl12: '50000',
  ky481: '50000',
  k3: '0',
  lhc: '0',
};

/** Lotteries whose maximum differs from their family's. */
const lotteryMaxBonus: Record<string, string> = {
  MJMMC: '20000',
  FC3D: '100000',
};

/** The lottery's single-pick maximum bonus in yuan ('0' where no play has a single-pick limit). */
export function singlePickMaxBonusOf(lottery: Pick<LotteryDef, 'code' | 'family'>): string {
  return lotteryMaxBonus[lottery.code] ?? familyMaxBonus[lottery.family];
}

/** Whether a line of `count` bets of a play with this limit is a single pick. */
export function isSinglePick(count: number, limit: number | undefined): boolean {
  return limit !== undefined && limit > 0 && count > 0 && count <= limit;
}

/** The cap a line carries, in minor units: the lottery's maximum for a single pick, else 0 (no cap). */
export function singlePickCapOf(lottery: Pick<LotteryDef, 'code' | 'family'>, count: number, limit: number | undefined): MinorUnits {
  return isSinglePick(count, limit) ? toMinorUnits(singlePickMaxBonusOf(lottery)) : minorUnits(0);
}

export interface CappedOrder {
  id: OrderId;
  user_id: UserId;
  /** The line's cap, 0 = not a single pick. */
  single_max: MinorUnits;
}

/**
 * Caps the prizes of single picks. Per player, the single-pick orders of the issue that won a
 * prize share one maximum (the earliest such order's single_max; orders of one lottery carry
 * the same). When their prizes together exceed it, the maximum is split pro rata to each
 * order's uncapped prize, exactly in integer minor units: each order gets
 * floor(max × prize ÷ Σ prizes), and the units left over (fewer than the orders) go one each
 * to the orders with the largest remainders, ties to the lower order id. So every capped order
 * is paid the same share of what it won, whatever order they were placed in; the record shows
 * what it won beside what it was paid. Refunds of tied bets are never capped (not passed in).
 * Returns order id → the paid prize for every order whose prize changed; other orders keep theirs.
 */
export function capSinglePicks(orders: readonly CappedOrder[], prizeOf: ReadonlyMap<OrderId, MinorUnits>): Map<OrderId, MinorUnits> {
  const byUser = new Map<UserId, CappedOrder[]>();
  for (const order of orders) {
    if (order.single_max <= 0 || (prizeOf.get(order.id) ?? 0) <= 0) continue;
    const mine = byUser.get(order.user_id);
    if (mine) mine.push(order);
    else byUser.set(order.user_id, [order]);
  }
  const paid = new Map<OrderId, MinorUnits>();
  for (const mine of byUser.values()) {
    mine.sort((a, b) => a.id - b.id);
    const cap = BigInt(mine[0]!.single_max);
    const prizes = mine.map((o) => BigInt(prizeOf.get(o.id)!));
    const total = prizes.reduce((sum, p) => sum + p, 0n);
    if (total <= cap) continue;
    const shares = prizes.map((p) => cap * p);
    const pay = shares.map((share) => share / total);
    let left = cap - pay.reduce((sum, p) => sum + p, 0n);
    const byRemainder = mine
      .map((_, i) => i)
      .sort((a, b) => {
        const ra = shares[a]! % total;
        const rb = shares[b]! % total;
        return ra === rb ? mine[a]!.id - mine[b]!.id : ra > rb ? -1 : 1;
      });
    for (const i of byRemainder) {
      if (left === 0n) break;
      pay[i]! += 1n;
      left -= 1n;
    }
    mine.forEach((order, i) => paid.set(order.id, minorUnits(Number(pay[i]!))));
  }
  return paid;
}
