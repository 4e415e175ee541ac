/** The bindings' server state: read through the query cache, refreshed after every change (with the user info). */
import { useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '../../../contract/account';
import { queryClient, queryKeyOf } from '../../lib/query-client';
import { refreshUserInfo } from '../../stores/user-info';
import { getBankCards, getBankList, getBindOverview, getCoinWallets, getReceivingCodes } from './api/bindings';

export const useBindOverview = () => useQuery({ queryKey: queryKeyOf(accountEndpoints.overview), queryFn: getBindOverview });
export const useBankCards = () => useQuery({ queryKey: queryKeyOf(accountEndpoints.bankQuery), queryFn: getBankCards });
export const useBankList = () => useQuery({ queryKey: queryKeyOf(accountEndpoints.bankList), queryFn: getBankList, staleTime: Infinity });
export const useCoinWallets = () => useQuery({ queryKey: queryKeyOf(accountEndpoints.getBindAddress), queryFn: getCoinWallets });
export const useReceivingCodes = () => useQuery({ queryKey: queryKeyOf(accountEndpoints.getBindAddressQrCode), queryFn: getReceivingCodes });

/** After a binding changed: every binding read and the user info (two-step flags, fund password). */
export async function refreshBindings(): Promise<void> {
  const reads = [accountEndpoints.overview, accountEndpoints.bankQuery, accountEndpoints.getBindAddress, accountEndpoints.getBindAddressQrCode];
  await Promise.all([...reads.map((e) => queryClient.invalidateQueries({ queryKey: [e.path] })), refreshUserInfo()]);
}
