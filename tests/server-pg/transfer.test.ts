/**
 * Transfers under real concurrency, on PostgreSQL (DATABASE_URL; `npm run test:pg`): the
 * conditional balance update must refuse what the wallet cannot cover, whatever the order.
 */
import { describe, expect, it } from 'vitest';
import { postgresServerPerTest } from '../support/postgres-server';
import type { TestServer } from '../support/server-harness';
import { cashOf, setFundPassword, transferCall } from '../support/transfer-helpers';

let s: TestServer;
postgresServerPerTest((server) => (s = server));

describe('transfers on PostgreSQL', () => {
  it('accepts exactly 10 of 40 simultaneous transfers against a balance that covers 10', async () => {
    const { id, cookie } = await s.createUser('racer', '100');
    await setFundPassword(s, id);
    const results = await Promise.all(Array.from({ length: 40 }, () => transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '10' })));
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(10);
    expect(results.filter((r) => r.json.msg === '余额不足')).toHaveLength(30);
    expect(await cashOf(s, cookie)).toMatchObject({ sobet_01: '0', ag_01: '100' });
    expect(await s.db.selectFrom('transfers').select('id').execute()).toHaveLength(10);
  });

  it('never overdraws either wallet when transfers run both ways at once', async () => {
    const { id, cookie } = await s.createUser('twoway', '100');
    await setFundPassword(s, id);
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'pt_01', cash: '50' })).json.code).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        transferCall(s, cookie, i % 2 ? { turnOut: 'sobet_01', turnIn: 'pt_01', cash: '20' } : { turnOut: 'pt_01', turnIn: 'sobet_01', cash: '20' }),
      ),
    );
    const ok = results.filter((r) => r.json.code === 0).length;
    expect(ok).toBeGreaterThan(0);
    const cash = await cashOf(s, cookie);
    expect(Number(cash.sobet_01) + Number(cash.pt_01)).toBe(100);
    expect(Number(cash.sobet_01)).toBeGreaterThanOrEqual(0);
    expect(Number(cash.pt_01)).toBeGreaterThanOrEqual(0);
  });

  it('books one transfer for one request id sent 20 times at once', async () => {
    const { id, cookie } = await s.createUser('retrier', '100');
    await setFundPassword(s, id);
    const body = { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '30', requestId: 'transfer-same-0001' };
    const results = await Promise.all(Array.from({ length: 20 }, () => transferCall(s, cookie, body)));
    expect(results.every((r) => r.json.code === 0)).toBe(true);
    expect(new Set(results.map((r) => r.json.data.orderNo)).size).toBe(1);
    expect(await cashOf(s, cookie)).toMatchObject({ sobet_01: '70', ag_01: '30' });
  });
});
