/**
 * Digit plays of ssc, 3d and ky481 that read draw digits at fixed positions. Every factory
 * takes `positions` (indexes into the draw, e.g. 前三 = [0,1,2]) and the digit `range`
 * (0-9, or 1-8 for ky481).
 *
 * Tickets: a direct ticket is the segment's digits written in order ('123'); 定位胆 tickets
 * are `row:digit`; 不定位 tickets are their digits sorted; 组合 tickets are `digits:stars`
 * (the picked number, paid on its last `stars` digits).
 */
import { cartesian, choose, combinations } from '../counting/combinatorics';
import { LOSE, type PlayRules, type Selection, type WinResult } from '../types';

export interface DigitRange {
  min: number;
  max: number;
}
export const decimalDigits: DigitRange = { min: 0, max: 9 };
export const laneDigits: DigitRange = { min: 1, max: 8 };

export const rangeSize = (range: DigitRange) => range.max - range.min + 1;
export const rangeDigits = (range: DigitRange) => Array.from({ length: rangeSize(range) }, (_, i) => String(range.min + i));
export const segmentOf = (draw: readonly number[], positions: readonly number[]) => positions.map((p) => draw[p] as number);
export const digitsOf = (ticket: string) => [...ticket].map(Number);
export const wins = (count: number, levels = 1): WinResult => {
  const result: WinResult = { levels: new Array<number>(levels).fill(0), refunds: 0 };
  result.levels[0] = count;
  return result;
};

/** Every tuple of `length` digits of the range (the direct outcome space of a segment). */
export function allTuples(range: DigitRange, length: number): number[][] {
  const digits = rangeDigits(range).map(Number);
  return cartesian(Array.from({ length }, () => digits));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const span = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

/** 直选复式 (jiecheng): one row per position; a ticket wins when every digit matches its position. */
export function directRules({ positions, range }: { positions: number[]; range: DigitRange }): PlayRules {
  const n = positions.length;
  return {
    countBets: ({ rows }) => rows.reduce((product, row) => product * row.length, 1),
    expand: ({ rows }) => cartesian(rows).map((tuple) => tuple.join('')),
    ticketOutcome: (ticket, draw) => (ticket === segmentOf(draw, positions).join('') ? 0 : LOSE),
    winningBets: ({ rows }, draw) => wins(rows.every((row, i) => row.includes(String(draw[positions[i]!]))) ? 1 : 0),
    winProbability: () => [1 / rangeSize(range) ** n],
  };
}

/** 直选单式: typed entries (canonical digit strings), each one direct ticket. */
export function directEntryRules({ positions, range }: { positions: number[]; range: DigitRange }): PlayRules {
  const entries = (selection: Selection) => selection.rows[0] ?? [];
  return {
    countBets: (selection) => entries(selection).length,
    expand: (selection) => [...entries(selection)],
    ticketOutcome: (ticket, draw) => (ticket === segmentOf(draw, positions).join('') ? 0 : LOSE),
    winningBets: (selection, draw) => wins(entries(selection).includes(segmentOf(draw, positions).join('')) ? 1 : 0),
    winProbability: () => [1 / rangeSize(range) ** positions.length],
  };
}

/**
 * 直选组合: one bet of a full tuple stands for one ticket per star count (五星组合: the
 * 5-, 4-, 3-, 2- and 1-star endings), each paid at its own level (level 0 = all stars).
 */
export function directCombinationRules({ positions, range }: { positions: number[]; range: DigitRange }): PlayRules {
  const n = positions.length;
  return {
    countBets: ({ rows }) => rows.reduce((product, row) => product * row.length, 1) * n,
    expand: ({ rows }) => cartesian(rows).flatMap((tuple) => Array.from({ length: n }, (_, i) => `${tuple.join('')}:${n - i}`)),
    ticketOutcome: (ticket, draw) => {
      const [digits, stars] = ticket.split(':') as [string, string];
      const from = n - Number(stars);
      return digits.slice(from) === segmentOf(draw, positions).slice(from).join('') ? from : LOSE;
    },
    winningBets: ({ rows }, draw) => {
      const segment = segmentOf(draw, positions);
      const hit = rows.map((row, i) => row.includes(String(segment[i])));
      const levels = Array.from({ length: n }, (_, level) => {
        // level = how many leading positions are free: they contribute their row sizes
        if (!hit.slice(level).every(Boolean)) return 0;
        return rows.slice(0, level).reduce((product, row) => product * row.length, 1);
      });
      return { levels, refunds: 0 };
    },
    winProbability: (ticket) => {
      const stars = Number(ticket.split(':')[1]);
      return Array.from({ length: n }, (_, level) => (level === n - stars ? 1 / rangeSize(range) ** stars : 0));
    },
  };
}

/** 直选和值 / 直选跨度: picked sums (or spans); every direct tuple with that value is a bet. */
export function directValueRules({ positions, range, measure }: { positions: number[]; range: DigitRange; measure: 'sum' | 'span' }): PlayRules {
  const valueOf = measure === 'sum' ? sum : span;
  const byValue = new Map<string, string[]>();
  for (const tuple of allTuples(range, positions.length)) {
    const key = String(valueOf(tuple));
    byValue.set(key, [...(byValue.get(key) ?? []), tuple.join('')]);
  }
  const picked = (selection: Selection) => selection.rows[0] ?? [];
  return {
    countBets: (selection) => picked(selection).reduce((total, value) => total + (byValue.get(value)?.length ?? 0), 0),
    expand: (selection) => picked(selection).flatMap((value) => byValue.get(value) ?? []),
    ticketOutcome: (ticket, draw) => (ticket === segmentOf(draw, positions).join('') ? 0 : LOSE),
    winningBets: (selection, draw) => wins(picked(selection).includes(String(valueOf(segmentOf(draw, positions)))) ? 1 : 0),
    winProbability: () => [1 / rangeSize(range) ** positions.length],
  };
}

/** The count table of a direct value play (the official tables T3, S3 …), for tests and plates. */
export function directValueCounts(range: DigitRange, length: number, measure: 'sum' | 'span'): Map<number, number> {
  const counts = new Map<number, number>();
  for (const tuple of allTuples(range, length)) {
    const value = measure === 'sum' ? sum(tuple) : span(tuple);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** 定位胆 (leijia): one row per position; each picked digit is a bet on its position. */
export function positionDigitRules({ positions, range }: { positions: number[]; range: DigitRange }): PlayRules {
  return {
    countBets: ({ rows }) => rows.reduce((total, row) => total + row.length, 0),
    expand: ({ rows }) => rows.flatMap((row, r) => row.map((digit) => `${r}:${digit}`)),
    ticketOutcome: (ticket, draw) => {
      const [row, digit] = ticket.split(':').map(Number) as [number, number];
      return draw[positions[row]!] === digit ? 0 : LOSE;
    },
    winningBets: ({ rows }, draw) => wins(rows.filter((row, r) => row.includes(String(draw[positions[r]!]))).length),
    winProbability: () => [1 / rangeSize(range)],
  };
}

/** 不定位 k码 (zuhe): k distinct picked digits all appear somewhere in the segment. */
export function unfixedRules({ positions, range, pick }: { positions: number[]; range: DigitRange; pick: number }): PlayRules {
  const n = positions.length;
  const size = rangeSize(range);
  // inclusion–exclusion: P(all k given digits appear among n positions)
  let probability = 0;
  for (let j = 0; j <= pick; j++) probability += (-1) ** j * choose(pick, j) * ((size - j) / size) ** n;
  return {
    countBets: ({ rows }) => choose(rows[0]?.length ?? 0, pick),
    expand: ({ rows }) => combinations([...(rows[0] ?? [])].sort(), pick).map((digits) => digits.join('')),
    ticketOutcome: (ticket, draw) => {
      const present = new Set(segmentOf(draw, positions));
      return digitsOf(ticket).every((d) => present.has(d)) ? 0 : LOSE;
    },
    winningBets: ({ rows }, draw) => {
      const present = new Set(segmentOf(draw, positions).map(String));
      return wins(choose((rows[0] ?? []).filter((d) => present.has(d)).length, pick));
    },
    winProbability: () => [probability],
  };
}

/**
 * Attribute tuples (大小单双 of 前二/后二/前三/后三, jiecheng): one row of attribute options
 * per position; a ticket is one option per position and wins when each digit has its
 * attribute. A digit has one size and one parity, so 2×2 picks can win up to 4 bets.
 */
export function attributeTupleRules({
  positions,
  attributes,
  range,
}: {
  positions: number[];
  attributes: Record<string, (digit: number) => boolean>;
  range: DigitRange;
}): PlayRules {
  const digits = rangeDigits(range).map(Number);
  const share = (option: string) => digits.filter((d) => attributes[option]!(d)).length / digits.length;
  return {
    countBets: ({ rows }) => rows.reduce((product, row) => product * row.length, 1),
    expand: ({ rows }) => cartesian(rows).map((tuple) => tuple.join(',')),
    ticketOutcome: (ticket, draw) => {
      const segment = segmentOf(draw, positions);
      return ticket.split(',').every((option, i) => attributes[option]!(segment[i]!)) ? 0 : LOSE;
    },
    winningBets: ({ rows }, draw) => {
      const segment = segmentOf(draw, positions);
      return wins(rows.reduce((product, row, i) => product * row.filter((option) => attributes[option]!(segment[i]!)).length, 1));
    },
    winProbability: (ticket) => [ticket.split(',').reduce((p, option) => p * share(option), 1)],
  };
}
