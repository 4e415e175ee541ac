import { lotteryPaths } from '../../../../contract/paths';
import type { LotteryCategory } from '../../../../contract/lottery';
import { lotteryGet } from './lottery-request';

export const getLotteryList = () => lotteryGet<LotteryCategory[]>(lotteryPaths.classifyList);
