import { lotteryPaths } from '../../../../contract/paths';
import type { TraceRecord } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

export const getTrace = (traceId: string) => http.get<TraceRecord>(lotteryPaths.trace, { traceId });
