/**
 * Unordered plays of 11x5 and kl12: a ticket is a set of `pick` numbers judged against the
 * set of numbers drawn at the `scope` ranks (前三 = ranks 0-2, 任选 = all five):
 *   - pick ≤ |scope| (任选一中一 … 五中五, 前三/前二组选, 不定位): every ticket number is drawn
 *     there (for 组选, pick = |scope|, this is "the same numbers in any order");
 *   - pick > |scope| (任选六中五, 七中五, 八中五): every number drawn there is on the ticket.
 * Both read as |ticket ∩ drawn| = min(pick, |scope|).
 *
 * Selections (`from`):
 *   - 'combination' (zuhe: 复式, 不定位): every pick-set of the picked numbers, C(m, pick);
 *   - 'bankDrag' (11x5rxdt: 胆拖): row 0 胆码 B, row 1 拖码 D; every ticket is B plus
 *     pick − |B| numbers of D, C(|D|, pick − |B|). The plate keeps the rows apart and B
 *     below pick, so a selection stands for tickets only when 1 ≤ |B| ≤ pick − 1,
 *     |B| + |D| > pick and no number is in both rows; any other selection counts 0;
 *   - 'entries' (单式): rows[0] holds canonical entries, one ticket each.
 *
 * Tickets: the numbers ascending, two-digit and space-joined ('02 05 11').
 *
 * Direct settlement: with t = min(pick, |scope|) and hB, hD the drawn numbers among B and
 * D, a winning ticket takes exactly t − hB drawn numbers from D and the rest undrawn:
 * C(hD, t − hB) · C(|D| − hD, pick − |B| − (t − hB)) (B = ∅ for 'combination').
 *
 * Win probability (hypergeometric; the numbers at |scope| ranks are a uniform set):
 * C(pick, t) · C(n − pick, |scope| − t) / C(n, |scope|) — 11x5 任二 10/55, 任八 20/165,
 * 前三组选 1/165.
 */
import { choose, combinations } from '../counting/combinatorics';
import { LOSE, type PlayRules, type Selection, type WinResult } from '../types';
import { atRanks, byValue, formatNumber, parseNumbers, poolSize, type NumberPool } from './number-pool';

export type NumberSetSelection = 'combination' | 'bankDrag' | 'entries';

const wins = (count: number): WinResult => ({ levels: [count], refunds: 0 });

/** 胆拖 rows and whether they stand for tickets (see the header). */
export function bankDragOf(selection: Selection, pick: number): { bank: string[]; drag: string[]; valid: boolean } {
  const bank = selection.rows[0] ?? [];
  const drag = selection.rows[1] ?? [];
  const inBank = new Set(bank);
  const valid = bank.length >= 1 && bank.length <= pick - 1 && bank.length + drag.length > pick && !drag.some((n) => inBank.has(n));
  return { bank, drag, valid };
}

export function numberSetRules({
  scope,
  pick,
  pool,
  from,
}: {
  /** Ranks of the draw the play reads. */
  scope: number[];
  /** Numbers per ticket. */
  pick: number;
  pool: NumberPool;
  from: NumberSetSelection;
}): PlayRules {
  const target = Math.min(pick, scope.length);
  const drawnSet = (draw: readonly number[]) => new Set(atRanks(draw, scope).map(formatNumber));
  const ticketOutcome = (ticket: string, draw: readonly number[]) => {
    const drawn = new Set(atRanks(draw, scope));
    return parseNumbers(ticket).filter((n) => drawn.has(n)).length === target ? 0 : LOSE;
  };
  /** Bank and drag as the formulas read them ('combination' has no bank). */
  const parts = (selection: Selection) => {
    if (from === 'bankDrag') return bankDragOf(selection, pick);
    const picked = selection.rows[0] ?? [];
    return { bank: [] as string[], drag: picked, valid: picked.length >= pick };
  };
  const n = poolSize(pool);
  const probability = (choose(pick, target) * choose(n - pick, scope.length - target)) / choose(n, scope.length);

  return {
    countBets: (selection) => {
      if (from === 'entries') return (selection.rows[0] ?? []).length;
      const { bank, drag, valid } = parts(selection);
      return valid ? choose(drag.length, pick - bank.length) : 0;
    },
    expand: (selection) => {
      if (from === 'entries') return [...(selection.rows[0] ?? [])];
      const { bank, drag, valid } = parts(selection);
      if (!valid) return [];
      return combinations(drag, pick - bank.length).map((set) => [...bank, ...set].sort(byValue).join(' '));
    },
    ticketOutcome,
    winningBets: (selection, draw) => {
      if (from === 'entries') return wins((selection.rows[0] ?? []).filter((entry) => ticketOutcome(entry, draw) !== LOSE).length);
      const { bank, drag, valid } = parts(selection);
      if (!valid) return wins(0);
      const drawn = drawnSet(draw);
      const bankHits = bank.filter((x) => drawn.has(x)).length;
      const dragHits = drag.filter((x) => drawn.has(x)).length;
      const fromDrag = target - bankHits;
      return wins(choose(dragHits, fromDrag) * choose(drag.length - dragHits, pick - bank.length - fromDrag));
    },
    winProbability: () => [probability],
  };
}
