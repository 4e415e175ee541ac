import { lotteryPaths } from '../../../../contract/paths';
import type { AddOrderRequest, AddOrderResult } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

/** Re-bet (betType 3): the record's line at a new multiple on the lottery's current issue. */
export const rebetOrder = (request: AddOrderRequest) => http.post<AddOrderResult>(lotteryPaths.addOrder, request, { lzstring: true });
