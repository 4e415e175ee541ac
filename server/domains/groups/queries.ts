/** SQL of chat groups: groups, members and group messages. */
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/client';
import { GROUP_MESSAGE_TYPE } from '../../../contract/groups';
import type { ChatGroupsTable, Database, GroupMessagesTable } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { likeText } from '../../db/like';
import { peopleByIds, type Person } from '../users/queries';
import { groupId, type GroupId, type RedPacketId, type UserId } from '../../db/ids';

export type GroupsTableRow = Selectable<ChatGroupsTable>;
export type GroupMessageRow = Selectable<GroupMessagesTable>;

type Q = Db | Tx;

export async function groupById(db: Q, gid: GroupId, lock = false): Promise<GroupsTableRow | undefined> {
  let query = db.selectFrom('chat_groups').selectAll().where('id', '=', gid);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Marks the group dissolved; false when it already was. */
export async function markDissolved(db: Q, gid: GroupId, now: number): Promise<boolean> {
  const done = await db.updateTable('chat_groups').set({ dissolved_at: now }).where('id', '=', gid).where('dissolved_at', 'is', null).executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Creates a group with its owner and first members (call in a transaction). */
export async function insertGroupWithMembers(tx: Tx, group: { name: string; ownerId: UserId; memberIds: UserId[]; now: number }): Promise<GroupsTableRow> {
  const row = await tx
    .insertInto('chat_groups')
    .values({ name: group.name, owner_id: group.ownerId, created_at: group.now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('chat_group_members')
    .values([
      { group_id: row.id, user_id: group.ownerId, inviter_id: null, joined_at: group.now },
      ...group.memberIds.map((id) => ({ group_id: row.id, user_id: id, inviter_id: group.ownerId, joined_at: group.now })),
    ])
    .execute();
  return row;
}

export async function updateGroup(db: Q, gid: GroupId, changes: Updateable<ChatGroupsTable>): Promise<GroupsTableRow> {
  return db.updateTable('chat_groups').set(changes).where('id', '=', gid).returningAll().executeTakeFirstOrThrow();
}

/** Adds members; one already in the group is left as it is. */
export async function addMembers(db: Q, members: Array<Insertable<Database['chat_group_members']>>): Promise<void> {
  await db
    .insertInto('chat_group_members')
    .values(members)
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

export async function removeMembers(db: Q, gid: GroupId, userIds: UserId[]): Promise<void> {
  await db.deleteFrom('chat_group_members').where('group_id', '=', gid).where('user_id', 'in', userIds).execute();
}

export async function setMemberMuted(db: Q, gid: GroupId, userId: UserId, muted: 0 | 1): Promise<void> {
  await db.updateTable('chat_group_members').set({ muted }).where('group_id', '=', gid).where('user_id', '=', userId).execute();
}

/** Moves the member's read mark forward to `id` (never back). */
export async function advanceReadMark(db: Q, gid: GroupId, userId: UserId, id: number): Promise<void> {
  await db
    .updateTable('chat_group_members')
    .set((eb) => ({ read_id: eb.fn('GREATEST', [eb.ref('read_id'), eb.val(id)]) }))
    .where('group_id', '=', gid)
    .where('user_id', '=', userId)
    .execute();
}

/** The group's messages after `after` that count as unread for the member: not tips, not their own. */
export async function unreadCount(db: Q, gid: GroupId, userId: UserId, after: number): Promise<number> {
  const unread = await db
    .selectFrom('group_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', gid)
    .where('id', '>', after)
    .where('message_type', '<>', GROUP_MESSAGE_TYPE.tip)
    .where('from_user_id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(unread.n);
}

export async function memberRow(db: Q, gid: GroupId, userId: UserId) {
  return db.selectFrom('chat_group_members').selectAll().where('group_id', '=', gid).where('user_id', '=', userId).executeTakeFirst();
}

export type MemberWithPerson = Person & { inviter_id: UserId | null; muted: number; joined_at: number; user_id: UserId };

/** Every member with who they are (read through users' public file, one look-up), the owner first, then in joining order. */
export async function membersOf(db: Q, gid: GroupId, ownerId: UserId): Promise<MemberWithPerson[]> {
  const members = await db
    .selectFrom('chat_group_members')
    .select(['user_id', 'inviter_id', 'muted', 'joined_at'])
    .where('group_id', '=', gid)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  const ids = members.map((m) => m.user_id);
  const people = new Map((await peopleByIds(db, ids)).map((p) => [p.id, p]));
  const rows = members.map((m) => ({ ...people.get(m.user_id)!, ...m }));
  return [...rows.filter((r) => r.id === ownerId), ...rows.filter((r) => r.id !== ownerId)];
}

export async function memberIds(db: Q, gid: GroupId): Promise<UserId[]> {
  const rows = await db.selectFrom('chat_group_members').select('user_id').where('group_id', '=', gid).execute();
  return rows.map((r) => r.user_id);
}

export async function memberCount(db: Q, gid: GroupId): Promise<number> {
  const row = await db
    .selectFrom('chat_group_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', gid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ownedCount(db: Q, userId: UserId): Promise<number> {
  const row = await db
    .selectFrom('chat_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', userId)
    .where('dissolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lastMessageId(db: Q, gid: GroupId): Promise<number> {
  const row = await sql<{ id: number }>`SELECT COALESCE(MAX(id), 0)::bigint AS id FROM group_messages WHERE group_id = ${gid}`.execute(db);
  return Number(row.rows[0]!.id);
}

export type MyGroupRow = GroupsTableRow & { member_count: number; last_id: number; unread: number };

/** The live groups I am in with their counts, the latest conversation first; only those whose name contains `nameLike`'s text, when given (at most `limit`). */
export async function myGroups(db: Q, userId: UserId, search?: { nameLike: string; limit: number }): Promise<MyGroupRow[]> {
  // Raw SQL is not typed by the schema: the group's id arrives a plain number and becomes a GroupId below.
  const { rows } = await sql<Omit<MyGroupRow, 'id'> & { id: number }>`
    SELECT g.*,
      (SELECT COUNT(*) FROM chat_group_members c WHERE c.group_id = g.id)::int AS member_count,
      (SELECT COALESCE(MAX(id), 0) FROM group_messages x WHERE x.group_id = g.id AND x.id > m.first_visible_id)::bigint AS last_id,
      (SELECT COUNT(*) FROM group_messages x WHERE x.group_id = g.id AND x.id > GREATEST(m.read_id, m.first_visible_id)
        AND x.message_type <> 10 AND x.from_user_id <> ${userId})::int AS unread
    FROM chat_group_members m JOIN chat_groups g ON g.id = m.group_id
    WHERE m.user_id = ${userId} AND g.dissolved_at IS NULL
      ${search ? sql`AND g.name ILIKE ${likeText(search.nameLike)}` : sql``}
    ORDER BY last_id DESC, g.id DESC
    ${search ? sql`LIMIT ${search.limit}` : sql``}`.execute(db);
  return rows.map((r) => ({
    ...r,
    id: groupId(Number(r.id)),
    last_id: Number(r.last_id),
    member_count: Number(r.member_count),
    unread: Number(r.unread),
  }));
}

/** Ids of the live groups a user is in (the rooms their sockets join). */
export async function groupIdsOf(db: Q, userId: UserId): Promise<GroupId[]> {
  const rows = await db
    .selectFrom('chat_group_members as m')
    .innerJoin('chat_groups as g', 'g.id', 'm.group_id')
    .select('g.id')
    .where('m.user_id', '=', userId)
    .where('g.dissolved_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

export interface NewGroupMessage {
  groupId: GroupId;
  fromUserId: UserId | null;
  clientId: string | null;
  messageType: number;
  message: string;
  redPacketId?: RedPacketId | null;
  tip?: string | null;
  now: number;
}

/** Stores a message; a retried client id stores nothing and answers the earlier row (inserted false). */
export async function insertGroupMessage(db: Q, m: NewGroupMessage): Promise<{ row: GroupMessageRow; inserted: boolean }> {
  const values = {
    group_id: m.groupId,
    from_user_id: m.fromUserId,
    client_id: m.clientId,
    message_type: m.messageType,
    message: m.message,
    red_packet_id: m.redPacketId ?? null,
    tip: m.tip ?? null,
    created_at: m.now,
  };
  const fresh = await db
    .insertInto('group_messages')
    .values(values)
    .onConflict((oc) => oc.columns(['group_id', 'from_user_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (fresh) return { row: fresh, inserted: true };
  const earlier = await db
    .selectFrom('group_messages')
    .selectAll()
    .where('group_id', '=', m.groupId)
    .where('from_user_id', '=', m.fromUserId)
    .where('client_id', '=', m.clientId)
    .executeTakeFirstOrThrow();
  return { row: earlier, inserted: false };
}

/** One page of a group's messages after `after` (visibility) and before `before`, oldest first. */
export async function historyPage(
  db: Q,
  gid: GroupId,
  after: number,
  before: number | undefined,
  limit: number,
): Promise<{ rows: GroupMessageRow[]; hasMore: boolean }> {
  let query = db.selectFrom('group_messages').selectAll().where('group_id', '=', gid).where('id', '>', after);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}
