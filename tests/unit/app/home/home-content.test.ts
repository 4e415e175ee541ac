import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ getBanners: vi.fn(), getNotices: vi.fn() }));
vi.mock('../../../../app/features/home/api/get-banners', () => ({ getBanners: api.getBanners }));
vi.mock('../../../../app/features/home/api/get-notices', () => ({ getNotices: api.getNotices }));

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

  it('loads the notices and ends the loading state even on failure', async () => {
    expect(home.homeState.noticesLoading).toBe(true);
    api.getNotices.mockRejectedValueOnce(new Error('请求错误'));
    await home.loadNotices();
    expect(home.homeState).toMatchObject({ noticesLoading: false, notices: [] });
    api.getNotices.mockResolvedValueOnce([{ id: 1, title: '平台系统升级完成', content: 'x', time: '2026-01-01 08:00:00' }]);
    await home.loadNotices();
    expect(home.homeState.notices.map((n) => n.title)).toEqual(['平台系统升级完成']);
  });
});
