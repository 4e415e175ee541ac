/**
 * The shared balance: the header and every wallet list show one source and refresh together. The
 * header's main-wallet value is the header balance read; lists are reads marked `balanceRead`; after
 * any money movement a feature calls `refreshBalances()` (the verb lives in the store, so app-wide
 * stores such as win notifications can call it too). A deposit pushed by the socket refreshes them.
 */
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { walletEndpoints } from '../../contract/wallet';
import { balanceRead, balanceState, headerBalanceRead, refreshBalances } from '../stores/balance-store';
import { useEndpointQuery, type ReadOptions } from './queries';
import { pushIntoCache } from './socket-cache';

export { balanceRead, refreshBalances };

/** The header balance: the value (null before the first answer or a kept one), loading, the failure, the hide toggle. */
export function useHeaderBalance() {
  const read = useQuery(headerBalanceRead());
  const { hidden } = useSnapshot(balanceState);
  return { cash: read.data?.cash ?? null, loading: read.isFetching, error: read.error, hidden, refetch: refreshBalances };
}

/** Every wallet with its balance, refreshed by `refreshBalances()`. */
export function useWalletBalances(options?: Omit<ReadOptions, 'meta'>) {
  return useEndpointQuery(walletEndpoints.allCachedBalance, {}, { ...options, meta: balanceRead });
}

/** While logged in: a credited deposit (socket) asks every balance again; the balance call stays the truth. */
export const watchBalancePushes = (): (() => void) => pushIntoCache('recharge_success', () => void refreshBalances());
