/**
 * Agent-to-downline transfers under real concurrency, on PostgreSQL (DATABASE_URL): one journal
 * per transfer, and the conditional balance update refuses what the agent cannot cover.
 */
import { describe, expect, it } from 'vitest';
import { teamPaths } from '../../contract/paths';
import { postgresServerPerTest } from '../support/postgres-server';
import type { TestServer } from '../support/server-harness';
import { PAY_PASSWORD, setFundPassword } from '../support/transfer-helpers';

let s: TestServer;
postgresServerPerTest((server) => (s = server));

describe('team transfers on PostgreSQL', () => {
  it('books exactly 10 of 30 simultaneous transfers to two downlines against a balance that covers 10, each in one balanced journal', async () => {
    const agent = await s.createUser('pgagent', '100', 1);
    await setFundPassword(s, agent.id);
    const kids = [await s.createUser('pgkid1', '0'), await s.createUser('pgkid2', '0')];
    for (const kid of kids) await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', kid.id).execute();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        s.call('POST', teamPaths.lowerTransfer, {
          cookie: agent.cookie,
          body: { username: i % 2 ? 'pgkid1' : 'pgkid2', amount: '10', payPassword: PAY_PASSWORD, requestId: `pg-${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.json.code === 1)).toHaveLength(10);
    expect(results.filter((r) => r.json.code !== 1).every((r) => r.json.msg === '余额不足')).toBe(true);
    const balances = await s.db
      .selectFrom('accounts')
      .select(['user_id', 'balance'])
      .where('kind', '=', 'main')
      .where('user_id', 'in', [agent.id, ...kids.map((k) => k.id)])
      .execute();
    expect(balances.reduce((a, b) => a + b.balance, 0)).toBe(1_000_000);
    expect(balances.find((b) => b.user_id === agent.id)!.balance).toBe(0);
    const journals = await s.db.selectFrom('journal').select('id').where('kind', '=', 'team_transfer').execute();
    expect(journals).toHaveLength(10);
    expect(await s.db.selectFrom('team_transfers').select('id').execute()).toHaveLength(10);
  });

  it('books one transfer for one request id sent 10 times at once', async () => {
    const agent = await s.createUser('pgagent2', '100', 1);
    await setFundPassword(s, agent.id);
    const kid = await s.createUser('pgkid3', '0');
    await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', kid.id).execute();
    const body = { username: 'pgkid3', amount: '25', payPassword: PAY_PASSWORD, requestId: 'same-one' };
    const results = await Promise.all(Array.from({ length: 10 }, () => s.call('POST', teamPaths.lowerTransfer, { cookie: agent.cookie, body })));
    expect(results.every((r) => r.json.code === 1)).toBe(true);
    expect(new Set(results.map((r) => r.json.result.orderNo)).size).toBe(1);
    expect(await s.db.selectFrom('team_transfers').select('id').execute()).toHaveLength(1);
  });
});
