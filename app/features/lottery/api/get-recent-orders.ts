import { lotteryPaths } from '../../../../contract/paths';
import type { BetRecord } from '../../../../contract/lottery';
import { lotteryGet } from './lottery-request';

export const getRecentOrders = (lottery: string, size = 10) => lotteryGet<BetRecord[]>(lotteryPaths.recentOrder, { lottery, size });
