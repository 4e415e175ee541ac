/**
 * The lottery list and which lottery is open. Every other slice reads `catalogState.lottery`;
 * opening a lottery (which touches every slice) is `selectLottery` in open-lottery.ts.
 */
import { proxy, ref } from 'valtio';
import type { Family } from '../../../engine-worker/client';
import type { LotteryCategory, LotteryListItem } from '../../../contract/lottery';
import { idleLoad, trackLoad } from '../../lib/load-state';
import { getLotteryList } from '../../lib/api/get-lottery-list';

export const catalogState = proxy({
  categories: ref([] as LotteryCategory[]),
  /** The list loads with a status: a failure is shown with 重试, never as an empty list. */
  listLoad: idleLoad(),
  /** The open lottery's code ('' before one is open). */
  lottery: '',
  family: null as Family | null,
  get items(): LotteryListItem[] {
    return this.categories.flatMap((c) => c.list);
  },
  get current(): LotteryListItem | undefined {
    return this.items.find((l) => l.en === this.lottery);
  },
  /** Instant lotteries (秒秒彩) draw at once when bet on. */
  get isInstant(): boolean {
    return this.current?.durationTime === 0;
  },
});

export async function loadLotteryList(): Promise<void> {
  await trackLoad(catalogState.listLoad, getLotteryList, (categories) => {
    catalogState.categories = ref(categories);
  });
}

export function openInCatalog(code: string, family: Family): void {
  catalogState.lottery = code;
  catalogState.family = family;
}
