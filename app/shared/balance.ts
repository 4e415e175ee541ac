/**
 * The shared balance: the header and every wallet list show one source and refresh together. The
 * header's main-wallet value is the balance store; lists are reads marked `balanceRead`; after any
 * money movement a feature calls `refreshBalances()` (the verb lives in the store, so app-wide
 * stores such as win notifications can call it too).
 */
import { useSnapshot } from 'valtio';
import { walletEndpoints } from '../../contract/wallet';
import { balanceRead, balanceState, refreshBalances } from '../stores/balance-store';
import { useEndpointQuery, type ReadOptions } from './queries';

export { balanceRead, refreshBalances };

/** The header balance: the value (null before the first answer), the last load and the hide toggle. */
export const useBalance = () => useSnapshot(balanceState);

/** Every wallet with its balance, refreshed by `refreshBalances()`. */
export function useWalletBalances(options?: Omit<ReadOptions, 'meta'>) {
  return useEndpointQuery(walletEndpoints.allCachedBalance, {}, { ...options, meta: balanceRead });
}
