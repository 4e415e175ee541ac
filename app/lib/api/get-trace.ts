import { lotteryEndpoints, type TraceRecord } from '../../../contract/lottery';
import { call } from '../call';

/** One chase with its issues (the trace records' detail, the printed chase slip). */
export const getTrace = (traceId: string): Promise<TraceRecord> => call(lotteryEndpoints.trace, { traceId });
