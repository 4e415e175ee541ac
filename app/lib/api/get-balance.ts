import { walletPaths } from '../../../contract/paths';
import type { PlayerBalance } from '../../../contract/wallet';
import { http } from '../http';

export const MAIN_WALLET_ID = 'sobet_01';

/** GET getPlayerBalance?cbId=sobet_01 */
export function getBalance(): Promise<PlayerBalance> {
  return http.get<PlayerBalance>(walletPaths.balance, { cbId: MAIN_WALLET_ID });
}
