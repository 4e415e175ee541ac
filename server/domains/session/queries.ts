/** The sessions table: the cookie sessions the session plugin creates, reads, touches and ends (public: when a session started). */
import type { Db } from '../../db/client';
import type { UserId } from '../../db/ids';

/** The session with this token hash and its user, or undefined. */
export async function sessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.user_type', 'sessions.last_seen_at', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertSession(db: Db, session: { tokenHash: string; userId: UserId; now: number; expiresAt: number }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: session.tokenHash, user_id: session.userId, created_at: session.now, last_seen_at: session.now, expires_at: session.expiresAt })
    .execute();
}

export async function touchSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of the user, except the one with `exceptTokenHash` when given. */
export async function deleteSessionsOf(db: Db, userId: UserId, exceptTokenHash?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) q = q.where('token_hash', '!=', exceptTokenHash);
  await q.execute();
}

/** Of these token hashes, those whose sessions have neither expired nor been idle since `idleSince`. */
export async function liveSessionHashes(db: Db, tokenHashes: readonly string[], now: number, idleSince: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', 'in', tokenHashes)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .execute();
  return new Set(rows.map((r) => r.token_hash));
}

/** When the log-in session started (undefined: it has ended). */
export async function sessionStartOf(db: Db, tokenHash: string): Promise<number | undefined> {
  return (await db.selectFrom('sessions').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirst())?.created_at;
}
