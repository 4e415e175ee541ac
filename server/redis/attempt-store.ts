/**
 * Failed attempts in Redis, so every server process sees the same counts. Each key is a
 * sorted set of attempt times (a sliding window, like the in-process store): one Lua script
 * drops the entries past the window, adds this one and counts, atomically. The set expires
 * with its window and keeps at most MAX_KEPT entries, so a spray cannot grow Redis memory.
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AttemptStore } from '../domains/session/throttle';

/** More than any throttle's limit: the count only needs to reach the limit. */
const MAX_KEPT = 1000;

const hitScript = `
local cutoff = tonumber(ARGV[1]) - tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', cutoff)
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(tonumber(ARGV[4]) + 1))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCARD', KEYS[1])`;

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    /** The app's clock: attempt times and windows follow it (tests move it). */
    private readonly now: () => number = Date.now,
    private readonly prefix = 'sobet:attempts:',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    // A unique member per attempt: two attempts in the same millisecond both count.
    const member = `${now}:${crypto.randomBytes(6).toString('base64url')}`;
    return Number(await this.redis.eval(hitScript, 1, this.prefix + key, now, windowMs, member, MAX_KEPT));
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.redis.zcount(this.prefix + key, `(${this.now() - windowMs}`, '+inf');
  }

  async release(key: string): Promise<void> {
    await this.redis.zpopmax(this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
