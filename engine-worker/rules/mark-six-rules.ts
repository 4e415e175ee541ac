/**
 * Mark Six (六合彩) rule shapes. A draw is seven distinct numbers 1-49; draw[0..5] are the
 * 正码 and draw[6] the 特码. The draw space (C(49,7)·7) is too large to walk, so every
 * factory gives its win probability analytically: by the uniform marginal of one drawn
 * number, by the hypergeometric law of a set of numbers against the 7 drawn (or against
 * the split 6 正码 / 1 特码 / 42 others), or by the exact distribution of the sum.
 *
 * Tickets:
 *   - per-option plays (singleNumberRules, drawnGroupRules, drawSumRules, via optionRules):
 *     `row:option`, e.g. '0:07', '0:马', '0:红大';
 *   - combination plays (groupComboRules, specialGroupComboRules, linkedNumberRules): the k
 *     options of the ticket in plate order joined by a space, e.g. '03 17 42', '鼠 牛 马', '0尾 5尾'.
 *
 * Options stand for sets of numbers through `numbersOf(option)` (a number, a zodiac's
 * numbers for the year, a tail's numbers). Zodiac sets depend on the year zodiac, so those
 * callbacks read it when they run (see markSixYear in draws/mark-six-tables).
 */
import { choose, combinations } from '../counting/combinatorics';
import { sevenNumberSumCounts } from '../draws/mark-six-tables';
import { markSixMax } from '../../rules/mark-six-zodiac';
import { LOSE, REFUND, type PlayRules, type Selection, type TicketOutcome, type WinResult } from '../types';
import { bankDragOf } from './number-set-rules';
import { optionRules, tallyOutcomes } from './option-rules';

const drawnCount = 7;
const mainCount = 6;
const specialIndex = 6;

/** Probability per level from outcome counts (refunds are not wins). */
function levelShares(levels: number, outcomes: Iterable<TicketOutcome>, total: number): number[] {
  const wins = new Array<number>(levels).fill(0);
  for (const outcome of outcomes) if (outcome >= 0) wins[outcome]!++;
  return wins.map((w) => w / total);
}

/**
 * Options judged on one drawn number: the 特码 (position 6: 特码直选, 特肖, 色波, 大小单双,
 * 尾数, 合数单双, 尾大尾小, 半波) or one 正码 (正码N特, position N−1). The judge may return
 * REFUND (49 和). Each drawn position is uniform over 1..49, so the probability is exact
 * by walking the 49 values.
 */
export function singleNumberRules(params: { position: number; outcome: (option: string, number: number) => TicketOutcome }): PlayRules {
  const { position, outcome } = params;
  const numbers = Array.from({ length: markSixMax }, (_, i) => i + 1);
  return optionRules({
    outcome: (option, draw) => outcome(option, draw[position]!),
    probability: (option) =>
      levelShares(
        1,
        numbers.map((n) => outcome(option, n)),
        markSixMax,
      ),
  });
}

/** C(49 − m, scope) / C(49, scope): the chance that none of m given numbers is among `scope` drawn. */
function missProbability(m: number, scope: number): number {
  return choose(markSixMax - m, scope) / choose(markSixMax, scope);
}

/**
 * Options that stand for a set of numbers, judged on the first `scope` drawn numbers
 * (6: the 正码; 7: 正码 and 特码): 'hit' wins when any of the set is drawn (正码, 正特一码,
 * 一肖, 尾数), 'miss' when none is (生肖不中). Paid once however many are drawn.
 */
export function drawnGroupRules(params: { numbersOf: (option: string) => readonly number[]; scope: 6 | 7; wins: 'hit' | 'miss' }): PlayRules {
  const { numbersOf, scope, wins } = params;
  const outcome = (option: string, draw: readonly number[]): TicketOutcome => {
    const drawn = draw.slice(0, scope);
    const hit = numbersOf(option).some((n) => drawn.includes(n));
    return hit === (wins === 'hit') ? 0 : LOSE;
  };
  return optionRules({
    outcome,
    probability: (option) => {
      const miss = missProbability(numbersOf(option).length, scope);
      return [wins === 'hit' ? 1 - miss : miss];
    },
  });
}

/** Plate-order sort and split of a combination ticket. */
function comboParts(order: readonly string[]) {
  const rank = new Map(order.map((o, i) => [o, i]));
  const sort = (items: readonly string[]) => [...items].sort((a, b) => rank.get(a)! - rank.get(b)!);
  return { sort, ticketOf: (items: readonly string[]) => sort(items).join(' '), split: (ticket: string) => ticket.split(' ') };
}

/**
 * Combination plays over options that stand for number sets: every k-set of the picked
 * options is one bet, C(n, k). 'allHit' wins when each option of the ticket has a number
 * among the 7 drawn (二…五连肖, 二…四尾连 中); 'allMiss' when none has (连肖/尾连 不中,
 * 五不中…十不中 with one number per option). Probability by inclusion–exclusion over the
 * ticket's sets against a uniform 7-subset of 1..49.
 */
export function groupComboRules(params: {
  size: number;
  order: readonly string[];
  numbersOf: (option: string) => readonly number[];
  wins: 'allHit' | 'allMiss';
  /** The odds class of a ticket's options where options own different counts of numbers (see PlayRules.ticketClass). */
  classOf?: (options: readonly string[]) => string;
}): PlayRules {
  const { size, order, numbersOf, wins, classOf } = params;
  const { sort, ticketOf, split } = comboParts(order);
  const hits = (option: string, drawn: ReadonlySet<number>) => numbersOf(option).some((n) => drawn.has(n));
  const ticketOutcome = (ticket: string, draw: readonly number[]): TicketOutcome => {
    const drawn = new Set(draw);
    const parts = split(ticket);
    const ok = wins === 'allHit' ? parts.every((o) => hits(o, drawn)) : parts.every((o) => !hits(o, drawn));
    return ok ? 0 : LOSE;
  };
  return {
    countBets: (selection) => choose((selection.rows[0] ?? []).length, size),
    expand: (selection) => combinations(sort(selection.rows[0] ?? []), size).map(ticketOf),
    ticketOutcome,
    winningBets: (selection, draw) => {
      const drawn = new Set(draw);
      const picks = selection.rows[0] ?? [];
      const hitCount = picks.filter((o) => hits(o, drawn)).length;
      return { levels: [choose(wins === 'allHit' ? hitCount : picks.length - hitCount, size)], refunds: 0 };
    },
    winProbability: (ticket) => {
      const sets = split(ticket).map(numbersOf);
      const union = (chosen: readonly (readonly number[])[]) => new Set(chosen.flat()).size;
      if (wins === 'allMiss') return [missProbability(union(sets), drawnCount)];
      // P(every set hit) = Σ over subsets S of (−1)^|S| · P(no set of S hit)
      let p = 0;
      for (let mask = 0; mask < 1 << sets.length; mask++) {
        const chosen = sets.filter((_, i) => mask & (1 << i));
        p += (chosen.length % 2 === 0 ? 1 : -1) * missProbability(union(chosen), drawnCount);
      }
      return [p];
    },
    ...(classOf ? { ticketClass: (ticket: string) => classOf(split(ticket)) } : {}),
  };
}

/**
 * Combination plays judged on the 特码's group (六肖): each k-set of picked options is one
 * bet; 'in' wins when the 特码 belongs to one of the ticket's options, 'out' when it
 * belongs to none; a `tie` 特码 (49) refunds every bet. Probability exact over the 49
 * values of the 特码.
 */
export function specialGroupComboRules(params: {
  size: number;
  order: readonly string[];
  groupOf: (number: number) => string;
  wins: 'in' | 'out';
  tie?: number;
}): PlayRules {
  const { size, order, groupOf, wins, tie } = params;
  const { sort, ticketOf, split } = comboParts(order);
  const ticketOutcome = (ticket: string, draw: readonly number[]): TicketOutcome => {
    const special = draw[specialIndex]!;
    if (special === tie) return REFUND;
    return split(ticket).includes(groupOf(special)) === (wins === 'in') ? 0 : LOSE;
  };
  return {
    countBets: (selection) => choose((selection.rows[0] ?? []).length, size),
    expand: (selection) => combinations(sort(selection.rows[0] ?? []), size).map(ticketOf),
    ticketOutcome,
    winningBets: (selection, draw) => {
      const picks = selection.rows[0] ?? [];
      const all = choose(picks.length, size);
      const special = draw[specialIndex]!;
      if (special === tie) return { levels: [0], refunds: all };
      const holding = picks.includes(groupOf(special)) ? choose(picks.length - 1, size - 1) : 0;
      return { levels: [wins === 'in' ? holding : all - holding], refunds: 0 };
    },
    winProbability: (ticket) => {
      const outcomes = Array.from({ length: markSixMax }, (_, i) => {
        const draw = new Array<number>(drawnCount).fill(0);
        draw[specialIndex] = i + 1;
        return ticketOutcome(ticket, draw);
      });
      return levelShares(1, outcomes, markSixMax);
    },
  };
}

/**
 * 连码: every k-set of the picked numbers is one bet, C(n, k); its outcome depends on how
 * many of its numbers are 正码 (a) and whether one is the 特码 (b): `level(a, b)` gives the
 * prize level or LOSE. Winning bets are counted directly by splitting the picks into 正码,
 * 特码 and the rest; the probability is hypergeometric over the split 6 / 1 / 42.
 * 拖头 ('bankDrag'): row 0 胆码 (1 to k−1 numbers, in every bet), row 1 拖码; the bets are the
 * bank plus each (k − |bank|)-set of the drag, with the 11x5rxdt conditions (bankDragOf).
 */
export function linkedNumberRules(params: {
  size: number;
  levels: number;
  level: (inMain: number, special: number) => TicketOutcome;
  from?: 'combination' | 'bankDrag';
}): PlayRules {
  const { size, levels, level, from = 'combination' } = params;
  const ticketOf = (numbers: readonly string[]) => [...numbers].sort().join(' ');
  const parts = (selection: Selection) => {
    if (from === 'bankDrag') return bankDragOf(selection, size);
    const drag = selection.rows[0] ?? [];
    return { bank: [] as string[], drag, valid: drag.length >= size };
  };
  const split = (numbers: readonly string[], draw: readonly number[]) => {
    const main = new Set(draw.slice(0, mainCount));
    let inMain = 0;
    let special = 0;
    for (const n of numbers) {
      const value = Number(n);
      if (main.has(value)) inMain++;
      else if (value === draw[specialIndex]) special++;
    }
    return { inMain, special, rest: numbers.length - inMain - special };
  };
  /** Σ over (a, b) of ways(a, b) into level(a, b). */
  const distribute = (ways: (a: number, b: number) => number): WinResult => {
    const result = tallyOutcomes(levels, []);
    for (let a = 0; a <= size; a++)
      for (let b = 0; b <= 1 && a + b <= size; b++) {
        const outcome = level(a, b);
        const n = ways(a, b);
        if (n === 0) continue;
        if (outcome === REFUND) result.refunds += n;
        else if (outcome >= 0) result.levels[outcome]! += n;
      }
    return result;
  };
  return {
    countBets: (selection: Selection) => {
      const { bank, drag, valid } = parts(selection);
      return valid ? choose(drag.length, size - bank.length) : 0;
    },
    expand: (selection: Selection) => {
      const { bank, drag, valid } = parts(selection);
      if (!valid) return [];
      return combinations([...drag].sort(), size - bank.length).map((set) => ticketOf([...bank, ...set]));
    },
    ticketOutcome: (ticket, draw) => {
      const { inMain, special } = split(ticket.split(' '), draw);
      return level(inMain, special);
    },
    winningBets: (selection, draw) => {
      const { bank, drag, valid } = parts(selection);
      if (!valid) return tallyOutcomes(levels, []);
      const fixed = split(bank, draw);
      const free = split(drag, draw);
      const fromDrag = size - bank.length;
      // a bet of a 正码 and b 特码 takes a − fixed.inMain 正码 and b − fixed.special 特码 from the drag
      return distribute((a, b) => {
        const dragMain = a - fixed.inMain;
        const dragSpecial = b - fixed.special;
        return choose(free.inMain, dragMain) * choose(free.special, dragSpecial) * choose(free.rest, fromDrag - dragMain - dragSpecial);
      });
    },
    winProbability: () => {
      const total = choose(markSixMax, size);
      const others = markSixMax - mainCount - 1;
      return distribute((a, b) => choose(mainCount, a) * choose(1, b) * choose(others, size - a - b)).levels.map((n) => n / total);
    },
  };
}

/** Options judged on the sum of all seven numbers (总和大小单双); probability from the exact sum distribution. */
export function drawSumRules(params: { wins: (option: string, sum: number) => boolean }): PlayRules {
  const { wins } = params;
  return optionRules({
    outcome: (option, draw) =>
      wins(
        option,
        draw.reduce((s, n) => s + n, 0),
      )
        ? 0
        : LOSE,
    probability: (option) => {
      const counts = sevenNumberSumCounts();
      let hit = 0;
      let total = 0;
      counts.forEach((count, sum) => {
        total += count;
        if (count > 0 && wins(option, sum)) hit += count;
      });
      return [hit / total];
    },
  });
}

/**
 * 过关 (parlay) over the 正码 positions: one option per picked row (a leg on that 正码), 2 to
 * `maxLegs` legs, one bet. The ticket loses if any leg loses; a leg can tie (49 for size and
 * parity), and the prize multiplies the odds of the legs won (ParlayRules, settled by the
 * server). The ticket's win probability counts the injective draws of distinct numbers
 * into the legs' win-or-tie sets (a DP over the 49 numbers and the set of legs filled).
 */
export function parlayRules(params: {
  minLegs: number;
  maxLegs: number;
  /** The numbers for which an option wins, and those for which it ties. */
  numbersOf: (option: string) => { win: readonly number[]; tie: readonly number[] };
}): PlayRules {
  const { minLegs, maxLegs } = params;
  // each option's sets once (settlement judges every leg of every parlay order)
  const sets = new Map<string, { win: ReadonlySet<number>; tie: ReadonlySet<number> }>();
  const numbersOf = (option: string) => {
    let found = sets.get(option);
    if (!found) {
      const { win, tie } = params.numbersOf(option);
      found = { win: new Set(win), tie: new Set(tie) };
      sets.set(option, found);
    }
    return found;
  };
  const legsOf = (ticket: string) => ticket.split('|').flatMap((option, row) => (option ? [{ row, option }] : []));
  const ticketOf = (selection: Selection): string | null => {
    const rows = selection.rows;
    if (rows.some((row) => row.length > 1)) return null;
    const legs = rows.filter((row) => row.length === 1).length;
    return legs >= minLegs && legs <= maxLegs ? rows.map((row) => row[0] ?? '').join('|') : null;
  };
  const legResult = (row: number, option: string, draw: readonly number[]): 'win' | 'lose' | 'tie' => {
    const n = draw[row]!;
    const { win, tie } = numbersOf(option);
    return win.has(n) ? 'win' : tie.has(n) ? 'tie' : 'lose';
  };
  const ticketOutcome = (ticket: string, draw: readonly number[]): TicketOutcome => {
    const results = legsOf(ticket).map(({ row, option }) => legResult(row, option, draw));
    if (results.includes('lose')) return LOSE;
    return results.every((r) => r === 'tie') ? REFUND : 0;
  };
  return {
    countBets: (selection) => (ticketOf(selection) === null ? 0 : 1),
    expand: (selection) => {
      const ticket = ticketOf(selection);
      return ticket === null ? [] : [ticket];
    },
    ticketOutcome,
    winningBets: (selection, draw) => {
      const ticket = ticketOf(selection);
      return tallyOutcomes(1, ticket === null ? [] : [ticketOutcome(ticket, draw)]);
    },
    winProbability: (ticket) => {
      const legs = legsOf(ticket).map(({ option }) => numbersOf(option));
      const inLeg = (leg: number, n: number) => legs[leg]!.win.has(n) || legs[leg]!.tie.has(n);
      // ways[mask]: draws of distinct numbers into the legs of `mask`, each winning or tying its leg
      const ways = new Array<number>(1 << legs.length).fill(0);
      ways[0] = 1;
      for (let n = 1; n <= markSixMax; n++)
        for (let mask = ways.length - 1; mask >= 0; mask--)
          for (let leg = 0; leg < legs.length; leg++) if (mask & (1 << leg) && inLeg(leg, n)) ways[mask]! += ways[mask ^ (1 << leg)]!;
      let orderedDraws = 1;
      for (let i = 0; i < legs.length; i++) orderedDraws *= markSixMax - i;
      // a ticket of 2+ legs cannot tie on every leg (49 is drawn once), so every such draw wins
      return [ways[ways.length - 1]! / orderedDraws];
    },
    parlay: {
      legsOf,
      legProbability: (option) => numbersOf(option).win.size / markSixMax,
      legResult,
    },
  };
}
