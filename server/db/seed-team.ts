/**
 * Team demo data: rebate points of the demo tree, settled lottery bets and game rounds of
 * agent's demo-only downline (agent2, player3, player4) over the last week, when they joined, and one registration link, so every
 * team report shows real rows. Each bet is booked like a real one: its stake
 * main → escrow, then escrow → house and the prize house → player.
 */
import { gameOf, platformOf } from '../../contract/games';
import { ORDER_STATUS } from '../../contract/lottery';
import type { Db } from './client';
import { beijingDate, beijingDayStart, DAY_MS } from '../time';
import { bookRound } from '../domains/games/service';
import { mainAccountId, postJournal, SYSTEM_IDS } from '../domains/wallet/ledger';
import { bookTransfer } from '../domains/wallet/transfers';
import { toMinorUnits } from '../../engine-worker/orders/money';

/** Rebate points in tenths of a percent. */
const demoPoints: Record<string, number> = { agent: 75, agent2: 65, player1: 60, player2: 50, player3: 50, player4: 60, captain: 70, crew1: 50, crew2: 50, crew3: 50 };

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** [user, days ago, hour of the Beijing day, stake yuan, won yuan (0: lost)]: bets on 河内1分彩 大小单双. */
const demoBets: ReadonlyArray<readonly [string, number, number, number, number]> = [
  ['player4', 0, 9, 20, 39.2],
  ['player4', 0, 10, 50, 0],
  ['player4', 1, 14, 100, 196],
  ['player4', 2, 20, 30, 0],
  ['player4', 4, 16, 60, 0],
  ['agent2', 1, 15, 25, 0],
  ['agent2', 3, 11, 40, 78.4],
  ['player3', 0, 7, 15, 29.4],
  ['player3', 2, 12, 80, 0],
];

/** [user, game, choice, stake yuan, days ago]. */
const demoRounds: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['player4', 'ag_dragon_tiger', 'dragon', 50, 1],
  ['player4', 'ag_sicbo', 'big', 30, 0],
  ['player3', 'hqt_high_card', 'player', 40, 2],
];

const minor = (yuan: number) => Number(toMinorUnits(String(yuan)));

/**
 * One settled 河内1分彩 bet placed at `placedAt`: the order and its two journals (demo data and tests).
 * `refund` is the part of `award` that was tied stake given back (和), as settlement records it.
 */
export async function bookSettledBet(db: Db, userId: number, n: number, placedAt: number, stake: number, award: number, refund = 0): Promise<void> {
  const dayStart = beijingDayStart(placedAt);
  const issueNo = `${beijingDate(dayStart)}-${String(Math.floor((placedAt - dayStart) / MINUTE_MS) + 1).padStart(4, '0')}`;
  const orderNo = `TD${beijingDate(dayStart)}${String(n).padStart(6, '0')}`;
  await db.transaction().execute(async (tx) => {
    const account = await mainAccountId(db, tx, userId);
    await tx
      .insertInto('orders')
      .values({
        order_no: orderNo,
        user_id: userId,
        lottery: 'HN1FC',
        issue_no: issueNo,
        method: 'dxds_dxds_h2',
        code: '大,小',
        position: null,
        nums: 1,
        piece: 1,
        price: String(stake),
        amount: stake,
        odds: '1.96',
        point: '0',
        bonuses: '1.96',
        bet_type: 2,
        status: award > refund ? ORDER_STATUS.won : refund > 0 ? ORDER_STATUS.refunded : ORDER_STATUS.lost,
        award,
        won: award,
        refund,
        rebate: 0,
        trace_id: null,
        draw_code: '3,8,1,6,2',
        created_at: placedAt,
        settled_at: placedAt + MINUTE_MS,
      })
      .execute();
    await postJournal(tx, {
      kind: 'bet',
      idemKey: `seed-team-bet:${n}`,
      ref: orderNo,
      now: placedAt,
      postings: [
        { accountId: account, amount: -stake },
        { accountId: SYSTEM_IDS['sys:bet_escrow'], amount: stake },
      ],
    });
    await postJournal(tx, {
      kind: 'settle',
      idemKey: `seed-team-settle:${n}`,
      ref: `HN1FC:${issueNo}`,
      now: placedAt + MINUTE_MS,
      postings: [
        { accountId: SYSTEM_IDS['sys:bet_escrow'], amount: -stake },
        { accountId: SYSTEM_IDS['sys:house'], amount: stake - award },
        { accountId: account, amount: award },
      ],
    });
  });
}

/** A fixed sequence for the demo rounds' outcomes (the same data on every fresh start). */
function demoRng(): (max: number) => number {
  let i = 0;
  const values = [0.1, 0.7, 0.4, 0.9, 0.3, 0.6];
  return (max) => Math.floor(values[i++ % values.length]! * max);
}

export async function seedTeamDemo(db: Db, ids: Map<string, number>, now: number): Promise<void> {
  for (const [username, point] of Object.entries(demoPoints)) {
    const id = ids.get(username);
    if (id !== undefined) await db.updateTable('users').set({ rebate_point: point }).where('id', '=', id).execute();
  }
  // Joined: player4 last month, the sub-agent's branch this week.
  for (const [username, daysAgo] of [['player4', 40], ['agent2', 2], ['player3', 1]] as const) {
    const id = ids.get(username);
    if (id !== undefined) await db.updateTable('users').set({ created_at: now - daysAgo * DAY_MS }).where('id', '=', id).execute();
  }
  const today = beijingDayStart(now);
  for (const [i, [username, daysAgo, hour, stake, won]] of demoBets.entries()) {
    const userId = ids.get(username);
    // Today's hours that have not come yet move to the hour just past, so nothing lies in the future.
    const at = Math.min(today - daysAgo * DAY_MS + hour * HOUR_MS + i * MINUTE_MS, now - (demoBets.length - i) * MINUTE_MS);
    if (userId !== undefined) await bookSettledBet(db, userId, i + 1, at, minor(stake), minor(won));
  }
  const rng = demoRng();
  for (const [i, [username, en, choice, stake, daysAgo]] of demoRounds.entries()) {
    const userId = ids.get(username);
    const game = gameOf(en);
    if (userId === undefined || !game) continue;
    const wallet = platformOf(game.sourceCode)!.wallet;
    const at = now - daysAgo * DAY_MS - (i + 1) * HOUR_MS;
    await db.transaction().execute(async (tx) => {
      await bookTransfer(tx, userId, { out: 'sobet_01', in: wallet, amount: minor(stake) }, at - MINUTE_MS);
      await bookRound(tx, { userId, game, wallet }, { choice, stake: minor(stake), requestId: `seed-team-round-${i}` }, at, rng);
    });
  }
  const agentId = ids.get('agent');
  if (agentId !== undefined)
    await db
      .insertInto('team_links')
      .values({ code: 'TDEMO001', user_id: agentId, rebate_point: 50, user_type: 0, created_at: now - 2 * DAY_MS, removed_at: null })
      .execute();
}
