/**
 * What the multi-process tests share: a fresh PostgreSQL database per test (dropped after it),
 * server processes over it and Redis, and the clean-up that stops them after each test.
 */
import pg from 'pg';
import { afterEach } from 'vitest';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { startServerProcess, type RunningServer } from './start-server';

export interface FreshDatabase {
  url: string;
  /** A Kysely handle on it for white-box checks (closed after the test). */
  handle: DbHandle;
  /** A connection to the cluster's maintenance database. */
  admin: pg.Client;
}

export function clusterFixture(prefix: string) {
  const cleanups: Array<() => Promise<unknown>> = [];
  const servers: RunningServer[] = [];
  afterEach(async (context) => {
    // A failed test shows what its server processes logged (an answer of 500 says nothing of its cause).
    if (context.task.result?.state === 'fail')
      for (const [i, server] of servers.entries()) console.error(`server ${i + 1} (${server.url}) logged:\n${server.output().slice(-4000)}`);
    servers.length = 0;
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  });

  /** A migrated database, with the demo users unless `seed` is false. */
  async function freshDatabase({ seed = true, poolSize = 2 } = {}): Promise<FreshDatabase> {
    const base = process.env.DATABASE_URL!;
    const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = base.replace(/\/[^/]*$/, `/${name}`);
    cleanups.push(async () => {
      // Let closing connections finish first: FORCE would send them an error after their pool let go.
      const connected = async () => Number((await admin.query(`SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = $1`, [name])).rows[0].n);
      for (let i = 0; i < 50 && (await connected()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    });
    const handle = await openDatabase({ url, poolSize });
    cleanups.push(() => handle.close());
    if (seed) await seedDemo(handle.db, Date.now(), 1024);
    return { url, handle, admin };
  }

  /** A server process over `url` and Redis, stopped after the test unless it already ended. */
  async function startServer(url: string, env: Record<string, string> = {}): Promise<RunningServer> {
    const server = await startServerProcess({ DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL!, ...env });
    servers.push(server);
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    });
    return server;
  }

  const startTwo = (url: string, env: Record<string, string> = {}): Promise<[RunningServer, RunningServer]> => Promise.all([startServer(url, env), startServer(url, env)]);

  return { cleanups, freshDatabase, startServer, startTwo };
}
