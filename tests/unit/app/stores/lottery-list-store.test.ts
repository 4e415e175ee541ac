import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryCategory } from '../../../../contract/lottery';

const api = vi.hoisted(() => ({ getLotteryList: vi.fn() }));
vi.mock('../../../../app/lib/api/get-lottery-list', () => ({ getLotteryList: api.getLotteryList }));

const { HttpError } = await import('../../../../app/lib/http');
const store = await import('../../../../app/stores/lottery-list-store');

const categories: LotteryCategory[] = [
  { title: '时时彩', list: [{ en: 'HN1FC', cn: '河内1分彩', isHot: true, isNew: false, family: 'ssc', durationTime: 60 }] },
];

describe('lottery list store', () => {
  beforeEach(() => api.getLotteryList.mockReset());

  it('records a failed load as an error with the message, not as an empty catalogue, and a retry loads it', async () => {
    api.getLotteryList.mockRejectedValueOnce(new HttpError('请求错误', -1, 0));
    await store.loadLotteryList();
    expect(store.lotteryListState.load).toEqual({ status: 'error', error: '请求错误' });
    expect(store.lotteryListState.categories).toEqual([]);

    api.getLotteryList.mockResolvedValueOnce(categories);
    await store.loadLotteryList();
    expect(store.lotteryListState.load.status).toBe('ready');
    expect(store.lotteryByCode(store.lotteryListState.categories, 'hn1fc')?.cn).toBe('河内1分彩');

    // loaded once: later calls do not ask again
    await store.loadLotteryList();
    expect(api.getLotteryList).toHaveBeenCalledTimes(2);
  });
});
