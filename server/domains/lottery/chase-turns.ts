/**
 * Big chase writes take turns, process-wide: a booking of more than BIG_CHASE_ROWS orders and
 * each batch of a long stop wait for the one before to end. PGlite has one connection, and a
 * transaction holds it until it ends, so every query of every other player waits behind every
 * big write already queued for it; taken in turn, another player's query waits behind one at
 * most (four players booking thousand-issue chases at once queued their transactions back to
 * back, and a balance read waited behind all four). Turns go round-robin across players
 * (FairQueue), and a player may have a few waiting; past that, or past everyone's bound, the
 * request is refused with 503 at once.
 */
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../errors';
import { FairQueue } from '../../http/fair-queue';
import type { UserId } from '../../db/ids';

/**
 * A booking of more order rows than this (a chase's lines × issues, or a slip of many lines) waits for its turn; a smaller one goes straight in.
 * A bigger chase books this many rows per transaction (chase-booking.ts).
 */
export const BIG_CHASE_ROWS = 200;

/** One queue per database: it is the database's one connection the turns share. */
const queues = new WeakMap<Db, FairQueue>();

export function inChaseTurn<T>({ db }: Pick<ServerDeps, 'db'>, userId: UserId, work: () => Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (!queue)
    queues.set(db, (queue = new FairQueue({ concurrency: 1, ownerConcurrency: 1, ownerQueue: 8, queue: 64 }, () => new ApiError('busy', undefined, 503))));
  return queue.run(`user:${userId}`, work);
}
