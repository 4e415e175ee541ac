/**
 * The checks other domains run inside the transaction of each money movement they guard (the
 * domain's public file). Each locks the player's protection row first (FOR UPDATE), so one
 * player's concurrent orders are counted one after another and cannot pass a limit together;
 * a player who never set anything has no row, and the check costs one indexed read.
 */
import { PROTECTION_LIMITS, protectionLimitRules, type ProtectionLimit } from '../../../contract/protection';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { ApiError, fail } from '../../errors';
import { limitsOf, lockProtection, pausedUsers, protectionOf, type LimitRow, type ProtectionRow } from './queries';
import { depositFigures, playFigures } from './figures';
import { limitAt, limitRefusal, pausedAt, pauseRefusal, periodStartsAt, storedLimitOf } from './rules';
import { addMinor, type MinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';

function refuseWhilePaused(row: ProtectionRow | undefined, now: number): void {
  if (pausedAt(row, now)) throw pauseRefusal(row.pause_kind, row.paused_until);
}

/** The limits in force at `now`, by name. */
function limitsInForce(rows: readonly LimitRow[], now: number): Map<ProtectionLimit, MinorUnits> {
  const inForce = new Map<ProtectionLimit, MinorUnits>();
  for (const row of rows) {
    const amount = limitAt(storedLimitOf(row), now);
    if (amount !== null && (PROTECTION_LIMITS as readonly string[]).includes(row.limit_name)) inForce.set(row.limit_name as ProtectionLimit, amount);
  }
  return inForce;
}

/** Refuses when `adding`, on top of what each limit has counted this period, would pass the limit. */
function refuseOverLimits(
  limits: ReadonlyMap<ProtectionLimit, MinorUnits>,
  counted: ReadonlyArray<readonly [ProtectionLimit, MinorUnits]>,
  adding: MinorUnits,
  now: number,
): void {
  for (const [limit, used] of counted) {
    const amount = limits.get(limit);
    if (amount !== undefined && addMinor(used, adding) > amount) throw limitRefusal(limit, amount, now);
  }
}

/** A stake about to be booked: the whole booking, and its largest single order (one issue of a chase). */
export interface StakeToBook {
  total: MinorUnits;
  largestOrder: MinorUnits;
}

/**
 * Lottery orders, instant orders, chases and game rounds: refused while paused, and when the
 * stake would pass a stake limit or could pass a loss limit (stakes booked, a chase's every
 * issue included, minus what play paid back, plus this stake).
 */
export async function guardStake(tx: Tx, userId: UserId, now: number, stake: StakeToBook): Promise<void> {
  const row = await lockProtection(tx, userId);
  if (!row) return;
  refuseWhilePaused(row, now);
  const limits = limitsInForce(await limitsOf(tx, userId), now);
  if (limits.size === 0) return;
  const orderLimit = limits.get('stakeOrder');
  if (orderLimit !== undefined && stake.largestOrder > orderLimit) throw limitRefusal('stakeOrder', orderLimit, now);
  const figures = await playFigures(tx, userId, periodStartsAt(now));
  const counted = [
    ['stakeDay', figures.stakedDay],
    ['lossDay', figures.lossDay],
    ['lossWeek', figures.lossWeek],
    ['lossMonth', figures.lossMonth],
  ] as const;
  refuseOverLimits(limits, counted, stake.total, now);
}

/**
 * Deposit orders: refused while paused, and past a deposit limit (orders pending or credited count).
 * An agent depositing for a downline (`byAgent`) learns only that the downline's protection refuses
 * it, never which pause or limit, nor its amount.
 */
export async function guardDeposit(tx: Tx, userId: UserId, now: number, amount: MinorUnits, byAgent = false): Promise<void> {
  try {
    await checkDeposit(tx, userId, now, amount);
  } catch (error) {
    if (byAgent && error instanceof ApiError) fail('downlineProtected');
    throw error;
  }
}

async function checkDeposit(tx: Tx, userId: UserId, now: number, amount: MinorUnits): Promise<void> {
  const row = await lockProtection(tx, userId);
  if (!row) return;
  refuseWhilePaused(row, now);
  const limits = limitsInForce(await limitsOf(tx, userId), now);
  if (![...limits.keys()].some((l) => protectionLimitRules[l].measure === 'deposit')) return;
  const figures = await depositFigures(tx, userId, periodStartsAt(now));
  const counted = [
    ['depositDay', figures.day],
    ['depositWeek', figures.week],
    ['depositMonth', figures.month],
  ] as const;
  refuseOverLimits(limits, counted, amount, now);
}

/** Transfers into a game wallet, red packets sent and grabbed: refused while paused. */
export async function guardPlayAllowed(tx: Tx, userId: UserId, now: number): Promise<void> {
  refuseWhilePaused(await lockProtection(tx, userId), now);
}

/** A game launch (no money moves; the rounds are guarded): refused while paused. */
export async function refuseLaunchWhilePaused(db: Db, userId: UserId, now: number): Promise<void> {
  refuseWhilePaused(await protectionOf(db, userId), now);
}

/** An agent's transfer to a downline: refused while the downline is paused (the agent is not told why). */
export async function guardDownlineTransfer(tx: Tx, downlineId: UserId, now: number): Promise<void> {
  if (pausedAt(await lockProtection(tx, downlineId), now)) fail('downlinePaused');
}

/** Which of `userIds` are in a cool-off or self-exclusion at `now` (the team list's mark). */
export async function pausedAmong(db: Db, userIds: readonly UserId[], now: number): Promise<Set<number>> {
  return new Set(await pausedUsers(db, userIds, now));
}
