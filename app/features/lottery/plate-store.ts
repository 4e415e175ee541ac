/**
 * The play chosen and what is on its plate: picks, typed entries, chips, money mode, multiple and
 * odds. Parsed entries stay in the worker behind a handle; the plate owns its handle until the slip
 * takes it (`handOverInput`).
 */
import Decimal from 'decimal.js';
import { proxy, ref } from 'valtio';
import { bonusOf, parlayBonus, prizeRangeOf, stakeOf, type ParseResult, type PlayInfo, type Selection } from '../../../engine-worker/client';
import { clampMultiple } from '../../../contract/bet-limits';
import type { OddsChoice, PlayOdds } from '../../../contract/lottery';
import { catalogState } from './catalog-store';
import { countBets, countKept, parseInput, releaseEntries } from './engine-adapter';
import { getOdds } from './odds-cache';
import { refreshTrend } from './issue-store';
import { MAX_MULTIPLE, moneyModes } from './lottery-constants';
import { reportError } from './lottery-notice';
import { optionBonus } from './option-odds';
import { prefsState, readOftenPlays, rememberOftenPlays, savePrefs, type OftenPlay } from './preferences';
import { applyQuickFilter, separateBankAndDrag, togglePick, type QuickFilter } from './quick-filters';

export interface InputState {
  handle: number | null;
  summary: ParseResult | null;
  preview: string[];
  parsing: boolean;
  /** 'typed' entries are in the textarea; 'bulk' ones (paste, file) only in the worker. */
  source: 'typed' | 'bulk' | null;
  fileName: string;
}

const emptyInput = (): InputState => ({ handle: null, summary: null, preview: [], parsing: false, source: null, fileName: '' });

export function playKey(play: Pick<PlayInfo, 'family' | 'id'>): string {
  return `${play.family}:${play.id}`;
}

export const plateState = proxy({
  plays: ref([] as PlayInfo[]),
  tab: '',
  unlimited: prefsState.unlimited,
  playId: '',
  rows: [] as string[][],
  positions: [] as number[],
  input: emptyInput(),
  /** Chip plates (Mark Six): `${row}:${value}` → stake in yuan. */
  chips: {} as Record<string, number>,
  chipStake: 10,
  betCount: 0,
  moneyMode: prefsState.moneyMode,
  multiple: 1,
  oddsType: prefsState.oddsType,
  point: '',
  odds: ref({} as Record<string, PlayOdds>),
  oftenPlays: [] as OftenPlay[],
  get play(): PlayInfo | undefined {
    return this.plays.find((p) => p.id === this.playId);
  },
  get hasUnlimited(): boolean {
    return this.plays.some((p) => p.unlimited);
  },
  /** The tabs of the current mode (normal, or unlimited for ssc). */
  get visibleTabs(): string[] {
    const tabs: string[] = [];
    const unlimited = catalogState.family === 'ssc' && this.unlimited;
    for (const p of this.plays) if (Boolean(p.unlimited) === unlimited && !tabs.includes(p.tab)) tabs.push(p.tab);
    return tabs;
  },
  get oddsChoices(): OddsChoice[] {
    const odds = this.odds[this.playId];
    return odds ? odds.choices.filter((c) => c.type === this.oddsType) : [];
  },
  get chosenOdds(): OddsChoice | undefined {
    const choices = this.oddsChoices;
    return choices.find((c) => c.point === this.point) ?? choices[0];
  },
  /** The bonus of one bet on the plate. */
  get bonus(): string {
    const choice = this.chosenOdds;
    const play = this.play;
    return choice && play ? lineBonus(play, this.rows, choice, this.odds[play.id]) : '0';
  },
  /** Each ticket class's odds ('含本命肖 8.07，不含本命肖 9.55') where the play's tickets differ in odds, else undefined. */
  get classOdds(): string | undefined {
    const choice = this.chosenOdds;
    const play = this.play;
    return choice && play ? classOddsText(this.odds[play.id], choice) : undefined;
  },
  /** The bonuses one bet on the plate can win (its prize levels, or the options picked). */
  get bonuses(): string[] {
    const choice = this.chosenOdds;
    const play = this.play;
    return choice && play ? lineBonuses(play, this.rows, choice, this.odds[play.id]) : [];
  },
  /** The live line: the amount of what is on the plate. */
  get amount(): string {
    if (this.play?.plate.kind === 'chip')
      return Object.values(this.chips)
        .reduce((s, v) => s.plus(v || 0), new Decimal(0))
        .times(this.multiple)
        .toFixed();
    return stakeOf(this.betCount, this.moneyMode, this.multiple);
  },
});

let countSeq = 0;

/**
 * The highest bonus of one bet of a line: the chosen odds; where the play's options differ
 * in odds (k3 和值, Mark Six 生肖 …) the best of the options picked; for a parlay (过关) its
 * legs' bonuses multiplied.
 */
export function lineBonus(
  play: PlayInfo,
  rows: readonly (readonly string[])[],
  choice: OddsChoice,
  odds: PlayOdds | undefined = plateState.odds[play.id],
): string {
  const picked = rows.flat();
  const options = odds?.options;
  if (!odds || !options) return choice.odds;
  if (play.countRule === 'parlay') return parlayBonus(picked.map((option) => (options[option] ? optionBonus(options[option], choice, odds) : '0')));
  if (picked.length === 0 || !picked.every((option) => options[option])) return choice.odds;
  return picked
    .map((option) => new Decimal(optionBonus(options[option]!, choice, odds)))
    .reduce((a, b) => Decimal.max(a, b))
    .toFixed();
}

/**
 * Every bonus one bet of a line can win, for its prize range: the picked options' own bonuses
 * where options differ in odds, else each prize level's at the chosen type and point (a parlay
 * has one: its legs multiplied).
 */
export function lineBonuses(
  play: PlayInfo,
  rows: readonly (readonly string[])[],
  choice: OddsChoice,
  odds: PlayOdds | undefined = plateState.odds[play.id],
): string[] {
  if (!odds || play.countRule === 'parlay') return [lineBonus(play, rows, choice, odds)];
  const picked = rows.flat();
  const options = odds.options;
  if (options && picked.length > 0 && picked.every((option) => options[option])) return picked.map((option) => optionBonus(options[option]!, choice, odds));
  if (odds.classes?.length) return classOdds(odds, choice).map((c) => c.bonus);
  if (odds.levels.length <= 1) return [choice.odds];
  return odds.levels.map((level) =>
    choice.type === 'A'
      ? bonusOf(level.probability, level.winnable, odds.returnA, choice.point)
      : bonusOf(level.probability, level.winnable, odds.returnB, '0'),
  );
}

/**
 * Plays whose tickets differ in odds while no option alone is one bet (连肖, 尾连, 组选 forms):
 * each ticket class's label and bonus at the chosen type and point, as settlement pays them.
 */
export function classOdds(odds: PlayOdds | undefined, choice: OddsChoice): Array<{ label: string; bonus: string }> {
  return (odds?.classes ?? []).map((c) => ({ label: c.label, bonus: optionBonus(c, choice, odds!) }));
}

/** The classes' odds as one line ('含本命肖 8.07，不含本命肖 9.55'), or undefined for a play without classes. */
export function classOddsText(odds: PlayOdds | undefined, choice: OddsChoice): string | undefined {
  const classes = classOdds(odds, choice);
  return classes.length > 0 ? classes.map((c) => `${c.label} ${c.bonus}`).join('，') : undefined;
}

/** A slip line's prizes from its bonuses: the highest one winning bet pays, and the lowest (the prize range). */
export function prizesOf(bonuses: readonly string[], mode: string, multiple: number): { prize: string; lowestPrize: string } {
  const range = prizeRangeOf(bonuses, mode, multiple);
  return { prize: range.highest, lowestPrize: range.lowest };
}

/** The odds shown next to a plate option where options differ in odds, else undefined. */
export function shownOptionBonus(
  option: string,
  state: { odds: Record<string, PlayOdds>; playId: string; chosenOdds: OddsChoice | undefined } = plateState,
): string | undefined {
  const odds = state.odds[state.playId];
  const entry = odds?.options?.[option];
  const choice = state.chosenOdds;
  return odds && entry && choice ? optionBonus(entry, choice, odds) : undefined;
}

export const moneyModeLabel = (value: string) => moneyModes.find((m) => m.value === value)?.label ?? value;

// ------------------------------------------------------------------ money and odds

export function setMoneyMode(value: string) {
  plateState.moneyMode = value;
  savePrefs({ moneyMode: value });
}
export function setMultiple(value: number) {
  plateState.multiple = clampMultiple(value);
}
export function setOddsType(type: 'A' | 'B') {
  plateState.oddsType = type;
  plateState.point = plateState.oddsChoices[0]?.point ?? '';
  savePrefs({ oddsType: type });
}
export function setPoint(point: string) {
  plateState.point = point;
}

function keepPointInChoices() {
  if (!plateState.oddsChoices.some((c) => c.point === plateState.point)) plateState.point = plateState.oddsChoices[0]?.point ?? '';
}

export async function loadOdds(): Promise<void> {
  const code = catalogState.lottery;
  try {
    const result = await getOdds(code);
    if (catalogState.lottery !== code) return;
    plateState.odds = ref(result[code] ?? {});
    keepPointInChoices();
  } catch {
    // odds errors are ignored silently; the add button says why it is disabled
  }
}

// ------------------------------------------------------------------ plays

/** A new lottery: its odds are unknown and its often-used plays are read back. */
export function resetPlays(code: string): void {
  plateState.odds = ref({} as Record<string, PlayOdds>);
  plateState.oftenPlays = readOftenPlays(code);
}

export function setPlays(plays: PlayInfo[]): void {
  plateState.plays = ref(plays);
  if (!plateState.hasUnlimited) plateState.unlimited = false;
}

export function setUnlimited(on: boolean) {
  plateState.unlimited = on && catalogState.family === 'ssc';
  savePrefs({ unlimited: plateState.unlimited });
  selectTab(plateState.visibleTabs[0] ?? '');
}

/** Choosing a tab restores its last play type. */
export function selectTab(tab: string) {
  plateState.tab = tab;
  const lottery = catalogState.lottery;
  const inTab = plateState.plays.filter((p) => p.tab === tab && Boolean(p.unlimited) === (catalogState.family === 'ssc' && plateState.unlimited));
  const last = prefsState.lastPlay[`${lottery}:${tab}`];
  const play = inTab.find((p) => p.id === last) ?? inTab[0];
  savePrefs({ lastTab: { ...prefsState.lastTab, [lottery]: tab } });
  if (play) selectPlay(play.id);
}

/** Selecting a play type resets the plate and loads its hit and skip frequencies. */
export function selectPlay(id: string) {
  const play = plateState.plays.find((p) => p.id === id);
  if (!play) return;
  if (play.tab !== plateState.tab) plateState.tab = play.tab;
  plateState.playId = id;
  savePrefs({ lastPlay: { ...prefsState.lastPlay, [`${catalogState.lottery}:${play.tab}`]: id } });
  resetPlate();
  keepPointInChoices();
  void refreshTrend(id);
}

/** The plays just bet on (in `lottery`) move to the front of the often-used ones. */
export function rememberPlays(lottery: string, plays: OftenPlay[]) {
  plateState.oftenPlays = rememberOftenPlays(lottery, plays);
}

export function oftenPlaySelect(play: OftenPlay) {
  const found = plateState.plays.find((p) => p.id === play.method);
  if (!found) return;
  if (Boolean(found.unlimited) !== plateState.unlimited) plateState.unlimited = Boolean(found.unlimited);
  selectPlay(found.id);
}

// ------------------------------------------------------------------ plate

export function resetPlate() {
  const play = plateState.play;
  plateState.rows = play ? play.plate.rows.map(() => []) : [];
  plateState.positions = play?.plate.positionPicker ? [...play.plate.positionPicker.defaults] : [];
  if (plateState.input.handle !== null) releaseEntries(plateState.input.handle);
  plateState.input = emptyInput();
  plateState.chips = {};
  plateState.betCount = 0;
  countSeq++;
}

/** The slip took the typed entries' handle: forget it without releasing. */
export function handOverInput() {
  plateState.input = emptyInput();
}

export function togglePlateValue(row: number, value: string) {
  const play = plateState.play;
  const plateRow = play?.plate.rows[row];
  if (!play || !plateRow) return;
  plateState.rows[row] = togglePick(plateState.rows[row] ?? [], value, plateRow.options, plateRow.maxPicks);
  if (play.plate.bankDrag) plateState.rows = separateBankAndDrag(plateState.rows, row);
  void recount();
}

export function applyFilter(row: number, filter: QuickFilter) {
  const play = plateState.play;
  const plateRow = play?.plate.rows[row];
  if (!play || !plateRow) return;
  let picked = applyQuickFilter(plateRow, filter);
  // a filter on the 拖码 row fills around the 胆码 rather than taking them away
  if (play.plate.bankDrag) picked = picked.filter((value) => !(plateState.rows[1 - row] ?? []).includes(value));
  if (plateRow.maxPicks !== undefined) picked = picked.slice(0, plateRow.maxPicks);
  plateState.rows[row] = picked;
  void recount();
}

export function togglePosition(index: number) {
  const has = plateState.positions.includes(index);
  plateState.positions = has ? plateState.positions.filter((p) => p !== index) : [...plateState.positions, index].sort((a, b) => a - b);
  void recount();
}

/** Random pick (机选): one value per row (distinct across rows where the play needs it), retried until the engine counts a bet. */
export async function randomPick(): Promise<void> {
  const play = plateState.play;
  if (!play || play.plate.kind === 'input') return;
  const distinct = play.plate.rows.length > 1 && play.plate.rows.every((row) => row.options.every((o) => /^\d{2}$/.test(o)));
  for (let attempt = 0; attempt < 20; attempt++) {
    const used = new Set<string>();
    plateState.rows = play.plate.rows.map((row) => {
      const need = Math.min(row.options.length, Math.max(1, row.maxPicks ?? 1));
      const shuffled = row.options.filter((o) => !distinct || !used.has(o)).sort(() => Math.random() - 0.5);
      const picked = shuffled.slice(0, need);
      for (const v of picked) used.add(v);
      return picked.sort((a, b) => row.options.indexOf(a) - row.options.indexOf(b));
    });
    await recount();
    if (plateState.betCount > 0 || plateState.playId !== play.id) return;
  }
}

/** Bet count of the plate, by the worker. */
export async function recount(): Promise<void> {
  const play = plateState.play;
  const seq = ++countSeq;
  if (!play) return;
  if (play.plate.kind === 'input') {
    const { handle, summary } = plateState.input;
    if (handle === null || !summary || summary.count === 0 || summary.invalidCount > 0 || summary.error) {
      plateState.betCount = 0;
      return;
    }
    try {
      const count = await countKept(handle, play.plate.positionPicker ? [...plateState.positions] : undefined);
      if (seq === countSeq) plateState.betCount = count;
    } catch {
      if (seq === countSeq) plateState.betCount = 0;
    }
    return;
  }
  if (play.plate.kind === 'chip') {
    plateState.betCount = Object.keys(plateState.chips).length;
    return;
  }
  const selection: Selection = { rows: plateState.rows.map((r) => [...r]), ...(play.plate.positionPicker ? { positions: [...plateState.positions] } : {}) };
  try {
    const count = await countBets(playKey(play), selection);
    if (seq === countSeq) plateState.betCount = count;
  } catch {
    if (seq === countSeq) plateState.betCount = 0;
  }
}

/** Typed, pasted or uploaded entries: parsed, de-duplicated and counted in the worker. */
export async function parseEntries(input: string | Blob, source: 'typed' | 'bulk', fileName = ''): Promise<void> {
  const play = plateState.play;
  if (!play) return;
  const previous = plateState.input.handle;
  plateState.input.parsing = true;
  const seq = ++countSeq;
  try {
    const parsed = await parseInput(playKey(play), input);
    if (seq !== countSeq) {
      releaseEntries(parsed.handle);
      return;
    }
    if (previous !== null) releaseEntries(previous);
    plateState.input = { handle: parsed.handle, summary: parsed.summary, preview: parsed.preview, parsing: false, source, fileName };
    void recount();
  } catch (error) {
    if (seq === countSeq) {
      plateState.input.parsing = false;
      reportError(error);
    }
  }
}

export function clearEntries() {
  const handle = plateState.input.handle;
  if (handle !== null) releaseEntries(handle);
  plateState.input = emptyInput();
  plateState.betCount = 0;
  countSeq++;
}

export function setChip(row: number, value: string, stake: number | null) {
  const key = `${row}:${value}`;
  if (stake === null || stake <= 0) delete plateState.chips[key];
  else plateState.chips[key] = Math.min(MAX_MULTIPLE, Math.floor(stake));
  void recount();
}
export function setChipStake(stake: number) {
  plateState.chipStake = Math.max(1, Math.floor(stake) || 1);
}
