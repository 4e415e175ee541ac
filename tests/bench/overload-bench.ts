/**
 * npm run bench:overload — admission control under overload, against the real entry point
 * (server/main.ts as its own process, embedded database, default admission settings).
 *
 * First the capacity: the most trend reads (a database query each) per second 128 keep-alive connections get
 * answered (closed loop, 5 s). Then an open loop offers 1×, 2× and 4× that rate for 8 s each
 * (requests sent on schedule whether or not earlier ones were answered, as real users do) and
 * prints, per level: goodput (200s per second), p50/p99 of the admitted requests, the share and
 * p99 of the 503s, and each figure against the 1× level of the same run. Admission holds when
 * the admitted p99 stays bounded (≤ 1 s) and the 503s stay cheap (p99 ≤ 50 ms) at 4×.
 *
 * The same sweep runs twice, at the same offered rates: on a server accepting on one lane
 * (ACCEPT_LANES=1, the baseline) and on one with the default lanes (server/http/accept-lanes.ts).
 * With one lane a busy process accepts one new connection per turn of its loop, so the burst of
 * connections the generator opens when answers slow down waits in the kernel's accept queue.
 * With BENCH_URL set, one sweep runs against that server instead (e.g. `npm run start:cluster`).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { lotteryPaths } from '../../contract/paths';
import { percentile } from '../support/hostile';
import { startServerProcess } from '../support/start-server';

const TARGET = `${lotteryPaths.trend}?lottery=JSK3&size=30`;

interface Answer {
  status: number;
  ms: number;
  /** When the request opened a new connection: ms from the request to the TCP connect. */
  connectMs?: number;
}

function get(agent: http.Agent, base: URL): Promise<Answer> {
  const started = performance.now();
  let connectMs: number | undefined;
  return new Promise((resolve) => {
    const request = http.get({ host: base.hostname, port: base.port, path: TARGET, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, connectMs }));
    });
    request.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (connectMs = performance.now() - started));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, connectMs }));
  });
}

/** Closed loop: `connections` clients, each sending its next request when the last is answered. */
async function capacity(base: URL, connections: number, seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  let ok = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) if ((await get(agent, base)).status === 200) ok++;
    }),
  );
  agent.destroy();
  return ok / seconds;
}

/** Open loop: `rate` requests per second for `seconds`, sent every 10 ms in batches. */
async function offered(base: URL, rate: number, seconds: number): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });
  const pending: Array<Promise<Answer>> = [];
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve();
        return;
      }
      const due = Math.floor(elapsed * rate);
      for (; sent < due; sent++) pending.push(get(agent, base));
    }, 10);
  });
  const answers = await Promise.all(pending);
  agent.destroy();
  return answers;
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(ms < 10 ? 1 : 0)} ms` : '—');

interface Row {
  level: number;
  goodput: number;
  p50: number;
  p99: number;
  shed: number;
  shedP99: number;
  failed: number;
  clientLagP99: number;
  /** Answers over 1 s that were the first request on a new connection. */
  slowFresh: string;
}

/** Offers 1×, 2× and 4× `max` for 8 s each and sums each level up. */
async function sweep(base: URL, max: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const level of [1, 2, 4]) {
    const seconds = 8;
    // The load generator shares the machine: when its own loop lags, its figures include that lag.
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const answers = await offered(base, max * level, seconds);
    clientLag.disable();
    // A slow answer to a request that opened a new connection whose TCP connect was quick waited in the
    // server's accept queue (the kernel completes the handshake; the process had not accepted it yet).
    const slow = answers.filter((a) => a.ms > 1000);
    const freshConnects = slow.filter((a) => a.connectMs !== undefined).map((a) => a.connectMs!);
    const connectP50 = freshConnects.length > 0 ? fmt(percentile(freshConnects, 50)) : '—';
    const admitted = answers.filter((a) => a.status === 200).map((a) => a.ms);
    const shed = answers.filter((a) => a.status === 503).map((a) => a.ms);
    rows.push({
      level,
      goodput: admitted.length / seconds,
      p50: percentile(admitted, 50),
      p99: percentile(admitted, 99),
      shed: shed.length / answers.length,
      shedP99: shed.length > 0 ? percentile(shed, 99) : NaN,
      failed: answers.length - admitted.length - shed.length,
      clientLagP99: clientLag.percentile(99) / 1e6,
      slowFresh: `${slow.length} over 1 s, ${freshConnects.length} of them new connections (connect p50 ${connectP50})`,
    });
    await new Promise((resolve) => setTimeout(resolve, 2000)); // drain between levels
  }
  return rows;
}

function printSweep(title: string, max: number, rows: Row[]): void {
  const one = rows[0]!;
  console.log(`\n${title}`);
  console.log('level  offered/s  goodput/s (vs 1×)  admitted p50   admitted p99 (vs 1×)  503 share  503 p99   other  generator lag p99  slow answers');
  for (const r of rows)
    console.log(
      [
        `${r.level}×`.padEnd(5),
        (max * r.level).toFixed(0).padStart(9),
        `${r.goodput.toFixed(0).padStart(9)} (${(r.goodput / one.goodput).toFixed(2)}×)`,
        fmt(r.p50).padStart(12),
        `${fmt(r.p99).padStart(12)} (${(r.p99 / one.p99).toFixed(2)}×)`,
        `${(r.shed * 100).toFixed(0)} %`.padStart(9),
        fmt(r.shedP99).padStart(8),
        String(r.failed).padStart(5),
        fmt(r.clientLagP99).padStart(17),
        r.slowFresh,
      ].join('  '),
    );
}

/** Runs `work` against a fresh server process started with `env`. */
async function withServer<T>(env: Record<string, string>, work: (base: URL) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'overload-bench-'));
  const server = await startServerProcess({ DATA_DIR: path.join(dir, 'data'), STATIC_DIR: dir, LOG_LEVEL: 'error', ...env });
  try {
    return await work(new URL(server.url));
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The sweep's 4× line against its bounds. */
function verdict(name: string, rows: Row[]): string {
  const four = rows.at(-1)!;
  return (
    `at 4×, ${name}: admitted p99 ${fmt(four.p99)} (bound 1 s: ${four.p99 <= 1000 ? 'held' : 'NOT held'}), ` +
    `503 p99 ${fmt(four.shedP99)} (bound 50 ms: ${!(four.shedP99 > 50) ? 'held' : 'NOT held'})`
  );
}

/** Warms the server up, then measures its capacity (128 connections, closed loop). */
async function measuredCapacity(base: URL): Promise<number> {
  await capacity(base, 8, 2);
  const max = await capacity(base, 128, 5);
  console.log(`capacity: ${max.toFixed(0)} trend answers/s (128 connections, closed loop)`);
  return max;
}

// BENCH_URL: sweep a server already running (e.g. `npm run start:cluster`) instead of starting two of our own.
const running = process.env.BENCH_URL;
if (running) {
  const base = new URL(running);
  const max = await measuredCapacity(base);
  const rows = await sweep(base, max);
  printSweep(running, max, rows);
  console.log(verdict(running, rows));
} else {
  let max = 0;
  const lanes = await withServer({}, async (base) => {
    max = await measuredCapacity(base);
    return sweep(base, max);
  });
  const oneLane = await withServer({ ACCEPT_LANES: '1' }, async (base) => {
    await capacity(base, 8, 2); // warm-up
    return sweep(base, max);
  });
  printSweep('one accept lane (baseline)', max, oneLane);
  printSweep('default accept lanes', max, lanes);
  console.log(verdict('one lane', oneLane));
  console.log(verdict('default lanes', lanes));
}
