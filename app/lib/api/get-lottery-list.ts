import { lotteryEndpoints, type LotteryCategory } from '../../../contract/lottery';
import { call } from '../call';

/** GET lottery_classify_list: categories with hot/new flags (header lottery menu, lottery screen, records filter). */
export const getLotteryList = (): Promise<LotteryCategory[]> => call(lotteryEndpoints.classifyList);
