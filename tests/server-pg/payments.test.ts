/**
 * Deposits under real concurrency, on PostgreSQL: each channel family paid through its
 * sandbox provider, one notification arriving 20 times at once credits once, two processors
 * (two server processes) deliver each notification once, concurrent cancels stay within the
 * daily limit, and refused notifications credit nothing. The ledger check after each test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentPaths, withdrawPaths } from '../../contract/paths';
import { errorCodes } from '../../contract/primitives';
import { buildApp } from '../../server/app';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { balance, depositor, payOnCashier, postNotification, queuedBody, recharge, requestId } from '../support/payment-helpers';
import { startTestServer, testConfig, type TestServer } from '../support/server-harness';

let s: TestServer;
let users = 0;
const fresh = () => depositor(s, `pg${++users}`);

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
  s = await startTestServer();
  expect(s.handle.kind).toBe('postgres');
});
afterEach(async () => {
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await s.close();
});

describe('deposits on PostgreSQL', () => {
  it('credits an order of each family paid on its cashier page', async () => {
    const p = await fresh();
    const card = { payRealBankCardNumber: '6222021234567890', payRealUserName: '张三' };
    const token = (await s.call('POST', paymentPaths.preTransferRechargeInfo, { cookie: p.cookie, body: { code: 'BANK_TRANSFER' } })).json.data.token;
    const orders = [
      (await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100', cutPointsSwitch: 1, cutPoints: '0.5' })).json.data.orderId,
      (await recharge(s, p, { channelCode: 'BANK_TRANSFER', amount: '1000', token })).json.data.orderId,
      (await recharge(s, p, { channelCode: 'ONEPAY_JS_WEB', amount: '500', ...card })).json.data.orderId,
      (await recharge(s, p, { channelCode: 'USDT', amount: '10', protocol: 'TRC20' })).json.data.orderId,
      (
        await s.call('POST', paymentPaths.walletRecharge, {
          cookie: p.cookie,
          body: { rechargeType: 0, channelCode: 'IM_WALLET', amount: '100', requestId: requestId() },
        })
      ).json.data.spsn,
      (await recharge(s, p, { channelCode: 'THIRD_FRAME', amount: '200' })).json.data.orderId,
    ];
    expect(orders.every(Boolean)).toBe(true);
    s.clock.advance(s.app.config.payments.matchDelayMs);
    expect((await s.app.deposits.tick()).matched).toBe(1);
    for (const spsn of orders) expect((await payOnCashier(s, p, spsn)).pass.delivered).toEqual([spsn]);
    // 99.5 + 1000 + 10 bonus + 500 + 72.5 + 100 + 199
    expect(await balance(s, p)).toBe('1981');
  });

  it('credits once when one notification arrives 20 times at once', async () => {
    const p = await fresh();
    const spsn = (await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' })).json.data.orderId;
    await s.call('POST', `${paymentPaths.sandboxCashier}/${spsn}/pay`, { cookie: p.cookie });
    const body = await queuedBody(s, spsn);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(s, 'WECHAT_WEB', body)));
    expect(answers.every((a) => a.json.code === 0)).toBe(true);
    expect(answers.filter((a) => a.json.msg === 'success')).toHaveLength(1);
    for (let i = 0; i < 20; i++) expect((await postNotification(s, 'WECHAT_WEB', body)).json.msg).toBe('duplicate');
    // The provider's own delivery, later, is acknowledged as a repeat.
    expect((await s.app.deposits.tick()).delivered).toEqual([spsn]);
    expect(await balance(s, p)).toBe('99');
  });

  it('delivers each notification once when two processors run at the same time', async () => {
    const p = await fresh();
    const spsns: string[] = [];
    for (let i = 0; i < 10; i++) spsns.push((await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' })).json.data.orderId);
    for (const spsn of spsns) await s.call('POST', `${paymentPaths.sandboxCashier}/${spsn}/pay`, { cookie: p.cookie });
    const second = await buildApp({ db: s.db, clock: s.clock, config: { ...testConfig } });
    await second.ready();
    try {
      const [a, b] = await Promise.all([s.app.deposits.tick(), second.deposits.tick()]);
      const delivered = [...a.delivered, ...b.delivered];
      expect(delivered.sort()).toEqual([...spsns].sort());
      expect(await balance(s, p)).toBe('990');
    } finally {
      await second.close();
    }
  });

  it('cancels exactly 3 of 6 orders cancelled at once', async () => {
    const p = await fresh();
    const spsns: string[] = [];
    for (let i = 0; i < 6; i++) spsns.push((await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' })).json.data.orderId);
    const answers = await Promise.all(spsns.map((orderId) => s.call('POST', paymentPaths.cancelOrder, { cookie: p.cookie, body: { orderId } })));
    expect(answers.filter((a) => a.json.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.json.code === errorCodes.depositCancelLimit.code)).toHaveLength(3);
  });

  it('refuses forged, stale, wrong-amount and expired notifications and credits nothing', async () => {
    const p = await fresh();
    const spsn = (await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' })).json.data.orderId;
    const body = JSON.stringify({ spsn, tradeNo: 'SBX1', amount: '100', status: 'paid', paidAt: s.clock.now() });
    expect((await postNotification(s, 'WECHAT_WEB', body, { secret: 'forged' })).json).toEqual(errorCodes.notifySignature);
    expect((await postNotification(s, 'WECHAT_WEB', body, { timestamp: s.clock.now() - 10 * 60_000 })).json).toEqual(errorCodes.notifyStale);
    expect((await postNotification(s, 'WECHAT_WEB', body.replace('"100"', '"99"'))).json).toEqual(errorCodes.notifyAmount);
    s.clock.advance(31 * 60_000);
    await s.app.deposits.tick();
    const late = body.replace(/"paidAt":\d+/, `"paidAt":${s.clock.now()}`);
    expect((await postNotification(s, 'WECHAT_WEB', late)).json).toEqual(errorCodes.notifyOrder);
    expect(await balance(s, p)).toBe('0');
    expect(
      (await s.call('GET', withdrawPaths.coinQuote, { cookie: p.cookie, query: { side: 'buy', coinType: 'USDC', amount: '10', channelType: '' } })).json.data
        .price,
    ).toBe('7.21');
  });
});
