/**
 * A Redis outage degrades, it does not fail: a server process whose Redis stops answers
 * log-ins throughout (failed-attempt counts fall back to the process's memory), and uses Redis
 * again once it is back. The test runs its own Redis, so stopping it touches no other test.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { sessionPaths } from '../../contract/paths';
import { clusterFixture } from '../support/cluster-fixture';
import { PrivateRedis } from '../support/private-services';
import type { RunningServer } from '../support/start-server';

const { cleanups, freshDatabase, startServer } = clusterFixture('redisdown');
const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

async function privateRedis(): Promise<PrivateRedis> {
  const redis = await PrivateRedis.start();
  cleanups.push(() => redis.remove());
  return redis;
}

const logIn = async (server: RunningServer, password: string) => {
  const response = await fetch(`${server.url}${sessionPaths.login}`, { method: 'POST', headers, body: JSON.stringify({ cn: 'demo', password }) });
  return { status: response.status, code: ((await response.json()) as { code: number }).code };
};

describe('log-ins while Redis is down', () => {
  it('keeps answering log-ins, right and wrong, for the whole outage and after it', async () => {
    const redis = await privateRedis();
    const { url } = await freshDatabase();
    const server = await startServer(url, { REDIS_URL: redis.url });
    const login = (password: string) => logIn(server, password);
    expect(await login('demo1234')).toEqual({ status: 200, code: 0 });

    await redis.stop();
    const during: Array<{ status: number; code: number }> = [];
    const ms: number[] = [];
    const outageEnds = Date.now() + 20_000;
    while (Date.now() < outageEnds) {
      const started = performance.now();
      during.push(await login('demo1234'));
      ms.push(Math.round(performance.now() - started));
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`log-ins during a 20 s Redis outage: ${ms.join(', ')} ms`);
    expect(during.length).toBeGreaterThan(5);
    expect(during).toEqual(during.map(() => ({ status: 200, code: 0 })));
    // A wrong password is still refused as one (counted in memory meanwhile), not a server error.
    const wrong = await login('wrong-password');
    expect(wrong.status).toBe(200);
    expect(wrong.code).not.toBe(0);

    await redis.restart();
    expect(await login('demo1234')).toEqual({ status: 200, code: 0 });
  }, 120_000);

  it('starts while Redis is down, answers log-ins, and uses Redis once it is there', async () => {
    const redis = await privateRedis();
    await redis.stop();
    const { url } = await freshDatabase();
    const server = await startServer(url, { REDIS_URL: redis.url });
    expect(await logIn(server, 'demo1234')).toEqual({ status: 200, code: 0 });

    await redis.restart();
    const client = new Redis(redis.url);
    cleanups.push(async () => client.disconnect());
    // Once the process has connected (on its own schedule), its log-ins count in Redis (the log-in rate limit's keys).
    let keys: string[] = [];
    for (const until = Date.now() + 30_000; keys.length === 0 && Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
      expect(await logIn(server, 'demo1234')).toEqual({ status: 200, code: 0 });
      keys = await client.keys('sobet:*');
    }
    expect(keys.length).toBeGreaterThan(0);
  }, 120_000);
});
