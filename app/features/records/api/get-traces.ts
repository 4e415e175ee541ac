import type { QueryOf } from '../../../../contract/endpoint';
import { lotteryEndpoints } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

export const getTraces = (query: QueryOf<typeof lotteryEndpoints.lotteryTrace>) => call(lotteryEndpoints.lotteryTrace, query);
