/** The lottery catalogue from the server (codes, names, hot/new flags), loaded once and shared by the header menu and home. */
import { proxy } from 'valtio';
import type { LotteryCategory, LotteryListItem } from '../../contract/lottery';
import { getLotteryList } from '../lib/api/get-lottery-list';
import { idleLoad, trackLoad } from '../lib/load-state';

export const lotteryListState = proxy({
  categories: [] as LotteryCategory[],
  load: idleLoad(),
});

let loading: Promise<void> | null = null;
export function loadLotteryList(): Promise<void> {
  if (lotteryListState.load.status === 'ready') return Promise.resolve();
  loading ??= trackLoad(lotteryListState.load, getLotteryList, (categories) => {
    lotteryListState.categories = categories;
  }).then(() => {
    loading = null;
  });
  return loading;
}

type ReadonlyCategory = { readonly title: string; readonly list: ReadonlyArray<Readonly<LotteryListItem>> };

export function lotteryByCode(categories: readonly ReadonlyCategory[], code: string): Readonly<LotteryListItem> | undefined {
  const upper = code.toUpperCase();
  for (const category of categories) for (const item of category.list) if (item.en === upper) return item;
  return undefined;
}
