/**
 * Test harness for the server: a fresh database per test (an in-memory PGlite loaded from
 * a migrated template dumped once per machine, then emptied back to it for the file's next
 * test; or a fresh schema on PostgreSQL when DATABASE_URL is set), the app built in-process
 * with a ManualClock, and small helpers to log in, fund users and call the API.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { defaultConfig, type ServerConfig } from '../../server/config';
import { defaultWithdrawSettings } from '../../server/domains/withdraw/settings';
import { defaultPaymentSettings } from '../../server/domains/payments/settings';
import { openDatabase, queryLayerOver, type Db, type DbHandle } from '../../server/db/client';
import { migrations } from '../../server/db/migrate';
import { deposit, seedDemo } from '../../server/db/seed';
import { hashSecret } from '../../server/domains/users/passwords';
import { insertUser } from '../../server/domains/users/queries';
import { injectRequest } from '../../server/simulation/client';
import { toMinorUnits } from '../../rules/money';
import { cachedSchemaController } from './schema-cache';
import type { UserId } from '../../server/db/ids';

let template: Promise<Blob> | undefined;
const pgliteVersion = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
).version;

/**
 * The migrated template, made once per machine and schema: cached in the temp folder under a
 * hash of the migrations and the PGlite version (each test file runs in its own module scope,
 * so an in-memory cache alone would repeat the 2-3 s initdb for every file).
 */
async function templateDump(): Promise<Blob> {
  template ??= (async () => {
    const key = createHash('sha256').update(JSON.stringify(migrations)).update(pgliteVersion).digest('hex').slice(0, 16);
    const file = path.join(os.tmpdir(), `sobet-pglite-template-${key}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({});
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file); // atomic: a parallel worker never reads half a file
    return dump;
  })();
  return template;
}

let schemaCounter = 0;

/** A fresh, migrated database. With DATABASE_URL: a new schema on that server (dropped on close). */
export async function freshDatabase(options: { poolSize?: number } = {}): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${process.pid}_${Date.now().toString(36)}_${schemaCounter++}`;
    const admin = await openDatabase({ url, poolSize: 1, skipMigrations: true });
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin.db);
    await admin.close();
    const sep = url.includes('?') ? '&' : '?';
    // Named after its schema, so a test that kills its own connections can find only those.
    const handle = await openDatabase({
      url: `${url}${sep}application_name=${schema}&options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      poolSize: options.poolSize ?? 20,
    });
    return {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = await openDatabase({ url, poolSize: 1, skipMigrations: true });
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(cleanup.db);
        await cleanup.close();
      },
    };
  }
  return pooledEmbeddedDatabase();
}

/**
 * Embedded databases this test file has closed, kept for the next test: loading the template costs 1.2-2.5 s, and
 * emptying a used one back to the template's rows 15-100 ms. A reused database is indistinguishable from a fresh one:
 * the same rows and sequence positions, and a schema a test altered is caught by its catalogue fingerprint and dropped.
 */
const idleDatabases: DbHandle[] = [];
let templateRows: Promise<TemplateState> | undefined;

interface TemplateState {
  /**
   * The rows a database starts with (a migrated one: the system accounts, the migration log), by table, as JSON
   * text (exact: read and written by the database).
   */
  rows: Record<string, string>;
  tables: string[];
  sequences: Array<{ name: string; last: number | null }>;
  fingerprint: string;
}

/** Columns, constraints, indexes and triggers of the schema, summed into one string (cheap: no information_schema). */
async function schemaFingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ fingerprint: string }>`
    SELECT (SELECT count(*) || ':' || coalesce(sum(hashtext(a.attrelid::regclass::text || a.attname || a.atttypid || a.attnotnull || a.atthasdef)), 0)
              FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
             WHERE c.relnamespace = current_schema()::regnamespace AND a.attnum > 0 AND NOT a.attisdropped)
        || '/' || (SELECT count(*) || ':' || coalesce(sum(hashtext(conname || pg_get_constraintdef(oid))), 0) FROM pg_constraint
             WHERE connamespace = current_schema()::regnamespace)
        || '/' || (SELECT count(*) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace = current_schema()::regnamespace)
        || '/' || (SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace = current_schema()::regnamespace)
        AS fingerprint`.execute(db);
  return rows[0]!.fingerprint;
}

async function templateState(db: Db): Promise<TemplateState> {
  const tables = (
    await sql<{ name: string }>`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db)
  ).rows.map((r) => r.name);
  const rows: Record<string, string> = {};
  for (const table of tables) {
    const { rows: found } = await sql<{
      count: number;
      json: string;
    }>`SELECT count(*)::int AS count, coalesce(json_agg(t), '[]')::text AS json FROM ${sql.raw(table)} t`.execute(db);
    if (found[0]!.count > 0) rows[table] = found[0]!.json;
  }
  const sequences = (
    await sql<{
      name: string;
      last: number | null;
    }>`SELECT quote_ident(sequencename) AS name, last_value AS last FROM pg_sequences WHERE schemaname = current_schema()`.execute(db)
  ).rows;
  return { rows, tables, sequences, fingerprint: await schemaFingerprint(db) };
}

/** Back to the template's rows and sequence positions (foreign keys are not checked while the tables empty and fill). */
async function emptyToTemplate(db: Db, template: TemplateState): Promise<void> {
  if ((await schemaFingerprint(db)) !== template.fingerprint) throw new Error('the schema was altered');
  await sql.raw(`SET session_replication_role = replica; ${template.tables.map((t) => `DELETE FROM ${t};`).join(' ')}`).execute(db);
  for (const [table, rows] of Object.entries(template.rows)) {
    await sql`INSERT INTO ${sql.raw(table)} SELECT * FROM json_populate_recordset(NULL::${sql.raw(table)}, ${rows}::json)`.execute(db);
  }
  await sql.raw('SET session_replication_role = DEFAULT').execute(db);
  const positions = template.sequences.map((q) => (q.last === null ? `SELECT setval('${q.name}', 1, false);` : `SELECT setval('${q.name}', ${q.last});`));
  await sql.raw(positions.join(' ')).execute(db);
}

/**
 * Each checkout gets its own query layer over the kept instance, destroyed on close as a fresh database's would be:
 * work a closed app left running fails there instead of writing into the next test's database.
 */
async function pooledEmbeddedDatabase(): Promise<DbHandle> {
  let kept: DbHandle | undefined;
  while (!kept && idleDatabases.length > 0) {
    const candidate = idleDatabases.pop()!;
    try {
      await emptyToTemplate(candidate.db, await templateRows!);
      kept = candidate;
    } catch {
      await candidate.close().catch(() => {});
    }
  }
  if (!kept) {
    const opened = await openDatabase({ loadDataDir: await templateDump(), skipMigrations: true });
    templateRows ??= templateState(opened.db);
    await templateRows;
    kept = opened;
  }
  const instance = kept;
  const db = queryLayerOver(instance.pglite!);
  let closed = false;
  return {
    ...instance,
    db,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      idleDatabases.push(instance);
    },
  };
}

/** 2026-11-22 12:00:30 Beijing time: mid-day, outside every sales break. */
export const T0 = Date.UTC(2026, 10, 22, 4, 0, 30);

// Load shedding is off in-process (the tests share the server's thread); its own test turns it on.
export const testConfig: Partial<ServerConfig> = {
  scryptN: 2 ** 10,
  tickMs: 0,
  warmOdds: false,
  loadShedding: false,
  withdraw: { ...defaultWithdrawSettings, payoutTickMs: 0 },
  payments: { ...defaultPaymentSettings, tickMs: 0 },
  groups: { ...defaultConfig.groups, expiryTickMs: 0 },
  contracts: { tickMs: 0 },
  protection: { chaseSweepMs: 0 },
};

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  clock: ManualClock;
  /** Inject a request; adds X-Requested-With and the cookie (from 127.0.0.1 unless `remoteAddress`). */
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { cookie?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string>; remoteAddress?: string },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  ): Promise<{ status: number; json: any; headers: Record<string, unknown> }>;
  createUser(username: string, balance: string, userType?: number): Promise<{ id: UserId; cookie: string }>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'pass1234';

/**
 * The seeded demo by the clock time it was seeded at: seeding plays six days of the platform's history (2-3 s), and a
 * test that starts from it again gets those rows and sequence positions restored into its fresh database instead
 * (a fraction of that). The draws' seeds are the first seeding's: the same history, as a fresh seed would tell it.
 */
const seededDemos = new Map<number, Promise<TemplateState>>();

async function seedDemoDatabase(handle: DbHandle, now: number, ownDatabase: boolean): Promise<void> {
  const seed = () => seedDemo(handle.db, now, 2 ** 10, { schemaController: cachedSchemaController });
  // A database the test brought, or PostgreSQL's fresh schema: seeded as it is.
  if (!ownDatabase || process.env.DATABASE_URL) return void (await seed());
  const seeded = seededDemos.get(now);
  if (seeded) return emptyToTemplate(handle.db, await seeded);
  const state = seed().then(() => templateState(handle.db));
  seededDemos.set(now, state);
  await state.catch((error: unknown) => {
    seededDemos.delete(now);
    throw error;
  });
}

export async function startTestServer(
  options: { config?: Partial<ServerConfig>; seed?: boolean; now?: number; handle?: DbHandle; clock?: ManualClock } = {},
): Promise<TestServer> {
  const handle = options.handle ?? (await freshDatabase());
  const clock = options.clock ?? new ManualClock(options.now ?? T0);
  if (options.seed) await seedDemoDatabase(handle, clock.now(), options.handle === undefined);
  const app = await buildApp({ db: handle.db, clock, config: { ...testConfig, ...options.config }, schemaController: cachedSchemaController });
  await app.ready();
  await app.scheduler.caughtUp;
  const passwordHash = await hashSecret(TEST_PASSWORD, 2 ** 10);

  const server: TestServer = {
    app,
    db: handle.db,
    handle,
    clock,
    call: (method, url, opts = {}) => injectRequest(app, method, url, opts),
    async createUser(username, balance, userType = 0) {
      const id = await insertUser(handle.db, { username, passwordHash, userType, now: clock.now() });
      if (id === undefined) throw new Error(`user ${username} exists`);
      const minor = toMinorUnits(balance);
      if (minor > 0) await deposit(handle.db, id, minor, `test:${username}`, clock.now());
      return { id, cookie: await server.login(username) };
    },
    async login(username, password = TEST_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/sso/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ cn: username, password }),
      });
      const cookie = response.cookies.find((c) => c.name === 'sid');
      if (!cookie) throw new Error(`login failed for ${username}: ${response.body}`);
      return `sid=${cookie.value}`;
    },
    async close() {
      await app.close();
      if (!options.handle) await handle.close();
    },
  };
  return server;
}
