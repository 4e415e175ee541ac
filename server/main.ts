/**
 * Starts the platform: database (embedded PGlite in ./data, or PostgreSQL when
 * DATABASE_URL is set), migrations, demo data on first start, the app on 127.0.0.1
 * (PORT, default 4321) serving the built client from dist/. Shuts down cleanly on
 * SIGINT/SIGTERM (scheduler stopped, sockets closed, PGlite checkpointed and closed, lock freed).
 * With REDIS_URL (and DATABASE_URL) several processes serve together: see server/cluster.ts.
 */
import path from 'node:path';
import { buildApp } from './app';
import { OffsetClock, systemClock } from './clock';
import { openDatabase, DataDirLockedError, type DbHandle } from './db/client';
import { seedDemo } from './db/seed';
import { defaultConfig } from './config';
import { AdvisoryLease } from './domains/lottery/scheduler-lease';
import { RedisServices } from './redis/services';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const testClock = process.env.TEST_CLOCK === '1';
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');

let handle: DbHandle;
try {
  handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const clock = testClock ? new OffsetClock() : systemClock;
const scryptN = Number(process.env.SCRYPT_N ?? defaultConfig.scryptN);
if (await seedDemo(handle.db, clock.now(), scryptN)) console.log('已写入演示数据 (demo data seeded): see server/README.md');

// Several processes may share PostgreSQL: the scheduler runs where the lease is held.
const schedulerLease = process.env.DATABASE_URL ? new AdvisoryLease(process.env.DATABASE_URL) : undefined;
const redis = process.env.REDIS_URL ? await RedisServices.connect(process.env.REDIS_URL) : undefined;

const app = await buildApp({
  db: handle.db,
  clock,
  config: {
    scryptN,
    testClock,
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? 'http://127.0.0.1:4173,http://localhost:4173').split(',').filter(Boolean),
  },
  logger: process.env.LOG === '1',
  staticDir: process.env.STATIC_DIR ?? 'dist',
  redis,
  schedulerLease,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await handle.close();
    await redis?.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host, port });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`平台已启动: http://${host}:${actualPort}/ (${handle.kind === 'pglite' ? `PGlite ${dataDir}` : 'PostgreSQL'})`);
