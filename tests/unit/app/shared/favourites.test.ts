import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../../contract/session';

const api = vi.hoisted(() => ({ getFavourites: vi.fn(), saveFavourites: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [lotteryEndpoints.favorites, () => api.getFavourites()],
    [lotteryEndpoints.saveFavorites, (body) => api.saveFavourites((body as { lotteries: string[] }).lotteries)],
  ]);
});

const session = await import('../../../../app/stores/session-store');
const favourites = await import('../../../../app/shared/favourites');

describe('favourites', () => {
  beforeEach(async () => {
    api.getFavourites.mockReset();
    api.saveFavourites.mockReset().mockImplementation(async (codes: string[]) => codes);
    session.signIn({ cn: 'lucy', uin: 7, userType: 0 } as UserInfo);
    await session.logout('logout');
    session.signIn({ cn: 'lucy', uin: 7, userType: 0 } as UserInfo);
  });

  it('reads the list once per session and nothing for a visitor', async () => {
    api.getFavourites.mockResolvedValue(['TXFFC']);
    await favourites.loadFavourites();
    await favourites.loadFavourites();
    expect(api.getFavourites).toHaveBeenCalledTimes(1);
    expect(favourites.cachedFavourites()).toEqual(['TXFFC']);
    await session.logout('logout');
    expect(favourites.cachedFavourites()).toEqual([]);
    await favourites.loadFavourites();
    expect(api.getFavourites).toHaveBeenCalledTimes(1);
  });

  it('adds to and takes from the list read again just before saving, keeping a change made in another browser', async () => {
    api.getFavourites.mockResolvedValueOnce([]);
    await favourites.loadFavourites();
    // meanwhile another browser starred HN1FC
    api.getFavourites.mockResolvedValueOnce(['HN1FC']);
    await favourites.toggleFavourite('txffc');
    expect(api.saveFavourites).toHaveBeenLastCalledWith(['HN1FC', 'TXFFC']);
    expect(favourites.cachedFavourites()).toEqual(['HN1FC', 'TXFFC']);
    api.getFavourites.mockResolvedValueOnce(['HN1FC', 'TXFFC']);
    await favourites.toggleFavourite('HN1FC');
    expect(api.saveFavourites).toHaveBeenLastCalledWith(['TXFFC']);
    expect(favourites.cachedFavourites()).toEqual(['TXFFC']);
  });

  it('does not save a thirteenth favourite', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `L${i}`);
    api.getFavourites.mockResolvedValue(twelve);
    await favourites.loadFavourites();
    await favourites.toggleFavourite('TXFFC');
    expect(api.saveFavourites).not.toHaveBeenCalled();
    expect(favourites.cachedFavourites()).toEqual(twelve);
  });
});
