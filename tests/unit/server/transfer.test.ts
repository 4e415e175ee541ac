import { describe, expect, it } from 'vitest';
import { ledgerRecordPaths, lotteryPaths, transferPaths, walletPaths } from '../../../contract/paths';
import { gameWalletIds } from '../../../contract/wallet';
import { currentIssue, futureDraw, line } from '../../support/order-helpers';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';
import { cashOf, enableTwoStep, setFundPassword, transferCall } from '../../support/transfer-helpers';

let s: TestServer;
const limits = { lotteryMin: '10', lotteryMax: '1000', thirdMin: '5', thirdMax: '500', payPassword: true };

serverPerTest(
  (server) => (s = server),
  () => ({ config: { transfer: limits } }),
);

async function player(name = 'gamer', balance = '300', userType = 0) {
  const user = await s.createUser(name, balance, userType);
  await setFundPassword(s, user.id);
  return user;
}

const transferJournals = async () => (await s.db.selectFrom('journal').select('id').where('kind', '=', 'transfer').execute()).length;

describe('transferIndexAjax', () => {
  it('lists every wallet with its cash, the limits and the password flags when the player opens the tab', async () => {
    const { cookie } = await player();
    const { json } = await s.call('GET', transferPaths.transferIndex, { cookie });
    expect(json.code).toBe(0);
    expect(json.data.pcodeCbBaseList.map((w: { cbId: string }) => w.cbId)).toEqual(['sobet_01', ...gameWalletIds]);
    expect(json.data.transferCashMap).toEqual({ lotteryMinTransfer: '10', lotteryMaxTransfer: '1000', thirdMinTransfer: '5', thirdMaxTransfer: '500' });
    expect(json.data.payPasswordFlag).toBe('N');
    expect(json.data.twostepThirdTransfer).toBe(0);
    expect(json.data.cashList).toHaveLength(12);
    expect(json.data.cashList[0]).toEqual({ cid: 'sobet_01', cash: '300' });
    expect(json.data.cashList.slice(1).every((w: { cash: string }) => w.cash === '0')).toBe(true);
  });

  it('refuses withdraw-only and trial accounts', async () => {
    const seven = await player('seven', '100', 7);
    const ten = await player('trial1', '100', 10);
    expect((await s.call('GET', transferPaths.transferIndex, { cookie: seven.cookie })).json).toMatchObject({ code: 4106, msg: '当前账号不可充值/转账' });
    expect((await s.call('GET', transferPaths.transferIndex, { cookie: ten.cookie })).json).toMatchObject({ code: 1017 });
  });
});

describe('cbPointTransfer', () => {
  it('moves money main → game → main and every wallet shows it when both directions succeed', async () => {
    const { cookie } = await player();
    const out = await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '120.5' });
    expect(out.json.code).toBe(0);
    expect(out.json.data.cashList).toEqual([
      { cid: 'sobet_01', cash: '179.5' },
      { cid: 'ag_01', cash: '120.5' },
    ]);
    const back = await transferCall(s, cookie, { turnOut: 'ag_01', turnIn: 'sobet_01', cash: '20.25' });
    expect(back.json.code).toBe(0);
    const cash = await cashOf(s, cookie);
    expect(cash).toMatchObject({ sobet_01: '199.75', ag_01: '100.25', pt_01: '0' });
    expect((await s.call('GET', walletPaths.balance, { cookie })).json.data.cash).toBe('199.75');
    expect((await s.call('GET', walletPaths.balance, { cookie, query: { cbId: 'ag_01' } })).json.data.cash).toBe('100.25');
    expect(await transferJournals()).toBe(2);
    expect(await s.db.selectFrom('transfers').selectAll().execute()).toHaveLength(2);
  });

  it('refuses a transfer between two game wallets, an unknown wallet and the same wallet', async () => {
    const { cookie } = await player();
    await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '100' });
    const pairs = [
      ['ag_01', 'pt_01', '游戏钱包之间不能互相转账'],
      ['ag_01', 'nope_01', '转出或转入钱包错误'],
      ['sobet_01', 'sobet_01', '转出或转入钱包错误'],
      ['main', 'ag_01', '转出或转入钱包错误'],
    ] as const;
    for (const [turnOut, turnIn, msg] of pairs) {
      expect((await transferCall(s, cookie, { turnOut, turnIn, cash: '10' })).json).toEqual({ code: -1, msg });
    }
    expect(await cashOf(s, cookie)).toMatchObject({ sobet_01: '200', ag_01: '100', pt_01: '0' });
    expect(await transferJournals()).toBe(1);
  });

  it('applies the limits of the direction when the amount is outside them', async () => {
    const { cookie } = await player('rich', '5000');
    const below = { code: -1, msg: '转账金额须大于最小可转金额' };
    const above = { code: -1, msg: '转账金额超过最大可转金额' };
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '9.99' })).json).toEqual(below);
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '1000.01' })).json).toEqual(above);
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '1000' })).json.code).toBe(0);
    // Out of a game wallet the third-party limits apply (5 … 500).
    expect((await transferCall(s, cookie, { turnOut: 'ag_01', turnIn: 'sobet_01', cash: '5' })).json.code).toBe(0);
    expect((await transferCall(s, cookie, { turnOut: 'ag_01', turnIn: 'sobet_01', cash: '4.99' })).json).toEqual(below);
    expect((await transferCall(s, cookie, { turnOut: 'ag_01', turnIn: 'sobet_01', cash: '500.01' })).json).toEqual(above);
    expect(await cashOf(s, cookie)).toMatchObject({ sobet_01: '4005', ag_01: '995' });
  });

  it('refuses every malformed amount without writing anything', async () => {
    const { cookie } = await player();
    for (const cash of ['-10', '0', '0.00', 'NaN', '1e30', '1e3', '10.123', '', ' ', '１０', '10.', '.5', '0x10', '100000000000000000000000000000']) {
      const { json } = await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash });
      expect(json, cash).toEqual({ code: -1, msg: '请输入正确的金额' });
    }
    // Not a string at all: the schema answers the 400 envelope.
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: { value: 10 } })).json.code).toBe(400);
    expect(await transferJournals()).toBe(0);
    expect(await cashOf(s, cookie)).toMatchObject({ sobet_01: '300', ag_01: '0' });
  });

  it('answers 余额不足 when the wallet cannot cover the amount', async () => {
    const { cookie } = await player('poor', '50');
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'hqt_01', cash: '50.01' })).json).toEqual({ code: -1, msg: '余额不足' });
    expect((await transferCall(s, cookie, { turnOut: 'hqt_01', turnIn: 'sobet_01', cash: '10' })).json).toEqual({ code: -1, msg: '余额不足' });
    expect(await s.db.selectFrom('transfers').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a wrong or missing fund password', async () => {
    const { cookie } = await player();
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10', payPassword: 'wrong999' })).json).toEqual({
      code: -1,
      msg: '资金密码错误',
    });
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10', payPassword: undefined })).json).toEqual({
      code: -1,
      msg: '请输入资金密码',
    });
    const unset = await s.createUser('nopass', '100');
    expect((await transferCall(s, unset.cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10' })).json).toEqual({ code: -1, msg: '请先设置资金密码' });
    expect(await transferJournals()).toBe(0);
  });

  it('asks the two-step code when the player switched it on for transfers', async () => {
    const { id, cookie } = await player();
    const code = await enableTwoStep(s, id, 'gamer');
    expect((await s.call('GET', transferPaths.transferIndex, { cookie })).json.data.twostepThirdTransfer).toBe(1);
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10' })).json).toEqual({ code: -1, msg: '请输入谷歌验证码' });
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10', code: '000000' === code() ? '111111' : '000000' })).json).toEqual(
      { code: -1, msg: '谷歌验证码错误' },
    );
    const spaced = code().replace(/(\d{3})/, '$1 ');
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10', code: spaced })).json.code).toBe(0);
    expect(await transferJournals()).toBe(1);
  });

  it('refuses withdraw-only (type 7) and trial (type 10) accounts', async () => {
    const seven = await player('seven', '100', 7);
    const ten = await player('trial1', '100', 10);
    expect((await transferCall(s, seven.cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10' })).json).toEqual({
      code: -1,
      msg: '当前账号不可充值/转账',
    });
    expect((await transferCall(s, ten.cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10' })).json).toEqual({
      code: -1,
      msg: '请注册正式账号以开通此功能',
    });
    expect(await transferJournals()).toBe(0);
  });

  it('books one transfer for the same request id sent twice', async () => {
    const { cookie } = await player();
    const body = { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10', requestId: 'transfer-req-0001' };
    const [a, b] = [await transferCall(s, cookie, body), await transferCall(s, cookie, body)];
    expect(a.json).toEqual(b.json);
    expect(await transferJournals()).toBe(1);
    // The same id for another transfer is a conflict, not a second booking.
    expect((await transferCall(s, cookie, { ...body, cash: '20' })).json.code).toBe(409);
    expect(await cashOf(s, cookie)).toMatchObject({ sobet_01: '290', ag_01: '10' });
  });

  it('never spends more than the balance when transfers run at once', async () => {
    const { cookie } = await player('racer', '100');
    const results = await Promise.all(Array.from({ length: 15 }, () => transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10' })));
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(10);
    expect(results.filter((r) => r.json.msg === '余额不足')).toHaveLength(5);
    expect(await cashOf(s, cookie)).toMatchObject({ sobet_01: '0', ag_01: '100' });
  });
});

describe('wallet records', () => {
  it('lists every journal kind of the player in the account-change records', async () => {
    const { cookie } = await player('mixer', '500');
    const L = 'JSK3';
    const odds = (await s.call('GET', lotteryPaths.odds, { query: { lottery: L } })).json.result[L].hz_hz_hz;
    const issue = await currentIssue(s, L);
    const sum = (await futureDraw(s, L, issue)).reduce((a, b) => a + b, 0);
    const win = await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: L, issue, order: [line('hz_hz_hz', String(sum), 1, odds.bonusA)] } });
    const cancelled = await s.call('POST', lotteryPaths.addOrder, {
      cookie,
      body: { lottery: L, issue, order: [line('hz_hz_hz', String(sum), 1, odds.bonusA)] },
    });
    expect((await s.call('POST', lotteryPaths.cancelOrder, { cookie, body: { orderId: cancelled.json.result.orderIds[0] } })).json.code).toBe(1);
    expect(win.json.code).toBe(1);
    s.clock.advance(60_000);
    await s.app.scheduler.tick();
    await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'tt_01', cash: '50' });
    const { json } = await s.call('GET', ledgerRecordPaths.accountChange, { cookie });
    expect(json.code).toBe(0);
    const types = json.data.list.map((r: { type: string }) => r.type);
    expect(new Set(types)).toEqual(new Set(['deposit', 'bet', 'settle', 'refund', 'transfer_out', 'transfer_in']));
    expect(json.data.total).toBe(7);
    const transferOut = json.data.list.find((r: { type: string }) => r.type === 'transfer_out');
    expect(transferOut).toMatchObject({
      typeName: '转出',
      walletId: 'sobet_01',
      walletName: '彩票钱包',
      amount: '-50',
      remark: expect.stringMatching(/^ZZ\d{10}$/),
    });
    expect(json.data.list.find((r: { type: string }) => r.type === 'deposit')).toMatchObject({ typeName: '充值', amount: '500', balance: '500', remark: '' });
    expect(json.data.list.find((r: { type: string }) => r.type === 'transfer_in')).toMatchObject({
      typeName: '转入',
      walletId: 'tt_01',
      amount: '50',
      balance: '50',
    });
    // The newest main-wallet entry's balance is the wallet's balance now.
    const cash = await cashOf(s, cookie);
    expect(transferOut.balance).toBe(cash.sobet_01);
    const options = (await s.call('GET', ledgerRecordPaths.accountChangeOptions, { cookie })).json;
    expect(options.code).toBe(1);
    expect(options.result.map((o: { value: string }) => o.value)).toEqual(expect.arrayContaining(types));
    const onlyBets = (await s.call('GET', ledgerRecordPaths.accountChange, { cookie, query: { type: 'bet' } })).json.data;
    expect(onlyBets.total).toBe(2);
    expect(onlyBets.list.every((r: { typeName: string }) => r.typeName === '投注扣款')).toBe(true);
  });

  it('pages the transfer list and the flow within a date range', async () => {
    const { cookie } = await player('pager', '1000');
    for (let i = 1; i <= 5; i++) {
      await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: `${10 * i}` });
      s.clock.advance(60_000);
    }
    const page1 = (await s.call('GET', ledgerRecordPaths.transfers, { cookie, query: { page: '1', pageSize: '2' } })).json.data;
    const page3 = (await s.call('GET', ledgerRecordPaths.transfers, { cookie, query: { page: '3', pageSize: '2' } })).json.data;
    expect(page1.total).toBe(5);
    expect(page1.list.map((r: { amount: string }) => r.amount)).toEqual(['50', '40']);
    expect(page3.list).toEqual([
      expect.objectContaining({ amount: '10', turnOut: 'sobet_01', turnOutCn: '彩票钱包', turnIn: 'ag_01', turnInCn: 'AG钱包', status: 0 }),
    ]);
    // A range before today holds none of them.
    const earlier = (await s.call('GET', ledgerRecordPaths.transfers, { cookie, query: { startDate: '2026-11-01', endDate: '2026-11-20' } })).json.data;
    expect(earlier).toEqual({ list: [], total: 0 });
    const flow = (await s.call('GET', ledgerRecordPaths.flow, { cookie, query: { startDate: '2026-11-22', endDate: '2026-11-22' } })).json.data;
    expect(flow.total).toBe(6);
    expect(flow.list[0]).toMatchObject({ typeName: '转出', income: '0', expense: '50', balance: '850' });
    expect(flow.list[5]).toMatchObject({ typeName: '充值', income: '1000', expense: '0', balance: '1000' });
    expect((await s.call('GET', ledgerRecordPaths.flow, { cookie, query: { startDate: '2026-11-23', endDate: '2026-11-01' } })).json.code).toBe(400);
  });
});
