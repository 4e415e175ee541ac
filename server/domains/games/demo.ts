/**
 * Demo game rounds: booked by the round service (bookRound: stake from the game wallet, the
 * engine's outcome, the payout, the round row and its journals in one transaction) at their
 * times in the demo history (db/demo-history.ts), on game wallets the history's transfers
 * funded. The outcomes come from a fixed sequence instead of the secure generator, so every
 * fresh start shows the same rounds (and the team reports and contract payouts they feed).
 */
import { gameOf, platformOf } from '../../../contract/games';
import type { DemoEvent } from '../../db/demo-history';
import type { Rng } from './demo-games';
import { bookRound, stakeOf } from './service';

export interface DemoRound {
  game: string;
  choice: string;
  cash: string;
  agoMs: number;
}

/** A repeatable generator (a mulberry32 stream): the same outcomes on every fresh start. */
export function demoRng(seed: number): Rng {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

/** One history step per round, in the order given; the rounds share `rng`, so keep them in time order. */
export function demoRoundEvents(username: string, rounds: readonly DemoRound[], rng: Rng): DemoEvent[] {
  return rounds.map((round) => ({
    agoMs: round.agoMs,
    what: `${username} plays ${round.game}`,
    async run({ deps, user }) {
      const game = gameOf(round.game)!;
      const session = { userId: user(username).id, game, wallet: platformOf(game.sourceCode)!.wallet };
      await deps.db
        .transaction()
        .execute((tx) =>
          bookRound(
            tx,
            session,
            { choice: round.choice, stake: stakeOf(round.cash), requestId: `demo-round-${username}-${round.agoMs}` },
            deps.clock.now(),
            rng,
          ),
        );
    },
  }));
}
