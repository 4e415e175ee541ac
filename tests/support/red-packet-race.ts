/**
 * The red-packet race, run on PGlite (tests/unit) and on PostgreSQL (tests/server-pg): `users`
 * people send `grabs` concurrent grabs at one lucky packet of `shares` shares. Exactly
 * min(shares, users) succeed, one per user, every share at least the minimum, the shares sum
 * to the total, escrow is empty and the ledger balances.
 */
import { expect } from 'vitest';
import { errorCodes } from '../../contract/primitives';
import { groupPaths } from '../../contract/paths';
import { redPacketEscrowGap } from '../../server/domains/red-packets/service';
import { MINOR_UNITS_PER_CENT } from '../../rules/money';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { bulkPerson, type Person } from './chat-helpers';
import { fund, grab, sendPacket } from './group-helpers';
import type { TestServer } from './server-harness';
import { setFundPassword } from './transfer-helpers';
import { redPacketId } from '../../server/db/ids';

export async function redPacketRace(s: TestServer, options: { users: number; grabs: number; shares: number; total: string; prefix: string }) {
  const owner = await bulkPerson(s, `${options.prefix}own`, { userType: 1 });
  await setFundPassword(s, owner.id);
  await fund(s, owner.id, options.total);
  const people: Person[] = [];
  for (let i = 0; i < options.users; i++) people.push(await bulkPerson(s, `${options.prefix}u${i}`, { parent: owner }));
  const created = await s.call('POST', groupPaths.createGroup, {
    cookie: owner.cookie,
    body: { groupName: 'race', userId: people.map((p) => p.id).join(',') },
  });
  expect(created.json.code).toBe(1);
  const gid = created.json.result.gid as number;
  const sent = await sendPacket(s, owner, gid, { type: 1, num: options.shares, amount: options.total });
  expect(sent.json.code).toBe(1);
  const packetId = redPacketId(sent.json.result.redPacketId as number);

  const started = performance.now();
  // A grab answered 503 Retry-After (no database connection came free in time) is sent again, as a client should.
  const grabUntilAnswered = async (who: Person) => {
    for (;;) {
      const r = await grab(s, who, packetId);
      if (r.status !== 503) return { who, json: r.json };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const results = await Promise.all(Array.from({ length: options.grabs }, (_, i) => grabUntilAnswered(people[i % people.length]!)));
  const elapsedMs = performance.now() - started;

  const winners = results.filter((r) => r.json.code === 1);
  const expected = Math.min(options.shares, options.users);
  expect(winners).toHaveLength(expected);
  expect(new Set(winners.map((w) => w.who.id)).size).toBe(expected);
  const refusals = new Set(results.filter((r) => r.json.code !== 1).map((r) => r.json.code));
  for (const code of refusals) expect([errorCodes.redPacketTaken.code, errorCodes.redPacketFinished.code]).toContain(code);

  const grabs = await s.db.selectFrom('red_packet_grabs').select(['user_id', 'amount']).where('packet_id', '=', packetId).execute();
  expect(grabs).toHaveLength(expected);
  const packet = await s.db.selectFrom('red_packets').selectAll().where('id', '=', packetId).executeTakeFirstOrThrow();
  const totalMinor = packet.total;
  expect(grabs.every((g) => g.amount >= packet.share_min && g.amount % MINOR_UNITS_PER_CENT === 0)).toBe(true);
  if (expected === options.shares) {
    expect(grabs.reduce((sum, g) => sum + g.amount, 0)).toBe(totalMinor);
    expect(packet).toMatchObject({ status: 1, grabbed_num: options.shares, grabbed_amount: totalMinor });
  } else {
    expect(packet).toMatchObject({ status: 0, grabbed_num: expected });
  }
  expect(await redPacketEscrowGap(s.db)).toBe(0);
  const ledger = await checkLedger(s.db);
  expect(ledger).toMatchObject({ ok: true });
  return { elapsedMs, redPacketId: packetId, gid, owner, people };
}
