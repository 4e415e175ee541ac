/**
 * A Redis outage degrades, it does not fail: a server process whose Redis stops answers
 * log-ins throughout (failed-attempt counts fall back to the process's memory), and uses Redis
 * again once it is back. The test runs its own Redis, so stopping it touches no other test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionPaths } from '../../contract/paths';
import { clusterFixture } from '../support/cluster-fixture';

const { cleanups, freshDatabase, startServer } = clusterFixture('redisdown');
const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A throwaway redis-server on `port`, in the foreground (killed to stop it). */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

describe('log-ins while Redis is down', () => {
  it('keeps answering log-ins, right and wrong, for the whole outage and after it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-down-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    let redis = await startRedis(port, dir);
    const { url } = await freshDatabase();
    const server = await startServer(url, { REDIS_URL: `redis://127.0.0.1:${port}` });
    const login = async (password: string) => {
      const response = await fetch(`${server.url}${sessionPaths.login}`, { method: 'POST', headers, body: JSON.stringify({ cn: 'demo', password }) });
      return { status: response.status, code: ((await response.json()) as { code: number }).code };
    };
    expect(await login('demo1234')).toEqual({ status: 200, code: 0 });

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
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

    redis = await startRedis(port, dir);
    expect(await login('demo1234')).toEqual({ status: 200, code: 0 });
  }, 120_000);
});
