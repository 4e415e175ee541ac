/**
 * Single picks (单挑): a line whose bet count is at or below its play's single-pick limit (the
 * catalogue's singlePickLimit: 50 bets, 33 for 11x5). Few bets cover little of the draw space, so
 * the prizes of one player's single picks in one issue of one lottery are capped at the lottery's
 * single-pick maximum bonus (published with the odds as singlePickMaxBonus).
 */
import type { LotteryFamily } from '../../../contract/lottery';
import { toMinorUnits } from '../../../engine-worker/orders/money';
import type { LotteryDef } from './lotteries';

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
export function singlePickCapOf(lottery: Pick<LotteryDef, 'code' | 'family'>, count: number, limit: number | undefined): number {
  return isSinglePick(count, limit) ? Number(toMinorUnits(singlePickMaxBonusOf(lottery))) : 0;
}

export interface CappedOrder {
  id: number;
  user_id: number;
  /** The line's cap (minor units), 0 = not a single pick. */
  single_max: number;
}

/**
 * Caps the prizes of single picks: per player, the single-pick orders of the issue share one
 * maximum, paid in order id (earliest placed first) until it is used up. Returns order id → the
 * paid prize for every capped order whose prize changed; other orders keep their prize.
 */
export function capSinglePicks(orders: readonly CappedOrder[], prizeOf: ReadonlyMap<number, number>): Map<number, number> {
  const left = new Map<number, number>(); // user → what the cap still allows
  const paid = new Map<number, number>();
  const singles = orders.filter((o) => o.single_max > 0 && (prizeOf.get(o.id) ?? 0) > 0).sort((a, b) => a.id - b.id);
  for (const order of singles) {
    const prize = prizeOf.get(order.id)!;
    const allowed = left.get(order.user_id) ?? order.single_max;
    const pay = Math.min(prize, allowed);
    left.set(order.user_id, allowed - pay);
    if (pay !== prize) paid.set(order.id, pay);
  }
  return paid;
}
