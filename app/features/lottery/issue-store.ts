/**
 * The issue on sale and its countdown, the recent draws (trend) and the pk10 race.
 * Slices that follow the issue (an open chase list) register with `onIssueRollover`.
 */
import { proxy } from 'valtio';
import type { IssueInfo, TrendResult } from '../../../contract/lottery';
import { issueCountdown } from '../../lib/issue-countdown';
import { idleLoad, trackLoad } from '../../lib/load-state';
import { getIssue } from '../../lib/api/get-issue';
import { getTrend } from '../../lib/api/get-trend';
import { catalogState, isInstantLottery, openLotteryItem } from './catalog-store';
import { REFETCH_DELAY_MS, SOCKET_REFRESH_MS, TREND_SIZE } from './lottery-constants';
import { prefsState } from './preferences';
import { refreshRecords } from './records-store';

export const issueState = proxy({
  issue: null as IssueInfo | null,
  /** Bumped to restart the countdown. */
  issueVersion: 0,
  /** When the issue was fetched (its `second` counts from then). */
  issueFetchedAt: 0,
  trend: null as TrendResult | null,
  trendLoad: idleLoad(),
  /** The play whose hit and skip frequencies the trend carries ('' for none). */
  trendPlay: '',
  /** pk10: the race frame is running (cleared by its raceFinished message). */
  racing: false,
});

/** Seconds left to the sales deadline of the current issue, now. */
export function secondsLeft(): number {
  const issue = issueState.issue;
  if (!issue) return -1;
  if (issue.second < 0) return issue.second;
  return issue.second - (Date.now() - issueState.issueFetchedAt) / 1000;
}

/** A new lottery: no issue or trend until they load. */
export function resetIssue(): void {
  issueState.issue = null;
  issueState.trend = null;
  issueState.trendLoad = idleLoad();
}

const rolloverListeners = new Set<() => void>();

/** Runs `listener` each time the issue on sale changes. */
export function onIssueRollover(listener: () => void): void {
  rolloverListeners.add(listener);
}

let refetchTimer: ReturnType<typeof setTimeout> | undefined;

/** Issue query; -2 paused, -1 with state 1 waiting, other values ≤ -1 refetch after 1.5 s. */
export async function refreshIssue(): Promise<void> {
  const code = catalogState.lottery;
  clearTimeout(refetchTimer);
  try {
    const issue = await getIssue(code);
    if (catalogState.lottery !== code) return;
    const rolledOver = issueState.issue?.issue !== issue.issue;
    issueState.issue = issue;
    issueState.issueFetchedAt = Date.now();
    issueState.issueVersion++;
    if (rolledOver) for (const listener of rolloverListeners) listener();
    if (issueCountdown(issue.second, issue.state, isInstantLottery(openLotteryItem())).refetch) {
      refetchTimer = setTimeout(() => void refreshIssue(), REFETCH_DELAY_MS);
    }
  } catch {
    // a failed issue query is ignored silently: the screen keeps the last issue
  }
  void refreshTrend();
}

/** The recent draws, with the frequencies of `playId` (by default the play asked for last). */
export async function refreshTrend(playId = issueState.trendPlay): Promise<void> {
  const code = catalogState.lottery;
  issueState.trendPlay = playId;
  await trackLoad(
    issueState.trendLoad,
    () => getTrend(code, playId || undefined, TREND_SIZE),
    (trend) => {
      if (catalogState.lottery === code) issueState.trend = trend;
    },
  );
}

/** The countdown reached the deadline: the next issue is on sale; draws follow. */
export function onDeadline(): void {
  setTimeout(() => void refreshIssue(), REFETCH_DELAY_MS);
}

/** A draw message (socket): trend and issue now, records (and the balance) after 2 s and again 5 s later. */
export function onDrawMessage(message: { lottery: string }, refreshBalance?: () => void): void {
  if (message.lottery.toUpperCase() !== catalogState.lottery) return;
  void refreshIssue();
  if (catalogState.family === 'pk10' && prefsState.raceAnimation) issueState.racing = true;
  for (const delay of SOCKET_REFRESH_MS)
    setTimeout(() => {
      void refreshRecords();
      refreshBalance?.();
    }, delay);
}

/** pk10 race frame's `raceFinished` message. */
export function onRaceFinished(): void {
  issueState.racing = false;
}
