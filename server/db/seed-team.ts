/**
 * Team demo data: rebate points of the demo tree and one registration link (when agent's
 * demo-only downline joined is in seed.ts's demoUsers); their lottery bets, chase, transfers and
 * game rounds over the last week (teamHistory) are made by the platform itself
 * (demo-history.ts), so every team report shows real rows.
 */
import { gameOf, platformOf } from '../../contract/games';
import type { Db } from './client';
import { MINUTE_MS, HOUR_MS, DAY_MS } from '../../rules/beijing-time';
import { beijingHourAgo, type DemoHistory } from './demo-history';
import { demoRng, demoRoundEvents } from '../domains/games/demo';
import type { UserId } from './ids';

/** Rebate points in tenths of a percent. */
const demoPoints: Record<string, number> = {
  agent: 75,
  agent2: 65,
  player1: 60,
  player2: 50,
  player3: 50,
  player4: 60,
  captain: 70,
  crew1: 50,
  crew2: 50,
  crew3: 50,
};

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

/** [user, game, choice, stake yuan, days ago, hours before that day's moment]: each funded by a transfer to its game wallet just before. */
const demoRounds: ReadonlyArray<readonly [string, string, string, number, number, number]> = [
  ['player3', 'hqt_high_card', 'player', 40, 2, 3],
  ['player4', 'ag_dragon_tiger', 'dragon', 50, 1, 1],
  ['player4', 'ag_sicbo', 'big', 30, 0, 2],
];

/** The team's bets, player4's chase (lost, then won; the third issue stopped by the win), and their game rounds. */
export function teamHistory(now: number, payPassword: string): Pick<DemoHistory, 'bets' | 'chases' | 'transfers' | 'events'> {
  const rounds = demoRounds.map(([user, game, choice, stake, daysAgo, hoursBefore]) => ({
    user,
    game,
    choice,
    cash: String(stake),
    agoMs: daysAgo * DAY_MS + hoursBefore * HOUR_MS,
  }));
  const rng = demoRng(7);
  return {
    bets: demoBets.map(([user, daysAgo, hour, stake, won], i) => ({ user, agoMs: beijingHourAgo(now, daysAgo, hour, i), stake, won })),
    chases: [{ user: 'player4', agoMs: beijingHourAgo(now, 1, 21), stake: 10, outcomes: [false, true], issues: 3 }],
    transfers: rounds.map((r) => ({
      user: r.user,
      agoMs: r.agoMs + MINUTE_MS,
      turnOut: 'sobet_01',
      turnIn: platformOf(gameOf(r.game)!.sourceCode)!.wallet,
      cash: r.cash,
      payPassword,
    })),
    events: rounds.flatMap((r) => demoRoundEvents(r.user, [r], rng)),
  };
}

export async function seedTeamDemo(db: Db, ids: Map<string, UserId>, now: number): Promise<void> {
  for (const [username, point] of Object.entries(demoPoints)) {
    const id = ids.get(username);
    if (id !== undefined) await db.updateTable('users').set({ rebate_point: point }).where('id', '=', id).execute();
  }
  const agentId = ids.get('agent');
  if (agentId !== undefined)
    await db
      .insertInto('team_links')
      .values({ code: 'TDEMO001', user_id: agentId, rebate_point: 50, user_type: 0, created_at: now - 2 * DAY_MS, removed_at: null })
      .execute();
}
