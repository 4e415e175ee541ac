/**
 * Team demo data: rebate points of the demo tree, game rounds of agent's demo-only downline
 * (agent2, player3, player4) over the last week, when they joined, and one registration link;
 * their lottery bets and chase (teamHistory) are placed and settled by the platform itself
 * (demo-history.ts), so every team report shows real rows.
 */
import { gameOf, platformOf } from '../../contract/games';
import type { Db } from './client';
import { DAY_MS } from '../time';
import { beijingHourAgo, type DemoHistory } from './demo-history';
import { bookRound } from '../domains/games/service';
import { bookTransfer } from '../domains/wallet/transfers';
import { toMinorUnits } from '../../engine-worker/orders/money';

/** Rebate points in tenths of a percent. */
const demoPoints: Record<string, number> = { agent: 75, agent2: 65, player1: 60, player2: 50, player3: 50, player4: 60, captain: 70, crew1: 50, crew2: 50, crew3: 50 };

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** [user, days ago, hour of the Beijing day, stake yuan (2元 mode), wins]: bets on 河内5分彩 后二大小单双, placed through the order service (demo-history.ts). */
const demoBets: ReadonlyArray<readonly [string, number, number, number, boolean]> = [
  ['player4', 0, 9, 20, true],
  ['player4', 0, 10, 50, false],
  ['player4', 1, 14, 100, true],
  ['player4', 2, 20, 30, false],
  ['player4', 4, 16, 60, false],
  ['agent2', 1, 15, 24, false],
  ['agent2', 3, 11, 40, true],
  ['player3', 0, 7, 16, true],
  ['player3', 2, 12, 80, false],
];

/** The team's bets and player4's chase (lost, then won; the third issue stopped by the win). */
export function teamHistory(now: number): Pick<DemoHistory, 'bets' | 'chases'> {
  return {
    bets: demoBets.map(([user, daysAgo, hour, stake, won], i) => ({ user, agoMs: beijingHourAgo(now, daysAgo, hour, i), stake, won })),
    chases: [{ user: 'player4', agoMs: beijingHourAgo(now, 1, 21), stake: 10, outcomes: [false, true], issues: 3 }],
  };
}

/** [user, game, choice, stake yuan, days ago]. */
const demoRounds: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['player4', 'ag_dragon_tiger', 'dragon', 50, 1],
  ['player4', 'ag_sicbo', 'big', 30, 0],
  ['player3', 'hqt_high_card', 'player', 40, 2],
];

const minor = (yuan: number) => Number(toMinorUnits(String(yuan)));

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
