/**
 * Group (组选) digit plays: a ticket is a multiset of digits written sorted ('0012'), and it
 * wins when the segment, sorted, is the same multiset (any order).
 *
 * `groupShapeRules` covers 组选120/60/30/20/10/5, 四星组选24/12/6/4, 组三, 组六 and 二星组选
 * 复式 by their roles: each role takes `pick` distinct digits from a plate row and repeats
 * each `times` times (组选60 = a pair from row 0 二重号 + three singles from row 1 单号).
 * A digit cannot play two roles in one ticket (zucheng).
 */
import { choose, combinations, intersectionSize } from '../counting/combinatorics';
import { LOSE, type PlayRules, type Selection } from '../types';
import { allTuples, digitsOf, rangeSize, segmentOf, wins, type DigitRange } from './digit-rules';
import { bankDragOf } from './number-set-rules';

export interface GroupRole {
  row: number;
  times: number;
  pick: number;
}

const sortedKey = (digits: readonly number[]) => [...digits].sort((a, b) => a - b).join('');
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Orderings of a multiset ticket: n! / Π multiplicity!. */
export function orderingsOf(ticket: string): number {
  const counts = new Map<string, number>();
  for (const d of ticket) counts.set(d, (counts.get(d) ?? 0) + 1);
  let result = factorial(ticket.length);
  for (const c of counts.values()) result /= factorial(c);
  return result;
}

/** The 3-digit group level of a multiset: 0 = 组三 (one pair), 1 = 组六 (distinct). */
export const threeDigitGroupLevel = (ticket: string) => (new Set(ticket).size === 2 ? 0 : 1);

export function groupShapeRules({ positions, range, roles }: { positions: number[]; range: DigitRange; roles: GroupRole[] }): PlayRules {
  const shape = roles
    .flatMap((role) => Array<number>(role.pick).fill(role.times))
    .sort((a, b) => b - a)
    .join(',');
  const ticketsOf = ({ rows }: Selection): string[] => {
    const out: string[] = [];
    const walk = (roleIndex: number, used: Set<string>, digits: number[]) => {
      if (roleIndex === roles.length) {
        out.push(sortedKey(digits));
        return;
      }
      const role = roles[roleIndex]!;
      const free = (rows[role.row] ?? []).filter((d) => !used.has(d)).sort();
      for (const chosen of combinations(free, role.pick)) {
        const nextUsed = new Set([...used, ...chosen]);
        walk(roleIndex + 1, nextUsed, [...digits, ...chosen.flatMap((d) => Array<number>(role.times).fill(Number(d)))]);
      }
    };
    walk(0, new Set(), []);
    // two roles of one row (组三: pair + single) yield each ticket once per role order only if the roles differ in times; de-duplicate anyway
    return [...new Set(out)];
  };
  return {
    countBets: ({ rows }) => {
      const [first, second] = roles as [GroupRole, GroupRole | undefined];
      if (!second) return choose(rows[first.row]?.length ?? 0, first.pick);
      if (first.row === second.row) {
        // 组三: a pair digit and a different single digit from the same row
        const m = rows[first.row]?.length ?? 0;
        return choose(m, first.pick) * choose(m - first.pick, second.pick);
      }
      // zucheng: a digit picked in both rows can play only one role
      const upper = rows[first.row] ?? [];
      const lower = rows[second.row] ?? [];
      const overlap = intersectionSize(upper, lower);
      if (first.pick === 1) return choose(lower.length, second.pick) * (upper.length - overlap) + choose(lower.length - 1, second.pick) * overlap;
      return choose(upper.length, first.pick) * (lower.length - overlap) + choose(upper.length - 1, first.pick) * overlap;
    },
    expand: ticketsOf,
    ticketOutcome: (ticket, draw) => (ticket === sortedKey(segmentOf(draw, positions)) ? 0 : LOSE),
    winningBets: ({ rows }, draw) => {
      const segment = segmentOf(draw, positions);
      const counts = new Map<number, number>();
      for (const d of segment) counts.set(d, (counts.get(d) ?? 0) + 1);
      const drawShape = [...counts.values()].sort((a, b) => b - a).join(',');
      if (drawShape !== shape) return wins(0);
      // every digit must be picked in the row of the role its multiplicity gives it
      const ok = [...counts.entries()].every(([digit, times]) => {
        const role = roles.find((r) => r.times === times)!;
        return (rows[role.row] ?? []).includes(String(digit));
      });
      return wins(ok ? 1 : 0);
    },
    winProbability: (ticket) => [orderingsOf(ticket) / rangeSize(range) ** positions.length],
  };
}

/**
 * A group ticket's form, which sets its odds (see PlayRules.ticketClass): among three digits
 * 组三 (one pair) or 组六; among two 对子 or 非对子; longer ones 含重号 or 无重号.
 */
export function groupFormOf(ticket: string): string {
  const repeats = new Set(ticket).size < ticket.length;
  if (ticket.length === 3) return repeats ? '组三' : '组六';
  if (ticket.length === 2) return repeats ? '对子' : '非对子';
  return repeats ? '含重号' : '无重号';
}

/**
 * Group entries typed or pasted (混合组选, 组三/组六单式, 二星组选单式): canonical sorted
 * entries; `levelOf` gives the prize level of a ticket (混合组选: 组三 or 组六).
 */
export function groupEntryRules({
  positions,
  range,
  levelOf = () => 0,
}: {
  positions: number[];
  range: DigitRange;
  levelOf?: (ticket: string) => number;
}): PlayRules {
  const entries = (selection: Selection) => selection.rows[0] ?? [];
  const levels = Math.max(1, levelOf('001') + 1, levelOf('012') + 1);
  return {
    countBets: (selection) => entries(selection).length,
    expand: (selection) => [...entries(selection)],
    ticketOutcome: (ticket, draw) => (ticket === sortedKey(segmentOf(draw, positions)) ? levelOf(ticket) : LOSE),
    winningBets: (selection, draw) => {
      const key = sortedKey(segmentOf(draw, positions));
      const result = wins(0, levels);
      if (entries(selection).includes(key)) result.levels[levelOf(key)]!++;
      return result;
    },
    winProbability: (ticket) => {
      const p = new Array<number>(levels).fill(0);
      p[levelOf(ticket)] = orderingsOf(ticket) / rangeSize(range) ** positions.length;
      return p;
    },
    ticketClass: groupFormOf,
  };
}

/**
 * Group tickets chosen by a property of the multiset (组选和值: its sum; 组选包胆: it holds
 * the picked digit), never all digits equal (豹子/对子 cannot win a group play).
 */
export function groupPropertyRules({
  positions,
  range,
  matches,
  levelOf = () => 0,
}: {
  positions: number[];
  range: DigitRange;
  /** Whether a multiset (digits ascending) belongs to a picked option. */
  matches: (digits: number[], option: string) => boolean;
  levelOf?: (ticket: string) => number;
}): PlayRules {
  const multisets = [...new Set(allTuples(range, positions.length).map(sortedKey))].filter((t) => new Set(t).size > 1);
  const ticketsFor = (option: string) => multisets.filter((t) => matches(digitsOf(t), option));
  const cache = new Map<string, string[]>();
  const tickets = (option: string) => {
    let found = cache.get(option);
    if (!found) cache.set(option, (found = ticketsFor(option)));
    return found;
  };
  const picked = (selection: Selection) => selection.rows[0] ?? [];
  const levels = Math.max(1, levelOf('001') + 1, levelOf('012') + 1);
  return {
    countBets: (selection) => picked(selection).reduce((total, option) => total + tickets(option).length, 0),
    expand: (selection) => picked(selection).flatMap(tickets),
    ticketOutcome: (ticket, draw) => (ticket === sortedKey(segmentOf(draw, positions)) ? levelOf(ticket) : LOSE),
    winningBets: (selection, draw) => {
      const key = sortedKey(segmentOf(draw, positions));
      const result = wins(0, levels);
      if (new Set(key).size === 1) return result;
      // a multiset can belong to several picked options only for 包胆-like properties; each option is its own bet set
      for (const option of picked(selection)) if (matches(digitsOf(key), option)) result.levels[levelOf(key)]!++;
      return result;
    },
    winProbability: (ticket) => {
      const p = new Array<number>(levels).fill(0);
      p[levelOf(ticket)] = orderingsOf(ticket) / rangeSize(range) ** positions.length;
      return p;
    },
    ticketClass: groupFormOf,
  };
}

/**
 * Official 3D 胆拖 over three positions: row 0 胆码, row 1 拖码, no digit in both.
 *   'pair' (组三胆拖): one 胆码 b; each 拖码 t gives the two 组三 tickets bbt and btt: 2·|T| bets.
 *   'distinct' (组六胆拖): 1-2 胆码 in every ticket, filled from the 拖码 to three distinct
 *     digits: C(|T|, 3 − |B|) bets, and at least two of them (the 11x5rxdt conditions).
 */
export function groupBankDragRules({ positions, range, form }: { positions: number[]; range: DigitRange; form: 'pair' | 'distinct' }): PlayRules {
  const parts = (selection: Selection) => {
    // 组六胆拖 has the 11x5rxdt conditions of three; 组三胆拖 one 胆码 and any 拖码 besides it
    const { bank, drag, valid } = bankDragOf(selection, 3);
    const pairValid = bank.length === 1 && drag.length >= 1 && !drag.includes(bank[0]!);
    return { bank: bank.map(Number), drag: drag.map(Number), valid: form === 'pair' ? pairValid : valid };
  };
  return {
    countBets: (selection) => {
      const { bank, drag, valid } = parts(selection);
      if (!valid) return 0;
      return form === 'pair' ? 2 * drag.length : choose(drag.length, 3 - bank.length);
    },
    expand: (selection) => {
      const { bank, drag, valid } = parts(selection);
      if (!valid) return [];
      if (form === 'pair') return drag.flatMap((t) => [sortedKey([bank[0]!, bank[0]!, t]), sortedKey([bank[0]!, t, t])]);
      return combinations(drag, 3 - bank.length).map((set) => sortedKey([...bank, ...set]));
    },
    ticketOutcome: (ticket, draw) => (ticket === sortedKey(segmentOf(draw, positions)) ? 0 : LOSE),
    winningBets: (selection, draw) => {
      const { bank, drag, valid } = parts(selection);
      if (!valid) return wins(0);
      const segment = segmentOf(draw, positions);
      const distinct = [...new Set(segment)];
      if (distinct.length !== (form === 'pair' ? 2 : 3)) return wins(0);
      // the one ticket that can match: every 胆码 drawn, every other drawn digit a 拖码
      const ok = bank.every((b) => distinct.includes(b)) && distinct.every((d) => bank.includes(d) || drag.includes(d));
      return wins(ok ? 1 : 0);
    },
    winProbability: (ticket) => [orderingsOf(ticket) / rangeSize(range) ** positions.length],
  };
}
