/**
 * The lottery screen's state (valtio) and its verbs.
 * Big things never live here: parsed single entries stay in the worker behind a handle,
 * and the slip is an immutable array held by `ref` so a 10,000-line slip is not proxied.
 */
import Decimal from 'decimal.js';
import { proxy, ref } from 'valtio';
import { paidPrizeOf, parlayBonus, stakeOf, type Family, type ParseResult, type PlayInfo, type Selection } from '../../../engine-worker/client';
import { clampMultiple } from '../../../contract/bet-limits';
import type { BetRecord, InstantResult, IssueInfo, LotteryCategory, LotteryListItem, OddsChoice, PlayOdds, TrendResult } from '../../../contract/lottery';
import { BET_TYPES } from '../../../contract/lottery';
import { errorCodes } from '../../../contract/primitives';
import { idleLoad, trackLoad } from '../../lib/load-state';
import { refreshBalance } from '../../stores/balance-store';
import { addOrder } from './api/add-order';
import { addOrderNow } from './api/add-order-now';
import { cancelOrder } from './api/cancel-order';
import { getIssue } from './api/get-issue';
import { getLotteryList } from './api/get-lottery-list';
import { getOdds } from './api/get-odds';
import { getRecentOrders } from './api/get-recent-orders';
import { getTrend } from './api/get-trend';
import { LotteryApiError } from './api/lottery-request';
import { buildChase, tracePayload, withPiece, type ChaseRow } from './chase-plan';
import { optionBonus } from './option-odds';
import { buildOrder, countBets, countKept, parseInput, playsOf, releaseEntries, type SlipLine } from './engine-adapter';
import { upcomingIssues } from './issue-numbers';
import {
  chaseDefaults,
  DEFAULT_LOTTERY,
  INSTANT_RESULT_DELAY_MS,
  MAX_MULTIPLE,
  moneyModes,
  NO_REBET_LOTTERIES,
  RECORD_RETRY_MS,
  REFETCH_DELAY_MS,
  SOCKET_REFRESH_MS,
  TREND_SIZE,
  type ChaseType,
} from './lottery-constants';
import { readOftenPlays, readPrefs, rememberOftenPlays, writePrefs, type LotteryPrefs, type OftenPlay } from './preferences';
import { applyQuickFilter, separateBankAndDrag, togglePick, type QuickFilter } from './quick-filters';

/** One line of the bet slip. */
export interface SlipEntry {
  id: number;
  key: string;
  playId: string;
  playName: string;
  /** What is shown in the slip (the code or a preview of single entries). */
  content: string;
  count: number;
  price: string;
  piece: number;
  odds: string;
  point: string;
  amount: string;
  /** Prize of one winning bet of this line. */
  prize: string;
  selection?: Selection;
  handle?: number;
  positions?: number[];
}

export interface InputState {
  handle: number | null;
  summary: ParseResult | null;
  preview: string[];
  parsing: boolean;
  /** 'typed' entries are in the textarea; 'bulk' ones (paste, file) only in the worker. */
  source: 'typed' | 'bulk' | null;
  fileName: string;
}

export interface InstantRound {
  code: string;
  bonus: string;
  issue: string;
}

const ISSUE_CLOSED_CODE = errorCodes.issueClosed.code;
const INSUFFICIENT_CODE = errorCodes.insufficient.code;
const LOTTERY_PAUSED_CODE = errorCodes.lotteryPaused.code;

const emptyInput = (): InputState => ({ handle: null, summary: null, preview: [], parsing: false, source: null, fileName: '' });

const prefs = readPrefs();

export const lotteryState = proxy({
  categories: ref([] as LotteryCategory[]),
  /** The lists the screen shows load with a status: a failure is shown with 重试, never as an empty list. */
  listLoad: idleLoad(),
  lottery: '',
  family: null as Family | null,
  plays: ref([] as PlayInfo[]),
  tab: '',
  unlimited: prefs.unlimited,
  playId: '',
  rows: [] as string[][],
  positions: [] as number[],
  input: emptyInput(),
  /** Chip plates (Mark Six): `${row}:${value}` → stake in yuan. */
  chips: {} as Record<string, number>,
  chipStake: 10,
  betCount: 0,
  moneyMode: prefs.moneyMode,
  multiple: 1,
  oddsType: prefs.oddsType,
  point: '',
  odds: ref({} as Record<string, PlayOdds>),
  slip: ref([] as SlipEntry[]),
  chase: {
    open: false,
    type: chaseDefaults.type as ChaseType,
    start: chaseDefaults.start,
    count: chaseDefaults.count,
    gap: chaseDefaults.gap,
    multiple: chaseDefaults.multiple,
    minRate: chaseDefaults.minRate,
    winStop: chaseDefaults.winStop,
    rows: ref([] as ChaseRow[]),
    error: '',
  },
  submitting: false,
  issue: null as IssueInfo | null,
  /** Bumped to restart the countdown. */
  issueVersion: 0,
  /** When the issue was fetched (its `second` counts from then). */
  issueFetchedAt: 0,
  trend: null as TrendResult | null,
  trendLoad: idleLoad(),
  records: ref([] as BetRecord[]),
  recordsLoad: idleLoad(),
  oftenPlays: [] as OftenPlay[],
  prefs: prefs as LotteryPrefs,
  message: '',
  lastOrder: null as null | { orderIds: string[]; traceIds: string[]; totalMoney: string; lines: Array<{ playName: string; content: string; count: number; amount: string }>; issue: string; lotteryName: string; time: string },
  instant: { open: false, rounds: [] as InstantRound[], running: false, continuous: prefs.instantContinuous },
  balance: '' as string,
  /** pk10: the race frame is running (cleared by its raceFinished message). */
  racing: false,
});

let slipSeq = 1;
let countSeq = 0;

// ------------------------------------------------------------------ derived

export function currentPlay(state = lotteryState): PlayInfo | undefined {
  return state.plays.find((p) => p.id === state.playId);
}
export function playKey(play: Pick<PlayInfo, 'family' | 'id'>): string {
  return `${play.family}:${play.id}`;
}
export function lotteryItems(state = lotteryState): LotteryListItem[] {
  return state.categories.flatMap((c) => c.list);
}
export function currentLotteryItem(state = lotteryState): LotteryListItem | undefined {
  return lotteryItems(state).find((l) => l.en === state.lottery);
}
export function isInstant(state = lotteryState): boolean {
  return currentLotteryItem(state)?.durationTime === 0;
}
/** The tabs of the current mode (normal, or unlimited for ssc). */
export function visibleTabs(state = lotteryState): string[] {
  const tabs: string[] = [];
  for (const p of state.plays) if (Boolean(p.unlimited) === (state.family === 'ssc' && state.unlimited) && !tabs.includes(p.tab)) tabs.push(p.tab);
  return tabs;
}
export function hasUnlimited(state = lotteryState): boolean {
  return state.plays.some((p) => p.unlimited);
}
export function oddsChoices(state = lotteryState): OddsChoice[] {
  const odds = state.odds[state.playId];
  return odds ? odds.choices.filter((c) => c.type === state.oddsType) : [];
}
export function chosenOdds(state = lotteryState): OddsChoice | undefined {
  const choices = oddsChoices(state);
  return choices.find((c) => c.point === state.point) ?? choices[0];
}
/**
 * The highest bonus of one bet of a line: the chosen odds; where the play's options differ
 * in odds (k3 和值, Mark Six 生肖 …) the best of the options picked; for a parlay (过关) its
 * legs' bonuses multiplied.
 */
export function lineBonus(play: PlayInfo, rows: readonly (readonly string[])[], choice: OddsChoice, odds: PlayOdds | undefined = lotteryState.odds[play.id]): string {
  const picked = rows.flat();
  const options = odds?.options;
  if (!odds || !options) return choice.odds;
  if (play.countRule === 'parlay') return parlayBonus(picked.map((option) => (options[option] ? optionBonus(options[option], choice, odds) : '0')));
  if (picked.length === 0 || !picked.every((option) => options[option])) return choice.odds;
  return picked.map((option) => new Decimal(optionBonus(options[option]!, choice, odds))).reduce((a, b) => Decimal.max(a, b)).toFixed();
}
/** The odds shown next to a plate option where options differ in odds, else undefined. */
export function shownOptionBonus(option: string, state = lotteryState): string | undefined {
  const odds = state.odds[state.playId];
  const entry = odds?.options?.[option];
  const choice = chosenOdds(state);
  return odds && entry && choice ? optionBonus(entry, choice, odds) : undefined;
}
/** The bonus of one bet on the plate. */
export function plateBonus(state = lotteryState): string {
  const choice = chosenOdds(state);
  const play = currentPlay(state);
  return choice && play ? lineBonus(play, state.rows, choice, state.odds[play.id]) : '0';
}
/** Seconds left to the sales deadline of the current issue, now. */
export function secondsLeft(state = lotteryState): number {
  const issue = state.issue;
  if (!issue) return -1;
  if (issue.second < 0) return issue.second;
  return issue.second - (Date.now() - state.issueFetchedAt) / 1000;
}
/** The live line: bets, multiple and amount of what is on the plate. */
export function plateAmount(state = lotteryState): string {
  const play = currentPlay(state);
  if (play?.plate.kind === 'chip') return Object.values(state.chips).reduce((s, v) => s.plus(v || 0), new Decimal(0)).times(state.multiple).toFixed();
  return stakeOf(state.betCount, state.moneyMode, state.multiple);
}
export function slipTotals(slip: readonly SlipEntry[]) {
  let count = 0;
  let amount = new Decimal(0);
  for (const line of slip) {
    count += line.count;
    amount = amount.plus(line.amount);
  }
  return { count, amount: amount.toFixed() };
}

// ------------------------------------------------------------------ preferences

function savePrefs(patch: Partial<LotteryPrefs>) {
  Object.assign(lotteryState.prefs, patch);
  writePrefs({ ...lotteryState.prefs, lastPlay: { ...lotteryState.prefs.lastPlay }, lastTab: { ...lotteryState.prefs.lastTab } });
}

export function setMoneyMode(value: string) {
  lotteryState.moneyMode = value;
  savePrefs({ moneyMode: value });
}
export function setMultiple(value: number) {
  lotteryState.multiple = clampMultiple(value);
}
export function setOddsType(type: 'A' | 'B') {
  lotteryState.oddsType = type;
  lotteryState.point = oddsChoices()[0]?.point ?? '';
  savePrefs({ oddsType: type });
}
export function setPoint(point: string) {
  lotteryState.point = point;
}
export function toggleFlag(flag: 'showMissing' | 'showHot' | 'printOrder' | 'raceAnimation') {
  savePrefs({ [flag]: !lotteryState.prefs[flag] });
}

// ------------------------------------------------------------------ loading

function report(error: unknown) {
  lotteryState.message = error instanceof Error ? error.message : '请求失败';
}

export async function loadLotteryList(): Promise<void> {
  await trackLoad(lotteryState.listLoad, getLotteryList, (categories) => {
    lotteryState.categories = ref(categories);
  });
}

export async function initLottery(code?: string): Promise<void> {
  if (lotteryState.categories.length === 0) await loadLotteryList();
  const items = lotteryItems();
  const wanted = (code || lotteryState.prefs.lottery || DEFAULT_LOTTERY).toUpperCase();
  const item = items.find((l) => l.en === wanted) ?? items.find((l) => l.en === DEFAULT_LOTTERY) ?? items[0];
  if (item && item.en !== lotteryState.lottery) await selectLottery(item.en);
}

/** Changing lottery clears slip, traces, odds and open codes, reloads trends, tabs and records and remembers the choice. */
export async function selectLottery(code: string): Promise<void> {
  const item = lotteryItems().find((l) => l.en === code);
  if (!item) return;
  clearSlip();
  closeChase();
  lotteryState.lottery = code;
  lotteryState.family = item.family;
  lotteryState.odds = ref({} as Record<string, PlayOdds>);
  lotteryState.issue = null;
  lotteryState.trend = null;
  lotteryState.trendLoad = idleLoad();
  lotteryState.records = ref([]);
  lotteryState.recordsLoad = idleLoad();
  lotteryState.oftenPlays = readOftenPlays(code);
  lotteryState.message = '';
  savePrefs({ lottery: code });
  const plays = await playsOf(item.family);
  if (lotteryState.lottery !== code) return;
  lotteryState.plays = ref(plays);
  if (!hasUnlimited()) lotteryState.unlimited = false;
  const tabs = visibleTabs();
  const tab = lotteryState.prefs.lastTab[code];
  selectTab(tab && tabs.includes(tab) ? tab : (tabs[0] ?? ''));
  void refreshIssue();
  void loadOdds();
  void refreshRecords();
}

export async function loadOdds(): Promise<void> {
  const code = lotteryState.lottery;
  try {
    const result = await getOdds(code);
    if (lotteryState.lottery !== code) return;
    lotteryState.odds = ref(result[code] ?? {});
    if (!oddsChoices().some((c) => c.point === lotteryState.point)) lotteryState.point = oddsChoices()[0]?.point ?? '';
  } catch {
    // odds errors are ignored silently; the add button says why it is disabled
  }
}

let refetchTimer: ReturnType<typeof setTimeout> | undefined;

/** Issue query; -2 paused, -1 with state 1 waiting, other values ≤ -1 refetch after 1.5 s. */
export async function refreshIssue(): Promise<void> {
  const code = lotteryState.lottery;
  clearTimeout(refetchTimer);
  try {
    const issue = await getIssue(code);
    if (lotteryState.lottery !== code) return;
    const rolledOver = lotteryState.issue?.issue !== issue.issue;
    lotteryState.issue = issue;
    lotteryState.issueFetchedAt = Date.now();
    lotteryState.issueVersion++;
    // an open chase list starts at the issue on sale: drop the one whose sales just closed
    if (rolledOver && lotteryState.chase.open) rebuildChase();
    if (issue.second <= -1 && issue.second !== -2 && !(issue.second === -1 && issue.state === 1) && !isInstant()) {
      refetchTimer = setTimeout(() => void refreshIssue(), REFETCH_DELAY_MS);
    }
  } catch {
    // a failed issue query is ignored silently: the screen keeps the last issue
  }
  void refreshTrend();
}

export async function refreshTrend(): Promise<void> {
  const code = lotteryState.lottery;
  await trackLoad(
    lotteryState.trendLoad,
    () => getTrend(code, lotteryState.playId || undefined, TREND_SIZE),
    (trend) => {
      if (lotteryState.lottery === code) lotteryState.trend = trend;
    },
  );
}

/** `retry`: after an order, a failed load is tried once more a moment later (the order may still be settling in). */
export async function refreshRecords(retry = false): Promise<void> {
  const code = lotteryState.lottery;
  const ok = await trackLoad(
    lotteryState.recordsLoad,
    () => getRecentOrders(code, 10),
    (list) => {
      if (lotteryState.lottery === code) lotteryState.records = ref(list);
    },
  );
  if (!ok && retry) setTimeout(() => void refreshRecords(false), RECORD_RETRY_MS);
}

/** The countdown reached the deadline: the next issue is on sale; draws follow. */
export function onDeadline(): void {
  setTimeout(() => void refreshIssue(), REFETCH_DELAY_MS);
}

/** A draw message (socket): trend and issue now, records (and the balance) after 2 s and again 5 s later. */
export function onDrawMessage(message: { lottery: string }, refreshBalance?: () => void): void {
  if (message.lottery.toUpperCase() !== lotteryState.lottery) return;
  void refreshIssue();
  if (lotteryState.family === 'pk10' && lotteryState.prefs.raceAnimation) lotteryState.racing = true;
  for (const delay of SOCKET_REFRESH_MS)
    setTimeout(() => {
      void refreshRecords();
      refreshBalance?.();
    }, delay);
}

/** pk10 race frame's `raceFinished` message. */
export function onRaceFinished(): void {
  lotteryState.racing = false;
}

// ------------------------------------------------------------------ plays and plate

export function setUnlimited(on: boolean) {
  lotteryState.unlimited = on && lotteryState.family === 'ssc';
  savePrefs({ unlimited: lotteryState.unlimited });
  const tabs = visibleTabs();
  selectTab(tabs[0] ?? '');
}

/** Choosing a tab restores its last play type. */
export function selectTab(tab: string) {
  lotteryState.tab = tab;
  const inTab = lotteryState.plays.filter((p) => p.tab === tab && Boolean(p.unlimited) === (lotteryState.family === 'ssc' && lotteryState.unlimited));
  const last = lotteryState.prefs.lastPlay[`${lotteryState.lottery}:${tab}`];
  const play = inTab.find((p) => p.id === last) ?? inTab[0];
  lotteryState.prefs.lastTab[lotteryState.lottery] = tab;
  savePrefs({});
  if (play) selectPlay(play.id);
}

/** Selecting a play type resets the plate and loads its hit and skip frequencies. */
export function selectPlay(id: string) {
  const play = lotteryState.plays.find((p) => p.id === id);
  if (!play) return;
  if (play.tab !== lotteryState.tab) lotteryState.tab = play.tab;
  lotteryState.playId = id;
  lotteryState.prefs.lastPlay[`${lotteryState.lottery}:${play.tab}`] = id;
  savePrefs({});
  resetPlate();
  if (!oddsChoices().some((c) => c.point === lotteryState.point)) lotteryState.point = oddsChoices()[0]?.point ?? '';
  void refreshTrend();
}

export function resetPlate() {
  const play = currentPlay();
  lotteryState.rows = play ? play.plate.rows.map(() => []) : [];
  lotteryState.positions = play?.plate.positionPicker ? [...play.plate.positionPicker.defaults] : [];
  if (lotteryState.input.handle !== null && !slipUsesHandle(lotteryState.input.handle)) releaseEntries(lotteryState.input.handle);
  lotteryState.input = emptyInput();
  lotteryState.chips = {};
  lotteryState.betCount = 0;
  countSeq++;
}

function slipUsesHandle(handle: number) {
  return lotteryState.slip.some((l) => l.handle === handle);
}

export function togglePlateValue(row: number, value: string) {
  const play = currentPlay();
  const plateRow = play?.plate.rows[row];
  if (!play || !plateRow) return;
  lotteryState.rows[row] = togglePick(lotteryState.rows[row] ?? [], value, plateRow.options, plateRow.maxPicks);
  if (play.plate.bankDrag) lotteryState.rows = separateBankAndDrag(lotteryState.rows, row);
  void recount();
}

export function applyFilter(row: number, filter: QuickFilter) {
  const play = currentPlay();
  const plateRow = play?.plate.rows[row];
  if (!play || !plateRow) return;
  let picked = applyQuickFilter(plateRow, filter);
  // a filter on the 拖码 row fills around the 胆码 rather than taking them away
  if (play.plate.bankDrag) picked = picked.filter((value) => !(lotteryState.rows[1 - row] ?? []).includes(value));
  if (plateRow.maxPicks !== undefined) picked = picked.slice(0, plateRow.maxPicks);
  lotteryState.rows[row] = picked;
  void recount();
}

export function togglePosition(index: number) {
  const has = lotteryState.positions.includes(index);
  lotteryState.positions = has ? lotteryState.positions.filter((p) => p !== index) : [...lotteryState.positions, index].sort((a, b) => a - b);
  void recount();
}

/** Random pick (机选): one value per row (distinct across rows where the play needs it), retried until the engine counts a bet. */
export async function randomPick(): Promise<void> {
  const play = currentPlay();
  if (!play || play.plate.kind === 'input') return;
  const distinct = play.plate.rows.length > 1 && play.plate.rows.every((row) => row.options.every((o) => /^\d{2}$/.test(o)));
  for (let attempt = 0; attempt < 20; attempt++) {
    const used = new Set<string>();
    lotteryState.rows = play.plate.rows.map((row) => {
      const need = Math.min(row.options.length, Math.max(1, row.maxPicks ?? 1));
      const shuffled = row.options.filter((o) => !distinct || !used.has(o)).sort(() => Math.random() - 0.5);
      const picked = shuffled.slice(0, need);
      for (const v of picked) used.add(v);
      return picked.sort((a, b) => row.options.indexOf(a) - row.options.indexOf(b));
    });
    await recount();
    if (lotteryState.betCount > 0 || lotteryState.playId !== play.id) return;
  }
}

/** Bet count of the plate, by the worker. */
export async function recount(): Promise<void> {
  const play = currentPlay();
  const seq = ++countSeq;
  if (!play) return;
  if (play.plate.kind === 'input') {
    const { handle, summary } = lotteryState.input;
    if (handle === null || !summary || summary.count === 0 || summary.invalidCount > 0 || summary.error) {
      lotteryState.betCount = 0;
      return;
    }
    try {
      const count = await countKept(handle, play.plate.positionPicker ? [...lotteryState.positions] : undefined);
      if (seq === countSeq) lotteryState.betCount = count;
    } catch {
      if (seq === countSeq) lotteryState.betCount = 0;
    }
    return;
  }
  if (play.plate.kind === 'chip') {
    lotteryState.betCount = Object.keys(lotteryState.chips).length;
    return;
  }
  const selection: Selection = { rows: lotteryState.rows.map((r) => [...r]), ...(play.plate.positionPicker ? { positions: [...lotteryState.positions] } : {}) };
  try {
    const count = await countBets(playKey(play), selection);
    if (seq === countSeq) lotteryState.betCount = count;
  } catch {
    if (seq === countSeq) lotteryState.betCount = 0;
  }
}

/** Typed, pasted or uploaded entries: parsed, de-duplicated and counted in the worker. */
export async function parseEntries(input: string | Blob, source: 'typed' | 'bulk', fileName = ''): Promise<void> {
  const play = currentPlay();
  if (!play) return;
  const previous = lotteryState.input.handle;
  lotteryState.input.parsing = true;
  const seq = ++countSeq;
  try {
    const parsed = await parseInput(playKey(play), input);
    if (seq !== countSeq) {
      releaseEntries(parsed.handle);
      return;
    }
    if (previous !== null && !slipUsesHandle(previous)) releaseEntries(previous);
    lotteryState.input = { handle: parsed.handle, summary: parsed.summary, preview: parsed.preview, parsing: false, source, fileName };
    void recount();
  } catch (error) {
    if (seq === countSeq) {
      lotteryState.input.parsing = false;
      report(error);
    }
  }
}

export function clearEntries() {
  const handle = lotteryState.input.handle;
  if (handle !== null && !slipUsesHandle(handle)) releaseEntries(handle);
  lotteryState.input = emptyInput();
  lotteryState.betCount = 0;
  countSeq++;
}

export function setChip(row: number, value: string, stake: number | null) {
  const key = `${row}:${value}`;
  if (stake === null || stake <= 0) delete lotteryState.chips[key];
  else lotteryState.chips[key] = Math.min(MAX_MULTIPLE, Math.floor(stake));
  void recount();
}
export function setChipStake(stake: number) {
  lotteryState.chipStake = Math.max(1, Math.floor(stake) || 1);
}

// ------------------------------------------------------------------ slip

function contentOf(play: PlayInfo, rows: readonly (readonly string[])[]): string {
  return rows
    .map((values, r) => {
      const label = play.plate.rows[r]?.label;
      return values.length === 0 ? '' : play.plate.rows.length > 1 && label ? `${label}:${values.join(',')}` : values.join(',');
    })
    .filter(Boolean)
    .join(' | ');
}

/** The plate's lines as slip entries (chip plates: one line per item with its own stake). */
export function plateLines(): { lines: SlipEntry[]; error?: string } {
  const play = currentPlay();
  if (!play) return { lines: [], error: '请选择玩法' };
  const choice = chosenOdds();
  if (!choice) return { lines: [], error: '赔率加载中，请稍候' };
  const base = { key: playKey(play), playId: play.id, playName: play.fullName, odds: choice.odds, point: choice.point };
  const positionLabels = play.plate.positionPicker ? lotteryState.positions.map((p) => play.plate.positionPicker!.labels[p]).join(',') : '';
  if (play.plate.kind === 'chip') {
    const lines = Object.entries(lotteryState.chips).map(([key, stake]) => {
      const [rowText, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      const row = Number(rowText);
      const piece = stake * lotteryState.multiple;
      const rows = play.plate.rows.map((_, r) => (r === row ? [value] : []));
      return {
        ...base,
        id: slipSeq++,
        content: contentOf(play, rows),
        count: 1,
        price: '1',
        piece,
        amount: stakeOf(1, '1', piece),
        prize: paidPrizeOf(lineBonus(play, rows, choice), '1', piece),
        selection: { rows },
      } satisfies SlipEntry;
    });
    return lines.length ? { lines } : { lines, error: '请选择投注号码并填写金额' };
  }
  if (lotteryState.betCount <= 0) return { lines: [], error: play.plate.kind === 'input' ? '请输入有效的投注号码' : '请选择投注号码' };
  const common = {
    ...base,
    id: slipSeq++,
    count: lotteryState.betCount,
    price: lotteryState.moneyMode,
    piece: lotteryState.multiple,
    amount: stakeOf(lotteryState.betCount, lotteryState.moneyMode, lotteryState.multiple),
    prize: paidPrizeOf(plateBonus(), lotteryState.moneyMode, lotteryState.multiple),
    ...(play.plate.positionPicker ? { positions: [...lotteryState.positions] } : {}),
  };
  if (play.plate.kind === 'input') {
    const { handle, summary, preview } = lotteryState.input;
    if (handle === null || !summary) return { lines: [], error: '请输入有效的投注号码' };
    const shown = preview.slice(0, 5).join(',') + (summary.count > 5 ? ` …共${summary.count}个号码` : '');
    return { lines: [{ ...common, handle, content: (positionLabels ? `[${positionLabels}] ` : '') + shown }] };
  }
  const rows = lotteryState.rows.map((r) => [...r]);
  return {
    lines: [{ ...common, content: (positionLabels ? `[${positionLabels}] ` : '') + contentOf(play, rows), selection: { rows, ...(common.positions ? { positions: common.positions } : {}) } }],
  };
}

/** Adding to the slip appends, renumbers, closes the chase panel and resets the plate. */
export function addToSlip(): boolean {
  const { lines, error } = plateLines();
  if (error || lines.length === 0) {
    lotteryState.message = error ?? '请选择投注号码';
    return false;
  }
  lotteryState.message = '';
  lotteryState.slip = ref([...lotteryState.slip, ...lines]);
  closeChase();
  // the handle now belongs to the slip line: forget it without releasing
  lotteryState.input = emptyInput();
  resetPlate();
  return true;
}

/** Appends many lines at once (bet-again, benchmarks). */
export function appendSlip(lines: Omit<SlipEntry, 'id'>[]) {
  lotteryState.slip = ref([...lotteryState.slip, ...lines.map((l) => ({ ...l, id: slipSeq++ }))]);
}

export function removeSlipLine(id: number) {
  const line = lotteryState.slip.find((l) => l.id === id);
  lotteryState.slip = ref(lotteryState.slip.filter((l) => l.id !== id));
  if (line?.handle !== undefined && !slipUsesHandle(line.handle) && lotteryState.input.handle !== line.handle) releaseEntries(line.handle);
  if (lotteryState.chase.open) rebuildChase();
}

export function clearSlip() {
  for (const line of lotteryState.slip) if (line.handle !== undefined) releaseEntries(line.handle);
  lotteryState.slip = ref([]);
  if (lotteryState.chase.open) closeChase();
}

// ------------------------------------------------------------------ chase

export function openChase() {
  if (lotteryState.slip.length === 0) {
    lotteryState.message = '请先添加投注内容';
    return;
  }
  lotteryState.chase.open = true;
  rebuildChase();
}

/** Closing resets start 1, count 5, min rate 1, gap 2, multiple 2 and the selection. */
export function closeChase() {
  Object.assign(lotteryState.chase, {
    open: false,
    start: chaseDefaults.start,
    count: chaseDefaults.count,
    minRate: chaseDefaults.minRate,
    gap: chaseDefaults.gap,
    multiple: chaseDefaults.multiple,
    rows: ref([]),
    error: '',
  });
}

export function setChase(patch: Partial<Pick<typeof lotteryState.chase, 'type' | 'start' | 'count' | 'gap' | 'multiple' | 'minRate' | 'winStop'>>) {
  Object.assign(lotteryState.chase, patch);
  if (!('winStop' in patch && Object.keys(patch).length === 1)) rebuildChase();
}

export function rebuildChase() {
  const issue = lotteryState.issue;
  const totals = slipTotals(lotteryState.slip);
  const lowest = lotteryState.slip.reduce<Decimal | null>((min, l) => {
    const p = new Decimal(l.prize);
    return min === null || p.lt(min) ? p : min;
  }, null);
  const issues = issue ? upcomingIssues(issue, Math.min(lotteryState.chase.count, 1000)) : [];
  const { rows, error } = buildChase(lotteryState.chase, issues, totals.amount, lowest?.toFixed() ?? '0');
  lotteryState.chase.rows = ref(rows);
  lotteryState.chase.error = error ?? (issues.length === 0 ? '当前奖期不可追号' : '');
}

export function setChaseRow(index: number, patch: { checked?: boolean; piece?: number }) {
  const totals = slipTotals(lotteryState.slip);
  lotteryState.chase.rows = ref(
    lotteryState.chase.rows.map((r) => {
      if (r.index !== index) return r;
      const next = patch.piece !== undefined ? withPiece(r, patch.piece, totals.amount) : r;
      return patch.checked !== undefined ? { ...next, checked: patch.checked } : next;
    }),
  );
}

// ------------------------------------------------------------------ submit

function slipLinesOf(entries: readonly SlipEntry[]): SlipLine[] {
  return entries.map((l) => ({
    key: l.key,
    price: l.price,
    piece: l.piece,
    odds: l.odds,
    point: l.point,
    ...(l.selection ? { selection: l.selection } : {}),
    ...(l.handle !== undefined ? { handle: l.handle } : {}),
    ...(l.positions ? { positions: l.positions } : {}),
  }));
}

const requestId = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

function beijingNow() {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Submit: ignored while one is in progress; on success saves often plays,
 * refreshes records (retry after 3 s), prints when asked, clears the slip and closes the
 * chase panel; a quick bet sends the plate directly and clears it.
 */
export async function submit(kind: 'slip' | 'quick'): Promise<boolean> {
  if (lotteryState.submitting) return false;
  const quick = kind === 'quick';
  let entries: SlipEntry[];
  if (quick) {
    const { lines, error } = plateLines();
    if (error) {
      lotteryState.message = error;
      return false;
    }
    entries = lines;
  } else entries = [...lotteryState.slip];
  if (entries.length === 0) {
    lotteryState.message = '请先添加投注内容';
    return false;
  }
  if (isInstant()) return submitInstant(entries, quick);
  const issue = lotteryState.issue;
  if (!issue || !issue.issue || secondsLeft() <= 0) {
    lotteryState.message = issue?.second === -2 ? '该彩种暂停销售' : '当前奖期已截止销售';
    void refreshIssue();
    return false;
  }
  const chasing = !quick && lotteryState.chase.open;
  const totals = slipTotals(entries);
  const trace = chasing ? tracePayload(lotteryState.chase.rows, lotteryState.chase.type, lotteryState.chase.winStop, totals.count) : undefined;
  if (chasing && (!trace || trace.issues.length === 0)) {
    lotteryState.message = '请选择追号奖期';
    return false;
  }
  lotteryState.submitting = true;
  lotteryState.message = '';
  try {
    const built = await buildOrder(
      {
        lottery: lotteryState.lottery,
        issue: trace?.startIssue || issue.issue,
        betType: chasing ? BET_TYPES.chase : quick ? BET_TYPES.quick : BET_TYPES.normal,
        sourceType: 0,
        requestId: requestId(),
        ...(trace ? { istrace: 1, trace } : {}),
      },
      slipLinesOf(entries),
    );
    const result = await addOrder(built);
    lotteryState.balance = result.balance;
    void refreshBalance();
    lotteryState.oftenPlays = rememberOftenPlays(
      lotteryState.lottery,
      entries.map((e) => {
        const play = lotteryState.plays.find((p) => p.id === e.playId);
        return { cn: e.playName, code: lotteryState.lottery, type: lotteryState.family ?? '', tab: play?.tab ?? '', subTabConfig: play?.subTab ?? '', method: e.playId };
      }),
    );
    lotteryState.lastOrder = {
      orderIds: result.orderIds,
      traceIds: result.traceIds,
      totalMoney: result.totalMoney,
      lines: entries.map((e) => ({ playName: e.playName, content: e.content, count: e.count, amount: e.amount })),
      issue: trace?.startIssue || issue.issue,
      lotteryName: currentLotteryItem()?.cn ?? lotteryState.lottery,
      time: beijingNow(),
    };
    if (quick) resetPlate();
    else {
      for (const line of entries) if (line.handle !== undefined) releaseEntries(line.handle);
      lotteryState.slip = ref([]);
      closeChase();
    }
    lotteryState.message = '订单提交成功！';
    void refreshRecords(true);
    return true;
  } catch (error) {
    report(error);
    // the issue closed meanwhile: show the next one (the slip stays for another try)
    if (error instanceof LotteryApiError && (error.code === ISSUE_CLOSED_CODE || error.code === LOTTERY_PAUSED_CODE)) void refreshIssue();
    return false;
  } finally {
    lotteryState.submitting = false;
  }
}

/** Instant lottery: drawn at once; `continuous` rounds, the result shown after 1.5 s. */
async function submitInstant(entries: SlipEntry[], quick: boolean): Promise<boolean> {
  lotteryState.submitting = true;
  lotteryState.message = '';
  lotteryState.instant.rounds = [];
  lotteryState.instant.running = true;
  const rounds = Math.max(1, lotteryState.instant.continuous);
  let ok = false;
  try {
    for (let i = 0; i < rounds; i++) {
      const built = await buildOrder({ lottery: lotteryState.lottery, betType: quick ? BET_TYPES.quick : BET_TYPES.normal, sourceType: 0, requestId: requestId() }, slipLinesOf(entries));
      const result: InstantResult = await addOrderNow(built);
      lotteryState.balance = result.balance;
      void refreshBalance();
      lotteryState.instant.rounds.push({ code: result.code, bonus: result.bonus, issue: result.issue });
      ok = true;
    }
  } catch (error) {
    report(error);
  } finally {
    lotteryState.submitting = false;
    lotteryState.instant.running = false;
  }
  if (ok) {
    if (lotteryState.instant.continuous >= 1) setTimeout(() => (lotteryState.instant.open = true), INSTANT_RESULT_DELAY_MS);
    else void refreshTrend();
    setTimeout(() => void refreshRecords(), 2_000);
  }
  return ok;
}

/** Closing the instant result clears the slip (slip submit) or the plate (quick). */
export function closeInstant(quick = false) {
  lotteryState.instant.open = false;
  if (quick) resetPlate();
  else clearSlip();
  void refreshTrend();
}

export function setInstantContinuous(n: number) {
  lotteryState.instant.continuous = Math.max(1, Math.min(100, Math.floor(n) || 1));
  savePrefs({ instantContinuous: lotteryState.instant.continuous });
}

export async function cancelRecord(orderId: string): Promise<boolean> {
  try {
    const result = await cancelOrder(orderId);
    lotteryState.balance = result.balance;
    void refreshBalance();
    lotteryState.message = '撤单成功';
    await refreshRecords();
    return true;
  } catch (error) {
    report(error);
    return false;
  }
}

/** A record's play and code as a slip line at the current odds and the given multiple (null when it cannot be bet again). */
export function recordLine(record: BetRecord, piece = record.count): Omit<SlipEntry, 'id'> | null {
  const play = lotteryState.plays.find((p) => p.id === record.method);
  const choice = lotteryState.odds[record.method]?.choices.find((c) => c.point === record.point && c.odds === record.odds) ?? lotteryState.odds[record.method]?.choices.find((c) => c.type === lotteryState.oddsType);
  if (!play || !choice || record.code.endsWith('…') || NO_REBET_LOTTERIES.includes(record.lottery)) return null;
  const rows = play.plate.kind === 'input' ? [record.code.split(',')] : record.code.split('|').map((s) => (s === '' ? [] : s.split(',')));
  const words = play.plate.rows.map((row) => !row.options.every((o) => /^\d+$/.test(o)));
  const selection: Selection = {
    rows: play.plate.kind === 'input' ? rows : rows.map((values, r) => (words[r] ? values.map((v) => play.plate.rows[r]!.options[Number(v)] ?? v) : values)),
    ...(record.position ? { positions: record.position.split(',').map((p) => Number(p) - 1) } : {}),
  };
  const multiple = clampMultiple(piece);
  return {
    key: playKey(play),
    playId: play.id,
    playName: play.fullName,
    content: record.code.length > 60 ? `${record.code.slice(0, 60)}…` : record.code,
    count: record.nums,
    price: record.perAmount,
    piece: multiple,
    odds: choice.odds,
    point: choice.point,
    amount: stakeOf(record.nums, record.perAmount, multiple),
    prize: paidPrizeOf(lineBonus(play, selection.rows, choice), record.perAmount, multiple),
    selection,
    ...(selection.positions ? { positions: selection.positions } : {}),
  };
}

/** Bet again into the slip (to adjust before submitting). */
export function betAgain(record: BetRecord, piece?: number): boolean {
  const line = recordLine(record, piece);
  if (!line) {
    lotteryState.message = '该注单无法再次投注';
    return false;
  }
  appendSlip([line]);
  return true;
}

export type RebetOutcome = 'ok' | 'insufficient' | 'error';

/** The bet-again modal: the record's line at a new multiple, sent at once as a re-bet (betType 3) on the current issue. */
export async function rebetNow(record: BetRecord, piece: number): Promise<RebetOutcome> {
  const line = recordLine(record, piece);
  if (!line) {
    lotteryState.message = '该注单无法再次投注';
    return 'error';
  }
  if (record.lottery !== lotteryState.lottery || !lotteryState.issue?.issue || secondsLeft() <= 0) {
    lotteryState.message = '当前奖期已截止销售';
    void refreshIssue();
    return 'error';
  }
  try {
    const built = await buildOrder({ lottery: record.lottery, issue: lotteryState.issue.issue, betType: BET_TYPES.rebet, sourceType: 0, requestId: requestId() }, slipLinesOf([{ ...line, id: 0 }]));
    const result = await addOrder(built);
    lotteryState.balance = result.balance;
    void refreshBalance();
    lotteryState.message = '订单提交成功！';
    void refreshRecords(true);
    return 'ok';
  } catch (error) {
    if (error instanceof LotteryApiError && error.code === INSUFFICIENT_CODE) return 'insufficient';
    report(error);
    return 'error';
  }
}

export function oftenPlaySelect(play: OftenPlay) {
  const found = lotteryState.plays.find((p) => p.id === play.method);
  if (!found) return;
  if (Boolean(found.unlimited) !== lotteryState.unlimited) lotteryState.unlimited = Boolean(found.unlimited);
  selectPlay(found.id);
}

export const moneyModeLabel = (value: string) => moneyModes.find((m) => m.value === value)?.label ?? value;
