/** The games' tables: launch sessions and played rounds (the game wallets are the wallet's accounts: see ledger.ts). */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { userId, type UserId } from '../../db/ids';
import { beijingDayNumberOf, beijingDayNumberStart, type Paging, type TimeRange } from '../../db/ranges';
import { minorUnits, type MinorUnits } from '../../../rules/money';

export type GameRoundRow = Selectable<Database['game_rounds']>;

/** Drops the launch sessions expired by `now`, then stores a new one. */
export async function replaceExpiredAndInsertGameSession(db: Db, session: Insertable<Database['game_sessions']>, now: number): Promise<void> {
  await db.deleteFrom('game_sessions').where('expires_at', '<', now).execute();
  await db.insertInto('game_sessions').values(session).execute();
}

/** The launch session of a token hash while it has not expired, with the log-in session it was issued under. */
export async function unexpiredGameSession(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<{ user_id: UserId; game_code: string; wallet: string; login_session_hash: string | null } | undefined> {
  return db
    .selectFrom('game_sessions')
    .select(['user_id', 'game_code', 'wallet', 'login_session_hash'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Stores a round unless the user's request id already has one; answers the new round's id, or undefined for a repeat. */
export async function insertRoundOnce(tx: Tx, round: Insertable<Database['game_rounds']>): Promise<{ id: number } | undefined> {
  return tx
    .insertInto('game_rounds')
    .values(round)
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function roundOfRequest(tx: Tx, userId: UserId, requestId: string): Promise<GameRoundRow> {
  return tx.selectFrom('game_rounds').selectAll().where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirstOrThrow();
}

/** One page of the user's rounds on `platforms` in [from, to), newest first, and how many there are. */
export async function pageOfRounds(
  db: Db,
  filter: { userId: UserId; platforms: string[]; from: number; to: number },
  page: number,
  size: number,
): Promise<{ rows: GameRoundRow[]; total: number }> {
  const where = db
    .selectFrom('game_rounds')
    .where('user_id', '=', filter.userId)
    .where('platform', 'in', filter.platforms)
    .where('created_at', '>=', filter.from)
    .where('created_at', '<', filter.to);
  const [rows, count] = await Promise.all([
    where
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    where.select(sql<number>`COUNT(*)::bigint`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The ten biggest wins since `since`. */
export async function biggestWinsSince(db: Db, since: number) {
  return db
    .selectFrom('game_rounds')
    .select(['game_rounds.user_id', 'game_rounds.game_code', 'game_rounds.stake', 'game_rounds.payout', 'game_rounds.created_at'])
    .where('game_rounds.created_at', '>=', since)
    .where(sql<boolean>`game_rounds.payout > game_rounds.stake`)
    .orderBy(sql`game_rounds.payout - game_rounds.stake`, 'desc')
    .orderBy('game_rounds.id')
    .limit(10)
    .execute();
}

/** The user's last ten rounds of one game, newest first (the play page's history). */
export async function lastRoundsOfGame(db: Db, userId: UserId, gameCode: string) {
  return db
    .selectFrom('game_rounds')
    .select(['choice', 'stake', 'outcome', 'payout'])
    .where('user_id', '=', userId)
    .where('game_code', '=', gameCode)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
}

// ------------------------------------------------------------------ what member reports read (the team center, the contracts)

/** One member's rounds on one platform on one Beijing day, summed. */
export interface RoundSums {
  userId: UserId;
  /** Start of the Beijing day, epoch ms. */
  day: number;
  platform: string;
  count: number;
  stake: MinorUnits;
  payout: MinorUnits;
}

/** The given users' rounds played within the range, summed per user, Beijing day and platform. */
export async function roundSumsOf(db: Db | Tx, ids: readonly UserId[], range: TimeRange): Promise<RoundSums[]> {
  if (ids.length === 0) return [];
  const rows = await sql<{ user_id: number; day: number; platform: string; n: number; stake: number; payout: number }>`
    SELECT user_id, ${beijingDayNumberOf('created_at')} AS day, platform, COUNT(*)::bigint AS n, SUM(stake)::bigint AS stake, SUM(payout)::bigint AS payout
    FROM game_rounds WHERE user_id = ANY(${[...ids]}::bigint[]) AND created_at >= ${range.from} AND created_at < ${range.to}
    GROUP BY 1, 2, 3`.execute(db);
  return rows.rows.map((r) => ({
    userId: userId(r.user_id),
    day: beijingDayNumberStart(r.day),
    platform: r.platform,
    count: r.n,
    stake: minorUnits(r.stake),
    payout: minorUnits(r.payout),
  }));
}

/** One page of the given users' rounds on one platform within the range, newest first, and how many there are. */
export async function membersRoundsPage(db: Db, ids: readonly UserId[], platform: string, range: TimeRange, paging: Paging) {
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
