/**
 * Deposits through the API and the sandbox providers: each channel family from the order to
 * the credited balance (paid on the cashier page, the signed notification delivered by the
 * processor), exactly-once crediting under replayed and concurrent notifications, every
 * refused notification, expiry, cancellation and its daily limit, the amount rules, the
 * deposit account field, user types 7 and 10, and the ledger check after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentPaths, withdrawPaths } from '../../../contract/paths';
import { DEPOSIT_STATUS, NOTIFY_HEADERS } from '../../../contract/payment';
import { errorCodes } from '../../../contract/primitives';
import { signNotification } from '../../../server/domains/payments/notify';
import { backoffMs } from '../../../server/domains/payments/processor';
import { orderBySpsn } from '../../../server/domains/payments/queries';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { balance, depositor, payOnCashier, postNotification, queuedBody, recharge, requestId, type Depositor } from '../../support/payment-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';

let s: TestServer;
let users = 0;
const fresh = (balanceYuan = '0', userType = 0) => depositor(s, `dep${++users}`, balanceYuan, userType);

beforeAll(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  expect(await checkLedger(s.db)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await s.close();
});

const get = (p: Depositor, path: string, query: Record<string, string> = {}) => s.call('GET', path, { cookie: p.cookie, query });
const post = (p: Depositor, path: string, body: unknown) => s.call('POST', path, { cookie: p.cookie, body });
const orderOf = async (spsn: string) => (await orderBySpsn(s.db, spsn))!;

describe('charge tab', () => {
  it('lists every channel with every field, RMB in result and coins in resultUsdt, and the index flags', async () => {
    const p = await fresh();
    const channels = (await get(p, paymentPaths.queryChannel, { clientType: '0' })).json.data;
    expect(channels.result.map((c: { code: string }) => c.code)).toEqual(s.app.config.payments.channels.filter((c) => c.family !== 'coin').map((c) => c.code));
    expect(channels.resultUsdt.map((c: { code: string }) => c.code)).toEqual(['USDT', 'USDC']);
    expect(new Set([...channels.result, ...channels.resultUsdt].map((c: { family: string }) => c.family))).toEqual(
      new Set(['redirect', 'bank', 'onepay', 'coin', 'wallet', 'frame']),
    );
    const bank = channels.result.find((c: { code: string }) => c.code === 'BANK_TRANSFER');
    expect(bank).toMatchObject({
      recahrgeBounsIsView: 1,
      recahrgeBouns1: '5,1',
      isFire: 1,
      windowSeconds: 900,
      bankList: expect.arrayContaining([expect.objectContaining({ bankCode: 'ICBC' })]),
    });
    expect((await get(p, paymentPaths.rechargeIndex)).json.data).toMatchObject({
      isBindBank: 1,
      isSetQuestion: 1,
      userName: p.username,
      cancelsLeftToday: 3,
      usdtHelpUrl: '/helpercenter#UsdtTeach',
    });

    const unbound = await s.createUser(`dep${++users}`, '0');
    const u = { ...unbound, username: '' };
    expect((await get(u, paymentPaths.rechargeIndex)).json.data).toMatchObject({ isBindBank: 0, isSetQuestion: 0 });
    expect((await recharge(s, u, { channelCode: 'ALIPAY_WEB', amount: '100' })).json.code).toBe(errorCodes.depositUnbound.code);
  });

  it('refuses user type 7 with 当前账号不可充值/转账 and type 10 with the trial message', async () => {
    const withdrawOnly = await fresh('0', 7);
    const trial = await fresh('0', 10);
    for (const path of [paymentPaths.rechargeIndex, paymentPaths.queryChannel]) {
      expect((await get(withdrawOnly, path)).json).toEqual(errorCodes.transferForbidden);
      expect((await get(trial, path)).json).toEqual(errorCodes.trialForbidden);
    }
    expect((await recharge(s, withdrawOnly, { channelCode: 'ALIPAY_WEB', amount: '100' })).json).toEqual(errorCodes.transferForbidden);
    expect(errorCodes.transferForbidden.msg).toBe('当前账号不可充值/转账');
  });
});

describe('each channel family, from the order to the credited balance', () => {
  it('redirect: the random reduction is paid and credited, a fee channel credits amount − fee', async () => {
    const p = await fresh();
    const cut = await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100', cutPointsSwitch: 1, cutPoints: '1.5' });
    expect(cut.json.data).toMatchObject({ resultType: 'redirect', amount: '98.5', cutPoints: '1.5', fee: '0', creditAmount: '98.5', expiresInSeconds: 1800 });
    expect(cut.json.data.reqUrl).toBe(`${paymentPaths.sandboxCashier}/${cut.json.data.orderId}`);
    const page = await s.call('GET', cut.json.data.reqUrl, { cookie: p.cookie });
    expect(page.json).toContain('沙箱收银台');
    expect(page.json).toContain('98.5');
    const { paid, pass } = await payOnCashier(s, p, cut.json.data.orderId);
    expect(paid.json.code).toBe(0);
    expect(pass.delivered).toEqual([cut.json.data.orderId]);
    expect(await balance(s, p)).toBe('98.5');

    const fee = await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' });
    expect(fee.json.data).toMatchObject({ amount: '100', fee: '1', creditAmount: '99' });
    await payOnCashier(s, p, fee.json.data.orderId);
    expect(await balance(s, p)).toBe('197.5');
    expect(await orderOf(fee.json.data.orderId)).toMatchObject({ status: DEPOSIT_STATUS.success });
    // The member center's charge records list the credited orders by their number and channel.
    const today = new Date(s.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const records = (await get(p, withdrawPaths.chargeRecords, { startDate: today, endDate: today, page: '1', pageSize: '10' })).json.data;
    expect(records.list).toEqual([
      expect.objectContaining({ spsn: fee.json.data.orderId, payWayName: '微信扫码', cash: '99', status: 0 }),
      expect.objectContaining({ spsn: cut.json.data.orderId, payWayName: '支付宝扫码', cash: '98.5', status: 0 }),
    ]);
  });

  it('charge records: a deposit order shows its number and channel, a deposit booked without one its journal as C + id and 系统入款', async () => {
    const p = await fresh('50');
    const order = await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' });
    await payOnCashier(s, p, order.json.data.orderId);
    // The opening balance came in as a deposit journal of its own, before the order's.
    const [seeded] = await s.db
      .selectFrom('journal as j')
      .innerJoin('entries as e', 'e.journal_id', 'j.id')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select('j.id')
      .where('a.user_id', '=', p.id)
      .where('j.kind', '=', 'deposit')
      .orderBy('j.id')
      .execute();
    const today = new Date(s.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const page = (n: string) => get(p, withdrawPaths.chargeRecords, { startDate: today, endDate: today, page: n, pageSize: '1' });
    expect((await page('1')).json.data).toMatchObject({ total: 2, list: [{ spsn: order.json.data.orderId, payWayName: '微信扫码', cash: '99', status: 0 }] });
    expect((await page('2')).json.data).toMatchObject({
      total: 2,
      list: [{ spsn: `C${String(seeded!.id).padStart(10, '0')}`, payWayName: '系统入款', cash: '50' }],
    });
  });

  it('redirect transfers: ALIPAY_WEB_TRANSFER needs the payer name, ZHIBAO the card and shows bank details', async () => {
    const p = await fresh();
    expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB_TRANSFER', amount: '100' })).json).toEqual(errorCodes.depositPayerName);
    const alipay = await recharge(s, p, { channelCode: 'ALIPAY_WEB_TRANSFER', amount: '100', alipayUserName: '张三' });
    expect(alipay.json.code).toBe(0);
    const card = { payRealBankCardNumber: '6222.0212.3456.7890', payRealUserName: '张三' };
    expect((await recharge(s, p, { channelCode: 'ZHIBAO_EBANK_WEB_TRANSFER', amount: '100', ...card, payRealBankCardNumber: '622202123456' })).json).toEqual(
      errorCodes.depositCardNumber,
    );
    expect((await recharge(s, p, { channelCode: 'ZHIBAO_EBANK_WEB_TRANSFER', amount: '100', ...card, payRealUserName: '张' })).json).toEqual(
      errorCodes.depositCardName,
    );
    const zhibao = await recharge(s, p, { channelCode: 'ZHIBAO_EBANK_WEB_TRANSFER', amount: '300', ...card });
    expect(zhibao.json.data).toMatchObject({
      resultType: 'bank',
      remitBankInfo: { isWait: '0', amount: '300', bankAccountName: expect.stringContaining('沙箱') },
    });
    await payOnCashier(s, p, alipay.json.data.orderId);
    await payOnCashier(s, p, zhibao.json.data.orderId);
    expect(await balance(s, p)).toBe('400');
  });

  it('bank transfer: waits for a payee (polled), shows it with 900 s, and credits the amount with the in-time bonus', async () => {
    const p = await fresh();
    expect((await recharge(s, p, { channelCode: 'BANK_TRANSFER', amount: '1000' })).json).toEqual(errorCodes.depositToken);
    const info = (await post(p, paymentPaths.preTransferRechargeInfo, { code: 'BANK_TRANSFER', bankCardType: '0' })).json.data;
    expect(info.recodeInfo).toHaveLength(1);
    expect((await get(p, paymentPaths.amountConfig, { channelCode: 'BANK_TRANSFER' })).json.data.fixedList[0]).toEqual({ amount: '100', id: '1' });
    expect((await recharge(s, p, { channelCode: 'BANK_TRANSFER', amount: '1001', token: info.token })).json.msg).toBe(
      '充值金额错误，请选择或输入符合规则的金额',
    );
    const r = await recharge(s, p, { channelCode: 'BANK_TRANSFER', amount: '1000', token: info.token, bankId: String(info.recodeInfo[0].id) });
    expect(r.json.data).toMatchObject({
      resultType: 'waiting',
      remitBankInfo: { isWait: '1' },
      bonusTable: [{ label: '5分钟内完成转账', value: '加赠1%' }, expect.anything()],
    });
    const spsn = r.json.data.orderId;
    // The cashier cannot take the money before a payee is matched.
    expect((await s.call('POST', `${paymentPaths.sandboxCashier}/${spsn}/pay`, { cookie: p.cookie })).json.code).toBe(errorCodes.depositNotClaimable.code);
    expect((await get(p, paymentPaths.getOnepayOrderBankInfo, { orderId: spsn })).json.data.remitBankInfo.isWait).toBe('1');
    s.clock.advance(s.app.config.payments.matchDelayMs);
    const matched = (await get(p, paymentPaths.getOnepayOrderBankInfo, { orderId: spsn })).json.data;
    expect(matched).toMatchObject({
      resultType: 'bank',
      expiresInSeconds: 900,
      remitBankInfo: { isWait: '0', bankAccount: expect.stringMatching(/^\d{19}$/) },
    });
    s.clock.advance(60_000);
    await payOnCashier(s, p, spsn);
    expect(await balance(s, p)).toBe('1010');
    expect(await orderOf(spsn)).toMatchObject({ status: 0, bonus: 10 * 10_000 });
  });

  it('onepay: read-only quick amounts, I-have-paid and confirm-payment, the JS3 link, and a WeChat payee match', async () => {
    const p = await fresh();
    expect((await get(p, paymentPaths.queryOnepayChannelAmount, { channelCode: 'ONEPAY_JS_WEB' })).json.data.amountList).toContain('500');
    const v2 = (await get(p, paymentPaths.queryOnepayChannelAmountV2, { channelCode: 'ONEPAY_JS2_WEB' })).json.data.amountList;
    expect(v2[0]).toEqual({ id: 'ONEPAY_JS2_WEB-100', amount: '100' });
    expect((await recharge(s, p, { channelCode: 'ONEPAY_JS2_WEB', amount: '150' })).json).toEqual(errorCodes.depositQuickAmount);
    const card = { payRealBankCardNumber: '6222021234567890', payRealUserName: '张三' };
    const js = await recharge(s, p, { channelCode: 'ONEPAY_JS_WEB', amount: '500', ...card });
    expect(js.json.data).toMatchObject({ resultType: 'onepay', expiresInSeconds: 600, remitBankInfo: { isWait: '0' } });
    const claim = await post(p, paymentPaths.updatePaynotify, { orderId: js.json.data.orderId, channelCode: 'ONEPAY_JS_WEB' });
    expect(claim.json).toMatchObject({ code: 0, msg: '提交成功' });
    expect((await get(p, paymentPaths.orderStatus, { orderId: js.json.data.orderId })).json.data).toMatchObject({ status: 1, paidClaimed: true });
    await payOnCashier(s, p, js.json.data.orderId);

    const js3 = await recharge(s, p, { channelCode: 'ONEPAY_JS3_WEB', amount: '200', paymentId: 'ONEPAY_JS3_WEB-200' });
    expect((await get(p, paymentPaths.queryOnepayV3Url, { orderId: js3.json.data.orderId })).json.data.reqUrl).toBe(js3.json.data.reqUrl);
    await payOnCashier(s, p, js3.json.data.orderId);

    const wx = await recharge(s, p, { channelCode: 'ONEPAY_WECHAT_WEB', amount: '300' });
    expect(wx.json.data.resultType).toBe('waiting');
    expect((await post(p, paymentPaths.updatePaynotifyV2, { orderId: wx.json.data.orderId, channelCode: 'ONEPAY_WECHAT_WEB', type: '1' })).json.code).toBe(
      errorCodes.depositNotClaimable.code,
    );
    s.clock.advance(s.app.config.payments.matchDelayMs);
    expect((await s.app.deposits.tick()).matched).toBe(1);
    const matched = (await get(p, paymentPaths.getOnepayOrderBankInfo, { orderId: wx.json.data.orderId })).json.data;
    expect(matched).toMatchObject({ resultType: 'onepay', remitBankInfo: { isWait: '0', bankName: '微信' } });
    // The spec's GET form of the claim (the app posts).
    expect((await get(p, paymentPaths.updatePaynotifyV2, { orderId: wx.json.data.orderId, channelCode: 'ONEPAY_WECHAT_WEB', type: '1' })).json.msg).toBe(
      '提交成功',
    );
    await payOnCashier(s, p, wx.json.data.orderId);
    expect(await balance(s, p)).toBe('1000');
  });

  it('coin: the buy quote, an order in coin units with its own address per protocol, credited in yuan', async () => {
    const p = await fresh();
    const quote = await get(p, withdrawPaths.coinQuote, { side: 'buy', coinType: 'USDT', amount: '10', channelType: '' });
    expect(quote.json.data).toEqual({ price: '7.25', quantity: '72.5', feeAmount: '0', realQuantity: '72.5' });
    expect((await get(p, paymentPaths.getCoinTypeList)).json.data.exchanges).toHaveLength(4);
    expect((await recharge(s, p, { channelCode: 'USDT', amount: '5' })).json.msg).toBe('充值金额错误，限制10到10000个USDT');
    expect((await recharge(s, p, { channelCode: 'USDC', amount: '10001' })).json.msg).toBe('充值金额错误，限制10到10000个USDC');
    expect((await recharge(s, p, { channelCode: 'USDT', amount: '10', protocol: 'BEP20' })).json).toEqual(errorCodes.depositCoinType);
    const trc = await recharge(s, p, { channelCode: 'USDT', amount: '10', coinType: 'USDT', protocol: 'TRC20' });
    const erc = await recharge(s, p, { channelCode: 'USDT', amount: '20', coinType: 'USDT', protocol: 'ERC20' });
    expect(trc.json.data).toMatchObject({
      resultType: 'coin',
      amount: '72.5',
      coinAmount: '10',
      coinAdress: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
    });
    const address = (await get(p, paymentPaths.getRechargeAddress, { coinType: 'USDT', spsn: erc.json.data.orderId, refresh: '1' })).json.data;
    expect(address).toMatchObject({ protocol: 'ERC20', address: expect.stringMatching(/^0x[0-9a-f]{40}$/), coinAmount: '20' });
    expect(address.address).not.toBe(trc.json.data.coinAdress);
    await payOnCashier(s, p, trc.json.data.orderId);
    await payOnCashier(s, p, erc.json.data.orderId);
    expect(await balance(s, p)).toBe('217.5');
  });

  it('wallet: a hosted page per recharge type within 15 minutes; frame: a frameable cashier and the status query', async () => {
    const p = await fresh();
    expect(
      (await post(p, paymentPaths.walletRecharge, { rechargeType: 1, channelCode: 'IM_WALLET', walletId: 'im-bank', amount: '100', requestId: requestId() }))
        .json,
    ).toEqual(errorCodes.depositWalletType);
    const w = await post(p, paymentPaths.walletRecharge, {
      rechargeType: 1,
      channelCode: 'IM_WALLET',
      walletId: 'im-wechat',
      amount: '100',
      requestId: requestId(),
    });
    expect(w.json.data).toMatchObject({ expiresInSeconds: 900, url: `${paymentPaths.sandboxCashier}/${w.json.data.spsn}` });
    await payOnCashier(s, p, w.json.data.spsn);

    const f = await recharge(s, p, { channelCode: 'THIRD_FRAME', amount: '200' });
    expect(f.json.data).toMatchObject({ resultType: 'frame', fee: '1', creditAmount: '199' });
    const page = await s.call('GET', f.json.data.reqUrl, { cookie: p.cookie });
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    await payOnCashier(s, p, f.json.data.orderId);
    expect((await get(p, paymentPaths.orderStatus, { orderId: f.json.data.orderId })).json.data).toMatchObject({
      status: 0,
      statusText: '充值成功',
      creditAmount: '199',
    });
    expect(await balance(s, p)).toBe('299');
  });
});

describe('notifications', () => {
  it('credits once when one notification arrives 20 times in a row and 20 times at once', async () => {
    const p = await fresh();
    const r = await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100', cutPointsSwitch: 1, cutPoints: '0.3' });
    const spsn = r.json.data.orderId;
    await s.call('POST', `${paymentPaths.sandboxCashier}/${spsn}/pay`, { cookie: p.cookie });
    // A second pay queues nothing more: one notification per order.
    expect((await s.call('POST', `${paymentPaths.sandboxCashier}/${spsn}/pay`, { cookie: p.cookie })).json.code).toBe(0);
    const body = await queuedBody(s, spsn);
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) answers.push((await postNotification(s, 'ALIPAY_WEB', body)).json.msg);
    expect(answers).toEqual(['success', ...Array(19).fill('duplicate')]);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => postNotification(s, 'ALIPAY_WEB', body)));
    expect(concurrent.every((a) => a.json.code === 0 && a.json.msg === 'duplicate')).toBe(true);
    expect((await s.app.deposits.tick()).delivered).toEqual([spsn]);
    expect(await balance(s, p)).toBe('99.7');
    const journals = await s.db.selectFrom('journal').select('id').where('ref', '=', spsn).execute();
    expect(journals).toHaveLength(1);
  });

  it("verifies and credits once a notification carrying only the provider contract's headers (a webhook: no X-Requested-With, Origin or cookie)", async () => {
    const p = await fresh();
    const spsn = (await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '80' })).json.data.orderId;
    // The provider's own body and signature, sent as an outside server would: none of the browser's headers.
    const body = JSON.stringify({ spsn, tradeNo: 'OUTSIDE1', amount: '80', status: 'paid', paidAt: s.clock.now() });
    const secret = s.app.config.payments.channels.find((c) => c.code === 'WECHAT_WEB')!.secret;
    const fromProvider = async () => {
      const timestamp = s.clock.now();
      const headers = {
        'content-type': 'application/json',
        [NOTIFY_HEADERS.channel]: 'WECHAT_WEB',
        [NOTIFY_HEADERS.timestamp]: String(timestamp),
        [NOTIFY_HEADERS.signature]: signNotification(secret, timestamp, body),
      };
      const response = await s.app.inject({ method: 'POST', url: paymentPaths.notify, headers, payload: body });
      return { status: response.statusCode, json: response.json() as { code: number; msg: string } };
    };
    const first = await fromProvider();
    expect(first).toEqual({ status: 200, json: { code: 0, msg: 'success', data: {} } });
    expect((await fromProvider()).json.msg).toBe('duplicate');
    expect((await orderOf(spsn)).status).toBe(DEPOSIT_STATUS.success);
    // WECHAT_WEB keeps its 1 % fee, as in the race test below (50 → 49.5).
    expect(await balance(s, p)).toBe('79.2');
    expect(await s.db.selectFrom('journal').select('id').where('ref', '=', spsn).execute()).toHaveLength(1);
  });

  it('credits once when 20 notifications race for a pending order', async () => {
    const p = await fresh();
    const r = await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '50' });
    await s.call('POST', `${paymentPaths.sandboxCashier}/${r.json.data.orderId}/pay`, { cookie: p.cookie });
    const body = await queuedBody(s, r.json.data.orderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(s, 'WECHAT_WEB', body)));
    expect(answers.filter((a) => a.json.msg === 'success')).toHaveLength(1);
    expect(answers.every((a) => a.json.code === 0)).toBe(true);
    expect((await s.app.deposits.tick()).delivered).toEqual([r.json.data.orderId]);
    expect(await balance(s, p)).toBe('49.5');
  });

  it('refuses a forged signature, a stale timestamp, a wrong amount, an unknown or expired order, and credits nothing', async () => {
    const p = await fresh();
    const r = await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' });
    const spsn = r.json.data.orderId;
    // The provider's body, as it would sign it (not queued: the processor must not deliver it meanwhile).
    const body = JSON.stringify({ spsn, tradeNo: 'SBX1', amount: '100', status: 'paid', paidAt: s.clock.now() });
    expect((await postNotification(s, 'WECHAT_WEB', body, { secret: 'not-the-secret' })).json).toEqual(errorCodes.notifySignature);
    expect((await postNotification(s, 'WECHAT_WEB', body, { signature: 'zz' })).json).toEqual(errorCodes.notifySignature);
    expect((await postNotification(s, 'ALIPAY_WEB', body)).json).toEqual(errorCodes.notifyOrder);
    expect((await postNotification(s, 'WECHAT_WEB', body, { timestamp: s.clock.now() - 5 * 60_000 - 1 })).json).toEqual(errorCodes.notifyStale);
    expect((await postNotification(s, 'WECHAT_WEB', body.replace('"amount":"100"', '"amount":"1000"'))).json).toEqual(errorCodes.notifyAmount);
    expect((await postNotification(s, 'WECHAT_WEB', body.replace(spsn, 'D0000'))).json).toEqual(errorCodes.notifyOrder);
    // Expired: a payment the provider says came after the window.
    const late = await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' });
    s.clock.advance(31 * 60_000);
    expect((await s.app.deposits.tick()).expired).toContain(late.json.data.orderId);
    const lateBody = body.replace(spsn, late.json.data.orderId).replace(/"paidAt":\d+/, `"paidAt":${s.clock.now()}`);
    expect((await postNotification(s, 'WECHAT_WEB', lateBody)).json).toEqual(errorCodes.notifyOrder);
    expect(await balance(s, p)).toBe('0');
    // The genuine notification still credits (paid within the window, the order since expired): once.
    expect((await postNotification(s, 'WECHAT_WEB', body)).json.msg).toBe('success');
    expect(await balance(s, p)).toBe('99');
  });

  it('refuses a notification that says the payment came before the order was made, crediting nothing and no in-time bonus', async () => {
    const p = await fresh();
    const r = await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' });
    const spsn = r.json.data.orderId;
    const created = Number((await orderOf(spsn)).created_at);
    const early = JSON.stringify({ spsn, tradeNo: 'SBX-EARLY', amount: '100', status: 'paid', paidAt: created - 1 });
    expect((await postNotification(s, 'WECHAT_WEB', early)).json).toEqual(errorCodes.notifyOrder);
    expect(await balance(s, p)).toBe('0');
    expect((await orderOf(spsn)).status).toBe(DEPOSIT_STATUS.pending);
    // Cancelled, so the file's server has no pending order left for the expiry test to find.
    expect((await post(p, paymentPaths.cancelOrder, { orderId: spsn, channelCode: 'WECHAT_WEB', type: 2 })).json).toMatchObject({ code: 0 });
  });

  it('retries an unacknowledged notification with backoff until it is acknowledged', async () => {
    const p = await fresh();
    const r = await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '80', cutPointsSwitch: 1, cutPoints: '0.1' });
    const spsn = r.json.data.orderId;
    const real = s.app.deposits.transport;
    s.app.deposits.transport = async () => {
      throw new Error('connection refused');
    };
    const first = await payOnCashier(s, p, spsn);
    expect(first.pass.retried).toEqual([spsn]);
    s.clock.advance(backoffMs(1, 5000, 3_600_000) - 1);
    expect((await s.app.deposits.tick()).retried).toEqual([]);
    s.clock.advance(1);
    expect((await s.app.deposits.tick()).retried).toEqual([spsn]);
    s.app.deposits.transport = real;
    s.clock.advance(backoffMs(2, 5000, 3_600_000));
    expect((await s.app.deposits.tick()).delivered).toEqual([spsn]);
    expect(await balance(s, p)).toBe('79.9');
    expect(backoffMs(20, 5000, 3_600_000)).toBe(3_600_000);
  });
});

describe('orders', () => {
  it('expires an unpaid order after its window: status -100, the cashier refuses the payment', async () => {
    const p = await fresh();
    const r = await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100', cutPointsSwitch: 1, cutPoints: '0.2' });
    s.clock.advance(30 * 60_000);
    expect((await s.app.deposits.tick()).expired).toEqual([r.json.data.orderId]);
    expect((await get(p, paymentPaths.orderStatus, { orderId: r.json.data.orderId })).json).toEqual(errorCodes.depositExpired);
    expect((await s.call('POST', `${paymentPaths.sandboxCashier}/${r.json.data.orderId}/pay`, { cookie: p.cookie })).json).toEqual(errorCodes.depositClosed);
  });

  it('cancels at most 3 orders a day (-103), answers -101 for a cancelled and -104 for an unknown order', async () => {
    const p = await fresh();
    const spsns: string[] = [];
    for (let i = 0; i < 4; i++) spsns.push((await recharge(s, p, { channelCode: 'WECHAT_WEB', amount: '100' })).json.data.orderId);
    for (const [i, spsn] of spsns.slice(0, 3).entries()) {
      expect((await post(p, paymentPaths.cancelOrder, { orderId: spsn, channelCode: 'WECHAT_WEB', type: 2 })).json).toMatchObject({
        code: 0,
        data: { cancelsLeftToday: 2 - i },
      });
    }
    expect((await post(p, paymentPaths.cancelOrder, { orderId: spsns[3]! })).json).toEqual(errorCodes.depositCancelLimit);
    expect((await post(p, paymentPaths.cancelOrder, { orderId: spsns[0] })).json).toEqual(errorCodes.depositCancelled);
    expect((await get(p, paymentPaths.orderStatus, { orderId: spsns[0]! })).json).toEqual(errorCodes.depositCancelled);
    expect((await post(p, paymentPaths.cancelOrder, { orderId: 'D1' })).json).toEqual(errorCodes.depositNotFound);
    expect((await get(p, paymentPaths.rechargeIndex)).json.data.cancelsLeftToday).toBe(0);
    // Another player's order does not exist for this one.
    const other = await fresh();
    expect((await post(other, paymentPaths.cancelOrder, { orderId: spsns[3] })).json).toEqual(errorCodes.depositNotFound);
    // The order list: newest first, the last 3 days only, at most 10.
    const list = (await get(p, paymentPaths.orderList)).json.data.list;
    expect(list.map((o: { spsn: string }) => o.spsn)).toEqual([...spsns].reverse());
    expect(list[0]).toMatchObject({ status: 1, statusText: '处理中', payWayName: '微信扫码' });
  });

  it('checks the amount rules and the random reduction', async () => {
    const p = await fresh();
    expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '49.99' })).json.msg).toBe('充值金额错误，请输入范围50~5000的金额');
    expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '5000.01' })).json.msg).toBe('充值金额错误，请输入范围50~5000的金额');
    expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '1e3' })).json.code).toBe(errorCodes.depositAmount.code);
    for (const cutPoints of ['1.0', '2.0', '0.0', '0.55'])
      expect((await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100', cutPointsSwitch: 1, cutPoints })).json).toEqual(errorCodes.depositCutPoints);
    const drawn = (await recharge(s, p, { channelCode: 'ALIPAY_WEB', amount: '100' })).json.data;
    expect(Number(drawn.cutPoints)).toBeGreaterThanOrEqual(0.1);
    expect(Number(drawn.cutPoints)).toBeLessThanOrEqual(1.9);
    expect(drawn.cutPoints).not.toBe('1');
    expect((await recharge(s, p, { channelCode: 'NOPE', amount: '100' })).json).toEqual(errorCodes.depositChannel);
  });

  it('deposits for a direct downline by account name; the own name deposits for the player; anyone else is refused', async () => {
    const agent = await fresh('0', 1);
    const { id: downId, cookie: downCookie } = await s.createUser(`dep${++users}`, '0');
    await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', downId).execute();
    const downName = `dep${users}`;
    const stranger = await fresh();
    expect((await get(agent, paymentPaths.rechargeIndex)).json.data.subordinates).toEqual([downName]);
    expect((await recharge(s, agent, { channelCode: 'WECHAT_WEB', amount: '100', subordinateName: stranger.username })).json).toEqual(
      errorCodes.depositSubordinate,
    );
    const own = await recharge(s, agent, { channelCode: 'WECHAT_WEB', amount: '100', subordinateName: agent.username.toUpperCase() });
    expect(own.json.data.userName).toBe(agent.username);
    const forDown = await recharge(s, agent, { channelCode: 'WECHAT_WEB', amount: '200', subordinateName: downName });
    expect(forDown.json.data.userName).toBe(downName);
    await payOnCashier(s, agent, forDown.json.data.orderId);
    expect(await balance(s, { id: downId, cookie: downCookie, username: downName })).toBe('198');
    expect(await balance(s, agent)).toBe('0');
  });

  it('answers the same order to a retried request id', async () => {
    const p = await fresh();
    const body = { channelCode: 'WECHAT_WEB', amount: '100', requestId: requestId() };
    const [a, b] = await Promise.all([post(p, paymentPaths.recharge, body), post(p, paymentPaths.recharge, body)]);
    expect(a.json.data.orderId).toBe(b.json.data.orderId);
    expect(await s.db.selectFrom('deposit_orders').select('id').where('payer_id', '=', p.id).execute()).toHaveLength(1);
  });
});
