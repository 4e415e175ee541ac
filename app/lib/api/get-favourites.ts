import { lotteryEndpoints } from '../../../contract/lottery';
import { call } from '../call';

/** GET favorites: the player's favourite lottery codes, kept on the server (spec 1 §7 favorites get). */
export const getFavourites = (): Promise<string[]> => call(lotteryEndpoints.favorites);
