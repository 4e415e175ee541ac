import { lotteryEndpoints } from '../../../contract/lottery';
import { call } from '../call';

/** POST save_favorites: replaces the list (spec 1 §7 favorites save); answers the list the server kept. */
export const saveFavourites = (lotteries: string[]): Promise<string[]> => call(lotteryEndpoints.saveFavorites, { lotteries });
