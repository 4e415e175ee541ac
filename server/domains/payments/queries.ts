/** Every SQL statement of the payments domain. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { DepositNotificationsTable, DepositOrdersTable } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { DEPOSIT_STATUS } from '../../../contract/payment';
import type { UserId } from '../../db/ids';
import { minorUnits, type MinorUnits } from '../../../rules/money';

export type DepositOrderRow = Selectable<DepositOrdersTable>;
export type NotificationRow = Selectable<DepositNotificationsTable>;
type Q = Db | Tx;

export async function insertOrder(tx: Q, row: Insertable<DepositOrdersTable>): Promise<void> {
  await tx.insertInto('deposit_orders').values(row).execute();
}

export const orderBySpsn = (db: Q, spsn: string): Promise<DepositOrderRow | undefined> =>
  db.selectFrom('deposit_orders').selectAll().where('spsn', '=', spsn).executeTakeFirst();

/** Locks an order for a state change. */
export const lockOrder = (tx: Tx, spsn: string): Promise<DepositOrderRow | undefined> =>
  tx.selectFrom('deposit_orders').selectAll().where('spsn', '=', spsn).forUpdate().executeTakeFirst();

export async function updateOrder(tx: Q, id: number, values: Partial<Omit<DepositOrderRow, 'id' | 'spsn'>>): Promise<void> {
  await tx.updateTable('deposit_orders').set(values).where('id', '=', id).execute();
}

/** The newest orders a player made since `since`. */
export const recentOrders = (db: Q, payerId: UserId, since: number, limit: number): Promise<DepositOrderRow[]> =>
  db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('payer_id', '=', payerId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function cancelsSince(db: Q, payerId: UserId, since: number): Promise<number> {
  const r = await sql<{
    n: number;
  }>`SELECT COUNT(*)::int AS n FROM deposit_orders WHERE payer_id = ${payerId} AND status = ${DEPOSIT_STATUS.cancelled} AND closed_at >= ${since}`.execute(db);
  return Number(r.rows[0]!.n);
}

/** Waiting orders of payee-matching channels whose match time has come. */
export const ordersAwaitingPayee = (db: Q, codes: string[], createdBefore: number): Promise<DepositOrderRow[]> =>
  codes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('deposit_orders')
        .selectAll()
        .where('status', '=', DEPOSIT_STATUS.pending)
        .where('payee_at', 'is', null)
        .where('channel_code', 'in', codes)
        .where('created_at', '<=', createdBefore)
        .limit(100)
        .execute();

/** Assigns the payee if nobody did meanwhile; true when this call assigned it. */
export async function assignPayee(db: Q, id: number, payeeIndex: number, now: number, dueAt: number): Promise<boolean> {
  const r = await db
    .updateTable('deposit_orders')
    .set({ payee_index: payeeIndex, payee_at: now, due_at: dueAt })
    .where('id', '=', id)
    .where('payee_at', 'is', null)
    .where('status', '=', DEPOSIT_STATUS.pending)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Expires pending orders past their window, a batch at a time; rows another process holds are skipped. */
export async function expireDue(db: Q, now: number, batch: number): Promise<string[]> {
  const r = await sql<{ spsn: string }>`
    UPDATE deposit_orders SET status = ${DEPOSIT_STATUS.expired}, closed_at = ${now}
    WHERE id IN (
      SELECT id FROM deposit_orders WHERE status = ${DEPOSIT_STATUS.pending} AND due_at <= ${now} ORDER BY due_at LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    AND status = ${DEPOSIT_STATUS.pending}
    RETURNING spsn`.execute(db);
  return r.rows.map((row) => row.spsn);
}

/** The provider's outbox: one payment notification per order (a second pay inserts nothing). */
export async function queueNotification(tx: Tx, row: Insertable<DepositNotificationsTable>): Promise<boolean> {
  const r = await tx
    .insertInto('deposit_notifications')
    .values(row)
    .onConflict((oc) => oc.column('spsn').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

/**
 * Claims the next due notification for `leaseMs` (its next_at moves past the lease, one
 * attempt counted), committed at once so the delivery runs outside any transaction; a row
 * another process is claiming is skipped.
 */
export async function claimNotification(db: Q, now: number, leaseMs: number, maxAttempts: number): Promise<NotificationRow | undefined> {
  const r = await sql<NotificationRow>`
    UPDATE deposit_notifications SET next_at = ${now + leaseMs}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM deposit_notifications WHERE delivered_at IS NULL AND next_at <= ${now} AND attempts < ${maxAttempts}
      ORDER BY next_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return r.rows[0];
}

export async function settleNotification(db: Q, id: number, values: { delivered_at?: number; next_at?: number; last_answer: string }): Promise<void> {
  await db.updateTable('deposit_notifications').set(values).where('id', '=', id).execute();
}

export const notificationOf = (db: Q, spsn: string): Promise<NotificationRow | undefined> =>
  db.selectFrom('deposit_notifications').selectAll().where('spsn', '=', spsn).executeTakeFirst();

/**
 * The amounts of the orders made for the player (the credited user) in these statuses, summed since
 * each start, in one statement.
 */
export async function depositSumsOf<K extends string>(
  db: Q,
  userId: UserId,
  statuses: readonly number[],
  starts: Record<K, number>,
): Promise<Record<K, MinorUnits>> {
  const named = Object.entries<number>(starts);
  const from = Math.min(...named.map(([, since]) => since));
  const columns = named.map(([, since], i) => sql`COALESCE(SUM(CASE WHEN created_at >= ${since} THEN amount ELSE 0 END), 0)::text AS ${sql.raw(`s${i}`)}`);
  const r = await sql<Record<string, string>>`
    SELECT ${sql.join(columns)}
    FROM deposit_orders WHERE user_id = ${userId} AND created_at >= ${from} AND status = ANY(${[...statuses]}::int[])`.execute(db);
  const row = r.rows[0]!;
  // A sum the SQL gives as text (it may exceed int8's parser's range before minorUnits checks it).
  return Object.fromEntries(named.map(([name], i) => [name, minorUnits(Number(row[`s${i}`]))])) as Record<K, MinorUnits>;
}

/** The channel each of these orders came through, by spsn (a spsn with no order is absent). */
export async function channelCodesOf(db: Q, spsns: readonly string[]): Promise<Map<string, string>> {
  if (spsns.length === 0) return new Map();
  const rows = await db
    .selectFrom('deposit_orders')
    .select(['spsn', 'channel_code'])
    .where('spsn', 'in', [...new Set(spsns)])
    .execute();
  return new Map(rows.map((r) => [r.spsn, r.channel_code]));
}
