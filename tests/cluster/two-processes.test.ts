/**
 * Two real server processes (server/main.ts) over one PostgreSQL database and one Redis,
 * as `npm run start:cluster` runs them. Time is moved with the test clock (TEST_CLOCK=1):
 * each process has its own, so every step advances both by the same amount.
 */
import type pg from 'pg';
import { io as connect, type ManagerOptions, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { lotteryPaths, sessionPaths, socketPath, testPaths, userPaths } from '../../contract/paths';
import type { LotteryAwardMessage, LotteryDrawMessage } from '../../contract/socket';
import { deriveDraw } from '../../server/domains/lottery/fairness';
import { lotteries, lotteryOf } from '../../server/domains/lottery/lotteries';
import { currentSeq, isHeld, timingOf } from '../../server/domains/lottery/schedule';
import { SCHEDULER_LOCK_KEY } from '../../server/domains/lottery/scheduler-lease';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { SESSION_CACHE_MS } from '../../server/plugins/session';
import { line } from '../support/order-helpers';
import { clusterFixture } from '../support/cluster-fixture';
import type { RunningServer } from '../support/start-server';

const L = 'JSK3';
const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

const { cleanups, freshDatabase, startTwo: startTwoProcesses } = clusterFixture('cluster');
const startTwo = (url: string) => startTwoProcesses(url, { TEST_CLOCK: '1' });

async function login(server: RunningServer, cn: string): Promise<string> {
  const response = await fetch(`${server.url}${sessionPaths.login}`, { method: 'POST', headers, body: JSON.stringify({ cn, password: 'demo1234' }) });
  const body = (await response.json()) as { code: number };
  // the server's last output in the message: a refused log-in under load has been seen once, without its cause
  expect(body.code, `${cn}: ${JSON.stringify(body)}\n${server.output().slice(-2000)}`).toBe(0);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function post(server: RunningServer, path: string, body: unknown, cookie = '') {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as any;
}

/** Moves a process's test clock and runs its scheduler tick; answers the process's time. */
async function advance(server: RunningServer, ms: number): Promise<number> {
  return (await post(server, testPaths.clock, { advanceMs: ms })).result.now as number;
}

/** Moves both clocks to just after the sales of L's next issue open (a minute to bet on it); answers its seq. */
async function toSalesStart(servers: RunningServer[]): Promise<number> {
  const lottery = lotteryOf(L)!;
  const now = await advance(servers[0]!, 0);
  const skip = timingOf(lottery, currentSeq(lottery, now)).saleClose - now + 100;
  await Promise.all(servers.map((s) => advance(s, skip)));
  return currentSeq(lottery, now + skip);
}

function openSocket(server: RunningServer, cookie: string, options: Partial<ManagerOptions> = { reconnection: false }): Promise<Socket> {
  const socket = connect(server.url, { path: socketPath, transports: ['websocket'], extraHeaders: { cookie }, ...options });
  cleanups.push(async () => socket.close());
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
const next = <T>(socket: Socket, event: string, match: (m: T) => boolean = () => true) =>
  new Promise<T>((resolve) => socket.on(event, (m: T) => match(m) && resolve(m)));

/** The OS pid of the process holding the scheduling lease (its lease connection is named sobet-scheduler:<pid>). */
async function leaseHolder(admin: pg.Client, database: string): Promise<number | undefined> {
  const { rows } = await admin.query<{ name: string }>(
    `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND l.objid = $1 AND l.database = (SELECT oid FROM pg_database WHERE datname = $2)`,
    [SCHEDULER_LOCK_KEY, database],
  );
  return rows[0] ? Number(rows[0].name.split(':')[1]) : undefined;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('two server processes with Redis', () => {
  it(`delivers a draw and a win notice to sockets on either process, replays a draw missed during a reconnect, shares rate limits, and ends a \
session on both at log-out and at a password change`, async () => {
    const { url, handle } = await freshDatabase();
    const [a, b] = await startTwo(url);
    const winner = await login(a, 'demo');
    const other = await login(b, 'player1');
    const [winnerOnA, winnerOnB, otherOnA, otherOnB] = await Promise.all([
      openSocket(a, winner),
      openSocket(b, winner),
      openSocket(a, other),
      openSocket(b, other),
    ]);
    // This one reconnects by itself, 3 s after losing its connection.
    const recovering = await openSocket(b, winner, { reconnectionDelay: 3_000, randomizationFactor: 0 });

    // A 和值 bet on the sum the current issue will draw (its seed is in the database).
    const seq = await toSalesStart([a, b]);
    const issue = timingOf(lotteryOf(L)!, seq).issueNo;
    const { seed } = await waitFor('the issue', () =>
      handle.db.selectFrom('issues').select('seed').where('lottery', '=', L).where('issue_no', '=', issue).executeTakeFirst(),
    );
    const sum = deriveDraw('k3', seed, L, issue).reduce((x, y) => x + y, 0);
    const odds = (await (await fetch(`${b.url}${lotteryPaths.odds}?lottery=${L}`)).json()).result[L].hz_hz_hz;
    const placed = await post(b, lotteryPaths.addOrder, { lottery: L, issue, betType: 2, order: [line('hz_hz_hz', String(sum), 1, odds.bonusA)] }, winner);
    expect(placed.code).toBe(1);

    const drawn = (m: LotteryDrawMessage) => m.lottery === L && m.issue === issue;
    const draws = [otherOnA, otherOnB, winnerOnA, recovering].map((s) => next<LotteryDrawMessage>(s, 'lottery_draw_message', drawn));
    const awards = [winnerOnA, winnerOnB].map((s) => next<LotteryAwardMessage>(s, 'lottery_award_message'));
    const otherAwards: LotteryAwardMessage[] = [];
    for (const s of [otherOnA, otherOnB]) s.on('lottery_award_message', (m: LotteryAwardMessage) => otherAwards.push(m));
    await Promise.all([advance(a, 65_000), advance(b, 65_000)]); // past the issue's draw

    for (const draw of await Promise.all(draws))
      expect(
        draw.code
          .split(',')
          .map(Number)
          .reduce((x, y) => x + y, 0),
      ).toBe(sum);
    const [awardOnA, awardOnB] = await Promise.all(awards);
    // The same stored notice (one id) reaches the winner's sockets on both processes.
    const expected = {
      noticeId: awardOnA!.noticeId,
      bonus: odds.options[String(sum)].bonusA,
      issue,
      lottery: L,
      method: '和值',
      orderId: placed.result.orderIds[0],
    };
    expect(awardOnA!.noticeId).toBeGreaterThan(0);
    expect([awardOnA, awardOnB]).toEqual([expected, expected]);
    expect(otherAwards).toEqual([]);
    // Exactly one notice per socket, although both processes tick.
    const extra: LotteryAwardMessage[] = [];
    winnerOnB.on('lottery_award_message', (m: LotteryAwardMessage) => extra.push(m));
    await new Promise((r) => setTimeout(r, 300));
    expect(extra).toEqual([]);

    // Connection-state recovery through the Redis adapter: a socket cut off while the next draw
    // is broadcast gets it once it reconnects.
    const nextIssue = timingOf(lotteryOf(L)!, seq + 1).issueNo;
    const events: string[] = [];
    recovering.on('lottery_draw_message', (m: LotteryDrawMessage) => m.lottery === L && m.issue === nextIssue && events.push('missed draw'));
    // Kept off until the draw is out (an automatic reconnect may beat it on a busy machine).
    recovering.io.reconnection(false);
    const cut = next(recovering, 'disconnect');
    recovering.io.engine.close();
    await cut;
    await Promise.all([advance(a, 60_000), advance(b, 60_000)]);
    events.push('drawn');
    recovering.io.once('open', () => events.push('reconnected'));
    recovering.connect();
    await waitFor('the missed draw', async () => events.includes('missed draw'), 10_000);
    expect(events).toEqual(['drawn', 'reconnected', 'missed draw']);
    expect(recovering.recovered).toBe(true);
    recovering.close();

    // Rate limits count across processes: register allows 20 a minute per address, wherever they land.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await fetch(`${(i % 2 ? b : a).url}${sessionPaths.register}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ sign: 'NOSUCHCODE', cn: `newbie${i}`, password: 'abc12345' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 200), 429]);

    // Log-out on A: B stops accepting the session at once (before its cache entry expires) and drops
    // its socket. Once B's entry has expired, the next read looks the session up again and caches it
    // from then: without the message from A, B would accept it for SESSION_CACHE_MS more.
    const onB = () => fetch(`${b.url}${userPaths.userInfo}`, { headers: { cookie: other } }).then((r) => r.status);
    await new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 100));
    const cached = performance.now();
    expect(await onB()).toBe(200);
    const gone = next(otherOnB, 'disconnect');
    const loggedOut = await fetch(`${a.url}${sessionPaths.logout}`, { headers: { ...headers, cookie: other } });
    expect(loggedOut.status).toBe(200);
    await waitFor('B to refuse the ended session', async () => (await onB()) === 401, 4 * SESSION_CACHE_MS);
    const refusedAfter = performance.now() - cached;
    console.log(`log-out: B refused the session ${refusedAfter.toFixed(0)} ms after caching it (its cache: ${SESSION_CACHE_MS} ms)`);
    expect(refusedAfter).toBeLessThan(SESSION_CACHE_MS);
    await gone;

    // A password change on A closes the user's other sessions' sockets on B; the changing session's stay.
    const changer = await login(a, 'player2');
    const elsewhere = await login(b, 'player2');
    const [changerOnB, elsewhereOnB] = await Promise.all([openSocket(b, changer), openSocket(b, elsewhere)]);
    const elsewhereGone = next(elsewhereOnB, 'disconnect');
    expect((await post(a, userPaths.updatePassword, { oldPassword: 'demo1234', newPassword: 'changed123' }, changer)).code).toBe(0);
    await elsewhereGone;
    await new Promise((r) => setTimeout(r, 300));
    expect(changerOnB.connected).toBe(true);

    // A process that stops closes its own sockets only, promptly and cleanly.
    const goneOnA = next(winnerOnA, 'disconnect');
    expect(await a.stop()).toBe(0);
    await goneOnA;
    expect(winnerOnB.connected).toBe(true);
  });

  it('draws and settles each issue once when the lease holder is killed -9 mid-schedule: the other process takes over', async () => {
    const { url, handle, admin } = await freshDatabase();
    const database = url.slice(url.lastIndexOf('/') + 1);
    const [a, b] = await startTwo(url);
    const holderPid = await waitFor('a lease holder', () => leaseHolder(admin, database));
    const [holder, survivor] = holderPid === a.child.pid ? [a, b] : [b, a];
    expect(holder.child.pid).toBe(holderPid);

    // Four players chase the next 30 issues of JSK3: 30 draws with bets to settle, one by one.
    const lottery = lotteryOf(L)!;
    const first = await toSalesStart([survivor, holder]);
    const plan = Array.from({ length: 30 }, (_, i) => ({ issue: timingOf(lottery, first + i).issueNo, piece: 1 }));
    const odds = (await (await fetch(`${survivor.url}${lotteryPaths.odds}?lottery=${L}`)).json()).result[L].bth3_bth3_fs;
    for (const user of ['demo', 'agent', 'player1', 'player2']) {
      const cookie = await login(survivor, user);
      const chase = {
        lottery: L,
        issue: plan[0]!.issue,
        betType: 4,
        istrace: 1,
        order: [line('bth3_bth3_fs', '1,2,3,4', 4, odds.bonusA)],
        trace: { winStop: false, totalMoney: String(8 * plan.length), issues: plan },
      };
      const placed = await post(survivor, lotteryPaths.addOrder, chase, cookie);
      expect(placed.code, placed.msg).toBe(1);
    }
    const chased = plan.map((p) => p.issue);
    const drawnChased = async () =>
      Number(
        (
          await handle.db
            .selectFrom('issues')
            .select((e) => e.fn.countAll<string>().as('n'))
            .where('lottery', '=', L)
            .where('issue_no', 'in', chased)
            .where('state', '=', 'drawn')
            .executeTakeFirstOrThrow()
        ).n,
      );

    // 35 minutes pass at once; the holder starts settling the backlog and is killed in the middle of it.
    await advance(survivor, 35 * 60_000);
    void advance(holder, 35 * 60_000).catch(() => {});
    const atKill = await waitFor('the holder to start drawing', async () => {
      const n = await drawnChased();
      return n > 0 && n;
    });
    holder.child.kill('SIGKILL');
    await new Promise((resolve) => holder.child.once('exit', resolve));
    expect(atKill).toBeLessThan(chased.length);

    // The survivor takes the lease on its own next tick and finishes the backlog.
    await waitFor('the survivor to take the lease', async () => (await leaseHolder(admin, database)) === survivor.child.pid);
    await waitFor('every chased issue drawn', async () => (await drawnChased()) === chased.length);
    // And keeps scheduling: two more minutes are drawn too.
    const end = (await advance(survivor, 2 * 60_000)) - 5_000;
    await waitFor('no due issue left open', async () => {
      const open = await handle.db.selectFrom('issues').select('issue_no').where('state', '=', 'open').where('draw_at', '<=', end).executeTakeFirst();
      return !open;
    });

    // No issue skipped: every lottery's issues are contiguous from the first one created.
    for (const l of lotteries.filter((x) => x.schedule.kind === 'periodic')) {
      const seqs = (await handle.db.selectFrom('issues').select('seq').where('lottery', '=', l.code).orderBy('seq').execute()).map((r) => r.seq);
      const expected: number[] = [];
      for (let seq = seqs[0]!; seq <= seqs[seqs.length - 1]!; seq++) if (isHeld(l, seq)) expected.push(seq);
      expect(seqs, l.code).toEqual(expected);
    }
    // Each chased issue settled once: every order decided, one settlement journal per issue.
    const orders = await handle.db.selectFrom('orders').select(['issue_no', 'status']).where('lottery', '=', L).where('issue_no', 'in', chased).execute();
    expect(orders).toHaveLength(4 * chased.length);
    expect(orders.filter((o) => o.status !== 1 && o.status !== 2)).toEqual([]);
    const issues = await handle.db
      .selectFrom('issues')
      .select(['issue_no', 'settled_orders'])
      .where('lottery', '=', L)
      .where('issue_no', 'in', chased)
      .execute();
    expect(issues.map((i) => i.settled_orders)).toEqual(chased.map(() => 4));
    const settlements = await handle.db
      .selectFrom('journal')
      .select(['ref', (e) => e.fn.countAll<string>().as('n')])
      .where('kind', '=', 'settle')
      .where('ref', 'like', `${L}:%`)
      .groupBy('ref')
      .execute();
    expect(settlements.filter((s) => chased.includes(s.ref.slice(L.length + 1))).map((s) => Number(s.n))).toEqual(chased.map(() => 1));
    const ledger = await checkLedger(handle.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });
});
