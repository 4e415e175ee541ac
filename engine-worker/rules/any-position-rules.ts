/**
 * Any-position (任选) digit plays. A ticket is prefixed by the draw positions it plays:
 * '0,3:15' = digits 1 and 5 on 万 and 十.
 *
 * `anyDirectCompoundRules` (任选直选复式, rzxfs): five position rows; every r-subset of
 * the rows makes tickets, so the count is the elementary symmetric polynomial e_r of the
 * row sizes.
 *
 * `anyPositionRules` (the other 任选 plays): the player ticks k positions; the inner play
 * (built for r positions) is played on every r-subset of them, so the count is C(k, r) ×
 * the inner count and each subset is settled on its own.
 */
import { cartesian, choose, combinations, elementarySymmetric } from '../counting/combinatorics';
import { LOSE, type PlayRules, type Selection, type WinResult } from '../types';
import { rangeSize, segmentOf, wins, type DigitRange } from './digit-rules';

const splitTicket = (ticket: string): [number[], string] => {
  const at = ticket.indexOf(':');
  return [ticket.slice(0, at).split(',').map(Number), ticket.slice(at + 1)];
};

export function anyDirectCompoundRules({ pick, range }: { pick: number; range: DigitRange }): PlayRules {
  return {
    countBets: ({ rows }) =>
      elementarySymmetric(
        rows.map((row) => row.length),
        pick,
      ),
    expand: ({ rows }) =>
      combinations(
        rows.map((_, i) => i),
        pick,
      ).flatMap((subset) => cartesian(subset.map((p) => rows[p]!)).map((tuple) => `${subset.join(',')}:${tuple.join('')}`)),
    ticketOutcome: (ticket, draw) => {
      const [positions, digits] = splitTicket(ticket);
      return digits === segmentOf(draw, positions).join('') ? 0 : LOSE;
    },
    winningBets: ({ rows }, draw) => {
      const hit = rows.map((row, p) => (row.includes(String(draw[p])) ? 1 : 0));
      return wins(elementarySymmetric(hit, pick));
    },
    winProbability: () => [1 / rangeSize(range) ** pick],
  };
}

export function anyPositionRules({ pick, inner, levels = 1 }: { pick: number; inner: (positions: number[]) => PlayRules; levels?: number }): PlayRules {
  const built = new Map<string, PlayRules>();
  const rulesFor = (positions: number[]) => {
    const key = positions.join(',');
    let rules = built.get(key);
    if (!rules) built.set(key, (rules = inner(positions)));
    return rules;
  };
  const subsets = (selection: Selection) => combinations(selection.positions ?? [], pick);
  const plain = (selection: Selection): Selection => ({ rows: selection.rows });
  const sample = rulesFor(Array.from({ length: pick }, (_, i) => i));
  return {
    countBets: (selection) => choose(selection.positions?.length ?? 0, pick) * sample.countBets(plain(selection)),
    expand: (selection) =>
      subsets(selection).flatMap((positions) =>
        rulesFor(positions)
          .expand(plain(selection))
          .map((ticket) => `${positions.join(',')}:${ticket}`),
      ),
    ticketOutcome: (ticket, draw) => {
      const [positions, inside] = splitTicket(ticket);
      return rulesFor(positions).ticketOutcome(inside, draw);
    },
    winningBets: (selection, draw) => {
      const total: WinResult = { levels: new Array<number>(levels).fill(0), refunds: 0 };
      for (const positions of subsets(selection)) {
        const result = rulesFor(positions).winningBets(plain(selection), draw);
        result.levels.forEach((count, level) => (total.levels[level]! += count));
        total.refunds += result.refunds;
      }
      return total;
    },
    winProbability: (ticket) => {
      const [positions, inside] = splitTicket(ticket);
      return rulesFor(positions).winProbability(inside);
    },
    ...(sample.ticketClass
      ? {
          ticketClass: (ticket: string) => {
            const [positions, inside] = splitTicket(ticket);
            return rulesFor(positions).ticketClass!(inside);
          },
        }
      : {}),
  };
}
