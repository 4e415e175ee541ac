/**
 * The settlement reference: for every play of every family, the tickets a plate selection
 * stands for and how each fares against a draw, written from the play rules alone (see the
 * family files). Deliberately brute force: expand, judge every ticket, count.
 */
import type { Family } from '../../../engine-worker/types';
import { lottoPlays, k3Plays, pk10Plays } from './number-plays';
import { ky481Plays, sscPlays, threeDPlays } from './digit-plays';
import { markSixPlays, zodiacNames } from './mark-six-plays';
import type { DrawContext, Outcome, RefPlay, RefSelection, RefTicket } from './reference-kit';

export const referencePlays: Record<Family, Record<string, RefPlay>> = {
  ssc: sscPlays(),
  k3: k3Plays(),
  '3d': threeDPlays(),
  '11x5': lottoPlays(11),
  kl12: lottoPlays(12),
  pk10: pk10Plays(),
  ky481: ky481Plays(),
  lhc: markSixPlays(),
};

export interface JudgedTicket {
  ticket: RefTicket;
  outcome: Outcome;
}

export function referenceTickets(family: Family, id: string, selection: RefSelection): RefTicket[] {
  const play = referencePlays[family][id];
  if (!play) throw new Error(`no reference rule for ${family}:${id}`);
  return play(selection);
}

export function judge(tickets: readonly RefTicket[], draw: readonly number[], context: DrawContext): JudgedTicket[] {
  return tickets.map((ticket) => ({ ticket, outcome: ticket.judge(draw, context) }));
}

/** Winning tickets per prize level and refunded tickets, in the engine's WinResult shape. */
export function tally(judged: readonly JudgedTicket[], levels: number): { levels: number[]; refunds: number } {
  const result = { levels: new Array<number>(levels).fill(0), refunds: 0 };
  for (const { outcome } of judged) {
    if (outcome === 'refund') result.refunds++;
    else if (outcome !== 'lose') result.levels[outcome]!++;
  }
  return result;
}

/** Chinese New Year dates (the Mark Six zodiac year starts there) and the zodiac of the year that starts. */
const newYears: Array<[string, string]> = [
  ['2020-01-25', '鼠'],
  ['2021-02-12', '牛'],
  ['2022-02-01', '虎'],
  ['2023-01-22', '兔'],
  ['2024-02-10', '龙'],
  ['2025-01-29', '蛇'],
  ['2026-02-17', '马'],
  ['2027-02-06', '羊'],
  ['2028-01-26', '猴'],
  ['2029-02-13', '鸡'],
  ['2030-02-03', '狗'],
];

/** The zodiac year a Beijing date ('YYYY-MM-DD', 2020-02 … 2030) falls in. */
export function yearZodiacOf(date: string): number {
  const started = newYears.filter(([day]) => day <= date);
  const zodiac = started[started.length - 1];
  if (!zodiac || date >= '2031-01-23') throw new Error(`no zodiac year for ${date}`);
  return zodiacNames.indexOf(zodiac[1] as (typeof zodiacNames)[number]);
}

export type { DrawContext, Outcome, RefSelection, RefTicket };
