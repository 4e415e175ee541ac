/**
 * Player protection test helpers: set a limit or a pause over the API, place JSK3 orders of a
 * chosen stake, book prior play straight into the ledger, and the scenario of many concurrent
 * orders against a daily stake limit, shared by tests/unit/server/protection-limits.test.ts
 * (PGlite) and tests/server-pg/protection.test.ts (PostgreSQL).
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { lotteryPaths, protectionPaths } from '../../contract/paths';
import { lotteryOf } from '../../server/domains/lottery/lotteries';
import { postJournal, SYSTEM_IDS } from '../../server/domains/wallet/ledger';
import { currentIssue, line } from './order-helpers';
import type { TestServer } from './server-harness';
import { minorUnits, negateMinor } from '../../rules/money';
import type { UserId } from '../../server/db/ids';

export const L = 'JSK3';
/** 三不同号 1,2,3 at point 0: one bet. */
const ODDS_123 = '70.56';
/** Minor units of a yuan, written out here rather than taken from the code under test. */
export const HAO = 10_000;

export const setLimit = (s: TestServer, cookie: string, limit: string, amount: string) =>
  s.call('POST', protectionPaths.setLimit, { cookie, body: { limit, amount } });
export const pause = (s: TestServer, cookie: string, kind: string) => s.call('POST', protectionPaths.pause, { cookie, body: { pause: kind } });
export const protectionState = async (s: TestServer, cookie: string) => (await s.call('GET', protectionPaths.state, { cookie })).json.data;

/**
 * One bet of 三不同号 whose stake is `multiple` × the mode's price: 2元 mode (price '2') or 2厘
 * (price '0.002', 20 hao a bet), so stakes are exact multiples the test writes out.
 */
export function stakeLine(price: '2' | '0.002', multiple: number) {
  return line('bth3_bth3_fs', '1,2,3', 1, ODDS_123, { price, piece: multiple });
}

export async function order(s: TestServer, cookie: string, price: '2' | '0.002', multiple: number) {
  const issue = await currentIssue(s, L);
  return (await s.call('POST', lotteryPaths.addOrder, { cookie, body: { lottery: L, issue, betType: 2, order: [stakeLine(price, multiple)] } })).json;
}

let priorPlays = 0;
/** The next `count` issues of JSK3 from the one on sale, created if the schedule has not yet. */
export async function nextIssues(s: TestServer, count: number): Promise<string[]> {
  const first = await currentIssue(s, L);
  const seq = (await s.db.selectFrom('issues').select('seq').where('lottery', '=', L).where('issue_no', '=', first).executeTakeFirstOrThrow()).seq;
  await s.app.scheduler.ensureIssues(lotteryOf(L)!, s.clock.now(), seq + count + 5);
  return (await s.db.selectFrom('issues').select('issue_no').where('lottery', '=', L).where('seq', '>=', seq).orderBy('seq').limit(count).execute()).map(
    (r) => r.issue_no,
  );
}

/** A chase of one line over the next `issues.length` issues, each at the line's stake. */
export async function chase(s: TestServer, cookie: string, issues: string[], price: '2' | '0.002', multiple: number) {
  const plan = issues.map((issue) => ({ issue, piece: 1 }));
  const lineStake = price === '2' ? 2 * multiple : 0.002 * multiple;
  const body = {
    lottery: L,
    issue: issues[0],
    betType: 4,
    order: [stakeLine(price, multiple)],
    trace: { winStop: false, totalMoney: String(lineStake * issues.length), issues: plan },
  };
  return (await s.call('POST', lotteryPaths.addOrder, { cookie, body })).json;
}

/** A game round's stake (and payout) booked straight into the ledger at the clock's time: play the game pages cannot size to the hao. */
export async function priorGamePlay(s: TestServer, userId: UserId, stakeHao: number, payoutHao = 0): Promise<void> {
  const [stake, payout] = [minorUnits(stakeHao), minorUnits(payoutHao)];
  const account = (await s.db.selectFrom('accounts').select('id').where('user_id', '=', userId).where('kind', '=', 'hqt_01').executeTakeFirstOrThrow()).id;
  await s.db.transaction().execute(async (tx) => {
    const now = s.clock.now();
    const key = `test:game:${userId}:${++priorPlays}`;
    await postJournal(tx, {
      kind: 'deposit',
      idemKey: `${key}:in`,
      now,
      postings: [
        { accountId: SYSTEM_IDS['sys:external'], amount: negateMinor(stake) },
        { accountId: account, amount: stake },
      ],
    });
    await postJournal(tx, {
      kind: 'game_bet',
      idemKey: `${key}:bet`,
      now,
      postings: [
        { accountId: account, amount: negateMinor(stake) },
        { accountId: SYSTEM_IDS['sys:house'], amount: stake },
      ],
    });
    if (payout > 0)
      await postJournal(tx, {
        kind: 'game_payout',
        idemKey: `${key}:pay`,
        now,
        postings: [
          { accountId: SYSTEM_IDS['sys:house'], amount: negateMinor(payout) },
          { accountId: account, amount: payout },
        ],
      });
  });
}

/**
 * 50 orders of 2元 sent at once against a daily stake limit of 41元: exactly 20 fit (40元; the
 * 21st would make 42元), whatever the order they are checked in.
 */
export async function concurrentStakeLimitScenario(s: TestServer): Promise<void> {
  const player = await s.createUser('rusher', '1000');
  expect((await setLimit(s, player.cookie, 'stakeDay', '41')).json.code).toBe(0);
  const issue = await currentIssue(s, L);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      s.call('POST', lotteryPaths.addOrder, { cookie: player.cookie, body: { lottery: L, issue, betType: 2, order: [stakeLine('2', 1)] } }),
    ),
  );
  const codes = answers.map((a) => a.json.code);
  expect(codes.filter((c) => c === 1)).toHaveLength(20);
  expect(codes.filter((c) => c === 7308)).toHaveLength(30);
  const staked = await s.db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<string>('amount').as('sum'))
    .where('user_id', '=', player.id)
    .executeTakeFirstOrThrow();
  expect(Number(staked.sum)).toBe(40 * HAO);
}

/**
 * A 10-issue chase of 6元 an issue with two issues drawn, then a cool-off: the chase stops at once,
 * the refund journals pay exactly the eight issues still on sale, and each of them is cancelled.
 */
export async function pauseStopsChaseScenario(s: TestServer): Promise<void> {
  const p = await s.createUser('chaser', '1000');
  const issues = await nextIssues(s, 10);
  // 2元 × 3 per issue over 10 issues: 60元 booked.
  expect((await chase(s, p.cookie, issues, '2', 3)).code).toBe(1);
  // Two issues are drawn; the third is on sale.
  const second = await s.db.selectFrom('issues').select('draw_at').where('lottery', '=', L).where('issue_no', '=', issues[1]!).executeTakeFirstOrThrow();
  s.clock.set(second.draw_at + 1_000);
  await s.app.scheduler.tick();
  const cookie = await s.login('chaser');
  expect(await currentIssue(s, L)).toBe(issues[2]);
  const before = await s.db.selectFrom('accounts').select('balance').where('user_id', '=', p.id).where('kind', '=', 'main').executeTakeFirstOrThrow();

  expect((await pause(s, cookie, 'coolOff7d')).json.code).toBe(0);

  const refunded = await sql<{ total: string }>`
    SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
    WHERE j.kind = 'refund' AND a.user_id = ${p.id} AND a.kind = 'main'`.execute(s.db);
  // Issues 3 to 10: eight issues of 6元.
  expect(Number(refunded.rows[0]!.total)).toBe(8 * 6 * HAO);
  const after = await s.db.selectFrom('accounts').select('balance').where('user_id', '=', p.id).where('kind', '=', 'main').executeTakeFirstOrThrow();
  expect(after.balance - before.balance).toBe(8 * 6 * HAO);
  const statuses = await s.db.selectFrom('orders').select(['issue_no', 'status']).where('user_id', '=', p.id).execute();
  expect(
    statuses
      .filter((o) => o.status === 3)
      .map((o) => o.issue_no)
      .sort(),
  ).toEqual(issues.slice(2).sort());
  expect(statuses.filter((o) => o.status === 0)).toHaveLength(0);
}
