/** Every SQL statement of the withdraw domain. */
import { sql, type Selectable } from 'kysely';
import { SETTLED_ORDER_STATUSES } from '../../../contract/lottery';
import type { Db } from '../../db/client';
import type { WithdrawalsTable } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { minorUnits, type MinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
type Q = Db | Tx;

/** The player's latest deposit into the main account: its time and amount (minor units). */
export async function lastDeposit(db: Q, userId: UserId): Promise<{ at: number; amount: MinorUnits } | undefined> {
  const r = await sql<{ at: number; amount: number }>`
    SELECT j.created_at AS at, e.amount::bigint AS amount
    FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
    WHERE a.user_id = ${userId} AND a.kind = 'main' AND j.kind = 'deposit' AND e.amount > 0
    ORDER BY j.id DESC LIMIT 1`.execute(db);
  const row = r.rows[0];
  return row ? { at: Number(row.at), amount: minorUnits(Number(row.amount)) } : undefined;
}

/**
 * The stake that played (amount − refund, SETTLED_ORDER_STATUSES) of the player's bets placed since `since`: a
 * tied bet's stake came back and is no bet volume.
 */
export async function settledStakesSince(db: Q, userId: UserId, since: number): Promise<MinorUnits> {
  const r = await sql<{ total: number }>`
    SELECT COALESCE(SUM(amount - refund), 0)::bigint AS total FROM orders
    WHERE user_id = ${userId} AND status = ANY(${[...SETTLED_ORDER_STATUSES]}::int[]) AND created_at >= ${since}`.execute(db);
  return minorUnits(Number(r.rows[0]!.total));
}

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

/** Deposit journals into the player's main account between two times, and how many there are. */
export async function depositsBetween(db: Q, userId: UserId, from: number, to: number, offset: number, limit: number) {
  const where = sql`FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id LEFT JOIN deposit_orders d ON d.spsn = j.ref
    WHERE a.user_id = ${userId} AND a.kind = 'main' AND j.kind = 'deposit' AND e.amount > 0 AND j.created_at >= ${from} AND j.created_at < ${to}`;
  const [rows, count] = await Promise.all([
    // A deposit order's journal carries its spsn as ref; the order names the channel it came through.
    sql<{ id: number; created_at: number; amount: number; spsn: string | null; channel_code: string | null }>`
      SELECT j.id, j.created_at, e.amount::bigint AS amount, d.spsn, d.channel_code ${where}
      ORDER BY j.created_at DESC, j.id DESC OFFSET ${offset} LIMIT ${limit}`.execute(db),
    sql<{ n: number }>`SELECT COUNT(*)::int AS n ${where}`.execute(db),
  ]);
  return { rows: rows.rows.map((r) => ({ ...r, amount: minorUnits(Number(r.amount)) })), total: Number(count.rows[0]!.n) };
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
