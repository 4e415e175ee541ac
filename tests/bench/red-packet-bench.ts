/**
 * npm run bench:redpacket — red-packet grabs on PostgreSQL, in process (fastify.inject, so the
 * numbers are the server's and the database's, not the network's):
 *  - 200 members of one group; PACKETS lucky packets of 100 shares each;
 *  - baseline of this run: open_red_packet (an authenticated read of the same packet, no lock)
 *    at the same concurrency and count;
 *  - grabs: every packet grabbed by 100 different members, BENCH_CONCURRENCY requests in flight,
 *    grabs of one packet contending for its row lock.
 * Prints requests per second and p50/p99 latency of both, and checks the ledger afterwards.
 * Needs DATABASE_URL (the npm script starts a throwaway PostgreSQL).
 */
import { performance } from 'node:perf_hooks';
import { groupPaths } from '../../contract/paths';
import { redPacketEscrowGap } from '../../server/domains/red-packets/service';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { bulkPerson, type Person } from '../support/chat-helpers';
import { fund, sendPacket } from '../support/group-helpers';
import { startTestServer, testConfig } from '../support/server-harness';
import { setFundPassword } from '../support/transfer-helpers';

const PACKETS = Number(process.env.BENCH_PACKETS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SHARES = 100;
const USERS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function closedLoop(jobs: Array<() => Promise<boolean>>): Promise<{ perSecond: number; p50: number; p99: number; failed: number }> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const t = performance.now();
        if (!(await job())) failed++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: jobs.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed };
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL (npm run bench:redpacket)');
  const s = await startTestServer({ config: { groups: { ...testConfig.groups!, memberLimit: 300 } } });
  try {
    const owner = await bulkPerson(s, 'benchowner', { userType: 1 });
    await setFundPassword(s, owner.id);
    await fund(s, owner.id, String(PACKETS * 100));
    const people: Person[] = [];
    for (let i = 0; i < USERS; i++) people.push(await bulkPerson(s, `bench${i}`, { parent: owner }));
    const created = await s.call('POST', groupPaths.createGroup, {
      cookie: owner.cookie,
      body: { groupName: 'bench', userId: people.map((p) => p.id).join(',') },
    });
    const gid = created.json.result.gid as number;
    const packets: number[] = [];
    for (let i = 0; i < PACKETS; i++) packets.push((await sendPacket(s, owner, gid, { type: 1, num: SHARES, amount: '100' })).json.result.redPacketId);

    // Every packet is grabbed by 100 members, interleaved so that many packets are in play at once.
    const pairs: Array<[Person, number]> = [];
    for (let k = 0; k < SHARES; k++) for (const [i, id] of packets.entries()) pairs.push([people[(k + i * 7) % USERS]!, id]);
    const call = (path: string, who: Person, redPacketId: number) => async () =>
      (await s.call('POST', path, { cookie: who.cookie, body: { redPacketId } })).json.code === 1;

    await closedLoop(pairs.slice(0, 200).map(([who, id]) => call(groupPaths.openRedPacket, who, id))); // warm-up
    const baseline = await closedLoop(pairs.map(([who, id]) => call(groupPaths.openRedPacket, who, id)));
    const grabs = await closedLoop(pairs.map(([who, id]) => call(groupPaths.grabRedPacket, who, id)));

    const ledger = await checkLedger(s.db);
    const gap = await redPacketEscrowGap(s.db);
    const row = (name: string, r: typeof baseline) =>
      `${name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(6)}/s   ` +
      `p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   failed ${r.failed}`;
    console.log(`red packets on PostgreSQL: ${PACKETS} packets × ${SHARES} shares, ${USERS} members, ${CONCURRENCY} in flight, ${pairs.length} calls each`);
    console.log(row('baseline open_red_packet', baseline));
    console.log(row('grab_red_packet', grabs));
    console.log(`ledger ok: ${ledger.ok}, escrow gap: ${gap}`);
    if (!ledger.ok || gap !== 0 || grabs.failed !== 0) process.exitCode = 1;
  } finally {
    await s.close();
  }
}

void main();
