/** Betting a recent record again: into the slip to adjust it, or at once from the bet-again modal. */
import { stakeOf, type Selection } from '../../../engine-worker/client';
import { canBetAgain } from '../../../rules/bet-again';
import { clampMultiple } from '../../../contract/bet-limits';
import { BET_TYPES, lotteryEndpoints, type BetRecord } from '../../../contract/lottery';
import { errorCodes } from '../../../contract/primitives';
import { refreshBalance } from '../../stores/balance-store';
import { call } from '../../lib/call';
import { EncodedBody, HttpError, REQUEST_TIMEOUT_BULK_MS } from '../../lib/http';
import { catalogState } from './catalog-store';
import { buildOrder } from './engine-adapter';
import { currentIssue, refreshIssue, secondsLeft } from './issue-store';
import { reportError, showFailure, showNotice } from './lottery-notice';
import { classOddsText, lineBonuses, plateState, playKey, prizesOf } from './plate-store';
import { refreshRecords } from './records-store';
import type { RequestKeys } from '../../lib/request-id';
import { appendSlip, slipLinesOf, type NewSlipEntry } from './slip-store';

const INSUFFICIENT_CODE = errorCodes.insufficient.code;

/** A record's play and code as a slip line at the current odds and the given multiple (null when it cannot be bet again). */
export function recordLine(record: BetRecord, piece = record.count): NewSlipEntry | null {
  const play = plateState.plays.find((p) => p.id === record.method);
  const odds = plateState.odds[record.method];
  const choice = odds?.choices.find((c) => c.point === record.point && c.odds === record.odds) ?? odds?.choices.find((c) => c.type === plateState.oddsType);
  if (!play || !choice || !canBetAgain(record)) return null;
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
    ...prizesOf(lineBonuses(play, selection.rows, choice), record.perAmount, multiple),
    ...(classOddsText(odds, choice) ? { classOdds: classOddsText(odds, choice)! } : {}),
    selection,
    ...(selection.positions ? { positions: selection.positions } : {}),
  };
}

/** Bet again into the slip (to adjust before submitting). */
export function betAgain(record: BetRecord, piece?: number): boolean {
  const line = recordLine(record, piece);
  if (!line) {
    showFailure('该注单无法再次投注');
    return false;
  }
  appendSlip([line]);
  return true;
}

export type RebetOutcome = 'ok' | 'insufficient' | 'error';

/**
 * The bet-again modal: the record's line at a new multiple, sent at once as a re-bet (betType 3) on the current issue,
 * under the modal's key (`requestKeys()`: the same after a network failure, so a retried re-bet is placed once).
 */
export async function rebetNow(record: BetRecord, piece: number, keys: RequestKeys): Promise<RebetOutcome> {
  const line = recordLine(record, piece);
  if (!line) {
    showFailure('该注单无法再次投注');
    return 'error';
  }
  const issue = currentIssue();
  if (record.lottery !== catalogState.lottery || !issue?.issue || secondsLeft() <= 0) {
    showFailure(errorCodes.issueClosed.msg);
    void refreshIssue();
    return 'error';
  }
  try {
    const built = await buildOrder(
      { lottery: record.lottery, issue: issue.issue, betType: BET_TYPES.rebet, sourceType: 0, requestId: keys.current() },
      slipLinesOf([line]),
    );
    await call(lotteryEndpoints.addOrder, new EncodedBody(built.body, built.encoding), { timeoutMs: REQUEST_TIMEOUT_BULK_MS });
    keys.settle(null);
    void refreshBalance();
    showNotice({ kind: 'submitted' });
    void refreshRecords(true);
    return 'ok';
  } catch (error) {
    keys.settle(error);
    if (error instanceof HttpError && error.code === INSUFFICIENT_CODE) return 'insufficient';
    reportError(error);
    return 'error';
  }
}
