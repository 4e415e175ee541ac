/**
 * The probes that stopped or stalled the server from outside, each answered with a clear
 * error while the server keeps serving (another client's latency is measured during the
 * attacks on a real port).
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lotteryEndpoints } from '../../../contract/lottery';
import { lotteryPaths, sessionPaths, walletPaths } from '../../../contract/paths';
import { LZSTRING_ENCODING } from '../../../engine-worker/orders/order-body';
import { stakeOf } from '../../../rules/money';
import { lotteryOf } from '../../../server/domains/lottery/lotteries';
import { MAX_ORDER_ROWS } from '../../../server/domains/lottery/orders';
import { describeSides, expectServedAlike, latencyBeside, latencyDuring, lzBomb, median, percentile } from '../../support/hostile';
import { expectWithin, ratioText, timed } from '../../support/timing';
import { currentIssue, line, lz } from '../../support/order-helpers';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';
import { closeTestSockets, handshakeOutcome, listenOnLoopback, testSocket } from '../../support/test-sockets';

let s: TestServer;
let base: string;
let cookie: string;
const L = 'JSK3';
const ODDS_123 = '70.56'; // 三不同号 at point 0

serverPerTest((server) => (s = server));
beforeEach(async () => {
  base = await listenOnLoopback(s);
  cookie = (await s.createUser('player', '1000')).cookie;
});
// Registered after serverPerTest, so it runs before that file-wide check and close (after-hooks run in reverse).
afterEach(closeTestSockets);

const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(base + path, { method: 'POST', body, headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...headers } });
const lzHeaders = { 'content-encoding': LZSTRING_ENCODING };

describe('an lz-string bomb', () => {
  // Another client's latency is measured on a shared machine: a run disturbed by other processes is tried again.
  it(
    'is refused before inflating without a session or off the order routes, and cut off at the cap on them, while others are served',
    { retry: 2 },
    async () => {
      const cap = lotteryEndpoints.addOrder.bodyLimit!;
      const bomb = lzBomb(412_000_000);
      expect(bomb.length).toBeLessThan(70_000);
      // The legitimate load of the same shape: a body that inflates to the cap exactly, then is refused as not JSON.
      const atCap = lzBomb(cap);
      const other = (await s.createUser('other', '10')).cookie;
      interface Answer {
        session: boolean;
        status: number;
        json: { code: number; msg: string };
        ms: number;
      }
      const send = async (path: string, body: string, headers: Record<string, string>): Promise<Answer> => {
        const { ms, value: response } = await timed(() => post(path, body, headers));
        return { session: 'cookie' in headers, status: response.status, json: (await response.json()) as Answer['json'], ms };
      };
      const rounds = (body: string) => async () => {
        const answers: Answer[] = [];
        for (let round = 0; round < 4; round++)
          answers.push(
            ...(await Promise.all([
              send(sessionPaths.login, body, lzHeaders),
              send(lotteryPaths.addOrder, body, lzHeaders),
              send(lotteryPaths.addOrder, body, { ...lzHeaders, cookie }),
            ])),
          );
        return answers;
      };
      const sides = await latencyBeside(base, other, walletPaths.balance, 2, { baseline: rounds(atCap), attack: rounds(bomb) });
      const answers = sides.attack.answers;
      // Off the order routes: lz-string is not accepted (no inflating at all).
      expect(answers.filter((a) => a.status === 415)).toHaveLength(8);
      expect(answers.find((a) => a.status === 415)!.json).toEqual({ code: 415, msg: '不支持的请求编码：lzstring' });
      // The order route without a session: 401 before the body is read.
      expect(answers.filter((a) => a.status === 401)).toHaveLength(8);
      // With a session: inflated up to the cap, then refused; the body of the cap's size was inflated in full.
      const capped = answers.filter((a) => a.status === 413);
      expect(capped).toHaveLength(8);
      expect(capped[0]!.json).toEqual({ code: 413, msg: `订单内容过大：解压后超过${cap}个字符` });
      const inflated = sides.baseline.answers.filter((a) => a.session);
      expect(inflated.map((a) => a.json)).toEqual(inflated.map(() => ({ code: 2011, msg: '订单数据无法解析' })));
      const cost = { measured: median(capped.map((a) => a.ms)), baseline: median(inflated.map((a) => a.ms)) };
      console.log(
        `lz bomb (${bomb.length} chars → 412M) vs a body of the cap's size, median answer ${ratioText(cost.measured, cost.baseline)}; ${describeSides(sides)}`,
      );
      expectWithin(3, cost, 'the bomb was inflated past the cap');
      expectServedAlike(sides, 'the bomb');
    },
  );

  it('refuses a body past the default limit on other routes and a broken lz-string body with clear errors', async () => {
    const big = await post(sessionPaths.login, JSON.stringify({ cn: 'x'.repeat(70_000), password: 'p' }), {});
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ code: 413, msg: '请求内容过大：本接口最多接受64 KB' });
    const broken = await post(lotteryPaths.addOrder, '@@@not-lz@@@', { ...lzHeaders, cookie });
    expect(await broken.json()).toMatchObject({ code: 2011 });
    const gzip = await post(lotteryPaths.addOrder, 'x', { 'content-encoding': 'gzip', cookie });
    expect(gzip.status).toBe(415);
  });

  it('still accepts a large legitimate lz-string order', async () => {
    const issue = await currentIssue(s, L);
    const lines = Array.from({ length: 300 }, () => line('bth3_bth3_fs', '1,2,3', 1, ODDS_123));
    const body = lz({ lottery: L, issue, order: lines });
    const res = await post(lotteryPaths.addOrder, body, { ...lzHeaders, cookie });
    expect(await res.json()).toMatchObject({ code: 1, result: { totalMoney: '600' } });
  });
});

describe('a giant chase', () => {
  async function upcoming(count: number): Promise<string[]> {
    const first = await currentIssue(s, L);
    const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
    await s.app.scheduler.ensureIssues(lotteryOf(L)!, s.clock.now(), seq + count - 1);
    return (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(count).execute()).map(
      (r) => r.issue_no,
    );
  }
  const chase = (issues: string[], lines: number) => ({
    lottery: L,
    issue: issues[0],
    betType: 4,
    istrace: 1,
    order: Array.from({ length: lines }, () => line('bth3_bth3_fs', '1,2,3', 1, ODDS_123)),
    trace: { winStop: false, mode: 2, totalMoney: stakeOf(lines * issues.length, '2', 1), issues: issues.map((issue) => ({ issue, piece: 1 })) },
  });

  // Another client's latency is measured on a shared machine: a run disturbed by other processes is tried again.
  it('is refused at once with a clear error (500 lines × 1000 issues) while others are served', { retry: 2 }, async () => {
    const issues = Array.from({ length: 1000 }, (_, i) => `20261122-${String(i + 1).padStart(4, '0')}`);
    const body = lz(chase(issues, 500));
    // The baseline: the same body but for its bet type, refused (2011) once inflated and parsed, just
    // before the chase plan is read; the giant chase is refused from its counts alone, a step later.
    const earlier = lz({ ...chase(issues, 500), betType: 9 });
    const other = (await s.createUser('other', '10')).cookie;
    const refusals = (order: string, expected: unknown) => async () => {
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const { ms, value: json } = await timed(async () => (await post(lotteryPaths.addOrder, order, { ...lzHeaders, cookie })).json());
        times.push(ms);
        expect(json).toEqual(expected);
      }
      return times;
    };
    const refused = { code: 2014, msg: `追号注单过多：注单数×期数为500000，单次最多${MAX_ORDER_ROWS}` };
    const badBetType = { code: 2011, msg: 'betType 错误' };
    // Warms the code up (JIT): the first refusals take longer.
    await refusals(body, refused)();
    await refusals(earlier, badBetType)();
    const sides = await latencyBeside(base, other, walletPaths.balance, 2, { baseline: refusals(earlier, badBetType), attack: refusals(body, refused) });
    const cost = { measured: median(sides.attack.answers), baseline: median(sides.baseline.answers) };
    console.log(
      `giant chase (500 × 1000) vs the same body refused for its bet type, median refusal ${ratioText(cost.measured, cost.baseline)}; ${describeSides(sides)}`,
    );
    // A refusal that checked the lines or expanded the 500,000 rows first would take seconds.
    expectWithin(3, cost, 'the giant chase was expanded before it was refused');
    expectServedAlike(sides, 'the giant chase');
    expect(await s.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it('books the largest allowed chase in full, and refuses one row more', async () => {
    const rich = (await s.createUser('rich', '100000')).cookie;
    const other = (await s.createUser('other', '10')).cookie;
    const issues = await upcoming(200);
    const lines = MAX_ORDER_ROWS / issues.length;
    const over = await post(lotteryPaths.addOrder, lz(chase(issues, lines + 1)), { ...lzHeaders, cookie: rich });
    expect((await over.json()).code).toBe(2014);
    const body = lz(chase(issues, lines));
    const { latencies, attack } = await latencyDuring(
      base,
      other,
      async () => {
        const start = performance.now();
        const json = await (await post(lotteryPaths.addOrder, body, { ...lzHeaders, cookie: rich })).json();
        return { json, ms: performance.now() - start };
      },
      walletPaths.balance,
    );
    const { json, ms } = attack as { json: unknown; ms: number };
    expect(json).toMatchObject({ code: 1, result: { totalMoney: String(2 * MAX_ORDER_ROWS) } });
    expect((await s.db.selectFrom('orders').select('id').execute()).length).toBe(MAX_ORDER_ROWS);
    console.log(
      `largest chase (${MAX_ORDER_ROWS} rows): ${ms.toFixed(0)} ms; other client's balance reads meanwhile: ${latencies.length}, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
  });
});

describe('control characters', () => {
  it('answers NUL and other control characters in a query, a body, a log-in name or an order field with a clear 400', async () => {
    const controlError = { code: 400, msg: '请求参数错误：不能包含控制字符' };
    const detail = await s.call('GET', lotteryPaths.orderDetail, { cookie, query: { orderId: 'O1\u0000' } });
    expect(detail).toMatchObject({ status: 400, json: controlError });
    const login = await s.call('POST', sessionPaths.login, { body: { cn: 'pla\u0000yer', password: TEST_PASSWORD } });
    expect(login).toMatchObject({ status: 400, json: controlError });
    const issue = await currentIssue(s, L);
    const withIssue = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: { lottery: L, issue: `${issue}\u0000`, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS_123)] },
    });
    expect(withIssue).toMatchObject({ status: 400, json: controlError });
    // Inside the order text (JSON in a string field), as an escape.
    const inner = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: { lottery: L, issue, order: JSON.stringify([line('bth3_bth3_fs', '1,2,3\u0001', 1, ODDS_123)]) },
    });
    expect(inner).toMatchObject({ status: 400, json: controlError });
    const cancel = await s.call('GET', lotteryPaths.traceCancel, { cookie, query: { traceId: 'T\u001b[2J', 'issues[]': issue } });
    expect(cancel).toMatchObject({ status: 400, json: controlError });
    // Tabs and new lines stay allowed; the server still answers normally.
    expect((await s.call('POST', sessionPaths.login, { body: { cn: 'player', password: TEST_PASSWORD } })).json.code).toBe(0);
  });
});

describe('money overflow', () => {
  it('answers 余额不足 (4001) when an order total passes 2^53 minor units', async () => {
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'JSPK10' } })).json.result.JSPK10.cq5_cq5_cq5;
    const all = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0')).join(',');
    const code = [all, all, all, all, all].join('|');
    const nums = 10 * 9 * 8 * 7 * 6;
    const oneLine = line('cq5_cq5_cq5', code, nums, odds.bonusA, { piece: 99_999 });
    // 200 lines of 6.05e9 元 each: 1.2e16 minor units in total, past 2^53 (9.007e15).
    const issue = await currentIssue(s, 'JSPK10');
    const res = await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: 'JSPK10', issue, order: Array.from({ length: 200 }, () => oneLine) } });
    expect(res).toMatchObject({ status: 200, json: { code: 4001, msg: '余额不足' } });
    const single = await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: 'JSPK10', issue, order: [oneLine] } });
    expect(single.json.code).toBe(4001);
  });
});

describe('socket.io handshake and packets', () => {
  const open = (headers: Record<string, string>) => testSocket(base, headers);
  const outcome = handshakeOutcome;

  it('refuses a malformed session cookie with connect_error and keeps serving', async () => {
    for (const bad of ['sid=%E0%A4%A', 'sid=%', 'sid="%ZZ', `sid=${'%'.repeat(500)}`, 'sid', '=;;=', 'sid=\u00ff\u00fe'])
      expect(await outcome(open({ cookie: bad }))).toBe('refused: not logged in');
    expect(await outcome(open({ cookie }))).toBe('connected');
  });

  it('survives malformed packets and events the contract does not define', async () => {
    const socket = open({ cookie });
    expect(await outcome(socket)).toBe('connected');
    // 'error' is the one event name Node's EventEmitter throws for when nobody listens.
    socket.emit('error' as never, 'boom');
    socket.emit('anything' as never, { deep: [[[1]]] });
    const gone = new Promise((resolve) => socket.on('disconnect', resolve));
    socket.io.engine.send('2[not json'); // an invalid socket.io packet: the server closes that connection
    expect(await gone).toBeTruthy();
    expect(await outcome(open({ cookie }))).toBe('connected');
    expect((await s.call('GET', walletPaths.balance, { cookie })).status).toBe(200);
  });
});

describe('load shedding', () => {
  it('answers a fast 503 with Retry-After and the envelope while requests pile up behind a busy database, and serves again once they drain', async () => {
    const shedding = { maxInFlight: 32, maxQueued: 32, queueTimeoutMs: 10_000, maxEventLoopDelayMs: 0, retryAfterSeconds: 2 };
    const loaded = await startTestServer({ config: { loadShedding: shedding } });
    try {
      const url = await listenOnLoopback(loaded);
      const reader = (await loaded.createUser('reader', '10')).cookie;
      const read = async () => {
        const start = performance.now();
        const response = await fetch(url + walletPaths.balance, { headers: { cookie: reader } });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          json: (await response.json()) as unknown,
          ms: performance.now() - start,
        };
      };
      const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
      // The baseline: 50 concurrent reads served by the same server before the database is held.
      for (let i = 0; i < 5; i++) expect((await read()).status).toBe(200); // warms the code up (JIT)
      const served = await Promise.all(Array.from({ length: 50 }, read));
      expect(served.map((a) => a.status)).toEqual(served.map(() => 200));
      await settle();
      // A long transaction holds the database (PGlite has one connection): reads queue behind it.
      let release!: () => void;
      const held = loaded.db.transaction().execute(async (tx) => {
        await sql`SELECT 1`.execute(tx);
        await new Promise<void>((resolve) => (release = resolve));
      });
      const queued = Array.from({ length: 100 }, read);
      await settle();
      const shed = await Promise.all(Array.from({ length: 50 }, read));
      release();
      await held;
      const first = await Promise.all(queued);
      // Of the first wave, the slots and the queue are served (after the release) and the rest shed at once.
      expect(first.every((a) => a.status === 200 || a.status === 503)).toBe(true);
      expect(first.filter((a) => a.status === 200)).toHaveLength(shedding.maxInFlight + shedding.maxQueued);
      expect(shed.map((a) => a.status)).toEqual(shed.map(() => 503));
      expect(shed[0]).toMatchObject({ retryAfter: '2', json: { code: 503, msg: '服务器繁忙，请稍后再试' } });
      // Refused while the database was still held (they all arrived before the release above), and
      // fast: no slower than the same reads served. A refusal that waited for the database would
      // wait for the release, which comes only after these answers (the test would hang).
      const p99 = {
        measured: percentile(
          shed.map((a) => a.ms),
          99,
        ),
        baseline: percentile(
          served.map((a) => a.ms),
          99,
        ),
      };
      console.log(`load shedding: 50 refusals vs 50 reads served, p99 ${ratioText(p99.measured, p99.baseline)}`);
      expectWithin(3, p99, 'shed requests are refused slowly');
      await settle();
      expect((await read()).status).toBe(200);
    } finally {
      await loaded.close();
    }
  });
});
