/**
 * Which lottery is open (client state). Every other slice reads `catalogState.lottery`; opening a
 * lottery (which touches every slice) is `selectLottery` in open-lottery.ts. The lottery list itself
 * is the cached read of shared/lottery-list.ts.
 */
import { proxy, useSnapshot } from 'valtio';
import type { Family } from '../../../engine-worker/client';
import type { LotteryListItem } from '../../../contract/lottery';
import { cachedLotteryList, lotteryByCode, lotteryItems, useLotteryList } from '../../shared/lottery-list';

export const catalogState = proxy({
  /** The open lottery's code ('' before one is open). */
  lottery: '',
  family: null as Family | null,
});

export function openInCatalog(code: string, family: Family): void {
  catalogState.lottery = code;
  catalogState.family = family;
}

/** Instant lotteries (秒秒彩) draw at once when bet on. */
export const isInstantLottery = (item: Readonly<LotteryListItem> | undefined): boolean => item?.durationTime === 0;

/** The open lottery's entry of the cached list (undefined before the list answered or a lottery is open). */
export const openLotteryItem = (): Readonly<LotteryListItem> | undefined => lotteryByCode(cachedLotteryList(), catalogState.lottery);

/** In a screen: the open lottery, its entry, whether it is instant, and every lottery of the list. */
export function useOpenLottery() {
  const { lottery, family } = useSnapshot(catalogState);
  const list = useLotteryList();
  const categories = list.data ?? [];
  const current = lotteryByCode(categories, lottery);
  return { lottery, family, current, isInstant: isInstantLottery(current), items: lotteryItems(categories), list };
}
