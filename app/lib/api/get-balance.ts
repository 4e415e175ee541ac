import { walletEndpoints, type PlayerBalance } from '../../../contract/wallet';
import { call } from '../call';

export const MAIN_WALLET_ID = 'sobet_01';

export const getBalance = (): Promise<PlayerBalance> => call(walletEndpoints.balance, { cbId: MAIN_WALLET_ID });
