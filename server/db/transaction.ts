/**
 * The transaction type and the one way a request runs a transaction that changes data:
 * idempotent on a client request id, and run again when the database drops the
 * connection or breaks a deadlock.
 */
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { fail } from '../errors';
import type { ServerDeps } from '../deps';
import type { SessionUser } from '../plugins/session';
import { conflictPause, CONFLICT_TRIES, isConnectionLost, isRetryableConflict, type Db } from './client';
import type { Database } from './schema';
import type { UserId } from './ids';

export type Tx = Transaction<Database>;

export const requestHashOf = (body: unknown) => crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');

class Replay extends Error {}

/** How long a transaction whose connection was lost keeps trying on a new one: a database restart takes a few seconds. */
export const RECONNECT_WINDOW_MS = 5_000;

/**
 * Runs `work` in a transaction that first claims the idempotency key (when given). A key
 * already claimed answers the stored response (same body) or a conflict (other body). A
 * concurrent duplicate waits on the key's unique index until the first commits.
 *
 * When the connection is lost (database restart, failover), the transaction runs again on
 * a new one, for up to RECONNECT_WINDOW_MS, if that cannot apply it twice: it failed before COMMIT was sent (so it was
 * rolled back), or it has a key (a commit that went through makes the retry a replay).
 * A keyless transaction lost at COMMIT may have committed: it answers an error. A
 * transaction rolled back to break a deadlock runs again too.
 */
export async function idempotent<T>(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  user: SessionUser,
  key: string | undefined,
  body: unknown,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const requestHash = requestHashOf(body);
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    let committing = false;
    try {
      return await deps.db.transaction().execute(async (tx) => {
        if (key && !(await claimIdempotencyKey(tx, user.id, key, requestHash, deps.clock.now()))) throw new Replay();
        const result = await work(tx);
        if (key) await storeIdempotentResponse(tx, user.id, key, JSON.stringify(result));
        committing = true;
        return result;
      });
    } catch (error) {
      if (isRetryableConflict(error) && attempt < CONFLICT_TRIES) {
        await conflictPause(attempt);
        continue;
      }
      // Lost before COMMIT (rolled back) or keyed (a retry replays): again, backing off (50 ms
      // doubling to 1 s) while the database comes back, within the window.
      if (isConnectionLost(error) && (!committing || key) && Date.now() - started < RECONNECT_WINDOW_MS) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** (attempt - 1))));
        continue;
      }
      // Lost at COMMIT without a key: it may have committed, so it must not read as "send again".
      if (committing && !key && isConnectionLost(error)) throw new Error('transaction outcome unknown: connection lost at COMMIT', { cause: error });
      if (!(error instanceof Replay)) throw error;
      return (await storedAnswerOf<T>(deps, user, key, body)) ?? fail('conflict', undefined, 409);
    }
  }
}

/**
 * The stored answer of a keyed request already done, looked up before anything else is checked:
 * a retry (after a timeout, a crash or a lost answer) gets the answer of the request that went
 * through, even when the state has moved on since (its issue closed, the balance spent).
 * Undefined when the key is new, its request is still running (the transaction then waits on
 * it) or it came with another body.
 */
export async function storedAnswerOf<T>(deps: Pick<ServerDeps, 'db'>, user: SessionUser, key: string | undefined, body: unknown): Promise<T | undefined> {
  if (!key) return undefined;
  const stored = await findIdempotencyKey(deps.db, user.id, key);
  // Another body under the key goes through the checks: refused by them, or a conflict at its booking.
  if (!stored?.response || stored.request_hash !== requestHashOf(body)) return undefined;
  return JSON.parse(stored.response) as T;
}

export async function claimIdempotencyKey(tx: Tx, userId: UserId, key: string, requestHash: string, now: number): Promise<boolean> {
  const r = await sql<{ key: string }>`
    INSERT INTO idempotency_keys (user_id, key, request_hash, response, created_at) VALUES (${userId}, ${key}, ${requestHash}, '', ${now})
    ON CONFLICT (user_id, key) DO NOTHING RETURNING key`.execute(tx);
  return r.rows.length === 1;
}

export async function storeIdempotentResponse(tx: Tx, userId: UserId, key: string, response: string): Promise<void> {
  await tx.updateTable('idempotency_keys').set({ response }).where('user_id', '=', userId).where('key', '=', key).execute();
}

async function findIdempotencyKey(db: Db, userId: UserId, key: string): Promise<{ request_hash: string; response: string } | undefined> {
  return db.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}
