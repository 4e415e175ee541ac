/**
 * Failed-attempt limits for log-ins and other secrets (fund password, security answers).
 * The counts live in an AttemptStore: this process's memory by default, or a store shared
 * by every server process.
 */
import { ApiError } from '../../errors';

/** Counts attempts per key within a window: in this process's memory, or shared by the cluster (Redis). */
export interface AttemptStore {
  /** Records one attempt and returns the attempts within the window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The attempts within the window. */
  count(key: string, windowMs: number): Promise<number>;
  /** Takes back the newest attempt: a reservation whose check was right, refused unchecked or failed to run. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Attempt times per key, in memory. Bounded: a key keeps at most `maxPerKey` times (the
 * limits we check are far lower) and at most `maxKeys` keys are kept; past that, keys with
 * no attempt inside their window go first, then the least recently hit, down to 90 % (so
 * a spray of new keys does not scan the map on every hit).
 */
export class MemoryAttemptStore implements AttemptStore {
  private readonly keys = new Map<string, { times: number[]; windowMs: number }>();

  constructor(
    private readonly now: () => number,
    private readonly maxKeys = 100_000,
    private readonly maxPerKey = 1_000,
  ) {}

  private recent(key: string, windowMs: number): number[] {
    const entry = this.keys.get(key);
    if (!entry) return [];
    const cutoff = this.now() - windowMs;
    const times = entry.times.filter((t) => t > cutoff);
    if (times.length === 0) this.keys.delete(key);
    else entry.times = times;
    return times;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const times = [...this.recent(key, windowMs), this.now()].slice(-this.maxPerKey);
    this.keys.delete(key); // re-inserted last: the map's order is least recently hit first
    this.keys.set(key, { times, windowMs });
    if (this.keys.size > this.maxKeys) this.evict();
    return times.length;
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.recent(key, windowMs).length;
  }

  async release(key: string): Promise<void> {
    const entry = this.keys.get(key);
    entry?.times.pop();
    if (entry?.times.length === 0) this.keys.delete(key);
  }

  async reset(key: string): Promise<void> {
    this.keys.delete(key);
  }

  /** The number of keys held (for tests of the bound). */
  get size(): number {
    return this.keys.size;
  }

  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.keys) if (entry.times.at(-1)! <= now - entry.windowMs) this.keys.delete(key);
    const keep = Math.floor(this.maxKeys * 0.9);
    for (const key of this.keys.keys()) {
      if (this.keys.size <= keep) break;
      this.keys.delete(key);
    }
  }
}

/**
 * The cluster's shared store, and this process's memory when it fails (Redis down, or a command
 * past its timeout on a busy machine): log-ins and payments go on, limited per process until the
 * shared store answers again, instead of every log-in failing. The memory copy counts every
 * attempt, so a failure mid-way loses none of this process's recent ones.
 */
export class FallbackAttemptStore implements AttemptStore {
  private failing = false;
  /** While the shared store is failing, it is tried again only after this moment (each try costs its timeout). */
  private retryAt = 0;

  constructor(
    private readonly shared: AttemptStore,
    private readonly local: AttemptStore,
    private readonly log: (message: string) => void,
    private readonly retryAfterMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.failing && this.now() < this.retryAt) return local();
    try {
      const answer = await shared();
      this.failing = false;
      return answer;
    } catch (error) {
      if (!this.failing) this.log(`attempt counts kept in this process while the shared store fails: ${(error as Error).message}`);
      this.failing = true;
      this.retryAt = this.now() + this.retryAfterMs;
      return local();
    }
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const local = await this.local.hit(key, windowMs);
    return this.either(
      () => this.shared.hit(key, windowMs),
      async () => local,
    );
  }

  count(key: string, windowMs: number): Promise<number> {
    return this.either(
      () => this.shared.count(key, windowMs),
      () => this.local.count(key, windowMs),
    );
  }

  async release(key: string): Promise<void> {
    await this.local.release(key);
    await this.either(
      () => this.shared.release(key),
      async () => {},
    );
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    await this.either(
      () => this.shared.reset(key),
      async () => {},
    );
  }
}

const tooMany = (message?: string) => new ApiError('tooMany', message, 429);

/**
 * Checks of one key run one after another in this process, so concurrent right ones are never
 * refused for each other's reservations (see reserved()).
 */
class KeyedSerial {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const turn = (this.tails.get(key) ?? Promise.resolve()).catch(() => {}).then(work);
    this.tails.set(key, turn);
    const done = () => {
      if (this.tails.get(key) === turn) this.tails.delete(key);
    };
    turn.then(done, done);
    return turn;
  }

  /** In the turn of every key, taken in the order given (callers always give the same kinds in the same order). */
  runAll<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const [first, ...rest] = keys;
    return first === undefined ? work() : this.run(first, () => this.runAll(rest, work));
  }
}

/**
 * Each attempt is counted before its secret is checked (an atomic hit in the store, shared by the
 * cluster's processes when Redis is there): N concurrent guesses count as N wherever they land.
 * `refused` reads the counts with this attempt included; a refused attempt, a right one and one
 * whose check could not run (503, database) are taken back. In this process the checks of a key
 * run one after another, so at most one reservation per process is in flight: a right attempt is
 * refused only when the real failures are within the number of processes of the limit.
 */
async function reserved(
  store: AttemptStore,
  keys: readonly string[],
  windowMs: number,
  refused: (counts: number[]) => boolean,
  check: () => Promise<boolean>,
  message?: string,
): Promise<{ right: boolean; release: () => Promise<void> }> {
  const counts = await Promise.all(keys.map((key) => store.hit(key, windowMs)));
  const release = async () => {
    await Promise.all(keys.map((key) => store.release(key)));
  };
  if (refused(counts)) {
    await release();
    throw tooMany(message);
  }
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await release();
    throw error;
  }
  return { right, release };
}

/** At most `max` failures per key within the window (fund password, two-step and security answers of a signed-in user). */
export class FailureLimit {
  private readonly serial = new KeyedSerial();

  constructor(
    private readonly store: AttemptStore,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `check` (true = the secret was right) passed; 429 unchecked when the limit is reached. */
  guard(key: string, check: () => Promise<boolean>): Promise<boolean> {
    return this.serial.run(key, async () => {
      const { right, release } = await reserved(this.store, [key], this.windowMs, ([attempts]) => attempts! > this.max, check);
      if (right) await release();
      return right;
    });
  }
}

/**
 * While an account is under attack (its failures from every address reached the limit), an
 * address may still fail it this many times: room for its owner's typos, and a few guesses
 * per address for a distributed guesser instead of the full limit.
 */
export const UNDER_ATTACK_PAIR_MAX = 3;

/**
 * Guessing a secret by account name (log-in, password reset by security answers), limited
 * so that nobody can lock someone else out:
 * - per address, every failure counts, under unknown names too: at `max` the address is
 *   refused for every name (one address cannot spray names or guess many accounts);
 * - per account, failures from every address count but never block by themselves: at `max`
 *   the account is under attack, and each address may then fail it only
 *   UNDER_ATTACK_PAIR_MAX times (per account and address pair).
 * An address that has not failed an account can always try its password, whatever
 * happened elsewhere. A browser the account has logged in from before (its device cookie,
 * devices.ts) is counted apart, per device and never per address, so a spray from the owner's
 * address does not lock the owner out there. A success clears only its own pair's count: clearing the address
 * would let an attacker reset the limit by logging in to an account of their own.
 * `address` must be the client's (request.ip behind a trusted proxy).
 */
export class GuessLimit {
  private readonly serial = new KeyedSerial();

  constructor(
    private readonly store: AttemptStore,
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private keys(accountId: number | undefined, address: string) {
    return {
      address: `${this.scope}:addr:${address}`,
      account: accountId === undefined ? undefined : `${this.scope}:acct:${accountId}`,
      pair: accountId === undefined ? undefined : `${this.scope}:pair:${accountId}:${address}`,
    };
  }

  /**
   * Runs `check` (true = the secret was right) unless the limits refuse it unchecked (429, so a
   * refused attempt tells nothing). The attempt is counted before the check (reserved()), and the
   * checks of one address, and of one account, run one after another in this process (a spray of
   * names from one address too): concurrent guesses are counted like sequential ones.
   */
  guard(accountId: number | undefined, address: string, check: () => Promise<boolean>, message?: string, knownDevice?: string): Promise<boolean> {
    if (accountId !== undefined && knownDevice !== undefined) return this.guardDevice(`${this.scope}:dev:${accountId}:${knownDevice}`, check, message);
    const keys = this.keys(accountId, address);
    const counted = [keys.address, keys.account, keys.pair].filter((key) => key !== undefined);
    return this.serial.runAll([keys.address, ...(keys.account ? [keys.account] : [])], async () => {
      const { right, release } = await reserved(this.store, counted, this.windowMs, (counts) => this.blocked(counts), check, message);
      if (right) {
        await release();
        if (keys.pair) await this.store.reset(keys.pair);
      }
      return right;
    });
  }

  /** A known device's attempts: `max` failures per device, like an address. */
  private guardDevice(key: string, check: () => Promise<boolean>, message?: string): Promise<boolean> {
    return this.serial.run(key, async () => {
      const { right, release } = await reserved(this.store, [key], this.windowMs, ([attempts]) => attempts! > this.max, check, message);
      if (right) await release();
      return right;
    });
  }

  /** Counts of [address, account?, pair?], this attempt included. */
  private blocked([address, account, pair]: number[]): boolean {
    if (address! > this.max) return true;
    if (account === undefined || pair === undefined) return false;
    return account > this.max && pair > UNDER_ATTACK_PAIR_MAX;
  }
}
