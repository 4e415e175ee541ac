/**
 * A fresh start's backfilled history and the revealed seeds of drawn issues: every backfilled
 * issue is committed and revealed like any draw (its seed hashes to its commitment and
 * reproduces its numbers), the history is bounded, a restart adds nothing, and the lines and
 * the health probe the speed test reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePaths, lotteryPaths, probePaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { ManualClock } from '../../../server/clock';
import type { DbHandle } from '../../../server/db/client';
import { verifyDraw } from '../../../server/domains/lottery/fairness';
import { lotteries } from '../../../server/domains/lottery/lotteries';
import { DAY_MS } from '../../../rules/beijing-time';
import { currentIssue } from '../../support/order-helpers';
import { freshDatabase, startTestServer, T0, type TestServer } from '../../support/server-harness';

const backfill = { days: 3, maxIssues: 120 };
const config = { backfill, lines: ['http://localhost:4321', 'https://line2.example'] };
const scheduled = lotteries.filter((l) => l.schedule.kind !== 'instant');

let handle: DbHandle;
let s: TestServer;
const clock = new ManualClock(T0);
beforeAll(async () => {
  handle = await freshDatabase();
  s = await startTestServer({ handle, clock, config });
  await s.app.scheduler.backfilled; // written after the start's first pass
});
afterAll(async () => {
  await s.close();
  await handle.close();
});

const drawnRows = () => s.db.selectFrom('issues').selectAll().where('state', '=', 'drawn').orderBy('lottery').orderBy('seq').execute();

describe('backfilled history', () => {
  it("draws each scheduled lottery's past issues (at most maxIssues, at most `days` back), each verifiable like any draw", async () => {
    const rows = await drawnRows();
    for (const lottery of scheduled) {
      const mine = rows.filter((r) => r.lottery === lottery.code);
      expect(mine.length, lottery.code).toBeGreaterThanOrEqual(lottery.schedule.kind === 'daily' ? 2 : 100);
      expect(mine.length, lottery.code).toBeLessThanOrEqual(backfill.maxIssues);
      expect(mine[0]!.draw_at, lottery.code).toBeGreaterThanOrEqual(T0 - (backfill.days + 1) * DAY_MS);
      expect(mine.at(-1)!.draw_at, lottery.code).toBeLessThanOrEqual(T0);
      // Contiguous up to now: no gap before the issue on sale.
      const held = mine.map((r) => r.seq);
      expect(held.at(-1)! - held[0]! + 1 >= held.length).toBe(true);
    }
    for (const row of rows) {
      const family = lotteries.find((l) => l.code === row.lottery)!.family;
      expect(
        verifyDraw({ family, lottery: row.lottery, issue: row.issue_no, seed: row.seed, seedHash: row.seed_hash, code: row.code! }),
        `${row.lottery} ${row.issue_no}`,
      ).toEqual(expect.objectContaining({ hashMatches: true, codeMatches: true }));
    }
    expect(new Set(rows.map((r) => r.seed)).size).toBe(rows.length);
    // Trends and omissions have history from the first minute.
    const trend = (await s.call('GET', lotteryPaths.trend, { query: { lottery: 'HN1FC', size: '30' } })).json.result;
    expect(trend.list).toHaveLength(30);
  });

  it("reveals a drawn issue's seed with its numbers, and refuses one not drawn yet", async () => {
    const [row] = await s.db
      .selectFrom('issues')
      .selectAll()
      .where('lottery', '=', 'GD11X5')
      .where('state', '=', 'drawn')
      .orderBy('seq', 'desc')
      .limit(1)
      .execute();
    const reveal = (await s.call('GET', lotteryPaths.drawReveal, { query: { lottery: 'gd11x5', issue: row!.issue_no } })).json;
    expect(reveal).toMatchObject({
      code: 1,
      result: { lottery: 'GD11X5', issue: row!.issue_no, family: '11x5', seed: row!.seed, seedHash: row!.seed_hash, code: row!.code, drawTime: row!.draw_at },
    });
    expect(reveal.result.numbers).toEqual(row!.code!.split(',').map(Number));
    const onSale = await currentIssue(s, 'GD11X5');
    const refused = (await s.call('GET', lotteryPaths.drawReveal, { query: { lottery: 'GD11X5', issue: onSale } })).json;
    expect(refused).toEqual({ code: errorCodes.issueNotDrawn.code, msg: '该期尚未开奖，开奖后才公布种子，届时可验证' });
    expect((await s.call('GET', lotteryPaths.drawReveal, { query: { lottery: 'GD11X5', issue: '19990101-01' } })).json.code).toBe(errorCodes.notFound.code);
  });

  it('adds nothing on restart (the history exists), and keeps drawing from there', async () => {
    const before = await drawnRows();
    await s.app.close();
    clock.advance(60_000);
    s = await startTestServer({ handle, clock, config });
    await s.app.scheduler.backfilled;
    const after = await drawnRows();
    const key = (r: { lottery: string; issue_no: string }) => `${r.lottery} ${r.issue_no}`;
    expect(after.filter((r) => r.draw_at <= T0).map(key)).toEqual(before.map(key));
    const fresh = after.filter((r) => r.draw_at > T0);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((r) => r.draw_at <= clock.now())).toBe(true);
  });

  it('lists the configured lines; any origin reads the health probe, and only the lines read the rest', async () => {
    expect((await s.call('GET', linePaths.lines)).json).toEqual({ code: 0, msg: 'success', data: config.lines.map((url) => ({ url })) });
    const health = await s.call('GET', probePaths.health, { headers: { origin: 'https://elsewhere.example' } });
    expect(health.headers['access-control-allow-origin']).toBe('*');
    const trend = (origin: string) => s.call('GET', lotteryPaths.trend, { query: { lottery: 'HN1FC' }, headers: { origin } });
    expect((await trend('https://line2.example')).headers['access-control-allow-origin']).toBe('https://line2.example');
    expect((await trend('https://elsewhere.example')).headers['access-control-allow-origin']).toBeUndefined();
    const page = await s.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain(
      "connect-src 'self' http://localhost:4321 https://line2.example ws://localhost:4321 wss://line2.example",
    );
  });
});
