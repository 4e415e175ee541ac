import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerApi } from '../../../../engine-worker/worker-api';
import type { BetRecord, IssueInfo, LotteryCategory, TrendResult } from '../../../../contract/lottery';
import type * as Adapter from '../../../../app/features/lottery/engine-adapter';

// The lottery screen's lists (catalogue, recent draws, recent bets) when their requests fail:
// an error status with the HTTP client's message, not an empty list; the retry verbs recover.
const engine = createWorkerApi();
vi.mock('../../../../app/features/lottery/engine-adapter', async (importOriginal) => {
  const real = await importOriginal<typeof Adapter>();
  return { ...real, playsOf: async (family: Parameters<typeof engine.playsOf>[0]) => engine.playsOf(family) };
});

const api = vi.hoisted(() => ({ getLotteryList: vi.fn(), getTrend: vi.fn(), getRecentOrders: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [lotteryEndpoints.classifyList, () => api.getLotteryList()],
    [lotteryEndpoints.recentOrder, () => api.getRecentOrders()],
    [lotteryEndpoints.trend, () => api.getTrend()],
    [
      lotteryEndpoints.issue,
      (query) => ({ lottery: (query as { lottery: string }).lottery, second: 40, issue: '20261122-1201', state: 0, lastFive: [] }) as unknown as IssueInfo,
    ],
  ]);
});
vi.mock('../../../../app/features/lottery/odds-cache', () => ({ getOdds: async () => ({}) }));
vi.mock('../../../../app/stores/balance-store', () => ({ refreshBalance: async () => undefined }));

const { HttpError } = await import('../../../../app/lib/http');
const { queryClient } = await import('../../../../app/lib/query-client');
const { lotteryListRead } = await import('../../../../app/shared/lottery-list');
const { recentBetsRead } = await import('../../../../app/features/lottery/records-store');
const recentBets = () => queryClient.getQueryState(recentBetsRead('HN1FC').queryKey);
const trendRead = () => queryClient.getQueryState(store.trendRead(store.catalogState.lottery, store.issueState.trendPlay).queryKey);
const { RECORD_RETRY_MS } = await import('../../../../app/features/lottery/lottery-constants');
const store = {
  ...(await import('../../../../app/features/lottery/catalog-store')),
  ...(await import('../../../../app/features/lottery/issue-store')),
  ...(await import('../../../../app/features/lottery/open-lottery')),
  ...(await import('../../../../app/features/lottery/records-store')),
};

const categories: LotteryCategory[] = [
  { title: '时时彩', list: [{ en: 'HN1FC', cn: '河内1分彩', isHot: true, isNew: false, family: 'ssc', durationTime: 60 }] },
];
const trend: TrendResult = {
  list: [{ issueNo: '20261122-1200', code: '1,2,3,4,5' }],
  hitFrequency: [],
  skipFrequency: [],
  min: 0,
  max: 9,
} as unknown as TrendResult;
const record = { orderId: 'O1', lottery: 'HN1FC', issue: '20261122-1200' } as BetRecord;
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('lottery store loads', () => {
  beforeEach(() => {
    api.getLotteryList.mockReset();
    api.getTrend.mockReset();
    api.getRecentOrders.mockReset();
  });

  it('shows a failed catalogue as an error and a retry opens the lottery', async () => {
    // An answer of the server fails at once (network trouble alone is retried by the cache).
    api.getLotteryList.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await store.initLottery('HN1FC');
    const listRead = () => queryClient.getQueryState(lotteryListRead().queryKey);
    expect(listRead()?.status).toBe('error');
    expect(listRead()?.error?.message).toBe('服务器繁忙');
    expect(store.catalogState.lottery).toBe('');

    api.getLotteryList.mockResolvedValueOnce(categories);
    api.getTrend.mockResolvedValue(trend);
    api.getRecentOrders.mockResolvedValue([record]);
    await store.initLottery('HN1FC');
    await settle();
    expect(listRead()?.status).toBe('success');
    expect(store.catalogState.lottery).toBe('HN1FC');
    expect(trendRead()?.status).toBe('success');
    expect(recentBets()?.status).toBe('success');
  });

  it('shows failed recent draws as an error, not an empty list, and a retry fills them', async () => {
    api.getTrend.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await store.refreshTrend();
    expect(trendRead()).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    api.getTrend.mockResolvedValueOnce(trend);
    await store.refreshTrend();
    expect(trendRead()).toMatchObject({ status: 'success', error: null });
    expect(trendRead()?.data?.list).toHaveLength(1);
  });

  it('shows failed recent bets as an error, not an empty list, and a retry fills them', async () => {
    // An answer of the server fails at once (network trouble alone is retried by the cache first).
    api.getRecentOrders.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await store.refreshRecords();
    expect(recentBets()).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    api.getRecentOrders.mockResolvedValueOnce([record, { ...record, orderId: 'O2' }]);
    await store.refreshRecords();
    expect(recentBets()?.status).toBe('success');
    expect(store.cachedRecentBets('HN1FC').map((r) => r.orderId)).toEqual(['O1', 'O2']);
  });

  it('tries the recent bets once more after an order when the first load fails', async () => {
    vi.useFakeTimers();
    try {
      api.getRecentOrders.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200)).mockResolvedValueOnce([record]);
      await store.refreshRecords(true);
      expect(recentBets()?.status).toBe('error');
      await vi.advanceTimersByTimeAsync(RECORD_RETRY_MS);
      expect(api.getRecentOrders).toHaveBeenCalledTimes(2);
      expect(recentBets()?.status).toBe('success');
    } finally {
      vi.useRealTimers();
    }
  });
});
