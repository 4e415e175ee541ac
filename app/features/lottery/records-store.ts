/** The open lottery's recent bets (the table under the plate) and cancelling one. */
import { proxy, ref } from 'valtio';
import type { BetRecord } from '../../../contract/lottery';
import { idleLoad, trackLoad } from '../../lib/load-state';
import { refreshBalance } from '../../stores/balance-store';
import { cancelOrder } from '../../lib/api/cancel-order';
import { getRecentOrders } from './api/get-recent-orders';
import { catalogState } from './catalog-store';
import { RECORD_RETRY_MS } from './lottery-constants';
import { reportError, showNotice } from './lottery-notice';

export const recordsState = proxy({
  records: ref([] as BetRecord[]),
  recordsLoad: idleLoad(),
});

export function resetRecords(): void {
  recordsState.records = ref([]);
  recordsState.recordsLoad = idleLoad();
}

/** `retry`: after an order, a failed load is tried once more a moment later (the order may still be settling in). */
export async function refreshRecords(retry = false): Promise<void> {
  const code = catalogState.lottery;
  const ok = await trackLoad(
    recordsState.recordsLoad,
    () => getRecentOrders(code, 10),
    (list) => {
      if (catalogState.lottery === code) recordsState.records = ref(list);
    },
  );
  if (!ok && retry) setTimeout(() => void refreshRecords(false), RECORD_RETRY_MS);
}

export async function cancelRecord(orderId: string): Promise<boolean> {
  try {
    await cancelOrder(orderId);
    void refreshBalance();
    showNotice({ kind: 'cancelled' });
    await refreshRecords();
    return true;
  } catch (error) {
    reportError(error);
    return false;
  }
}
