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
    return this.either(() => this.shared.hit(key, windowMs), async () => local);
  }

  count(key: string, windowMs: number): Promise<number> {
    return this.either(() => this.shared.count(key, windowMs), () => this.local.count(key, windowMs));
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    await this.either(() => this.shared.reset(key), async () => {});
  }
}

const tooMany = (message?: string) => new ApiError('tooMany', message, 429);

/**
 * Checks of one key run one after another in this process: the count read before a check always
 * includes every earlier check's failure, so N concurrent guesses count as N (at most `max` are
 * checked), while concurrent right ones all pass. Across processes each adds at most one check
 * in flight.
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
      if ((await this.store.count(key, this.windowMs)) >= this.max) throw tooMany();
      const right = await check();
      if (!right) await this.store.hit(key, this.windowMs);
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
 * happened elsewhere. A success clears only its own pair's count: clearing the address
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
   * refused attempt tells nothing). Checks of one account (of one address, for unknown names)
   * run one after another, so concurrent guesses are counted like sequential ones.
   */
  guard(accountId: number | undefined, address: string, check: () => Promise<boolean>, message?: string): Promise<boolean> {
    const keys = this.keys(accountId, address);
    return this.serial.run(keys.account ?? keys.address, async () => {
      if (await this.blocked(keys)) throw tooMany(message);
      const right = await check();
      if (right && keys.pair) await this.store.reset(keys.pair);
      if (!right) await Promise.all([keys.address, keys.account, keys.pair].map((key) => key && this.store.hit(key, this.windowMs)));
      return right;
    });
  }

  private async blocked(keys: ReturnType<GuessLimit['keys']>): Promise<boolean> {
    if ((await this.store.count(keys.address, this.windowMs)) >= this.max) return true;
    if (!keys.account || !keys.pair) return false;
    if ((await this.store.count(keys.account, this.windowMs)) < this.max) return false;
    return (await this.store.count(keys.pair, this.windowMs)) >= UNDER_ATTACK_PAIR_MAX;
  }
}
