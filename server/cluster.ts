/**
 * Several server processes on one port (`npm run start:cluster`): a node:cluster primary
 * that migrates and seeds the database once, then forks WORKERS (default 2) processes that
 * each run main.ts and share the listening port. They share PostgreSQL (DATABASE_URL) and
 * Redis (REDIS_URL): sockets, rate limits and log-in throttles go through Redis, the
 * scheduler runs in the one process holding its lease. The client's socket.io uses the
 * WebSocket transport only, so no sticky sessions are needed. A worker that dies is
 * replaced; SIGINT/SIGTERM stop every worker gracefully.
 */
import cluster from 'node:cluster';
import { settingsOrExit } from './settings';

if (cluster.isPrimary) {
  const { databaseUrl, redisUrl, scryptN, workers } = settingsOrExit();
  if (!databaseUrl || !redisUrl) {
    console.error(
      [
        'start:cluster needs a shared PostgreSQL and Redis: set DATABASE_URL and REDIS_URL, e.g.',
        '  DATABASE_URL=postgres://user@host/db REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster',
        'or, for a demo on throwaway ones (removed on exit):',
        '  bash tests/support/ensure-postgres.sh bash tests/support/ensure-redis.sh npm run start:cluster',
      ].join('\n'),
    );
    process.exit(1);
  }

  // Migrate and seed here, once: two workers seeding a new database at once would race.
  const { openDatabase } = await import('./db/client');
  const { seedDemo } = await import('./db/seed');
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  if (await seedDemo(handle.db, Date.now(), scryptN)) console.log('已写入演示数据 (demo data seeded): see server/README.md');
  await handle.close();

  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    console.log(`worker ${worker.process.pid} started`);
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    };
    cluster.on('exit', done);
    done();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} else {
  await import('./main');
}
