/**
 * Everything the lottery features ask of the engine, in one place. Work goes through the
 * worker (engineClient); the engine's small pure tables (waves, zodiacs, draw shapes) are
 * used directly, as client.ts exports them. The helper the worker API does not offer yet
 * is marked "worker gap" and kept here so it can move behind the worker in one edit.
 */
import {
  engineClient,
  waves,
  type BuiltOrder,
  type Family,
  type OrderRequest,
  type ParsedInput,
  type PlayInfo,
  type Selection,
  type SlipLine,
} from '../../../engine-worker/client';
import { beijingIsoDate } from '../../../rules/beijing-time';
import { drawListShape } from '../../../rules/chart-shapes';
import { numbersOfZodiac, yearZodiacOn, zodiacs, type Zodiac } from '../../../rules/mark-six-zodiac';
import { periodicDrawAtOf, dailyIssueDayStartOf } from '../../../rules/issue-numbers';

const playsCache = new Map<Family, Promise<PlayInfo[]>>();

export function playsOf(family: Family): Promise<PlayInfo[]> {
  let plays = playsCache.get(family);
  if (!plays) {
    plays = engineClient().playsOf(family);
    playsCache.set(family, plays);
    plays.catch(() => playsCache.delete(family));
  }
  return plays;
}

export function countBets(key: string, selection: Selection): Promise<number> {
  return engineClient().countBets(key, selection);
}

/** Sends typed, pasted or uploaded text (or the File itself) to the worker; only a summary comes back. */
export function parseInput(key: string, input: string | Blob): Promise<ParsedInput> {
  return engineClient().parseInput(key, input);
}

export function keptEntries(handle: number, from: number, to: number): Promise<string[]> {
  return engineClient().entries(handle, from, to);
}

export function releaseEntries(handle: number): void {
  void engineClient()
    .release(handle)
    .catch(() => undefined);
}

export function buildOrder(request: OrderRequest, slip: SlipLine[]): Promise<BuiltOrder> {
  return engineClient().buildOrder(request, slip);
}

/** Bets of entries kept in the worker, with the chosen positions of any-position plays. */
export function countKept(handle: number, positions?: number[]): Promise<number> {
  return engineClient().countKept(handle, positions);
}

// ------------------------------------------------------------ Mark Six tables and draw shapes (the engine's, synchronous)

export type WaveColour = 'red' | 'blue' | 'green';

/** The wave colour of a Mark Six number, as the ball shows it. */
export function waveOf(n: number): WaveColour {
  return (waves.红 as readonly number[]).includes(n) ? 'red' : (waves.蓝 as readonly number[]).includes(n) ? 'blue' : 'green';
}

/** The zodiac year a Mark Six draw at `drawAt` settles with (its Beijing date: it changes at Chinese New Year); undefined outside the engine's table. */
export function markSixYearAt(drawAt: number): Zodiac | undefined {
  try {
    return yearZodiacOn(beijingIsoDate(drawAt));
  } catch {
    return undefined;
  }
}

export { zodiacs };

/** Numbers 01-49 of a zodiac in the zodiac year `year`. */
export function zodiacNumbers(zodiac: Zodiac, year: Zodiac): string[] {
  return numbersOfZodiac(zodiac, year).map((n) => String(n).padStart(2, '0'));
}

/** When a drawn issue was drawn, from its number (the rule the server numbers issues by) and the lottery's period in seconds (86400: daily). */
export function drawTimeOfIssue(issueNo: string, durationSeconds: number): number | undefined {
  return durationSeconds >= 86_400 ? dailyIssueDayStartOf(issueNo) : periodicDrawAtOf(issueNo, durationSeconds * 1000);
}

/** The shape column of the recent draws list (rules/chart-shapes.ts); Mark Six's special number's zodiac in the year of `drawAt`. */
export function drawShape(family: Family, code: string, drawAt?: number): string {
  const d = code.split(',').map(Number);
  if (d.length === 0 || d.some((x) => !Number.isInteger(x))) return '';
  return drawListShape(family, d, family === 'lhc' && drawAt !== undefined ? markSixYearAt(drawAt) : undefined);
}

export type { SlipLine };
