/**
 * Several server processes on one port (`npm run start:cluster`): a node:cluster primary
 * that migrates and seeds the database once, then forks WORKERS (default 2) processes that
 * each run main.ts and share the listening port. They share PostgreSQL (DATABASE_URL) and
 * Redis (REDIS_URL): sockets, rate limits and log-in throttles go through Redis, the
 * scheduler runs in the one process holding its lease. The client's socket.io uses the
 * WebSocket transport only, so no sticky sessions are needed. A worker that dies is
 * replaced (with backoff when it keeps dying at boot); SIGINT/SIGTERM stop every worker
 * gracefully. Workers end with the primary (node:cluster), so the primary itself runs under a
 * supervisor that restarts it: see the README (systemd unit in deploy/).
 */
import cluster from 'node:cluster';
import { settingsOrExit } from './settings';

if (cluster.isPrimary) {
  // Each worker gets the listening socket itself and accepts from it on its accept lanes
  // (server/http/accept-lanes.ts), so a busy worker takes several new connections per turn of its
  // loop and an idle one takes more. In round-robin the primary hands each worker one connection
  // at a time and waits for its answer: one per turn of the worker's loop.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
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
  const startedAt = new Map<number, number>();
  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    console.log(`worker ${worker.process.pid} started`);
  };
  // A worker that dies is replaced at once; one that keeps dying soon after its start (a fault
  // at boot) is replaced after a delay that doubles each time, up to a minute, so the primary
  // neither spins nor gives up. The timer keeps the primary alive while no worker runs.
  let quickDeaths = 0;
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(60_000, 500 * 2 ** (quickDeaths - 1));
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}) after ${Math.round(lived / 1000)} s; starting another in ${delay} ms`);
    setTimeout(fork, delay);
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
