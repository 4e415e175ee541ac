import { lotteryPaths } from '../../../../contract/paths';
import type { BetRecord, Paged } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

export interface HistoryQuery {
  lottery?: string;
  status?: number;
  page: number;
  size: number;
  startTime?: number;
  endTime?: number;
}

export const getHistoryOrders = (query: HistoryQuery) => http.get<Paged<BetRecord>>(lotteryPaths.historyOrders, { ...query });
