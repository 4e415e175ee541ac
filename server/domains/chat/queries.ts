/** SQL of direct chat: the people in a conversation and the chat_messages rows. */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { ChatMessagesTable } from '../../db/schema';
import { userId, type UserId } from '../../db/ids';

export type MessageRow = Selectable<ChatMessagesTable> & { from_name: string; from_nick: string; from_type: number; to_name: string };

export interface NewMessage {
  clientId: string;
  fromUserId: UserId;
  toUserId: UserId;
  message: string;
  msgType: number;
  now: number;
}

function messageRows(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as f', 'f.id', 'm.from_user_id')
    .innerJoin('users as t', 't.id', 'm.to_user_id')
    .selectAll('m')
    .select(['f.username as from_name', 'f.nickname as from_nick', 'f.user_type as from_type', 't.username as to_name']);
}

/**
 * Stores the messages of one send (one client id; a retry stores nothing new) and answers the
 * stored rows, new or earlier, in the order given, and the ids this call inserted. The usual
 * case (nothing stored before) is one statement: the insert returns its rows with the names.
 */
export async function insertMessages(db: Db, messages: NewMessage[]): Promise<{ rows: MessageRow[]; inserted: Set<number> }> {
  const first = messages[0];
  if (!first) return { rows: [], inserted: new Set() };
  const fresh = await db
    .with('ins', (w) =>
      w
        .insertInto('chat_messages')
        .values(
          messages.map((m) => ({
            client_id: m.clientId,
            from_user_id: m.fromUserId,
            to_user_id: m.toUserId,
            lo_id: m.fromUserId < m.toUserId ? m.fromUserId : m.toUserId,
            hi_id: m.fromUserId < m.toUserId ? m.toUserId : m.fromUserId,
            message: m.message,
            msg_type: m.msgType,
            created_at: m.now,
          })),
        )
        .onConflict((oc) => oc.columns(['from_user_id', 'client_id', 'to_user_id']).doNothing())
        .returningAll(),
    )
    .selectFrom('ins as m')
    .innerJoin('users as f', 'f.id', 'm.from_user_id')
    .innerJoin('users as t', 't.id', 'm.to_user_id')
    .selectAll('m')
    .select(['f.username as from_name', 'f.nickname as from_nick', 'f.user_type as from_type', 't.username as to_name'])
    .execute();
  const rows =
    fresh.length === messages.length
      ? fresh
      : await messageRows(db)
          .where('m.from_user_id', '=', first.fromUserId)
          .where('m.client_id', '=', first.clientId)
          .where(
            'm.to_user_id',
            'in',
            messages.map((m) => m.toUserId),
          )
          .execute();
  const byRecipient = new Map(rows.map((r) => [r.to_user_id, r]));
  return {
    rows: messages.map((m) => byRecipient.get(m.toUserId)).filter((r): r is MessageRow => r !== undefined),
    inserted: new Set(fresh.map((r) => r.id)),
  };
}

/** One page of the conversation between two people, oldest first, and whether more lie beyond it. */
export async function conversationPage(
  db: Db,
  a: UserId,
  b: UserId,
  cursor: number | undefined,
  direction: 'older' | 'newer',
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let query = messageRows(db)
    .where('m.lo_id', '=', a < b ? a : b)
    .where('m.hi_id', '=', a < b ? b : a);
  if (cursor !== undefined) query = query.where('m.id', direction === 'older' ? '<' : '>', cursor);
  const rows = await query
    .orderBy('m.id', direction === 'older' ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: direction === 'older' ? page.reverse() : page, hasMore };
}

/** The distinct senders of my unread messages (my unread conversations). */
export async function unreadSenders(db: Db, me: UserId): Promise<UserId[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('from_user_id')
    .distinct()
    .where('to_user_id', '=', me)
    .where('read_at', 'is', null)
    .orderBy('from_user_id')
    .execute();
  return rows.map((r) => r.from_user_id);
}

export async function markRead(db: Db, me: UserId, from: UserId, now: number): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ read_at: now })
    .where('to_user_id', '=', me)
    .where('from_user_id', '=', from)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Unread counts per sender, for the given senders. */
export async function unreadCounts(db: Db, me: UserId, from: UserId[]): Promise<Map<UserId, number>> {
  if (from.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_messages')
    .select(['from_user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('to_user_id', '=', me)
    .where('read_at', 'is', null)
    .where('from_user_id', 'in', from)
    .groupBy('from_user_id')
    .execute();
  return new Map(rows.map((r) => [r.from_user_id, Number(r.n)]));
}

/** The ids of the people I exchanged messages with, latest conversation first. */
export async function recentPartnerIds(db: Db, me: UserId, limit: number): Promise<UserId[]> {
  const { rows } = await sql<{ partner: number }>`
    SELECT CASE WHEN lo_id = ${me} THEN hi_id ELSE lo_id END AS partner, MAX(id) AS last_id
    FROM chat_messages WHERE lo_id = ${me} OR hi_id = ${me}
    GROUP BY 1
    ORDER BY last_id DESC
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => userId(Number(r.partner)));
}
