/**
 * ADAPTER (engine gap): the facade's winningBets takes the draw date for Mark Six zodiac
 * plays, but per-ticket judging (PlayRules.ticketOutcome / winProbability, needed for
 * plays whose tickets carry different odds, e.g. 二连肖 with the year's zodiac) has no
 * such option. Until the facade offers it, run those calls inside the engine's own year
 * context. Remove when engine.ts exports a per-ticket settlement with `drawDate`.
 */
import { withMarkSixYear } from '../../../engine-worker/draws/mark-six-tables';
import { yearZodiacOn } from '../../../rules/mark-six-zodiac';
import type { Family } from '../../../engine-worker/types';

export function inDrawYear<T>(family: Family, drawDate: string | undefined, fn: () => T): T {
  return family === 'lhc' && drawDate ? withMarkSixYear(drawDate, fn) : fn();
}

/** What makes two draw dates judge a family's tickets alike: the year zodiac for Mark Six, nothing else. */
export function drawYearKey(family: Family, drawDate: string | undefined): string {
  return family === 'lhc' && drawDate ? yearZodiacOn(drawDate) : '';
}
