import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IssueInfo } from '../../../../contract/lottery';

const api = vi.hoisted(() => ({ getIssue: vi.fn(), getTrend: vi.fn() }));
vi.mock('../../../../app/lib/api/get-issue', () => ({ getIssue: api.getIssue }));
vi.mock('../../../../app/lib/api/get-trend', () => ({ getTrend: api.getTrend }));
vi.mock('../../../../app/features/lottery/api/get-recent-orders', () => ({ getRecentOrders: async () => [] }));

const { catalogState } = await import('../../../../app/features/lottery/catalog-store');
const { onIssueRollover, refreshIssue, refreshTrend, secondsLeft } = await import('../../../../app/features/lottery/issue-store');

const issue = (number: string, second = 40) => ({ lottery: 'HN1FC', issue: number, second, state: 0, lastFive: [] }) as unknown as IssueInfo;
const trend = { list: [], hitFrequency: [], skipFrequency: [], min: 0, max: 9 };

describe('issue store', () => {
  afterEach(() => vi.useRealTimers());

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
    expect(api.getTrend.mock.calls.map((call) => call[1])).toEqual(['wx_zx_fs', 'wx_zx_fs']);
  });
});
