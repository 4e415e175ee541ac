/**
 * Ordered plays of the number families, whose draws never repeat a number: a ticket is
 * one number per rank and wins when each number is drawn at its rank (11x5/kl12 前三/前二
 * 直选, pk10 猜冠军 … 猜前五, 第N名, 任选直选).
 *
 * Tickets: the numbers in rank order, two-digit and space-joined ('03 01 11'); any-rank
 * (任选) tickets prefix the 0-based ranks: '0,4:03 07'.
 *
 * Counts (11x5zxfs, pk10rzxfs): a tuple that repeats a number can never be drawn, so it is
 * not a bet. The count of tuples with pairwise distinct numbers is the inclusion–exclusion
 * over the set partitions of the rows (Möbius function of the partition lattice):
 *   Σ_π Π_{B∈π} (−1)^{|B|−1} (|B|−1)! · |∩_{i∈B} r_i|,
 * which for two rows is A·B − |A∩B| and for three rows is
 * A·B·C − A|B∩C| − B|A∩C| − C|A∩B| + 2|A∩B∩C|. Five rows have 52
 * partitions; blocks with an empty intersection are cut early.
 *
 * Win probability: the numbers at k ranks of a draw are a uniform ordered k-tuple of
 * distinct numbers, so one ticket wins with 1 / (n·(n−1)·…·(n−k+1)) — computed on the
 * ranks the play reads (pk10 猜前二 1/90), never over whole draws.
 */
import { cartesian, choose, combinations } from '../counting/combinatorics';
import { LOSE, type PlayRules, type Selection, type WinResult } from '../types';
import { atRanks, formatNumber, formatNumbers, orderedTuples, poolSize, type NumberPool } from './number-pool';

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Tuples taking one value from each row with no value twice (closed form, see the header). */
export function distinctTupleCount(rows: readonly (readonly string[])[]): number {
  if (rows.some((row) => row.length === 0)) return 0;
  type Block = { members: number; common: ReadonlySet<string> };
  const walk = (i: number, blocks: readonly Block[]): number => {
    if (i === rows.length) return blocks.reduce((product, b) => product * (b.members % 2 === 1 ? 1 : -1) * factorial(b.members - 1) * b.common.size, 1);
    const row = rows[i]!;
    let total = walk(i + 1, [...blocks, { members: 1, common: new Set(row) }]);
    blocks.forEach((block, j) => {
      const common = new Set(row.filter((v) => block.common.has(v)));
      if (common.size === 0) return;
      const joined = blocks.slice();
      joined[j] = { members: block.members + 1, common };
      total += walk(i + 1, joined);
    });
    return total;
  };
  return walk(0, []);
}

/** The tuples behind distinctTupleCount, in row order. */
function distinctTuples(rows: readonly (readonly string[])[]): string[][] {
  return cartesian(rows).filter((tuple) => new Set(tuple).size === tuple.length);
}

const wins = (count: number): WinResult => ({ levels: [count], refunds: 0 });

/**
 * 直选复式 (11x5zxfs; one row: leijia): one row per rank in `ranks`; every tuple of distinct
 * numbers, one from each row, is a bet. 0 until every row has a pick.
 */
export function orderedNumberRules({ ranks, pool }: { ranks: number[]; pool: NumberPool }): PlayRules {
  const complete = (selection: Selection) => selection.rows.length === ranks.length && selection.rows.every((row) => row.length > 0);
  const segment = (draw: readonly number[]) => formatNumbers(atRanks(draw, ranks));
  return {
    countBets: (selection) => (complete(selection) ? distinctTupleCount(selection.rows) : 0),
    expand: (selection) => (complete(selection) ? distinctTuples(selection.rows).map((tuple) => tuple.join(' ')) : []),
    ticketOutcome: (ticket, draw) => (ticket === segment(draw) ? 0 : LOSE),
    winningBets: (selection, draw) => wins(complete(selection) && selection.rows.every((row, i) => row.includes(formatNumber(draw[ranks[i]!]!))) ? 1 : 0),
    winProbability: () => [1 / orderedTuples(poolSize(pool), ranks.length)],
  };
}

/** 直选单式: typed entries ('03 01 11', distinct numbers in rank order), each one ticket on `ranks`. */
export function orderedEntryRules({ ranks, pool }: { ranks: number[]; pool: NumberPool }): PlayRules {
  const entries = (selection: Selection) => selection.rows[0] ?? [];
  const segment = (draw: readonly number[]) => formatNumbers(atRanks(draw, ranks));
  return {
    countBets: (selection) => entries(selection).length,
    expand: (selection) => [...entries(selection)],
    ticketOutcome: (ticket, draw) => (ticket === segment(draw) ? 0 : LOSE),
    winningBets: (selection, draw) => wins(entries(selection).includes(segment(draw)) ? 1 : 0),
    winProbability: () => [1 / orderedTuples(poolSize(pool), ranks.length)],
  };
}

const splitRanks = (ticket: string): [number[], string] => {
  const at = ticket.indexOf(':');
  return [ticket.slice(0, at).split(',').map(Number), ticket.slice(at + 1)];
};

/**
 * 任选直选复式 (pk10rzxfs): one row per rank of the draw; every `pick` of the rows makes
 * the distinct tuples of those rows. Count Σ over the pick-subsets of distinctTupleCount.
 * A subset wins when each of its rows holds the number drawn at its rank, so a selection
 * wins C(h, pick) bets, h = rows holding their rank's number.
 */
export function anyOrderedRules({ pick, pool }: { pick: number; pool: NumberPool }): PlayRules {
  const subsets = (selection: Selection) =>
    combinations(
      selection.rows.map((_, r) => r).filter((r) => selection.rows[r]!.length > 0),
      pick,
    );
  return {
    countBets: (selection) => subsets(selection).reduce((total, ranks) => total + distinctTupleCount(ranks.map((r) => selection.rows[r]!)), 0),
    expand: (selection) =>
      subsets(selection).flatMap((ranks) => distinctTuples(ranks.map((r) => selection.rows[r]!)).map((tuple) => `${ranks.join(',')}:${tuple.join(' ')}`)),
    ticketOutcome: (ticket, draw) => {
      const [ranks, numbers] = splitRanks(ticket);
      return numbers === formatNumbers(atRanks(draw, ranks)) ? 0 : LOSE;
    },
    winningBets: (selection, draw) => wins(choose(selection.rows.filter((row, r) => row.includes(formatNumber(draw[r]!))).length, pick)),
    winProbability: () => [1 / orderedTuples(poolSize(pool), pick)],
  };
}
