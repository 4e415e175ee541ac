import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryCategory } from '../../../../contract/lottery';

const api = vi.hoisted(() => ({ classifyList: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[lotteryEndpoints.classifyList, () => api.classifyList()]]);
});

const { HttpError } = await import('../../../../app/lib/http');
const { queryClient } = await import('../../../../app/lib/query-client');
const list = await import('../../../../app/shared/lottery-list');

const categories: LotteryCategory[] = [
  { title: '时时彩', list: [{ en: 'HN1FC', cn: '河内1分彩', isHot: true, isNew: false, family: 'ssc', durationTime: 60 }] },
];
const readState = () => queryClient.getQueryState(list.lotteryListRead().queryKey);

describe('the lottery list read', () => {
  beforeEach(() => api.classifyList.mockReset());

  it('keeps a failed read as an error with the message, not as an empty catalogue, and a retry loads it', async () => {
    // An answer of the server fails at once (network trouble alone is retried by the cache).
    api.classifyList.mockRejectedValueOnce(new HttpError('服务器繁忙', 500, 200));
    await expect(list.loadLotteryList()).rejects.toThrow('服务器繁忙');
    expect(readState()?.status).toBe('error');
    expect(readState()?.error?.message).toBe('服务器繁忙');
    expect(list.cachedLotteryList()).toEqual([]);

    api.classifyList.mockResolvedValueOnce(categories);
    await list.loadLotteryList();
    expect(readState()?.status).toBe('success');
    expect(list.lotteryByCode(list.cachedLotteryList(), 'hn1fc')?.cn).toBe('河内1分彩');
    expect(list.lotteryItems(list.cachedLotteryList()).map((l) => l.en)).toEqual(['HN1FC']);

    // read once: later loads do not ask again
    await list.loadLotteryList();
    expect(api.classifyList).toHaveBeenCalledTimes(2);
  });
});
