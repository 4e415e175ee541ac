import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisAttemptStore } from '../../server/redis/attempt-store';

const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.quit());

let now = 0;
let prefix: string;
let store: RedisAttemptStore;
beforeEach(() => {
  now = 1_000_000;
  prefix = `test:${crypto.randomUUID()}:`;
  store = new RedisAttemptStore(redis, () => now, prefix);
});

const WINDOW = 15 * 60_000;

describe('RedisAttemptStore', () => {
  it('counts the attempts within a sliding window when time moves', async () => {
    expect(await store.hit('u:sam', WINDOW)).toBe(1);
    now += 5 * 60_000;
    expect(await store.hit('u:sam', WINDOW)).toBe(2);
    now += 5 * 60_000;
    expect(await store.hit('u:sam', WINDOW)).toBe(3);
    expect(await store.count('u:sam', WINDOW)).toBe(3);
    now += 5 * 60_000; // the first attempt is now exactly one window old: out
    expect(await store.count('u:sam', WINDOW)).toBe(2);
    expect(await store.hit('u:sam', WINDOW)).toBe(3);
    now += WINDOW;
    expect(await store.count('u:sam', WINDOW)).toBe(0);
  });

  it('keeps keys apart and forgets one key on reset', async () => {
    await store.hit('u:sam', WINDOW);
    await store.hit('u:sam', WINDOW);
    await store.hit('ip:10.0.0.1', WINDOW);
    await store.reset('u:sam');
    expect(await store.count('u:sam', WINDOW)).toBe(0);
    expect(await store.count('ip:10.0.0.1', WINDOW)).toBe(1);
    expect(await store.count('u:nobody', WINDOW)).toBe(0);
  });

  it('takes back one attempt on release (a reservation that turned out right), leaving the others counted', async () => {
    await store.hit('u:sam', WINDOW);
    now += 1000;
    await store.hit('u:sam', WINDOW);
    await store.release('u:sam');
    expect(await store.count('u:sam', WINDOW)).toBe(1);
    await store.release('u:sam');
    await store.release('u:sam'); // nothing left: no error, no negative count
    expect(await store.count('u:sam', WINDOW)).toBe(0);
    expect(await store.hit('u:sam', WINDOW)).toBe(1);
  });

  it('counts every one of many concurrent attempts in the same millisecond exactly once', async () => {
    // Two stores on two connections, as two server processes would have.
    const other = new Redis(process.env.REDIS_URL!);
    try {
      const second = new RedisAttemptStore(other, () => now, prefix);
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? store : second).hit('ip:1.2.3.4', WINDOW)));
      expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(await second.count('ip:1.2.3.4', WINDOW)).toBe(100);
    } finally {
      await other.quit();
    }
  });

  it('lets Redis expire a key with its window and bounds its size under a spray', async () => {
    await store.hit('u:sam', WINDOW);
    const ttl = await redis.pttl(`${prefix}u:sam`);
    expect(ttl).toBeGreaterThan(WINDOW - 5_000);
    expect(ttl).toBeLessThanOrEqual(WINDOW);
    const pipeline = [];
    for (let i = 0; i < 1_200; i++) pipeline.push(store.hit('ip:spray', WINDOW));
    await Promise.all(pipeline);
    expect(await redis.zcard(`${prefix}ip:spray`)).toBe(1_000);
    expect(await store.count('ip:spray', WINDOW)).toBe(1_000);
  });
});
