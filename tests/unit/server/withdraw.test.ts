/**
 * Withdrawals through the API: the config's statuses and fields, each channel's happy path,
 * every refusal, the security deposit (frozen, returned on confirmation or automatically),
 * the daily block, the sandbox payout (paid or refunded), records, and the ledger check
 * after every test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accountPaths, walletPaths, withdrawPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { WITHDRAW_STATUS } from '../../../contract/withdraw';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { formatBeijing } from '../../../rules/beijing-time';
import { hashSecret } from '../../../server/domains/users/passwords';
import { totpOf } from '../../../server/domains/users/security';
import { checkLedger, mainAccountOf } from '../../../server/domains/wallet/ledger';
import { frozenBalance } from '../../../server/domains/wallet/ledger';
import { defaultWithdrawSettings, type WithdrawSettings } from '../../../server/domains/withdraw/settings';
import { startTestServer, testConfig, type TestServer } from '../../support/server-harness';
import {
  bankRequest,
  betVolumeWithTiesScenario,
  bindAddress,
  bindCard,
  DAY,
  PAY,
  readyPlayer,
  requestId,
  withdraw,
  withdrawTestSettings,
  type Player,
} from '../../support/withdraw-helpers';
import type { UserId } from '../../../server/db/ids';

let s: TestServer;
async function start(overrides: Partial<WithdrawSettings> = {}) {
  s = await startTestServer({ config: { ...testConfig, withdraw: withdrawTestSettings(overrides) } });
  return s;
}
afterEach(async () => {
  const ledger = await checkLedger(s.db);
  await s.close();
  expect(ledger).toMatchObject({ ok: true });
});

const Y = 10_000;
const balanceOf = async (userId: UserId) => (await mainAccountOf(s.db, userId)).balance;
const config = (p: { cookie: string }) => s.call('POST', withdrawPaths.config, { cookie: p.cookie, body: {} });
const order = (p: Player, spsn: string) => s.call('GET', withdrawPaths.order, { cookie: p.cookie, query: { spsn } });
const confirm = (p: { cookie: string }, spsn: string) => s.call('POST', withdrawPaths.confirmReceipt, { cookie: p.cookie, body: { spsn } });
const payoutDelay = () => s.app.config.withdraw.payoutDelayMs;

describe('withdraw config', () => {
  it("lists every channel in config order with the player's accounts, limits and bet volume when status is 0", async () => {
    await start({ betVolumeRatio: '0.5' });
    const p = await readyPlayer(s, 'ann', '1000');
    await bindAddress(s, p.id, 'USDT-TRC20', 'TQ5NcbPp3Jd9ZsSyp2rBqvK6hW9wUe5sXr');
    const r = await config(p);
    expect(r.json.code).toBe(0);
    const c = r.json.data;
    expect(c).toMatchObject({
      status: 0,
      sn: '张*',
      cash: '1000',
      onceWithdrawMin: '100',
      onceWithdrawMax: '49999',
      securityDepositRatio: 10,
      twostepWithdraw: 0,
      confirmSeconds: 900,
    });
    expect(c.channels.map((ch: { channelType: string }) => ch.channelType)).toEqual(s.app.config.withdraw.channels.map((ch) => ch.channelType));
    // Spec 2 §2's types beside §7's channelType: bank card 2, fast withdraw 3, USDT (USDC) 1, topay 6, ebpay 7, cnyt 8, mpay 9.
    expect(c.channels.map((ch: { name: string; type: number }) => [ch.name, ch.type])).toEqual([
      ['银行卡提现', 2],
      ['极速提现', 3],
      ['USDT提现', 1],
      ['USDC提现', 1],
      ['TOPAY提现', 6],
      ['EBPAY提现', 7],
      ['CNYT提现', 8],
      ['MPAY提现', 9],
    ]);
    // The hosted pages: WeChat 10, Alipay 11, the bank page a fast withdraw (4).
    for (const [withdrawType, type] of [
      ['0', 10],
      ['1', 11],
      ['2', 4],
    ] as const) {
      expect((await s.call('GET', withdrawPaths.hostedSetting, { cookie: p.cookie, query: { withdrawType } })).json.data).toMatchObject({ withdrawType, type });
    }
    const [bank, pool, usdt, usdc] = c.channels;
    expect(bank.accounts).toEqual([expect.objectContaining({ id: p.cardId, bankCardNo: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/) })]);
    expect(bank.securityDeposit).toBe(true);
    expect(pool.fixedAmounts.map((a: { amount: string }) => a.amount)).toEqual(['100', '200', '500', '1000', '2000', '5000', '10000']);
    expect(usdt.accounts).toHaveLength(1);
    expect(usdt.accounts[0].bankCardNo).toBe('TQ5Ncb****5sXr');
    expect(usdc.accounts).toHaveLength(0);
    // Bet volume: half of the last deposit, nothing bet yet.
    expect(c).toMatchObject({ withDrawBetAmoutTotal: '500', valBetAmoutTotal: '0', isCanWithDraw: 0, canWithDarwUsdtAmount: '1000' });
  });

  it('answers -2 at risk, -3 without a fund password, -4 with nothing bound, and refuses a trial account', async () => {
    await start();
    const risky = await readyPlayer(s, 'risky', '500');
    await s.db.updateTable('users').set({ risk: true }).where('id', '=', risky.id).execute();
    expect((await config(risky)).json.data.status).toBe(-2);
    const noPassword = await s.createUser('nopay', '500');
    await bindCard(s, noPassword.id, '6222020200000000001');
    expect((await config(noPassword)).json.data.status).toBe(-3);
    const unbound = await readyPlayer(s, 'unbound', '500');
    await s.db.updateTable('bank_cards').set({ removed_at: s.clock.now() }).where('id', '=', unbound.cardId).execute();
    expect((await config(unbound)).json.data.status).toBe(-4);
    const trial = await s.createUser('trialx', '500', 10);
    expect((await config(trial)).json.code).toBe(errorCodes.trialForbidden.code);
  });
});

describe('withdraw bonus table', () => {
  it("answers the channel's bonus table (lowest tier first) with hasBonus, moves no money for it, and none for a channel without one", async () => {
    const channels = defaultWithdrawSettings.channels.map((c) =>
      c.channelType === '2'
        ? {
            ...c,
            bonus: [
              { min: '1000', bonus: '8.8' },
              { min: '200', bonus: '1.5' },
            ],
          }
        : c,
    );
    await start({ channels });
    const p = await readyPlayer(s, 'ann', '3000');
    const pool = await withdraw(s, p, bankRequest(p, '200', { channelType: '2', amountId: '2' }));
    expect(pool.json).toMatchObject({
      code: 0,
      data: {
        confirmReceipt: true,
        hasBonus: true,
        bonus: [
          { min: '200', bonus: '1.5' },
          { min: '1000', bonus: '8.8' },
        ],
      },
    });
    // Only the amount and its 10 % deposit left main.
    expect(await balanceOf(p.id)).toBe((3000 - 220) * Y);
    const bank = await withdraw(s, p, bankRequest(p, '300'));
    expect(bank.json).toMatchObject({ code: 0, data: { hasBonus: false, bonus: [] } });
  });
});

describe('bank withdrawal', () => {
  it('freezes amount and deposit, pays out after the delay, and returns the deposit when the player confirms receipt', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const r = await withdraw(s, p, bankRequest(p, '200.5'));
    expect(r.json).toMatchObject({ code: 0, data: { spsn: expect.stringMatching(/^W\d{20}$/), confirmReceipt: true } });
    const spsn = r.json.data.spsn as string;
    // 200.5 + 10 % deposit 20.05 leave main.
    expect(await balanceOf(p.id)).toBe((1000 - 220.55) * Y);
    expect(await frozenBalance(s.db, p.id)).toBe(220.55 * Y);
    expect((await order(p, spsn)).json.data).toMatchObject({
      status: WITHDRAW_STATUS.processing,
      amount: '200.5',
      securityDeposit: '20.05',
      confirmSecondsLeft: 900,
    });
    expect((await confirm(p, spsn)).json.code).toBe(errorCodes.withdrawNotPaid.code);

    expect((await s.app.payouts.tick()).paid).toEqual([]); // not due yet
    s.clock.advance(payoutDelay());
    expect((await s.app.payouts.tick()).paid).toEqual([spsn]);
    expect(await frozenBalance(s.db, p.id)).toBe(20.05 * Y); // the deposit stays frozen
    expect((await order(p, spsn)).json.data.status).toBe(WITHDRAW_STATUS.paid);

    const confirmed = await confirm(p, spsn);
    expect(confirmed.json).toMatchObject({ code: 0, data: { status: WITHDRAW_STATUS.completed } });
    expect(await balanceOf(p.id)).toBe((1000 - 200.5) * Y);
    expect(await frozenBalance(s.db, p.id)).toBe(0);
    // A second confirmation moves nothing.
    expect((await confirm(p, spsn)).json).toMatchObject({ code: 0, data: { status: WITHDRAW_STATUS.completed } });
    expect(await balanceOf(p.id)).toBe((1000 - 200.5) * Y);
    expect((await s.call('GET', walletPaths.balance, { cookie: p.cookie })).json.data.cash).toBe('799.5');
  });

  it('accepts the spec\u2019s payload without a requestId, and dedupes on the Idempotency-Key header', async () => {
    await start();
    const p = await readyPlayer(s, 'nokey', '1000');
    const { requestId: _none, ...spec } = bankRequest(p, '100');
    const first = await withdraw(s, p, spec);
    expect(first.json.code).toBe(0);
    const second = await withdraw(s, p, spec);
    expect(second.json.code).toBe(0);
    expect(second.json.data.spsn).not.toBe(first.json.data.spsn);
    const keyed = (
      await Promise.all(
        [0, 1].map(() => s.call('POST', withdrawPaths.submit, { cookie: p.cookie, body: spec, headers: { 'idempotency-key': 'withdraw-header-1' } })),
      )
    ).map((a) => a.json);
    expect(keyed[1].data.spsn).toBe(keyed[0].data.spsn);
    expect(await s.db.selectFrom('withdrawals').select('spsn').where('user_id', '=', p.id).execute()).toHaveLength(3);
  });

  it('refunds amount and deposit when the payout provider fails the withdrawal', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const { spsn } = (await withdraw(s, p, bankRequest(p, '300.44'))).json.data;
    s.clock.advance(payoutDelay());
    expect(await s.app.payouts.tick()).toMatchObject({ paid: [], failed: [spsn] });
    expect(await balanceOf(p.id)).toBe(1000 * Y);
    expect(await frozenBalance(s.db, p.id)).toBe(0);
    expect((await order(p, spsn)).json.data.status).toBe(WITHDRAW_STATUS.failed);
    expect((await confirm(p, spsn)).json.code).toBe(errorCodes.withdrawNotConfirmable.code);
  });

  it('returns a deposit the player never confirms a day after the payout, and a later confirmation only records it', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const { spsn } = (await withdraw(s, p, bankRequest(p, '100'))).json.data;
    s.clock.advance(payoutDelay());
    await s.app.payouts.tick();
    s.clock.advance(s.app.config.withdraw.depositAutoReturnMs - 1);
    expect((await s.app.payouts.tick()).released).toEqual([]);
    s.clock.advance(1);
    expect((await s.app.payouts.tick()).released).toEqual([spsn]);
    p.cookie = await s.login('ann'); // the session idled out meanwhile
    expect(await balanceOf(p.id)).toBe(900 * Y);
    expect((await order(p, spsn)).json.data.status).toBe(WITHDRAW_STATUS.depositReleased);
    expect((await confirm(p, spsn)).json.data.status).toBe(WITHDRAW_STATUS.completed);
    expect(await balanceOf(p.id)).toBe(900 * Y);
    expect(await s.app.payouts.tick()).toEqual({ paid: [], failed: [], released: [], expired: [] });
  });

  it('blocks the bank channels for the day after three unconfirmed paid withdrawals, and opens them the next day', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '5000');
    for (let i = 0; i < 3; i++) await withdraw(s, p, bankRequest(p, '100'));
    s.clock.advance(payoutDelay());
    expect((await s.app.payouts.tick()).paid).toHaveLength(3);
    const blocked = await withdraw(s, p, bankRequest(p, '100'));
    expect(blocked.json.code).toBe(errorCodes.withdrawBlocked.code);
    const c = (await config(p)).json.data;
    expect(c.unconfirmedToday).toBe(3);
    expect(c.channels.filter((ch: { blockedToday: boolean }) => ch.blockedToday).map((ch: { channelType: string }) => ch.channelType)).toEqual(['1', '2']);
    // Coin channels hold no deposit and stay open.
    const address = await bindAddress(s, p.id, 'USDT-TRC20', 'TQ5NcbPp3Jd9ZsSyp2rBqvK6hW9wUe5sXr');
    expect((await withdraw(s, p, { ...bankRequest(p, '100'), user_bank_id: address, withDrawType: '1', channelType: '' })).json.code).toBe(0);
    s.clock.advance(DAY);
    p.cookie = await s.login('ann');
    expect((await withdraw(s, p, bankRequest(p, '100'))).json.code).toBe(0);
  });

  it('answers a retried request with its first result and moves the money once', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const body = bankRequest(p, '100');
    const [a, b] = [await withdraw(s, p, body), await withdraw(s, p, body)];
    expect(b.json.data.spsn).toBe(a.json.data.spsn);
    expect(await balanceOf(p.id)).toBe(890 * Y);
    expect((await withdraw(s, p, { ...body, withdrawMoney: '101' })).json.code).toBe(errorCodes.conflict.code);
  });

  it('never lets simultaneous withdrawals take more than the balance', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1100');
    const results = await Promise.all(Array.from({ length: 12 }, () => withdraw(s, p, bankRequest(p, '100'))));
    const codes = results.map((r) => r.json.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === errorCodes.withdrawInsufficient.code)).toHaveLength(2);
    expect(await balanceOf(p.id)).toBe(0);
  });
});

describe('other channels', () => {
  it('pays a pool withdrawal of a fixed amount and refuses an amount not on the list', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const pool = { ...bankRequest(p, '200'), channelType: '2', amountId: '2' };
    expect((await withdraw(s, p, pool)).json.code).toBe(0);
    expect(await balanceOf(p.id)).toBe(780 * Y);
    for (const bad of [
      { amountId: '2', withdrawMoney: '150' },
      { amountId: '99', withdrawMoney: '200' },
      { amountId: undefined, withdrawMoney: '200' },
    ]) {
      const r = await withdraw(s, p, { ...pool, ...bad, requestId: requestId() });
      expect(r.json).toMatchObject({ code: errorCodes.withdrawPoolAmount.code, msg: '请输入提现金额或选取提现面额' });
    }
  });

  it('pays every coin channel to its own wallet kind with the sandbox quote, holding no deposit', async () => {
    await start({ coinDailyMax: '100000' });
    const p = await readyPlayer(s, 'ann', '10000');
    const coins = s.app.config.withdraw.channels.filter((c) => c.kind === 'coin');
    for (const channel of coins) {
      const address = await bindAddress(s, p.id, channel.addressKinds[0]!, `${channel.coinType}addr0000000000000001`);
      const quote = await s.call('GET', withdrawPaths.coinQuote, {
        cookie: p.cookie,
        query: { side: 'sell', coinType: channel.coinType, amount: '720', channelType: channel.channelType },
      });
      expect(quote.json.code).toBe(0);
      const body = {
        operation: 'add',
        user_bank_id: address,
        pay_password: PAY,
        withdrawMoney: '720',
        withDrawType: '1',
        coinType: channel.coinType,
        channelType: channel.channelType,
        requestId: requestId(),
      };
      const r = await withdraw(s, p, body);
      expect(r.json, channel.name).toMatchObject({ code: 0, data: { confirmReceipt: false } });
      s.clock.advance(payoutDelay());
      await s.app.payouts.tick();
      const o = (await order(p, r.json.data.spsn)).json.data;
      expect(o).toMatchObject({ status: WITHDRAW_STATUS.completed, securityDeposit: '0', coinQuantity: `${quote.json.data.realQuantity} ${channel.coinType}` });
    }
    expect(await balanceOf(p.id)).toBe((10000 - 720 * coins.length) * Y);
    expect(await frozenBalance(s.db, p.id)).toBe(0);
  });

  it('pays through topay (channel 8) to a TOPAY wallet the player bound on the account page', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const before = (await config(p)).json.data.channels.find((c: { channelType: string }) => c.channelType === '8');
    expect(before.accounts).toEqual([]);
    const bound = await s.call('POST', accountPaths.bindAddress, { cookie: p.cookie, body: { coinType: 'TOPAY', address: 'tg8800aa11bb', payPassword: PAY } });
    expect(bound.json.code).toBe(0);
    s.clock.advance(s.app.config.bindings.firstCoinWaitMs); // the wait the account page shows for a first wallet
    p.cookie = await s.login('ann');
    const topay = (await config(p)).json.data.channels.find((c: { channelType: string }) => c.channelType === '8');
    expect(topay.accounts).toMatchObject([{ id: bound.json.data.id, coinType: 'TOPAY' }]);
    const body = {
      operation: 'add',
      user_bank_id: bound.json.data.id,
      pay_password: PAY,
      withdrawMoney: '300',
      withDrawType: '1',
      coinType: 'TOG',
      channelType: '8',
      requestId: requestId(),
    };
    const r = await withdraw(s, p, body);
    expect(r.json).toMatchObject({ code: 0, data: { confirmReceipt: false } });
    expect(await balanceOf(p.id)).toBe(700 * Y);
    s.clock.advance(payoutDelay());
    await s.app.payouts.tick();
    expect((await order(p, r.json.data.spsn)).json.data).toMatchObject({ status: WITHDRAW_STATUS.completed, securityDeposit: '0' });
    expect(await frozenBalance(s.db, p.id)).toBe(0);
    // A TOPAY wallet is not an ebpay wallet.
    const ebpay = await withdraw(s, p, { ...body, channelType: '9', coinType: 'EB', requestId: requestId() });
    expect(ebpay.json.code).toBe(errorCodes.withdrawAccount.code);
  });

  it('quotes USDT at the sandbox price less the fee', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '100');
    const quote = await s.call('GET', withdrawPaths.coinQuote, { cookie: p.cookie, query: { amount: '1000', channelType: '' } });
    expect(quote.json.data).toEqual({ price: '7.20', quantity: '138.88', feeAmount: '1.00', realQuantity: '137.88' });
  });

  it('refuses a coin withdrawal above what may leave as coin today, naming the unit', async () => {
    await start({ coinDailyMax: '1000' });
    const p = await readyPlayer(s, 'ann', '5000');
    const address = await bindAddress(s, p.id, 'USDC-ERC20', '0x52908400098527886E0F7030069857D2E4169EE7');
    const body = (amount: string) => ({
      operation: 'add',
      user_bank_id: address,
      pay_password: PAY,
      withdrawMoney: amount,
      withDrawType: '1',
      coinType: 'USDC',
      channelType: '7',
      requestId: requestId(),
    });
    expect((await withdraw(s, p, body('600'))).json.code).toBe(0);
    expect((await withdraw(s, p, body('401'))).json).toMatchObject({
      code: errorCodes.withdrawCoinAllowance.code,
      msg: '您的USDC可提余额不足，请使用其他提款渠道。',
    });
    expect((await config(p)).json.data.canWithDarwUsdtAmount).toBe('400');
  });
});

describe('hosted withdraw pages', () => {
  const setting = (p: Player, withdrawType: string) => s.call('GET', withdrawPaths.hostedSetting, { cookie: p.cookie, query: { withdrawType } });
  const hosted = (p: Player, body: Record<string, unknown>) =>
    s.call('POST', withdrawPaths.hostedSubmit, {
      cookie: p.cookie,
      body: { withdrawType: '2', user_bank_id: p.cardId, pay_password: PAY, withdrawMoney: '300', requestId: requestId(), ...body },
    });
  const sandboxPage = (p: Player, spsn: string) =>
    s.app.inject({ method: 'GET', url: `${withdrawPaths.sandboxPayout}/${spsn}`, headers: { cookie: p.cookie } });
  const complete = (p: Player, spsn: string) => s.call('POST', `${withdrawPaths.sandboxPayout}/${spsn}/complete`, { cookie: p.cookie, body: {} });
  const window = () => s.app.config.withdraw.hostedWindowMs;

  it('takes the spec’s GET form of withdrawCashJS3 like the POST, and lists the pool channels’ fixed amounts', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const query = { withdrawType: '2', user_bank_id: String(p.cardId), pay_password: PAY, withdrawMoney: '300', requestId: requestId() };
    const r = await s.call('GET', withdrawPaths.hostedSubmit, { cookie: p.cookie, query });
    expect(r.json).toMatchObject({ code: 0, data: { url: `${withdrawPaths.sandboxPayout}/${r.json.data.spsn}` } });
    expect(await frozenBalance(s.db, p.id)).toBe(300 * Y);
    const pool = s.app.config.withdraw.channels.find((c) => c.kind === 'pool')!;
    const amounts = (await s.call('GET', withdrawPaths.poolAmounts, { cookie: p.cookie })).json.data;
    const shown = (await config(p)).json.data.channels.find((c: { channelType: string }) => c.channelType === pool.channelType).fixedAmounts;
    expect(amounts).toEqual(shown.map((a: { id: string; amount: string }) => ({ channelType: pool.channelType, ...a })));
    expect(amounts.length).toBeGreaterThan(0);
    expect((await s.call('GET', withdrawPaths.poolAmounts, { cookie: p.cookie, query: { channelType: '1' } })).json.data).toEqual([]);
  });

  it('lists each hosted page with its limits, the 15-minute window and the account it pays to', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const code = await bindAddress(s, p.id, 'wechat', 'wxp://f2f0sandbox');
    expect((await setting(p, '0')).json.data).toMatchObject({
      withdrawType: '0',
      minAmount: '100',
      maxAmount: '5000',
      windowSeconds: 900,
      accounts: [{ id: code }],
    });
    expect((await setting(p, '1')).json.data.accounts).toEqual([]);
    expect((await setting(p, '2')).json.data.accounts).toMatchObject([{ id: p.cardId }]);
    expect((await setting(p, '3')).status).toBe(400);
  });

  it('freezes the amount, serves the provider page and pays out when the player completes it there', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const r = await hosted(p, {});
    expect(r.json).toMatchObject({
      code: 0,
      data: { url: `${withdrawPaths.sandboxPayout}/${r.json.data.spsn}`, expiresAt: s.clock.now() + window(), expiresInSeconds: window() / 1000 },
    });
    expect(await balanceOf(p.id)).toBe(700 * Y);
    expect(await frozenBalance(s.db, p.id)).toBe(300 * Y);
    const html = await sandboxPage(p, r.json.data.spsn);
    expect(html.body).toContain(r.json.data.spsn);
    expect(html.body).toContain('<span id="amount">300</span>');
    // The sandbox provider never pays on its own: only the page completes it.
    s.clock.advance(window() - 1000);
    await s.app.payouts.tick();
    expect((await order(p, r.json.data.spsn)).json.data.status).toBe(WITHDRAW_STATUS.awaitingHosted);
    expect((await complete(p, r.json.data.spsn)).json.code).toBe(0);
    expect((await order(p, r.json.data.spsn)).json.data).toMatchObject({ status: WITHDRAW_STATUS.completed, securityDeposit: '0' });
    // 提现记录 names the hosted page's channel as its 提现方式 (it was empty).
    const today = new Date(s.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const records = (
      await s.call('GET', withdrawPaths.withdrawRecords, { cookie: p.cookie, query: { startDate: today, endDate: today, page: '1', pageSize: '10' } })
    ).json.data.list;
    expect(records).toEqual([
      expect.objectContaining({ spsn: r.json.data.spsn, channelName: s.app.config.withdraw.hostedChannels.find((c) => c.hostedType === '2')!.name }),
    ]);
    expect(records[0].channelName).not.toBe('');
    expect((await complete(p, r.json.data.spsn)).json.code).toBe(errorCodes.hostedClosed.code);
    s.clock.advance(window());
    expect((await s.app.payouts.tick()).expired).toEqual([]);
    expect(await balanceOf(p.id)).toBe(700 * Y);
    expect(await frozenBalance(s.db, p.id)).toBe(0);
  });

  it('expires a hosted withdrawal not completed in 15 minutes and returns its money once', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const r = await hosted(p, { withdrawMoney: '250.50' });
    s.clock.advance(window());
    expect((await complete(p, r.json.data.spsn)).json.code).toBe(errorCodes.hostedExpired.code);
    const [first, second] = await Promise.all([s.app.payouts.tick(), s.app.payouts.tick()]);
    expect([...first.expired, ...second.expired]).toEqual([r.json.data.spsn]);
    expect((await s.app.payouts.tick()).expired).toEqual([]);
    expect((await order(p, r.json.data.spsn)).json.data.status).toBe(WITHDRAW_STATUS.failed);
    expect(await balanceOf(p.id)).toBe(1000 * Y);
    expect(await frozenBalance(s.db, p.id)).toBe(0);
    expect((await complete(p, r.json.data.spsn)).json.code).toBe(errorCodes.hostedClosed.code);
  });

  it("applies the rules of withdrawCashAjax and refuses another player's order", async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const other = await readyPlayer(s, 'bob', '1000');
    expect((await hosted(p, { withdrawMoney: '99' })).json.code).toBe(errorCodes.withdrawBelowMin.code);
    expect((await hosted(p, { withdrawMoney: '5001' })).json.code).toBe(errorCodes.withdrawAboveMax.code);
    expect((await hosted(p, { pay_password: 'wrong999' })).json.code).toBe(errorCodes.wrongPayPassword.code);
    expect((await hosted(p, { user_bank_id: other.cardId })).json.code).toBe(errorCodes.withdrawAccount.code);
    expect((await hosted(p, { withdrawType: '0' })).json.code).toBe(errorCodes.withdrawAccount.code); // no WeChat code bound
    expect(await balanceOf(p.id)).toBe(1000 * Y);
    const r = await hosted(p, {});
    expect((await sandboxPage(other, r.json.data.spsn)).json().code).toBe(errorCodes.notFound.code);
    expect((await complete(other, r.json.data.spsn)).json.code).toBe(errorCodes.notFound.code);
    expect((await order(p, r.json.data.spsn)).json.data.status).toBe(WITHDRAW_STATUS.awaitingHosted);
  });
});

describe('binding waits', () => {
  it('keeps exactly the waits the account page shows: a first card 2 h, a later card 24 h, and says the same in the withdraw config', async () => {
    await start();
    const rules = s.app.config.bindings;
    const HOUR = 3_600_000;
    const { id, cookie } = await s.createUser('waiter', '1000');
    await s.db
      .updateTable('users')
      .set({ real_name: '张三', pay_password_hash: await hashSecret(PAY, 2 ** 10) })
      .where('id', '=', id)
      .execute();
    const first = await bindCard(s, id, '6222020200000000111', rules.firstCardWaitMs - HOUR);
    const asFirst: Player = { id, cookie, cardId: first };
    expect((await withdraw(s, asFirst, bankRequest(asFirst, '100'))).json.code).toBe(errorCodes.withdrawAging.code);
    s.clock.advance(HOUR);
    const second = await bindCard(s, id, '6222020200000000222', rules.firstCardWaitMs + HOUR);
    const asSecond: Player = { id, cookie, cardId: second };
    expect((await withdraw(s, asSecond, bankRequest(asSecond, '100'))).json.code).toBe(errorCodes.withdrawAging.code);
    expect((await withdraw(s, asFirst, bankRequest(asFirst, '100'))).json.code).toBe(0);
    const shown = (await config(asFirst)).json.data;
    expect(shown).toMatchObject({ firstDrawingsAging: rules.firstCardWaitMs / HOUR, nonFirstDrawingsAging: rules.nextCardWaitMs / HOUR });
    const page = await s.call('GET', accountPaths.bankQuery, { cookie });
    expect(page.json.data).toMatchObject({ firstDrawingsAging: shown.firstDrawingsAging, nonFirstDrawingsAging: shown.nonFirstDrawingsAging });
  });

  it('keeps the wait the account page shows for a wallet bound after another coin kind: a first TOPAY wallet after a USDT one waits 24 h', async () => {
    await start();
    const rules = s.app.config.bindings;
    const p = await readyPlayer(s, 'ann', '1000');
    await bindAddress(s, p.id, 'USDT-TRC20', 'TQ5NcbPp3Jd9ZsSyp2rBqvK6hW9wUe5sXr'); // the player's first wallet, long usable
    const boundAt = s.clock.now();
    const bound = await s.call('POST', accountPaths.bindAddress, { cookie: p.cookie, body: { coinType: 'TOPAY', address: 'tg8800aa11bb', payPassword: PAY } });
    expect(bound.json.code).toBe(0);
    const page = (await s.call('GET', accountPaths.getBindAddress, { cookie: p.cookie })).json.data as Array<{
      id: number;
      availableTime: string;
      available: boolean;
    }>;
    const shown = page.find((w) => w.id === bound.json.data.id)!;
    expect(shown).toMatchObject({ available: false, availableTime: formatBeijing(boundAt + rules.nextCoinWaitMs) });
    const topay = (cookie: string) =>
      withdraw(
        s,
        { ...p, cookie },
        {
          operation: 'add',
          user_bank_id: bound.json.data.id,
          pay_password: PAY,
          withdrawMoney: '100',
          withDrawType: '1',
          coinType: 'TOG',
          channelType: '8',
          requestId: requestId(),
        },
      );
    // Past the first-wallet wait (which the withdraw service kept before), short of the page's by a second.
    s.clock.advance(rules.nextCoinWaitMs - 1000);
    p.cookie = await s.login('ann');
    expect((await topay(p.cookie)).json).toMatchObject({ code: errorCodes.withdrawAging.code, msg: `新绑定的提现账户需在${shown.availableTime}后才能提现` });
    s.clock.advance(1000);
    expect((await topay(p.cookie)).json.code).toBe(0);
  });

  it('makes a receiving code wait like a card or wallet: the first of WeChat and Alipay 2 h, a later one 24 h, shown where the codes are listed', async () => {
    await start();
    const rules = s.app.config.bindings;
    const p = await readyPlayer(s, 'ann', '1000');
    const wechat = await bindAddress(s, p.id, 'wechat', 'wxp://f2f0first', rules.firstCodeWaitMs - 1000);
    const alipay = await bindAddress(s, p.id, 'alipay', 'https://qr.alipay.com/fkx1234567', 0);
    const boundAt = s.clock.now();
    const listed = (await s.call('GET', accountPaths.getBindAddressQrCode, { cookie: p.cookie })).json.data;
    expect(listed).toMatchObject({
      wechat: { id: wechat, available: false, availableTime: formatBeijing(boundAt - (rules.firstCodeWaitMs - 1000) + rules.firstCodeWaitMs) },
      alipay: { id: alipay, available: false, availableTime: formatBeijing(boundAt + rules.nextCodeWaitMs) },
    });
    const hosted = (withdrawType: string, account: number) =>
      s.call('POST', withdrawPaths.hostedSubmit, {
        cookie: p.cookie,
        body: { withdrawType, user_bank_id: account, pay_password: PAY, withdrawMoney: '100', requestId: requestId() },
      });
    expect((await hosted('0', wechat)).json.code).toBe(errorCodes.withdrawAging.code);
    s.clock.advance(1000);
    expect((await hosted('0', wechat)).json.code).toBe(0);
    s.clock.advance(rules.nextCodeWaitMs - 2000);
    p.cookie = await s.login('ann');
    expect((await hosted('1', alipay)).json.code).toBe(errorCodes.withdrawAging.code);
    s.clock.advance(1000);
    expect((await hosted('1', alipay)).json.code).toBe(0);
  });
});

describe('withdraw refusals', () => {
  it('refuses bad amounts, limits, balance, accounts and checks with their messages, moving no money', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const other = await readyPlayer(s, 'ben', '1000');
    const removed = await bindCard(s, p.id, '6222020200000000777');
    await s.db.updateTable('bank_cards').set({ removed_at: s.clock.now() }).where('id', '=', removed).execute();
    const fresh = await bindCard(s, p.id, '6222020200000000888', 60_000);
    const cases: Array<[unknown, number, string?]> = [
      [bankRequest(p, '99.99'), errorCodes.withdrawBelowMin.code, '提现金额不能小于100'],
      [bankRequest(p, '50000'), errorCodes.withdrawAboveMax.code, '提现金额不能大于49999'],
      [bankRequest(p, '100.001'), errorCodes.withdrawAmount.code],
      [bankRequest(p, '-100'), errorCodes.withdrawAmount.code],
      [bankRequest(p, '1e30'), errorCodes.withdrawAmount.code],
      [bankRequest(p, '0'), errorCodes.withdrawAmount.code],
      [bankRequest(p, '910'), errorCodes.withdrawInsufficient.code, '余额不足！'], // 910 + 91 deposit > 1000
      [bankRequest(p, '100', { pay_password: 'wrong999' }), errorCodes.wrongPayPassword.code],
      [bankRequest(p, '100', { user_bank_id: other.cardId }), errorCodes.withdrawAccount.code],
      [bankRequest(p, '100', { user_bank_id: removed }), errorCodes.withdrawAccount.code],
      [bankRequest(p, '100', { user_bank_id: 999_999 }), errorCodes.withdrawAccount.code],
      [bankRequest(p, '100', { user_bank_id: fresh }), errorCodes.withdrawAging.code],
      [bankRequest(p, '100', { channelType: '5' }), errorCodes.withdrawChannel.code],
      [bankRequest(p, '100', { channelType: '', withDrawType: '1' }), errorCodes.withdrawAccount.code], // a card is not a USDT wallet
    ];
    for (const [body, code, msg] of cases) {
      const r = await withdraw(s, p, body);
      expect(r.json.code, JSON.stringify(body)).toBe(code);
      if (msg) expect(r.json.msg).toBe(msg);
    }
    expect((await withdraw(s, p, bankRequest(p, '100', { user_bank_id: 'x' }))).json.code).toBe(errorCodes.badRequest.code);
    expect(await balanceOf(p.id)).toBe(1000 * Y);
    expect(await s.db.selectFrom('withdrawals').select('id').execute()).toEqual([]);
    // The wait ends when the account page says: a later card's (it was bound a minute ago).
    s.clock.advance(s.app.config.bindings.nextCardWaitMs - 60_000);
    p.cookie = await s.login('ann');
    expect((await withdraw(s, p, bankRequest(p, '100', { user_bank_id: fresh }))).json.code).toBe(0);
  });

  it('refuses at risk, without a fund password, a trial account, and unmet bet volume', async () => {
    await start({ betVolumeRatio: '0.5' });
    const p = await readyPlayer(s, 'ann', '1000');
    expect((await withdraw(s, p, bankRequest(p, '100'))).json).toMatchObject({ code: errorCodes.withdrawBetVolume.code });
    s.app.config.withdraw.betVolumeRatio = '0';
    await s.db.updateTable('users').set({ risk: true }).where('id', '=', p.id).execute();
    expect((await withdraw(s, p, bankRequest(p, '100'))).json.code).toBe(errorCodes.withdrawRisk.code);
    await s.db.updateTable('users').set({ risk: false, pay_password_hash: null }).where('id', '=', p.id).execute();
    expect((await withdraw(s, p, bankRequest(p, '100'))).json.code).toBe(errorCodes.payPasswordMissing.code);
    const trial = await s.createUser('trialx', '500', 10);
    expect((await withdraw(s, { ...trial, cardId: 1 }, bankRequest({ ...trial, cardId: 1 }, '100'))).json.code).toBe(errorCodes.trialForbidden.code);
    expect(await balanceOf(p.id)).toBe(1000 * Y);
  });

  it('counts toward bet volume only the stake that played: refunded tied stakes leave it, 和局退款 orders count their lost bets', async () => {
    await start();
    await betVolumeWithTiesScenario(s);
  });

  it('asks for the two-step code when two-step withdraw is on and accepts a fresh one', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await s.db.updateTable('users').set({ twostep_secret: secret, twostep_withdraw: true }).where('id', '=', p.id).execute();
    expect((await config(p)).json.data.twostepWithdraw).toBe(1);
    expect((await withdraw(s, p, bankRequest(p, '100'))).json).toMatchObject({ code: errorCodes.twoStepMissing.code, msg: '请输入谷歌验证码' });
    expect((await withdraw(s, p, bankRequest(p, '100', { code: '000000' }))).json.code).toBe(errorCodes.wrongTwoStep.code);
    const code = totpOf(secret, 'ann').generate({ timestamp: s.clock.now() });
    expect((await withdraw(s, p, bankRequest(p, '100', { code }))).json.code).toBe(0);
  });

  it("answers another player's order as missing and never confirms it", async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '1000');
    const thief = await readyPlayer(s, 'ben', '0');
    const { spsn } = (await withdraw(s, p, bankRequest(p, '100'))).json.data;
    s.clock.advance(payoutDelay());
    await s.app.payouts.tick();
    expect((await confirm(thief, spsn)).json.code).toBe(errorCodes.notFound.code);
    expect((await order(thief, spsn)).json.code).toBe(errorCodes.notFound.code);
    expect(await balanceOf(thief.id)).toBe(0);
    expect(await frozenBalance(s.db, p.id)).toBe(10 * Y);
  });
});

describe('trade records', () => {
  it('pages withdrawals and deposits within a date range', async () => {
    await start();
    const p = await readyPlayer(s, 'ann', '5000');
    for (const amount of ['100', '200', '300']) await withdraw(s, p, bankRequest(p, amount));
    const today = new Date(s.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const list = (query: Record<string, string>, path: string = withdrawPaths.withdrawRecords) =>
      s.call('GET', path, { cookie: p.cookie, query: { startDate: today, endDate: today, page: '1', pageSize: '2', ...query } });
    const first = (await list({})).json.data;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.list.map((w: { amount: string }) => w.amount)).toEqual(['300', '200']);
    expect((await list({ page: '2' })).json.data.list.map((w: { amount: string }) => w.amount)).toEqual(['100']);
    expect((await list({ startDate: '2020-01-01', endDate: '2020-01-31' })).json.data).toMatchObject({ total: 0, list: [] });
    expect((await list({ startDate: today, endDate: '2020-01-01' })).json.code).toBe(errorCodes.withdrawDates.code);
    const charges = (await list({}, withdrawPaths.chargeRecords)).json.data;
    expect(charges).toMatchObject({ total: 1, list: [{ cash: '5000', status: 0, payWayName: '系统入款' }] });
  });
});

describe('withdraw demo seed', () => {
  it('gives cashout a working withdraw tab with met bet volume and history, risky the risk screen, on a balanced ledger', async () => {
    s = await startTestServer({ seed: true, config: { ...testConfig, withdraw: withdrawTestSettings({ betVolumeRatio: '0.1' }) } });
    const cashout = { cookie: await s.login('cashout', DEMO_PASSWORD) };
    const c = (await config(cashout)).json.data;
    expect(c).toMatchObject({ status: 0, sn: '张*', cash: '41500', withDrawBetAmoutTotal: '2000', valBetAmoutTotal: '2500', isCanWithDraw: 1 });
    const today = new Date(s.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const weekAgo = new Date(s.clock.now() + 8 * 3600_000 - 7 * DAY).toISOString().slice(0, 10);
    const records = await s.call('GET', withdrawPaths.withdrawRecords, {
      cookie: cashout.cookie,
      query: { startDate: weekAgo, endDate: today, page: '1', pageSize: '10' },
    });
    expect(records.json.data.list.map((w: { status: number }) => w.status)).toEqual([WITHDRAW_STATUS.failed, WITHDRAW_STATUS.completed]);
    expect((await config({ cookie: await s.login('risky', DEMO_PASSWORD) })).json.data.status).toBe(-2);
  });
});
