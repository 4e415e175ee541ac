import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryPaths, walletPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { setPaused } from '../../../server/domains/lottery/queries';
import { getPlay } from '../../../engine-worker/engine';
import { waveOf } from '../../../engine-worker/draws/mark-six-tables';
import { add, multiply, parlayBonus } from '../../../rules/money';
import { currentIssue, futureDraw, line, lz } from '../../support/order-helpers';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';

let s: TestServer;
let cookie: string;
const L = 'JSK3';
const ODDS_123 = '70.56'; // 三不同号 at point 0
const hzOdds = (sum: number) => ({ 3: '423.36', 10: '15.68' })[sum];

serverPerTest((server) => (s = server));
beforeEach(async () => {
  cookie = (await s.createUser('player', '100')).cookie;
});

const balance = async (c = cookie) => (await s.call('GET', walletPaths.balance, { cookie: c })).json.data.cash;
const order = (body: object, c = cookie, headers?: Record<string, string>) => s.call('POST', lotteryPaths.addOrder, { cookie: c, body, headers });

describe('add_order', () => {
  it('accepts a recounted order, escrows the stake, and settles it at the draw with the engine', async () => {
    const issue = await currentIssue(s, L);
    const draw = await futureDraw(s, L, issue);
    const sum = draw[0]! + draw[1]! + draw[2]!;
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result[L];
    const sumOdds = odds.hz_hz_hz.choices.find((c: { type: string; point: string }) => c.type === 'A' && c.point === '0').odds;
    const losing = sum === 3 ? 4 : 3;
    const res = await order({
      lottery: L,
      issue,
      betType: 2,
      sourceType: 0,
      order: JSON.stringify([line('hz_hz_hz', `${sum},${losing}`, 2, sumOdds, { piece: 3 }), line('bth3_bth3_fs', '1,2,3,4', 4, ODDS_123, { price: '0.2' })]),
    });
    expect(res.json).toMatchObject({ code: 1, msg: '订单提交成功！' });
    expect(res.json.result.orderIds).toHaveLength(2);
    expect(res.json.result.totalMoney).toBe('12.8'); // 2 × 2 × 3 + 4 × 0.2
    expect(await balance()).toBe('87.2');
    const records = (await s.call('GET', lotteryPaths.recentOrder, { cookie, query: { lottery: L } })).json.result;
    expect(records[0]).toMatchObject({ status: '未开奖', singleStatus: 0, issue });

    s.clock.advance(60_000);
    await s.app.scheduler.tick();
    const hz = (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId: res.json.result.orderIds[0] } })).json.result;
    // One bet of the line wins: the bonus of its sum (its own odds) × price/2 × piece.
    const sumBonus = odds.hz_hz_hz.options[String(sum)].bonusA;
    const prize = Math.round(Number(sumBonus) * 3 * 10000) / 10000;
    expect(hz).toMatchObject({ status: '已中奖', lotteryNumber: draw.join(','), awardMoney: String(prize) });
    const bth = (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId: res.json.result.orderIds[1] } })).json.result;
    const distinct = new Set(draw).size === 3 && draw.every((d) => d <= 4);
    expect(bth.status).toBe(distinct ? '已中奖' : '未中奖');
    expect(Number(await balance())).toBeCloseTo(87.2 + prize + (distinct ? 7.056 : 0), 4);
    if (hzOdds(sum)) expect(sumBonus).toBe(hzOdds(sum));
  });

  it('rejects a wrong count, amount, price, odds, point or multiple, a bad selection and a malformed body', async () => {
    const issue = await currentIssue(s, L);
    const base = line('bth3_bth3_fs', '1,2,3', 1, ODDS_123);
    const send = (l: object) => order({ lottery: L, issue, betType: 2, order: [l] });
    expect((await send({ ...base, nums: 2 })).json.code).toBe(2005);
    expect((await send({ ...base, amount: '1' })).json.code).toBe(2006);
    expect((await send({ ...base, price: '0.5', amount: '0.5' })).json.code).toBe(2007);
    expect((await send({ ...base, price: '0.01', amount: '0.01' })).json.code).toBe(2007); // 1分 is display-only
    expect((await send({ ...base, odds: '80' })).json.code).toBe(2008);
    expect((await send({ ...base, point: '0.07' })).json.code).toBe(2009);
    expect((await send({ ...base, point: '0.065', odds: ODDS_123 })).json.code).toBe(2008); // odds must go with the point
    expect((await send({ ...base, point: '0.065', odds: '65.88' })).json.code).toBe(1);
    expect((await send({ ...base, piece: 0, amount: '0' })).json.code).toBe(2010);
    expect((await send({ ...base, piece: 100000, amount: '200000' })).json.code).toBe(2010);
    expect((await send({ ...base, code: '1,2,7' })).json.code).toBe(2012);
    expect((await send({ ...base, code: '1,2' })).json.code).toBe(2012);
    expect((await send({ ...base, method: 'nope_nope' })).json.code).toBe(2002);
    expect((await order({ lottery: 'NOPE', issue, order: [base] })).json.code).toBe(2001);
    expect((await order({ lottery: L, issue, order: '[{not json' })).json.code).toBe(2011);
    expect((await order({ lottery: L, issue, order: [] })).json.code).toBe(2015);
    const broken = await s.call('POST', lotteryPaths.addOrder, { cookie, body: '{"lottery":', headers: {} });
    expect(broken.status).toBe(400);
    const undecodable = await s.call('POST', lotteryPaths.addOrder, { cookie, body: '@@@not-lz@@@', headers: { 'content-encoding': 'lzstring' } });
    expect(undecodable.json.code).toBe(2011);
    expect((await s.call('POST', lotteryPaths.addOrder, { body: { lottery: L, issue, order: [base] } })).status).toBe(401);
  });

  it(`answers 2011 for a malformed order list or line and 2014 for a malformed chase plan, as their JSON text does, and the 400 envelope for a body \
field of the wrong type`, async () => {
    const issue = await currentIssue(s, L);
    const base = line('bth3_bth3_fs', '1,2,3', 1, ODDS_123);
    for (const malformed of [{}, 5, [5], [{ ...base, piece: 'many' }], [{ ...base, code: ['1'] }], JSON.stringify([{ ...base, nums: null }])])
      expect((await order({ lottery: L, issue, order: malformed })).json, JSON.stringify(malformed)).toEqual({ code: 2011, msg: '订单内容无法解析' });
    const chase = { lottery: L, issue, betType: 4, istrace: 1, order: [base] };
    for (const trace of [
      undefined,
      'nope',
      { issues: 'x', totalMoney: '2' },
      { winStop: 1, totalMoney: '2', issues: [{ issue, piece: 'x' }] },
      JSON.stringify({ winStop: 1, issues: [] }),
    ])
      expect((await order({ ...chase, trace })).json, JSON.stringify(trace)).toMatchObject({ code: 2014 });
    // Text where the line schema has numbers (and the reverse) is read as the body's own fields are.
    const lenient = await order({ lottery: L, issue, order: [{ ...base, piece: '1', nums: '1', amount: 2 }] });
    expect(lenient.json.code).toBe(1);
    for (const body of [
      { lottery: { code: L }, issue, order: [base] },
      { lottery: L, issue, order: [base], istrace: 7 },
      { lottery: L, issue: ['x', 'y'], order: [base] },
    ]) {
      const res = await order(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ code: 400, msg: expect.stringContaining('请求参数错误') });
    }
    expect(await balance()).toBe('98');
  });

  it('accepts an lz-string body and a form-encoded body', async () => {
    const issue = await currentIssue(s, L);
    const body = { lottery: L, issue, betType: 2, order: JSON.stringify([line('bth3_bth3_fs', '1,2,3', 1, ODDS_123)]) };
    const res = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: lz(body),
      headers: { 'content-encoding': 'lzstring', 'content-type': 'text/plain' },
    });
    expect(res.json.code).toBe(1);
    const form = await s.app.inject({
      method: 'POST',
      url: lotteryPaths.addOrder,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...body, betType: '2', _: '123' }).toString(),
    });
    expect(form.json().code).toBe(1);
    expect(await balance()).toBe('96');
    // A chase posted as a form: its numbers and the plan arrive as text.
    const next = await s.db
      .selectFrom('issues')
      .select('issue_no')
      .where('lottery', '=', L)
      .where('issue_no', '>', issue)
      .orderBy('issue_no')
      .limit(1)
      .executeTakeFirstOrThrow();
    const plan = { winStop: 'true', totalMoney: '4', issues: [issue, next.issue_no].map((i) => ({ issue: i, piece: 1 })) };
    const chase = await s.app.inject({
      method: 'POST',
      url: lotteryPaths.addOrder,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...body, betType: '4', istrace: '1', trace: JSON.stringify(plan) }).toString(),
    });
    expect(chase.json()).toMatchObject({ code: 1, result: { totalMoney: '4' } });
    expect(await balance()).toBe('92');
  });

  it('refuses a closed issue, a paused lottery and an order beyond the balance (4001 余额不足)', async () => {
    const issue = await currentIssue(s, L);
    const l = line('bth3_bth3_fs', '1,2,3', 1, ODDS_123);
    s.clock.advance(56_000); // 1 s after the sales deadline (5 s before the draw)
    expect((await order({ lottery: L, issue, order: [l] })).json.code).toBe(2003);
    expect((await order({ lottery: L, issue: '20200101-0001', order: [l] })).json.code).toBe(2003);
    const next = await currentIssue(s, L);
    const big = line('bth3_bth3_fs', '1,2,3,4,5,6', 20, ODDS_123, { piece: 3 }); // 120
    const poor = await order({ lottery: L, issue: next, order: [big] });
    expect(poor.json).toMatchObject({ code: 4001, msg: '余额不足' });
    expect(await balance()).toBe('100');
    await s.db.insertInto('lottery_settings').values({ lottery: L, paused: true }).execute();
    expect((await order({ lottery: L, issue: next, order: [l] })).json.code).toBe(2004);
  });

  it('charges a retried submission (same request id) once, and refuses the id with another body', async () => {
    const issue = await currentIssue(s, L);
    const body = { lottery: L, issue, betType: 2, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS_123)], requestId: 'req-0001-abcdef' };
    const first = await order(body);
    const again = await order(body);
    expect(again.json.result.orderIds).toEqual(first.json.result.orderIds);
    // The key sent as the Idempotency-Key header instead is the same request: the first answer again.
    const header = await order({ ...body, requestId: undefined }, cookie, { 'idempotency-key': 'req-0001-abcdef' });
    expect(header.json.result.orderIds).toEqual(first.json.result.orderIds);
    expect(await balance()).toBe('98');
    const other = await order({ ...body, order: [line('bth3_bth3_fs', '1,2,4', 1, ODDS_123)] });
    expect(other.status).toBe(409);
  });

  it('answers a retry with its request id as the order went through, even after the issue closed and was drawn', async () => {
    const issue = await currentIssue(s, L);
    const body = { lottery: L, issue, betType: 2, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS_123)], requestId: 'req-late-000001' };
    const first = await order(body);
    expect(first.json.code).toBe(1);
    s.clock.advance(70_000); // past the sales deadline and the draw
    await s.app.scheduler.tick();
    const retried = await order(body);
    expect(retried.json).toEqual(first.json);
    const orders = await s.db.selectFrom('orders').select('order_no').where('issue_no', '=', issue).where('lottery', '=', L).execute();
    expect(orders.map((o) => o.order_no)).toEqual(first.json.result.orderIds);
    // Without its id the same body is a new order, and the issue is closed.
    expect((await order({ ...body, requestId: undefined })).json.code).toBe(2003);
  });

  it("cancels only the owner's undrawn orders, with a refund", async () => {
    const intruder = (await s.createUser('intruder', '10')).cookie;
    const issue = await currentIssue(s, L);
    const res = await order({ lottery: L, issue, order: [line('bth3_bth3_fs', '1,2,3', 1, ODDS_123)] });
    const [id] = res.json.result.orderIds;
    const res2 = await order({ lottery: L, issue, order: [line('bth3_bth3_fs', '1,2,4', 1, ODDS_123)] });
    expect((await s.call('POST', lotteryPaths.cancelOrder, { cookie: intruder, body: { orderId: id } })).status).toBe(403);
    expect((await s.call('GET', lotteryPaths.recentDetail, { cookie: intruder, query: { orderId: id } })).json).toMatchObject({ code: 404, msg: '订单不存在' });
    expect((await s.call('POST', lotteryPaths.cancelOrder, { cookie, body: { orderId: id } })).json).toMatchObject({ code: 1, result: { balance: '98' } });
    expect((await s.call('POST', lotteryPaths.cancelOrder, { cookie, body: { orderId: id } })).json.code).toBe(2013);
    s.clock.advance(60_000);
    await s.app.scheduler.tick();
    expect((await s.call('POST', lotteryPaths.cancelOrder, { cookie, body: { orderId: res2.json.result.orderIds[0] } })).json.code).toBe(2013);
    const history = (await s.call('GET', lotteryPaths.historyOrders, { cookie, query: { lottery: L, page: '1', size: '10' } })).json.result;
    expect(history.total).toBe(2);
    expect(history.list.map((r: { status: string }) => r.status).sort()).toEqual(
      ['已撤单', history.list.find((r: { orderId: string }) => r.orderId !== id).status].sort(),
    );
  });
});

describe('正码过关 (Mark Six parlay)', () => {
  it('accepts a parlay as one bet and pays the product of the legs won at the draw', async () => {
    const lottery = 'JSLHC';
    const issue = await currentIssue(s, lottery);
    const draw = await futureDraw(s, lottery, issue);
    const play = getPlay('lhc:gg_gg_zmgg');
    const options = play.plate.rows[0]!.options;
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery } })).json.result[lottery].gg_gg_zmgg;
    expect(odds.choices.map((c: { type: string; point: string }) => `${c.type}${c.point}`)).toEqual(['A0', 'B0']); // no rebate point
    const quoted = odds.choices[0].odds;
    // a wave never ties: the drawn numbers' own waves win, another wave loses
    const waveOption = (n: number) => `${waveOf(n)}波`;
    const winning = [waveOption(draw[0]!), waveOption(draw[1]!)];
    const losing = [waveOption(draw[0]!), waveOption(draw[1]!) === '红波' ? '蓝波' : '红波'];
    // legs on 正码一, 正码二 …; options by their index in the row
    const code = (legs: string[]) => play.plate.rows.map((_, r) => (legs[r] ? String(options.indexOf(legs[r])) : '')).join('|');
    const one = await order({ lottery, issue, betType: 2, sourceType: 0, order: JSON.stringify([line('gg_gg_zmgg', code(winning.slice(0, 1)), 1, quoted)]) });
    expect(one.json).toMatchObject({ code: 2012, msg: '投注注数为0，请完善投注号码' }); // a single leg is no parlay
    const res = await order({
      lottery,
      issue,
      betType: 2,
      sourceType: 0,
      order: JSON.stringify([line('gg_gg_zmgg', code(winning), 1, quoted, { piece: 3 }), line('gg_gg_zmgg', code(losing), 1, quoted)]),
    });
    expect(res.json).toMatchObject({ code: 1, msg: '订单提交成功！' });
    expect(await balance()).toBe('92'); // 2 × 3 + 2
    s.clock.advance(60_000);
    await s.app.scheduler.tick();
    const detail = async (id: string) => (await s.call('GET', lotteryPaths.recentDetail, { cookie, query: { orderId: id } })).json.result;
    const prize = multiply(parlayBonus(winning.map((o) => odds.options[o].bonusA)), '3'); // × price/2 (1) × piece 3
    expect(await detail(res.json.result.orderIds[0])).toMatchObject({ status: '已中奖', awardMoney: prize });
    expect((await detail(res.json.result.orderIds[1])).status).toBe('未中奖');
    expect(await balance()).toBe(add('92', prize));
  });
});

describe('chase (trace)', () => {
  it('stops at the first win with win-stop: later issues are refunded once; the owner alone cancels chosen issues', async () => {
    const first = await currentIssue(s, L);
    const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
    const lottery = (await import('../../../server/domains/lottery/lotteries')).lotteryOf(L)!;
    await s.app.scheduler.ensureIssues(lottery, s.clock.now(), seq + 5);
    const issues = (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(6).execute()).map(
      (r) => r.issue_no,
    );
    const sums = await Promise.all(issues.map(async (i) => (await futureDraw(s, L, i)).reduce((a, b) => a + b, 0)));
    // Pick k ≥ 1 whose sum did not come up before it: the chase wins exactly at k.
    const k = sums.findIndex((sum, i) => i >= 1 && !sums.slice(0, i).includes(sum));
    expect(k).toBeGreaterThan(0);
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result[L].hz_hz_hz;
    const hzLine = line('hz_hz_hz', String(sums[k]), 1, odds.bonusA);
    const plan = issues.map((issue, i) => ({ issue, piece: i + 1 }));
    const totalMoney = String(plan.reduce((s2, p) => s2 + 2 * p.piece, 0));
    expect(
      (await order({ lottery: L, issue: first, betType: 4, istrace: 1, order: [hzLine], trace: { winStop: 1, totalMoney: '1', issues: plan } })).json.code,
    ).toBe(2014);
    const res = await order({
      lottery: L,
      issue: first,
      betType: 4,
      istrace: 1,
      order: [hzLine],
      trace: JSON.stringify({ winStop: true, mode: 2, totalMoney, issues: plan }),
    });
    expect(res.json.code).toBe(1);
    const [traceId] = res.json.result.traceIds;
    expect(await balance()).toBe(String(100 - Number(totalMoney)));
    // The plan's mode and win-stop as sent (win-stop as a JSON boolean).
    expect(await s.db.selectFrom('traces').select(['chase_type', 'win_stop']).where('trace_no', '=', traceId).executeTakeFirstOrThrow()).toEqual({
      chase_type: 2,
      win_stop: true,
    });
    const intruder = (await s.createUser('intruder', '0')).cookie;
    expect((await s.call('GET', lotteryPaths.traceCancel, { cookie: intruder, query: { traceId, 'issues[]': issues[5]! } })).status).toBe(403);
    expect((await s.call('GET', lotteryPaths.trace, { cookie: intruder, query: { traceId } })).json.code).toBe(404);

    for (let i = 0; i <= k; i++) {
      s.clock.advance(60_000);
      await s.app.scheduler.tick();
    }
    const trace = (await s.call('GET', lotteryPaths.trace, { cookie, query: { traceId } })).json.result;
    expect(trace.issues.map((x: { status: number }) => x.status)).toEqual(issues.map((_, i) => (i <= k ? 1 : 2)));
    expect(trace).toMatchObject({ status: 2, winStop: 1, finishCount: k + 1 });
    const spent = plan.slice(0, k + 1).reduce((a, p) => a + 2 * p.piece, 0);
    const prize = Number(odds.options[String(sums[k])].bonusA) * (k + 1);
    expect(Number(await balance())).toBeCloseTo(100 - spent + prize, 4);
    const list = (await s.call('GET', lotteryPaths.lotteryTrace, { cookie })).json.result;
    expect(list.total).toBe(1);
    // Nothing is left to cancel.
    expect((await s.call('GET', lotteryPaths.traceCancel, { cookie, query: { traceId, 'issues[]': issues[5]! } })).json.code).toBe(2013);
  });

  it('cancels the chosen issues of a running chase', async () => {
    const first = await currentIssue(s, L);
    const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
    const lottery = (await import('../../../server/domains/lottery/lotteries')).lotteryOf(L)!;
    await s.app.scheduler.ensureIssues(lottery, s.clock.now(), seq + 3);
    const issues = (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(4).execute()).map(
      (r) => r.issue_no,
    );
    const l = line('bth3_bth3_fs', '1,2,3', 1, ODDS_123);
    // bet type 4 alone marks a chase (istrace is optional)
    const res = await order({
      lottery: L,
      issue: first,
      betType: 4,
      order: [l],
      trace: { winStop: false, totalMoney: '8', issues: issues.map((issue) => ({ issue, piece: 1 })) },
    });
    const [traceId] = res.json.result.traceIds;
    // No mode sent: mode 3, doubling (the chase screen's default); win-stop off as sent.
    expect(await s.db.selectFrom('traces').select(['chase_type', 'win_stop']).where('trace_no', '=', traceId).executeTakeFirstOrThrow()).toEqual({
      chase_type: 3,
      win_stop: false,
    });
    const cancel = await s.call('GET', `${lotteryPaths.traceCancel}?traceId=${traceId}&issues[]=${issues[2]}&issues[]=${issues[3]}`, { cookie });
    expect(cancel.json).toMatchObject({ code: 1, result: { issues: [issues[2], issues[3]] } });
    expect(await balance()).toBe('96');
    const trace = (await s.call('GET', lotteryPaths.trace, { cookie, query: { traceId } })).json.result;
    expect(trace.issues.map((x: { status: number }) => x.status)).toEqual([0, 0, 2, 2]);
    expect(trace).toMatchObject({ totalMoney: '8', issueCount: 4 });
  });

  it('stops a chase of 1,000 issues in one request, the issues in its body', async () => {
    const rich = await s.createUser('chaser', '1000');
    const first = await currentIssue(s, L);
    const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
    const lottery = (await import('../../../server/domains/lottery/lotteries')).lotteryOf(L)!;
    await s.app.scheduler.ensureIssues(lottery, s.clock.now(), seq + 1100);
    const issues = (
      await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(1000).execute()
    ).map((r) => r.issue_no);
    const l = line('bth3_bth3_fs', '1,2,3', 1, ODDS_123, { price: '0.2' });
    const placed = await order(
      { lottery: L, issue: first, betType: 4, order: [l], trace: { winStop: false, totalMoney: '200', issues: issues.map((issue) => ({ issue, piece: 1 })) } },
      rich.cookie,
    );
    expect(placed.json.code).toBe(1);
    const [traceId] = placed.json.result.traceIds;
    const cancel = await s.call('POST', lotteryPaths.traceCancel, { cookie: rich.cookie, body: { traceId, issues } });
    expect(cancel.json).toMatchObject({ code: 1, result: { traceId } });
    expect(cancel.json.result.issues).toHaveLength(1000);
    expect(await balance(rich.cookie)).toBe('1000'); // every issue refunded
    const left = await s.db
      .selectFrom('orders')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('user_id', '=', rich.id)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});

describe('add_order_now (instant lottery)', () => {
  it('draws at once from the pre-committed seed, settles in the same call, and refuses scheduled lotteries', async () => {
    // MJMMC is an ssc lottery; this test also runs a k3 instant lottery so it does not wait for the ssc catalogue.
    const { lotteries } = await import('../../../server/domains/lottery/lotteries');
    lotteries.push({ code: 'TESTMMC', name: '测试秒秒彩', family: 'k3', category: '快3', hot: false, isNew: false, schedule: { kind: 'instant' } });
    try {
      const info = (await s.call('GET', lotteryPaths.issue, { cookie, query: { lottery: 'TESTMMC' } })).json.result;
      expect(info).toMatchObject({ second: -1, durationTime: 0 });
      expect(info.nextSeedHash).toMatch(/^[0-9a-f]{64}$/);
      const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: 'TESTMMC' } })).json.result.TESTMMC.hz_hz_hz;
      const all = Array.from({ length: 16 }, (_, i) => String(i + 3)).join(',');
      const body = {
        lottery: 'TESTMMC',
        betType: 2,
        sourceType: 0,
        order: [line('hz_hz_hz', all, 16, odds.bonusA, { price: '0.2' })],
        requestId: 'instant-000001',
      };
      const toUser = vi.spyOn(s.app.realtime, 'toUser');
      const res = await s.call('POST', lotteryPaths.addOrderNow, { cookie, body });
      expect(res.json.code).toBe(1);
      const result = res.json.result;
      // The winning bet is notified once, the replay below notifies nothing.
      expect(toUser.mock.calls.map((call) => [call[1], (call[2] as { orderId: string }).orderId])).toEqual([['lottery_award_message', result.orderIds[0]]]);
      expect(result.seedHash).toBe(info.nextSeedHash);
      expect(result.nextSeedHash).not.toBe(info.nextSeedHash);
      // Every sum is covered: exactly one bet wins, at its own odds.
      const sum = result.code
        .split(',')
        .map(Number)
        .reduce((a: number, b: number) => a + b, 0);
      expect(result.bonus).toBe(String(Number(odds.options[String(sum)].bonusA) / 10));
      expect(Number(result.balance)).toBeCloseTo(100 - 3.2 + Number(result.bonus), 4);
      const proof = (await s.call('GET', lotteryPaths.verifyDraw, { query: { lottery: 'TESTMMC', issue: result.issue } })).json.result;
      expect(proof).toMatchObject({ code: result.code, seed: result.seed, hashMatches: true, codeMatches: true });
      // A retry returns the same draw and charges nothing.
      const again = await s.call('POST', lotteryPaths.addOrderNow, { cookie, body });
      expect(again.json.result).toEqual(result);
      expect(toUser).toHaveBeenCalledTimes(1);
      const next = await s.call('POST', lotteryPaths.addOrderNow, { cookie, body: { ...body, requestId: 'instant-000002' } });
      expect(next.json.result.seedHash).toBe(result.nextSeedHash);
      expect((await s.call('POST', lotteryPaths.addOrderNow, { cookie, body: { ...body, lottery: L } })).json.code).toBe(2016);
      expect((await s.call('POST', lotteryPaths.addOrder, { cookie, body: { ...body, issue: 'x' } })).json.code).toBe(2003);
      // Paused: refused before any seed is used or money moves.
      const before = await balance();
      await setPaused(s.db, 'TESTMMC', true);
      const paused = await s.call('POST', lotteryPaths.addOrderNow, { cookie, body: { ...body, requestId: 'instant-000003' } });
      expect(paused.json).toEqual({ code: errorCodes.lotteryPaused.code, msg: errorCodes.lotteryPaused.msg });
      expect(await balance()).toBe(before);
      expect((await s.call('GET', lotteryPaths.issue, { cookie, query: { lottery: 'TESTMMC' } })).json.result.nextSeedHash).toBe(next.json.result.nextSeedHash);
    } finally {
      lotteries.pop();
    }
  });
});
