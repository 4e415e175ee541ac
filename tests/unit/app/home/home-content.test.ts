import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getBanners: vi.fn(), getNotices: vi.fn(), getOpenIssues: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { contentEndpoints } = await import('../../../../contract/content');
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [contentEndpoints.banners, () => api.getBanners()],
    [contentEndpoints.notices, () => api.getNotices()],
    [lotteryEndpoints.openIssue, (input) => api.getOpenIssues(input)],
  ]);
});

const { HttpError } = await import('../../../../app/lib/http');
const { queryClient } = await import('../../../../app/lib/query-client');
const home = await import('../../../../app/features/home/home-store');

/** What a screen's read (or its 重试) does: ask now; a failure stays in the read's state. */
const ask = (read: { queryKey: readonly unknown[] }) => queryClient.fetchQuery({ ...read, staleTime: 0 } as never).catch(() => null);
const stateOf = (read: { queryKey: readonly unknown[] }) => queryClient.getQueryState(read.queryKey);

const banners = [
  { id: 1, title: '公平透明', subtitle: 'a', gradient: ['#c81e3a', '#f0642f'], link: '' },
  { id: 2, title: '河内1分彩', subtitle: 'b', gradient: ['#1f5fbf', '#37a0e6'], link: '/lottery?lottery=HN1FC' },
];

describe('home banners and notices', () => {
  it('loads the banners and switches between them, wrapping around', async () => {
    api.getBanners.mockResolvedValue(banners);
    await ask(home.bannersRead());
    expect(home.cachedBanners()).toHaveLength(2);
    home.showBanner(1);
    expect(home.homeState.bannerIndex).toBe(1);
    home.showBanner(2);
    expect(home.homeState.bannerIndex).toBe(0);
    home.showBanner(-1);
    expect(home.homeState.bannerIndex).toBe(1);
  });

  it('keeps the banners when the call fails', async () => {
    api.getBanners.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await ask(home.bannersRead());
    expect(home.cachedBanners()).toHaveLength(2);
  });

  it('shows a failed notices call as an error with the message, not as no notices, and recovers on retry', async () => {
    expect(stateOf(home.noticesRead())).toBeUndefined();
    api.getNotices.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await ask(home.noticesRead());
    expect(stateOf(home.noticesRead())).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    expect(home.cachedNotices()).toEqual([]);
    api.getNotices.mockResolvedValueOnce([{ id: 1, title: '平台系统升级完成', content: 'x', time: '2026-01-01 08:00:00' }]);
    const retry = ask(home.noticesRead());
    expect(stateOf(home.noticesRead())?.fetchStatus).toBe('fetching');
    await retry;
    expect(stateOf(home.noticesRead())).toMatchObject({ status: 'success', error: null });
    expect(home.cachedNotices().map((n) => n.title)).toEqual(['平台系统升级完成']);
  });
});

describe('home draws', () => {
  it('shows a failed call as an error state and fills the cards on retry', async () => {
    // An answer of the server fails at once (network trouble alone is retried by the cache first).
    api.getOpenIssues.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await ask(home.homeDrawsRead());
    expect(stateOf(home.homeDrawsRead())).toMatchObject({ status: 'error', error: { message: '服务器繁忙' } });
    expect(home.cachedHomeDraws()).toEqual({});
    api.getOpenIssues.mockResolvedValueOnce({ HN1FC: { issueNo: '20260101-0001', code: '1,2,3,4,5' } });
    await ask(home.homeDrawsRead());
    expect(stateOf(home.homeDrawsRead())?.status).toBe('success');
    expect(home.cachedHomeDraws().HN1FC).toEqual({ issueNo: '20260101-0001', code: '1,2,3,4,5' });
    expect(api.getOpenIssues).toHaveBeenLastCalledWith({ lottery: 'HN1FC,HN5FC,TXFFC,RDFFC,JNDSSM,RBSSM' });
  });
});
