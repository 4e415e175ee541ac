/**
 * SQL of administrator messages. A reader sees the notices to everyone and those to them, minus
 * the ones they deleted; their read and deleted marks live in admin_message_states, one row per
 * reader and message, written only when they read or delete.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { AdminMessagesTable } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { UserId } from '../../db/ids';

export type AdminMessageRow = Selectable<AdminMessagesTable>;
export interface ReaderMessageRow extends AdminMessageRow {
  read_at: number | null;
}

/** The reader's notices (not deleted), with their read mark. */
function visibleTo(db: Db | Tx, userId: UserId) {
  return db
    .selectFrom('admin_messages as m')
    .leftJoin('admin_message_states as s', (join) => join.onRef('s.message_id', '=', 'm.id').on('s.user_id', '=', userId))
    .where((eb) => eb.or([eb('m.recipient_id', 'is', null), eb('m.recipient_id', '=', userId)]))
    .where('s.deleted_at', 'is', null);
}

export async function pageOfMessages(db: Db, userId: UserId, limit: number, offset: number): Promise<ReaderMessageRow[]> {
  return visibleTo(db, userId)
    .select(['m.id', 'm.sender_id', 'm.recipient_id', 'm.content', 'm.created_at', 's.read_at'])
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMessages(db: Db, userId: UserId): Promise<number> {
  const row = await visibleTo(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUnread(db: Db | Tx, userId: UserId): Promise<number> {
  const row = await visibleTo(db, userId)
    .where('s.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets the reader's mark on one of their visible messages; false when the message is not theirs,
 * does not exist or is already deleted. A mark already set keeps its first time.
 */
export async function markMessage(db: Db, userId: UserId, messageId: number, mark: 'read_at' | 'deleted_at', now: number): Promise<boolean> {
  const visible = await visibleTo(db, userId).where('m.id', '=', messageId).select('m.id').executeTakeFirst();
  if (!visible) return false;
  await db
    .insertInto('admin_message_states')
    .values({ message_id: messageId, user_id: userId, read_at: now, deleted_at: mark === 'deleted_at' ? now : null })
    .onConflict((oc) =>
      oc.columns(['user_id', 'message_id']).doUpdateSet(
        mark === 'read_at'
          ? { read_at: sql`coalesce(admin_message_states.read_at, excluded.read_at)` }
          : {
              read_at: sql`coalesce(admin_message_states.read_at, excluded.read_at)`,
              deleted_at: sql`coalesce(admin_message_states.deleted_at, excluded.deleted_at)`,
            },
      ),
    )
    .execute();
  return true;
}

/** Marks every unread message of the reader read. */
export async function markAllRead(db: Db, userId: UserId, now: number): Promise<void> {
  await db
    .insertInto('admin_message_states')
    .columns(['message_id', 'user_id', 'read_at'])
    .expression(
      visibleTo(db, userId)
        .where('s.read_at', 'is', null)
        .select(['m.id', sql<number>`${userId}::bigint`.as('user_id'), sql<number>`${now}::bigint`.as('read_at')]),
    )
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doUpdateSet({ read_at: sql`coalesce(admin_message_states.read_at, excluded.read_at)` }))
    .execute();
}

export async function insertMessage(
  db: Db | Tx,
  message: { senderId: UserId; recipientId: UserId | null; content: string; now: number },
): Promise<AdminMessageRow> {
  return db
    .insertInto('admin_messages')
    .values({ sender_id: message.senderId, recipient_id: message.recipientId, content: message.content, created_at: message.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}
