/** The games' tables: launch sessions and played rounds (the game wallets are the wallet's accounts: see ledger.ts). */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Database } from '../../db/schema';
import type { UserId } from '../../db/ids';

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
