/** The win notices' table: written by settlement, read by a socket catching up. */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { minorUnits, type MinorUnits } from '../../../rules/money';
import { userId, type OrderId, type UserId } from '../../db/ids';

/** One notice per user over the orders they won, in one statement; answers each new notice's id. */
export async function insertWinNotices(
  tx: Tx,
  won: ReadonlyArray<{ orderId: OrderId; userId: UserId }>,
  now: number,
): Promise<Array<{ id: number; user_id: UserId }>> {
  const rows = await sql<{ id: number; user_id: number }>`
    INSERT INTO win_notices (user_id, order_ids, created_at)
    SELECT v.user_id, array_agg(v.order_id ORDER BY v.order_id), ${now}::bigint
    FROM unnest(${won.map((w) => w.userId)}::bigint[], ${won.map((w) => w.orderId)}::bigint[]) AS v(user_id, order_id)
    GROUP BY v.user_id
    RETURNING id, user_id`.execute(tx);
  return rows.rows.map((r) => ({ id: r.id, user_id: userId(Number(r.user_id)) }));
}

/** The id of the user's latest notice (0 when none). */
export async function latestNoticeId(db: Db, userId: UserId): Promise<number> {
  const latest = await db
    .selectFrom('win_notices')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(latest?.id ?? 0);
}

export interface NoticedWin {
  id: number;
  lottery: string;
  issue_no: string;
  method: string;
  award: MinorUnits;
  order_no: string;
}

/**
 * The user's won orders of notices after `after`, newest first, at most `limit`. One statement, one snapshot: every
 * notice of this user not visible to it gets a higher id than those it returns.
 */
export async function latestWinsAfter(db: Db, userId: UserId, after: number, limit: number): Promise<NoticedWin[]> {
  const rows = await sql<NoticedWin>`
    SELECT n.id, o.lottery, o.issue_no, o.method, o.award, o.order_no
    FROM (SELECT id, order_ids FROM win_notices WHERE user_id = ${userId} AND id > ${after} ORDER BY id DESC LIMIT ${limit}) n
    JOIN orders o ON o.id = ANY(n.order_ids)
    ORDER BY n.id DESC, o.id DESC
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((row) => ({ ...row, award: minorUnits(row.award) }));
}
