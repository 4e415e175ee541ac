import type { QueryOf } from '../../../../contract/endpoint';
import { lotteryEndpoints } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

export type HistoryQuery = QueryOf<typeof lotteryEndpoints.historyOrders>;

export const getHistoryOrders = (query: HistoryQuery) => call(lotteryEndpoints.historyOrders, query);
