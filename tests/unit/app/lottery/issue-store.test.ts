import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IssueInfo } from '../../../../contract/lottery';

const api = vi.hoisted(() => ({ getIssue: vi.fn(), getTrend: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [lotteryEndpoints.recentOrder, () => []],
    [lotteryEndpoints.issue, (query) => api.getIssue((query as { lottery: string }).lottery)],
    [lotteryEndpoints.trend, (query) => api.getTrend(query)],
  ]);
});

const { catalogState } = await import('../../../../app/features/lottery/catalog-store');
const { currentIssue, issueRead, issueState, onDrawMessage, onIssueRollover, onRaceFinished, refreshIssue, refreshTrend, resetIssue, secondsLeft, trendRead } =
  await import('../../../../app/features/lottery/issue-store');
const { REFETCH_DELAY_MS, SOCKET_REFRESH_MS } = await import('../../../../app/features/lottery/lottery-constants');
const { prefsState } = await import('../../../../app/features/lottery/preferences');
const { queryClient } = await import('../../../../app/lib/query-client');

const issue = (number: string, second = 40, state = 0) => ({ lottery: 'HN1FC', issue: number, second, state, lastFive: [] }) as unknown as IssueInfo;
const trend = { lotteryName: '河内1分彩', list: [], hitFrequency: [], skipFrequency: [], min: 0, max: 9 };

describe('issue store', () => {
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('counts the seconds left down from when the issue was fetched', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0) });
    catalogState.lottery = 'HN1FC';
    api.getIssue.mockResolvedValueOnce(issue('20261122-1201', 40));
    api.getTrend.mockResolvedValue(trend);
    await refreshIssue();
    expect(secondsLeft()).toBe(40);
    vi.advanceTimersByTime(15_000);
    expect(secondsLeft()).toBe(25);
  });

  it('tells the rollover listeners only when the issue on sale changes', async () => {
    catalogState.lottery = 'HN1FC';
    api.getTrend.mockResolvedValue(trend);
    const listener = vi.fn();
    onIssueRollover(listener);
    api.getIssue.mockResolvedValueOnce(issue('20261122-1301'));
    await refreshIssue();
    expect(listener).toHaveBeenCalledTimes(1);
    api.getIssue.mockResolvedValueOnce(issue('20261122-1301', 20));
    await refreshIssue();
    expect(listener).toHaveBeenCalledTimes(1);
    api.getIssue.mockResolvedValueOnce(issue('20261122-1302'));
    await refreshIssue();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps asking for the trend of the play asked for last when the issue refreshes', async () => {
    catalogState.lottery = 'HN1FC';
    api.getTrend.mockReset();
    api.getTrend.mockResolvedValue(trend);
    await refreshTrend('wx_zx_fs');
    api.getIssue.mockResolvedValueOnce(issue('20261122-1401'));
    await refreshIssue();
    await vi.waitFor(() => expect(api.getTrend).toHaveBeenCalledTimes(2));
    expect(api.getTrend.mock.calls.map(([query]) => (query as { method?: string }).method)).toEqual(['wx_zx_fs', 'wx_zx_fs']);
  });

  it('asks again 1.5 s later while the next issue is not known yet, but not while sales are paused or waiting', async () => {
    vi.useFakeTimers();
    catalogState.lottery = 'HN1FC';
    api.getTrend.mockResolvedValue(trend);
    api.getIssue.mockReset();
    api.getIssue.mockResolvedValueOnce(issue('20261122-1501', -3)).mockResolvedValueOnce(issue('20261122-1502', 50));
    await refreshIssue();
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS);
    expect(api.getIssue).toHaveBeenCalledTimes(2);
    expect(currentIssue()?.issue).toBe('20261122-1502');

    for (const [second, state] of [
      [-2, 0],
      [-1, 1],
    ] as const) {
      api.getIssue.mockReset();
      api.getIssue.mockResolvedValueOnce(issue('20261122-1503', second, state));
      await refreshIssue();
      await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS * 3);
      expect(api.getIssue).toHaveBeenCalledTimes(1);
      expect(secondsLeft()).toBe(second);
    }
  });

  it('keeps the last issue when the query fails, and never shows an answer under a lottery opened meanwhile', async () => {
    catalogState.lottery = 'HN1FC';
    api.getTrend.mockResolvedValue(trend);
    api.getIssue.mockReset();
    api.getIssue.mockResolvedValueOnce(issue('20261122-1601'));
    await refreshIssue();
    api.getIssue.mockRejectedValueOnce(new Error('network'));
    await refreshIssue();
    expect(currentIssue()?.issue).toBe('20261122-1601');

    let answer: (info: IssueInfo) => void = () => undefined;
    api.getIssue.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const asking = refreshIssue();
    catalogState.lottery = 'JSK3';
    answer(issue('20261122-1602'));
    await asking;
    expect(currentIssue()).toBeNull();
    expect(queryClient.getQueryData(issueRead('HN1FC').queryKey)?.issue).toBe('20261122-1602');
  });

  it('forgets the issue of an earlier visit when a lottery opens, so no countdown starts from it', () => {
    catalogState.lottery = 'HN1FC';
    queryClient.setQueryData(issueRead('HN1FC').queryKey, issue('20261122-1650'));
    expect(secondsLeft()).toBeGreaterThan(0);
    resetIssue();
    expect(currentIssue()).toBeNull();
    expect(secondsLeft()).toBe(-1);
  });

  it('keeps each play’s trend as its own read', async () => {
    catalogState.lottery = 'HN1FC';
    api.getTrend.mockReset();
    api.getTrend.mockResolvedValueOnce({ ...trend, min: 1 }).mockResolvedValueOnce({ ...trend, min: 2 });
    await refreshTrend('wx_zx_fs');
    await refreshTrend('');
    expect(issueState.trendPlay).toBe('');
    expect(queryClient.getQueryData(trendRead('HN1FC', 'wx_zx_fs').queryKey)?.min).toBe(1);
    expect(queryClient.getQueryData(trendRead('HN1FC', '').queryKey)?.min).toBe(2);
  });

  it('refreshes the issue at once and the balance after each socket delay on a draw of the open lottery, and ignores other lotteries', async () => {
    vi.useFakeTimers();
    catalogState.lottery = 'HN1FC';
    api.getTrend.mockResolvedValue(trend);
    api.getIssue.mockReset();
    api.getIssue.mockResolvedValue(issue('20261122-1701'));
    const refreshBalance = vi.fn();
    onDrawMessage({ lottery: 'jsk3' }, refreshBalance);
    await vi.advanceTimersByTimeAsync(Math.max(...SOCKET_REFRESH_MS));
    expect(api.getIssue).not.toHaveBeenCalled();
    expect(refreshBalance).not.toHaveBeenCalled();

    onDrawMessage({ lottery: 'hn1fc' }, refreshBalance);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getIssue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SOCKET_REFRESH_MS[0]);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SOCKET_REFRESH_MS[1] - SOCKET_REFRESH_MS[0]);
    expect(refreshBalance).toHaveBeenCalledTimes(SOCKET_REFRESH_MS.length);
  });

  it('runs the pk10 race on a draw when the animation is on, until the race frame says it finished', () => {
    catalogState.lottery = 'BJPK10';
    catalogState.family = 'pk10';
    api.getIssue.mockResolvedValue(issue('20261122-1801'));
    api.getTrend.mockResolvedValue(trend);
    prefsState.raceAnimation = false;
    onDrawMessage({ lottery: 'BJPK10' });
    expect(issueState.racing).toBe(false);
    prefsState.raceAnimation = true;
    onDrawMessage({ lottery: 'BJPK10' });
    expect(issueState.racing).toBe(true);
    onRaceFinished();
    expect(issueState.racing).toBe(false);
  });
});
