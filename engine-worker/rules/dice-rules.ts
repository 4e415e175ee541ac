/**
 * k3 (快3) dice plays. The three dice are unordered for every k3 play, so a draw is read
 * as a multiset.
 *
 * `diceRules` — plays whose tickets are dice sets. A ticket is its dice written sorted
 * ascending: '112', '123', '11' (二同号复选), '12', '3' (猜一个号). It wins
 *   - 'exact': the draw, sorted, equals the ticket (三同号单选, 二同号单选, 三不同号, 三连号/半顺/杂六 单选);
 *   - 'contains': the ticket is part of the draw, multiplicity included (二同号复选 '11' wins on 113
 *     and, by decision, on 111; 二不同号 '12'; 猜一个号 '3' wins once however many 3s fall).
 * A selection becomes tickets by `pick`:
 *   - 'options': every picked option is one ticket (the option's digits sorted, so 221 → '122');
 *   - 'pairSingle' (二同号单选复式): row 0 同号 '11'…'66' × row 1 不同号 '1'…'6', a pair and a
 *     single of the same die make no ticket: |T|·|D| − |T∩D| after reading '11' as die 1
 *     (a plain string comparison of '11' with '1' would never see the overlap);
 *   - 'combination' k: every k-set of the distinct dice picked in row 0: C(m, k);
 *   - 'bankDrag' k (胆拖): row 0 胆码, row 1 拖码; every k-set holding all bank dice:
 *     C(|drag|, k − |bank|), counted only when 1 ≤ |bank| ≤ k−1, |bank| + |drag| > k and no die
 *     is in both rows (the 11x5rxdt conditions, `bankDragOf`: a 胆拖 stands for at least two tickets).
 * Dice sets of distinct dice (combination, bankDrag) are judged by 'contains'; for k = 3
 * that is the same as 'exact'.
 *
 * `diceOptionRules` — option plays judged on the draw as a whole (和值, 和值大小单双, the
 * 通选 plays): tickets are `row:option` as in optionRules.
 *
 * Win probabilities are exact over the 216 outcomes.
 */
import { choose, combinations } from '../counting/combinatorics';
import { probabilityOver } from '../draws/draw-space';
import { LOSE, type PlayRules, type Selection, type TicketOutcome, type WinResult } from '../types';
import { bankDragOf } from './number-set-rules';
import { optionRules } from './option-rules';

export type DicePick = { kind: 'options' } | { kind: 'pairSingle' } | { kind: 'combination'; size: number } | { kind: 'bankDrag'; size: number };

/** The digits of a ticket or option, sorted: '221' → '122'. */
export function sortDice(text: string): string {
  return [...text].sort().join('');
}

/** How many of each die 1-6 a dice string or draw holds (index = die). */
function diceCounts(dice: Iterable<number | string>): number[] {
  const counts = new Array<number>(7).fill(0);
  for (const d of dice) counts[Number(d)]!++;
  return counts;
}

function containsAll(ticket: string, drawCounts: readonly number[]): boolean {
  const need = diceCounts(ticket);
  return need.every((n, die) => n <= drawCounts[die]!);
}

const win = (won: boolean): TicketOutcome => (won ? 0 : LOSE);

function result(wins: number): WinResult {
  return { levels: [wins], refunds: 0 };
}

/** Exact probability of each ticket, computed once. */
function probabilityCache(outcome: (ticket: string, draw: readonly number[]) => TicketOutcome): (ticket: string) => number[] {
  const cache = new Map<string, number[]>();
  return (ticket) => {
    let p = cache.get(ticket);
    if (!p) {
      p = probabilityOver('k3', 1, (draw) => outcome(ticket, draw));
      cache.set(ticket, p);
    }
    return p;
  };
}

export function diceRules(params: { match: 'exact' | 'contains'; pick: DicePick }): PlayRules {
  const { match, pick } = params;
  const ticketOutcome = (ticket: string, draw: readonly number[]): TicketOutcome =>
    match === 'exact' ? win(draw.map(String).sort().join('') === ticket) : win(containsAll(ticket, diceCounts(draw)));

  const byDie = (a: string, b: string) => Number(a) - Number(b);

  const countBets = (selection: Selection): number => {
    const row0 = selection.rows[0] ?? [];
    switch (pick.kind) {
      case 'options':
        return new Set(row0.map(sortDice)).size;
      case 'pairSingle': {
        const singles = selection.rows[1] ?? [];
        const pairDice = new Set(row0.map((pair) => pair[0]));
        const overlap = singles.filter((d) => pairDice.has(d)).length;
        return row0.length * singles.length - overlap;
      }
      case 'combination':
        return choose(row0.length, pick.size);
      case 'bankDrag': {
        const { bank, drag, valid } = bankDragOf(selection, pick.size);
        return valid ? choose(drag.length, pick.size - bank.length) : 0;
      }
    }
  };

  const expand = (selection: Selection): string[] => {
    const row0 = selection.rows[0] ?? [];
    switch (pick.kind) {
      case 'options':
        return [...new Set(row0.map(sortDice))];
      case 'pairSingle':
        return row0.flatMap((pair) => (selection.rows[1] ?? []).filter((d) => d !== pair[0]).map((d) => sortDice(pair + d)));
      case 'combination':
        return combinations([...row0].sort(byDie), pick.size).map((set) => set.join(''));
      case 'bankDrag': {
        const { bank, drag, valid } = bankDragOf(selection, pick.size);
        if (!valid) return [];
        return combinations(drag, pick.size - bank.length).map((set) => sortDice([...bank, ...set].join('')));
      }
    }
  };

  const winningBets = (selection: Selection, draw: readonly number[]): WinResult => {
    const row0 = selection.rows[0] ?? [];
    const counts = diceCounts(draw);
    const drawn = (die: string) => counts[Number(die)]! > 0;
    switch (pick.kind) {
      case 'options': {
        const tickets = new Set(row0.map(sortDice));
        let wins = 0;
        for (const t of tickets) if (ticketOutcome(t, draw) !== LOSE) wins++;
        return result(wins);
      }
      case 'pairSingle': {
        const pair = counts.findIndex((n) => n === 2);
        const single = counts.findIndex((n) => n === 1);
        if (pair < 0) return result(0);
        const won = row0.includes(`${pair}${pair}`) && (selection.rows[1] ?? []).includes(String(single));
        return result(won ? 1 : 0);
      }
      case 'combination': {
        if (match === 'exact' && pick.size !== 3) return result(0);
        return result(choose(row0.filter(drawn).length, pick.size));
      }
      case 'bankDrag': {
        if (match === 'exact' && pick.size !== 3) return result(0);
        const { bank, drag, valid } = bankDragOf(selection, pick.size);
        if (!valid || !bank.every(drawn)) return result(0);
        return result(choose(drag.filter(drawn).length, pick.size - bank.length));
      }
    }
  };

  return { countBets, expand, ticketOutcome, winningBets, winProbability: probabilityCache(ticketOutcome) };
}

/** Option plays judged on the three dice (和值, 大小单双, 通选); probability exact over the 216 outcomes. */
export function diceOptionRules(wins: (option: string, dice: readonly number[]) => boolean): PlayRules {
  const outcome = (option: string, draw: readonly number[]) => win(wins(option, draw));
  const cache = new Map<string, number[]>();
  return optionRules({
    outcome,
    probability: (option) => {
      let p = cache.get(option);
      if (!p) {
        p = probabilityOver('k3', 1, (draw) => outcome(option, draw));
        cache.set(option, p);
      }
      return p;
    },
  });
}
