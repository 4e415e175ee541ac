import { lotteryPaths } from '../../../../contract/paths';
import type { Recommendation } from '../../../../contract/lottery';
import { lotteryGet } from './lottery-request';

export const getRecommendation = (lottery: string) => lotteryGet<Recommendation>(lotteryPaths.recommend, { lottery, sourceType: '1' });
