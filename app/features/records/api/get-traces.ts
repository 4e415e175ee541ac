import { lotteryPaths } from '../../../../contract/paths';
import type { Paged, TraceRecord } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

export const getTraces = (query: { lottery?: string; page: number; size: number }) => http.get<Paged<TraceRecord>>(lotteryPaths.lotteryTrace, { ...query });
