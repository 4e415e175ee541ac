/**
 * Everything the lottery features ask of the engine, in one place. All of it goes
 * through the worker (engineClient); the few helpers the worker API does not offer yet
 * are marked "worker gap" and kept here so they can move behind the worker in one edit.
 */
import { engineClient, type BuiltOrder, type Family, type OrderRequest, type ParsedInput, type PlayInfo, type Selection, type SlipLine } from '../../../engine-worker/client';

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
  void engineClient().release(handle).catch(() => undefined);
}

export function buildOrder(request: OrderRequest, slip: SlipLine[]): Promise<BuiltOrder> {
  return engineClient().buildOrder(request, slip);
}

/**
 * Bets of kept single entries with the chosen positions of an any-position play:
 * entries × C(chosen positions, positions the play needs). Worker gap: the worker
 * counts kept entries only without positions (`countKept(handle, positions)` wanted).
 */
export function countWithPositions(entries: number, chosen: number, needed: number): number {
  if (needed <= 0) return entries;
  if (chosen < needed) return 0;
  let c = 1;
  for (let i = 0; i < needed; i++) c = (c * (chosen - i)) / (i + 1);
  return entries * Math.round(c);
}

// ------------------------------------------------------------ Mark Six tables (worker gap)

const red = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const blue = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

/** The wave colour of a Mark Six number (worker gap: `markSixTables()`). */
export function waveOf(n: number): 'red' | 'blue' | 'green' {
  return red.includes(n) ? 'red' : blue.includes(n) ? 'blue' : 'green';
}

export const zodiacNames = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;

/** The year's zodiac (from 2020 鼠), by Gregorian year (worker gap: the engine's markSixYear follows its setting). */
export function yearZodiac(year: number): number {
  return (((year - 2020) % 12) + 12) % 12;
}

/** Numbers 01-49 of a zodiac in a year: 01 is the year's own zodiac, counting backwards. */
export function numbersOfZodiac(zodiac: number, year: number): string[] {
  const own = yearZodiac(year);
  const out: string[] = [];
  for (let n = 1; n <= 49; n++) if ((((own - (n - 1)) % 12) + 12) % 12 === zodiac) out.push(String(n).padStart(2, '0'));
  return out;
}

// ------------------------------------------------------------ draw shapes (worker gap: `drawShapes(family, codes)`)

function groupShape(d: number[]): string {
  const counts = [...new Map(d.map((x) => [x, d.filter((y) => y === x).length])).values()].sort((a, b) => b - a).join('');
  const five: Record<string, string> = { '11111': '组120', '2111': '组60', '221': '组30', '311': '组20', '32': '组10', '41': '组5', '5': '豹子' };
  const three: Record<string, string> = { '111': '组六', '21': '组三', '3': '豹子' };
  return (d.length === 5 ? five : three)[counts] ?? '';
}

/** The shape column of the recent draws list: group shape, size/parity of the sum, dragon-tiger. */
export function drawShape(family: Family, code: string): string {
  const d = code.split(',').map(Number);
  if (d.some((x) => !Number.isFinite(x))) return '';
  const sum = d.reduce((a, b) => a + b, 0);
  if (family === 'ssc') {
    const dt = d[0]! > d[4]! ? '龙' : d[0]! < d[4]! ? '虎' : '和';
    return `${groupShape(d.slice(2))} ${sum >= 23 ? '大' : '小'}${sum % 2 ? '单' : '双'} ${dt}`;
  }
  if (family === '3d') return `${groupShape(d)} ${sum >= 14 ? '大' : '小'}${sum % 2 ? '单' : '双'}`;
  if (family === 'k3') return `${sum} ${sum >= 11 ? '大' : '小'}${sum % 2 ? '单' : '双'}`;
  if (family === 'pk10') return `冠亚和 ${d[0]! + d[1]!} ${d[0]! > d[9]! ? '龙' : '虎'}`;
  if (family === 'lhc') return `特 ${String(d[6] ?? '').padStart(2, '0')} ${zodiacNames[(yearZodiac(new Date().getFullYear()) - ((d[6] ?? 1) - 1) + 1200) % 12]}`;
  return `和 ${sum}`;
}

export type { SlipLine };
