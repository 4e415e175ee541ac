/**
 * scrypt hashes stored as `scrypt$N$r$p$salt$hash` (base64url), checked with
 * timingSafeEqual. N = 2^17 in production (OWASP); tests pass a lower N. Uses the async
 * scrypt (libuv thread pool) so the event loop stays free.
 *
 * Requests hash through `Passwords` (app.passwords), never the bare functions: each job waits
 * its turn in a FairQueue keyed by who asks, so one user's burst of hashes (an agent opening
 * 200 accounts at once) neither fills libuv's threads nor sits ahead of another user's log-in.
 */
import crypto from 'node:crypto';
import { ApiError } from '../../errors';
import { FairQueue, type FairQueueLimits } from '../../http/fair-queue';

const KEY_LEN = 32;

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashSecret(secret: string, N: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(secret, salt, N, 8, 1);
  return `scrypt$${N}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(secret, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** Who a hash is done for: the signed-in user, else the client's address (log-ins, registration, recovery). */
export type HashOwner = `user:${number}` | `ip:${string}`;

export const userOwner = (id: number): HashOwner => `user:${id}`;
export const addressOwner = (ip: string): HashOwner => `ip:${ip}`;
/** A request's owner: its session's user, else its address. */
export const ownerOf = (request: { user?: { id: number } | null; ip: string }): HashOwner =>
  request.user ? userOwner(request.user.id) : addressOwner(request.ip);

/** Hashing and checking secrets for requests, each job in its owner's turn; refused with 503 when the queue is full. */
export class Passwords {
  private readonly queue: FairQueue;

  constructor(
    private readonly N: number,
    limits: FairQueueLimits,
  ) {
    this.queue = new FairQueue(limits, (full) => new ApiError(full === 'owner' ? 'hashingOwnerBusy' : 'hashingBusy', undefined, 503));
  }

  hash(owner: HashOwner, secret: string): Promise<string> {
    return this.queue.run(owner, () => hashSecret(secret, this.N));
  }

  verify(owner: HashOwner, secret: string, stored: string | null | undefined): Promise<boolean> {
    // Nothing stored: nothing to compute, so no turn to wait for.
    if (!stored) return Promise.resolve(false);
    return this.queue.run(owner, () => verifySecret(secret, stored));
  }

  get load(): { running: number; queued: number } {
    return this.queue.size;
  }
}

export function normalizeAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
