/**
 * Team contract payouts under real concurrency, on PostgreSQL (DATABASE_URL): passes run at once
 * (as several processes run them) pay each period exactly once, and concurrent approvals of one
 * payout move its money once.
 */
import { describe, expect, it } from 'vitest';
import { contractPaths } from '../../contract/paths';
import { bookSettledBet } from '../support/settled-bets';
import { settleContracts } from '../../server/domains/contracts/payouts';
import { grantContract } from '../../server/domains/contracts/service';
import { periodOf } from '../../server/domains/contracts/terms';
import { postgresServerPerTest } from '../support/postgres-server';
import type { TestServer } from '../support/server-harness';
import { minorUnits } from '../../rules/money';

const hao = (yuan: number) => minorUnits(Math.round(yuan * 10_000));

let s: TestServer;
postgresServerPerTest((server) => (s = server));

/** An agent granted 1 % daily salary at 100 yuan, with `downlines` agent downlines each under a signed 1 % contract (approval as given). */
async function contractTree(downlines: number, approval: 0 | 1) {
  const agent = await s.createUser('pgboss', '1', 1);
  await grantContract({ db: s.db, clock: s.clock }, agent.id, 'lotterysalary', [{ volume: hao(100), loss: hao(0), active: 1, rate: 100 }]);
  const kids = [];
  for (let i = 0; i < downlines; i++) {
    const kid = await s.createUser(`pgkid${i}`, '10000', 1);
    await s.db.updateTable('users').set({ parent_id: agent.id }).where('id', '=', kid.id).execute();
    const offer = (
      await s.call('POST', contractPaths.offer, {
        cookie: agent.cookie,
        body: { kind: 'lotterysalary', username: `pgkid${i}`, tiers: [{ volume: '100', loss: '0', active: 1, rate: '1' }], approval },
      })
    ).json;
    expect((await s.call('POST', contractPaths.sign, { cookie: kid.cookie, body: { id: offer.result.id } })).json.code).toBe(1);
    kids.push(kid);
  }
  return { agent, kids };
}

describe('contract payouts on PostgreSQL', () => {
  it('pays each period once when eight passes run at once', async () => {
    const { kids } = await contractTree(6, 0);
    const period = periodOf('lotterysalary', s.clock.now());
    for (const [i, kid] of kids.entries()) await bookSettledBet(s.db, kid.id, i + 1, period.start + 3_600_000, hao(1000), 0);
    s.clock.set(period.end + 60_000);
    const passes = await Promise.all(Array.from({ length: 8 }, () => settleContracts(s.db, s.clock.now())));
    // The grant and six contracts: seven payouts in all, whichever pass made each.
    expect(passes.reduce((sum, p) => sum + p.settled, 0)).toBe(7);
    const rows = await s.db.selectFrom('contract_payouts').select(['contract_id', 'amount', 'state']).execute();
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((r) => r.contract_id)).size).toBe(7);
    expect(await s.db.selectFrom('journal').select('id').where('kind', '=', 'contract_payout').execute()).toHaveLength(7);
  });

  it('moves an approved payout once for ten approvals at once', async () => {
    const { agent, kids } = await contractTree(2, 1);
    const period = periodOf('lotterysalary', s.clock.now());
    for (const [i, kid] of kids.entries()) await bookSettledBet(s.db, kid.id, i + 1, period.start + 3_600_000, hao(1000), 0);
    s.clock.set(period.end + 60_000);
    await settleContracts(s.db, s.clock.now());
    agent.cookie = await s.login('pgboss');
    const waiting = (await s.call('GET', contractPaths.payouts, { cookie: agent.cookie, query: { kind: 'lotterysalary', side: 'lower', state: 'awaiting' } }))
      .json.result.list;
    expect(waiting).toHaveLength(2);
    // The agent holds 1 + 20 (its own salary, 1 % of 2,000) yuan: each 10-yuan payout is covered once.
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () => s.call('POST', contractPaths.approve, { cookie: agent.cookie, body: { id: waiting[0].id, approve: 1 } })),
    );
    expect(approvals.filter((r) => r.json.code === 1)).toHaveLength(1);
    expect(approvals.filter((r) => r.json.code !== 1).every((r) => r.json.code === 7219)).toBe(true);
    const journals = await s.db.selectFrom('journal').select('idem_key').where('idem_key', '=', `contract_payout:${waiting[0].id}`).execute();
    expect(journals).toHaveLength(1);
  });
});
