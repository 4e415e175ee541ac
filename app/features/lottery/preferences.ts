/**
 * Preferences kept in localStorage: the chosen lottery, money mode, odds
 * type, last play per tab, the missing/hot/print/race toggles, often-used plays
 * ('{lottery}-often', about 6) and the recommendation flag ('ZH' per lottery).
 */
import { proxy } from 'valtio';
import { OFTEN_PLAYS_MAX } from './lottery-constants';

const PREFS_KEY = 'lottery-prefs';

export interface LotteryPrefs {
  lottery: string;
  moneyMode: string;
  oddsType: 'A' | 'B';
  /** `${lottery}:${tab}` → play id (each tab restores its last play). */
  lastPlay: Record<string, string>;
  /** lottery → last main tab. */
  lastTab: Record<string, string>;
  unlimited: boolean;
  showMissing: boolean;
  showHot: boolean;
  printOrder: boolean;
  raceAnimation: boolean;
  instantContinuous: number;
}

export const defaultPrefs: LotteryPrefs = {
  lottery: '',
  moneyMode: '2',
  oddsType: 'A',
  lastPlay: {},
  lastTab: {},
  unlimited: false,
  showMissing: false,
  showHot: false,
  printOrder: false,
  raceAnimation: true,
  instantContinuous: 5,
};

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readPrefs(): LotteryPrefs {
  try {
    const raw = storage()?.getItem(PREFS_KEY);
    return raw ? { ...defaultPrefs, ...(JSON.parse(raw) as Partial<LotteryPrefs>) } : { ...defaultPrefs };
  } catch {
    return { ...defaultPrefs };
  }
}

export function writePrefs(prefs: LotteryPrefs): void {
  try {
    storage()?.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // storage full or disabled: preferences are a convenience only
  }
}

/** The preferences as the screen sees them; change them through `savePrefs` so they are kept. */
export const prefsState = proxy<LotteryPrefs>(readPrefs());

export function savePrefs(patch: Partial<LotteryPrefs>): void {
  Object.assign(prefsState, patch);
  writePrefs({ ...prefsState, lastPlay: { ...prefsState.lastPlay }, lastTab: { ...prefsState.lastTab } });
}

export function toggleFlag(flag: 'showMissing' | 'showHot' | 'printOrder' | 'raceAnimation'): void {
  savePrefs({ [flag]: !prefsState[flag] });
}

export interface OftenPlay {
  cn: string;
  code: string;
  type: string;
  tab: string;
  subTabConfig: string;
  method: string;
}

const oftenKey = (lottery: string) => `${lottery}-often`;

export function readOftenPlays(lottery: string): OftenPlay[] {
  try {
    const raw = storage()?.getItem(oftenKey(lottery));
    const list = raw ? (JSON.parse(raw) as OftenPlay[]) : [];
    return Array.isArray(list) ? list.slice(0, OFTEN_PLAYS_MAX) : [];
  } catch {
    return [];
  }
}

/** Moves the plays just bet on to the front, keeping about six. */
export function rememberOftenPlays(lottery: string, plays: OftenPlay[]): OftenPlay[] {
  const seen = new Set<string>();
  const merged = [...plays, ...readOftenPlays(lottery)].filter((p) => (seen.has(p.method) ? false : (seen.add(p.method), true))).slice(0, OFTEN_PLAYS_MAX);
  try {
    storage()?.setItem(oftenKey(lottery), JSON.stringify(merged));
  } catch {
    // ignore
  }
  return merged;
}

/** The recommendation popup shows once per lottery (flag 'ZH'), then every `rate` seconds. */
export function recommendationSeen(lottery: string): boolean {
  return storage()?.getItem(`ZH-${lottery}`) === '1';
}
export function markRecommendationSeen(lottery: string): void {
  try {
    storage()?.setItem(`ZH-${lottery}`, '1');
  } catch {
    // ignore
  }
}
