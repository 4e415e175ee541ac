/**
 * Starts the platform: database (embedded PGlite in DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), migrations, demo data on first start, the app on HOST:PORT
 * serving the built client from STATIC_DIR. Settings come from the environment (and a
 * `.env` file in the working folder, if any): settings.ts, `.env.example`. Shuts down
 * gracefully on SIGINT/SIGTERM and on an unexpected error (lifecycle.ts).
 * With REDIS_URL (and DATABASE_URL) several processes serve together: see cluster.ts.
 */
import path from 'node:path';
import { buildApp } from './app';
import { OffsetClock, systemClock } from './clock';
import { defaultConfig } from './config';
import { openDatabase, DataDirLockedError, type DbHandle } from './db/client';
import { seedDemo } from './db/seed';
import { AdvisoryLease } from './domains/lottery/scheduler-lease';
import { installShutdown } from './lifecycle';
import { openAcceptLanes, type AcceptLanes } from './http/accept-lanes';
import { RedisServices } from './redis/services';
import { loadSecrets, SecretsError, type PlatformSecrets } from './secrets';
import { loggerOptions, settingsOrExit } from './settings';

const settings = settingsOrExit();
const { port, host, dataDir } = settings;

// Before anything is opened: a production start without its keys stops here.
let secrets: PlatformSecrets;
try {
  secrets = loadSecrets({ env: process.env, dataDir, channels: defaultConfig.payments.channels.map((c) => c.code), production: settings.production });
} catch (error) {
  if (!(error instanceof SecretsError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let handle: DbHandle;
try {
  handle = await openDatabase(settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const clock = settings.testClock ? new OffsetClock(settings.testClockStart) : systemClock;
const scryptN = settings.scryptN;
if (await seedDemo(handle.db, clock.now(), scryptN)) console.log('已写入演示数据 (demo data seeded): see server/README.md');

// Several processes may share PostgreSQL: the scheduler runs where the lease is held.
const schedulerLease = settings.databaseUrl ? new AdvisoryLease(settings.databaseUrl) : undefined;
const redis = settings.redisUrl ? await RedisServices.connect(settings.redisUrl) : undefined;

const payments = {
  ...defaultConfig.payments,
  channels: defaultConfig.payments.channels.map((c) => ({ ...c, secret: secrets.providers[c.code]! })),
  formTokenSecret: secrets.formToken,
};

/** TEST_MANUAL_JOBS: no job timers; the test clock's endpoint runs the jobs when asked. */
const manualJobs = {
  tickMs: 0,
  payments: { ...payments, tickMs: 0 },
  withdraw: { ...defaultConfig.withdraw, payoutTickMs: 0 },
  groups: { ...defaultConfig.groups, expiryTickMs: 0 },
  contracts: { tickMs: 0 },
  protection: { chaseSweepMs: 0 },
};

const app = await buildApp({
  db: handle.db,
  clock,
  config: {
    scryptN,
    hashing: { ...defaultConfig.hashing, concurrency: settings.scryptConcurrency },
    testClock: settings.testClock,
    sandboxProviders: settings.sandboxProviders,
    payments,
    sessionSecret: secrets.session,
    ...(settings.manualJobs ? manualJobs : {}),
    allowedOrigins: settings.allowedOrigins,
    backfill: { ...defaultConfig.backfill, days: settings.backfillDays },
    lines: settings.lines,
    trustProxy: settings.trustProxy,
    cookieSecure: settings.cookieSecure,
    mail: { smtpUrl: settings.smtpUrl, from: settings.mailFrom, outboxFile: path.join(dataDir, 'outbox.jsonl') },
  },
  logger: loggerOptions(settings),
  staticDir: settings.staticDir,
  redis,
  schedulerLease,
});

// Graceful shutdown on SIGINT/SIGTERM and on any unexpected error.
installShutdown({
  app,
  closeDatabase: async () => {
    await handle.close();
    await redis?.close();
  },
});

// A deep accept queue: under a burst of new connections, a full queue drops SYNs, which clients resend only after 1, 3, 7 s.
// Several lanes drain it: a busy process accepts one connection per lane per turn of its loop.
let lanes: AcceptLanes | undefined;
app.addHook('preClose', async () => lanes?.close());
await app.listen({ host, port, backlog: 4096 });
try {
  lanes = await openAcceptLanes(app.server, settings.acceptLanes);
} catch (error) {
  app.log.warn({ err: error }, 'accepting on the one listener only');
}
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`平台已启动: http://${host}:${actualPort}/ (${handle.kind === 'pglite' ? `PGlite ${dataDir}` : 'PostgreSQL'})`);
