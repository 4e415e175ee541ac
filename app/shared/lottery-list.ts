/**
 * The lottery catalogue (categories; codes, names, families, hot/new flags, draw interval): one
 * cached read shared by the header menu, home, the lottery screen, the records filter and the win
 * notices. It changes only with a deploy, so it is read once per session.
 */
import { useQuery } from '@tanstack/react-query';
import { lotteryEndpoints, type LotteryCategory, type LotteryListItem } from '../../contract/lottery';
import { queryClient } from '../lib/query-client';
import { endpointSource, readOptions } from './queries';

export const lotteryListRead = () => readOptions(endpointSource(lotteryEndpoints.classifyList), {}, { staleTime: Infinity });

/** The catalogue in a screen: `data` (undefined until it arrives), `error`, `refetch` (the 重试). */
export const useLotteryList = () => useQuery(lotteryListRead());

/** Outside a screen (opening a lottery): the cached catalogue, or its read; rejects when that fails. */
export const loadLotteryList = (): Promise<LotteryCategory[]> => queryClient.fetchQuery(lotteryListRead());

/** The cached catalogue as it stands ([] before its read answered). */
export const cachedLotteryList = (): readonly LotteryCategory[] => queryClient.getQueryData(lotteryListRead().queryKey) ?? [];

type ReadonlyCategory = { readonly title: string; readonly list: ReadonlyArray<Readonly<LotteryListItem>> };

/** Every category's lotteries, in the server's order. */
export const lotteryItems = (categories: readonly ReadonlyCategory[]): ReadonlyArray<Readonly<LotteryListItem>> => categories.flatMap((c) => c.list);

export function lotteryByCode(categories: readonly ReadonlyCategory[], code: string): Readonly<LotteryListItem> | undefined {
  const upper = code.toUpperCase();
  for (const category of categories) for (const item of category.list) if (item.en === upper) return item;
  return undefined;
}
