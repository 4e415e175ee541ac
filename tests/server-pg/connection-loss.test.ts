/**
 * The database's connections are killed (pg_terminate_backend, as in a restart or failover)
 * while users place orders, and while the pool is idle: the process keeps running, requests
 * in flight fail cleanly or are retried, later requests succeed, no acknowledged order is
 * lost and none is booked twice.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lotteryPaths, walletPaths } from '../../contract/paths';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { currentIssue, line } from '../support/order-helpers';
import { startTestServer, type TestServer } from '../support/server-harness';

let s: TestServer;
let admin: pg.Client;
let schema: string;
beforeEach(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
  s = await startTestServer();
  expect(s.handle.kind).toBe('postgres');
  schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(s.db)).rows[0]!.s;
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});
afterEach(async () => {
  await admin.end();
  await s.close();
});

const L = 'JSK3';
const ODDS = '70.56';

/** Ends every session of this test's app (named after its schema; other test files share the server). */
async function killConnections(): Promise<number> {
  const result = await admin.query<{ killed: boolean }>(
    `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()`,
    [schema],
  );
  return result.rows.filter((r) => r.killed).length;
}

interface Sent {
  keyed: boolean;
  piece: number;
  status: number;
  code: number;
  orderIds?: string[];
  /** Sends the same request again (same user, body and request id). */
  again: () => ReturnType<TestServer['call']>;
}

describe('database connections lost on PostgreSQL', () => {
  it('keeps serving and loses no acknowledged order when the connections are killed under load and while idle', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => s.createUser(`k${i}`, '100000')));
    const issue = await currentIssue(s, L);
    const sent: Sent[] = [];
    let piece = 0;
    const order = async (cookie: string, keyed: boolean) => {
      const p = ++piece; // a distinct stake per request: a request booked twice would show
      const requestId = keyed ? `kill-${p.toString().padStart(6, '0')}` : undefined;
      const body = { lottery: L, issue, betType: 2, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS, { piece: p })], ...(requestId ? { requestId } : {}) };
      const again = () => s.call('POST', lotteryPaths.addOrder, { cookie, body });
      const res = await again();
      sent.push({ keyed, piece: p, status: res.status, code: res.json.code, orderIds: res.json.result?.orderIds, again });
      return res;
    };

    // Load: each user places orders in a loop (the first five with request ids, as the app
    // sends them; the last without), while the connections are killed three times.
    let running = true;
    const load = users.map(async (u, i) => {
      while (running) await order(u.cookie, i < 5);
    });
    let killed = 0;
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 300));
      killed += await killConnections();
    }
    await new Promise((r) => setTimeout(r, 300));
    running = false;
    await Promise.all(load);
    expect(killed).toBeGreaterThan(0);

    // Every answer is a success or a clean error envelope (503: nothing applied, send again; 500: a
    // keyless order lost at COMMIT, outcome unknown); most succeed, also after the last kill.
    for (const r of sent) expect(r.code === 1 || (r.status === 503 && r.code === 503) || (r.status === 500 && r.code === 500)).toBe(true);
    const acknowledged = sent.filter((r) => r.code === 1);
    expect(acknowledged.length).toBeGreaterThan(sent.length / 2);
    expect(sent.slice(-users.length).every((r) => r.code === 1)).toBe(true);

    // The idle pool loses its connections: the next requests still succeed.
    expect(await killConnections()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    for (const u of users) expect((await order(u.cookie, true)).json.code).toBe(1);

    // A request with an id that failed is sent again by its client: it is booked now or answered from its first booking.
    for (const r of sent.filter((x) => x.keyed && x.code !== 1)) expect((await r.again()).json.code).toBe(1);

    // No acknowledged order is lost; no request is booked twice; every request with an id is booked once.
    const rows = await s.db.selectFrom('orders').select(['order_no', 'piece']).execute();
    const stored = new Set(rows.map((r) => r.order_no));
    for (const r of acknowledged) for (const id of r.orderIds!) expect(stored.has(id)).toBe(true);
    const pieces = new Set(rows.map((r) => r.piece));
    expect(pieces.size).toBe(rows.length);
    for (const r of sent) if (r.keyed) expect(pieces.has(r.piece)).toBe(true);
    const spent = rows.reduce((sum, r) => sum + 2 * r.piece, 0);
    const balances = await Promise.all(users.map(async (u) => Number((await s.call('GET', walletPaths.balance, { cookie: u.cookie })).json.data.cash)));
    expect(balances.reduce((a, b) => a + b, 0)).toBeCloseTo(6 * 100000 - spent, 4);
    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  });

  it('books an order once when its transaction loses the connection before COMMIT, with or without a request id', async () => {
    const { cookie, id } = await s.createUser('waiter', '100');
    const issue = await currentIssue(s, L);
    const schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(s.db)).rows[0]!.schema;
    // Hold the issue row (on a connection of its own: pg_stat_activity stays fixed inside a
    // transaction), so both orders' transactions wait inside, before COMMIT.
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query(`SELECT 1 FROM ${schema}.issues WHERE lottery = $1 AND issue_no = $2 FOR UPDATE`, [L, issue]);
    const body = { lottery: L, issue, betType: 2, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS)] };
    const orders = [
      s.call('POST', lotteryPaths.addOrder, { cookie, body: { ...body, requestId: 'waiting-keyed-1' } }),
      s.call('POST', lotteryPaths.addOrder, { cookie, body }),
    ];
    const waiting = async () =>
      (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND application_name = $1`, [schema])).rows.map(
        (r) => r.pid,
      );
    const twoWaiting = async (besides: number[] = []) => {
      for (let i = 0; i < 250; i++) {
        const pids = (await waiting()).filter((pid) => !besides.includes(pid));
        if (pids.length === 2) return pids;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the orders did not reach the locked row');
    };
    try {
      const first = await twoWaiting();
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [first]);
      // Both run again on new connections and wait for the row again.
      await twoWaiting(first);
    } finally {
      await locker.query('COMMIT');
      await locker.end();
    }
    const results = await Promise.all(orders);
    expect(results.map((r) => r.json.code)).toEqual([1, 1]);
    expect(await s.db.selectFrom('orders').select('id').where('user_id', '=', id).execute()).toHaveLength(2);
    expect((await s.call('GET', walletPaths.balance, { cookie })).json.data.cash).toBe('96');
    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  });
});
