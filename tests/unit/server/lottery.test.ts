import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lotteryPaths } from '../../../contract/paths';
import { setPaused } from '../../../server/domains/lottery/queries';
import { seedHashOf, verifyDraw } from '../../../server/domains/lottery/fairness';
import { startTestServer, T0, type TestServer } from '../../support/server-harness';

let s: TestServer;
let cookie: string;
beforeEach(async () => {
  s = await startTestServer();
  cookie = (await s.createUser('lucy', '100')).cookie;
});
afterEach(async () => {
  await s.close();
});

describe('lottery calls', () => {
  it('lists categories with hot and new flags, covering every family', async () => {
    const { json } = await s.call('GET', lotteryPaths.classifyList, { cookie });
    expect(json.code).toBe(1);
    const all = json.result.flatMap((c: { list: unknown[] }) => c.list);
    const codes = all.map((l: { en: string }) => l.en);
    for (const code of ['HN1FC', 'HN5FC', 'TXFFC', 'RDFFC', 'YZFFC', 'JNDSSM', 'RBSSM', 'MJMMC', 'XGLHC', 'JSLHC']) expect(codes).toContain(code);
    expect(new Set(all.map((l: { family: string }) => l.family))).toEqual(new Set(['ssc', '11x5', 'pk10', 'k3', '3d', 'kl12', 'ky481', 'lhc']));
    expect(new Set(all.map((l: { durationTime: number }) => l.durationTime))).toEqual(new Set([0, 30, 60, 300, 86400]));
    expect(all.find((l: { en: string }) => l.en === 'HN1FC')).toMatchObject({ cn: '河内1分彩', isHot: true });
  });

  it('gives the issue on sale with its countdown, and the waiting (-1) and paused (-2) states', async () => {
    const info = (await s.call('GET', lotteryPaths.issue, { query: { lottery: 'hn1fc' } })).json.result;
    // T0 is 12:00:30 Beijing: issue 0721 draws at 12:01:00, sales close 5 s before.
    expect(info).toMatchObject({ issue: '20261122-0721', second: 25, state: 0, nextApp: 60, total: 1440 });
    expect(info.seedHash).toMatch(/^[0-9a-f]{64}$/);
    await setPaused(s.db, 'HN1FC', true);
    expect((await s.call('GET', lotteryPaths.issue, { query: { lottery: 'HN1FC' } })).json.result).toMatchObject({ second: -2, state: 2 });
    expect((await s.call('GET', lotteryPaths.issue, { query: { lottery: 'NOPE' } })).json.code).toBe(2001);
  });

  it('waits (-1) between a daily close and its draw, and during a daily break', async () => {
    // FC3D draws daily at 21:15, sales close 15 min before: at 21:05 it waits.
    const evening = await startTestServer({ now: Date.UTC(2026, 10, 22, 13, 5) });
    expect((await evening.call('GET', lotteryPaths.issue, { query: { lottery: 'FC3D' } })).json.result).toMatchObject({ second: -1, state: 1 });
    expect((await evening.call('GET', lotteryPaths.issue, { query: { lottery: 'XGLHC' } })).json.result).toMatchObject({ issue: '2026326', state: 0 });
    await evening.close();
    // Canada 30 s has a 19:00-20:00 break.
    const maintenance = await startTestServer({ now: Date.UTC(2026, 10, 22, 11, 30) });
    expect((await maintenance.call('GET', lotteryPaths.issue, { query: { lottery: 'JNDSSM' } })).json.result).toMatchObject({
      second: -1,
      state: 1,
      issue: '20261122-2400',
    });
    await maintenance.close();
  });

  it('draws each due issue exactly once, in order, with numbers that verify against the committed hash', async () => {
    const before = (await s.call('GET', lotteryPaths.issue, { query: { lottery: 'HN1FC' } })).json.result;
    s.clock.advance(5 * 60 * 1000);
    const drawn = await s.app.scheduler.tick();
    const hn = drawn.filter((d) => d.lottery === 'HN1FC').map((d) => d.issue);
    expect(hn).toEqual(['20261122-0721', '20261122-0722', '20261122-0723', '20261122-0724', '20261122-0725']);
    expect(drawn.filter((d) => d.lottery === 'JNDSSM')).toHaveLength(10);
    expect(await s.app.scheduler.tick()).toEqual([]); // nothing twice
    const open = (await s.call('GET', lotteryPaths.openIssue, { query: { lottery: 'HN1FC,JSPK10' } })).json.result;
    expect(open.HN1FC.issueNo).toBe('20261122-0725');
    expect(open.JSPK10.code.split(',')).toHaveLength(10);
    const proof = (await s.call('GET', lotteryPaths.verifyDraw, { query: { lottery: 'HN1FC', issue: before.issue } })).json.result;
    expect(proof).toMatchObject({ seedHash: before.seedHash, hashMatches: true, codeMatches: true });
    expect(seedHashOf(proof.seed)).toBe(before.seedHash);
    expect(verifyDraw({ family: 'ssc', lottery: 'HN1FC', issue: before.issue, seed: proof.seed, seedHash: proof.seedHash, code: proof.code }).codeMatches).toBe(
      true,
    );
    // The seed of an undrawn issue stays secret.
    const next = (await s.call('GET', lotteryPaths.issue, { query: { lottery: 'HN1FC' } })).json.result;
    expect((await s.call('GET', lotteryPaths.verifyDraw, { query: { lottery: 'HN1FC', issue: next.issue } })).json.result.seed).toBeNull();
    const info = (await s.call('GET', lotteryPaths.issue, { query: { lottery: 'HN1FC' } })).json.result;
    expect(info.lastFive.map((d: { issueNo: string }) => d.issueNo)).toEqual([
      '20261122-0725',
      '20261122-0724',
      '20261122-0723',
      '20261122-0722',
      '20261122-0721',
    ]);
  });

  it('gives times, trend (size 30 with hit and skip frequencies), tab config and odds from the engine', async () => {
    s.clock.advance(40 * 60 * 1000);
    await s.app.scheduler.tick();
    const times = (await s.call('GET', lotteryPaths.times, { query: { lottery: 'HN1FC,JSK3' } })).json.result;
    expect(times.time).toBe(s.clock.now());
    expect(times.issue.HN1FC.issue).toMatch(/^20261122-\d{4}$/);
    const trend = (await s.call('GET', lotteryPaths.trend, { query: { lottery: 'JSK3', method: 'hz_hz_hz', size: '30' } })).json.result;
    expect(trend.list).toHaveLength(30);
    expect(trend.hitFrequency).toHaveLength(3);
    expect(trend.hitFrequency[0]).toHaveLength(6);
    expect(trend.hitFrequency[0].reduce((a: number, b: number) => a + b, 0)).toBe(30);
    expect(trend.skipFrequency[0].every((n: number) => n >= 0 && n <= 30)).toBe(true);
    const tabs = (await s.call('GET', lotteryPaths.tabConfig, { query: { lottery: 'JSK3' } })).json.result;
    expect(tabs[0]).toMatchObject({ tab: '和值' });
    expect(tabs.flatMap((t: { subTabConfig: Array<{ playWay: unknown[] }> }) => t.subTabConfig.flatMap((x) => x.playWay))).toHaveLength(20);
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'JSK3' } })).json.result.JSK3;
    // 三不同号 123: p = 6/216 → 2 ÷ p × 0.98 = 70.56; at point 6.5%: 2 × 36 × 0.915 = 65.88; type B: 2 × 36 × 0.95.
    expect(odds.bth3_bth3_fs).toMatchObject({ bonusA: '70.56', rateA: '0.065', bonusB: '68.4', rateB: '0', n: 1, m: 99999 });
    expect(odds.bth3_bth3_fs.choices[0]).toEqual({ point: '0.065', odds: '65.88', type: 'A' });
    // 和值 options differ: sum 3 (p = 1/216) vs sum 10 (p = 27/216).
    expect(odds.hz_hz_hz.options['3'].bonusA).toBe('423.36');
    expect(odds.hz_hz_hz.options['10'].bonusA).toBe('15.68');
  });

  it('moves time through the test-only clock endpoint, which exists only when enabled', async () => {
    expect((await s.call('POST', '/__test/clock', { body: { advanceMs: 60_000 } })).status).toBe(404);
    const t = await startTestServer({ config: { testClock: true } });
    const res = await t.call('POST', '/__test/clock', { body: { advanceMs: 120_000 } });
    expect(res.json.result.now).toBe(T0 + 120_000);
    expect(res.json.result.drawn.filter((d: { lottery: string }) => d.lottery === 'HN1FC')).toHaveLength(2);
    await t.close();
  });

  it('keeps favourites per player on the server, refusing unknown codes and more than 12 with clear messages', async () => {
    const other = (await s.createUser('mike', '100')).cookie;
    const saved = await s.call('POST', lotteryPaths.saveFavorites, { cookie, body: { lotteries: ['txffc', 'HN1FC', 'TXFFC', ' jsk3 '] } });
    expect(saved.json).toMatchObject({ code: 1, result: ['TXFFC', 'HN1FC', 'JSK3'] });
    // Another browser of the same player reads them; another player does not.
    const again = await s.login('lucy');
    expect((await s.call('GET', lotteryPaths.favorites, { cookie: again })).json.result).toEqual(['TXFFC', 'HN1FC', 'JSK3']);
    expect((await s.call('GET', lotteryPaths.favorites, { cookie: other })).json.result).toEqual([]);
    // A refused save keeps the list as it was.
    expect((await s.call('POST', lotteryPaths.saveFavorites, { cookie, body: { lotteries: ['HN1FC', 'NOPE'] } })).json).toEqual({
      code: 2001,
      msg: '彩种不存在：NOPE',
    });
    const all = (await s.call('GET', lotteryPaths.classifyList, { cookie })).json.result.flatMap((c: { list: Array<{ en: string }> }) =>
      c.list.map((l) => l.en),
    );
    expect(all.length).toBeGreaterThan(12);
    expect((await s.call('POST', lotteryPaths.saveFavorites, { cookie, body: { lotteries: all.slice(0, 13) } })).json).toEqual({
      code: 2017,
      msg: '收藏彩种最多12个',
    });
    expect(
      (await s.call('POST', lotteryPaths.saveFavorites, { cookie, body: { lotteries: [...all.slice(0, 12), ...all.slice(0, 12)].join(',') } })).json.result,
    ).toEqual(all.slice(0, 12));
    expect((await s.call('POST', lotteryPaths.saveFavorites, { cookie, body: { lotteries: [] } })).json.result).toEqual([]);
    expect((await s.call('GET', lotteryPaths.favorites, { cookie })).json.result).toEqual([]);
    expect((await s.call('GET', lotteryPaths.favorites)).status).toBe(401);
  });

  it('answers favourites and a recommendation', async () => {
    expect((await s.call('GET', lotteryPaths.favorites, { cookie })).json.result).toEqual([]);
    expect((await s.call('POST', lotteryPaths.saveFavorites, { cookie, body: { lotteries: ['hn1fc', 'TXFFC'] } })).json.result).toEqual(['HN1FC', 'TXFFC']);
    expect((await s.call('GET', lotteryPaths.favorites, { cookie })).json.result).toEqual(['HN1FC', 'TXFFC']);
    expect((await s.call('POST', lotteryPaths.saveFavorites, { cookie, body: { lotteries: ['NOPE'] } })).json.code).toBe(2001);
    s.clock.advance(10 * 60 * 1000);
    await s.app.scheduler.tick();
    const rec = (await s.call('GET', lotteryPaths.recommend, { cookie, query: { lottery: 'HN1FC', sourceType: '1' } })).json.result;
    expect(rec).toMatchObject({ rate: 300, lotteryName: '河内1分彩' });
    expect(rec.reason).toMatch(/遗漏/);
    expect(T0).toBeGreaterThan(0);
  });
});
