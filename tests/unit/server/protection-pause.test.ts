/**
 * Cool-off and self-exclusion on the embedded database: every money path that starts play refuses
 * while the pause lasts (log-in, withdrawals, transfers back from a game and records still work),
 * an agent cannot transfer to a paused downline, a pause cannot be shortened, and the open chases
 * stop at once with exactly their issues still on sale refunded.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gamePaths, gameUrlPaths, lotteryPaths, teamPaths, walletPaths } from '../../../contract/paths';
import { lotteries } from '../../../server/domains/lottery/lotteries';
import { groupTeam, grab, makeGroup, PAY_PASSWORD, sendPacket } from '../../support/group-helpers';
import { line } from '../../support/order-helpers';
import { recharge } from '../../support/payment-helpers';
import { chase, HAO, nextIssues, order, pause, pauseStopsChaseScenario, protectionState } from '../../support/protection';
import { claimProtection, savePause } from '../../../server/domains/protection/queries';
import { usersWithOpenChases } from '../../../server/domains/lottery/queries';
import type { UserId } from '../../../server/db/ids';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';
import { transferCall } from '../../support/transfer-helpers';
import { bankRequest, bindCard, withdraw, withdrawTestSettings } from '../../support/withdraw-helpers';

let s: TestServer;
// T0: 2026-11-22 12:00:30 Beijing time.
serverPerTest(
  (server) => (s = server),
  () => ({ config: { withdraw: withdrawTestSettings() } }),
);

const EXCLUDED = { code: 7311, msg: '自我排除期中，暂停充值、转入游戏、投注、追号、红包和游戏，将于 2027-05-22 12:00 结束' };

describe('self-exclusion', () => {
  it('refuses every money path that starts play, and lets the player log in, withdraw, bring game money home and read records', async () => {
    const t = await groupTeam(s, 'ex', '1000');
    const p1 = t.p1;
    const gid = await makeGroup(s, t.agent, [p1, t.p2]);
    // Before the exclusion: money in a game wallet, a game open, a packet waiting to be grabbed.
    expect((await transferCall(s, p1.cookie, { turnOut: 'sobet_01', turnIn: 'hqt_01', cash: '100' })).json.code).toBe(0);
    const launched = (await s.call('GET', gameUrlPaths.hqt, { cookie: p1.cookie, query: { gameCode: 'hqt_high_card' } })).json.data as string;
    const token = new URL(launched, 'http://x').searchParams.get('token')!;
    const packet = (await sendPacket(s, t.agent, gid, { num: 2, amount: '10' })).json.result.redPacketId as number;
    await bindCard(s, p1.id, `62220303${String(p1.id).padStart(11, '0')}`);
    await s.db.updateTable('users').set({ real_name: '张三', security_questions: '1,2,3', security_answers: '[]' }).where('id', '=', p1.id).execute();

    const paused = await pause(s, p1.cookie, 'exclude6m');
    expect(paused.json.code).toBe(0);
    expect(paused.json.data.pause).toMatchObject({ kind: 'exclusion', untilText: '2027-05-22 12:00' });

    expect(await order(s, p1.cookie, '2', 1)).toEqual(EXCLUDED);
    expect(await chase(s, p1.cookie, await nextIssues(s, 3), '2', 1)).toEqual(EXCLUDED);
    lotteries.push({ code: 'TESTMMC', name: '测试秒秒彩', family: 'k3', category: '快3', hot: false, isNew: false, schedule: { kind: 'instant' } });
    try {
      const instant = { lottery: 'TESTMMC', betType: 2, sourceType: 0, order: [line('bth3_bth3_fs', '1,2,3', 1, '70.56')] };
      expect((await s.call('POST', lotteryPaths.addOrderNow, { cookie: p1.cookie, body: instant })).json).toEqual(EXCLUDED);
    } finally {
      lotteries.pop();
    }
    expect((await recharge(s, { id: p1.id, cookie: p1.cookie, username: p1.name }, { channelCode: 'ALIPAY_WEB', amount: '100' })).json).toEqual(EXCLUDED);
    expect((await transferCall(s, p1.cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10' })).json).toMatchObject({ msg: EXCLUDED.msg });
    expect((await s.call('GET', gameUrlPaths.hqt, { cookie: p1.cookie, query: { gameCode: 'hqt_high_card' } })).json).toMatchObject({ msg: EXCLUDED.msg });
    expect((await s.call('POST', gamePaths.bet, { body: { token, choice: 'player', cash: '10', requestId: crypto.randomUUID() } })).json).toEqual(EXCLUDED);
    expect((await sendPacket(s, p1, gid, { num: 1, amount: '5' })).json).toEqual(EXCLUDED);
    expect((await grab(s, p1, packet)).json).toEqual(EXCLUDED);
    expect((await grab(s, t.p2, packet)).json.code).toBe(1); // the others still can
    const toDownline = await s.call('POST', teamPaths.lowerTransfer, {
      cookie: t.agent.cookie,
      body: { username: p1.name, amount: '10', payPassword: PAY_PASSWORD },
    });
    expect(toDownline.json).toEqual({ code: 7312, msg: '该下级会员已暂停游戏，不能向其转账' });
    // Depositing for the downline: refused without saying which pause or limit.
    await bindCard(s, t.agent.id, `62220303${String(t.agent.id).padStart(11, '0')}`);
    await s.db.updateTable('users').set({ security_questions: '1,2,3', security_answers: '[]' }).where('id', '=', t.agent.id).execute();
    const forDownline = await recharge(
      s,
      { id: t.agent.id, cookie: t.agent.cookie, username: t.agent.name },
      { channelCode: 'ALIPAY_WEB', amount: '100', subordinateName: p1.name },
    );
    expect(forDownline.json).toEqual({ code: 7314, msg: '该下级会员的玩家保护设置不允许本次充值' });
    const team = (await s.call('GET', teamPaths.lowerList, { cookie: t.agent.cookie })).json.result.list as Array<{ username: string; paused: number }>;
    expect(team.filter((m) => m.paused === 1).map((m) => m.username)).toEqual([p1.name]);
    // Nothing above moved money: the main wallet still holds 1000 − 100.
    const cash = async () => (await s.call('GET', walletPaths.balance, { cookie: p1.cookie, query: { cbId: 'sobet_01' } })).json.data.cash;
    expect(await cash()).toBe('900');

    // What stays open: log-in, game money home, withdrawals, records.
    const cookie = await s.login(p1.name);
    expect((await transferCall(s, cookie, { turnOut: 'hqt_01', turnIn: 'sobet_01', cash: '100' })).json.code).toBe(0);
    const cardId = (await s.db.selectFrom('bank_cards').select('id').where('user_id', '=', p1.id).executeTakeFirstOrThrow()).id;
    const out = await withdraw(s, { id: p1.id, cookie, cardId }, bankRequest({ id: p1.id, cookie, cardId }, '200', { pay_password: PAY_PASSWORD }));
    expect(out.json.code, JSON.stringify(out.json)).toBe(0);
    expect((await s.call('GET', lotteryPaths.historyOrders, { cookie, query: {} })).json.code).toBe(1);

    // It cannot be shortened by a shorter pause.
    expect((await pause(s, cookie, 'coolOff24h')).json).toEqual({ code: 7313, msg: '已有更长的暂停期，不能缩短' });
  });

  it('marks a cool-off with its own message and lifts it when it ends', async () => {
    const p = await s.createUser('cool', '100');
    expect((await pause(s, p.cookie, 'coolOff24h')).json.code).toBe(0);
    expect(await order(s, p.cookie, '2', 1)).toEqual({ code: 7310, msg: '冷静期中，暂停充值、转入游戏、投注、追号、红包和游戏，将于 2026-11-23 12:00 结束' });
    s.clock.advance(24 * 60 * 60 * 1000);
    await s.app.scheduler.tick();
    const cookie = await s.login('cool');
    expect((await protectionState(s, cookie)).pause).toBeNull();
    expect((await order(s, cookie, '2', 1)).code).toBe(1);
  });
});

describe('a pause and the open chases', () => {
  it('stops every open chase at once, refunding exactly the stakes of its issues still on sale', () => pauseStopsChaseScenario(s));

  it('stops at the next sweep the chases of a pause whose own stop never ran (the process died between the two)', async () => {
    const p = await s.createUser('survivor', '1000');
    const issues = await nextIssues(s, 5);
    // 2元 × 1 per issue over 5 issues: 10元 booked, none drawn yet.
    expect((await chase(s, p.cookie, issues, '2', 1)).code).toBe(1);
    const balance = async () =>
      (await s.db.selectFrom('accounts').select('balance').where('user_id', '=', p.id).where('kind', '=', 'main').executeTakeFirstOrThrow()).balance;
    const before = await balance();
    // The pause as its own transaction commits it, and no chase stop after it.
    await s.db.transaction().execute(async (tx) => {
      await claimProtection(tx, p.id, s.clock.now());
      await savePause(tx, p.id, 'coolOff', s.clock.now() + 7 * 86_400_000, s.clock.now());
    });
    expect(await balance()).toBe(before);

    expect((await s.app.pausedChaseStops.tick()).players).toEqual([p.id]);
    expect((await balance()) - before).toBe(5 * 2 * HAO);
    const statuses = await s.db.selectFrom('orders').select('status').where('user_id', '=', p.id).execute();
    expect(statuses.map((o) => o.status)).toEqual([3, 3, 3, 3, 3]);
    // Nothing left to stop: the next pass finds no one and refunds nothing more.
    expect((await s.app.pausedChaseStops.tick()).players).toEqual([]);
    expect((await balance()) - before).toBe(5 * 2 * HAO);
  });

  it('sweeps only the players paused now who have chase issues pending or a chase still booking', async () => {
    const issues = await nextIssues(s, 3);
    const now = s.clock.now();
    const pauseUntil = (id: UserId, until: number) =>
      s.db.transaction().execute(async (tx) => {
        await claimProtection(tx, id, now);
        await savePause(tx, id, 'coolOff', until, now);
      });
    const chasing = await s.createUser('chasing', '100');
    const idle = await s.createUser('idle', '100');
    const free = await s.createUser('free', '100');
    const ended = await s.createUser('ended', '100');
    const booking = await s.createUser('booking', '100');
    for (const p of [chasing, free, ended, booking]) expect((await chase(s, p.cookie, issues, '2', 1)).code).toBe(1);
    // booking: every booked issue stopped, while the rest of its chase is still to book (a booking in flight).
    const [traceNo] = (await s.db.selectFrom('traces').select('trace_no').where('user_id', '=', booking.id).execute()).map((t) => t.trace_no);
    expect((await s.call('POST', lotteryPaths.traceCancel, { cookie: booking.cookie, body: { traceId: traceNo, issues } })).json.result.issues).toHaveLength(3);
    await s.db
      .updateTable('traces')
      .set({ unbooked: JSON.stringify({ rows: [] }) })
      .where('user_id', '=', booking.id)
      .execute();
    expect(await usersWithOpenChases(s.db, [free.id, idle.id, booking.id, chasing.id])).toEqual([free.id, booking.id, chasing.id]);
    await s.db.updateTable('traces').set({ unbooked: null }).where('user_id', '=', booking.id).execute();

    await pauseUntil(chasing.id, now + 86_400_000);
    await pauseUntil(idle.id, now + 86_400_000);
    // A pause that ends at this instant is over.
    await pauseUntil(ended.id, now);
    expect((await s.app.pausedChaseStops.tick()).players).toEqual([chasing.id]);
    const pendingOf = async (id: UserId) =>
      (await s.db.selectFrom('orders').select('status').where('user_id', '=', id).execute()).filter((o) => o.status === 0);
    expect(await pendingOf(chasing.id)).toHaveLength(0);
    expect(await pendingOf(free.id)).toHaveLength(3);
    expect(await pendingOf(ended.id)).toHaveLength(3);
  });
});
