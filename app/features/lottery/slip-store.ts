/**
 * The bet slip (投注单) and sending it: a normal order, a chase, a quick bet of the plate, or an
 * instant lottery's rounds (drawn at once, shown in the result modal). The slip is an immutable array held by `ref` so a 10,000-line slip is not proxied.
 */
import Decimal from 'decimal.js';
import { proxy, ref } from 'valtio';
import { stakeOf, type PlayInfo, type Selection } from '../../../engine-worker/client';
import { lotteryEndpoints, type InstantResult, type PlayOdds } from '../../../contract/lottery';
import { formatYuan } from '../../lib/money';
import { BET_TYPES } from '../../../contract/lottery';
import { errorCodes } from '../../../contract/primitives';
import { refreshBalance } from '../../stores/balance-store';
import { call } from '../../lib/call';
import { EncodedBody, HttpError, REQUEST_TIMEOUT_BULK_MS } from '../../lib/http';
import { catalogState, isInstantLottery, openLotteryItem } from './catalog-store';
import { tracePayload } from './chase-plan';
import { chaseState, closeChase, followSlip, openChasePlan, rebuildChase } from './chase-store';
import { buildOrder, releaseEntries, type SlipLine } from './engine-adapter';
import { currentIssue, refreshIssue, refreshTrend, secondsLeft } from './issue-store';
import { INSTANT_RECORDS_DELAY_MS, INSTANT_RESULT_DELAY_MS } from './lottery-constants';
import { reportError, showFailure, showNotice } from './lottery-notice';
import { handOverInput, lineBonuses, loadOdds, prizesOf, plateState, playKey, rememberPlays, resetPlate } from './plate-store';
import { prefsState, savePrefs } from './preferences';
import { forgetOdds } from './odds-cache';
import { refreshRecords } from './records-store';
import { requestKeys, type RequestKeys } from '../../lib/request-id';

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
  /** Prize of one winning bet of this line: the highest it can win, and the lowest (the prize range). */
  prize: string;
  lowestPrize: string;
  /** Where the play's tickets differ in odds: each ticket class's odds ('含本命肖 8.07，不含本命肖 9.55'). */
  classOdds?: string;
  selection?: Selection;
  handle?: number;
  positions?: number[];
  /** Single pick (单挑): the bet count is at or below the play's single-pick limit (the server marks it the same way). */
  singlePickFlag: boolean;
  /** The lottery's single-pick maximum bonus ('0' when not a single pick). */
  singlePickMaxBonus: string;
}

/** A line before it joins the slip (the slip numbers it and marks single picks). */
export type NewSlipEntry = Omit<SlipEntry, 'id' | 'singlePickFlag' | 'singlePickMaxBonus'>;

/** Whether a line of `count` bets is a single pick under the play's published odds (limit `s`, cap singlePickMaxBonus). */
export function singlePickOf(odds: PlayOdds | undefined, count: number): Pick<SlipEntry, 'singlePickFlag' | 'singlePickMaxBonus'> {
  const flag = odds !== undefined && odds.s > 0 && count > 0 && count <= odds.s;
  return { singlePickFlag: flag, singlePickMaxBonus: flag ? odds.singlePickMaxBonus : '0' };
}

const withSinglePick = <T extends NewSlipEntry>(line: T): T & Pick<SlipEntry, 'singlePickFlag' | 'singlePickMaxBonus'> => ({
  ...line,
  ...singlePickOf(plateState.odds[line.playId], line.count),
});

/**
 * The single-pick part of the bet confirmation: which lines are single picks and the cap their
 * prizes share, or null when the slip has none.
 */
export function singlePickNotice(slip: readonly SlipEntry[]): string | null {
  const numbers = slip.flatMap((line, i) => (line.singlePickFlag ? [i + 1] : []));
  if (numbers.length === 0) return null;
  const cap = slip.find((line) => line.singlePickFlag)!.singlePickMaxBonus;
  const shown = numbers.length > 10 ? `${numbers.slice(0, 10).join('、')} 等${numbers.length}注` : numbers.join('、');
  return `第 ${shown} 注为单挑注单（注数不超过单挑注数），单挑注单同一期合计最高奖金 ${formatYuan(cap)} 元，超出部分不予派发。`;
}

/** The order just sent, for the printed slip. */
export interface SentOrder {
  orderIds: string[];
  traceIds: string[];
  totalMoney: string;
  lines: Array<{ playName: string; content: string; count: number; amount: string }>;
  issue: string;
  lotteryName: string;
  time: string;
  /** The chase type of a chase order (1 利润率, 2 同倍, 3 翻倍). */
  traceType?: number;
}

export interface InstantRound {
  code: string;
  bonus: string;
  /** The stake returned for bets that only tied (和局退款), '0' if none. */
  refund: string;
  issue: string;
}

export interface SlipTotals {
  count: number;
  amount: string;
}

export function slipTotals(slip: readonly Pick<SlipEntry, 'count' | 'amount'>[]): SlipTotals {
  let count = 0;
  let amount = new Decimal(0);
  for (const line of slip) {
    count += line.count;
    amount = amount.plus(line.amount);
  }
  return { count, amount: amount.toFixed() };
}

/** Totals by slip array: the slip is replaced, never changed in place, and summing 10,000 lines on every render shows. */
const totalsOfSlip = new WeakMap<readonly SlipEntry[], SlipTotals>();

export const slipState = proxy({
  slip: ref([] as SlipEntry[]),
  submitting: false,
  lastOrder: null as SentOrder | null,
  /** `quick`: how the rounds were submitted (快速开奖 from the plate, or the slip), which decides what closing clears. */
  instant: { open: false, rounds: [] as InstantRound[], running: false, quick: false, continuous: prefsState.instantContinuous },
  get totals(): SlipTotals {
    let totals = totalsOfSlip.get(this.slip);
    if (!totals) totalsOfSlip.set(this.slip, (totals = slipTotals(this.slip)));
    return totals;
  },
});

const ISSUE_CLOSED_CODE = errorCodes.issueClosed.code;
const LOTTERY_PAUSED_CODE = errorCodes.lotteryPaused.code;
const ODDS_CHANGED_CODE = errorCodes.badOdds.code;

let slipSeq = 1;

/**
 * The idempotency key of each submit (the slip's 投注 and the plate's quick bet): kept while a bet got no
 * answer, so a retry after a network failure or a timeout is placed once; renewed once the server answered.
 */
const betKeys: Record<'slip' | 'quick', RequestKeys> = { slip: requestKeys(), quick: requestKeys() };

/** Every change of the slip goes through here, so the chase plans over the slip as it is. */
function setSlip(lines: SlipEntry[]) {
  slipState.slip = ref(lines);
  const lowest = lines.reduce<Decimal | null>((min, l) => {
    const p = new Decimal(l.prize);
    return min === null || p.lt(min) ? p : min;
  }, null);
  followSlip({ amount: slipState.totals.amount, lowestPrize: lowest?.toFixed() ?? '0' });
}

function contentOf(play: PlayInfo, rows: readonly (readonly string[])[]): string {
  return rows
    .map((values, r) => {
      const label = play.plate.rows[r]?.label;
      return values.length === 0 ? '' : play.plate.rows.length > 1 && label ? `${label}:${values.join(',')}` : values.join(',');
    })
    .filter(Boolean)
    .join(' | ');
}

const ODDS_LOADING = '赔率加载中，请稍候';

/**
 * The open play's odds, when the plate has none yet: a load still on its way is joined, a failed one is
 * asked again, so a click made while they arrive goes on with them instead of being lost.
 */
async function awaitOdds(): Promise<void> {
  if (plateState.play && !plateState.chosenOdds) await loadOdds();
}

/** The plate's lines as slip entries (chip plates: one line per item with its own stake). */
export function plateLines(): { lines: SlipEntry[]; error?: string } {
  const plate = plateState;
  const play = plate.play;
  if (!play) return { lines: [], error: '请选择玩法' };
  const choice = plate.chosenOdds;
  if (!choice) return { lines: [], error: ODDS_LOADING };
  const base = { key: playKey(play), playId: play.id, playName: play.fullName, odds: choice.odds, point: choice.point };
  const positionLabels = play.plate.positionPicker ? plate.positions.map((p) => play.plate.positionPicker!.labels[p]).join(',') : '';
  if (play.plate.kind === 'chip') {
    const lines = Object.entries(plate.chips).map(([key, stake]) => {
      const [rowText, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      const row = Number(rowText);
      const piece = stake * plate.multiple;
      const rows = play.plate.rows.map((_, r) => (r === row ? [value] : []));
      return {
        ...base,
        id: slipSeq++,
        content: contentOf(play, rows),
        count: 1,
        price: '1',
        piece,
        amount: stakeOf(1, '1', piece),
        ...prizesOf(lineBonuses(play, rows, choice), '1', piece),
        selection: { rows },
      } satisfies NewSlipEntry & { id: number };
    });
    return lines.length ? { lines: lines.map(withSinglePick) } : { lines: [], error: '请选择投注号码并填写金额' };
  }
  if (plate.betCount <= 0) return { lines: [], error: play.plate.kind === 'input' ? '请输入有效的投注号码' : '请选择投注号码' };
  const common = {
    ...base,
    id: slipSeq++,
    count: plate.betCount,
    price: plate.moneyMode,
    piece: plate.multiple,
    amount: stakeOf(plate.betCount, plate.moneyMode, plate.multiple),
    ...prizesOf(plate.bonuses, plate.moneyMode, plate.multiple),
    ...(plate.classOdds ? { classOdds: plate.classOdds } : {}),
    ...(play.plate.positionPicker ? { positions: [...plate.positions] } : {}),
  };
  if (play.plate.kind === 'input') {
    const { handle, summary, preview } = plate.input;
    if (handle === null || !summary) return { lines: [], error: '请输入有效的投注号码' };
    const shown = preview.slice(0, 5).join(',') + (summary.count > 5 ? ` …共${summary.count}个号码` : '');
    return { lines: [withSinglePick({ ...common, handle, content: (positionLabels ? `[${positionLabels}] ` : '') + shown })] };
  }
  const rows = plate.rows.map((r) => [...r]);
  return {
    lines: [
      withSinglePick({
        ...common,
        content: (positionLabels ? `[${positionLabels}] ` : '') + contentOf(play, rows),
        selection: { rows, ...(common.positions ? { positions: common.positions } : {}) },
      }),
    ],
  };
}

/** Adding to the slip appends, renumbers, closes the chase panel and resets the plate. */
export function addToSlip(): boolean {
  const { lines, error } = plateLines();
  if (error || lines.length === 0) {
    showFailure(error ?? '请选择投注号码');
    if (error === ODDS_LOADING) void awaitOdds();
    return false;
  }
  showNotice(null);
  setSlip([...slipState.slip, ...lines]);
  closeChase();
  handOverInput();
  resetPlate();
  return true;
}

/** Appends many lines at once (bet-again, benchmarks). */
export function appendSlip(lines: NewSlipEntry[]) {
  setSlip([...slipState.slip, ...lines.map((l) => ({ ...withSinglePick(l), id: slipSeq++ }))]);
}

export function removeSlipLine(id: number) {
  const line = slipState.slip.find((l) => l.id === id);
  setSlip(slipState.slip.filter((l) => l.id !== id));
  if (line?.handle !== undefined && !slipState.slip.some((l) => l.handle === line.handle) && plateState.input.handle !== line.handle)
    releaseEntries(line.handle);
  if (chaseState.open) rebuildChase();
}

export function clearSlip() {
  for (const line of slipState.slip) if (line.handle !== undefined) releaseEntries(line.handle);
  setSlip([]);
  if (chaseState.open) closeChase();
}

export function openChase() {
  if (slipState.slip.length === 0) {
    showFailure(errorCodes.emptyOrder.msg);
    return;
  }
  openChasePlan();
}

// ------------------------------------------------------------------ submit

export function slipLinesOf(entries: readonly NewSlipEntry[]): SlipLine[] {
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

function beijingNow() {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Submit: ignored while one is in progress; on success saves often plays,
 * refreshes records (retry after 3 s), prints when asked, clears the slip and closes the
 * chase panel; a quick bet sends the plate directly and clears it.
 */
export async function submit(kind: 'slip' | 'quick'): Promise<boolean> {
  if (slipState.submitting) return false;
  const quick = kind === 'quick';
  let entries: SlipEntry[];
  if (quick) {
    // the button stays busy while the odds arrive: a second click cannot send the plate twice
    slipState.submitting = true;
    await awaitOdds().finally(() => (slipState.submitting = false));
    const { lines, error } = plateLines();
    if (error) {
      showFailure(error);
      return false;
    }
    entries = lines;
  } else entries = [...slipState.slip];
  if (entries.length === 0) {
    showFailure(errorCodes.emptyOrder.msg);
    return false;
  }
  const keys = betKeys[kind];
  if (isInstantLottery(openLotteryItem())) return submitInstant(entries, quick, keys);
  const issue = currentIssue();
  if (!issue || !issue.issue || secondsLeft() <= 0) {
    showFailure(issue?.second === -2 ? errorCodes.lotteryPaused.msg : errorCodes.issueClosed.msg);
    void refreshIssue();
    return false;
  }
  const lottery = catalogState.lottery;
  const chasing = !quick && chaseState.open;
  const totals = slipTotals(entries);
  const trace = chasing ? tracePayload(chaseState.rows, chaseState.type, chaseState.winStop, totals.count) : undefined;
  if (chasing && (!trace || trace.issues.length === 0)) {
    showFailure('请选择追号奖期');
    return false;
  }
  slipState.submitting = true;
  showNotice(null);
  try {
    const built = await buildOrder(
      {
        lottery,
        issue: trace?.startIssue || issue.issue,
        betType: chasing ? BET_TYPES.chase : quick ? BET_TYPES.quick : BET_TYPES.normal,
        sourceType: 0,
        requestId: keys.current(),
        ...(trace ? { istrace: 1, trace } : {}),
      },
      slipLinesOf(entries),
    );
    // The body comes from the worker, lz-string encoded when large.
    const result = await call(lotteryEndpoints.addOrder, new EncodedBody(built.body, built.encoding), { timeoutMs: REQUEST_TIMEOUT_BULK_MS });
    keys.settle(null);
    void refreshBalance();
    rememberPlays(
      lottery,
      entries.map((e) => {
        const play = plateState.plays.find((p) => p.id === e.playId);
        return { cn: e.playName, code: lottery, type: catalogState.family ?? '', tab: play?.tab ?? '', subTabConfig: play?.subTab ?? '', method: e.playId };
      }),
    );
    slipState.lastOrder = {
      orderIds: result.orderIds,
      traceIds: result.traceIds,
      totalMoney: result.totalMoney,
      lines: entries.map((e) => ({ playName: e.playName, content: e.content, count: e.count, amount: e.amount })),
      issue: trace?.startIssue || issue.issue,
      lotteryName: openLotteryItem()?.cn ?? lottery,
      time: beijingNow(),
      ...(trace ? { traceType: chaseState.type } : {}),
    };
    if (quick) resetPlate();
    else {
      for (const line of entries) if (line.handle !== undefined) releaseEntries(line.handle);
      setSlip([]);
      closeChase();
    }
    showNotice({ kind: 'submitted' });
    void refreshRecords(true);
    return true;
  } catch (error) {
    keys.settle(error);
    reportError(error);
    // the issue closed meanwhile: show the next one (the slip stays for another try)
    if (error instanceof HttpError && (error.code === ISSUE_CLOSED_CODE || error.code === LOTTERY_PAUSED_CODE)) void refreshIssue();
    // the odds changed: drop the cached ones and load the new ones for the next try
    if (error instanceof HttpError && error.code === ODDS_CHANGED_CODE) void forgetOdds(lottery).then(loadOdds);
    return false;
  } finally {
    slipState.submitting = false;
  }
}

/**
 * Instant lottery: drawn at once. With a continuous count of 1 or more, that many rounds and
 * their results shown after 1.5 s; with 0, one round whose draw shows in the refreshed trend.
 */
async function submitInstant(entries: SlipEntry[], quick: boolean, keys: RequestKeys): Promise<boolean> {
  const instant = slipState.instant;
  slipState.submitting = true;
  showNotice(null);
  instant.rounds = [];
  instant.running = true;
  instant.quick = quick;
  const rounds = Math.max(1, instant.continuous);
  let ok = false;
  try {
    for (let i = 0; i < rounds; i++) {
      const built = await buildOrder(
        { lottery: catalogState.lottery, betType: quick ? BET_TYPES.quick : BET_TYPES.normal, sourceType: 0, requestId: keys.current() },
        slipLinesOf(entries),
      );
      // An instant lottery draws at once: the answer is the draw.
      const result: InstantResult = await call(lotteryEndpoints.addOrderNow, new EncodedBody(built.body, built.encoding), {
        timeoutMs: REQUEST_TIMEOUT_BULK_MS,
      });
      keys.settle(null);
      void refreshBalance();
      instant.rounds.push({ code: result.code, bonus: result.bonus, refund: result.refund ?? '0', issue: result.issue });
      ok = true;
    }
  } catch (error) {
    keys.settle(error);
    reportError(error);
  } finally {
    slipState.submitting = false;
    instant.running = false;
  }
  if (ok) {
    if (instant.continuous >= 1) setTimeout(() => (instant.open = true), INSTANT_RESULT_DELAY_MS);
    else {
      clearSubmitted(quick);
      void refreshTrend();
    }
    setTimeout(() => void refreshRecords(), INSTANT_RECORDS_DELAY_MS);
  }
  return ok;
}

/** What an instant submission used up: the plate (快速开奖) or the slip. */
function clearSubmitted(quick: boolean) {
  if (quick) resetPlate();
  else clearSlip();
}

/** Closing the instant result clears what was submitted: the plate (快速开奖) or the slip. */
export function closeInstant() {
  slipState.instant.open = false;
  clearSubmitted(slipState.instant.quick);
  void refreshTrend();
}

/** 0 draws one round without the result dialog (its draw shows in the trend). */
export function setInstantContinuous(n: number) {
  slipState.instant.continuous = Math.max(0, Math.min(100, Math.floor(n) || 0));
  savePrefs({ instantContinuous: slipState.instant.continuous });
}
