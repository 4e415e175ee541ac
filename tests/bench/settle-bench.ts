/**
 * Settling a big issue while the server serves (`npm run bench:settle`; BENCH_SIZES=20000,100000).
 *
 * In-process: an issue with N open 后二大小单双 bets (N ÷ 100 players) is drawn and settled by the
 * scheduler, once alone (its own time) and once while /healthz is requested every 20 ms over
 * HTTP (the probes' latency, each counted from when it was due: a blocked event loop delays the
 * send too). The machine's load moves these figures a lot: compare runs made one after another.
 * BENCH_BATCH sets the batch size of the in-process runs. Boot (BENCH_BOOT=N, default 100000): a data folder whose due issue holds N bets, then
 * `server/main.ts` started on it: time from spawn until it listens and answers /healthz, the
 * worst /healthz latency and /readyz's answers until it is caught up, and that the issue was
 * settled once (no order pending, the ledger balanced).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { probePaths } from '../../contract/paths';
import { openDatabase } from '../../server/db/client';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { bookOpenBets, OPEN_BET_LOTTERY as L, prepareDueIssueFolder } from '../support/open-bets';
import { currentIssue } from '../support/order-helpers';
import { startTestServer } from '../support/server-harness';
import { startServerProcess } from '../support/start-server';

const sizes = (process.env.BENCH_SIZES ?? '20000,100000').split(',').filter(Boolean).map(Number);
const bootSize = Number(process.env.BENCH_BOOT ?? 100_000);
/** In-process only: orders per settlement batch (the default when unset). */
const batchOrders = process.env.BENCH_BATCH ? { settlementBatchOrders: Number(process.env.BENCH_BATCH) } : {};

const percentile = (values: number[], p: number) =>
  values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/**
 * Requests `url` every `everyMs` until stopped, one at a time (a slow machine must not pile them
 * up), each latency counted from when it was due or from the previous answer when that came
 * later: a blocked event loop delays the send too, and is counted once.
 */
function probe(url: string, everyMs = 20) {
  const answers: Array<{ ms: number; status: number; body: string }> = [];
  let stopped = false;
  const loop = (async () => {
    let answered = performance.now();
    for (let due = answered; !stopped; due += everyMs) {
      due = Math.max(due, answered);
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const answer = await fetch(url).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        () => ({ status: 0, body: '' }),
      );
      answered = performance.now();
      answers.push({ ms: answered - due, ...answer });
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return answers;
    },
  };
}

async function inProcess(orders: number, probing: boolean) {
  const s = await startTestServer({ config: batchOrders });
  const issue = await currentIssue(s, L);
  const booked = await bookOpenBets(s.db, { issueNo: issue, now: s.clock.now(), users: Math.max(1, orders / 100), orders });
  const row = await s.db.selectFrom('issues').select('draw_at').where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirstOrThrow();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  const address = s.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  s.clock.set(row.draw_at);
  const health = probing ? probe(`${base}${probePaths.health}`) : undefined;
  const drawn = (await s.app.scheduler.tick()).find((d) => d.issue === issue);
  const answers = (await health?.stop()) ?? [];
  const ms = answers.map((a) => a.ms);
  const pending = await s.db
    .selectFrom('orders')
    .select((e) => e.fn.countAll<string>().as('n'))
    .where('issue_no', '=', issue)
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  console.log(
    `${orders.toLocaleString('en')} bets (${booked.userIds.length} players): settled in ${drawn?.ms.toFixed(0)} ms; ` +
      (probing
        ? `/healthz every 20 ms: ${answers.length} probes, ` +
          `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, worst ${Math.max(...ms).toFixed(1)} ms`
        : 'no probes') +
      `; pending left ${pending.n}; ledger ok ${(await checkLedger(s.db)).ok}`,
  );
  await s.close();
}

async function boot(orders: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settle-boot-'));
  try {
    const dataDir = path.join(dir, 'data');
    const prepared = performance.now();
    const { issue, booked } = await prepareDueIssueFolder(dataDir, { users: Math.max(1, orders / 100), orders });
    console.log(`boot: prepared ${orders.toLocaleString('en')} bets on ${L} ${issue} in ${(performance.now() - prepared).toFixed(0)} ms`);
    const spawned = performance.now();
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: dir });
    const listening = performance.now() - spawned;
    const health = probe(`${server.url}${probePaths.health}`);
    const ready = probe(`${server.url}${probePaths.ready}`, 100);
    let firstHealth = NaN;
    for (;;) {
      const r = await fetch(`${server.url}${probePaths.ready}`).then(
        (response) => response.json() as Promise<{ status: string }>,
        () => ({ status: 'down' }),
      );
      if (Number.isNaN(firstHealth)) firstHealth = performance.now() - spawned;
      if (r.status === 'ok') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const caughtUp = performance.now() - spawned;
    const healthAnswers = await health.stop();
    const readyAnswers = await ready.stop();
    await server.stop();
    const handle = await openDatabase({ dataDir });
    const pending = await handle.db
      .selectFrom('orders')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('issue_no', '=', issue)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    const journals = await sql<{
      n: number;
    }>`SELECT COUNT(*)::int AS n FROM journal
      WHERE kind = 'settle' AND (idem_key = ${`settle:${L}:${issue}`} OR idem_key LIKE ${`settle:${L}:${issue}:%`})`.execute(handle.db);
    const ledger = await checkLedger(handle.db);
    await handle.close();
    const ms = healthAnswers.map((a) => a.ms);
    const statuses = [...new Set(readyAnswers.map((a) => `${a.status} ${a.body}`))];
    console.log(
      `boot with ${orders.toLocaleString('en')} bets (${booked.userIds.length} players) due: listening ${listening.toFixed(0)} ms after spawn, ` +
        `first answer ${firstHealth.toFixed(0)} ms, caught up ${caughtUp.toFixed(0)} ms; ` +
        `/healthz worst ${Math.max(...ms).toFixed(0)} ms (p99 ${percentile(ms, 99).toFixed(0)}) over ${ms.length} probes, ` +
        `failures ${healthAnswers.filter((a) => a.status !== 200).length}; /readyz said ${statuses.join(' | ')}; ` +
        `pending left ${pending.n}, settle journals ${journals.rows[0]!.n}, ledger ok ${ledger.ok}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Each size twice: alone (the settlement's own time), then with the probes.
for (const orders of sizes) for (const probing of [false, true]) await inProcess(orders, probing);
if (bootSize > 0) await boot(bootSize);
// fetch keeps its connections alive: the process would linger until they time out.
process.exit(0);
