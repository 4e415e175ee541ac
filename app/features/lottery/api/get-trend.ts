import { lotteryPaths } from '../../../../contract/paths';
import type { TrendResult } from '../../../../contract/lottery';
import { lotteryGet } from './lottery-request';

export const getTrend = (lottery: string, method?: string, size = 30) => lotteryGet<TrendResult>(lotteryPaths.trend, { lottery, method, size });
