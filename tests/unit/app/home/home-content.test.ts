import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getBanners: vi.fn(), getNotices: vi.fn(), getOpenIssues: vi.fn() }));
vi.mock('../../../../app/features/home/api/get-banners', () => ({ getBanners: api.getBanners }));
vi.mock('../../../../app/features/home/api/get-notices', () => ({ getNotices: api.getNotices }));
vi.mock('../../../../app/features/home/api/get-open-issues', () => ({ getOpenIssues: api.getOpenIssues }));

const { HttpError } = await import('../../../../app/lib/http');

const home = await import('../../../../app/features/home/home-store');

const banners = [
  { id: 1, title: '公平透明', subtitle: 'a', gradient: ['#c81e3a', '#f0642f'], link: '' },
  { id: 2, title: '河内1分彩', subtitle: 'b', gradient: ['#1f5fbf', '#37a0e6'], link: '/lottery?lottery=HN1FC' },
];

describe('home banners and notices', () => {
  it('loads the banners and switches between them, wrapping around', async () => {
    api.getBanners.mockResolvedValue(banners);
    await home.loadBanners();
    expect(home.homeState.banners).toHaveLength(2);
    home.showBanner(1);
    expect(home.homeState.bannerIndex).toBe(1);
    home.showBanner(2);
    expect(home.homeState.bannerIndex).toBe(0);
    home.showBanner(-1);
    expect(home.homeState.bannerIndex).toBe(1);
  });

  it('keeps the banners when the call fails', async () => {
    api.getBanners.mockRejectedValueOnce(new Error('请求错误'));
    await home.loadBanners();
    expect(home.homeState.banners).toHaveLength(2);
  });

  it('shows a failed notices call as an error with the message, not as no notices, and recovers on retry', async () => {
    expect(home.homeState.noticesLoad.status).toBe('idle');
    api.getNotices.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await home.loadNotices();
    expect(home.homeState.noticesLoad).toEqual({ status: 'error', error: '服务器繁忙' });
    expect(home.homeState.notices).toEqual([]);
    api.getNotices.mockResolvedValueOnce([{ id: 1, title: '平台系统升级完成', content: 'x', time: '2026-01-01 08:00:00' }]);
    const retry = home.loadNotices();
    expect(home.homeState.noticesLoad.status).toBe('loading');
    await retry;
    expect(home.homeState.noticesLoad).toEqual({ status: 'ready', error: '' });
    expect(home.homeState.notices.map((n) => n.title)).toEqual(['平台系统升级完成']);
  });
});

describe('home draws', () => {
  it('shows a network failure as an error state and fills the cards on retry', async () => {
    api.getOpenIssues.mockRejectedValueOnce(new HttpError('请求错误', -1, 0));
    await home.loadDraws();
    expect(home.homeState.drawsLoad).toEqual({ status: 'error', error: '请求错误' });
    expect(home.homeState.draws).toEqual({});
    api.getOpenIssues.mockResolvedValueOnce({ HN1FC: { issueNo: '20260101-0001', code: '1,2,3,4,5' } });
    await home.loadDraws();
    expect(home.homeState.drawsLoad.status).toBe('ready');
    expect(home.homeState.draws.HN1FC).toEqual({ issueNo: '20260101-0001', code: '1,2,3,4,5' });
  });
});
