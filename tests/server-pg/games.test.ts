/**
 * Demo game rounds under real concurrency, on PostgreSQL (DATABASE_URL; `npm run test:pg`): the
 * stake's conditional debit must refuse what the game wallet cannot cover, whatever the order,
 * and every round's journals must balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePaths, gameUrlPaths } from '../../contract/paths';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { startTestServer, type TestServer } from '../support/server-harness';
import { cashOf, setFundPassword, transferCall } from '../support/transfer-helpers';

let s: TestServer;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (needs DATABASE_URL)');
  s = await startTestServer();
  expect(s.handle.kind).toBe('postgres');
});
afterAll(async () => {
  const ledger = await checkLedger(s.db);
  await s.close();
  expect(ledger).toMatchObject({ ok: true });
});

describe('demo game rounds on PostgreSQL', () => {
  it('books at most what the game wallet covers when 30 bets arrive at once, and the wallet equals stakes and payouts', async () => {
    const { id, cookie } = await s.createUser('roller', '100');
    await setFundPassword(s, id);
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'ag_01', cash: '50' })).json.code).toBe(0);
    const url = (await s.call('GET', gameUrlPaths.ag, { cookie, query: { gameCode: 'ag_dragon_tiger' } })).json.data as string;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        s.call('POST', gamePaths.bet, { body: { token, choice: i % 2 ? 'dragon' : 'tiger', cash: '10', requestId: `concurrent-${i}` } }),
      ),
    );
    const booked = results.filter((r) => r.json.code === 0);
    expect(results.every((r) => r.json.code === 0 || r.json.code === 7005)).toBe(true);
    expect(booked.length).toBeGreaterThanOrEqual(5);
    const rounds = await s.db.selectFrom('game_rounds').select(['stake', 'payout']).where('user_id', '=', id).execute();
    expect(rounds).toHaveLength(booked.length);
    const net = rounds.reduce((sum, r) => sum + r.payout - r.stake, 0);
    const cash = await cashOf(s, cookie);
    expect(Math.round(Number(cash.ag_01) * 10_000)).toBe(50 * 10_000 + net);
    expect(Number(cash.ag_01)).toBeGreaterThanOrEqual(0);
  });
});
