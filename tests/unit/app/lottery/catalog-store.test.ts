import { describe, expect, it, vi } from 'vitest';
import type { LotteryCategory } from '../../../../contract/lottery';

const categories: LotteryCategory[] = [
  { title: '时时彩', list: [{ en: 'HN1FC', cn: '河内1分彩', isHot: true, isNew: false, family: 'ssc', durationTime: 60 }] },
  { title: '秒秒彩', list: [{ en: 'WBGMMC', cn: '秒秒彩', isHot: false, isNew: false, family: 'ssc', durationTime: 0 }] },
];
vi.mock('../../../../app/lib/api/get-lottery-list', () => ({ getLotteryList: async () => categories }));

const { catalogState, loadLotteryList, openInCatalog } = await import('../../../../app/features/lottery/catalog-store');

describe('catalog store', () => {
  it('lists every category’s lotteries once the list loads', async () => {
    await loadLotteryList();
    expect(catalogState.listLoad.status).toBe('ready');
    expect(catalogState.items.map((l) => l.en)).toEqual(['HN1FC', 'WBGMMC']);
    expect(catalogState.current).toBeUndefined();
  });

  it('derives the open lottery and whether it draws at once when one is opened', () => {
    openInCatalog('HN1FC', 'ssc');
    expect(catalogState.current?.cn).toBe('河内1分彩');
    expect(catalogState.isInstant).toBe(false);
    openInCatalog('WBGMMC', 'ssc');
    expect(catalogState.isInstant).toBe(true);
  });

  it('knows no lottery, and no instant one, when a code not in the list is opened', () => {
    openInCatalog('NOPE', 'ssc');
    expect(catalogState.current).toBeUndefined();
    expect(catalogState.isInstant).toBe(false);
  });
});
