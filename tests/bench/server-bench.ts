/**
 * npm run bench:server — on loopback, with the embedded database (or DATABASE_URL):
 *  1. order submissions (POST add_order, recounted by the engine, booked in the ledger):
 *     latency percentiles at a fixed 300 orders/s, then the highest rate with 16 connections;
 *  2. the time to draw and settle one issue with 100,000 open bets (1,000 users);
 *  3. several processes, side by side on one PostgreSQL: one process vs two processes with
 *     Redis — the highest paced order rate whose p99 stays under 50 ms, and the time until
 *     the last of 2,000 connected sockets has a draw broadcast. Without DATABASE_URL and
 *     REDIS_URL this part runs on throwaway ones (tests/support/ensure-*.sh).
 *  4. transfers (POST cbPointTransfer, fund password checked, one journal each): the highest
 *     paced rate whose p99 stays under 50 ms, beside the same sweep of getPlayerBalance (an
 *     authenticated one-row read) as the baseline;
 *  5. checkLedger at 1 million journals (2 million entries, seeded set-based), beside
 *     checkLedger at 100,000 journals and one plain scan of the entries as baselines.
 * Targets (2 cores): p99 < 50 ms at 300 orders/s; 100k bets settled in < 5 s.
 * The clock is frozen inside one issue's sales window so every order stays valid.
 * BENCH_PART=orders|settle|cluster|transfers|ledger runs one part.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { lotteryPaths, socketPath, transferPaths, walletPaths } from '../../contract/paths';
import { socketEvents } from '../../contract/socket';
import { addMinor, minorUnits, type MinorUnits, negateMinor, stakeOf, sumMinor, toMinorUnits } from '../../rules/money';
import { ManualClock } from '../../server/clock';
import { openDatabase } from '../../server/db/client';
import { deposit } from '../../server/db/seed';
import { postJournal, SYSTEM_IDS, systemAccounts } from '../../server/domains/wallet/ledger';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { hashSecret } from '../../server/domains/users/passwords';
import { insertUser } from '../../server/domains/users/queries';
import { insertOrders, type NewOrder } from '../../server/domains/lottery/queries';
import { buildApp } from '../../server/app';
import { hashToken } from '../../server/plugins/session';
import { RedisServices } from '../../server/redis/services';
import type { UserId } from '../../server/db/ids';

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
  const response = await fetch(`${base}/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ cn, password }),
  });
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
    await deposit(handle.db, id, minorUnits(1_000_000_000_000), `bench:${i}`, T0);
    cookies.push(await login(base, `bench${i}`, 'bench1234'));
  }
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.stdout.write(`${JSON.stringify({ base, cookies })}\n`);
  process.on('message', async (message) => {
    if (message !== 'report') return;
    const ok = await handle.db
      .selectFrom('orders')
      .select(sql<number>`COUNT(*)::bigint`.as('n'))
      .executeTakeFirstOrThrow();
    const ledger = await checkLedger(handle.db);
    process.send!({ orders: ok.n, ledgerOk: ledger.ok, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 });
  });
}

/**
 * An open-loop generator: request i leaves at t0 + i / rate whatever happened before, and
 * its latency counts from that scheduled time (no coordinated omission). Keep-alive sockets.
 */
async function pacedLoad(bases: string | string[], rate: number, duration: number, request: () => autocannon.Request, okPrefix = '{"code":1') {
  // Several servers: request i goes to server i mod n (a round-robin balancer).
  const urls = (Array.isArray(bases) ? bases : [bases]).map((b) => new URL(b));
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
    const url = urls[i % urls.length]!;
    pending.push(
      new Promise<void>((resolve) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: r.path,
            method: r.method,
            headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body ?? '') },
            agent,
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => {
              latencies.push(performance.now() - due);
              if (res.statusCode !== 200 || !text.startsWith(okPrefix)) failures++;
              resolve();
            });
          },
        );
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

/** add_order requests for the issue on sale: two engine-recounted lines, the players' sessions in turn. */
async function orderRequests(base: string, cookies: string[]): Promise<() => autocannon.Request> {
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
  return () => ({
    method: 'POST',
    path: lotteryPaths.addOrder,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: cookies[n++ % cookies.length]! },
    body,
  });
}

async function benchOrders() {
  const extra = process.env.BENCH_TRACE_GC ? ['--trace-gc'] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...extra, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  if (process.env.BENCH_TRACE_GC)
    child.stdout!.on('data', (c: Buffer) => {
      for (const l of c.toString().split('\n')) if (/Mark-Compact|Scavenge/.test(l)) gcLines.push(l);
    });
  const { base, cookies } = await new Promise<{ base: string; cookies: string[] }>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const found = buffer.split('\n').find((l) => l.startsWith('{"base"'));
      if (found) resolve(JSON.parse(found));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const request = await orderRequests(base, cookies);
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
    `${name}: ${r.requests.average.toFixed(0)} orders/s, latency p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms, ` +
    `max ${r.latency.max} ms; non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`;
  console.log(
    `add_order paced at 300/s (open loop, latency from the scheduled send time): ${paced.rate.toFixed(0)} orders/s, ` +
      `p50 ${paced.p50.toFixed(1)} ms, p90 ${paced.p90.toFixed(1)} ms, p99 ${paced.p99.toFixed(1)} ms, ` +
      `max ${paced.max.toFixed(1)} ms; failures ${paced.failures}`,
  );
  console.log(line('add_order at 300/s (autocannon overallRate: bursts at each second)', fixed));
  console.log(line('add_order max rate', max));
  if (process.env.BENCH_TRACE_GC) {
    const pauses = gcLines.map((l) => ({ kind: /Mark-Compact/.test(l) ? 'mc' : 'sc', ms: Number(/, ([\d.]+) \/ [\d.]+ ms/.exec(l)?.[1] ?? 0) }));
    const [markCompacts, scavenges] = ['mc', 'sc'].map((kind) => pauses.filter((p) => p.kind === kind).map((p) => p.ms)) as [number[], number[]];
    console.log(
      `GC: ${markCompacts.length} mark-compact (max ${Math.max(0, ...markCompacts)} ms), ${scavenges.length} scavenges (max ${Math.max(0, ...scavenges)} ms)`,
    );
  }
  console.log(
    `orders booked: ${report.orders}; ledger ok: ${report.ledgerOk}; ` +
      `server event-loop delay p99 ${report.loopP99.toFixed(0)} ms, max ${report.loopMax.toFixed(0)} ms`,
  );
}

async function benchSettlement(count = 100_000, users = 1000) {
  const { handle, clock, app } = await setup();
  const passwordHash = await hashSecret('bench1234', 2 ** 10);
  const issueRow = await handle.db
    .selectFrom('issues')
    .selectAll()
    .where('lottery', '=', L)
    .where('sale_start', '<=', T0)
    .where('sale_close', '>', T0)
    .executeTakeFirstOrThrow();
  const userIds: UserId[] = [];
  await handle.db.transaction().execute(async (tx) => {
    for (let i = 0; i < users; i++) {
      const row = await tx
        .insertInto('users')
        .values({
          username: `s${i}`,
          nickname: `s${i}`,
          password_hash: passwordHash,
          pay_password_hash: null,
          user_type: 0,
          parent_id: null,
          invite_code: null,
          security_questions: null,
          security_answers: null,
          created_at: T0,
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
  const stakeByUser = new Map<UserId, MinorUnits>();
  for (let i = 0; i < count; i++) {
    const p = plays[i % plays.length]!;
    const user = userIds[i % users]!;
    const amount = toMinorUnits(stakeOf(p.nums, '0.2', 1));
    stakeByUser.set(user, addMinor(stakeByUser.get(user) ?? minorUnits(0), amount));
    orders.push({
      order_no: `B${i}`,
      user_id: user,
      lottery: L,
      issue_no: issueRow.issue_no,
      method: p.method,
      code: p.code,
      position: null,
      nums: p.nums,
      piece: 1,
      price: '0.2',
      amount,
      odds: p.odds,
      point: '0',
      bonuses: p.bonuses,
      bet_type: 2,
      trace_id: null,
      created_at: T0,
    });
  }
  // Fund and escrow the stakes through the ledger, as add_order would.
  for (const [user, amount] of stakeByUser) await deposit(handle.db, user, amount, `fund:${user}`, T0);
  const sys = await systemAccounts(handle.db);
  const accounts = await handle.db.selectFrom('accounts').select(['id', 'user_id']).where('kind', '=', 'main').execute();
  const accountOf = new Map(accounts.map((a) => [a.user_id!, a.id]));
  const total = sumMinor(stakeByUser.values());
  await handle.db.transaction().execute(async (tx) => {
    await insertOrders(tx, orders);
    await postJournal(tx, {
      kind: 'bet',
      idemKey: 'bench-bets',
      now: T0,
      postings: [
        { accountId: sys['sys:bet_escrow'], amount: total },
        ...[...stakeByUser].map(([u, a]) => ({ accountId: accountOf.get(u)!, amount: negateMinor(a) })),
      ],
    });
  });
  clock.set(issueRow.draw_at);
  const started = performance.now();
  const drawn = await app.scheduler.drawIssue(L, issueRow.issue_no, clock.now());
  const ms = performance.now() - started;
  const won = await handle.db
    .selectFrom('orders')
    .select(sql<number>`COUNT(*)::bigint`.as('n'))
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  const ledger = await checkLedger(handle.db);
  console.log(
    `settle ${count.toLocaleString('en')} open bets (${users} users) in one draw: ${ms.toFixed(0)} ms ` +
      `(draw ${drawn?.code}, ${won.n} winning orders); ledger ok: ${ledger.ok}`,
  );
  await app.close();
  await handle.close();
  return ms;
}

// ------------------------------------------------------------------ several processes

const FAN_OUT_CLIENTS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 5);
const SWEEP_RATES = [50, 100, 150, 200, 250, 300, 400, 500, 600, 800];

/** A cluster member: the app over the shared PostgreSQL, with the Redis adapter when BENCH_REDIS=1. */
async function serveClusterMember() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 16, skipMigrations: true });
  const redis = process.env.BENCH_REDIS === '1' ? await RedisServices.connect(process.env.REDIS_URL!) : undefined;
  const app = await buildApp({ db: handle.db, clock: new ManualClock(T0), config: { scryptN: 2 ** 10, tickMs: 0, warmOdds: false }, redis });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.on('message', (message) => {
    if (message !== 'draw') return;
    app.realtime.broadcast(socketEvents.draw, { lottery: L, issue: 'bench', code: '1,2,3', seed: 'bench', seedHash: 'bench' });
  });
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` })}\n`);
}

function startMember(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...env, BENCH_ROLE: 'member' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const found = buffer.split('\n').find((l) => l.startsWith('{"base"'));
      if (found) resolve({ base: (JSON.parse(found) as { base: string }).base, child });
    });
    child.on('exit', (code) => reject(new Error(`cluster member exited ${code}`)));
  });
}

/** The highest of SWEEP_RATES whose paced run keeps p99 < 50 ms with no failure (each rate for SWEEP_SECONDS). */
async function highestRateUnder50(bases: string[], request: () => autocannon.Request, okPrefix?: string) {
  let best: Awaited<ReturnType<typeof pacedLoad>> | undefined;
  const steps: string[] = [];
  for (const rate of SWEEP_RATES) {
    const r = await pacedLoad(bases, rate, SWEEP_SECONDS, request, okPrefix);
    steps.push(`${rate}/s → p99 ${r.p99.toFixed(1)} ms${r.failures ? `, ${r.failures} failed` : ''}`);
    if (r.p99 >= 50 || r.failures > 0 || r.rate < rate * 0.95) break;
    best = r;
  }
  return { best, steps };
}

/** Connects `tokens.length` sockets spread over `bases`, then times `rounds` broadcasts until the last socket has each. */
async function fanOut(bases: string[], tokens: string[], broadcast: () => void, rounds = 3) {
  const sockets: Socket[] = [];
  const connectStarted = performance.now();
  for (let i = 0; i < tokens.length; i += 200) {
    await Promise.all(
      tokens.slice(i, i + 200).map(
        (token, j) =>
          new Promise<void>((resolve, reject) => {
            const socket = connectSocket(bases[(i + j) % bases.length]!, {
              path: socketPath,
              transports: ['websocket'],
              extraHeaders: { cookie: `sid=${token}` },
              reconnection: false,
              forceNew: true,
            });
            sockets.push(socket);
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );
  }
  const connectMs = performance.now() - connectStarted;
  const lastMs: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    let pending = sockets.length;
    const started = performance.now();
    const done = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${pending} sockets missed the draw`)), 30_000);
      for (const socket of sockets)
        socket.once(socketEvents.draw, () => {
          if (--pending === 0) {
            clearTimeout(timer);
            resolve(performance.now() - started);
          }
        });
    });
    broadcast();
    const ms = await done;
    if (round > 0) lastMs.push(ms); // round 0 warms up
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const socket of sockets) socket.close();
  lastMs.sort((a, b) => a - b);
  return { connectMs, median: lastMs[Math.floor(lastMs.length / 2)]!, max: lastMs[lastMs.length - 1]! };
}

async function benchCluster() {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `bench_cluster_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = process.env.DATABASE_URL!.replace(/\/[^/]*$/, `/${name}`);
  const members: ChildProcess[] = [];
  try {
    const handle = await openDatabase({ url, poolSize: 4 });
    // Players and sessions straight in the database (the handshake and orders look them up).
    const passwordHash = await hashSecret('bench1234', 2 ** 10);
    const players: UserId[] = [];
    for (let i = 0; i < 16; i++) {
      const id = (await insertUser(handle.db, { username: `bench${i}`, passwordHash, userType: 0, now: T0 }))!;
      await deposit(handle.db, id, minorUnits(1_000_000_000_000), `bench:${i}`, T0);
      players.push(id);
    }
    const tokens = Array.from({ length: 16 + FAN_OUT_CLIENTS }, () => crypto.randomBytes(32).toString('base64url'));
    for (let i = 0; i < tokens.length; i += 500)
      await handle.db
        .insertInto('sessions')
        .values(
          tokens.slice(i, i + 500).map((token, j) => ({
            token_hash: hashToken(token),
            user_id: players[(i + j) % players.length]!,
            created_at: T0,
            last_seen_at: T0,
            expires_at: T0 + 86_400_000,
          })),
        )
        .execute();
    await handle.close();
    const cookies = tokens.slice(0, 16).map((t) => `sid=${t}`);
    const socketTokens = tokens.slice(16);

    const results: Array<{ label: string; rate: Awaited<ReturnType<typeof highestRateUnder50>>; fan: Awaited<ReturnType<typeof fanOut>> }> = [];
    for (const { label, count, redis } of [
      { label: '1 process', count: 1, redis: '0' },
      { label: '2 processes + Redis', count: 2, redis: '1' },
    ]) {
      const started = await Promise.all(Array.from({ length: count }, () => startMember({ DATABASE_URL: url, BENCH_REDIS: redis })));
      members.push(...started.map((m) => m.child));
      const bases = started.map((m) => m.base);
      const request = await orderRequests(bases[0]!, cookies);
      await pacedLoad(bases, 100, 3, request); // warm-up
      const rate = await highestRateUnder50(bases, request);
      const fan = await fanOut(bases, socketTokens, () => started[0]!.child.send('draw'));
      results.push({ label, rate, fan });
      for (const m of started) m.child.kill('SIGTERM');
      await Promise.all(started.map((m) => new Promise((r) => (m.child.exitCode !== null ? r(null) : m.child.once('exit', r)))));
    }
    const check = await openDatabase({ url, poolSize: 1, skipMigrations: true });
    const ledger = await checkLedger(check.db);
    await check.close();
    console.log(`several processes on one PostgreSQL (paced add_order, ${SWEEP_SECONDS} s per rate; ${FAN_OUT_CLIENTS} sockets in the bench process):`);
    for (const { label, rate, fan } of results) {
      const best = rate.best
        ? `${rate.best.rate.toFixed(0)} orders/s (p50 ${rate.best.p50.toFixed(1)}, p99 ${rate.best.p99.toFixed(1)} ms)`
        : `none of ${SWEEP_RATES[0]}/s and up`;
      console.log(`  ${label}: highest rate with p99 < 50 ms: ${best} [${rate.steps.join('; ')}]`);
      console.log(
        `  ${label}: draw to ${FAN_OUT_CLIENTS} sockets, last one has it after ${fan.median.toFixed(0)} ms ` +
          `(median of 3; max ${fan.max.toFixed(0)} ms); connecting them took ${fan.connectMs.toFixed(0)} ms`,
      );
    }
    console.log(`  ledger ok after both: ${ledger.ok}`);
  } finally {
    for (const child of members) if (child.exitCode === null) child.kill('SIGKILL');
    // Let closing connections finish first: FORCE would send them an error after their pool let go.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: string }>('SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (Number(rows[0]!.n) === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

const TRANSFER_PLAYERS = 16;
const BENCH_PAY_PASSWORD = 'pay12345';

/** The transfer part's server process: players with a fund password and a large main balance. */
async function serveTransfers() {
  const { handle, base } = await setup();
  const passwordHash = await hashSecret('bench1234', 2 ** 10);
  const payHash = await hashSecret(BENCH_PAY_PASSWORD, 2 ** 10);
  const cookies: string[] = [];
  for (let i = 0; i < TRANSFER_PLAYERS; i++) {
    const id = (await insertUser(handle.db, { username: `transfer${i}`, passwordHash, userType: 0, now: T0 }))!;
    await handle.db.updateTable('users').set({ pay_password_hash: payHash }).where('id', '=', id).execute();
    await deposit(handle.db, id, minorUnits(1_000_000_000_000), `bench:transfer${i}`, T0);
    cookies.push(await login(base, `transfer${i}`, 'bench1234'));
  }
  process.stdout.write(`${JSON.stringify({ base, cookies })}\n`);
  process.on('message', async (message) => {
    if (message !== 'report') return;
    const booked = await handle.db
      .selectFrom('transfers')
      .select(sql<number>`COUNT(*)::bigint`.as('n'))
      .executeTakeFirstOrThrow();
    const ledger = await checkLedger(handle.db);
    process.send!({ transfers: booked.n, ledgerOk: ledger.ok });
  });
}

async function benchTransfers() {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_ROLE: 'transfer-server' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const { base, cookies } = await new Promise<{ base: string; cookies: string[] }>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const found = buffer.split('\n').find((l) => l.startsWith('{"base"'));
      if (found) resolve(JSON.parse(found));
    });
    child.on('exit', (code) => reject(new Error(`transfer server exited ${code}`)));
  });
  let n = 0;
  const headers = () => ({ 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: cookies[n++ % cookies.length]! });
  // Main → game and back in turn, so no wallet runs dry whatever the rate.
  const transfer = (): autocannon.Request => {
    const out = n % 2 === 0;
    return {
      method: 'POST',
      path: transferPaths.transfer,
      headers: headers(),
      body: JSON.stringify({ turnOut: out ? 'sobet_01' : 'ag_01', turnIn: out ? 'ag_01' : 'sobet_01', cash: '1', payPassword: BENCH_PAY_PASSWORD }),
    };
  };
  const balance = (): autocannon.Request => ({ method: 'GET', path: `${walletPaths.balance}?cbId=sobet_01`, headers: headers() });
  // Warm-up: every player has money in AG before the sweep, and the routes are compiled.
  for (const cookie of cookies)
    await fetch(`${base}${transferPaths.transfer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
      body: JSON.stringify({ turnOut: 'sobet_01', turnIn: 'ag_01', cash: '100000', payPassword: BENCH_PAY_PASSWORD }),
    });
  await pacedLoad(base, 50, 2, balance, '{"code":0');
  await pacedLoad(base, 50, 2, transfer, '{"code":0');
  const baseline = await highestRateUnder50([base], balance, '{"code":0');
  const transfers = await highestRateUnder50([base], transfer, '{"code":0');
  const report = await new Promise<{ transfers: number; ledgerOk: boolean }>((resolve) => {
    child.once('message', (m) => resolve(m as { transfers: number; ledgerOk: boolean }));
    child.send('report');
  });
  child.kill('SIGTERM');
  const best = (r: Awaited<ReturnType<typeof highestRateUnder50>>) =>
    r.best ? `${r.best.rate.toFixed(0)}/s (p50 ${r.best.p50.toFixed(1)} ms, p99 ${r.best.p99.toFixed(1)} ms)` : 'none';
  console.log(`transfers (paced, ${SWEEP_SECONDS} s per rate): highest rate with p99 < 50 ms: ${best(transfers)} [${transfers.steps.join('; ')}]`);
  console.log(`  baseline getPlayerBalance, same sweep: ${best(baseline)} [${baseline.steps.join('; ')}]`);
  console.log(`  transfers booked: ${report.transfers}; ledger ok: ${report.ledgerOk}`);
}

/**
 * Grows the ledger with `count` more journals of two entries each (sys:external → one of the
 * bench players' main accounts), set-based, and brings the cached balances along.
 */
async function growLedger(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number, players: number) {
  const from = (await sql<{ n: number }>`SELECT COALESCE(MAX(id), 0)::bigint AS n FROM journal`.execute(db)).rows[0]!.n;
  await sql`INSERT INTO journal (kind, idem_key, created_at)
    SELECT 'bench', 'bench:' || (${from}::bigint + g), ${T0} FROM generate_series(1, ${count}) g`.execute(db);
  await sql`
    WITH players AS (SELECT id, (row_number() OVER (ORDER BY id) - 1) AS n FROM accounts WHERE kind = 'main' AND user_id IS NOT NULL)
    INSERT INTO entries (journal_id, account_id, amount)
    SELECT j.id, CASE WHEN s.side = 0 THEN ${SYSTEM_IDS['sys:external']} ELSE p.id END, CASE WHEN s.side = 0 THEN -100 ELSE 100 END
    FROM journal j JOIN players p ON p.n = j.id % ${players} CROSS JOIN (VALUES (0), (1)) AS s(side)
    WHERE j.id > ${from}`.execute(db);
  await sql`
    UPDATE accounts a SET balance = a.balance + t.total, version = a.version + 1
    FROM (SELECT e.account_id, SUM(e.amount) AS total FROM entries e WHERE e.journal_id > ${from} GROUP BY e.account_id) t
    WHERE a.id = t.account_id`.execute(db);
}

async function benchLedgerCheck(players = 1000) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 4 } : { dataDir });
  await sql`INSERT INTO users (username, password_hash, created_at) SELECT 'ledger' || g, 'x', ${T0} FROM generate_series(1, ${players}) g`.execute(handle.db);
  await sql`INSERT INTO accounts (user_id, kind) SELECT id, 'main' FROM users WHERE username LIKE 'ledger%'`.execute(handle.db);
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { ms: performance.now() - started, result };
  };
  const seedSmall = await timed(() => growLedger(handle.db, 100_000, players));
  const small = await timed(() => checkLedger(handle.db));
  const seedLarge = await timed(() => growLedger(handle.db, 900_000, players));
  const large = await timed(() => checkLedger(handle.db));
  const scan = await timed(() => sql`SELECT SUM(amount)::bigint AS total FROM entries`.execute(handle.db));
  console.log(`checkLedger at 1,000,000 journals (2,000,000 entries, ${players} players): ${large.ms.toFixed(0)} ms; ok: ${large.result.ok}`);
  console.log(
    `  baselines: checkLedger at 100,000 journals ${small.ms.toFixed(0)} ms (ok: ${small.result.ok}); ` +
      `one scan of the 2,000,000 entries (SUM) ${scan.ms.toFixed(0)} ms`,
  );
  console.log(`  seeding (set-based SQL): 100,000 journals in ${(seedSmall.ms / 1000).toFixed(1)} s, 900,000 more in ${(seedLarge.ms / 1000).toFixed(1)} s`);
  await handle.close();
}

/** The cluster part needs PostgreSQL and Redis: without them, rerun it on throwaway ones. */
function benchClusterOnThrowaways(): void {
  const root = path.resolve(import.meta.dirname, '../..');
  const result = spawnSync(
    'bash',
    ['tests/support/ensure-postgres.sh', 'bash', 'tests/support/ensure-redis.sh', process.execPath, ...process.execArgv, fileURLToPath(import.meta.url)],
    { cwd: root, env: { ...process.env, BENCH_PART: 'cluster' }, stdio: 'inherit' },
  );
  if (result.status !== 0)
    console.log(
      `cluster part failed (exit ${result.status}); it needs PostgreSQL and Redis: ` +
        'bash tests/support/ensure-postgres.sh bash tests/support/ensure-redis.sh npm run bench:server',
    );
}

if (process.env.BENCH_ROLE === 'server') {
  await serveOrders();
} else if (process.env.BENCH_ROLE === 'transfer-server') {
  await serveTransfers();
} else if (process.env.BENCH_ROLE === 'member') {
  await serveClusterMember();
} else if (process.env.BENCH_PART === 'cluster') {
  if (process.env.DATABASE_URL && process.env.REDIS_URL) await benchCluster();
  else benchClusterOnThrowaways();
} else {
  console.log(`server bench on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, Node ${process.version}`);
  const part = process.env.BENCH_PART ?? 'all';
  if (part === 'all' || part === 'orders') await benchOrders();
  if (part === 'all' || part === 'settle') await benchSettlement();
  if (part === 'all' || part === 'transfers') await benchTransfers();
  if (part === 'all' || part === 'ledger') await benchLedgerCheck();
  if (part === 'all') {
    if (process.env.DATABASE_URL && process.env.REDIS_URL) await benchCluster();
    else benchClusterOnThrowaways();
  }
}
