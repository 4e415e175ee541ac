/**
 * The settlement reference (tests/support/settlement-reference) as the simulation's independent judge:
 * for every settled order of a play the reference covers (过关 aside, priced per leg), its tickets are
 * judged by the reference's own rules against the revealed draw, and the wins per prize level and the
 * ties must be the engine's, the stored refund the ties' stakes, and a prize paid only with a win.
 * Pricing (each level's and ticket class's bonus) is checked by the settlement reference test itself.
 */
import { getPlay, winningBets } from '../../engine-worker/engine';
import { toMinorUnits } from '../../rules/money';
import { selectionFromCode } from '../../engine-worker/orders/order-code';
import type { SimulationOptions } from '../../server/simulation/run';
import { judge, referencePlays, referenceTickets, tally, yearZodiacOf } from '../support/settlement-reference/index';

export function simulationReference(): Pick<SimulationOptions, 'reference' | 'knownDifference'> {
  return {
    reference(order, family, draw, drawDate) {
      const play = getPlay(`${family}:${order.method}`);
      if (play.rules.parlay || !referencePlays[family][order.method]) return undefined;
      const selection = selectionFromCode(play, order.code, order.position ?? undefined);
      const expected = tally(
        judge(referenceTickets(family, order.method, selection), draw, { yearZodiac: yearZodiacOf(drawDate) }),
        play.prizeLevels.length || 1,
      );
      const engine = winningBets(`${family}:${order.method}`, selection, draw, { drawDate });
      if (expected.refunds !== engine.refunds || expected.levels.join() !== engine.levels.join())
        return (
          `the reference counts wins ${expected.levels.join('/')} and ties ${expected.refunds}, ` +
          `settlement ${engine.levels.join('/')} and ${engine.refunds}`
        );
      const refund = BigInt(expected.refunds) * BigInt(toMinorUnits(order.price)) * BigInt(order.piece);
      if (BigInt(order.refund) !== refund) return `refund ${order.refund}, the reference's ties make ${refund}`;
      const wins = expected.levels.some((n) => n > 0);
      if (wins !== order.won - order.refund > 0) return `prize ${order.won - order.refund} with ${wins ? '' : 'no '}winning ticket by the reference`;
      return undefined;
    },
  };
}
