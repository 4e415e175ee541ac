import { lotteryEndpoints, type AddOrderRequest, type AddOrderResult } from '../../../../contract/lottery';
import { call } from '../../../lib/call';
import { REQUEST_TIMEOUT_BULK_MS } from '../../../lib/http';

/** Re-bet (betType 3): the record's line at a new multiple on the lottery's current issue. */
export const rebetOrder = (request: AddOrderRequest): Promise<AddOrderResult> =>
  call(lotteryEndpoints.addOrder, request, { lzstring: true, timeoutMs: REQUEST_TIMEOUT_BULK_MS });
