/**
 * Reads of the team center. Every query takes the ids of one caller's tree (teamOf), so no
 * report can reach another agent's members.
 */
import { sql } from 'kysely';
import { platformOf } from '../../../contract/games';
import { SETTLED_ORDER_STATUSES } from '../../../contract/lottery';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { DAY_MS, BEIJING_OFFSET_MS } from '../../../rules/beijing-time';
import { lotteryOf } from '../lottery/lotteries';
import { minorUnits, type MinorUnits } from '../../../rules/money';
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

export interface TimeRange {
  from: number;
  to: number;
}

/** Bets of one user on one Beijing day from one source (the lottery, or a game platform's record tab). */
export interface ActivityRow {
  userId: UserId;
  /** Start of the Beijing day, epoch ms. */
  day: number;
  source: string;
  count: number;
  bet: MinorUnits;
  win: MinorUnits;
  rebate: MinorUnits;
}

const dayExpr = (column: string) => sql<number>`((${sql.ref(column)} + ${BEIJING_OFFSET_MS}) / ${DAY_MS})::bigint`;
const dayStartOf = (dayNumber: number) => dayNumber * DAY_MS - BEIJING_OFFSET_MS;
const recordTabOf = (platform: string) => platformOf(platform)?.recordTab ?? platform;

/**
 * Settled lottery bets (SETTLED_ORDER_STATUSES, by the time they were placed) and game rounds of
 * the given users within the range, summed per user, day and source. A bet counts with the stake
 * that played (amount − refund) and the prize it won (award − refund): a tied bet's stake came
 * back and is neither bet nor win, so an order whose bets all tied counts nowhere, one that also
 * lost counts its lost stake, and profit (win + rebate − bet) is what the member's balance moved.
 */
export async function activityOf(db: Db, ids: readonly UserId[], range: TimeRange): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  const lottery = await sql<{ user_id: number; day: number; n: number; bet: number; win: number; rebate: number }>`
    SELECT user_id, ${dayExpr('created_at')} AS day, COUNT(*)::bigint AS n, SUM(amount - refund)::bigint AS bet, SUM(award - refund)::bigint AS win,
      SUM(rebate)::bigint AS rebate
    FROM orders WHERE user_id = ANY(${[...ids]}::bigint[]) AND status = ANY(${[...SETTLED_ORDER_STATUSES]}::int[]) AND amount > refund
      AND created_at >= ${range.from} AND created_at < ${range.to}
    GROUP BY 1, 2`.execute(db);
  const games = await sql<{ user_id: number; day: number; platform: string; n: number; bet: number; win: number }>`
    SELECT user_id, ${dayExpr('created_at')} AS day, platform, COUNT(*)::bigint AS n, SUM(stake)::bigint AS bet, SUM(payout)::bigint AS win
    FROM game_rounds WHERE user_id = ANY(${[...ids]}::bigint[]) AND created_at >= ${range.from} AND created_at < ${range.to}
    GROUP BY 1, 2, 3`.execute(db);
  return [
    ...lottery.rows.map((r) => ({
      userId: userId(r.user_id),
      day: dayStartOf(r.day),
      source: 'lottery',
      count: r.n,
      bet: minorUnits(r.bet),
      win: minorUnits(r.win),
      rebate: minorUnits(r.rebate),
    })),
    ...games.rows.map((r) => ({
      userId: userId(r.user_id),
      day: dayStartOf(r.day),
      source: recordTabOf(r.platform),
      count: r.n,
      bet: minorUnits(r.bet),
      win: minorUnits(r.win),
      rebate: minorUnits(0),
    })),
  ];
}

/** The record tabs of the game platforms (the report types besides lottery and allyk). */

/** Withdrawals paid out to the given users within the range. */
export async function withdrawalsOf(db: Db, ids: readonly UserId[], range: TimeRange): Promise<MinorUnits> {
  if (ids.length === 0) return minorUnits(0);
  const row = await sql<{ total: number }>`
    SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM withdrawals
    WHERE user_id = ANY(${[...ids]}::bigint[]) AND paid_at IS NOT NULL AND paid_at >= ${range.from} AND paid_at < ${range.to}`.execute(db);
  return minorUnits(row.rows[0]!.total);
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

export interface Paging {
  limit: number;
  offset: number;
}

/** One page of the given users' rounds on one game platform within the range, newest first, and how many there are. */
export async function gameRoundsPageOf(db: Db, ids: readonly UserId[], platform: string, range: TimeRange, paging: Paging) {
  const base = db
    .selectFrom('game_rounds')
    .where('user_id', 'in', [...ids])
    .where('platform', '=', platform)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  return { total, rows };
}

/** One page of the given users' chases started within the range, newest first, and how many there are. */
export async function tracesPageOf(db: Db, ids: readonly UserId[], range: TimeRange, paging: Paging) {
  const base = db
    .selectFrom('traces')
    .where('user_id', 'in', [...ids])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  return { total, rows };
}

/** One page of the given users' lottery orders placed within the range, newest first, and how many there are. */
export async function ordersPageOf(db: Db, ids: readonly UserId[], range: TimeRange, paging: Paging) {
  const base = db
    .selectFrom('orders')
    .where('user_id', 'in', [...ids])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  return { total, rows };
}
