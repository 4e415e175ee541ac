/**
 * Reads of the team center. Every query takes the ids of one caller's tree (teamOf), so no
 * report can reach another agent's members.
 */
import { sql } from 'kysely';
import { platformOf } from '../../../contract/games';
import { SETTLED_ORDER_STATUSES } from '../../../contract/lottery';
import { wallets } from '../../../contract/wallet';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { DAY_MS, BEIJING_OFFSET_MS } from '../../../rules/beijing-time';
import { accountKindOf } from '../wallet/ledger';
import { lotteryOf } from '../lottery/lotteries';

/** Guards the recursive walk against a corrupted parent chain. */
const MAX_DEPTH = 30;

export interface TeamMember {
  id: number;
  username: string;
  parentId: number | null;
  userType: number;
  point: number;
  createdAt: number;
  lastLoginAt: number | null;
  /** 0 for the caller, 1 for a direct downline. */
  depth: number;
}

/** The caller and everyone below them, at any depth, in depth then id order. */
export async function teamOf(db: Db | Tx, rootId: number): Promise<TeamMember[]> {
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
    id: r.id,
    username: r.username,
    parentId: r.parent_id,
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
  userId: number;
  /** Start of the Beijing day, epoch ms. */
  day: number;
  source: string;
  count: number;
  bet: number;
  win: number;
  rebate: number;
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
export async function activityOf(db: Db, ids: readonly number[], range: TimeRange): Promise<ActivityRow[]> {
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
    ...lottery.rows.map((r) => ({ userId: r.user_id, day: dayStartOf(r.day), source: 'lottery', count: r.n, bet: r.bet, win: r.win, rebate: r.rebate })),
    ...games.rows.map((r) => ({ userId: r.user_id, day: dayStartOf(r.day), source: recordTabOf(r.platform), count: r.n, bet: r.bet, win: r.win, rebate: 0 })),
  ];
}

/** The record tabs of the game platforms (the report types besides lottery and allyk). */
/** Money credited by deposits (ledger journals of kind deposit) to the given users within the range. */
export async function depositsOf(db: Db, ids: readonly number[], range: TimeRange): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await sql<{ total: number }>`
    SELECT COALESCE(SUM(e.amount), 0)::bigint AS total FROM entries e
    JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.kind = 'deposit' AND a.user_id = ANY(${[...ids]}::bigint[]) AND j.created_at >= ${range.from} AND j.created_at < ${range.to}`.execute(db);
  return row.rows[0]!.total;
}

/** Withdrawals paid out to the given users within the range. */
export async function withdrawalsOf(db: Db, ids: readonly number[], range: TimeRange): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await sql<{ total: number }>`
    SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM withdrawals
    WHERE user_id = ANY(${[...ids]}::bigint[]) AND paid_at IS NOT NULL AND paid_at >= ${range.from} AND paid_at < ${range.to}`.execute(db);
  return row.rows[0]!.total;
}

const WALLET_KINDS = wallets.map((w) => accountKindOf(w.cbId));

/** Each user's money across their wallets now (the main one and every game wallet). */
export async function balancesOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['user_id', sql<number>`SUM(balance)::bigint`.as('total')])
    .where('user_id', 'in', [...ids])
    .where('kind', 'in', WALLET_KINDS)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id!, r.total]));
}

export const lotteryNameOf = (lottery: string): string => lotteryOf(lottery)?.name ?? lottery;
