/**
 * `npm run start:cluster` heals: its primary (server/cluster.ts) replaces workers killed all at
 * once and stays up meanwhile; killed itself, it takes no worker with it that would keep the
 * port (a supervisor restarts it, and the restart serves again).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probePaths } from '../../contract/paths';
import { clusterFixture } from '../support/cluster-fixture';

const { cleanups, freshDatabase } = clusterFixture('heals');
const root = path.resolve(import.meta.dirname, '../..');

interface Primary {
  child: ChildProcess;
  output: () => string;
}

function startPrimary(url: string): Primary {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/cluster.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      WORKERS: '2',
      SCRYPT_N: '1024',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      REDIS_URL: process.env.REDIS_URL!,
      BACKFILL_DAYS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
  return { child, output: () => log };
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const workerPids = (log: string) => [...log.matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));
const startedCount = (log: string) => log.split('平台已启动').length - 1;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}${probePaths.health}`)).status === 200 ? true : undefined;
  } catch {
    return undefined;
  }
};

describe('start:cluster heals', () => {
  it('replaces workers killed all at once while the primary stays up, and leaves nothing behind when the primary is killed', async () => {
    const { url } = await freshDatabase();
    const started = performance.now();
    const primary = startPrimary(url);
    await waitFor('two workers serving', () => (startedCount(primary.output()) >= 2 ? true : undefined));
    const bootMs = performance.now() - started;

    // Every worker killed at once: the primary stays and forks new ones, which serve on the same port.
    const first = workerPids(primary.output());
    expect(first).toHaveLength(2);
    const killed = performance.now();
    for (const pid of first) process.kill(pid, 'SIGKILL');
    await waitFor('the workers gone', () => (first.every((pid) => !alive(pid)) ? true : undefined));
    // (On PORT=0 the replacements pick a new port once every worker is gone; a real PORT stays.)
    const latestUrl = () => [...primary.output().matchAll(/平台已启动: (http:\/\/[^/\s]+)\//g)].at(-1)![1]!;
    await waitFor('the cluster serving again', async () => (startedCount(primary.output()) >= 3 ? healthy(latestUrl()) : undefined)).catch((error: unknown) => {
      throw new Error(`${(error as Error).message}; the primary logged:\n${primary.output().slice(-3000)}`);
    });
    const backMs = performance.now() - killed;
    console.log(`cluster: first boot ${Math.round(bootMs)} ms, back after every worker was killed in ${Math.round(backMs)} ms`);
    expect(primary.child.exitCode).toBe(null);
    // A replacement boots like a worker of the first start (which also migrated and seeded), plus
    // the backoff of a quick death (0.5-1 s): well within twice the first boot.
    expect(backMs).toBeLessThan(2 * bootMs);
    await waitFor('both replaced', () => (workerPids(primary.output()).length >= 4 ? true : undefined));

    // The primary killed outright: its workers end with it (none keeps the port), and a restart serves.
    const second = workerPids(primary.output()).slice(2);
    primary.child.kill('SIGKILL');
    await waitFor('the orphaned workers gone', () => (second.every((pid) => !alive(pid)) ? true : undefined), 15_000);
    const restarted = startPrimary(url);
    await waitFor('the restarted cluster serving', () => (startedCount(restarted.output()) >= 1 ? true : undefined));
    const again = /平台已启动: (http:\/\/[^/\s]+)\//.exec(restarted.output())![1]!;
    expect(await healthy(again)).toBe(true);
  }, 240_000);
});
