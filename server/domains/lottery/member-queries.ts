/**
 * The lottery's rows as member reports read them (the team center, the contracts): the sums of the members'
 * settled orders, and pages of their orders and chases. Each takes the ids of the members the caller may see.
 */
import { sql } from 'kysely';
import { SETTLED_ORDER_STATUSES } from '../../../contract/lottery';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { beijingDayNumberOf, beijingDayNumberStart, type Paging, type TimeRange } from '../../db/ranges';
import { minorUnits, type MinorUnits } from '../../../rules/money';
import { userId, type UserId } from '../../db/ids';

/**
 * The orders whose stake played: settled (SETTLED_ORDER_STATUSES) and not wholly refunded. A tied bet's stake came
 * back (its refund) and is neither bet volume nor prize, so an order counts with `amount − refund` staked and
 * `award − refund` won.
 */
const settledAndPlayed = sql`status = ANY(${[...SETTLED_ORDER_STATUSES]}::int[]) AND amount > refund`;

/** One member's settled orders on one Beijing day, summed. */
export interface OrderSums {
  userId: UserId;
  /** Start of the Beijing day, epoch ms. */
  day: number;
  count: number;
  /** The stakes that played. */
  bet: MinorUnits;
  /** The prizes won. */
  win: MinorUnits;
  rebate: MinorUnits;
}

/**
 * The settled orders (SETTLED_ORDER_STATUSES) of the given users whose time falls in the range, summed per user
 * and Beijing day of that time: the time they were placed (the team reports) or settled (the contracts, so a
 * late draw counts in the period it settled, once). An order counts with the stake that played (amount − refund)
 * and the prize it won (award − refund): a tied bet's stake came back and is neither bet nor win, so an order
 * whose bets all tied counts nowhere, one that also lost counts its lost stake, and win + rebate − bet is what
 * the member's balance moved.
 */
export async function settledOrderSumsOf(db: Db | Tx, ids: readonly UserId[], range: TimeRange, by: 'placed' | 'settled'): Promise<OrderSums[]> {
  if (ids.length === 0) return [];
  const at = by === 'placed' ? 'created_at' : 'settled_at';
  const rows = await sql<{ user_id: number; day: number; n: number; bet: number; win: number; rebate: number }>`
    SELECT user_id, ${beijingDayNumberOf(at)} AS day, COUNT(*)::bigint AS n, SUM(amount - refund)::bigint AS bet, SUM(award - refund)::bigint AS win,
      SUM(rebate)::bigint AS rebate
    FROM orders WHERE user_id = ANY(${[...ids]}::bigint[]) AND ${settledAndPlayed}
      AND ${sql.ref(at)} >= ${range.from} AND ${sql.ref(at)} < ${range.to}
    GROUP BY 1, 2`.execute(db);
  return rows.rows.map((r) => ({
    userId: userId(r.user_id),
    day: beijingDayNumberStart(r.day),
    count: r.n,
    bet: minorUnits(r.bet),
    win: minorUnits(r.win),
    rebate: minorUnits(r.rebate),
  }));
}

/** The stake that played of the player's settled orders placed since `since`: a withdrawal's bet volume. */
export async function settledStakesSince(db: Db | Tx, userId: UserId, since: number): Promise<MinorUnits> {
  const r = await sql<{ total: number }>`
    SELECT COALESCE(SUM(amount - refund), 0)::bigint AS total FROM orders
    WHERE user_id = ${userId} AND ${settledAndPlayed} AND created_at >= ${since}`.execute(db);
  return minorUnits(Number(r.rows[0]!.total));
}

/** One page of the given users' chases started within the range, newest first, and how many there are. */
export async function membersTracesPage(db: Db, ids: readonly UserId[], range: TimeRange, paging: Paging) {
  const base = db
    .selectFrom('traces')
    .where('user_id', 'in', [...ids])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  return { total, rows };
}

/** One page of the given users' orders placed within the range, newest first, and how many there are. */
export async function membersOrdersPage(db: Db, ids: readonly UserId[], range: TimeRange, paging: Paging) {
  const base = db
    .selectFrom('orders')
    .where('user_id', 'in', [...ids])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  return { total, rows };
}
