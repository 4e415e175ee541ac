import { lotteryEndpoints, type TraceRecord } from '../../../../contract/lottery';
import { call } from '../../../lib/call';

export const getTrace = (traceId: string): Promise<TraceRecord> => call(lotteryEndpoints.trace, { traceId });
