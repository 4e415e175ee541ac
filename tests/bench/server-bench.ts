/**
 * npm run bench:server — on loopback, with the embedded database (or DATABASE_URL):
 *  1. order submissions (POST add_order, recounted by the engine, booked in the ledger):
 *     latency percentiles at a fixed 300 orders/s, then the highest rate with 16 connections;
 *  2. the time to draw and settle one issue with 100,000 open bets (1,000 users).
 * Targets (2 cores): p99 < 50 ms at 300 orders/s; 100k bets settled in < 5 s.
 * The clock is frozen inside one issue's sales window so every order stays valid.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { lotteryPaths } from '../../contract/paths';
import { stakeOf, toMinorUnits } from '../../engine-worker/orders/money';
import { ManualClock } from '../../server/clock';
import { openDatabase } from '../../server/db/client';
import { deposit } from '../../server/db/seed';
import { postJournal, systemAccounts } from '../../server/domains/wallet/ledger';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { hashSecret } from '../../server/domains/session/passwords';
import { insertUser } from '../../server/domains/session/queries';
import { insertOrders, type NewOrder } from '../../server/domains/lottery/queries';
import { buildApp } from '../../server/app';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const T0 = Date.UTC(2026, 10, 22, 4, 0, 10);
const L = 'JSK3';

async function setup() {
  // PGlite on disk, as `npm start` runs it (a temp folder, removed at exit).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-'));
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 16 } : { dataDir });
  const clock = new ManualClock(T0);
  // Steady state: no background odds warm-up (a one-time start-up cost of a few seconds) inside the measured window.
  const app = await buildApp({ db: handle.db, clock, config: { scryptN: 2 ** 10, tickMs: 0, warmOdds: false } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { handle, clock, app, base };
}

async function login(base: string, cn: string, password: string): Promise<string> {
  const response = await fetch(`${base}/sso/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ cn, password }) });
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** The order server runs in its own process (as `npm start` would), so autocannon does not share its core. */
async function serveOrders() {
  const { handle, base } = await setup();
  const passwordHash = await hashSecret('bench1234', 2 ** 10);
  const cookies: string[] = [];
  for (let i = 0; i < 16; i++) {
    const id = (await insertUser(handle.db, { username: `bench${i}`, passwordHash, userType: 0, now: T0 }))!;
    await deposit(handle.db, id, 1_000_000_000_000, `bench:${i}`, T0);
    cookies.push(await login(base, `bench${i}`, 'bench1234'));
  }
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.stdout.write(`${JSON.stringify({ base, cookies })}\n`);
  process.on('message', async (message) => {
    if (message !== 'report') return;
    const ok = await handle.db.selectFrom('orders').select(sql<number>`COUNT(*)::bigint`.as('n')).executeTakeFirstOrThrow();
    const ledger = await checkLedger(handle.db);
    process.send!({ orders: ok.n, ledgerOk: ledger.ok, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 });
  });
}

/**
 * An open-loop generator: request i leaves at t0 + i / rate whatever happened before, and
 * its latency counts from that scheduled time (no coordinated omission). Keep-alive sockets.
 */
async function pacedLoad(base: string, rate: number, duration: number, request: () => autocannon.Request) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * duration);
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const r = request();
    pending.push(
      new Promise<void>((resolve) => {
        const req = http.request({ host: url.hostname, port: url.port, path: r.path, method: r.method, headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body ?? '') }, agent }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode !== 200 || !text.startsWith('{"code":1')) failures++;
            resolve();
          });
        });
        req.on('error', () => {
          failures++;
          resolve();
        });
        req.end(r.body);
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rate: total / elapsed, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: latencies[latencies.length - 1]!, failures };
}

const gcLines: string[] = [];

async function benchOrders() {
  const extra = process.env.BENCH_TRACE_GC ? ['--trace-gc'] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...extra, fileURLToPath(import.meta.url)], { env: { ...process.env, BENCH_ROLE: 'server' }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  if (process.env.BENCH_TRACE_GC) child.stdout!.on('data', (c: Buffer) => { for (const l of c.toString().split('\n')) if (/Mark-Compact|Scavenge/.test(l)) gcLines.push(l); });
  const { base, cookies } = await new Promise<{ base: string; cookies: string[] }>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const found = buffer.split('\n').find((l) => l.startsWith('{"base"'));
      if (found) resolve(JSON.parse(found));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const issue = ((await (await fetch(`${base}${lotteryPaths.issue}?lottery=${L}`)).json()) as { result: { issue: string } }).result.issue;
  const body = JSON.stringify({
    lottery: L,
    issue,
    betType: 2,
    sourceType: 0,
    order: JSON.stringify([
      { method: 'bth3_bth3_fs', code: '1,2,3,4', nums: 4, amount: '8', piece: 1, price: '2', odds: '70.56', point: '0' },
      { method: 'hz_hz_hz', code: '9,10,11,12', nums: 4, amount: '0.8', piece: 1, price: '0.2', odds: '423.36', point: '0' },
    ]),
  });
  let n = 0;
  const request = (): autocannon.Request => ({
    method: 'POST',
    path: lotteryPaths.addOrder,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: cookies[n++ % cookies.length]! },
    body,
  });
  await run({ url: base, connections: 4, amount: 500, requests: [{ setupRequest: () => request() }] }); // warm-up
  const paced = await pacedLoad(base, 300, seconds, request);
  const fixed = await run({ url: base, connections: 16, overallRate: 300, duration: seconds, requests: [{ setupRequest: () => request() }] });
  const max = await run({ url: base, connections: 16, duration: seconds, requests: [{ setupRequest: () => request() }] });
  const report = await new Promise<{ orders: number; ledgerOk: boolean; loopP99: number; loopMax: number }>((resolve) => {
    child.once('message', (m) => resolve(m as { orders: number; ledgerOk: boolean; loopP99: number; loopMax: number }));
    child.send('report');
  });
  child.kill('SIGTERM');
  const line = (name: string, r: autocannon.Result) =>
    `${name}: ${r.requests.average.toFixed(0)} orders/s, latency p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`;
  console.log(
    `add_order paced at 300/s (open loop, latency from the scheduled send time): ${paced.rate.toFixed(0)} orders/s, p50 ${paced.p50.toFixed(1)} ms, p90 ${paced.p90.toFixed(1)} ms, p99 ${paced.p99.toFixed(1)} ms, max ${paced.max.toFixed(1)} ms; failures ${paced.failures}`,
  );
  console.log(line('add_order at 300/s (autocannon overallRate: bursts at each second)', fixed));
  console.log(line('add_order max rate', max));
  if (process.env.BENCH_TRACE_GC) {
    const pauses = gcLines.map((l) => ({ kind: /Mark-Compact/.test(l) ? 'mc' : 'sc', ms: Number(/, ([\d.]+) \/ [\d.]+ ms/.exec(l)?.[1] ?? 0) }));
    console.log(`GC: ${pauses.filter((p) => p.kind === 'mc').length} mark-compact (max ${Math.max(0, ...pauses.filter((p) => p.kind === 'mc').map((p) => p.ms))} ms), ${pauses.filter((p) => p.kind === 'sc').length} scavenges (max ${Math.max(0, ...pauses.filter((p) => p.kind === 'sc').map((p) => p.ms))} ms)`);
  }
  console.log(`orders booked: ${report.orders}; ledger ok: ${report.ledgerOk}; server event-loop delay p99 ${report.loopP99.toFixed(0)} ms, max ${report.loopMax.toFixed(0)} ms`);
}

async function benchSettlement(count = 100_000, users = 1000) {
  const { handle, clock, app } = await setup();
  const passwordHash = await hashSecret('bench1234', 2 ** 10);
  const issueRow = await handle.db.selectFrom('issues').selectAll().where('lottery', '=', L).where('sale_start', '<=', T0).where('sale_close', '>', T0).executeTakeFirstOrThrow();
  const userIds: number[] = [];
  await handle.db.transaction().execute(async (tx) => {
    for (let i = 0; i < users; i++) {
      const row = await tx.insertInto('users').values({ username: `s${i}`, nickname: `s${i}`, password_hash: passwordHash, pay_password_hash: null, user_type: 0, parent_id: null, invite_code: null, security_questions: null, security_answers: null, created_at: T0, last_login_at: null }).returning('id').executeTakeFirstOrThrow();
      await tx.insertInto('accounts').values({ user_id: row.id, kind: 'main' }).execute();
      userIds.push(row.id);
    }
  });
  const plays = [
    { method: 'bth3_bth3_fs', code: '1,2,3,4', nums: 4, odds: '70.56', bonuses: '{"t":"A","l":["70.56"]}' },
    { method: 'hz_hz_hz', code: '9,10,11,12', nums: 4, odds: '423.36', bonuses: '{"t":"A","l":["423.36"]}' },
    { method: 'dxds_dxds_dxds', code: '0,2', nums: 2, odds: '3.92', bonuses: '{"t":"A","l":["3.92"]}' },
  ];
  const orders: NewOrder[] = [];
  const stakeByUser = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const p = plays[i % plays.length]!;
    const user = userIds[i % users]!;
    const amount = Number(toMinorUnits(stakeOf(p.nums, '0.2', 1)));
    stakeByUser.set(user, (stakeByUser.get(user) ?? 0) + amount);
    orders.push({ order_no: `B${i}`, user_id: user, lottery: L, issue_no: issueRow.issue_no, method: p.method, code: p.code, position: null, nums: p.nums, piece: 1, price: '0.2', amount, odds: p.odds, point: '0', bonuses: p.bonuses, bet_type: 2, trace_id: null, created_at: T0 });
  }
  // Fund and escrow the stakes through the ledger, as add_order would.
  for (const [user, amount] of stakeByUser) await deposit(handle.db, user, amount, `fund:${user}`, T0);
  const sys = await systemAccounts(handle.db);
  const accounts = await handle.db.selectFrom('accounts').select(['id', 'user_id']).where('kind', '=', 'main').execute();
  const accountOf = new Map(accounts.map((a) => [a.user_id!, a.id]));
  const total = [...stakeByUser.values()].reduce((a, b) => a + b, 0);
  await handle.db.transaction().execute(async (tx) => {
    await insertOrders(tx, orders);
    await postJournal(tx, { kind: 'bet', idemKey: 'bench-bets', now: T0, postings: [{ accountId: sys['sys:bet_escrow'], amount: total }, ...[...stakeByUser].map(([u, a]) => ({ accountId: accountOf.get(u)!, amount: -a }))] });
  });
  clock.set(issueRow.draw_at);
  const started = performance.now();
  const drawn = await app.scheduler.drawIssue(L, issueRow.issue_no, clock.now());
  const ms = performance.now() - started;
  const won = await handle.db.selectFrom('orders').select(sql<number>`COUNT(*)::bigint`.as('n')).where('status', '=', 1).executeTakeFirstOrThrow();
  const ledger = await checkLedger(handle.db);
  console.log(`settle ${count.toLocaleString('en')} open bets (${users} users) in one draw: ${ms.toFixed(0)} ms (draw ${drawn?.code}, ${won.n} winning orders); ledger ok: ${ledger.ok}`);
  await app.close();
  await handle.close();
  return ms;
}

if (process.env.BENCH_ROLE === 'server') {
  await serveOrders();
} else {
console.log(`server bench on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, Node ${process.version}`);
const part = process.env.BENCH_PART ?? 'all';
if (part !== 'settle') await benchOrders();
if (part !== 'orders') await benchSettlement();
}
