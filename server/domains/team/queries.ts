/**
 * Reads of the team center. Every query takes the ids of one caller's tree (teamOf), so no
 * report can reach another agent's members.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { lotteryOf } from '../lottery/lotteries';
import type { MinorUnits } from '../../../rules/money';
import { userId, type UserId } from '../../db/ids';

/** Guards the recursive walk against a corrupted parent chain. */
const MAX_DEPTH = 30;

export interface TeamMember {
  id: UserId;
  username: string;
  parentId: UserId | null;
  userType: number;
  point: number;
  createdAt: number;
  lastLoginAt: number | null;
  /** 0 for the caller, 1 for a direct downline. */
  depth: number;
}

/** The caller and everyone below them, at any depth, in depth then id order. */
export async function teamOf(db: Db | Tx, rootId: UserId): Promise<TeamMember[]> {
  const rows = await sql<{
    id: number;
    username: string;
    parent_id: number | null;
    user_type: number;
    rebate_point: number;
    created_at: number;
    last_login_at: number | null;
    depth: number;
  }>`
    WITH RECURSIVE tree AS (
      SELECT id, 0 AS depth FROM users WHERE id = ${rootId}
      UNION ALL
      SELECT u.id, t.depth + 1 FROM users u JOIN tree t ON u.parent_id = t.id WHERE t.depth < ${MAX_DEPTH}
    )
    SELECT u.id, u.username, u.parent_id, u.user_type, u.rebate_point, u.created_at, u.last_login_at, tree.depth
    FROM tree JOIN users u ON u.id = tree.id ORDER BY tree.depth, u.id`.execute(db);
  return rows.rows.map((r) => ({
    id: userId(r.id),
    username: r.username,
    parentId: r.parent_id === null ? null : userId(r.parent_id),
    userType: r.user_type,
    point: r.rebate_point,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
    depth: r.depth,
  }));
}

export const lotteryNameOf = (lottery: string): string => lotteryOf(lottery)?.name ?? lottery;

/** A member's own rebate point, in tenths of a percent. */
export async function rebatePointOf(db: Db | Tx, userId: UserId): Promise<number> {
  return (await db.selectFrom('users').select('rebate_point').where('id', '=', userId).executeTakeFirstOrThrow()).rebate_point;
}

/** The live (not removed) registration link with this code, with its owner's user type. */
export async function liveLinkByCode(db: Db | Tx, code: string) {
  return db
    .selectFrom('team_links')
    .innerJoin('users', 'users.id', 'team_links.user_id')
    .selectAll('team_links')
    .select('users.user_type as owner_type')
    .where('team_links.code', '=', code)
    .where('team_links.removed_at', 'is', null)
    .executeTakeFirst();
}

/** Counts one more account registered through the link. */
export async function countLinkRegistration(db: Db | Tx, linkId: number): Promise<void> {
  await db
    .updateTable('team_links')
    .set((eb) => ({ registered: eb('registered', '+', 1) }))
    .where('id', '=', linkId)
    .execute();
}

/** An agent's live registration links, newest first. */
export async function liveLinksOf(db: Db | Tx, userId: UserId) {
  return db.selectFrom('team_links').selectAll().where('user_id', '=', userId).where('removed_at', 'is', null).orderBy('id', 'desc').execute();
}

export async function liveLinkCountOf(db: Db | Tx, userId: UserId): Promise<number> {
  return (await db.selectFrom('team_links').select('id').where('user_id', '=', userId).where('removed_at', 'is', null).execute()).length;
}

export async function insertLink(db: Db | Tx, link: { code: string; userId: UserId; point: number; userType: number; now: number }) {
  return db
    .insertInto('team_links')
    .values({ code: link.code, user_id: link.userId, rebate_point: link.point, user_type: link.userType, created_at: link.now, removed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the agent's live link with this code; false when there is none. */
export async function removeLiveLink(db: Db | Tx, userId: UserId, code: string, now: number): Promise<boolean> {
  const done = await db
    .updateTable('team_links')
    .set({ removed_at: now })
    .where('user_id', '=', userId)
    .where('code', '=', code)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) !== 0;
}

/** The transfer row of an agent's transfer to a downline; returns its id. */
export async function insertTeamTransfer(tx: Tx, transfer: { fromId: UserId; toId: UserId; amount: MinorUnits; now: number }): Promise<number> {
  const row = await tx
    .insertInto('team_transfers')
    .values({ from_user_id: transfer.fromId, to_user_id: transfer.toId, amount: transfer.amount, created_at: transfer.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
