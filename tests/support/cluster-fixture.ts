/**
 * What the multi-process tests share: a fresh PostgreSQL database per test (dropped after it),
 * server processes over it and Redis, and the clean-up that stops them after each test.
 */
import pg from 'pg';
import { afterEach, inject } from 'vitest';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { seededTemplateName } from './cluster-run';
import { startServerProcess, type RunningServer } from './start-server';

const databaseUrl = (base: string, name: string) => base.replace(/\/[^/]*$/, `/${name}`);

async function connectionsTo(admin: pg.Client, name: string): Promise<number> {
  return Number((await admin.query(`SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = $1`, [name])).rows[0].n);
}

/**
 * The demo seeded once per run (six days of the platform's history: 8 s on PostgreSQL on a loaded machine), as a
 * template each test's seeded database is copied from. A test started later in the run meets a demo a few minutes
 * older, as after a restart: its servers catch up the issues due since.
 */
async function seededTemplate(admin: pg.Client, base: string): Promise<string> {
  const name = seededTemplateName(inject('clusterRunId'));
  if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
  const partial = `${name}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${partial}`); // left by a seeding that failed
  await admin.query(`CREATE DATABASE ${partial}`);
  const handle = await openDatabase({ url: databaseUrl(base, partial), poolSize: 2 });
  await seedDemo(handle.db, Date.now(), 1024);
  await handle.close();
  // Copied only once no connection is left on it; renamed whole, so no test copies it half seeded.
  for (let i = 0; i < 50 && (await connectionsTo(admin, partial)) > 0; i++) await new Promise((r) => setTimeout(r, 100));
  await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
  return name;
}

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

  /** A migrated database, with the demo (a copy of the run's seeded template) unless `seed` is false. */
  async function freshDatabase({ seed = true, poolSize = 2 } = {}): Promise<FreshDatabase> {
    const base = process.env.DATABASE_URL!;
    const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(seed ? `CREATE DATABASE ${name} TEMPLATE ${await seededTemplate(admin, base)}` : `CREATE DATABASE ${name}`);
    const url = databaseUrl(base, name);
    cleanups.push(async () => {
      // Let closing connections finish first: FORCE would send them an error after their pool let go.
      for (let i = 0; i < 50 && (await connectionsTo(admin, name)) > 0; i++) await new Promise((r) => setTimeout(r, 100));
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    });
    const handle = await openDatabase({ url, poolSize });
    cleanups.push(() => handle.close());
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

  const startTwo = (url: string, env: Record<string, string> = {}): Promise<[RunningServer, RunningServer]> =>
    Promise.all([startServer(url, env), startServer(url, env)]);

  return { cleanups, freshDatabase, startServer, startTwo };
}
