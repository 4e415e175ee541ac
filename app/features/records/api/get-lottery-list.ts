import { lotteryPaths } from '../../../../contract/paths';
import type { LotteryCategory } from '../../../../contract/lottery';
import { http } from '../../../lib/http';

export const getLotteryList = () => http.get<LotteryCategory[]>(lotteryPaths.classifyList);
