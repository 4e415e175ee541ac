import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_COMMAND_TIMEOUT_MS, RedisServices } from '../../server/redis/services';
import { PrivateRedis } from '../support/private-services';
import { userId } from '../../server/db/ids';

/** A private redis-server: this test stops and restarts it. */
let redis: PrivateRedis | undefined;
afterAll(() => redis?.remove());

/** Publishes every 200 ms until `received` settles; undefined after 10 s. */
async function deliveredWithin<T>(received: Promise<T>, publish: () => void): Promise<T | undefined> {
  let settled = false;
  void received.then(() => (settled = true));
  for (const start = Date.now(); !settled && Date.now() - start < 10_000; await new Promise((r) => setTimeout(r, 200))) publish();
  return settled ? received : undefined;
}

describe('RedisServices during a Redis outage', () => {
  it(`fails request-time commands at once (no offline queue) or within about a second, publishes without throwing, and works again once Redis is \
back`, async () => {
    redis = await PrivateRedis.start();
    const logged: string[] = [];
    const services = await RedisServices.connect(redis.url, (m) => logged.push(m));
    try {
      const attempts = services.attemptStore(() => Date.now());
      expect(await attempts.hit('u:sam', 60_000)).toBe(1);

      await redis.stop();
      const started = performance.now();
      await expect(attempts.hit('u:sam', 60_000)).rejects.toThrow();
      // Failed at once (the connection is known lost) or on the client's command timeout (three
      // of them: its timer may fire late on a busy machine), not left waiting for Redis to come
      // back (ioredis's default 20 reconnection attempts take over 10 s).
      const failedAfter = performance.now() - started;
      console.log(`Redis down: the command failed after ${failedAfter.toFixed(0)} ms (command timeout ${REDIS_COMMAND_TIMEOUT_MS} ms)`);
      expect(failedAfter).toBeLessThan(3 * REDIS_COMMAND_TIMEOUT_MS);
      expect(() => services.publishSessionsEnded({ userId: userId(1) })).not.toThrow();
      // The lost connection is reported by its error event, which may come after the failed command.
      for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(logged.length).toBeGreaterThanOrEqual(1);
      expect(logged.length).toBeLessThan(5); // reported once per outage, not per reconnect attempt

      // A fresh Redis (its data is gone: no persistence): the clients reconnect by themselves.
      await redis.restart();
      const back = Date.now();
      let count: number | undefined;
      // (A pause between tries: a command refused at once would otherwise spin without letting the client reconnect.)
      while (count === undefined && Date.now() - back < 10_000)
        count = await attempts.hit('u:sam', 60_000).catch(() => new Promise<undefined>((r) => setTimeout(r, 50)));
      expect(count).toBe(1);
      // Session ends flow again between processes, both ways, once each subscriber has subscribed
      // again (its connection reconnects on its own schedule; a message published before is lost,
      // which the 2 s session cache bounds): publish until it arrives, for at most 10 s.
      const other = await RedisServices.connect(redis.url, () => {});
      try {
        const received = new Promise((resolve) => other.onSessionsEnded(resolve));
        expect(await deliveredWithin(received, () => services.publishSessionsEnded({ tokenHash: 'abc' }))).toEqual({ tokenHash: 'abc' });
        const receivedBack = new Promise((resolve) => services.onSessionsEnded((event) => 'userId' in event && resolve(event)));
        expect(await deliveredWithin(receivedBack, () => other.publishSessionsEnded({ userId: userId(7), exceptTokenHash: 'def' }))).toEqual({
          userId: 7,
          exceptTokenHash: 'def',
        });
      } finally {
        await other.close();
      }
    } finally {
      await services.close();
    }
  });
});
