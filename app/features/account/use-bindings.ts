/** The bindings' server state: read through the query cache, refreshed after every change (with the user info). */
import { useQuery } from '@tanstack/react-query';
import { accountEndpoints, BANK_NOT_BOUND, type BankCardList } from '../../../contract/account';
import { http, HttpError, messageOf } from '../../lib/http';
import { queryClient, queryKeyOf } from '../../lib/query-client';
import { useEndpointQuery } from '../../shared/queries';
import { refreshUserInfo } from '../../stores/user-info';

/** The bound cards: code 0 with the list, BANK_NOT_BOUND (no card) with an empty one, so the call cannot be a plain `call`. */
async function boundCardsOrNone(): Promise<BankCardList> {
  const envelope = await http.getEnvelope(accountEndpoints.bankQuery.path);
  if (envelope.code !== 0 && envelope.code !== BANK_NOT_BOUND) throw new HttpError(messageOf(envelope), envelope.code, 200);
  return envelope.data as BankCardList;
}

export const useBindOverview = () => useEndpointQuery(accountEndpoints.overview, {});
export const useBankCards = () => useQuery({ queryKey: queryKeyOf(accountEndpoints.bankQuery), queryFn: boundCardsOrNone });
export const useBankList = () => useEndpointQuery(accountEndpoints.bankList, {}, { staleTime: Infinity });
export const useCoinWallets = () => useEndpointQuery(accountEndpoints.getBindAddress, {});
export const useReceivingCodes = () => useEndpointQuery(accountEndpoints.getBindAddressQrCode, {});

/** After a binding changed: every binding read and the user info (two-step flags, fund password). */
export async function refreshBindings(): Promise<void> {
  const reads = [accountEndpoints.overview, accountEndpoints.bankQuery, accountEndpoints.getBindAddress, accountEndpoints.getBindAddressQrCode];
  await Promise.all([...reads.map((e) => queryClient.invalidateQueries({ queryKey: [e.path] })), refreshUserInfo()]);
}
