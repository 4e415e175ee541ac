/**
 * Withdrawals under real concurrency, on PostgreSQL: simultaneous requests never take more
 * than the balance or the day's coin allowance, and two payout processors running at once
 * (two server processes) pay each withdrawal exactly once; the bet-volume sum over settled
 * statuses and refunds. The ledger check after each test.
 */
import { describe, expect, it } from 'vitest';
import { withdrawPaths } from '../../contract/paths';
import { errorCodes } from '../../contract/primitives';
import { buildApp } from '../../server/app';
import { mainAccountOf } from '../../server/domains/wallet/ledger';
import { frozenBalance } from '../../server/domains/wallet/ledger';
import { postgresServerPerTest } from '../support/postgres-server';
import { testConfig, type TestServer } from '../support/server-harness';
import { bankRequest, betVolumeWithTiesScenario, bindAddress, PAY, readyPlayer, requestId, withdraw, withdrawTestSettings } from '../support/withdraw-helpers';

let s: TestServer;
postgresServerPerTest(
  (server) => (s = server),
  () => ({ config: { ...testConfig, withdraw: withdrawTestSettings({ coinDailyMax: '1000' }) } }),
);

describe('withdrawals on PostgreSQL', () => {
  it('accepts exactly 10 of 40 simultaneous withdrawals against a balance that covers 10', async () => {
    const p = await readyPlayer(s, 'racer', '1100');
    const results = await Promise.all(Array.from({ length: 40 }, () => withdraw(s, p, bankRequest(p, '100'))));
    const codes = results.map((r) => r.json.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === errorCodes.withdrawInsufficient.code)).toHaveLength(30);
    expect((await mainAccountOf(s.db, p.id)).balance).toBe(0);
    expect(await frozenBalance(s.db, p.id)).toBe(1100 * 10_000);
  });

  it('counts toward bet volume only the stake that played (amount − refund) of won, lost and 和局退款 orders', async () => {
    await betVolumeWithTiesScenario(s);
  });

  it("keeps simultaneous coin withdrawals within the day's allowance", async () => {
    const p = await readyPlayer(s, 'coiner', '5000');
    const address = await bindAddress(s, p.id, 'USDT-TRC20', 'TQ5NcbPp3Jd9ZsSyp2rBqvK6hW9wUe5sXr');
    const body = () => ({
      operation: 'add',
      user_bank_id: address,
      pay_password: PAY,
      withdrawMoney: '300',
      withDrawType: '1',
      channelType: '',
      requestId: requestId(),
    });
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(s, p, body())));
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.json.code === errorCodes.withdrawCoinAllowance.code)).toHaveLength(5);
  });

  it('pays each withdrawal once when two processors run at the same time', async () => {
    const players = await Promise.all(['pa', 'pb', 'pc'].map((name) => readyPlayer(s, name, '2000')));
    for (const p of players) for (let i = 0; i < 4; i++) await withdraw(s, p, bankRequest(p, i === 3 ? '100.44' : '100'));
    const second = await buildApp({ db: s.db, clock: s.clock, config: { ...testConfig, withdraw: s.app.config.withdraw } });
    await second.ready();
    try {
      s.clock.advance(s.app.config.withdraw.payoutDelayMs);
      const [a, b] = await Promise.all([s.app.payouts.tick(), second.payouts.tick()]);
      const paid = [...a.paid, ...b.paid];
      const failed = [...a.failed, ...b.failed];
      expect(new Set(paid).size).toBe(9);
      expect(paid).toHaveLength(9);
      expect(failed).toHaveLength(3);
      for (const p of players) expect((await mainAccountOf(s.db, p.id)).balance).toBe((2000 - 330) * 10_000);
    } finally {
      await second.close();
    }
  });

  it('refunds each expired hosted withdrawal once when two processors run at the same time', async () => {
    const players = await Promise.all(['ha', 'hb', 'hc'].map((name) => readyPlayer(s, name, '1000')));
    const hosted = (p: (typeof players)[number]) =>
      s.call('POST', withdrawPaths.hostedSubmit, {
        cookie: p.cookie,
        body: { withdrawType: '2', user_bank_id: p.cardId, pay_password: PAY, withdrawMoney: '200', requestId: requestId() },
      });
    for (const p of players) for (let i = 0; i < 3; i++) expect((await hosted(p)).json.code).toBe(0);
    const second = await buildApp({ db: s.db, clock: s.clock, config: { ...testConfig, withdraw: s.app.config.withdraw } });
    await second.ready();
    try {
      s.clock.advance(s.app.config.withdraw.hostedWindowMs);
      const [a, b] = await Promise.all([s.app.payouts.tick(), second.payouts.tick()]);
      const expired = [...a.expired, ...b.expired];
      expect(expired).toHaveLength(9);
      expect(new Set(expired).size).toBe(9);
      for (const p of players) expect((await mainAccountOf(s.db, p.id)).balance).toBe(1000 * 10_000);
    } finally {
      await second.close();
    }
  });
});
