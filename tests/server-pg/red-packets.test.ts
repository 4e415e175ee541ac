/**
 * Red packets on PostgreSQL (DATABASE_URL; `npm run test:pg`), where transactions really run at
 * once: the grab race of tests/unit/server/red-packets.test.ts, and the 24-hour refund run by two
 * apps with their own connection pools (two processes) at the same moment, refunding once.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RED_PACKET_TTL_MS } from '../../contract/groups';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { redPacketEscrowGap } from '../../server/domains/chat/red-packets';
import { toMinorUnits } from '../../rules/money';
import { grab, groupTeam, makeGroup, sendPacket } from '../support/group-helpers';
import { redPacketRace } from '../support/red-packet-race';
import { postgresServerPerTest } from '../support/postgres-server';
import { testConfig, type TestServer } from '../support/server-harness';

let s: TestServer;
postgresServerPerTest(
  (server) => (s = server),
  () => ({ config: { groups: { ...testConfig.groups!, memberLimit: 300 } } }),
);

describe('red packets on PostgreSQL', () => {
  it('gives exactly 100 of 1,000 concurrent grabs by 200 users a share, one each, summing to the total', async () => {
    const { elapsedMs } = await redPacketRace(s, { users: 200, grabs: 1000, shares: 100, total: '100', prefix: 'pg' });
    expect(elapsedMs).toBeGreaterThan(0);
  });

  it('gives exactly 30 of 300 grabs by 30 users a share when the packet has 100', async () => {
    await redPacketRace(s, { users: 30, grabs: 300, shares: 100, total: '50', prefix: 'few' });
  });

  it('refunds an expired packet once when two processes run the job at the same moment, repeatedly', async () => {
    const t = await groupTeam(s, 'x', '100');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = await sendPacket(s, t.agent, gid, { num: 3, amount: '6' });
      expect(sent.json.code).toBe(1);
      ids.push(sent.json.result.redPacketId);
    }
    expect((await grab(s, t.p1, ids[0]!)).json.code).toBe(1);

    // A second app on its own pool over the same schema: another process.
    const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(s.db)).rows[0]!.s;
    const url = process.env.DATABASE_URL!;
    const other = await openDatabase({
      url: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      poolSize: 5,
      skipMigrations: true,
    });
    const second = await buildApp({ db: other.db, clock: s.clock, config: { ...testConfig } });
    await second.ready();
    try {
      s.clock.advance(RED_PACKET_TTL_MS);
      const passes = await Promise.all([
        s.app.redPacketExpiry.tick(),
        second.redPacketExpiry.tick(),
        s.app.redPacketExpiry.tick(),
        second.redPacketExpiry.tick(),
      ]);
      const refunds = passes.flatMap((p) => p.refunded).sort((a, b) => a.id - b.id);
      expect(refunds.map((r) => r.id)).toEqual(ids);
      const total = refunds.reduce((sum, r) => sum + r.amount, 0);
      expect(total).toBe(5 * toMinorUnits('6') - (await s.db.selectFrom('red_packet_grabs').select('amount').executeTakeFirstOrThrow()).amount);
      expect((await Promise.all([s.app.redPacketExpiry.tick(), second.redPacketExpiry.tick()])).flatMap((p) => p.refunded)).toEqual([]);
      const journals = await s.db.selectFrom('journal').select('idem_key').where('kind', '=', 'redpacket_refund').execute();
      expect(journals).toHaveLength(5);
      expect(await redPacketEscrowGap(s.db)).toBe(0);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
