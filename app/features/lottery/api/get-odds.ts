import { lotteryPaths } from '../../../../contract/paths';
import type { OddsResult } from '../../../../contract/lottery';
import { lotteryGet } from './lottery-request';

export const getOdds = (lottery: string) => lotteryGet<OddsResult>(lotteryPaths.odds, { lottery: lottery.toUpperCase() });
