import { describe, expect, it, vi } from 'vitest';
import type { LotteryCategory } from '../../../../contract/lottery';

const categories: LotteryCategory[] = [
  { title: '时时彩', list: [{ en: 'HN1FC', cn: '河内1分彩', isHot: true, isNew: false, family: 'ssc', durationTime: 60 }] },
  { title: '秒秒彩', list: [{ en: 'WBGMMC', cn: '秒秒彩', isHot: false, isNew: false, family: 'ssc', durationTime: 0 }] },
];
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[lotteryEndpoints.classifyList, () => categories]]);
});

const { isInstantLottery, openInCatalog, openLotteryItem } = await import('../../../../app/features/lottery/catalog-store');
const { cachedLotteryList, loadLotteryList, lotteryItems } = await import('../../../../app/shared/lottery-list');

describe('catalog store', () => {
  it('lists every category’s lotteries once the list loads', async () => {
    await loadLotteryList();
    expect(lotteryItems(cachedLotteryList()).map((l) => l.en)).toEqual(['HN1FC', 'WBGMMC']);
    expect(openLotteryItem()).toBeUndefined();
  });

  it('derives the open lottery and whether it draws at once when one is opened', () => {
    openInCatalog('HN1FC', 'ssc');
    expect(openLotteryItem()?.cn).toBe('河内1分彩');
    expect(isInstantLottery(openLotteryItem())).toBe(false);
    openInCatalog('WBGMMC', 'ssc');
    expect(isInstantLottery(openLotteryItem())).toBe(true);
  });

  it('knows no lottery, and no instant one, when a code not in the list is opened', () => {
    openInCatalog('NOPE', 'ssc');
    expect(openLotteryItem()).toBeUndefined();
    expect(isInstantLottery(openLotteryItem())).toBe(false);
  });
});
