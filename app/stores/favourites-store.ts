/**
 * The player's favourite lotteries (收藏), kept on the server (spec 1 §7 favorites get/save) so they
 * follow the player to any browser: read once per session, saved whole on each change, shown by the
 * header's lottery menu and the lottery screen's list.
 */
import { proxy } from 'valtio';
import { toast } from '../../design-system';
import { MAX_FAVOURITES } from '../../contract/bet-limits';
import { getFavourites } from '../lib/api/get-favourites';
import { saveFavourites } from '../lib/api/save-favourites';
import { errorText } from '../lib/http';
import { idleLoad, trackLoad } from '../lib/load-state';
import { onSessionCleared, sessionState } from './session-store';

export const favouritesState = proxy({
  codes: [] as string[],
  load: idleLoad(),
  /** A save in flight: the stars wait for its answer rather than send a second list built on a stale one. */
  saving: false,
});

let loading: Promise<void> | null = null;
/** Reads the list once per session (again after a failure); nothing for a visitor. */
export function loadFavourites(): Promise<void> {
  if (!sessionState.loggedIn || favouritesState.load.status === 'ready') return Promise.resolve();
  loading ??= trackLoad(favouritesState.load, getFavourites, (codes) => {
    favouritesState.codes = codes;
  }).then(() => {
    loading = null;
  });
  return loading;
}

export const isFavourite = (codes: readonly string[], code: string): boolean => codes.includes(code.toUpperCase());

/**
 * Adds the lottery to the end of the list, or takes it out, as the button shown asked. The list is saved
 * whole, so it is read again first: a change made meanwhile in another browser is kept, not overwritten.
 * The server's answer is the list shown.
 */
export async function toggleFavourite(code: string): Promise<void> {
  if (favouritesState.saving) return;
  const upper = code.toUpperCase();
  const adding = !favouritesState.codes.includes(upper);
  favouritesState.saving = true;
  try {
    const current = await getFavourites();
    const next = adding ? (current.includes(upper) ? current : [...current, upper]) : current.filter((c) => c !== upper);
    if (next.length > MAX_FAVOURITES) {
      favouritesState.codes = current;
      toast.warning(`收藏彩种最多${MAX_FAVOURITES}个`);
      return;
    }
    favouritesState.codes = await saveFavourites(next);
    favouritesState.load = { status: 'ready', error: '' };
    toast.success(adding ? '已收藏' : '已取消收藏');
  } catch (error) {
    toast.error(errorText(error));
  } finally {
    favouritesState.saving = false;
  }
}

onSessionCleared(() => {
  favouritesState.codes = [];
  favouritesState.load = idleLoad();
  loading = null;
});
