/**
 * The issue on sale and the recent draws (trend) of the open lottery: cached reads keyed by lottery, asked
 * again by the countdown, by draws pushed by the socket and after orders. The countdown counts from when
 * the issue was fetched (the read's `dataUpdatedAt`); the client state here is the play whose frequencies
 * the trend carries and the pk10 race. Slices that follow the issue (an open chase list) register with
 * `onIssueRollover`.
 */
import { useQuery } from '@tanstack/react-query';
import { proxy, useSnapshot } from 'valtio';
import { lotteryEndpoints, type IssueInfo, type TrendResult } from '../../../contract/lottery';
import { issueCountdown } from '../../lib/issue-countdown';
import { queryClient } from '../../lib/query-client';
import { endpointSource, readOptions } from '../../shared/queries';
import { catalogState, isInstantLottery, openLotteryItem } from './catalog-store';
import { REFETCH_DELAY_MS, SOCKET_REFRESH_MS, TREND_SIZE } from './lottery-constants';
import { prefsState } from './preferences';
import { refreshRecords } from './records-store';

export const issueState = proxy({
  /** The play whose hit and skip frequencies the trend carries ('' for none). */
  trendPlay: '',
  /** pk10: the race frame is running (cleared by its raceFinished message). */
  racing: false,
});

/** Asked for by the verbs below (open, countdown, draw, order), never by a screen mounting. */
export const issueRead = (lottery: string) => readOptions(endpointSource(lotteryEndpoints.issue), { lottery }, { staleTime: Infinity });
export const trendRead = (lottery: string, playId: string) =>
  readOptions(endpointSource(lotteryEndpoints.trend), { lottery, method: playId || undefined, size: TREND_SIZE }, { staleTime: Infinity });

/** The open lottery's issue on sale (null before it loads). */
export const currentIssue = (): IssueInfo | null => queryClient.getQueryData(issueRead(catalogState.lottery).queryKey) ?? null;

/** Seconds left to the sales deadline of the current issue, now. */
export function secondsLeft(): number {
  const read = queryClient.getQueryState(issueRead(catalogState.lottery).queryKey);
  const issue = read?.data;
  if (!read || !issue) return -1;
  if (issue.second < 0) return issue.second;
  return issue.second - (Date.now() - read.dataUpdatedAt) / 1000;
}

/** In a screen: the open lottery's issue, and its version (when it was fetched: the countdown restarts on each fetch). */
export function useIssue(): { issue: IssueInfo | null; issueVersion: number } {
  const { lottery } = useSnapshot(catalogState);
  const read = useQuery({ ...issueRead(lottery), enabled: false });
  return { issue: read.data ?? null, issueVersion: read.dataUpdatedAt };
}

/** In a screen: the recent draws of the open lottery and the play asked for last (the previous play's shown meanwhile). */
export function useTrend() {
  const { lottery } = useSnapshot(catalogState);
  const { trendPlay } = useSnapshot(issueState);
  return useQuery({
    ...trendRead(lottery, trendPlay),
    enabled: false,
    // The previous play's draws stay while the next play's load; another lottery's never do.
    placeholderData: (previous: TrendResult | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
      (previousQuery?.queryKey[1] as { lottery?: string } | undefined)?.lottery === lottery ? previous : undefined,
  });
}

/** A new lottery: its issue is asked for afresh (a countdown never starts from an answer of an earlier visit). */
export function resetIssue(): void {
  queryClient.removeQueries({ queryKey: issueRead(catalogState.lottery).queryKey });
}

const rolloverListeners = new Set<() => void>();

/** Runs `listener` each time the issue on sale changes. */
export function onIssueRollover(listener: () => void): void {
  rolloverListeners.add(listener);
}

let refetchTimer: ReturnType<typeof setTimeout> | undefined;

/** Issue query; -2 paused, -1 with state 1 waiting, other values ≤ -1 refetch after 1.5 s. A failure keeps the last issue, silently. */
export async function refreshIssue(): Promise<void> {
  const code = catalogState.lottery;
  clearTimeout(refetchTimer);
  const before = currentIssue()?.issue;
  try {
    const issue = await queryClient.fetchQuery({ ...issueRead(code), staleTime: 0 });
    if (catalogState.lottery === code) {
      if (before !== issue.issue) for (const listener of rolloverListeners) listener();
      if (issueCountdown(issue.second, issue.state, isInstantLottery(openLotteryItem())).refetch) {
        refetchTimer = setTimeout(() => void refreshIssue(), REFETCH_DELAY_MS);
      }
    }
  } catch {
    // the screen keeps the last issue; the next countdown or draw asks again
  }
  void refreshTrend();
}

/** The recent draws, with the frequencies of `playId` (by default the play asked for last); a failure stays in the read. */
export async function refreshTrend(playId = issueState.trendPlay): Promise<void> {
  issueState.trendPlay = playId;
  await queryClient.fetchQuery({ ...trendRead(catalogState.lottery, playId), staleTime: 0 }).catch(() => undefined);
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
