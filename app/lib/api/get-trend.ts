import { lotteryEndpoints, type TrendResult } from '../../../contract/lottery';
import { call } from '../call';

/** The latest `size` draws with hit and skip frequencies (the lottery screen, the chart page). */
export const getTrend = (lottery: string, method?: string, size = 30): Promise<TrendResult> => call(lotteryEndpoints.trend, { lottery, method, size });
