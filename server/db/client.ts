/**
 * One query layer over both databases: Kysely's PostgresDialect over a pg.Pool, which is
 * either a real PostgreSQL pool (DATABASE_URL) or PGlite's node-postgres adapter
 * (pool size 1, PGlite has one connection). Same SQL on both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { migrate } from './migrate';

// BIGINT (int8) as JS number: every amount we store is far below 2^53 (we check on write). BIGINT[] too (pg gives
// its elements as strings): schema.generated.ts types both as number. pg-types' TypeId does not list array types.
pg.types.setTypeParser(20, (v: string) => Number(v));
type TypeId = Parameters<typeof pg.types.setTypeParser>[0];
const [TEXT_ARRAY, INT8_ARRAY] = [1009 as TypeId, 1016 as TypeId];
// Split by the text[] parser: int8[]'s own is the one replaced here, again each time this module loads.
const parseTextArray = pg.types.getTypeParser(TEXT_ARRAY) as (v: string) => Array<string | null>;
pg.types.setTypeParser(INT8_ARRAY, (v: string) => parseTextArray(v).map((id) => (id === null ? null : Number(id))));

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the embedded instance (used by tests to dump a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… → real PostgreSQL. */
  url?: string;
  /** PGlite data folder; undefined → in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (a migrated template, for fast test databases). */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** Skip migrations (a template is migrated already). */
  skipMigrations?: boolean;
  /** Told of each lost connection (default: logged to stderr); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

const logConnectionError = (error: Error) => console.error(`数据库连接中断 (database connection lost): ${error.message}`);

/**
 * pg reports a lost connection as an 'error' event: on the pool while the client is idle,
 * on the client while it is checked out (its query fails as well). An 'error' event
 * without a listener ends the process, so both get one. The pool drops a broken client
 * (idle, or when released) and opens a new one for the next query. Each loss is reported once.
 */
function watchConnections(pool: pg.Pool, onError: (error: Error) => void): void {
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    onError(error);
  };
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', report);
}

/**
 * A transaction PostgreSQL rolled back to break a deadlock (40P01) or a serialization
 * conflict (40001): nothing of it was applied, so running it again is safe. Two transactions
 * that each book several journals lock accounts in different orders (an instant order locks
 * escrow and its player, then the house to settle; a scheduled draw locks the house first).
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Tries of a transaction that lost a deadlock. */
export const CONFLICT_TRIES = 5;

/**
 * The pause before running a transaction that lost a deadlock again: growing, with a random
 * part, since run again at once the same two transactions tend to meet in the same order again.
 */
export const conflictPause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));

/** Runs `transaction` again (CONFLICT_TRIES in all) when PostgreSQL rolled it back to break a deadlock. */
export async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= CONFLICT_TRIES) throw error;
      await conflictPause(attempt);
    }
  }
}

/** PostgreSQL error classes that mean the session ended: 08 connection exception, 57P01-57P03 shutdown. */
const lostConnectionCodes = /^(08...|57P0[123])$/;
const lostConnectionMessages = /Connection terminated|not queryable|ECONNRESET|ECONNREFUSED|EPIPE/;

/**
 * Whether a query failed because its connection was lost (database restart, failover,
 * pg_terminate_backend) rather than because of the statement. A transaction that failed
 * this way before sending COMMIT was rolled back by the server; at COMMIT its outcome is unknown.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && lostConnectionCodes.test(code)) || lostConnectionMessages.test(error.message);
}

/**
 * Whether the database could not serve a query just now: its connection was lost, or no
 * pooled connection came free within the pool's wait (a burst larger than the pool). Either
 * way nothing was applied and the request may be sent again: the server answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionLost(error) || (error instanceof Error && /timeout exceeded when trying to connect/.test(error.message));
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`数据目录 ${dir} 已被进程 ${pid} 占用 (locked by pid ${pid}); stop it first`);
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no postmaster.pid-style lock and two processes on one folder corrupt it
 * (electric-sql/pglite#1106), so we hold our own: an exclusive-create pid file; a stale
 * file (its process is gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && (pid === process.pid || isAlive(pid))) throw new DataDirLockedError(dir, pid);
      fs.unlinkSync(file);
    }
  }
  throw new Error(`cannot lock ${dir}`);
}

/**
 * PGlite runs each query synchronously on this thread, and its node-postgres adapter chains
 * queued queries in promise callbacks: under load a backlog of queries drained in one
 * macrotask (the event loop stalled for 200-300 ms at 300 orders/s, accepting no request
 * and sending no socket message meanwhile). After 10 ms without a turn, the next query
 * waits for one. (Yielding before every query instead halves the order rate: the one
 * connection then sits idle while other requests run.)
 */
const MAX_QUERY_STRETCH_MS = 10;

function yieldingBetweenQueries(pglite: PGlite): PGlite {
  // When the current run of back-to-back queries began; cleared once the event loop gets a turn.
  let stretchStarted: number | undefined;
  const execProtocolStream: PGlite['execProtocolStream'] = async (message, options) => {
    const now = performance.now();
    if (stretchStarted === undefined) {
      stretchStarted = now;
      setImmediate(() => (stretchStarted = undefined));
    } else if (now - stretchStarted > MAX_QUERY_STRETCH_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return pglite.execProtocolStream(message, options);
  };
  // The adapter only calls execProtocolStream and reads waitReady.
  return { waitReady: pglite.waitReady, execProtocolStream } as unknown as PGlite;
}

/** Kysely over an embedded instance (one connection). Destroying it leaves the instance open. */
export function queryLayerOver(pglite: PGlite, onConnectionError: (error: Error) => void = logConnectionError): Db {
  const pool = new pg.Pool({ ...createPgConfig(yieldingBetweenQueries(pglite)), max: 1 });
  watchConnections(pool, onConnectionError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** pg_stat_activity.application_name of this process's pooled connections: an operator (or a test) sees whose they are. */
export const poolApplicationName = (pid = process.pid) => `sobet:${pid}`;

export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  if (options.url) {
    // Waiting for a connection (a new one, the server unreachable, or a free one, the pool
    // busy) fails after 10 s instead of holding the request forever; TCP keep-alive notices a
    // peer that vanished without closing. Each connection names its process in pg_stat_activity.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      application_name: poolApplicationName(),
    });
    watchConnections(pool, options.onConnectionError ?? logConnectionError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    if (!options.skipMigrations) await migrate(db);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const pglite = options.dataDir
      ? await PGlite.create(path.join(options.dataDir, 'pg'))
      : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = queryLayerOver(pglite, options.onConnectionError);
    if (!options.skipMigrations) await migrate(db);
    return {
      db,
      kind: 'pglite',
      pglite,
      async close() {
        await db.destroy();
        // A clean shutdown: flush to disk before closing (PGlite's WAL can fail to replay after an unclean exit).
        if (options.dataDir) {
          try {
            await pglite.query('CHECKPOINT');
            await pglite.syncToFs();
          } catch {
            /* closing anyway */
          }
        }
        await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
