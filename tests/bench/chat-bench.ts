/**
 * npm run bench:chat — chat over real server processes (server/main.ts) on one PostgreSQL:
 *  - one process, then two processes sharing Redis (the Redis Streams socket adapter);
 *  - each with 2,000 connected clients (1,000 agent/player pairs; with two processes the two
 *    members of a pair sit on different processes);
 *  - messages per second: a closed loop of BENCH_WINDOW sends in flight (acks counted);
 *  - delivery latency from emit to the recipient's handler, paced at BENCH_RATE messages/s:
 *    first with only 100 clients connected (the baseline of this run, after a discarded
 *    warm-up phase), then with all 2,000.
 * Needs DATABASE_URL and REDIS_URL (the npm script starts throwaway ones).
 * BENCH_SECONDS (default 8) sets each measured phase's length.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { MSG_TYPE, type ChatAck, type ChatMessage } from '../../contract/chat';
import { socketPath } from '../../contract/paths';
import { openDatabase } from '../../server/db/client';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/session';
import { startServerProcess, type RunningServer } from '../support/start-server';
import type { UserId } from '../../server/db/ids';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const window = Number(process.env.BENCH_WINDOW ?? 64);
const rate = Number(process.env.BENCH_RATE ?? 50);
/** Pairs connected for the baseline (each user stays far below the flood limit). */
const BASELINE_PAIRS = 50;
const PAIRS = 1000;

interface Client {
  id: number;
  cookie: string;
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void>; pairs: Array<[Client, Client]> }> {
  const base = process.env.DATABASE_URL!;
  const name = `bench_chat_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = base.replace(/\/[^/]*$/, `/${name}`);
  const handle = await openDatabase({ url, poolSize: 4 });
  const now = Date.now();
  const user = (username: string, parent: UserId | null) => ({
    username,
    nickname: username,
    password_hash: 'x',
    pay_password_hash: null,
    user_type: parent === null ? 1 : 0,
    parent_id: parent,
    invite_code: null,
    security_questions: null,
    security_answers: null,
    created_at: now,
    last_login_at: null,
  });
  const agents = await handle.db
    .insertInto('users')
    .values(Array.from({ length: PAIRS }, (_, i) => user(`ag${i}`, null)))
    .returning('id')
    .execute();
  const players = await handle.db
    .insertInto('users')
    .values(agents.map((a, i) => user(`pl${i}`, a.id)))
    .returning('id')
    .execute();
  const session = async (id: UserId): Promise<Client> => {
    const token = randomBytes(32).toString('base64url');
    await handle.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: id, created_at: now, last_seen_at: now, expires_at: now + 86_400_000 })
      .execute();
    return { id, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const pairs: Array<[Client, Client]> = [];
  for (let i = 0; i < PAIRS; i++) pairs.push([await session(agents[i]!.id), await session(players[i]!.id)]);
  await handle.close();
  return {
    url,
    pairs,
    drop: async () => {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function open(server: RunningServer, client: Client): Promise<Socket> {
  const socket = connect(server.url, {
    path: socketPath,
    transports: ['websocket'],
    extraHeaders: { cookie: client.cookie },
    reconnection: false,
    timeout: 120_000,
  });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

interface Pair {
  a: Socket;
  b: Socket;
  aId: number;
  bId: number;
}

const sentAt = new Map<string, number>();
let latencies: number[] = [];
let received = 0;
let nextId = 0;

function listen(socket: Socket) {
  socket.on('chat_message', (m: ChatMessage) => {
    const at = sentAt.get(m.messageId);
    if (at === undefined) return;
    sentAt.delete(m.messageId);
    received++;
    latencies.push(performance.now() - at);
  });
}

function send(pair: Pair, forward: boolean): Promise<ChatAck> {
  const messageId = `b${(nextId++).toString(36)}`;
  sentAt.set(messageId, performance.now());
  const [from, to] = forward ? [pair.a, pair.bId] : [pair.b, pair.aId];
  return from
    .timeout(30_000)
    .emitWithAck('chat_message', { messageId, msgType: MSG_TYPE.direct, toUserId: to, message: `bench ${messageId}` }) as Promise<ChatAck>;
}

const pct = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Closed loop: `window` sends in flight, round robin over the pairs (each user stays far below the flood limit). */
async function throughput(pairs: Pair[]): Promise<{ perSecond: number; refused: number }> {
  const end = performance.now() + seconds * 1000;
  let ok = 0;
  let refused = 0;
  let turn = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const pair = pairs[turn++ % pairs.length]!;
      const ack = await send(pair, turn % 2 === 0).catch(() => ({ code: -1, msg: 'timeout' }));
      if (ack.code === 1) ok++;
      else refused++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: window }, worker));
  return { perSecond: ok / ((performance.now() - start) / 1000), refused };
}

/** Paced at `rate` messages/s over the pairs; emit→handler latency percentiles. */
async function latency(pairs: Pair[]): Promise<{ p50: number; p99: number; max: number; lost: number }> {
  latencies = [];
  received = 0;
  sentAt.clear();
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const acks: Array<Promise<unknown>> = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    acks.push(send(pairs[i % pairs.length]!, i % 2 === 0).catch(() => null));
  }
  await Promise.all(acks);
  const deadline = performance.now() + 10_000;
  while (received < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return { p50: pct(latencies, 50), p99: pct(latencies, 99), max: Math.max(...latencies), lost: total - received };
}

async function connectPairs(servers: RunningServer[], clients: Array<[Client, Client]>): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let at = 0; at < clients.length; at += 50) {
    const batch = await Promise.all(
      clients.slice(at, at + 50).map(async ([agent, player]) => {
        const [a, b] = await Promise.all([open(servers[0]!, agent), open(servers[servers.length - 1]!, player)]);
        listen(a);
        listen(b);
        return { a, b, aId: agent.id, bId: player.id };
      }),
    );
    pairs.push(...batch);
  }
  return pairs;
}

async function scenario(label: string, processes: 1 | 2) {
  const db = await freshDatabase();
  const env = { DATABASE_URL: db.url, LOG_LEVEL: 'error', ...(processes === 2 ? { REDIS_URL: process.env.REDIS_URL! } : { REDIS_URL: '' }) };
  const servers = await Promise.all(Array.from({ length: processes }, () => startServerProcess(env, 60_000)));
  try {
    const few = await connectPairs(servers, db.pairs.slice(0, BASELINE_PAIRS));
    // A fresh process warms up (odds, JIT, pools) first: one discarded phase.
    await latency(few);
    const baseline = await latency(few);
    const all = [...few, ...(await connectPairs(servers, db.pairs.slice(BASELINE_PAIRS)))];
    await new Promise((r) => setTimeout(r, 3000)); // the presence announcements of 1,900 connects settle
    const loaded = await latency(all);
    const tput = await throughput(all);
    const f = (n: number) => n.toFixed(1);
    console.log(`${label}:`);
    console.log(`  messages/s (closed loop, ${window} in flight, 2,000 clients): ${tput.perSecond.toFixed(0)} (refused or timed out: ${tput.refused})`);
    console.log(
      `  emit→recipient at ${rate}/s, baseline (100 clients): ` +
        `p50 ${f(baseline.p50)} ms, p99 ${f(baseline.p99)} ms, max ${f(baseline.max)} ms, lost ${baseline.lost}`,
    );
    console.log(
      `  emit→recipient at ${rate}/s, 2,000 clients:          p50 ${f(loaded.p50)} ms, p99 ${f(loaded.p99)} ms, max ${f(loaded.max)} ms, lost ${loaded.lost}`,
    );
    for (const pair of all) {
      pair.a.close();
      pair.b.close();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
  }
}

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error(
    'bench:chat needs DATABASE_URL and REDIS_URL: bash tests/support/ensure-postgres.sh bash tests/support/ensure-redis.sh npx tsx tests/bench/chat-bench.ts',
  );
  process.exit(1);
}
console.log(`chat bench: ${seconds} s per phase, node ${process.version}`);
await scenario('one process', 1);
await scenario('two processes (Redis Streams adapter)', 2);
process.exit(0);
