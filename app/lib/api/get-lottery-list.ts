import { lotteryPaths } from '../../../contract/paths';
import type { LotteryCategory } from '../../../contract/lottery';
import { http } from '../http';

/** GET lottery_classify_list: categories with hot/new flags (header lottery menu). */
export function getLotteryList(): Promise<LotteryCategory[]> {
  return http.get<LotteryCategory[]>(lotteryPaths.classifyList);
}
