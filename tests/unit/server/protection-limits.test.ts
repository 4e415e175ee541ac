/**
 * Player protection limits on the embedded database: each limit at its edge (exactly at the
 * limit passes, one hao over is refused, with the message naming the limit and its reset), a
 * raise or removal that waits 24 hours on the test clock, the Beijing week and month, and 50
 * concurrent orders against a daily stake limit.
 */
import { describe, expect, it } from 'vitest';
import { paymentPaths } from '../../../contract/paths';
import { depositor, recharge } from '../../support/payment-helpers';
import { chase, concurrentStakeLimitScenario, HAO, nextIssues, order, priorGamePlay, protectionState, setLimit } from '../../support/protection';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';

const HOUR = 60 * 60 * 1000;

let s: TestServer;
/** Moves the clock and lets the scheduler open the issues now on sale. */
async function passTime(ms: number): Promise<void> {
  s.clock.advance(ms);
  await s.app.scheduler.tick();
}
// T0: Sunday 2026-11-22 12:00:30 Beijing time.
serverPerTest((server) => (s = server));

describe('stake limits', () => {
  it('passes an order that reaches the daily stake limit exactly and refuses the next, naming the limit and its reset', async () => {
    const p = await s.createUser('daily', '100');
    expect((await setLimit(s, p.cookie, 'stakeDay', '10')).json.code).toBe(0);
    expect((await order(s, p.cookie, '2', 5)).code).toBe(1); // 10元
    expect(await order(s, p.cookie, '0.002', 1)).toEqual({ code: 7308, msg: '已达到每日投注限额 10.00 元，将于 2026-11-23 00:00 重置' });
  });

  it('refuses a stake one hao past the daily stake limit', async () => {
    const p = await s.createUser('hao', '100');
    expect((await setLimit(s, p.cookie, 'stakeDay', '10')).json.code).toBe(0);
    await priorGamePlay(s, p.id, 1); // 0.0001元 staked today
    expect((await order(s, p.cookie, '2', 5)).code).toBe(7308); // 10.0001元
    expect((await order(s, p.cookie, '0.002', 4999)).code).toBe(1); // 9.998元 + 0.0001 = 9.9981元
  });

  it('counts a new Beijing day from zero', async () => {
    const p = await s.createUser('nextday', '100');
    await setLimit(s, p.cookie, 'stakeDay', '10');
    expect((await order(s, p.cookie, '2', 5)).code).toBe(1);
    expect((await order(s, p.cookie, '2', 1)).code).toBe(7308);
    await passTime(12 * HOUR - 31_000); // Sunday 23:59:59
    const cookie = await s.login('nextday'); // a session idles out after 2 hours
    expect((await order(s, cookie, '2', 1)).code).toBe(7308);
    await passTime(1_000); // Monday 00:00:00
    expect((await order(s, cookie, '2', 5)).code).toBe(1);
  });

  it('limits each issue of an order alone with the per-order limit, and counts a chase’s every issue against the daily limit when booked', async () => {
    const p = await s.createUser('perorder', '100');
    await setLimit(s, p.cookie, 'stakeOrder', '10');
    expect((await order(s, p.cookie, '2', 5)).code).toBe(1);
    expect(await order(s, p.cookie, '0.002', 5001)).toEqual({ code: 7307, msg: '超过单笔投注限额 10.00 元' }); // 10.002元
    await setLimit(s, p.cookie, 'stakeDay', '35');
    // 10元 booked; a chase of 3 issues of 10元 would make 40元 today, of 2 issues 30元.
    expect((await chase(s, p.cookie, await nextIssues(s, 3), '2', 5)).code).toBe(7308);
    expect((await chase(s, p.cookie, await nextIssues(s, 2), '2', 5)).code).toBe(1);
  });
});

describe('loss limits', () => {
  it('counts stakes less what play paid back: exactly at the daily loss limit passes, one hao over is refused', async () => {
    const at = await s.createUser('lossat', '100');
    await setLimit(s, at.cookie, 'lossDay', '10');
    await priorGamePlay(s, at.id, 20 * HAO, 15 * HAO); // lost 5元
    expect((await order(s, at.cookie, '0.002', 2500)).code).toBe(1); // 5元: loss 10元
    expect(await order(s, at.cookie, '0.002', 1)).toEqual({ code: 7304, msg: '已达到每日亏损限额 10.00 元，将于 2026-11-23 00:00 重置' });

    const over = await s.createUser('lossover', '100');
    await setLimit(s, over.cookie, 'lossDay', '10');
    await priorGamePlay(s, over.id, 20 * HAO, 15 * HAO - 1); // lost 5.0001元
    expect((await order(s, over.cookie, '0.002', 2500)).code).toBe(7304);
    expect((await order(s, over.cookie, '0.002', 2499)).code).toBe(1);
  });

  it('counts the Beijing week from Monday and the month from its first day', async () => {
    const p = await s.createUser('weekly', '100');
    await setLimit(s, p.cookie, 'lossWeek', '10');
    await setLimit(s, p.cookie, 'lossMonth', '15');
    await priorGamePlay(s, p.id, 6 * HAO); // Sunday: lost 6元
    expect(await order(s, p.cookie, '2', 3)).toEqual({ code: 7305, msg: '已达到每周亏损限额 10.00 元，将于 2026-11-23 00:00 重置' });
    await passTime(12 * HOUR); // Monday: a new week, the same month
    const cookie = await s.login('weekly');
    expect((await order(s, cookie, '2', 3)).code).toBe(1); // week 6元, month 12元
    expect(await order(s, cookie, '2', 2)).toEqual({ code: 7306, msg: '已达到每月亏损限额 15.00 元，将于 2026-12-01 00:00 重置' });
  });
});

describe('deposit limits', () => {
  it('counts deposit orders pending or credited, not cancelled ones', async () => {
    const p = await depositor(s, 'saver');
    await setLimit(s, p.cookie, 'depositDay', '150');
    expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100' })).json.code).toBe(0);
    expect(await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100' }).then((r) => r.json)).toEqual({
      code: 7301,
      msg: '已达到每日充值限额 150.00 元，将于 2026-11-23 00:00 重置',
    });
    const last = (await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '50' })).json; // 150元 exactly
    expect(last.code).toBe(0);
    expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '50' })).json.code).toBe(7301);
    const cancelled = await s.call('POST', paymentPaths.cancelOrder, {
      cookie: p.cookie,
      body: { orderId: last.data.orderId, channelCode: 'ALIPAY_WEB', type: 2 },
    });
    expect(cancelled.json.code).toBe(0);
    expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '50' })).json.code).toBe(0);
  });
});

describe('changing a limit', () => {
  it('lowers at once, and raises or removes only after 24 hours on the clock', async () => {
    const p = await s.createUser('changer', '100');
    await setLimit(s, p.cookie, 'stakeDay', '10');
    const raised = (await setLimit(s, p.cookie, 'stakeDay', '20')).json.data;
    const day = raised.limits.find((l: { limit: string }) => l.limit === 'stakeDay');
    expect(day).toMatchObject({ amount: '10', pendingAmount: '20', pendingAt: s.clock.now() + 24 * HOUR });
    expect((await order(s, p.cookie, '2', 6)).code).toBe(7308); // 12元 > 10元
    await passTime(24 * HOUR - 1);
    let cookie = await s.login('changer');
    expect((await protectionState(s, cookie)).limits.find((l: { limit: string }) => l.limit === 'stakeDay').amount).toBe('10');
    s.clock.advance(1);
    expect((await protectionState(s, cookie)).limits.find((l: { limit: string }) => l.limit === 'stakeDay')).toMatchObject({
      amount: '20',
      pendingAmount: '',
      pendingAt: 0,
    });
    expect((await order(s, cookie, '2', 6)).code).toBe(1);

    // A lowering applies at once and drops a waiting raise; a removal waits like a raise.
    await setLimit(s, cookie, 'stakeDay', '30');
    const lowered = (await setLimit(s, cookie, 'stakeDay', '12')).json.data.limits.find((l: { limit: string }) => l.limit === 'stakeDay');
    expect(lowered).toMatchObject({ amount: '12', pendingAmount: '', pendingAt: 0 });
    expect((await order(s, cookie, '0.002', 1)).code).toBe(7308);
    const removing = (await setLimit(s, cookie, 'stakeDay', '')).json.data.limits.find((l: { limit: string }) => l.limit === 'stakeDay');
    expect(removing).toMatchObject({ amount: '12', pendingAmount: '', pendingAt: s.clock.now() + 24 * HOUR });
    await passTime(24 * HOUR);
    cookie = await s.login('changer');
    expect((await protectionState(s, cookie)).limits.find((l: { limit: string }) => l.limit === 'stakeDay').amount).toBe('');
  });
});

describe('concurrent orders', () => {
  it('holds a daily stake limit exactly when 50 orders arrive at once', () => concurrentStakeLimitScenario(s));
});
