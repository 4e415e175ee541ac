/**
 * npm run bench:contracts — one contract settlement pass (server/domains/contracts/payouts.ts)
 * over an agent granted a daily salary and its direct downlines, each under a signed contract,
 * with settled bets spread over them in one Beijing day:
 *  - baseline: 100 downlines, 10,000 settled bets;
 *  - target: 1,000 downlines, 100,000 settled bets (CONTRACT_BENCH_SCALE multiplies both).
 * Each pass pays every contract once (one payout row and journal each); a second pass over the
 * same day finds nothing to do. On PGlite, or PostgreSQL when DATABASE_URL is set. The bets are
 * bench fixtures written in bulk (orders only: the figures read settled orders), not demo data.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { deposit } from '../../server/db/seed';
import { settleContracts } from '../../server/domains/contracts/payouts';
import { decideOffer, grantContract, offerContract } from '../../server/domains/contracts/service';
import { periodOf } from '../../server/domains/contracts/terms';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { insertUser } from '../../server/domains/users/queries';
import { freshDatabase, T0 } from '../support/server-harness';
import { minorUnits, toMinorUnits } from '../../rules/money';
import { contractId } from '../../server/db/ids';

const SCALE = Number(process.env.CONTRACT_BENCH_SCALE ?? 1);

async function run(downlines: number, bets: number) {
  const handle = await freshDatabase();
  const db = handle.db;
  const now = T0;
  const deps = { db, clock: { now: () => now } };
  const agent = (await insertUser(db, { username: 'benchagent', passwordHash: 'x', userType: 1, now }))!;
  await deposit(db, agent, toMinorUnits('1000000'), 'bench:agent', now);
  await grantContract(deps, agent, 'lotterysalary', [{ volume: toMinorUnits('1'), loss: minorUnits(0), active: 1, rate: 100 }]);
  const ids: number[] = [];
  for (let i = 0; i < downlines; i++) {
    const id = (await insertUser(db, { username: `benchkid${i}`, passwordHash: 'x', userType: 1, parentId: agent, now }))!;
    const offer = await offerContract(deps, agent, {
      kind: 'lotterysalary',
      username: `benchkid${i}`,
      tiers: [{ volume: '1', loss: '0', active: 1, rate: '0.5' }],
    });
    await decideOffer(deps, id, contractId(offer.id), true);
    ids.push(id);
  }
  const day = periodOf('lotterysalary', now);
  // Settled bets of 10 yuan each, round-robin over the downlines, placed and settled within the day.
  await sql`
    INSERT INTO orders (order_no, user_id, lottery, issue_no, method, code, nums, piece, price, amount, odds, point, bonuses, bet_type,
        status, award, rebate, draw_code, created_at, settled_at)
    SELECT 'BENCH' || g, (${sql.raw(`ARRAY[${ids.join(',')}]::bigint[]`)})[1 + g % ${downlines}], 'HN1FC', '20261122-0001', 'dxds_dxds_h2', '大',
      1, 1, '2', 100000, '1.96', '0', '1.96', 2, 2, 0, 0, '1,2,3,4,5',
      ${day.start}::bigint + g, ${day.start}::bigint + 60000 + g
    FROM generate_series(1, ${bets}) AS g`.execute(db);
  const started = performance.now();
  const first = await settleContracts(db, day.end + 60_000);
  const passMs = performance.now() - started;
  const again = performance.now();
  const second = await settleContracts(db, day.end + 120_000);
  const repeatMs = performance.now() - again;
  const payouts = await db
    .selectFrom('contract_payouts')
    .select(sql<number>`COUNT(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const ledger = await checkLedger(db);
  await handle.close();
  if (first.settled !== downlines + 1 || second.settled !== 0 || payouts.n !== downlines + 1 || !ledger.ok)
    throw new Error(`unexpected: ${JSON.stringify({ first, second, payouts, ledger: ledger.ok })}`);
  return { downlines, bets, passMs, repeatMs };
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const baseline = await run(100 * SCALE, 10_000 * SCALE);
const target = await run(1_000 * SCALE, 100_000 * SCALE);
const line = (r: typeof baseline) =>
  `${r.downlines} downlines, ${r.bets} bets: pass ${r.passMs.toFixed(0)} ms (${(r.passMs / (r.downlines + 1)).toFixed(2)} ms per contract), ` +
  `repeat ${r.repeatMs.toFixed(0)} ms`;
console.log(`contract settlement on ${database}`);
console.log(`  baseline ${line(baseline)}`);
console.log(`  target   ${line(target)}`);
console.log(`  ratio: ${(target.passMs / baseline.passMs).toFixed(2)}× the baseline's time for 10× the downlines and bets`);
process.exit(0);
