import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../../contract/paths';
import { ManualClock } from '../../../server/clock';
import { openDatabase, DataDirLockedError } from '../../../server/db/client';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { currentIssue, line } from '../../support/order-helpers';
import { startTestServer, T0 } from '../../support/server-harness';
import { cpuTimed, expectWithin, ratioText } from '../../support/timing';
import { sql } from 'kysely';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restart-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('restart', () => {
  it('stops mid-schedule and starts again: no issue skipped or drawn twice, no bet lost or settled twice', async () => {
    const clock = new ManualClock(T0);
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError); // single writer
    const a = await startTestServer({ handle: first, clock });
    const { cookie } = await a.createUser('steady', '1000');
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const issue = await currentIssue(a, 'JSK3');
      const res = await a.call('POST', lotteryPaths.addOrder, {
        cookie,
        body: { lottery: 'JSK3', issue, order: [line('bth3_bth3_fs', '1,2,3,4,5,6', 20, '70.56')] },
      });
      expect(res.json.code).toBe(1);
      orderIds.push(res.json.result.orderIds[0]);
      clock.advance(60_000);
      if (i < 2) await a.app.scheduler.tick();
    }
    // A chase over the next issues, spanning the downtime.
    const next = await currentIssue(a, 'JSK3');
    const seq = (await a.db.selectFrom('issues').select('seq').where('lottery', '=', 'JSK3').where('issue_no', '=', next).executeTakeFirstOrThrow()).seq;
    const later = (
      await a.db.selectFrom('issues').select('issue_no').where('lottery', '=', 'JSK3').where('seq', '>=', seq).orderBy('seq').limit(3).execute()
    ).map((r) => r.issue_no);
    const chase = await a.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: {
        lottery: 'JSK3',
        issue: next,
        betType: 4,
        istrace: 1,
        order: [line('bth3_bth3_fs', '1,2,3', 1, '70.56')],
        trace: { winStop: false, totalMoney: String(2 * later.length), issues: later.map((issue) => ({ issue, piece: 1 })) },
      },
    });
    expect(chase.json.code).toBe(1);
    await a.close();
    await first.close(); // the third order's issue is due but not drawn yet

    clock.advance(7 * 60_000); // down for 7 minutes
    const second = await openDatabase({ dataDir: dir });
    const b = await startTestServer({ handle: second, clock }); // ready → the scheduler catches up
    const issues = await b.db.selectFrom('issues').select(['issue_no', 'seq', 'state', 'code']).where('lottery', '=', 'JSK3').orderBy('seq').execute();
    const seqs = issues.map((i) => i.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0]! + i)); // contiguous
    const due = issues.filter((i) => i.seq * 60_000 <= clock.now());
    expect(due.every((i) => i.state === 'drawn' && i.code)).toBe(true);
    expect(issues.filter((i) => i.seq * 60_000 > clock.now()).every((i) => i.state === 'open')).toBe(true);
    const settles = await b.db.selectFrom('journal').select('idem_key').where('kind', '=', 'settle').execute();
    expect(new Set(settles.map((j) => j.idem_key)).size).toBe(settles.length);
    const orders = await b.db.selectFrom('orders').select(['order_no', 'status', 'settled_at']).execute();
    expect(orders).toHaveLength(3 + later.length);
    expect(orders.every((o) => o.status === 1 || o.status === 2)).toBe(true);
    expect(await b.app.scheduler.tick()).toEqual([]);
    expect(await checkLedger(b.db)).toMatchObject({ ok: true });
    await b.close();
    await second.close();
  }, 180_000); // a time limit, not a budget: far past what a busy 2-core machine needs

  it('catches up 20 hours of missed issues in time linear in their number, in order, drawing the ones with bets through settlement', async () => {
    const s = await startTestServer();
    await s.createUser('sleeper', '100');
    const bet = async () => {
      const issue = await currentIssue(s, 'JSK3');
      const cookie = await s.login('sleeper'); // the session of before the downtime has expired
      expect(
        (await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: 'JSK3', issue, order: [line('bth3_bth3_fs', '1,2,3', 1, '70.56')] } })).json
          .code,
      ).toBe(1);
    };
    // Hours of downtime caught up by one tick, a bet among the issues missed.
    const catchUp = async (hours: number) => {
      await bet();
      s.clock.advance(hours * 60 * 60 * 1000);
      // CPU time: the catch-up runs in this process, and a wall clock also counts other stages' load on the machine.
      return cpuTimed(() => s.app.scheduler.tick());
    };
    await catchUp(0.5); // the first settlement and catch-up load and compile their code
    // The baseline: 2 hours caught up on the same server just before and just after the 20 hours
    // (a busy machine's moments fall on both sides).
    const before = await catchUp(2);
    const long = await catchUp(20);
    const after = await catchUp(2);
    const drawn = long.value;
    expect(drawn.length).toBeGreaterThan(10_000);
    const shortIssues = before.value.length + after.value.length;
    expect(drawn.length).toBeGreaterThan(2.5 * shortIssues);
    // Per issue drawn, 20 hours may cost at most three times what 2 hours did: a cost per issue that grows
    // with the backlog (a query over every missed issue for each one) costs about ten times as much, 10× the
    // backlog, and fails; garbage collection on a loaded machine alone has measured 2.1×.
    const perIssue = { measured: long.ms / drawn.length, baseline: (before.ms + after.ms) / shortIssues };
    console.log(
      `catch-up: ${drawn.length} issues in ${long.ms.toFixed(0)} ms CPU vs ${shortIssues} in ${(before.ms + after.ms).toFixed(0)} ms (2 h before and after); ` +
        `per issue ${ratioText(perIssue.measured, perIssue.baseline)}`,
    );
    expectWithin(3, perIssue, 'catching up costs more per issue as the backlog grows');
    const gaps = await sql<{ lottery: string; n: number; first: number; last: number; open: number }>`
      SELECT lottery, COUNT(*)::int AS n, MIN(seq) AS first, MAX(seq) AS last,
        COUNT(*) FILTER (WHERE state = 'open' AND draw_at <= ${s.clock.now()})::int AS open
      FROM issues WHERE lottery IN ('HN1FC', 'JSK3', 'RBSSM') GROUP BY lottery`.execute(s.db);
    for (const row of gaps.rows) {
      expect(row.open).toBe(0);
      expect(row.last - row.first + 1).toBe(row.n); // contiguous: nothing skipped
    }
    const orders = await s.db.selectFrom('orders').select(['status']).execute();
    expect(orders.map((o) => [1, 2].includes(o.status))).toEqual([true, true, true, true]);
    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
    await s.close();
  }, 180_000); // a time limit, not a budget: far past what a busy 2-core machine needs
});
