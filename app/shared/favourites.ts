/**
 * The player's favourite lotteries (收藏), kept on the server (spec 1 §7 favorites get/save) so they
 * follow the player to any browser: one cached read per session, saved whole on each change, shown by
 * the header's lottery menu and the lottery screen's list and head.
 */
import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { toast } from '../../design-system';
import { lotteryEndpoints } from '../../contract/lottery';
import { MAX_FAVOURITES } from '../../contract/bet-limits';
import { call } from '../lib/call';
import { errorText } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { sessionState } from '../stores/session-store';
import { endpointSource, readOptions } from './queries';

/** The list changes only through this page or another browser's save, so it is read once per session. */
export const favouritesRead = () => readOptions(endpointSource(lotteryEndpoints.favorites), {}, { staleTime: Infinity });

/** The codes in a screen ([] for a visitor and until the read answers). */
export function useFavourites(): readonly string[] {
  const { loggedIn } = useSnapshot(sessionState);
  return useQuery({ ...favouritesRead(), enabled: loggedIn }).data ?? [];
}

/** Outside a screen: the cached list, or its read; nothing for a visitor. */
export const loadFavourites = (): Promise<readonly string[]> => (sessionState.loggedIn ? queryClient.fetchQuery(favouritesRead()) : Promise.resolve([]));

export const cachedFavourites = (): readonly string[] => queryClient.getQueryData(favouritesRead().queryKey) ?? [];

export const isFavourite = (codes: readonly string[], code: string): boolean => codes.includes(code.toUpperCase());

/**
 * Adds the lottery to the end of the list, or takes it out, as the button shown asked. The list is saved
 * whole, so it is read again first: a change made meanwhile in another browser is kept, not overwritten.
 * The server's answer is the list cached.
 */
export async function toggleFavourite(code: string): Promise<void> {
  const upper = code.toUpperCase();
  const adding = !isFavourite(cachedFavourites(), upper);
  const key = favouritesRead().queryKey;
  try {
    const current = await call(lotteryEndpoints.favorites);
    const next = adding ? (current.includes(upper) ? current : [...current, upper]) : current.filter((c) => c !== upper);
    if (next.length > MAX_FAVOURITES) {
      queryClient.setQueryData(key, current);
      toast.warning(`收藏彩种最多${MAX_FAVOURITES}个`);
      return;
    }
    queryClient.setQueryData(key, await call(lotteryEndpoints.saveFavorites, { lotteries: next }));
    toast.success(adding ? '已收藏' : '已取消收藏');
  } catch (error) {
    toast.error(errorText(error));
  }
}

const toggleKey = [lotteryEndpoints.saveFavorites.path];
/**
 * The star's verb: `toggle(code)`, and `saving` while a save is in flight anywhere (the stars wait for its
 * answer rather than send a second list built on a stale one).
 */
export function useToggleFavourite() {
  const saving = useIsMutating({ mutationKey: toggleKey }, queryClient) > 0;
  const { mutate } = useMutation({ mutationKey: toggleKey, mutationFn: toggleFavourite }, queryClient);
  return { saving, toggle: (code: string) => (saving ? undefined : mutate(code)) };
}
