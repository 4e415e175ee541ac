import { lotteryPaths } from '../../../../contract/paths';
import type { TrendResult } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

export const getTrend = (lottery: string, size: number) => http.get<TrendResult>(lotteryPaths.trend, { lottery, size });
