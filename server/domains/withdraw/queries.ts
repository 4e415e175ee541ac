/** Every SQL statement of the withdraw domain. */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { WithdrawalsTable } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { minorUnits, type MinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
type Q = Db | Tx;

/** Yuan (minor units) sent out as coin since `since`, failed withdrawals excluded. */
export async function coinWithdrawnSince(db: Q, userId: UserId, channels: string[], since: number): Promise<MinorUnits> {
  if (channels.length === 0) return minorUnits(0);
  const r = await sql<{ total: number }>`
    SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM withdrawals
    WHERE user_id = ${userId} AND channel = ANY(${channels}::text[]) AND status <> 2 AND created_at >= ${since}`.execute(db);
  return minorUnits(Number(r.rows[0]!.total));
}

/** Withdrawals with a security deposit paid out since `since` whose receipt the player has not confirmed. */
export async function unconfirmedPaidSince(db: Q, userId: UserId, since: number): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT COUNT(*)::int AS n FROM withdrawals
    WHERE user_id = ${userId} AND security_deposit > 0 AND status IN (1, 4) AND paid_at >= ${since}`.execute(db);
  return Number(r.rows[0]!.n);
}

export async function insertWithdrawal(
  tx: Tx,
  row: Omit<WithdrawalRow, 'id' | 'fail_reason' | 'paid_at' | 'confirmed_at' | 'deposit_returned_at'>,
): Promise<void> {
  await tx.insertInto('withdrawals').values(row).execute();
}

export const withdrawalBySpsn = (db: Q, spsn: string): Promise<WithdrawalRow | undefined> =>
  db.selectFrom('withdrawals').selectAll().where('spsn', '=', spsn).executeTakeFirst();

/** Locks a withdrawal for a state change. */
export const lockWithdrawal = (tx: Tx, spsn: string): Promise<WithdrawalRow | undefined> =>
  tx.selectFrom('withdrawals').selectAll().where('spsn', '=', spsn).forUpdate().executeTakeFirst();

/**
 * The next withdrawal in `status` whose time (`column` ≤ before) has come, locked; rows
 * another process holds are skipped, so two processors never handle one row.
 */
export async function claimNext(tx: Tx, status: number, column: 'due_at' | 'paid_at', before: number): Promise<WithdrawalRow | undefined> {
  return tx
    .selectFrom('withdrawals')
    .selectAll()
    .where('status', '=', status)
    .where(column, '<=', before)
    .orderBy(column)
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function updateWithdrawal(
  tx: Tx,
  id: number,
  values: Partial<Pick<WithdrawalRow, 'status' | 'fail_reason' | 'paid_at' | 'confirmed_at' | 'deposit_returned_at'>>,
): Promise<void> {
  await tx.updateTable('withdrawals').set(values).where('id', '=', id).execute();
}

export async function withdrawalsBetween(
  db: Q,
  userId: UserId,
  from: number,
  to: number,
  offset: number,
  limit: number,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const base = db.selectFrom('withdrawals').where('user_id', '=', userId).where('created_at', '>=', from).where('created_at', '<', to);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// ------------------------------------------------------------------ what the team reports read

/** Withdrawals paid out to the given users within the range (epoch ms, `to` excluded). */
export async function paidOutTo(db: Q, ids: readonly UserId[], range: { from: number; to: number }): Promise<MinorUnits> {
  if (ids.length === 0) return minorUnits(0);
  const row = await sql<{ total: number }>`
    SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM withdrawals
    WHERE user_id = ANY(${[...ids]}::bigint[]) AND paid_at IS NOT NULL AND paid_at >= ${range.from} AND paid_at < ${range.to}`.execute(db);
  return minorUnits(row.rows[0]!.total);
}
