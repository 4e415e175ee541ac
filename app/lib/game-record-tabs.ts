/**
 * The member center's game-record sub-tabs. Apart from the route table (paths.ts) because they are
 * built from the games contract, which only the member center needs: the login page does not load it.
 */
import { gameTypes } from '../../contract/games';

/** Game-record sub-tabs in order (contract/games.ts gameTypes); hidden ones are listed but never shown. */
export const gameRecordTabs = gameTypes.filter((type) => !('teamOnly' in type));

/** The record tabs a player sees: neither those the app always hides nor those the server's game config hides. */
export function visibleGameRecordTabs(hiddenByServer: readonly string[] = []) {
  return gameRecordTabs.filter((tab) => !('hidden' in tab && tab.hidden) && !hiddenByServer.includes(tab.value));
}
