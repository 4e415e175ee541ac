/**
 * scrypt hashes stored as `scrypt$N$r$p$salt$hash` (base64url), checked with
 * timingSafeEqual. N = 2^17 in production (OWASP); tests pass a lower N. Uses the async
 * scrypt (libuv thread pool) so the event loop stays free, behind a gate that bounds how
 * many hashes run and wait, in all and per owner.
 */
import crypto from 'node:crypto';
import { ApiError } from '../../errors';

const KEY_LEN = 32;

/** Hashes running at once: libuv's fourth thread stays free for file reads and DNS. */
const SCRYPT_AT_ONCE = 3;
/** Hashes that may wait for a thread; past this a request is answered 503 at once. */
const SCRYPT_QUEUE = 32;

/**
 * Admission for scrypt work. Each hash takes tens of milliseconds of a thread at the production
 * cost: without a bound, a burst of fund-password checks delayed every log-in on the platform
 * by seconds. An owner's hashes run one after another (its burst waits on itself, not in the
 * shared queue; admission control bounds how many requests can wait at all), and at most
 * SCRYPT_AT_ONCE hashes run together.
 */
class ScryptGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly owners = new Map<string, { tail: Promise<unknown>; waiting: number }>();

  async run<T>(owner: string | undefined, work: () => Promise<T>): Promise<T> {
    if (owner === undefined) return this.shared(work);
    const entry = this.owners.get(owner) ?? { tail: Promise.resolve(), waiting: 0 };
    entry.waiting++;
    this.owners.set(owner, entry);
    const turn = entry.tail.catch(() => {}).then(() => this.shared(work));
    entry.tail = turn;
    try {
      return await turn;
    } finally {
      if (--entry.waiting === 0 && this.owners.get(owner) === entry) this.owners.delete(owner);
    }
  }

  private async shared<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= SCRYPT_AT_ONCE && this.waiting.length >= SCRYPT_QUEUE) throw new ApiError('busy', undefined, 503);
    // A slot is handed straight to the next waiter on release, so `running` never passes the bound.
    if (this.running < SCRYPT_AT_ONCE) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const gate = new ScryptGate();

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number, owner?: string): Promise<Buffer> {
  return gate.run(
    owner,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        crypto.scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export async function hashSecret(secret: string, N: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(secret, salt, N, 8, 1);
  return `scrypt$${N}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether `secret` matches `stored`; `owner` (a user or an address) limits how many checks one party runs at once. */
export async function verifySecret(secret: string, stored: string | null | undefined, owner?: string): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(secret, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), owner);
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

export function normalizeAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
