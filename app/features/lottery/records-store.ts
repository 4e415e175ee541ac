/** The open lottery's recent bets (the table under the plate, a cached read per lottery) and cancelling one. */
import { lotteryEndpoints, type BetRecord } from '../../../contract/lottery';
import { call } from '../../lib/call';
import { queryClient } from '../../lib/query-client';
import { endpointSource, readOptions } from '../../shared/queries';
import { refreshBalance } from '../../stores/balance-store';
import { catalogState } from './catalog-store';
import { RECORD_RETRY_MS } from './lottery-constants';
import { reportError, showNotice } from './lottery-notice';

/** Keyed by lottery, so an answer for a lottery no longer open never shows under another. Asked again on each visit. */
export const recentBetsRead = (lottery: string) => readOptions(endpointSource(lotteryEndpoints.recentOrder), { lottery, size: 10 }, { staleTime: 0 });

export const cachedRecentBets = (lottery: string): readonly BetRecord[] => queryClient.getQueryData(recentBetsRead(lottery).queryKey) ?? [];

/** `retry`: after an order, a failed load is tried once more a moment later (the order may still be settling in). */
export async function refreshRecords(retry = false): Promise<void> {
  const code = catalogState.lottery;
  if (!code) return;
  const ok = await queryClient.fetchQuery({ ...recentBetsRead(code), staleTime: 0 }).then(
    () => true,
    () => false,
  );
  if (!ok && retry) setTimeout(() => void refreshRecords(false), RECORD_RETRY_MS);
}

export async function cancelRecord(orderId: string): Promise<boolean> {
  try {
    await call(lotteryEndpoints.cancelOrder, { orderId });
    void refreshBalance();
    showNotice({ kind: 'cancelled' });
    await refreshRecords();
    return true;
  } catch (error) {
    reportError(error);
    return false;
  }
}
